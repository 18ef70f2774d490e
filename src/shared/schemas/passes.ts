import { z } from 'zod';
import { BOOKING_PAYMENTS, ORDER_PAYMENT_METHODS, PASS_LEDGER_KINDS, PASS_STATES, PASS_TYPES, type PassType } from '../enums';
import { isCalendarDate } from '../time';
import { pageTotals, pagingQuery } from './paging';
import { DESK_PAYMENT_METHODS, entriesText, MAX_PASS_CORRECTION, PASS_TEXTS } from './pass-texts';

export { creditsOf, DESK_PAYMENT_METHODS, entriesText, MAX_PASS_CORRECTION, passBalanceText, PASS_EXPIRING_DAYS, PASS_TEXTS } from './pass-texts';

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
    /** Set when the pass is a family member's (it pays only for their bookings): their name. */
    familyMemberName: z.string().nullable(),
    /** The family discount the membership was sold with, in percent of the list price; null = none. */
    familyDiscountPercent: z.number().nullable(),
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

/** ?familyMemberId= of GET /api/sessions/{id}/booking-option: the booking would be for that family member. */
export const bookingOptionQuerySchema = z.object({ familyMemberId: z.uuid('Dieses Familienmitglied wurde nicht gefunden.').optional() });

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
export type AdminPassesQuery = Partial<z.output<typeof adminPassesQuerySchema>>;

export const adminPassesPageSchema = z.object({ passes: z.array(adminPassSchema), ...pageTotals }).meta({ id: 'AdminPassesPage' });
export type AdminPassesPage = z.infer<typeof adminPassesPageSchema>;

/** GET /api/admin/passes/{id}: one pass with its history. */
export const adminPassDetailSchema = adminPassSchema
  .extend({
    entries: z.array(passEntrySchema),
    /** Set for a pass ordered online: how it is paid, the mandate, and a contract's last day once notice is confirmed. */
    order: z.object({ paymentMethod: z.enum(ORDER_PAYMENT_METHODS), mandateReference: z.string().nullable(), mandateRevoked: z.boolean(), endsOn: z.string().nullable() }).nullable(),
  })
  .meta({ id: 'AdminPassDetail' });
export type AdminPassDetail = z.infer<typeof adminPassDetailSchema>;

/** POST /api/admin/passes ('Karte verkaufen'). */
export const sellPassSchema = z
  .object({
    userId: z.string(PASS_TEXTS.memberRequired).trim().min(1, PASS_TEXTS.memberRequired).max(100, PASS_TEXTS.memberNotFound),
    priceId: z.uuid(PASS_TEXTS.productRequired),
    startDate: day,
    paymentMethod: z.enum(DESK_PAYMENT_METHODS, PASS_TEXTS.methodInvalid),
    paid: z.boolean(PASS_TEXTS.methodInvalid),
    /** 'Für': one of the member's family members; empty or left out = the member themself. */
    familyMemberId: z.preprocess((value) => (value === '' ? null : value), z.uuid(PASS_TEXTS.familyMemberNotFound).nullish()),
  })
  .meta({ id: 'SellPass' });
export type SellPassInput = z.output<typeof sellPassSchema>;

/** GET /api/admin/pass-quote: what a sale would cost, asked by the sale dialog before 'Karte verkaufen'. */
export const passQuoteQuerySchema = sellPassSchema.pick({ userId: true, priceId: true, startDate: true, familyMemberId: true });
export type PassQuoteQuery = z.output<typeof passQuoteQuerySchema>;

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

/** The line next to the booking button saying what a booking will use. `validUntil` is a German date. */
export function bookingOptionLabel(
  option: { payment: 'pass'; productName: string; passType: PassType; balance: number | null; validUntil: string } | { payment: 'trial' | 'on_site' | 'pass_required' },
  /** The family member the booking is for, whose pass it draws on ('der 10er-Karte von Mia'). */
  holder?: string,
): string {
  switch (option.payment) {
    case 'trial':
      return 'Probetraining (kostenlos)';
    case 'on_site':
      return 'Zahlung vor Ort';
    case 'pass_required':
      return holder ? PASS_TEXTS.passRequiredFor(holder) : PASS_TEXTS.passRequired;
    case 'pass':
      if (option.balance === null) return `Mit ${holder ? `der ${option.productName} von ${holder}` : `Ihrer ${option.productName}`} (gültig bis ${option.validUntil})`;
      if (option.passType === 'SINGLE') return `Mit ${holder ? `dem ${option.productName} von ${holder}` : `Ihrem ${option.productName}`} (gültig bis ${option.validUntil})`;
      return `Wird von ${holder ? `der ${option.productName} von ${holder}` : `Ihrer ${option.productName}`} abgebucht (noch ${entriesText(option.balance)})`;
  }
}
