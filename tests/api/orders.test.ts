import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths, dayBefore } from '../../src/shared/contract-terms';
import { addBerlinDays, berlinToday, germanDay } from '../../src/shared/time';
import { charges, invoices, mails, orders, passes, payments, sepaMandates } from '../../src/server/db/schema';
import { chargeContractPeriods } from '../../src/server/modules/orders/periods';
import { createAdmin, createCourse, createPrice, createSession, createUser, upsertSettings } from '../support/factories';
import { CREDITOR } from '../support/direct-debits';
import { isGerman } from '../support/german';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';

/*
 * Ordering online: a membership is a contract paid by SEPA direct debit, a pass bought once by debit or at
 * the desk. The order, the mandate, the pass and the first charge are written together or not at all.
 */
let t: TestApp;
let admin: TestClient;
const today = () => berlinToday();
const GOOD_IBAN = 'DE89 3704 0044 0532 0130 00';


beforeAll(async () => {
  t = await createTestApp({ API_BUDGET: 'off' });
  admin = await t.clientSignedInAs((await createAdmin(t.db)).id);
  await upsertSettings(t.db, { passRequired: true, trialWithoutPass: false });
});
afterAll(() => t.close());

async function member() {
  const user = await createUser(t.db);
  return { ...user, client: await t.clientSignedInAs(user.id) };
}
type Member = Awaited<ReturnType<typeof member>>;

const monthly = () => createPrice(t.db, { name: 'Monatskarte', passType: 'MONTHLY', amount: 59, validityDays: 30 });
const yearly = () => createPrice(t.db, { name: 'Jahreskarte', passType: 'YEARLY', amount: 599, validityDays: 365 });
const tenCard = () => createPrice(t.db, { name: '10er-Karte', passType: 'MULTI', credits: 10, amount: 120, validityDays: 365 });

const draftOf = async (m: Member, priceId: string) => {
  const res = await m.client.get(`/api/me/order-draft?priceId=${priceId}`);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json;
};
const sepaOrder = async (m: Member, priceId: string, overrides: Record<string, unknown> = {}) => {
  const draft = await draftOf(m, priceId);
  return m.client.post('/api/me/orders', {
    priceId,
    paymentMethod: 'sepa',
    accountHolder: 'Mia Muster',
    iban: GOOD_IBAN,
    mandateReference: draft.mandateReference,
    mandateConsent: true,
    earlyStart: true,
    ...overrides,
  });
};
const written = async (userId: string) => ({
  orders: await t.db.select().from(orders).where(eq(orders.userId, userId)),
  mandates: await t.db.select().from(sepaMandates).where(eq(sepaMandates.userId, userId)),
  passes: await t.db.select().from(passes).where(eq(passes.userId, userId)),
  charges: await t.db.select().from(charges).where(eq(charges.userId, userId)),
  payments: await t.db.select().from(payments).where(eq(payments.userId, userId)),
});

describe('orders without Zahlungsverkehr', () => {
  it('offer only payment at the desk, and no membership', async () => {
    const m = await member();
    const card = await tenCard();
    expect((await draftOf(m, card.id)).paymentMethods).toEqual(['on_site']);
    const contract = await monthly();
    expect((await draftOf(m, contract.id)).paymentMethods).toEqual([]);
    const refused = await sepaOrder(m, contract.id);
    expect(refused.status).toBe(400);
    expect(refused.json.error.fields.paymentMethod).toBe('Die Zahlung per Lastschrift ist derzeit nicht möglich. Bitte wählen Sie die Zahlung an der Theke.');
    expect((await written(m.id)).orders).toEqual([]);
  });
});

