import { z } from 'zod';
import { BOOKING_PAYMENTS, PASS_LEDGER_KINDS, PASS_STATES, PASS_TYPES, type PassType } from '../enums';
import { isCalendarDate } from '../time';
import { pageTotals, pagingQuery } from './paging';

/** The payment methods the office takes at the desk when it sells a pass. */
export const DESK_PAYMENT_METHODS = ['Bar', 'EC-Karte', 'Überweisung'] as const;

/** A pass runs out "soon" (office filter, dashboard, the member's reminder) within this many days. */
export const PASS_EXPIRING_DAYS = 7;

/** The largest correction the office can book in one go (either way). */
export const MAX_PASS_CORRECTION = 100;

export const PASS_TEXTS = {
  notFound: 'Die Karte wurde nicht gefunden.',
  memberRequired: 'Bitte wählen Sie ein Mitglied aus.',
  memberNotFound: 'Das Mitglied wurde nicht gefunden.',
  productRequired: 'Bitte wählen Sie ein Produkt aus.',
  productNotFound: 'Das Produkt wurde nicht gefunden.',
  productInactive: 'Dieses Produkt wird nicht mehr angeboten.',
  dateInvalid: 'Bitte geben Sie ein gültiges Datum ein.',
  startTooEarly: 'Der Beginn darf nicht mehr als 30 Tage zurückliegen.',
  methodInvalid: 'Bitte wählen Sie eine Zahlungsart.',
  deltaInvalid: `Bitte geben Sie eine ganze Zahl zwischen -${MAX_PASS_CORRECTION} und ${MAX_PASS_CORRECTION} ein, nicht 0.`,
  reasonRequired: 'Bitte geben Sie einen Grund an.',
  reasonTooLong: 'Der Grund darf höchstens 200 Zeichen lang sein.',
  searchTooLong: 'Der Suchbegriff ist zu lang.',
  stateInvalid: 'Ungültiger Status.',
  unlimitedNoCorrection: 'Eine Karte ohne Eintrittslimit hat keine Eintritte zu korrigieren.',
  correctionBelowZero: (balance: number) => `So viele Eintritte hat die Karte nicht: Es sind noch ${balance}.`,
  alreadyCancelled: 'Die Karte ist bereits storniert.',
  cancelled: 'Karte storniert',
  corrected: 'Eintritte korrigiert',
  sold: 'Karte verkauft',
  paused: 'Karte pausiert',
  pauseOrder: 'Das Ende der Pause darf nicht vor ihrem Beginn liegen.',
  pauseTooLong: 'Eine Pause dauert höchstens 180 Tage.',
  pauseInPast: 'Eine Pause kann nicht in der Vergangenheit beginnen.',
  pauseOutsideValidity: 'Die Pause muss innerhalb der Gültigkeit der Karte liegen.',
  pauseOverlaps: 'In diesem Zeitraum ist die Karte bereits pausiert.',
  notChangeable: 'Eine stornierte oder abgelaufene Karte kann nicht mehr geändert werden.',
  passRequired: 'Für diese Buchung brauchen Sie eine gültige Karte oder Mitgliedschaft.',
} as const;

const reason = z.string(PASS_TEXTS.reasonRequired).trim().min(1, PASS_TEXTS.reasonRequired).max(200, PASS_TEXTS.reasonTooLong);
const day = z.string(PASS_TEXTS.dateInvalid).refine(isCalendarDate, PASS_TEXTS.dateInvalid);

export const passStateSchema = z.enum(PASS_STATES);

/** One row of a pass's history; `session` names the booking it belongs to, `balance` what was left after it. */
export const passEntrySchema = z
  .object({
    id: z.string(),
    kind: z.enum(PASS_LEDGER_KINDS),
    delta: z.number(),
    balance: z.number().nullable(),
    createdAt: z.string(),
    reason: z.string().nullable(),
    session: z.object({ id: z.string(), courseName: z.string(), startTime: z.string() }).nullable(),
  })
  .meta({ id: 'PassEntry' });
export type PassEntry = z.infer<typeof passEntrySchema>;

export const passSchema = z
  .object({
    id: z.string(),
    productName: z.string(),
    passType: z.enum(PASS_TYPES),
    courseName: z.string().nullable(),
    /** Entries bought; null = unlimited. */
    credits: z.number().nullable(),
    /** Entries left; null = unlimited. */
    balance: z.number().nullable(),
    /** Berlin calendar days, both included. */
    validFrom: z.string(),
    validUntil: z.string(),
    state: passStateSchema,
    /** The running or next pause, if any. */
    pause: z.object({ startsOn: z.string(), endsOn: z.string(), reason: z.string() }).nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'Pass' });
export type Pass = z.infer<typeof passSchema>;

/** GET /api/me/passes: every pass of the caller with its whole history, newest pass first. */
export const myPassesSchema = z.object({ passes: z.array(passSchema.extend({ entries: z.array(passEntrySchema) })) }).meta({ id: 'MyPasses' });
export type MyPasses = z.infer<typeof myPassesSchema>;

/** GET /api/sessions/{id}/booking-option: what a booking by the caller would draw on, before the tap. */
export const bookingOptionSchema = z
  .object({
    payment: z.enum([...BOOKING_PAYMENTS, 'pass_required']),
    /** German, shown next to the booking button. */
    label: z.string(),
  })
  .meta({ id: 'BookingOption' });
