import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  BOOKING_PAYMENTS,
  BOOKING_STATUSES,
  LATE_CANCELLATION_POLICIES,
  WAITLIST_MODES,
  COURSE_LEVELS,
  MEDIA_CATEGORIES,
  MESSAGE_STATUSES,
  PASS_TYPES,
  PAYMENT_STATUSES,
  ROLES,
  SERIES_REGISTRATION_STATUSES,
  ROOM_TYPES,
  SESSION_STATUSES,
  SUBSCRIBER_STATUSES,
  VIDEO_TYPES,
  type VatRate,
} from '../../../shared/enums';
import { profiles } from './auth';
import { familyMembers } from './families';
import { mails } from './system';

// Enum values are the one lower-case vocabulary of src/shared/enums.ts; German labels live in src/shared/labels.ts.
export const roleEnum = pgEnum('role', ROLES);
export const courseLevel = pgEnum('course_level', COURSE_LEVELS);
export const videoType = pgEnum('video_type', VIDEO_TYPES);
export const roomType = pgEnum('room_type', ROOM_TYPES);
export const passType = pgEnum('pass_type', PASS_TYPES);
export const sessionStatus = pgEnum('session_status', SESSION_STATUSES);
export const bookingStatus = pgEnum('booking_status', BOOKING_STATUSES);
export const bookingPayment = pgEnum('booking_payment', BOOKING_PAYMENTS);
export const lateCancellationPolicy = pgEnum('late_cancellation_policy', LATE_CANCELLATION_POLICIES);
export const waitlistMode = pgEnum('waitlist_mode', WAITLIST_MODES);
export const paymentStatus = pgEnum('payment_status', PAYMENT_STATUSES);
export const messageStatus = pgEnum('message_status', MESSAGE_STATUSES);
export const subscriberStatus = pgEnum('subscriber_status', SUBSCRIBER_STATUSES);
export const mediaCategory = pgEnum('media_category', MEDIA_CATEGORIES);
export const seriesRegistrationStatus = pgEnum('series_registration_status', SERIES_REGISTRATION_STATUSES);

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const money = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'number' });

export const userRoles = pgTable(
  'user_roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    role: roleEnum('role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('user_roles_user_role_unique').on(t.userId, t.role)],
);

export const trainers = pgTable(
  'trainers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => profiles.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    bio: text('bio'),
    specialties: text('specialties').array().notNull().default(sql`'{}'::text[]`),
    photoUrl: text('photo_url'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('trainers_user_unique').on(t.userId), index('trainers_active_first_name_idx').on(t.isActive, t.firstName)],
);

