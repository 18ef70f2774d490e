import { z } from 'zod';
import { PAYMENT_STATUSES, SERIES_REGISTRATION_STATUSES, BOOKING_STATUSES, SESSION_STATUSES, VAT_RATES } from '../enums';
import { isCalendarDate } from '../time';
import { FAMILY_MESSAGES } from './family-texts';
import { optionalText, requiredAmount, requiredInt, requiredText } from './form-fields';
import { optionalId, wallClock } from './schedules';

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

export { SERIES_TEXTS } from './series-texts';

const calendarDay = (message: string) => z.string({ error: message }).trim().refine(isCalendarDate, message);

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
  .object({ familyMemberId: optionalId(FAMILY_MESSAGES.notFound).default(null) })
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

/** Bounds of what the office enters for a series. */
export const SERIES_LIMITS = {
  minDates: 2,
  maxDates: 52,
  minDurationMinutes: 15,
  maxDurationMinutes: 480,
  maxCapacity: 500,
  maxPrice: 100_000,
  titleMax: 120,
  descriptionMax: 2000,
  reasonMax: 500,
} as const;

/** German messages of the series' forms and of the server's refusals; safe to show as they are. */
export const SERIES_MESSAGES = {
  course: 'Bitte wählen Sie einen Kurs.',
  courseNotFound: 'Der gewählte Kurs wurde nicht gefunden.',
  courseInactive: 'Dieser Kurs wird derzeit nicht angeboten; für ihn kann keine Kursreihe angelegt werden.',
  title: 'Bitte geben Sie einen Titel ein.',
  titleTooLong: `Der Titel darf höchstens ${SERIES_LIMITS.titleMax} Zeichen lang sein.`,
  descriptionTooLong: `Die Beschreibung darf höchstens ${SERIES_LIMITS.descriptionMax} Zeichen lang sein.`,
  trainerNotFound: 'Der gewählte Trainer wurde nicht gefunden oder ist nicht aktiv.',
  roomNotFound: 'Der gewählte Raum wurde nicht gefunden oder ist nicht aktiv.',
  capacity: `Bitte geben Sie eine Platzzahl zwischen 1 und ${SERIES_LIMITS.maxCapacity} ein.`,
  capacityAboveRoom: (room: string, capacity: number) => `Der Raum ${room} fasst höchstens ${capacity} Personen.`,
  capacityBelowConfirmed: (confirmed: number) =>
    `Die Platzzahl kann nicht unter die Zahl der bestätigten Anmeldungen (${confirmed}) gesenkt werden.`,
  price: 'Bitte geben Sie einen Preis zwischen 0 und 100.000 € ein.',
  priceDecimals: 'Der Preis darf höchstens zwei Nachkommastellen haben.',
  vatRate: 'Bitte wählen Sie 19 %, 7 % oder 0 %.',
  vatExemptionNote: 'Bitte nennen Sie den Grund der Steuerbefreiung, wie er auf der Rechnung stehen soll (z. B. „Steuerfrei nach § 4 Nr. 22 UStG“).',
  vatExemptionNoteTooLong: 'Der Hinweis darf höchstens 200 Zeichen lang sein.',
  registrationClosesOn: 'Bitte geben Sie den letzten Anmeldetag als Datum an (TT.MM.JJJJ).',
  registrationClosesAfterStart: 'Der letzte Anmeldetag darf nicht nach dem ersten Termin liegen.',
  isPrevention: 'Bitte geben Sie an, ob es ein Präventionskurs ist.',
  zppId: 'Bitte geben Sie die Kurs-ID der Zentralen Prüfstelle Prävention (ZPP) an.',
  zppIdTooLong: 'Die ZPP-Kurs-ID darf höchstens 50 Zeichen lang sein.',
  courseLeader: 'Bitte nennen Sie die Kursleitung, wie sie auf der Teilnahmebescheinigung stehen soll.',
  courseLeaderTooLong: 'Der Name der Kursleitung darf höchstens 120 Zeichen lang sein.',
  mode: 'Bitte wählen Sie, ob die Termine wöchentlich oder einzeln festgelegt werden.',
  firstDate: 'Bitte geben Sie das Datum des ersten Termins an (TT.MM.JJJJ).',
  date: 'Bitte geben Sie ein gültiges Datum an (TT.MM.JJJJ).',
  startTime: 'Bitte geben Sie eine Startzeit ein (HH:MM).',
  duration: `Bitte geben Sie eine Dauer zwischen ${SERIES_LIMITS.minDurationMinutes} und ${SERIES_LIMITS.maxDurationMinutes} Minuten ein.`,
  weeks: `Bitte geben Sie eine Anzahl Wochen zwischen ${SERIES_LIMITS.minDates} und ${SERIES_LIMITS.maxDates} ein.`,
  dateCount: `Eine Kursreihe hat mindestens ${SERIES_LIMITS.minDates} und höchstens ${SERIES_LIMITS.maxDates} Termine.`,
  duplicateDate: 'Dieser Termin ist schon in der Liste.',
  dateInPast: 'Dieser Termin liegt in der Vergangenheit.',
  datesInPast: 'Der erste Termin liegt in der Vergangenheit. Alle Termine müssen in der Zukunft liegen.',
  clash: (what: 'room' | 'trainer', dates: string[]) =>
    `${what === 'room' ? 'Der Raum ist' : 'Der Trainer ist'} zu ${dates.length === 1 ? 'diesem Termin' : 'diesen Terminen'} bereits belegt: ${dates.join(', ')}.`,
  reason: 'Bitte geben Sie einen Grund für die Absage an.',
  reasonTooLong: `Der Grund darf höchstens ${SERIES_LIMITS.reasonMax} Zeichen lang sein.`,
  dateNotFound: 'Dieser Termin gehört nicht zu dieser Kursreihe.',
  dateNotCancelled: 'Ein Ersatztermin ist nur für einen abgesagten Termin möglich.',
  replacementExists: 'Für diesen Termin gibt es bereits einen Ersatztermin.',
  registrationNotFound: 'Diese Anmeldung wurde nicht gefunden.',
  alreadyCancelled: 'Diese Anmeldung ist bereits storniert.',
  seriesStarted: 'Die Kursreihe hat bereits begonnen; eine Anmeldung ist nicht mehr möglich.',
  seriesOver: 'Die Kursreihe ist vorbei.',
  singleCancelRefused: 'Dieser Termin gehört zu einer Kursreihe. Sie können nur die Anmeldung zur ganzen Reihe stornieren (unter „Meine Buchungen“ → „Meine Kursreihen“).',
  seriesCapacityOnly: 'Die Plätze eines Termins einer Kursreihe ändern Sie in der Kursreihe selbst.',
  created: (title: string, dates: number) => `Die Kursreihe „${title}“ mit ${dates} Terminen wurde angelegt.`,
  updated: (title: string) => `Die Kursreihe „${title}“ wurde gespeichert.`,
  promoted: (count: number) => (count === 1 ? '1 Person ist von der Warteliste nachgerückt.' : `${count} Personen sind von der Warteliste nachgerückt.`),
  confirmedFor: (name: string) => `${name} ist für die ganze Reihe angemeldet.`,
  waitlistedAt: (position: number, name?: string) =>
    name
      ? `Die Reihe ist ausgebucht. ${name} steht auf Platz ${position} der Warteliste und rückt automatisch nach, sobald ein Platz frei wird.`
      : `Die Reihe ist ausgebucht. Sie stehen auf Platz ${position} der Warteliste und rücken automatisch nach, sobald ein Platz frei wird.`,
  cancelled: 'Die Anmeldung zur Kursreihe wurde storniert.',
  cancelledByOffice: (name: string) => `Die Anmeldung von ${name} wurde storniert.`,
  dateCancelled: (told: number) => `Der Termin wurde abgesagt; ${told === 1 ? '1 teilnehmende Person wurde' : `${told} Teilnehmende wurden`} benachrichtigt.`,
  replacementAdded: (told: number) => `Der Ersatztermin wurde angelegt; ${told === 1 ? '1 teilnehmende Person wurde' : `${told} Teilnehmende wurden`} benachrichtigt.`,
} as const;

