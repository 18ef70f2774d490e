import { z } from 'zod';
import { PAYMENT_STATUSES, SERIES_REGISTRATION_STATUSES, BOOKING_STATUSES, SESSION_STATUSES, VAT_RATES } from '../enums';

/*
 * Course series (Kursreihe): fixed dates of one course, registered for as a whole, with a waiting list per
 * series, paid once; a prevention course (§ 20 SGB V) issues certificates of attendance after its last date.
 *
 * Public    GET  /api/courses/{courseId}/series            the course's series open for registration
 *           GET  /api/series/{id}                          one series
 * Member    POST /api/me/series/{id}/registrations         register the member or a family member
 *           GET  /api/me/series-registrations              the member's registrations, with attendance and certificate
 *           POST /api/me/series-registrations/{id}/cancel  cancel before the registration deadline
 *           GET  /api/me/series-certificates/{id}/pdf      a certificate of one's own
 * Office    GET  /api/admin/series, POST /api/admin/series, GET/PUT /api/admin/series/{id}
 *           POST /api/admin/series/{id}/dates/{sessionId}/cancel   cancel one date, optionally with its Ersatztermin
 *           POST /api/admin/series/{id}/dates                      add an Ersatztermin for a cancelled date
 *           POST /api/admin/series-registrations/{id}/cancel       the office cancels a registration
 *           GET  /api/admin/series/{id}/attendance                 the attendance grid
 *           PUT  /api/admin/series/{id}/attendance                 correct one participant's attendance on one date
 *           POST /api/admin/series/{id}/certificates               issue the certificates due (also done by the upkeep)
 *           POST /api/admin/series-registrations/{id}/certificate  reissue after a correction (a new number)
 *           GET  /api/admin/series-certificates/{id}/pdf
 */

export const SERIES_TEXTS = {
  timetableLabel: 'Kursreihe – Anmeldung zur ganzen Reihe',
  register: 'Zur ganzen Reihe anmelden',
  joinWaitlist: 'Auf die Warteliste der Reihe',
  registered: 'Sie sind für die ganze Reihe angemeldet.',
  waitlisted: 'Die Reihe ist ausgebucht. Sie stehen auf der Warteliste.',
  seriesOnly: 'Dieser Termin gehört zu einer Kursreihe und kann nur mit der ganzen Reihe gebucht werden.',
  notFound: 'Diese Kursreihe gibt es nicht.',
  registrationClosed: 'Die Anmeldefrist für diese Kursreihe ist abgelaufen.',
  alreadyRegistered: 'Diese Person ist für diese Kursreihe bereits angemeldet.',
  cancelClosed: 'Die Abmeldung ist nur bis zum Ende der Anmeldefrist möglich. Bitte wenden Sie sich an das Studio.',
  preventionLabel: 'Präventionskurs nach § 20 SGB V',
  certificate: 'Teilnahmebescheinigung',
  certificateNotice: 'Diese Bescheinigung dient zur Vorlage bei Ihrer Krankenkasse.',
  replacement: 'Ersatztermin',
} as const;

const dateSchema = z.object({
  sessionId: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(SESSION_STATUSES),
  /** For an Ersatztermin: the cancelled date it makes up for. */
  replacesSessionId: z.string().nullable(),
  cancellationReason: z.string().nullable(),
});
export type SeriesDate = z.infer<typeof dateSchema>;

/** A series as the public sees it. */
export const seriesSummarySchema = z
  .object({
    id: z.string(),
    courseId: z.string(),
    courseName: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    trainerName: z.string().nullable(),
    roomName: z.string().nullable(),
    /** Every date, cancelled ones included (shown struck through, with their Ersatztermin). */
    dates: z.array(dateSchema),
    capacity: z.number(),
    placesLeft: z.number(),
    waitlistCount: z.number(),
    price: z.number(),
    registrationClosesOn: z.string(),
    registrationOpen: z.boolean(),
    isPrevention: z.boolean(),
    zppId: z.string().nullable(),
    courseLeader: z.string().nullable(),
    minAgeMonths: z.number().nullable(),
    maxAgeMonths: z.number().nullable(),
  })
  .meta({ id: 'SeriesSummary' });
export type SeriesSummary = z.infer<typeof seriesSummarySchema>;

/** POST /api/me/series/{id}/registrations. Payment is at the desk; the invoice follows the payment. */
export const seriesRegistrationInputSchema = z
  .object({ familyMemberId: z.string().uuid().nullable().default(null) })
  .meta({ id: 'SeriesRegistrationInput' });

/** A member's registration, as Meine Buchungen shows it. */
export const mySeriesRegistrationSchema = z
  .object({
    id: z.string(),
    series: seriesSummarySchema,
    /** Whom it is for: the member's own name or the family member's. */
    personName: z.string(),
    familyMemberId: z.string().nullable(),
    status: z.enum(SERIES_REGISTRATION_STATUSES),
    /** 1-based, while waitlisted. */
    waitlistPosition: z.number().nullable(),
    registeredAt: z.string(),
    payment: z.object({ amount: z.number(), status: z.enum(PAYMENT_STATUSES) }).nullable(),
    /** Per date: whether this person attended (null while the date is ahead or was cancelled). */
    attendance: z.array(z.object({ sessionId: z.string(), attended: z.boolean().nullable() })),
    attendedCount: z.number(),
    /** Dates held or ahead (cancelled ones do not count). */
    totalDates: z.number(),
    datesNeeded: z.number(),
    /** The current certificate, once issued. */
    certificate: z.object({ id: z.string(), number: z.string(), issuedOn: z.string() }).nullable(),
    /** After the last date without a certificate: '7 von 10 Terminen besucht, 8 nötig'. */
    shortfall: z.string().nullable(),
    canCancel: z.boolean(),
  })
  .meta({ id: 'MySeriesRegistration' });