export const rooms = pgTable(
  'rooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    type: roomType('type').notNull().default('STUDIO'),
    capacity: integer('capacity').notNull(),
    location: text('location'),
    description: text('description'),
    equipment: text('equipment').array().notNull().default(sql`'{}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('rooms_name_unique').on(t.name), check('rooms_capacity_positive', sql`${t.capacity} > 0`)],
);

export const courses = pgTable(
  'courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description'),
    level: courseLevel('level').notNull().default('BEGINNER'),
    durationMinutes: integer('duration_minutes').notNull().default(60),
    maxParticipants: integer('max_participants').notNull().default(12),
    isActive: boolean('is_active').notNull().default(true),
    imageUrl: text('image_url'),
    videoType: videoType('video_type').notNull().default('none'),
    videoUrl: text('video_url'),
    // Who may take part, in completed months, both ends included (src/shared/age-range.ts); NULL = no limit.
    minAgeMonths: integer('min_age_months'),
    maxAgeMonths: integer('max_age_months'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('courses_name_unique').on(t.name),
    index('courses_active_name_idx').on(t.isActive, t.name),
    check('courses_duration_positive', sql`${t.durationMinutes} > 0`),
    check('courses_max_participants_positive', sql`${t.maxParticipants} > 0`),
    check('courses_age_range', sql`${t.minAgeMonths} >= 0 and ${t.maxAgeMonths} >= 0 and ${t.minAgeMonths} <= ${t.maxAgeMonths}`),
  ],
);

// A recurring weekly slot. day_of_week: 0 = Sunday .. 6 = Saturday; times are Europe/Berlin wall-clock.
export const courseSchedules = pgTable(
  'course_schedules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    trainerId: uuid('trainer_id').references(() => trainers.id, { onDelete: 'set null' }),
    roomId: uuid('room_id').references(() => rooms.id, { onDelete: 'set null' }),
    dayOfWeek: integer('day_of_week').notNull().default(1),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('course_schedules_day_idx').on(t.dayOfWeek, t.startTime),
    check('course_schedules_day_range', sql`${t.dayOfWeek} between 0 and 6`),
    check('course_schedules_time_order', sql`${t.endTime} > ${t.startTime}`),
  ],
);

// current_participants counts confirmed (and attended/no-show) bookings and is changed only in the same
// transaction as the booking row; held_places counts the places held for a waiting-list offer ('Platz
// anbieten'), kept equal to the open offers by a trigger of session_waitlist. The check constraint makes
// overbooking impossible at the database level: booked and held places together never exceed capacity.
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    scheduleId: uuid('schedule_id').references(() => courseSchedules.id, { onDelete: 'set null' }),
    // Restrict, not cascade: a course's sessions carry its booking history, so the course service deletes
    // the sessions of a course without bookings itself and the database refuses anything else.
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'restrict' }),
    trainerId: uuid('trainer_id').references(() => trainers.id, { onDelete: 'set null' }),
    roomId: uuid('room_id').references(() => rooms.id, { onDelete: 'set null' }),
    date: date('date').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    status: sessionStatus('status').notNull().default('scheduled'),
    maxParticipants: integer('max_participants').notNull(),
    currentParticipants: integer('current_participants').notNull().default(0),
    heldPlaces: integer('held_places').notNull().default(0),
    availableSpots: integer('available_spots').generatedAlwaysAs(sql`max_participants - current_participants - held_places`),
    notes: text('notes'),
    // A date of a course series: booked only through a registration for the whole series.
    seriesId: uuid('series_id').references((): AnyPgColumn => courseSeries.id, { onDelete: 'restrict' }),
    // An Ersatztermin names the cancelled date of its series it makes up for.
    replacesSessionId: uuid('replaces_session_id').references((): AnyPgColumn => sessions.id, { onDelete: 'restrict' }),
    // Set together when the office cancels the session; the reason goes to every participant.
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancellationReason: text('cancellation_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sessions_schedule_date_unique').on(t.scheduleId, t.date),
    index('sessions_status_start_idx').on(t.status, t.startTime),
    index('sessions_course_start_idx').on(t.courseId, t.startTime),
    index('sessions_trainer_start_idx').on(t.trainerId, t.startTime),
    index('sessions_series_start_idx').on(t.seriesId, t.startTime).where(sql`${t.seriesId} is not null`),
    uniqueIndex('sessions_replaces_unique').on(t.replacesSessionId),
    check('sessions_replacement_in_series', sql`${t.replacesSessionId} is null or ${t.seriesId} is not null`),
    check('sessions_capacity_not_exceeded', sql`${t.currentParticipants} + ${t.heldPlaces} <= ${t.maxParticipants}`),
    check('sessions_participants_non_negative', sql`${t.currentParticipants} >= 0`),
    check('sessions_held_places_non_negative', sql`${t.heldPlaces} >= 0`),
    check('sessions_max_positive', sql`${t.maxParticipants} > 0`),
    check('sessions_time_order', sql`${t.endTime} > ${t.startTime}`),
  ],
);

export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    // A booking (attendance included) is a record the office and the member keep: deleting its session is refused.
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'restrict' }),
    status: bookingStatus('status').notNull().default('confirmed'),
    // How the place is paid; a booking paid by a pass names it (its ledger row draws the entry).
    payment: bookingPayment('payment').notNull().default('on_site'),
    passId: uuid('pass_id'),
    // The family member the place is for; NULL = the member themself.
    familyMemberId: uuid('family_member_id').references(() => familyMembers.id),
    // A place on one date of a series, held by the registration for the whole series.
    seriesRegistrationId: uuid('series_registration_id').references((): AnyPgColumn => seriesRegistrations.id, { onDelete: 'restrict' }),
    bookedAt: timestamp('booked_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // One live booking per person and session (the member, or one of their family members); cancelled rows stay as history.
    uniqueIndex('bookings_one_live_per_person_session')
      .on(t.userId, t.sessionId, sql`coalesce(${t.familyMemberId}, '00000000-0000-0000-0000-000000000000'::uuid)`)
      .where(sql`${t.status} <> 'cancelled'`),
    index('bookings_user_status_idx').on(t.userId, t.status),
    index('bookings_session_status_idx').on(t.sessionId, t.status),
    index('bookings_created_at_idx').on(t.createdAt),
    index('bookings_family_member_idx').on(t.familyMemberId).where(sql`${t.familyMemberId} is not null`),
    // The free trial is one booking per member; one cancelled in time gives it back.
    uniqueIndex('bookings_one_trial_per_user')
      .on(t.userId)
      .where(sql`${t.payment} = 'trial' and ${t.status} <> 'cancelled'`),
    check('bookings_pass_iff_paid_by_pass', sql`(${t.passId} is not null) = (${t.payment} = 'pass')`),
    check('bookings_series_iff_paid_by_series', sql`(${t.seriesRegistrationId} is not null) = (${t.payment}::text = 'series')`),
    index('bookings_series_registration_idx').on(t.seriesRegistrationId).where(sql`${t.seriesRegistrationId} is not null`),
  ],
);

// Queue position is derived from (added_at, id) when read, so removing an entry never needs renumbering.
export const sessionWaitlist = pgTable(
  'session_waitlist',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    // Who waited for a session is part of its history too; entries leave the list only through the app.
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'restrict' }),
    // The family member the place is for; NULL = the member themself.
    familyMemberId: uuid('family_member_id').references(() => familyMembers.id),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    // 'Platz anbieten': a place is held for this entry until then; the entry leaves the list when the
    // offer is accepted (a booking), declined or lapses (a job at this time passes it on).
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
  },
  (t) => [
    // One place per person and session, as for bookings.
    uniqueIndex('session_waitlist_person_session_unique').on(t.userId, t.sessionId, sql`coalesce(${t.familyMemberId}, '00000000-0000-0000-0000-000000000000'::uuid)`),
    index('session_waitlist_session_added_idx').on(t.sessionId, t.addedAt),
    index('session_waitlist_user_added_idx').on(t.userId, t.addedAt),
  ],
);

export const prices = pgTable(
  'prices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    passType: passType('pass_type').notNull().default('SINGLE'),
    amount: money('amount').notNull(),
    currency: text('currency').notNull().default('EUR'),
    billingPeriod: text('billing_period'),
    credits: integer('credits'),
    validityDays: integer('validity_days').notNull(),
    description: text('description'),
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'set null' }),
    isActive: boolean('is_active').notNull().default(true),
    // Prices are gross; the VAT rate splits them on the invoice. An exempt product (0 %) names why.
    vatRate: integer('vat_rate').$type<VatRate>().notNull().default(19),
    vatExemptionNote: text('vat_exemption_note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('prices_active_amount_idx').on(t.isActive, t.amount),
    check('prices_vat_rate', sql`${t.vatRate} in (19, 7, 0)`),
    check('prices_vat_exemption_note', sql`(${t.vatRate} = 0) = (${t.vatExemptionNote} is not null)`),
    check('prices_amount_non_negative', sql`${t.amount} >= 0`),
    check('prices_validity_positive', sql`${t.validityDays} > 0`),
    check('prices_credits_positive', sql`${t.credits} is null or ${t.credits} > 0`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    priceId: uuid('price_id').references(() => prices.id, { onDelete: 'set null' }),
    amount: money('amount').notNull(),
    currency: text('currency').notNull().default('EUR'),
    paymentMethod: text('payment_method'),
    status: paymentStatus('status').notNull().default('pending'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('payments_user_created_idx').on(t.userId, t.createdAt),
    index('payments_created_idx').on(t.createdAt),
    check('payments_amount_non_negative', sql`${t.amount} >= 0`),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: messageStatus('status').notNull().default('unread'),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    // When the member first saw the office's reply: until then the message counts as new on their dashboard.
    replySeenAt: timestamp('reply_seen_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('messages_user_created_idx').on(t.userId, t.createdAt), index('messages_created_idx').on(t.createdAt)],
);

export const cmsPages = pgTable(
  'cms_pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    content: text('content').notNull().default(''),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    isPublished: boolean('is_published').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('cms_pages_slug_unique').on(t.slug), index('cms_pages_created_idx').on(t.createdAt)],
);

export const cmsPosts = pgTable(
  'cms_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    content: text('content').notNull().default(''),
    excerpt: text('excerpt'),
    category: text('category'),
    featuredImage: text('featured_image'),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    isPublished: boolean('is_published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('cms_posts_slug_unique').on(t.slug),
    index('cms_posts_published_idx').on(t.isPublished, t.publishedAt),
    index('cms_posts_created_idx').on(t.createdAt),
  ],
);

export const cmsMedia = pgTable(
  'cms_media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    filename: text('filename').notNull(),
    url: text('url').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    altText: text('alt_text'),
    // The office said the picture is only decoration (alt=""), so a missing alt text is intended, not forgotten.
    decorative: boolean('decorative').notNull().default(false),
    category: mediaCategory('category'),
    createdAt: createdAt(),
  },
  (t) => [
    index('cms_media_created_idx').on(t.createdAt),
    check('cms_media_size_non_negative', sql`${t.sizeBytes} >= 0`),
    check('cms_media_decorative_without_alt', sql`not ${t.decorative} or ${t.altText} is null`),
  ],
);

/** A stored menu link; menus saved before links had a group and an order lack them (read as none and list order). */
export type MenuItem = { label: string; href: string; group?: string | null; order?: number };

export const cmsMenus = pgTable('cms_menus', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  location: text('location').notNull(),
  items: jsonb('items').notNull().$type<MenuItem[]>().default(sql`'[]'::jsonb`),
  createdAt: createdAt(),
});

// A single row (id = 1) of site-wide settings.
export const cmsSettings = pgTable(
  'cms_settings',
  {
    id: integer('id').primaryKey().default(1),
    siteTitle: text('site_title').notNull(),
    siteDescription: text('site_description'),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone').notNull(),
    street: text('street'),
    postalCode: text('postal_code'),
    town: text('town').notNull(),
    // Booking rules, enforced by book_session / cancel: 0 = until the start.
    cancellationDeadlineHours: integer('cancellation_deadline_hours').notNull().default(0),
    // NULL = sessions may be booked however far ahead they are.
    bookingWindowDays: integer('booking_window_days'),
    // NULL = the waiting list moves up until the start.
    waitlistMode: waitlistMode('waitlist_mode').notNull().default('notify_all'),
    waitlistClosesMinutes: integer('waitlist_closes_minutes'),
    // 'Platz anbieten': how long a freed place is held for the first in line (never past the list's close).
    waitlistOfferMinutes: integer('waitlist_offer_minutes').notNull().default(30),
    // Booking draws on passes: when true, a member without a valid pass cannot book (nor queue).
    passRequired: boolean('pass_required').notNull().default(false),
    // A member's first booking may be a free trial, once, when they hold no valid pass.
    trialWithoutPass: boolean('trial_without_pass').notNull().default(false),
    lateCancellation: lateCancellationPolicy('late_cancellation').notNull().default('refuse'),
    // True: a no-show keeps the entry used; false: the trainer's mark gives it back.
    noShowForfeits: boolean('no_show_forfeits').notNull().default(true),
    // 'Buchungssperre nach N Fehlterminen in 30 Tagen für M Tage'; NULL = no block.
    noShowBlockAfter: integer('no_show_block_after'),
    noShowBlockDays: integer('no_show_block_days'),
    // When true, an admin account without two-factor sign-in is refused by the admin API until it sets it up.
    adminTwoFactorRequired: boolean('admin_two_factor_required').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('cms_settings_single_row', sql`${t.id} = 1`),
    check('cms_settings_cancellation_deadline_range', sql`${t.cancellationDeadlineHours} between 0 and 720`),
    check('cms_settings_booking_window_range', sql`${t.bookingWindowDays} between 1 and 365`),
    check('cms_settings_waitlist_closes_range', sql`${t.waitlistClosesMinutes} between 0 and 10080`),
    check('cms_settings_waitlist_offer_range', sql`${t.waitlistOfferMinutes} between 5 and 1440`),
    check('cms_settings_no_show_block', sql`(${t.noShowBlockAfter} is null) = (${t.noShowBlockDays} is null)`),
    check('cms_settings_no_show_block_range', sql`${t.noShowBlockAfter} between 1 and 20 and ${t.noShowBlockDays} between 1 and 90`),
  ],
);

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    status: subscriberStatus('status').notNull().default('pending'),
    // Secret used in the confirmation and unsubscribe links.
    token: text('token').notNull(),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_unique').on(t.email),
    uniqueIndex('newsletter_subscribers_token_unique').on(t.token),
    index('newsletter_subscribers_subscribed_idx').on(t.subscribedAt),
  ],
);

// A newsletter as the office sent it: what went out, by whom, to how many (the per-recipient mails are
// in newsletter_deliveries, each tied to its outbox mail so progress is read from the outbox).
export const newsletters = pgTable(
  'newsletters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    recipientCount: integer('recipient_count').notNull(),
    sentBy: text('sent_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('newsletters_created_idx').on(t.createdAt)],
);

// One row per recipient of a newsletter. The unique pair makes a repeated send of the same newsletter
// unable to mail anyone twice; the outbox mail delivers at most once.
export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    newsletterId: uuid('newsletter_id')
      .notNull()
      .references(() => newsletters.id, { onDelete: 'cascade' }),
    subscriberId: uuid('subscriber_id').references(() => newsletterSubscribers.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    mailId: uuid('mail_id').references(() => mails.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('newsletter_deliveries_recipient_unique').on(t.newsletterId, t.email), index('newsletter_deliveries_mail_idx').on(t.mailId)],
);

export const testimonials = pgTable(
  'testimonials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    role: text('role'),
    content: text('content').notNull(),
    rating: integer('rating').notNull().default(5),
    isActive: boolean('is_active').notNull().default(true),
    isFeatured: boolean('is_featured').notNull().default(false),
    avatarUrl: text('avatar_url'),
    createdAt: createdAt(),
  },
  (t) => [check('testimonials_rating_range', sql`${t.rating} between 1 and 5`)],
);

export const faqs = pgTable(
  'faqs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    category: text('category'),
    displayOrder: integer('display_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('faqs_active_order_idx').on(t.isActive, t.displayOrder)],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    ipAddress: text('ip_address'),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

/**
 * A course series (Kursreihe): fixed dates of one course, registered for as a whole and paid once. Its
 * dates are sessions naming it (`sessions.series_id`); a confirmed registration holds a booking on each.
 * Marked as a prevention course (§ 20 SGB V) it carries the ZPP course id and the course leader, and its
 * participants with enough attendance get a certificate.
 */
export const courseSeries = pgTable(
  'course_series',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    description: text('description'),
    trainerId: uuid('trainer_id').references(() => trainers.id, { onDelete: 'set null' }),
    roomId: uuid('room_id').references(() => rooms.id, { onDelete: 'set null' }),
    capacity: integer('capacity').notNull(),
    // Gross, for the whole series; split on the invoice by the VAT rate like a price-list product.
    price: money('price').notNull(),
    vatRate: integer('vat_rate').$type<VatRate>().notNull().default(19),
    vatExemptionNote: text('vat_exemption_note'),
    // The last Berlin calendar day on which members can register.
    registrationClosesOn: date('registration_closes_on').notNull(),
    isPrevention: boolean('is_prevention').notNull().default(false),
    zppId: text('zpp_id'),
    courseLeader: text('course_leader'),
    // When the certificates were issued after the last date (NULL until then).
    certificatesIssuedAt: timestamp('certificates_issued_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('course_series_course_idx').on(t.courseId),
    check('course_series_capacity_positive', sql`${t.capacity} > 0`),
    check('course_series_price_non_negative', sql`${t.price} >= 0`),
    check('course_series_vat_rate', sql`${t.vatRate} in (19, 7, 0)`),
    check('course_series_vat_exemption_note', sql`(${t.vatRate} = 0) = (${t.vatExemptionNote} is not null)`),
    check(
      'course_series_prevention_facts',
      sql`not ${t.isPrevention} or (length(trim(${t.zppId})) > 0 and length(trim(${t.courseLeader})) > 0)`,
    ),
  ],
);

/**
 * One person's registration for a whole series: the member or one of their family members. Confirmed, it
 * holds a booking on every date; waitlisted, it waits in order of (registered_at, id) for a confirmed one
 * to be cancelled. Its payment is the series' price.
 */
export const seriesRegistrations = pgTable(
  'series_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seriesId: uuid('series_id')
      .notNull()
      .references(() => courseSeries.id, { onDelete: 'restrict' }),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    familyMemberId: uuid('family_member_id').references(() => familyMembers.id),
    status: seriesRegistrationStatus('status').notNull(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // One live registration per person and series; cancelled rows stay as history.
    uniqueIndex('series_registrations_one_live_per_person')
      .on(t.seriesId, t.userId, sql`coalesce(${t.familyMemberId}, '00000000-0000-0000-0000-000000000000'::uuid)`)
      .where(sql`${t.status} <> 'cancelled'`),
    index('series_registrations_series_idx').on(t.seriesId, t.status, t.registeredAt),
    index('series_registrations_user_idx').on(t.userId, t.registeredAt),
    uniqueIndex('series_registrations_payment_unique').on(t.paymentId),
    check('series_registrations_confirmed_at', sql`(${t.status} = 'confirmed') <= (${t.confirmedAt} is not null)`),
    check('series_registrations_cancelled_at', sql`(${t.status} = 'cancelled') = (${t.cancelledAt} is not null)`),
  ],
);
