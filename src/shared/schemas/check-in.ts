import { z } from 'zod';
import { BOOKING_STATUSES } from '../enums';

/*
 * Check-in by QR code (docs/decisions/0041): a confirmed booking's code is a signed token the member shows;
 * a trainer scans it (or types what a hand scanner read) and the booking is marked attended.
 */

export const CHECK_IN_MESSAGES = {
  checkedIn: (name: string) => `✓ Eingecheckt: ${name}`,
  alreadyCheckedIn: 'Bereits eingecheckt',
  /** `session`: the code's session as 'Yoga, Di 18:00'. */
  wrongSession: (session: string) => `Falscher Termin: ${session}`,
  invalid: 'Code ungültig',
  closed: 'Einchecken ist nur kurz vor und während des Termins möglich.',
  codeMissing: 'Bitte geben Sie einen Code ein.',
  bookingNotFound: 'Diese Buchung wurde nicht gefunden.',
  cancelledNoCode: 'Diese Buchung ist storniert und hat keinen Code zum Einchecken.',
  tooManyScans: 'Zu viele Versuche in kurzer Zeit. Bitte warten Sie eine Minute und scannen Sie dann erneut.',
} as const;

/** GET /api/me/bookings/{id}/check-in-code: the booking's code and when it can be used. */
export const checkInCodeSchema = z
  .object({
    /** 'SZ1.<booking id>.<signature>', base64url: nothing personal, valid only for this booking. */
    code: z.string(),
    opensAt: z.string(),
    closesAt: z.string(),
  })
  .meta({ id: 'CheckInCode' });
export type CheckInCode = z.infer<typeof checkInCodeSchema>;

/** One code of GET /api/me/check-in-codes: a confirmed booking's code with what the member needs to tell it apart. */
export const myCheckInCodeSchema = z
  .object({
    bookingId: z.string(),
    sessionId: z.string(),
    courseName: z.string(),
    startsAt: z.string(),
    endsAt: z.string(),
    roomName: z.string().nullable(),
    /** Whom the place is for: the member, or the family member it was booked for. */
    personName: z.string(),
    code: z.string(),
    opensAt: z.string(),
    closesAt: z.string(),
  })
  .meta({ id: 'MyCheckInCode' });
export type MyCheckInCode = z.infer<typeof myCheckInCodeSchema>;

/**
 * GET /api/me/check-in-codes: the codes of the caller's confirmed bookings whose check-in has not closed and
 * which start within OFFLINE_CHECK_IN_DAYS, soonest first; the app keeps them on the device for use offline.
 */
export const myCheckInCodesSchema = z.object({ codes: z.array(myCheckInCodeSchema) }).meta({ id: 'MyCheckInCodes' });
export type MyCheckInCodes = z.infer<typeof myCheckInCodesSchema>;

/** POST /api/trainer/check-in: a scanned or typed code; `sessionId` when scanning for one session's list. */
export const checkInRequestSchema = z.object({
  code: z.string().trim().min(1, CHECK_IN_MESSAGES.codeMissing).max(200, CHECK_IN_MESSAGES.invalid),
  sessionId: z.uuid('Ungültiger Termin.').optional(),
});
export type CheckInRequest = z.input<typeof checkInRequestSchema>;

export const CHECK_IN_OUTCOMES = ['checked_in', 'already_checked_in'] as const;
export type CheckInOutcome = (typeof CHECK_IN_OUTCOMES)[number];

/** A check-in that went through (or had already): refusals are errors with their German message. */
export const checkInResultSchema = z
  .object({
    outcome: z.enum(CHECK_IN_OUTCOMES),
    /** '✓ Eingecheckt: Mia Muster' or 'Bereits eingecheckt'. */
    message: z.string(),
    bookingId: z.string(),
    sessionId: z.string(),
    name: z.string(),
  })
  .meta({ id: 'CheckInResult' });
export type CheckInResult = z.infer<typeof checkInResultSchema>;

export const checkInSessionSchema = z
  .object({
    id: z.string(),
    courseName: z.string(),
    startTime: z.string(),
    endTime: z.string(),
    roomName: z.string().nullable(),
    trainerName: z.string().nullable(),
    /** Live bookings (confirmed, attended, no-show). */
    booked: z.number(),
    checkedIn: z.number(),
  })
  .meta({ id: 'CheckInSession' });
export type CheckInSession = z.infer<typeof checkInSessionSchema>;

export const checkInParticipantSchema = z
  .object({ bookingId: z.string(), sessionId: z.string(), name: z.string(), status: z.enum(BOOKING_STATUSES) })
  .meta({ id: 'CheckInParticipant' });
export type CheckInParticipant = z.infer<typeof checkInParticipantSchema>;

/** GET /api/trainer/check-in: the sessions whose check-in is open now (latest start first) and their participants by name. */
export const checkInDeskSchema = z
  .object({ sessions: z.array(checkInSessionSchema), participants: z.array(checkInParticipantSchema) })
  .meta({ id: 'CheckInDesk' });
export type CheckInDesk = z.infer<typeof checkInDeskSchema>;
