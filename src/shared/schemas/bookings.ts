import { z } from 'zod';
import { BOOKING_STATUSES } from '../enums';
import { sessionSchema } from './sessions';

export const createBookingSchema = z.object({
  sessionId: z.uuid('Bitte wählen Sie einen gültigen Termin.'),
});

export const promoteWaitlistSchema = z.object({
  sessionId: z.uuid('Bitte wählen Sie einen gültigen Termin.'),
});

/** ?week=YYYY-MM-DD (any day of the Monday-to-Sunday week) or ?courseId=… (that course's future sessions). */
export const sessionsQuerySchema = z.object({
  week: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Das Datum muss die Form JJJJ-MM-TT haben.')
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
  .object({ id: z.string(), status: z.enum(BOOKING_STATUSES), bookedAt: z.string(), session: sessionSchema })
  .meta({ id: 'MemberBooking' });
export type MemberBooking = z.infer<typeof memberBookingSchema>;

export const memberWaitlistEntrySchema = z
  .object({ id: z.string(), addedAt: z.string(), position: z.number(), session: sessionSchema })
  .meta({ id: 'MemberWaitlistEntry' });
export type MemberWaitlistEntry = z.infer<typeof memberWaitlistEntrySchema>;

/** GET /api/me/bookings: the caller's bookings (newest session first) and waiting-list places (future sessions). */
export const myBookingsSchema = z.object({ bookings: z.array(memberBookingSchema), waitlist: z.array(memberWaitlistEntrySchema) });
export type MyBookings = z.infer<typeof myBookingsSchema>;
