import { eq } from 'drizzle-orm';
import type { Tx } from '../../src/server/db/client';
import { charges, orders, paymentSettings, payments, sepaMandates } from '../../src/server/db/schema';
import { insertSoldPass } from '../../src/server/modules/passes/ledger';
import { createPrice, createUser, randomHex } from './factories';

/*
 * Direct debits written straight into the tables, as online orders leave them: a member's SEPA mandate, an
 * order with its pass, and charges ('due', each with a pending payment). The collection-run tests start
 * from here, without going through the order form.
 */

/** The centre as creditor, as Einstellungen → Zahlungsverkehr stores it. */
export const CREDITOR = {
  legalName: 'Sportzentrum Lindenau GmbH',
  street: 'Am Sportpark 12',
  postalCode: '04177',
  town: 'Lindenau',
  taxNumber: '231/114/50221',
  vatId: '',
  creditorId: 'DE98ZZZ09999999999',
  iban: 'DE02120300000000202051',
  bic: 'BYLADEM1001',
  smallBusiness: false,
  prenotificationDays: 14,
  invoicePrefix: '',
};

/** Zahlungsverkehr set up without the API (for a process of its own). */
export async function setUpCreditor(db: Tx) {
  const { vatId: _none, ...values } = CREDITOR;
  await db.insert(paymentSettings).values({ id: 1, ...values, vatId: null }).onConflictDoNothing();
}

export async function createMandate(db: Tx, userId: string, overrides: Partial<typeof sepaMandates.$inferInsert> = {}) {
  const [mandate] = await db
    .insert(sepaMandates)
    .values({ userId, reference: `M-TEST-${randomHex(6).toUpperCase()}`, accountHolder: 'Rita Rechnung', iban: 'DE89370400440532013000', bic: null, signedOn: '2026-01-15', ...overrides })
    .returning();
  return mandate;
}

type ChargeInput = { amount: number; dueOn: string; description?: string; periodStart?: string };

/** A SEPA order of a 10er-Karte: its pass, and the first charge with the pass's pending payment. */
export async function createSepaOrder(db: Tx, userId: string, mandateId: string, first: ChargeInput) {
  const product = await createPrice(db, { name: '10er-Karte', passType: 'MULTI', credits: 10, amount: first.amount, validityDays: 365 });
  const [payment] = await db.insert(payments).values({ userId, priceId: product.id, amount: first.amount, paymentMethod: 'SEPA-Lastschrift', status: 'pending' }).returning();
  const pass = await insertSoldPass(db, { userId, product, validFrom: first.dueOn, paymentId: payment.id, soldBy: null });
  const [order] = await db
    .insert(orders)
    .values({ userId, priceId: product.id, productName: product.name, passType: 'MULTI', amount: first.amount, paymentMethod: 'sepa', mandateId, passId: pass.id, startsOn: first.dueOn })
    .returning();
  const charge = await insertCharge(db, { orderId: order.id, userId, mandateId, paymentId: payment.id, ...first });
  return { order, pass, charge };
}

async function insertCharge(db: Tx, input: ChargeInput & { orderId: string; userId: string; mandateId: string; paymentId: string }) {
  const [charge] = await db
    .insert(charges)
    .values({
      orderId: input.orderId,
      userId: input.userId,
      mandateId: input.mandateId,
      paymentId: input.paymentId,
      amount: input.amount,
      description: input.description ?? `10er-Karte ${input.dueOn}`,
      periodStart: input.periodStart ?? input.dueOn,
      periodEnd: input.periodStart ?? input.dueOn,
      dueOn: input.dueOn,
    })
    .returning();
  return charge;
}

/** A further charge of an order (the next period), with a pending payment of its own. */
export async function addCharge(db: Tx, order: { id: string; userId: string; mandateId: string | null; priceId: string | null }, input: ChargeInput & { periodStart: string }) {
  const [payment] = await db.insert(payments).values({ userId: order.userId, priceId: order.priceId, amount: input.amount, paymentMethod: 'SEPA-Lastschrift', status: 'pending' }).returning();
  return insertCharge(db, { orderId: order.id, userId: order.userId, mandateId: order.mandateId!, paymentId: payment.id, ...input });
}

/** A member with a mandate and one due charge: the quickest debit there is. */
export async function createDebtor(db: Tx, charge: ChargeInput, member: { firstName?: string; lastName?: string } = {}, mandate: Partial<typeof sepaMandates.$inferInsert> = {}) {
  const user = await createUser(db, member);
  const created = await createMandate(db, user.id, { accountHolder: user.name, ...mandate });
  const { order, pass, charge: first } = await createSepaOrder(db, user.id, created.id, charge);
  return { user, mandate: created, order, pass, charge: first };
}

export const chargeRow = async (db: Tx, id: string) => (await db.select().from(charges).where(eq(charges.id, id)))[0];