const durationMinutes = requiredInt(SERIES_LIMITS.minDurationMinutes, SERIES_LIMITS.maxDurationMinutes, SERIES_MESSAGES.duration);

/** One day and start time of a series (Berlin wall clock). */
export const seriesDayInputSchema = z.object({ date: calendarDay(SERIES_MESSAGES.date), startTime: wallClock(SERIES_MESSAGES.startTime) });

/** How the office gives a series its dates: a weekly slot for N weeks, or days picked one by one. */
export const seriesDatesInputSchema = z.discriminatedUnion(
  'mode',
  [
    z.object({
      mode: z.literal('weekly'),
      firstDate: calendarDay(SERIES_MESSAGES.firstDate),
      startTime: wallClock(SERIES_MESSAGES.startTime),
      durationMinutes,
      weeks: requiredInt(SERIES_LIMITS.minDates, SERIES_LIMITS.maxDates, SERIES_MESSAGES.weeks),
    }),
    z.object({
      mode: z.literal('picked'),
      dates: z
        .array(seriesDayInputSchema, { error: SERIES_MESSAGES.dateCount })
        .min(SERIES_LIMITS.minDates, SERIES_MESSAGES.dateCount)
        .max(SERIES_LIMITS.maxDates, SERIES_MESSAGES.dateCount)
        .superRefine((days, ctx) => {
          const seen = new Set<string>();
          days.forEach((day, index) => {
            const key = `${day.date} ${day.startTime}`;
            if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [index, 'date'], message: SERIES_MESSAGES.duplicateDate });
            seen.add(key);
          });
        }),
      durationMinutes,
    }),
  ],
  { error: SERIES_MESSAGES.mode },
);
export type SeriesDatesInput = z.infer<typeof seriesDatesInputSchema>;

