import { z } from 'zod';
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