export type MySeriesRegistration = z.infer<typeof mySeriesRegistrationSchema>;

/** How the office gives a series its dates: a weekly slot for N weeks, or days picked one by one. */
export const seriesDatesInputSchema = z.discriminatedUnion('mode', [
  z.object({
    mode: z.literal('weekly'),
    firstDate: z.string(),
    startTime: z.string(),
    durationMinutes: z.number().int(),
    weeks: z.number().int(),
  }),
  z.object({
    mode: z.literal('picked'),
    dates: z.array(z.object({ date: z.string(), startTime: z.string() })),
    durationMinutes: z.number().int(),
  }),
]);
export type SeriesDatesInput = z.infer<typeof seriesDatesInputSchema>;

const seriesFactsShape = {
  courseId: z.string().uuid(),
  title: z.string().trim().min(1),
  description: z.string().trim().nullable(),
  trainerId: z.string().uuid().nullable(),
  roomId: z.string().uuid().nullable(),
  capacity: z.number().int().positive(),
  price: z.number().nonnegative(),
  vatRate: z.union(VAT_RATES.map((rate) => z.literal(rate))),
  vatExemptionNote: z.string().trim().nullable(),
  registrationClosesOn: z.string(),
  isPrevention: z.boolean(),
  zppId: z.string().trim().nullable(),
  courseLeader: z.string().trim().nullable(),
};

/** POST /api/admin/series. The helpers refine the messages; the shape is the contract. */
export const seriesCreateInputSchema = z.object({ ...seriesFactsShape, dates: seriesDatesInputSchema }).meta({ id: 'SeriesCreateInput' });
export type SeriesCreateInput = z.input<typeof seriesCreateInputSchema>;

/** PUT /api/admin/series/{id}: the facts; the dates change only by cancelling one and adding its Ersatztermin. */
export const seriesUpdateInputSchema = z.object(seriesFactsShape).omit({ courseId: true }).meta({ id: 'SeriesUpdateInput' });

/** POST /api/admin/series/{id}/dates/{sessionId}/cancel. */
export const seriesDateCancelInputSchema = z
  .object({ reason: z.string().trim().min(1), replacement: z.object({ date: z.string(), startTime: z.string() }).nullable() })
  .meta({ id: 'SeriesDateCancelInput' });

/** POST /api/admin/series/{id}/dates: an Ersatztermin for a cancelled date that has none yet. */
export const seriesReplacementInputSchema = z
  .object({ replacesSessionId: z.string().uuid(), date: z.string(), startTime: z.string() })
  .meta({ id: 'SeriesReplacementInput' });

export const adminSeriesRegistrationSchema = z.object({
  id: z.string(),
  userId: z.string(),
  personName: z.string(),
  /** The account holder, when the place is for a family member. */
  accountName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  status: z.enum(SERIES_REGISTRATION_STATUSES),
  waitlistPosition: z.number().nullable(),
  registeredAt: z.string(),
  payment: z.object({ id: z.string(), amount: z.number(), status: z.enum(PAYMENT_STATUSES) }).nullable(),
});

export const adminSeriesSchema = seriesSummarySchema
  .extend({
    trainerId: z.string().nullable(),
    roomId: z.string().nullable(),
    vatRate: z.number(),
    vatExemptionNote: z.string().nullable(),
    registrations: z.array(adminSeriesRegistrationSchema),
    certificatesIssuedAt: z.string().nullable(),
  })
  .meta({ id: 'AdminSeries' });
export type AdminSeries = z.infer<typeof adminSeriesSchema>;

/** The office's attendance grid: a row per confirmed participant, a cell per date. */
export const seriesAttendanceSchema = z
  .object({
    seriesId: z.string(),
    dates: z.array(dateSchema),
    datesNeeded: z.number(),
    totalDates: z.number(),
    finished: z.boolean(),
    rows: z.array(
      z.object({
        registrationId: z.string(),
        personName: z.string(),
        birthDate: z.string().nullable(),
        cells: z.array(z.object({ sessionId: z.string(), bookingId: z.string().nullable(), status: z.enum(BOOKING_STATUSES).nullable() })),
        attendedCount: z.number(),
        qualifies: z.boolean(),
        certificate: z.object({ id: z.string(), number: z.string(), issuedOn: z.string(), replacesNumber: z.string().nullable() }).nullable(),
      }),
    ),
  })
  .meta({ id: 'SeriesAttendance' });
export type SeriesAttendance = z.infer<typeof seriesAttendanceSchema>;

/** PUT /api/admin/series/{id}/attendance. */
export const seriesAttendanceInputSchema = z
  .object({ registrationId: z.string().uuid(), sessionId: z.string().uuid(), attended: z.boolean() })
  .meta({ id: 'SeriesAttendanceInput' });
