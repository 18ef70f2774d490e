/**
 * The demo centre's direct debits: two members who ordered online by SEPA about six weeks ago (a
 * Monatskarte and a 10er-Karte), the collection run that took both first debits to the bank, the
 * 10er-Karte's debit coming back (Rücklastschrift, insufficient funds) and the Monatskarte's second month
 * due for the next run, and its holder's notice waiting for the office. Written through the same functions
 * the app uses, at the times they happened.
 */
import { inArray } from 'drizzle-orm';
import { contractPeriod, contractTermsOf, ordinaryEnd } from '../../../shared/contract-terms';
import { DEFAULT_CURRENCY } from '../../../shared/constants';
import { addBerlinDays, berlinDateString } from '../../../shared/time';
import type { Db, Tx } from '../client';
import type { CreatedUser } from '../factories';
import { contractNotices, orders, passes, payments, sepaMandates } from '../schema';
import { createCollectionRun, submitCollectionRun } from '../../modules/collections/runs';
import { recordChargeReturn } from '../../modules/collections/returns';
import { earliestCollectionDate } from '../../modules/collections/collection-date';
import { newMandateReference } from '../../modules/orders/service';
import { chargeContractPeriods, insertCharge, insertPeriodCharge, SEPA_METHOD_LABEL } from '../../modules/orders/periods';
import { insertSoldPass } from '../../modules/passes/ledger';

const DAY = 86_400_000;

type Product = { id: string; name: string; passType: 'SINGLE' | 'MULTI' | 'MONTHLY' | 'YEARLY'; amount: number; credits: number | null; validityDays: number; courseId: string | null };

type OrdersInput = { now: Date; admin: CreatedUser; members: CreatedUser[]; price: (name: string) => Product; prenotificationDays: number };

/** An online SEPA order placed at `at`: mandate, pending payment, pass, order and its first charge. */
async function orderBySepa(tx: Tx, member: CreatedUser, product: Product, at: Date, prenotificationDays: number) {
  const day = berlinDateString(at);
  const [mandate] = await tx
    .insert(sepaMandates)
    .values({ userId: member.id, reference: newMandateReference(day), accountHolder: member.name, iban: 'DE89370400440532013000', signedOn: day, createdAt: at })
    .returning();
  const [payment] = await tx
    .insert(payments)
    .values({ userId: member.id, priceId: product.id, amount: product.amount, currency: DEFAULT_CURRENCY, paymentMethod: SEPA_METHOD_LABEL, status: 'pending', createdAt: at })
    .returning({ id: payments.id });
  const terms = contractTermsOf(product.passType);
  const validUntil = terms ? contractPeriod({ startsOn: day, ...terms }, 0).end : undefined;
  const pass = await insertSoldPass(tx, { userId: member.id, product, validFrom: day, validUntil, paymentId: payment.id, soldBy: null, at });
  const [order] = await tx
    .insert(orders)
    .values({
      userId: member.id,
      priceId: product.id,
      productName: product.name,
      passType: product.passType,
      amount: product.amount,
      paymentMethod: 'sepa',
      mandateId: mandate.id,
      passId: pass.id,
      startsOn: day,
      minimumTermMonths: terms?.minimumTermMonths ?? null,
      noticeMonths: terms?.noticeMonths ?? null,
      createdAt: at,
    })
    .returning();
  const owner = { ...order, mandateId: mandate.id, amount: product.amount };
  const dueOn = addBerlinDays(day, prenotificationDays);
  const charge = terms
    ? await insertPeriodCharge(tx, { ...owner, ...terms }, 0, dueOn, { prenotified: true, paymentId: payment.id })
    : await insertCharge(tx, owner, { amount: product.amount, period: { start: day, end: pass.validUntil }, dueOn, prenotified: true, paymentId: payment.id });
  return { mandate, order, charge: charge! };
}

export async function seedOrders(tx: Tx, { now, admin, members, price, prenotificationDays }: OrdersInput) {
  const holders = new Set((await tx.select({ userId: passes.userId }).from(passes).where(inArray(passes.userId, members.map((m) => m.id)))).map((row) => row.userId));
  const [monthlyMember, cardMember] = members.filter((member) => !holders.has(member.id));
  const orderedAt = new Date(now.getTime() - 42 * DAY);
  const monthly = await orderBySepa(tx, monthlyMember, price('Monatskarte'), orderedAt, prenotificationDays);
  const card = await orderBySepa(tx, cardMember, price('10er-Karte'), new Date(orderedAt.getTime() + 3_600_000), prenotificationDays);

  // The office made the run the day after, for the earliest date the pre-notification allowed, and handed it to the bank.
  const runAt = new Date(orderedAt.getTime() + DAY);
  const actor = { id: admin.id, email: admin.email };
  const db = tx as Db;
  const collectionDate = earliestCollectionDate(berlinDateString(runAt), prenotificationDays);
  const { run } = await createCollectionRun(db, actor, collectionDate, runAt);
  await submitCollectionRun(db, actor, run.id, new Date(runAt.getTime() + 2 * 3_600_000));
  // Four days after the collection date the bank returned the 10er-Karte's debit: no funds, 3,50 € fee.
  const returnedAt = new Date(Date.parse(`${collectionDate}T10:00:00Z`) + 4 * DAY);
  await recordChargeReturn(db, actor, card.charge.id, { reasonCode: 'AM04', fee: 3.5 }, returnedAt);
  // The Monatskarte's next month is due for the next run.
  await chargeContractPeriods(tx, berlinDateString(now));

  // Two days ago its holder gave ordinary notice through 'Verträge hier kündigen'; the office has yet to confirm it.
  const receivedAt = new Date(now.getTime() - 2 * DAY);
  const { order } = monthly;
  await tx.insert(contractNotices).values({
    receivedAt,
    name: monthlyMember.name,
    email: monthlyMember.email,
    userId: monthlyMember.id,
    orderId: order.id,
    kind: 'ordinary',
    endsOn: ordinaryEnd({ startsOn: order.startsOn, minimumTermMonths: order.minimumTermMonths!, noticeMonths: order.noticeMonths! }, berlinDateString(receivedAt)),
  });
}