export type BookingOption = z.infer<typeof bookingOptionSchema>;

/* ---- Admin: Karten & Abos ---- */

export const adminPassSchema = passSchema
  .extend({
    member: z.object({ id: z.string(), name: z.string(), email: z.string() }),
    payment: z.object({ id: z.string(), amount: z.number(), status: z.string(), method: z.string().nullable() }).nullable(),
  })
  .meta({ id: 'AdminPass' });
export type AdminPass = z.infer<typeof adminPassSchema>;

export const adminPassesQuerySchema = z.object({
  state: z.enum(PASS_STATES, PASS_TEXTS.stateInvalid).optional(),
  /** Only passes still usable whose validity ends within PASS_EXPIRING_DAYS. */
  expiring: z
    .enum(['true', 'false'], PASS_TEXTS.stateInvalid)
    .optional()
    .transform((v) => v === 'true'),
  q: z.string(PASS_TEXTS.searchTooLong).trim().max(100, PASS_TEXTS.searchTooLong).default(''),
  ...pagingQuery({ defaultSize: 20 }),
});
export type AdminPassesQuery = Partial<z.input<typeof adminPassesQuerySchema>>;

export const adminPassesPageSchema = z.object({ passes: z.array(adminPassSchema), ...pageTotals }).meta({ id: 'AdminPassesPage' });
export type AdminPassesPage = z.infer<typeof adminPassesPageSchema>;

/** GET /api/admin/passes/{id}: one pass with its history. */
export const adminPassDetailSchema = adminPassSchema.extend({ entries: z.array(passEntrySchema) }).meta({ id: 'AdminPassDetail' });
export type AdminPassDetail = z.infer<typeof adminPassDetailSchema>;

/** POST /api/admin/passes ('Karte verkaufen'). */
export const sellPassSchema = z
  .object({
    userId: z.string(PASS_TEXTS.memberRequired).trim().min(1, PASS_TEXTS.memberRequired).max(100, PASS_TEXTS.memberNotFound),
    priceId: z.uuid(PASS_TEXTS.productRequired),
    startDate: day,
    paymentMethod: z.enum(DESK_PAYMENT_METHODS, PASS_TEXTS.methodInvalid),
    paid: z.boolean(PASS_TEXTS.methodInvalid),
  })
  .meta({ id: 'SellPass' });
export type SellPassInput = z.output<typeof sellPassSchema>;

/** POST /api/admin/passes/{id}/correction. */
export const passCorrectionSchema = z
  .object({
    delta: z.coerce
      .number(PASS_TEXTS.deltaInvalid)
      .int(PASS_TEXTS.deltaInvalid)
      .min(-MAX_PASS_CORRECTION, PASS_TEXTS.deltaInvalid)
      .max(MAX_PASS_CORRECTION, PASS_TEXTS.deltaInvalid)
      .refine((v) => v !== 0, PASS_TEXTS.deltaInvalid),
    reason,
  })
  .meta({ id: 'PassCorrection' });
export type PassCorrectionInput = z.output<typeof passCorrectionSchema>;

/** POST /api/admin/passes/{id}/cancel: the pass ends, its payment is refunded, entries left are void. */
export const cancelPassSchema = z.object({ reason }).meta({ id: 'CancelPass' });
export type CancelPassInput = z.output<typeof cancelPassSchema>;

/** POST /api/admin/passes/{id}/pause (both days included). */
export const pausePassSchema = z
  .object({ startsOn: day, endsOn: day, reason })
  .refine((v) => v.endsOn >= v.startsOn, { message: PASS_TEXTS.pauseOrder, path: ['endsOn'] })
  .meta({ id: 'PausePass' });
export type PausePassInput = z.output<typeof pausePassSchema>;

export const adminPassChangeSchema = z.object({ message: z.string(), pass: adminPassDetailSchema }).meta({ id: 'AdminPassChange' });
export type AdminPassChange = z.infer<typeof adminPassChangeSchema>;

/** The entries a product gives: its credits for a 10er-Karte, one for a single entry, unlimited otherwise. */
export function creditsOf(product: { passType: PassType; credits: number | null }): number | null {
  if (product.passType === 'SINGLE') return 1;
  if (product.passType === 'MULTI') return product.credits ?? 1;
  return null;
}

const entries = (n: number) => (n === 1 ? '1 Eintritt' : `${n} Eintritte`);

export { passBalanceText } from '../pass-balance';

/** The line next to the booking button saying what a booking will use. `validUntil` is a German date. */
export function bookingOptionLabel(
  option: { payment: 'pass'; productName: string; passType: PassType; balance: number | null; validUntil: string } | { payment: 'trial' | 'on_site' | 'pass_required' },
): string {
  switch (option.payment) {
    case 'trial':
      return 'Probetraining (kostenlos)';
    case 'on_site':
      return 'Zahlung vor Ort';
    case 'pass_required':
      return PASS_TEXTS.passRequired;
    case 'pass':
      if (option.balance === null) return `Mit Ihrer ${option.productName} (gültig bis ${option.validUntil})`;
      if (option.passType === 'SINGLE') return `Mit Ihrem ${option.productName} (gültig bis ${option.validUntil})`;
      return `Wird von Ihrer ${option.productName} abgebucht (noch ${entries(option.balance)})`;
  }
}