describe('orders', () => {
  beforeAll(async () => {
    expect((await admin.put('/api/admin/payment-settings', CREDITOR)).status).toBe(200);
  });

  it('show a membership’s terms, the creditor and a fresh mandate reference before ordering', async () => {
    const m = await member();
    const price = await monthly();
    const draft = await draftOf(m, price.id);
    expect(draft.product).toMatchObject({ name: 'Monatskarte', amount: 59, passType: 'MONTHLY' });
    expect(draft.contract).toEqual({ minimumTermMonths: 1, noticeMonths: 1, startsOn: today(), minimumTermEndsOn: dayBefore(addMonths(today(), 1)), monthlyAmountAfter: 59 });
    expect(draft.paymentMethods).toEqual(['sepa']);
    expect(draft.creditor).toEqual({ name: 'Sportzentrum Lindenau GmbH', creditorId: 'DE98ZZZ09999999999' });
    expect(draft.mandateReference).toMatch(/^M-\d{4}-[A-Z0-9]{8}$/);
    expect(draft.mandateReference.length).toBeLessThanOrEqual(35);
    expect(draft.firstDebitOn).toBe(addBerlinDays(today(), 14));
    const yearDraft = await draftOf(m, (await yearly()).id);
    expect(yearDraft.contract).toMatchObject({ minimumTermMonths: 12, monthlyAmountAfter: 49.92 });
  });

  it('refuse a wrong IBAN in German at the field, and write nothing', async () => {
    const m = await member();
    const price = await monthly();
    const res = await sepaOrder(m, price.id, { iban: 'DE89 3704 0044 0532 0130 01' });
    expect(res.status).toBe(400);
    expect(res.json.error.fields.iban).toBe('Die IBAN ist ungültig.');
    const missing = await sepaOrder(m, price.id, { accountHolder: '', mandateConsent: false, earlyStart: false });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.json.error.fields).sort()).toEqual(['accountHolder', 'earlyStart', 'mandateConsent']);
    for (const message of Object.values(missing.json.error.fields) as string[]) expect(isGerman(message), message).toBe(true);
    expect(await written(m.id)).toEqual({ orders: [], mandates: [], passes: [], charges: [], payments: [] });
  });

  it('write the order, the mandate, the pass and the first charge together, and mail the reference and first debit', async () => {
    const m = await member();
    const price = await monthly();
    const res = await sepaOrder(m, price.id);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const firstDebitOn = addBerlinDays(today(), 14);
    const periodEnd = dayBefore(addMonths(today(), 1));
    expect(res.json.order).toMatchObject({ productName: 'Monatskarte', amount: 59, paymentMethod: 'sepa', firstDebit: { on: firstDebitOn, amount: 59 }, validFrom: today(), validUntil: periodEnd, awaitingPayment: false });
    const rows = await written(m.id);
    expect(rows.orders).toHaveLength(1);
    expect(rows.mandates).toMatchObject([{ reference: res.json.order.mandateReference, accountHolder: 'Mia Muster', iban: 'DE89370400440532013000', signedOn: today(), revokedAt: null }]);
    expect(rows.passes).toMatchObject([{ productName: 'Monatskarte', validFrom: today(), validUntil: periodEnd, awaitingPayment: false }]);
    expect(rows.payments).toMatchObject([{ amount: 59, status: 'pending', paymentMethod: 'SEPA-Lastschrift' }]);
    expect(rows.charges).toMatchObject([{ amount: 59, dueOn: firstDebitOn, status: 'due', periodStart: today(), periodEnd, paymentId: rows.payments[0].id, mandateId: rows.mandates[0].id }]);
    expect(rows.charges[0].prenotifiedAt).not.toBeNull();
    expect(rows.orders[0]).toMatchObject({ minimumTermMonths: 1, noticeMonths: 1, startsOn: today(), endsOn: null });
    // The office sees on the pass that it was ordered online, and with which mandate.
    const detail = await admin.get(`/api/admin/passes/${rows.passes[0].id}`);
    expect(detail.json.order).toEqual({ paymentMethod: 'sepa', mandateReference: res.json.order.mandateReference, mandateRevoked: false, endsOn: null });

    const [mail] = await t.db.select().from(mails).where(and(eq(mails.to, m.email), eq(mails.template, 'order-confirmation')));
    expect(mail.text).toContain(res.json.order.mandateReference);
    expect(mail.text).toContain(`am ${germanDay(firstDebitOn)}`);
    expect(mail.text).toContain('59,00');
    expect(mail.text).toContain('DE98ZZZ09999999999');
    expect(mail.text).toContain('Widerrufsrecht');

    // The pass is usable at once: a booking draws on it.
    const course = await createCourse(t.db);
    const session = await createSession(t.db, { courseId: course.id, startTime: new Date(Date.now() + 2 * 86_400_000) });
    const option = await m.client.get(`/api/sessions/${session.id}/booking-option`);
    expect(option.json.payment).toBe('pass');
  });

  it('refuse a mandate reference already taken, writing nothing', async () => {
    const a = await member();
    const b = await member();
    const price = await tenCard();
    const first = await sepaOrder(a, price.id);
    expect(first.status).toBe(200);
    const again = await sepaOrder(b, price.id, { mandateReference: first.json.order.mandateReference });
    expect(again.status).toBe(409);
    expect(again.json.error.message).toBe('Diese Mandatsreferenz ist bereits vergeben. Bitte laden Sie die Seite neu.');
    expect((await written(b.id)).passes).toEqual([]);
  });

  it('charge a pass bought once by debit for its validity, as one debit', async () => {
    const m = await member();
    const price = await tenCard();
    const res = await sepaOrder(m, price.id);
    const [charge] = (await written(m.id)).charges;
    expect(charge).toMatchObject({ amount: 120, periodStart: today(), periodEnd: res.json.order.validUntil });
    expect(res.json.order.contract).toBeNull();
  });

  it('leave a pass paid at the desk waiting until the office records the payment, which issues the invoice', async () => {
    const m = await member();
    const price = await tenCard();
    const membership = await monthly();
    const refused = await m.client.post('/api/me/orders', { priceId: membership.id, paymentMethod: 'on_site', earlyStart: true });
    expect(refused.status).toBe(400);
    expect(refused.json.error.fields.paymentMethod).toBe('Mitgliedschaften werden per SEPA-Lastschrift bezahlt.');

    const res = await m.client.post('/api/me/orders', { priceId: price.id, paymentMethod: 'on_site', earlyStart: true });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.order).toMatchObject({ awaitingPayment: true, mandateReference: null, firstDebit: null });
    const mine = await m.client.get('/api/me/passes');
    expect(mine.json.passes[0].state).toBe('awaiting_payment');
    const session = await createSession(t.db, { startTime: new Date(Date.now() + 2 * 86_400_000) });
    expect((await m.client.get(`/api/sessions/${session.id}/booking-option`)).json).toEqual({
      payment: 'pass_required',
      label: 'Ihre 10er-Karte wird freigeschaltet, sobald die Zahlung an der Theke erfasst ist.',
    });
    expect((await m.client.post('/api/bookings', { sessionId: session.id })).status).toBe(409);

    const [payment] = (await written(m.id)).payments;
    expect(payment).toMatchObject({ status: 'pending', paymentMethod: 'Bar oder EC-Karte' });
    expect((await admin.patch(`/api/admin/payments/${payment.id}`, { status: 'completed' })).status).toBe(200);
    expect((await m.client.get('/api/me/passes')).json.passes[0].state).toBe('active');
    expect(await t.db.select().from(invoices).where(eq(invoices.paymentId, payment.id))).toHaveLength(1);
    expect((await m.client.post('/api/bookings', { sessionId: session.id })).status).toBe(200);
  });

  it('show a member their mandates and let them revoke one: the debits not yet collected stop', async () => {
    const m = await member();
    const other = await member();
    const res = await sepaOrder(m, (await monthly()).id);
    const list = await m.client.get('/api/me/mandates');
    expect(list.json.mandates).toMatchObject([
      { reference: res.json.order.mandateReference, accountHolder: 'Mia Muster', ibanEnding: 'DE•• •••• 3000', products: ['Monatskarte'], openDebits: [{ amount: 59, dueOn: addBerlinDays(today(), 14) }], revokedAt: null },
    ]);
    const id = list.json.mandates[0].id as string;
    expect((await other.client.post(`/api/me/mandates/${id}/revoke`)).status).toBe(404);

    const revoked = await m.client.post(`/api/me/mandates/${id}/revoke`);
    expect(revoked.status).toBe(200);
    expect(revoked.json.mandates[0].revokedAt).not.toBeNull();
    expect(revoked.json.mandates[0].openDebits).toEqual([]);
    expect((await written(m.id)).charges.map((c) => c.status)).toEqual(['cancelled']);
    const [mail] = await t.db.select().from(mails).where(and(eq(mails.to, m.email), eq(mails.template, 'mandate-revoked')));
    expect(mail.text).toContain('59,00');
    const again = await m.client.post(`/api/me/mandates/${id}/revoke`);
    expect(again.status).toBe(409);
    expect(again.json.error.message).toBe('Dieses Mandat ist bereits widerrufen.');
    // No further period is charged on a revoked mandate.
    await t.db.transaction((tx) => chargeContractPeriods(tx, addMonths(today(), 2)));
    expect((await written(m.id)).charges).toHaveLength(1);
  });

  it('keep the order, the mandate and its debits when the member deletes the account: they are bookkeeping records', async () => {
    const user = await createUser(t.db);
    const client = t.client();
    expect((await client.signIn(user.email, user.password)).status).toBe(200);
    const m = { ...user, client };
    expect((await sepaOrder(m, (await monthly()).id)).status).toBe(200);
    const before = await written(m.id);
    expect((await client.post('/api/me/delete', { password: user.password })).status).toBe(200);
    const after = await written(m.id);
    expect(after.orders.map((o) => o.id)).toEqual(before.orders.map((o) => o.id));
    expect(after.mandates).toMatchObject([{ reference: before.mandates[0].reference, iban: 'DE89370400440532013000' }]);
    expect(after.charges.map((c) => [c.id, c.amount])).toEqual(before.charges.map((c) => [c.id, c.amount]));
    expect(after.payments.map((p) => p.id)).toEqual(before.payments.map((p) => p.id));
  });

  it('charge each later period of a membership once, extend its pass, and stop at the contract’s end, the last period pro rata', async () => {
    const m = await member();
    await sepaOrder(m, (await monthly()).id);
    const [order] = (await written(m.id)).orders;
    const later = addMonths(today(), 1);
    await Promise.all([t.db.transaction((tx) => chargeContractPeriods(tx, later)), t.db.transaction((tx) => chargeContractPeriods(tx, later))]);
    let rows = await written(m.id);
    const second = rows.charges.find((c) => c.periodStart === addMonths(today(), 1))!;
    expect(second).toMatchObject({ amount: 59, status: 'due', periodEnd: dayBefore(addMonths(today(), 2)) });
    expect(second.prenotifiedAt).toBeNull();
    expect(rows.passes[0].validUntil).toBe(dayBefore(addMonths(today(), 2)));

    // The contract ends on a day inside a later period: that period is charged for its days only, none after.
    const periodStart = addMonths(today(), 3);
    const periodEnd = dayBefore(addMonths(today(), 4));
    const endsOn = addBerlinDays(periodStart, 9);
    await t.db.update(orders).set({ endsOn }).where(eq(orders.id, order.id));
    await t.db.transaction((tx) => chargeContractPeriods(tx, addMonths(today(), 6)));
    rows = await written(m.id);
    const last = rows.charges.find((c) => c.periodStart === periodStart)!;
    const days = (from: string, until: string) => Math.round((Date.parse(until) - Date.parse(from)) / 86_400_000) + 1;
    expect(last).toMatchObject({ periodEnd: endsOn, amount: Math.round((5900 * 10) / days(periodStart, periodEnd)) / 100 });
    expect(rows.charges).toHaveLength(4);
    expect(rows.passes[0].validUntil).toBe(endsOn);
  });
});