/** The first day of the dates as entered (weekly: the first date; picked: the earliest day). */
export function firstDayOf(dates: SeriesDatesInput): string {
  return dates.mode === 'weekly' ? dates.firstDate : dates.dates.map((day) => day.date).sort()[0];
}

const seriesFactsShape = {
  courseId: z.string({ error: SERIES_MESSAGES.course }).trim().min(1, SERIES_MESSAGES.course).pipe(z.uuid(SERIES_MESSAGES.courseNotFound)),
  title: requiredText(SERIES_LIMITS.titleMax, SERIES_MESSAGES.title, SERIES_MESSAGES.titleTooLong),
  description: optionalText(SERIES_LIMITS.descriptionMax, SERIES_MESSAGES.descriptionTooLong),
  trainerId: optionalId(SERIES_MESSAGES.trainerNotFound),
  roomId: optionalId(SERIES_MESSAGES.roomNotFound),
  capacity: requiredInt(1, SERIES_LIMITS.maxCapacity, SERIES_MESSAGES.capacity),
  price: requiredAmount(SERIES_LIMITS.maxPrice, SERIES_MESSAGES.price, SERIES_MESSAGES.priceDecimals),
  // Gross, for the whole series; the rate splits it on the invoice.
  vatRate: z
    .union([z.number(), z.string()], { error: SERIES_MESSAGES.vatRate })
    .transform(Number)
    .pipe(z.union(VAT_RATES.map((rate) => z.literal(rate)), { error: SERIES_MESSAGES.vatRate }))
    .default(19),
  vatExemptionNote: optionalText(200, SERIES_MESSAGES.vatExemptionNoteTooLong),
  registrationClosesOn: calendarDay(SERIES_MESSAGES.registrationClosesOn),
  isPrevention: z.boolean({ error: SERIES_MESSAGES.isPrevention }).default(false),
  zppId: optionalText(50, SERIES_MESSAGES.zppIdTooLong),
  courseLeader: optionalText(120, SERIES_MESSAGES.courseLeaderTooLong),
};

type SeriesFactsValues = { vatRate: number; vatExemptionNote: string | null; isPrevention: boolean; zppId: string | null; courseLeader: string | null };

/** What one field cannot say alone: an exempt price names its exemption; a prevention course its ZPP id and leader. */
function refineFacts(values: SeriesFactsValues, ctx: z.RefinementCtx) {
  if (values.vatRate === 0 && !values.vatExemptionNote) ctx.addIssue({ code: 'custom', path: ['vatExemptionNote'], message: SERIES_MESSAGES.vatExemptionNote });
  if (values.isPrevention && !values.zppId) ctx.addIssue({ code: 'custom', path: ['zppId'], message: SERIES_MESSAGES.zppId });
  if (values.isPrevention && !values.courseLeader) ctx.addIssue({ code: 'custom', path: ['courseLeader'], message: SERIES_MESSAGES.courseLeader });
}

