import { and, count, eq, isNotNull, isNull, max, sql } from 'drizzle-orm';
import { contractPeriod, periodAmount, proratedAmount, type ContractTerms } from '../../../shared/contract-terms';
import { DEFAULT_CURRENCY } from '../../../shared/constants';
import { addBerlinDays, germanDay } from '../../../shared/time';
import type { Tx } from '../../db/client';
import { charges, orders, passes, payments, sepaMandates } from '../../db/schema';
import { getPaymentSettings } from '../settings/payment-settings-read';

export const SEPA_METHOD_LABEL = 'SEPA-Lastschrift';

type ContractOrder = { id: string; userId: string; priceId: string | null; productName: string; amount: number; mandateId: string; passId: string; startsOn: string; endsOn: string | null } & ContractTerms;

/** What a debit says on the member's statement and the invoice: the product and the period it pays for. */
export const chargeDescription = (productName: string, period: { start: string; end: string }) => `${productName} ${germanDay(period.start)}–${germanDay(period.end)}`;

type ChargeOwner = { id: string; userId: string; priceId: string | null; productName: string; mandateId: string };

/**
 * A debit: its payment (pending; the invoice follows when the run reaches the bank, unless `paymentId` names
 * the order's own) and the charge, due on `dueOn`. `prenotified`: the order mail already named it.
 */
export async function insertCharge(
  tx: Tx,
  owner: ChargeOwner,
  debit: { amount: number; period: { start: string; end: string }; dueOn: string; prenotified: boolean; paymentId?: string },
): Promise<{ id: string; dueOn: string; amount: number; period: { start: string; end: string } }> {
  const paymentId =
    debit.paymentId ??
    (
      await tx
        .insert(payments)
        .values({ userId: owner.userId, priceId: owner.priceId, amount: debit.amount, currency: DEFAULT_CURRENCY, paymentMethod: SEPA_METHOD_LABEL, status: 'pending' })
        .returning({ id: payments.id })
    )[0].id;
  const [charge] = await tx
    .insert(charges)
    .values({
      orderId: owner.id,
      userId: owner.userId,
      mandateId: owner.mandateId,
      paymentId,
      amount: debit.amount,
      description: chargeDescription(owner.productName, debit.period),
      periodStart: debit.period.start,
      periodEnd: debit.period.end,
      dueOn: debit.dueOn,
      prenotifiedAt: debit.prenotified ? new Date() : null,
    })
    .returning({ id: charges.id });
  return { id: charge.id, dueOn: debit.dueOn, amount: debit.amount, period: debit.period };
}

/**
 * One period of a membership: its price (a last period cut short by the contract's end for its days only),
 * due on the period's first day but never before `earliestDueOn` (the pre-notification lead). Null when the
 * contract has ended before the period.
 */
export async function insertPeriodCharge(
  tx: Tx,
  order: ContractOrder,
  index: number,
  earliestDueOn: string,
  options: { prenotified: boolean; paymentId?: string },
) {
  const full = contractPeriod(order, index);
  if (order.endsOn && full.start > order.endsOn) return null;
  const period = order.endsOn && order.endsOn < full.end ? { start: full.start, end: order.endsOn } : full;
  const amount = proratedAmount(periodAmount(order.amount, order, index), full, period.end);
  if (amount <= 0) return null;
  const dueOn = period.start > earliestDueOn ? period.start : earliestDueOn;
  return insertCharge(tx, order, { amount, period, dueOn, ...options });
}

/**
 * Adds the debits of membership periods that start within the pre-notification lead plus a week, so that a
 * run can take them in time, and extends each contract's pass to the last period charged. A contract ends
 * with its last day (`ends_on`), its mandate's revocation or its pass's cancellation. Runs in the caller's
 * transaction; each contract is locked, so two callers never charge one period twice (the unique index on
 * order and period start holds that as well).
 */
export async function chargeContractPeriods(tx: Tx, today: string): Promise<number> {
  const settings = await getPaymentSettings(tx);
  if (!settings) return 0;
  const { prenotificationDays } = settings;
  const horizon = addBerlinDays(today, prenotificationDays + 7);
  const running = await tx
    .select({
      id: orders.id,
      userId: orders.userId,
      priceId: orders.priceId,
      productName: orders.productName,
      amount: orders.amount,
      mandateId: orders.mandateId,
      passId: orders.passId,
      startsOn: orders.startsOn,
      endsOn: orders.endsOn,
      minimumTermMonths: orders.minimumTermMonths,
      noticeMonths: orders.noticeMonths,
    })
    .from(orders)
    .innerJoin(sepaMandates, eq(sepaMandates.id, orders.mandateId))
    .innerJoin(passes, eq(passes.id, orders.passId))
    .where(and(isNotNull(orders.minimumTermMonths), isNull(sepaMandates.revokedAt), isNull(passes.cancelledAt), sql`(${orders.endsOn} is null or ${orders.endsOn} > coalesce((select ${max(charges.periodEnd)} from ${charges} where ${charges.orderId} = ${orders.id}), ${orders.startsOn}))`))
    .orderBy(orders.id)
    .for('update', { of: orders });
  let added = 0;
  for (const row of running) {
    // Read after the lock (a new statement, a new snapshot): another caller may have charged it meanwhile.
    const [charged] = await tx.select({ n: count(), lastEnd: max(charges.periodEnd) }).from(charges).where(eq(charges.orderId, row.id));
    const order = { ...row, mandateId: row.mandateId!, minimumTermMonths: row.minimumTermMonths!, noticeMonths: row.noticeMonths! };
    let index = Number(charged.n);
    let lastEnd = charged.lastEnd;
    while (contractPeriod(order, index).start <= horizon) {
      const charge = await insertPeriodCharge(tx, order, index, addBerlinDays(today, prenotificationDays), { prenotified: false });
      if (!charge) break;
      lastEnd = charge.period.end;
      index += 1;
      added += 1;
    }
    if (lastEnd && lastEnd !== charged.lastEnd) {
      await tx.update(passes).set({ validUntil: lastEnd }).where(and(eq(passes.id, row.passId), sql`${passes.validUntil} < ${lastEnd}::date`));
    }
  }
  return added;
}
