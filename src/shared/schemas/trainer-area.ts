import { z } from 'zod';
import { trainerContactFields } from './trainer-fields';
import { BOOKING_STATUSES, COURSE_LEVELS, SESSION_STATUSES } from '../enums';

/*
 * The trainer area (docs/decisions/0020): a trainer sees the sessions they teach,
 * those sessions' participants and waiting lists, and marks attendance.
 */

export const TRAINER_AREA_MESSAGES = {
  notLinked: 'Mit Ihrem Konto ist kein Trainerprofil verknüpft. Bitte wenden Sie sich an die Verwaltung.',
  sessionNotFound: 'Diese Session wurde nicht gefunden.',
  bookingNotFound: 'Diese Buchung wurde nicht gefunden.',
  attendanceWindow: 'Die Anwesenheit kann von 30 Minuten vor Beginn bis 24 Stunden nach Beginn erfasst werden.',
  bookingCancelled: 'Diese Buchung wurde storniert; die Anwesenheit kann nicht erfasst werden.',
  sessionCancelled: 'Diese Session wurde abgesagt; die Anwesenheit kann nicht erfasst werden.',
  attended: (name: string) => `${name} ist als anwesend eingetragen.`,
  noShow: (name: string) => `${name} ist als nicht erschienen eingetragen.`,
} as const;

/** One of the trainer's sessions, flat: what the dashboard, the session table and the participant list show. */
export const trainerSessionSchema = z
  .object({
    id: z.string(),
    startTime: z.string(),
    endTime: z.string(),
    status: z.enum(SESSION_STATUSES),
    courseName: z.string(),
    courseLevel: z.enum(COURSE_LEVELS),
    roomName: z.string().nullable(),
    /** Live bookings: confirmed, attended and no-show (marking attendance never changes it). */
    currentParticipants: z.number(),
    maxParticipants: z.number(),
    waitlistCount: z.number(),
    /** The attendance window of this session (ISO instants). */
    attendanceOpensAt: z.string(),
    attendanceClosesAt: z.string(),
  })
  .meta({ id: 'TrainerSession' });
export type TrainerSession = z.infer<typeof trainerSessionSchema>;

/** GET /api/trainer/overview */
export const trainerOverviewSchema = z
  .object({
    upcomingSessions: z.number(),
    confirmedBookings: z.number(),
    nextSessions: z.array(trainerSessionSchema),
    /** Sessions whose attendance can be taken now, soonest first. */
    attendanceOpen: z.array(trainerSessionSchema),
  })
  .meta({ id: 'TrainerOverview' });
export type TrainerOverview = z.infer<typeof trainerOverviewSchema>;

/** GET /api/trainer/sessions: upcoming sessions soonest first, recent ones (started in the last days) latest first. */
export const trainerSessionsSchema = z
  .object({ upcoming: z.array(trainerSessionSchema), recent: z.array(trainerSessionSchema) })
  .meta({ id: 'TrainerSessions' });
export type TrainerSessions = z.infer<typeof trainerSessionsSchema>;

/** The bookings that count as taking part; cancelled ones are not on the list. */
export const ATTENDANCE_STATUSES = ['attended', 'no_show'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

export const participantSchema = z
  .object({
    bookingId: z.string(),
    /** Who takes part: the member, or the family member (a child) they booked for. */
    name: z.string(),
    /** The account's address (the parent's, for a family member). */
    email: z.string(),
    /** A family member's age on the session's day, in completed months; null for the member themself. */
    ageMonths: z.number().nullable(),
    /** Set when the place is a family member's: the member who booked it, to be reached at the door. */
    bookedBy: z.object({ name: z.string(), phone: z.string().nullable() }).nullable(),
    status: z.enum(BOOKING_STATUSES),
    bookedAt: z.string(),
    /** How the place is paid: the pass's name ('10er-Karte', 'Monatskarte'), 'Probetraining' or 'Zahlung vor Ort'. */
    payment: z.string(),
  })
  .meta({ id: 'TrainerParticipant' });
export type Participant = z.infer<typeof participantSchema>;

export const waitlistPersonSchema = z
  .object({ position: z.number(), name: z.string(), addedAt: z.string() })
  .meta({ id: 'TrainerWaitlistPerson' });

/** GET /api/trainer/sessions/{id}: participants by name, the waiting list oldest first. */
export const trainerSessionDetailSchema = z
  .object({ session: trainerSessionSchema, participants: z.array(participantSchema), waitlist: z.array(waitlistPersonSchema) })
  .meta({ id: 'TrainerSessionDetail' });
export type TrainerSessionDetail = z.infer<typeof trainerSessionDetailSchema>;

/** POST /api/trainer/bookings/{id}/attendance */
export const markAttendanceSchema = z.object({
  status: z.enum(ATTENDANCE_STATUSES, { error: 'Bitte wählen Sie „Anwesend“ oder „Nicht erschienen“.' }),
});
export type MarkAttendanceInput = z.infer<typeof markAttendanceSchema>;

export const attendanceResultSchema = z
  .object({ message: z.string(), bookingId: z.string(), status: z.enum(BOOKING_STATUSES) })
  .meta({ id: 'AttendanceResult' });
export type AttendanceResult = z.infer<typeof attendanceResultSchema>;

export const trainerBookingSchema = z
  .object({
    id: z.string(),
    status: z.enum(BOOKING_STATUSES),
    bookedAt: z.string(),
    participant: z.object({ name: z.string(), email: z.string() }),
    session: z.object({ id: z.string(), startTime: z.string(), endTime: z.string(), courseName: z.string(), roomName: z.string().nullable() }),
  })
  .meta({ id: 'TrainerBooking' });
export type TrainerBooking = z.infer<typeof trainerBookingSchema>;

/** GET /api/trainer/bookings: the bookings of the trainer's sessions, newest first; total counts all of them. */
export const trainerBookingsSchema = z.object({ bookings: z.array(trainerBookingSchema), total: z.number() }).meta({ id: 'TrainerBookings' });
export type TrainerBookings = z.infer<typeof trainerBookingsSchema>;

/** PUT /api/trainer/profile: the trainer's own record (the sign-in e-mail of the account is not changed here). */
export const updateTrainerProfileSchema = z.object(trainerContactFields('trainer'));
export type UpdateTrainerProfileInput = z.input<typeof updateTrainerProfileSchema>;
export type UpdateTrainerProfile = z.output<typeof updateTrainerProfileSchema>;
