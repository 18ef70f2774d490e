import { z } from 'zod';
import { pagingQuery, pageTotals } from './paging';
import { PAYMENT_STATUSES } from '../enums';

export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);

export const memberPaymentSchema = z
  .object({
    id: z.string(),
    amount: z.number(),
    currency: z.string(),
    /** e.g. 'SEPA-Lastschrift'; shown as '-' when empty. */
    paymentMethod: z.string().nullable(),
    status: paymentStatusSchema,
    createdAt: z.string(),
    paidAt: z.string().nullable(),
  })
  .meta({ id: 'MemberPayment' });
export type MemberPayment = z.infer<typeof memberPaymentSchema>;

/** GET /api/me/payments: the caller's payments, newest first. */
export const myPaymentsSchema = z.object({ payments: z.array(memberPaymentSchema) }).meta({ id: 'MemberPayments' });
export type MyPayments = z.infer<typeof myPaymentsSchema>;

/* ---- Admin: Zahlungen ---- */


/** numeric(10, 2): the largest amount a payment can hold. */
export const MAX_PAYMENT_AMOUNT = 99_999_999.99;

export const ADMIN_PAYMENT_TEXTS = {
  notFound: 'Die Zahlung wurde nicht gefunden.',
  memberRequired: 'Bitte wählen Sie ein Mitglied aus.',
  memberNotFound: 'Das Mitglied wurde nicht gefunden.',
  amountRequired: 'Bitte geben Sie einen Betrag ein.',
  amountInvalid: 'Bitte geben Sie einen gültigen Betrag ein (z. B. 59,00).',
  amountNegative: 'Der Betrag darf nicht negativ sein.',
  amountDecimals: 'Der Betrag darf höchstens zwei Nachkommastellen haben.',
  amountTooHigh: 'Der Betrag ist zu hoch.',
  methodTooLong: 'Die Zahlungsart darf höchstens 50 Zeichen lang sein.',
  statusInvalid: 'Bitte wählen Sie einen gültigen Status.',
  priceNotFound: 'Der Preis wurde nicht gefunden.',
  created: 'Zahlung erfasst',
  statusChanged: 'Status geändert',
  searchTooLong: 'Der Suchbegriff ist zu lang.',
} as const;

/** GET /api/admin/payments: status filter and page. */
export const adminPaymentsQuerySchema = z.object({
  status: z.enum(PAYMENT_STATUSES, ADMIN_PAYMENT_TEXTS.statusInvalid).optional(),
  ...pagingQuery({ defaultSize: 20 }),
});
export type AdminPaymentsQuery = Partial<z.output<typeof adminPaymentsQuerySchema>>;

export const adminPaymentSchema = z
  .object({
    id: z.string(),
    member: z.object({ id: z.string(), name: z.string(), email: z.string() }),
    amount: z.number(),
    currency: z.string(),
    paymentMethod: z.string().nullable(),
    status: paymentStatusSchema,
    priceName: z.string().nullable(),
    createdAt: z.string(),
    paidAt: z.string().nullable(),
  })
  .meta({ id: 'AdminPayment' });
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

/**
 * The four cards: the sum of completed payments, the completed ones paid in the current Europe/Berlin
 * calendar month, and how many are pending and completed. They cover every payment, whatever the filter.
 */
export const paymentSummarySchema = z
  .object({ totalCompleted: z.number(), completedThisMonth: z.number(), pendingCount: z.number(), completedCount: z.number(), currency: z.string() })
  .meta({ id: 'PaymentSummary' });
export type PaymentSummary = z.infer<typeof paymentSummarySchema>;

/** One page of payments, newest first; `total` counts the filter's matches. */
export const adminPaymentsPageSchema = z
  .object({ payments: z.array(adminPaymentSchema), ...pageTotals, summary: paymentSummarySchema })
  .meta({ id: 'AdminPaymentsPage' });
export type AdminPaymentsPage = z.infer<typeof adminPaymentsPageSchema>;

const AMOUNT_PATTERN = /^-?\d{1,12}(?:[.,]\d+)?$/;

