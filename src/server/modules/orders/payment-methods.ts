import type { OrderPaymentMethod } from '../../../shared/enums';
import type { OrderConfirmation } from '../../../shared/schemas/orders';
import type { PaymentSettings } from '../../../shared/schemas/payment-settings';
import { addBerlinDays } from '../../../shared/time';
import type { Tx } from '../../db/client';
import { sepaMandates, type orders } from '../../db/schema';
import { insertCharge, insertPeriodCharge, SEPA_METHOD_LABEL } from './periods';

/** What a payment method sees of the order being placed, inside the order's transaction. */
export type OrderContext = {
  userId: string;
  today: string;
  amount: number;
  isContract: boolean;
  settings: PaymentSettings | null;
  input: { accountHolder?: string; iban?: string; mandateReference?: string };
};

type PlacedOrder = typeof orders.$inferSelect;

/**
 * How an order is paid. Placing an order asks the chosen method three things, in its one transaction:
 * `authorize` before the order is written (SEPA: the signed mandate the order refers to), the label its
 * payment carries, and `collect` after (SEPA: the first charge for the next collection run). A method whose
 * money arrives later (`passWaitsForPayment`) leaves the pass 'Zahlung ausstehend' until the payment is
 * completed, which frees it (releasePaidPasses). docs/PAYMENTS.md describes how a card or PayPal provider
 * such as Mollie or Stripe would be one more entry here.
 */
export type PaymentMethod = {
  id: OrderPaymentMethod;
  paymentLabel: string;
  passWaitsForPayment: boolean;
  offered(order: { isContract: boolean; settings: PaymentSettings | null }): boolean;
  authorize(tx: Tx, context: OrderContext): Promise<{ mandateId: string | null; mandateReference: string | null }>;
  collect(tx: Tx, context: OrderContext, order: PlacedOrder, pass: { validFrom: string; validUntil: string }, paymentId: string): Promise<OrderConfirmation['firstDebit']>;
};

/** SEPA-Lastschrift: the mandate is signed with the order; the first debit waits for the pre-notification lead. */
const sepaDirectDebit: PaymentMethod = {
  id: 'sepa',
  paymentLabel: SEPA_METHOD_LABEL,
  passWaitsForPayment: false,
  offered: ({ settings }) => settings !== null,
  async authorize(tx, { userId, today, input }) {
    const [mandate] = await tx
      .insert(sepaMandates)
      .values({ userId, reference: input.mandateReference!, accountHolder: input.accountHolder!, iban: input.iban!, bic: null, signedOn: today })
      .returning({ id: sepaMandates.id, reference: sepaMandates.reference });
    return { mandateId: mandate.id, mandateReference: mandate.reference };
  },
  async collect(tx, { today, amount, settings }, order, pass, paymentId) {
    if (!settings || !order.mandateId || amount <= 0) return null;
    const dueOn = addBerlinDays(today, settings.prenotificationDays);
    const owner = { ...order, mandateId: order.mandateId, amount };
    // A membership's first period takes the path later periods take; a pass bought once is one debit for its validity.
    const charge =
      order.minimumTermMonths !== null && order.noticeMonths !== null
        ? await insertPeriodCharge(tx, { ...owner, minimumTermMonths: order.minimumTermMonths, noticeMonths: order.noticeMonths }, 0, dueOn, { prenotified: true, paymentId })
        : await insertCharge(tx, owner, { amount, period: { start: pass.validFrom, end: pass.validUntil }, dueOn, prenotified: true, paymentId });
    return charge ? { on: charge.dueOn, amount: charge.amount } : null;
  },
};

/** 'Bar oder EC-Karte an der Theke': nothing to sign; the office records the payment, which frees the pass. */
const payAtDesk: PaymentMethod = {
  id: 'on_site',
  paymentLabel: 'Bar oder EC-Karte',
  passWaitsForPayment: true,
  // A membership runs on month by month: it is paid by direct debit, not at the desk each month.
  offered: ({ isContract }) => !isContract,
  authorize: async () => ({ mandateId: null, mandateReference: null }),
  collect: async () => null,
};

export const PAYMENT_METHODS: readonly PaymentMethod[] = [sepaDirectDebit, payAtDesk];

/** The methods a member may choose for a product now, in the order the form shows them. */
export const offeredPaymentMethods = (order: { isContract: boolean; settings: PaymentSettings | null }) => PAYMENT_METHODS.filter((method) => method.offered(order));
