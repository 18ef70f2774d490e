/**
 * The stored enums, one lower-case list per status: the database enums, the API schemas and the web's types
 * are all built from these lists, so a value is written down once. German labels: labels.ts.
 */

export const ROLES = ['ADMIN', 'TRAINER', 'MEMBER'] as const;
export type Role = (typeof ROLES)[number];

export const COURSE_LEVELS = ['BEGINNER', 'INTERMEDIATE', 'ADVANCED'] as const;
export type CourseLevel = (typeof COURSE_LEVELS)[number];

export const VIDEO_TYPES = ['none', 'youtube', 'vimeo', 'upload'] as const;
export type VideoType = (typeof VIDEO_TYPES)[number];

export const ROOM_TYPES = ['STUDIO', 'GYM', 'POOL', 'OUTDOOR'] as const;
export type RoomType = (typeof ROOM_TYPES)[number];

export const PASS_TYPES = ['SINGLE', 'MULTI', 'MONTHLY', 'YEARLY'] as const;
export type PassType = (typeof PASS_TYPES)[number];

export const SESSION_STATUSES = ['scheduled', 'completed', 'cancelled'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

export const BOOKING_STATUSES = ['confirmed', 'cancelled', 'attended', 'no_show'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const PAYMENT_STATUSES = ['pending', 'completed', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const MESSAGE_STATUSES = ['unread', 'read', 'replied'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const SUBSCRIBER_STATUSES = ['pending', 'active', 'unsubscribed', 'bounced'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

export const MEDIA_CATEGORIES = ['kurse', 'events', 'raeumlichkeiten'] as const;
export type MediaCategory = (typeof MEDIA_CATEGORIES)[number];

export const MAIL_STATUSES = ['queued', 'sent', 'logged', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** What an entry of the admin audit log is about (the Protokoll page filters by it). */
export const AUDIT_ENTITIES = ['course', 'trainer', 'room', 'schedule', 'session', 'price', 'payment', 'message', 'user_role', 'settings', 'menu', 'waitlist', 'mail', 'page', 'post', 'media', 'subscriber', 'newsletter', 'testimonial', 'faq', 'two_factor', 'pass', 'booking_block', 'order', 'mandate', 'collection_run', 'contract_notice'] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const AUDIT_ACTIONS = ['created', 'updated', 'deleted'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * What changed a pass's entry balance: each is one row of the append-only ledger. A purchase adds the
 * pass's entries, a booking draws one, a cancellation in time and a session the studio cancels give it
 * back, a late cancellation and a no-show keep it used, the rest lapses at expiry, and the office corrects.
 */
export const PASS_LEDGER_KINDS = ['purchase', 'booking', 'cancel_in_time', 'late_cancel', 'no_show', 'studio_cancel', 'expiry', 'correction', 'void'] as const;
export type PassLedgerKind = (typeof PASS_LEDGER_KINDS)[number];

/** How a booking is paid: from a pass, as the member's free trial, or at the door. */
export const BOOKING_PAYMENTS = ['pass', 'trial', 'on_site', 'series'] as const;
export type BookingPayment = (typeof BOOKING_PAYMENTS)[number];

/** What a cancellation after the deadline does: refused, or allowed with the entry forfeited. */
export const LATE_CANCELLATION_POLICIES = ['refuse', 'forfeit'] as const;
export type LateCancellationPolicy = (typeof LATE_CANCELLATION_POLICIES)[number];

/** A pass's state as members and the office read it (derived from its dates, balance, pauses and cancellation). */
export const PASS_STATES = ['active', 'awaiting_payment', 'paused', 'used_up', 'expired', 'cancelled'] as const;
export type PassState = (typeof PASS_STATES)[number];

/** What a freed place does to the waiting list: everyone queued is told (first to book gets it), or the first who can book it moves up. */
export const WAITLIST_MODES = ['notify_all', 'auto', 'offer'] as const;
export type WaitlistMode = (typeof WAITLIST_MODES)[number];

/** The VAT rates a product can carry (German standard and reduced rate, or exempt with a note). */
export const VAT_RATES = [19, 7, 0] as const;
export type VatRate = (typeof VAT_RATES)[number];

/** An invoice, or a Stornorechnung cancelling one. */
export const INVOICE_KINDS = ['invoice', 'cancellation'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** How an online order is paid: by SEPA direct debit, or at the desk (the pass waits for the office). */
export const ORDER_PAYMENT_METHODS = ['sepa', 'on_site'] as const;
export type OrderPaymentMethod = (typeof ORDER_PAYMENT_METHODS)[number];

/**
 * A direct-debit charge: due (waiting for a run), in a run not yet handed to the bank, collected (the run
 * went to the bank), returned (Rücklastschrift) or cancelled (mandate revoked, contract ended).
 */
export const CHARGE_STATUSES = ['due', 'in_run', 'collected', 'returned', 'cancelled'] as const;
export type ChargeStatus = (typeof CHARGE_STATUSES)[number];

export const SEQUENCE_TYPES = ['FRST', 'RCUR'] as const;
export type SequenceType = (typeof SEQUENCE_TYPES)[number];

export const COLLECTION_RUN_STATUSES = ['created', 'submitted', 'cancelled'] as const;
export type CollectionRunStatus = (typeof COLLECTION_RUN_STATUSES)[number];

export const NOTICE_KINDS = ['ordinary', 'extraordinary'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export const NOTICE_STATES = ['received', 'confirmed', 'rejected'] as const;
export type NoticeState = (typeof NOTICE_STATES)[number];

/** How a family member a member books for is related to them. */
export const FAMILY_RELATIONS = ['child', 'partner'] as const;
export type FamilyRelation = (typeof FAMILY_RELATIONS)[number];

export const SERIES_REGISTRATION_STATUSES = ['confirmed', 'waitlisted', 'cancelled'] as const;
export type SeriesRegistrationStatus = (typeof SERIES_REGISTRATION_STATUSES)[number];
