import { z } from 'zod';
import { pagingQuery, pageTotals } from './paging';
import { BOOKING_STATUSES } from '../enums';
import { sessionSchema } from './sessions';
import { bookedForSchema } from './families';

export const bookingStatusSchema = z.enum(BOOKING_STATUSES);

export const createBookingSchema = z.object({
  sessionId: z.uuid('Bitte wählen Sie einen gültigen Termin.'),
  /** 'Für wen?': one of the caller's family members; left out or null books for the caller themself. */
  familyMemberId: z.uuid('Dieses Familienmitglied wurde nicht gefunden.').nullish(),
});

export const promoteWaitlistSchema = z.object({
  sessionId: z.uuid('Bitte wählen Sie einen gültigen Termin.'),
});

const calendarDay = z.iso.date();
/** A day the calendar has (2026-02-31 is refused, not rolled into March), in the years a timetable can show. */
const isTimetableDay = (value: string) => calendarDay.safeParse(value).success && value >= '2000-01-01' && value <= '2099-12-31';

/** ?week=YYYY-MM-DD (any day of the Monday-to-Sunday week) or ?courseId=… (that course's future sessions). */
export const sessionsQuerySchema = z.object({
  week: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Das Datum muss die Form JJJJ-MM-TT haben.')
    .refine(isTimetableDay, 'Dieses Datum gibt es nicht.')
    .optional(),
  courseId: z.uuid('Ungültiger Kurs.').optional(),
});

/** POST /api/bookings: a booked spot, or a place on the waiting list when the session is full. */
export const bookingResultSchema = z
  .object({
    status: z.enum(['confirmed', 'waitlist']),
    /** German, safe to show: the toast's description. */
    message: z.string(),
    /** Place on the waiting list (status 'waitlist'). */
    position: z.number().optional(),
    /** True when the caller had already booked or queued for this session. */
    alreadyExisted: z.boolean(),
  })
  .meta({ id: 'BookingResult' });
export type BookingResult = z.infer<typeof bookingResultSchema>;

export const memberBookingSchema = z
  .object({
    id: z.string(),
    status: bookingStatusSchema,
    bookedAt: z.string(),
    /** The family member the place is for; null = the member themself. */
    familyMember: bookedForSchema.nullable(),
    session: sessionSchema,
  })
  .meta({ id: 'MemberBooking' });
export type MemberBooking = z.infer<typeof memberBookingSchema>;

export const memberWaitlistEntrySchema = z
  .object({
    id: z.string(),
    addedAt: z.string(),
    position: z.number(),
    /** 'Platz anbieten': a place is held for the member until then (accept it before). */
    offerExpiresAt: z.string().nullable(),
    /** The family member the place is for; null = the member themself. */
    familyMember: bookedForSchema.nullable(),
    session: sessionSchema,
  })
  .meta({ id: 'MemberWaitlistEntry' });
export type MemberWaitlistEntry = z.infer<typeof memberWaitlistEntrySchema>;

/** GET /api/me/bookings: the caller's bookings (newest session first) and waiting-list places (future sessions). */
export const myBookingsSchema = z.object({ bookings: z.array(memberBookingSchema), waitlist: z.array(memberWaitlistEntrySchema) });
export type MyBookings = z.infer<typeof myBookingsSchema>;


/** GET /api/admin/bookings: search (name, e-mail, course), status, one session, and the page. */
export const adminBookingsQuerySchema = z.object({
  q: z.string().trim().max(100, 'Der Suchbegriff ist zu lang.').optional(),
  status: bookingStatusSchema.optional(),
  sessionId: z.uuid('Ungültiger Termin.').optional(),
  ...pagingQuery({ defaultSize: 50 }),
});
export type AdminBookingsQuery = Partial<z.output<typeof adminBookingsQuerySchema>>;

export const adminBookingSchema = z.object({
  id: z.string(),
  status: bookingStatusSchema,
  bookedAt: z.string(),
  user: z.object({ name: z.string(), email: z.string() }),
  /** The family member the place is for; null = the member themself. */
  forName: z.string().nullable(),
  courseName: z.string(),
  sessionId: z.string(),
  sessionStart: z.string(),
}).meta({ id: 'AdminBooking' });
export type AdminBooking = z.infer<typeof adminBookingSchema>;

/** One page of bookings, newest first; `total` and `counts` cover every match of the search, not just this page. */
export const adminBookingsPageSchema = z.object({
  bookings: z.array(adminBookingSchema),
  ...pageTotals,
  /** Matches of the search per status (the status filter itself not applied), for the filter chips. */
  counts: z.record(bookingStatusSchema, z.number()),
}).meta({ id: 'AdminBookingsPage' });
export type AdminBookingsPage = z.infer<typeof adminBookingsPageSchema>;