/** An amount typed as '59,00' / '59.00' or sent as a number; at most 2 decimals, never negative. */
export const paymentAmountSchema = z
  .union([z.number(ADMIN_PAYMENT_TEXTS.amountInvalid), z.string(ADMIN_PAYMENT_TEXTS.amountRequired)], { error: ADMIN_PAYMENT_TEXTS.amountRequired })
  .superRefine((value, ctx) => {
    if (typeof value === 'string' && value.trim() === '') ctx.addIssue({ code: 'custom', message: ADMIN_PAYMENT_TEXTS.amountRequired });
    else if (typeof value === 'string' ? !AMOUNT_PATTERN.test(value.trim()) : !Number.isFinite(value)) ctx.addIssue({ code: 'custom', message: ADMIN_PAYMENT_TEXTS.amountInvalid });
  })
  .transform((value) => (typeof value === 'number' ? value : Number(value.trim().replace(',', '.'))))
  .superRefine((value, ctx) => {
    if (value < 0) ctx.addIssue({ code: 'custom', message: ADMIN_PAYMENT_TEXTS.amountNegative });
    else if (Math.abs(value * 100 - Math.round(value * 100)) > 1e-6) ctx.addIssue({ code: 'custom', message: ADMIN_PAYMENT_TEXTS.amountDecimals });
    else if (value > MAX_PAYMENT_AMOUNT) ctx.addIssue({ code: 'custom', message: ADMIN_PAYMENT_TEXTS.amountTooHigh });
  });

/** POST /api/admin/payments: a payment the office records for a member. */
export const createPaymentSchema = z
  .object({
    userId: z.string(ADMIN_PAYMENT_TEXTS.memberRequired).trim().min(1, ADMIN_PAYMENT_TEXTS.memberRequired).max(100, ADMIN_PAYMENT_TEXTS.memberNotFound),
    amount: paymentAmountSchema,
    paymentMethod: z
      .string(ADMIN_PAYMENT_TEXTS.methodTooLong)
      .trim()
      .max(50, ADMIN_PAYMENT_TEXTS.methodTooLong)
      .nullish()
      .transform((v) => (v ? v : null)),
    status: z.enum(PAYMENT_STATUSES, ADMIN_PAYMENT_TEXTS.statusInvalid).default('pending'),
    priceId: z
      .union([z.uuid(ADMIN_PAYMENT_TEXTS.priceNotFound), z.literal('')], { error: ADMIN_PAYMENT_TEXTS.priceNotFound })
      .nullish()
      .transform((v) => (v ? v : null)),
  })
  .meta({ id: 'NewPayment' });
export type CreatePaymentInput = z.output<typeof createPaymentSchema>;

/** PATCH /api/admin/payments/{id}: the new status (pending → completed stamps paid_at, back to pending clears it). */
export const updatePaymentSchema = z.object({ status: z.enum(PAYMENT_STATUSES, ADMIN_PAYMENT_TEXTS.statusInvalid) }).meta({ id: 'PaymentStatusChange' });
export type UpdatePaymentInput = z.infer<typeof updatePaymentSchema>;

/** POST/PATCH answers: the toast text and the payment as stored. */
export const adminPaymentChangeSchema = z.object({ message: z.string(), payment: adminPaymentSchema }).meta({ id: 'AdminPaymentChange' });
export type AdminPaymentChange = z.infer<typeof adminPaymentChangeSchema>;

/** GET /api/admin/payments/members?q=: members found by e-mail or name for the 'Zahlung erfassen' dialog. */
export const paymentMemberQuerySchema = z.object({ q: z.string(ADMIN_PAYMENT_TEXTS.searchTooLong).trim().max(100, ADMIN_PAYMENT_TEXTS.searchTooLong).default('') });
export const paymentMemberSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    /** Their family members ('Karte verkaufen' → 'Für'). */
    familyMembers: z.array(z.object({ id: z.string(), name: z.string() })),
  })
  .meta({ id: 'PaymentMember' });
export type PaymentMember = z.infer<typeof paymentMemberSchema>;
export const paymentMembersSchema = z.object({ members: z.array(paymentMemberSchema) }).meta({ id: 'PaymentMembers' });
export type PaymentMembers = z.infer<typeof paymentMembersSchema>;