/**
 * POST /api/admin/series. Checks that need the clock (no date in the past) or the database (course, room,
 * trainer, clashes) are the server's; the last registration day is checked against the first date here.
 */
export const seriesCreateInputSchema = z
  .object({ ...seriesFactsShape, dates: seriesDatesInputSchema })
  .superRefine((values, ctx) => {
    refineFacts(values, ctx);
    if (values.registrationClosesOn > firstDayOf(values.dates)) {
      ctx.addIssue({ code: 'custom', path: ['registrationClosesOn'], message: SERIES_MESSAGES.registrationClosesAfterStart });
    }
  })
  .meta({ id: 'SeriesCreateInput' });
export type SeriesCreateInput = z.input<typeof seriesCreateInputSchema>;
export type SeriesCreateValues = z.output<typeof seriesCreateInputSchema>;

/** PUT /api/admin/series/{id}: the facts; the dates change only by cancelling one and adding its Ersatztermin. */
export const seriesUpdateInputSchema = z
  .object(seriesFactsShape)
  .omit({ courseId: true })
  .superRefine(refineFacts)
  .meta({ id: 'SeriesUpdateInput' });
export type SeriesUpdateInput = z.input<typeof seriesUpdateInputSchema>;
export type SeriesUpdateValues = z.output<typeof seriesUpdateInputSchema>;

/** POST /api/admin/series/{id}/dates/{sessionId}/cancel. */
export const seriesDateCancelInputSchema = z
  .object({
    reason: requiredText(SERIES_LIMITS.reasonMax, SERIES_MESSAGES.reason, SERIES_MESSAGES.reasonTooLong),
    replacement: seriesDayInputSchema.nullable().default(null),
  })
  .meta({ id: 'SeriesDateCancelInput' });
export type SeriesDateCancelInput = z.input<typeof seriesDateCancelInputSchema>;

/** POST /api/admin/series/{id}/dates: an Ersatztermin for a cancelled date that has none yet. */
export const seriesReplacementInputSchema = z
  .object({ replacesSessionId: z.uuid(SERIES_MESSAGES.dateNotFound), ...seriesDayInputSchema.shape })
  .meta({ id: 'SeriesReplacementInput' });
export type SeriesReplacementInput = z.input<typeof seriesReplacementInputSchema>;

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

/** GET /api/admin/series (every series, the latest first date first) and GET /api/admin/series/{id}. */
export const adminSeriesListSchema = z.object({ series: z.array(adminSeriesSchema) }).meta({ id: 'AdminSeriesList' });
export type AdminSeriesList = z.infer<typeof adminSeriesListSchema>;
export const adminSeriesResponseSchema = z.object({ series: adminSeriesSchema }).meta({ id: 'AdminSeriesResponse' });
/** The office's writes: what happened, in German, and the series as it is now. */
export const adminSeriesChangeSchema = z.object({ message: z.string(), series: adminSeriesSchema }).meta({ id: 'AdminSeriesChange' });
export type AdminSeriesChange = z.infer<typeof adminSeriesChangeSchema>;

/** GET /api/courses/{courseId}/series: the course's series whose last date is still ahead, the first date first. */
export const seriesListSchema = z.object({ series: z.array(seriesSummarySchema) }).meta({ id: 'SeriesList' });
export type SeriesList = z.infer<typeof seriesListSchema>;
/** GET /api/series/{id}. */
export const seriesResponseSchema = z.object({ series: seriesSummarySchema }).meta({ id: 'SeriesResponse' });

/** GET /api/me/series-registrations: the member's registrations (their family members' too), the newest first. */
export const mySeriesRegistrationsSchema = z.object({ registrations: z.array(mySeriesRegistrationSchema) }).meta({ id: 'MySeriesRegistrations' });
export type MySeriesRegistrations = z.infer<typeof mySeriesRegistrationsSchema>;
/** POST /api/me/series/{id}/registrations: confirmed or waitlisted (see registration.status), with the German answer. */
export const seriesRegistrationResultSchema = z
  .object({ message: z.string(), registration: mySeriesRegistrationSchema })
  .meta({ id: 'SeriesRegistrationResult' });
export type SeriesRegistrationResult = z.infer<typeof seriesRegistrationResultSchema>;

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
