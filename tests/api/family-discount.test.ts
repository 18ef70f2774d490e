import { and, asc, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths } from '../../src/shared/contract-terms';
import { addBerlinDays, berlinToday } from '../../src/shared/time';
import { auditLog, charges, invoices, mails, orders, passes, payments } from '../../src/server/db/schema';
import { chargeContractPeriods } from '../../src/server/modules/orders/periods';
import { createAdmin, createPrice, createUser } from '../support/factories';
import { CREDITOR } from '../support/direct-debits';
import { isGerman } from '../support/german';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';

/*
 * The family discount ('15 % ab dem zweiten Familienmitglied'): a membership costs 15 % less when another
 * person of the account already holds a live membership, on online orders and on the office's sale alike,
 * and the invoice shows the list price and the discount as two lines. Members order online for a family
 * member too: the pass is the child's, the member stays the one who pays.
 */
let t: TestApp;
let admin: TestClient;
const today = () => berlinToday();
const GOOD_IBAN = 'DE89 3704 0044 0532 0130 00';

beforeAll(async () => {
  t = await createTestApp({ API_BUDGET: 'off' });
  admin = await t.clientSignedInAs((await createAdmin(t.db)).id);
  expect((await admin.put('/api/admin/payment-settings', CREDITOR)).status).toBe(200);
});
afterAll(() => t.close());

let counter = 0;
async function parent() {
  const user = await createUser(t.db, { firstName: 'Paula', lastName: `Familie${++counter}`, address: { street: 'Lindenallee 3', postalCode: '04177', town: 'Leipzig' } });
  return { ...user, client: await t.clientSignedInAs(user.id) };
}
type Parent = Awaited<ReturnType<typeof parent>>;

const addChild = async (p: Parent, firstName = 'Mia') => {
  const res = await p.client.post('/api/me/family-members', { firstName, lastName: 'Muster', birthDate: '2017-05-04', relation: 'child' });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.familyMember as { id: string; firstName: string; lastName: string };
};

const monthly = () => createPrice(t.db, { name: 'Monatskarte', passType: 'MONTHLY', amount: 59, validityDays: 30 });
const yearly = () => createPrice(t.db, { name: 'Jahreskarte', passType: 'YEARLY', amount: 599, validityDays: 365 });
const tenCard = () => createPrice(t.db, { name: '10er-Karte', passType: 'MULTI', credits: 10, amount: 120, validityDays: 365 });

const draftOf = async (p: Parent, priceId: string) => {
  const res = await p.client.get(`/api/me/order-draft?priceId=${priceId}`);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json;
};
const order = async (p: Parent, priceId: string, familyMemberId: string | null = null) => {
  const draft = await draftOf(p, priceId);
  return p.client.post('/api/me/orders', {
    priceId,
    familyMemberId,
    paymentMethod: 'sepa',
    accountHolder: p.name,
    iban: GOOD_IBAN,
    mandateReference: draft.mandateReference,
    mandateConsent: true,
    earlyStart: true,
  });
};
const placed = async (p: Parent, priceId: string, familyMemberId: string | null = null) => {
  const res = await order(p, priceId, familyMemberId);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.order;
};
const sell = async (userId: string, priceId: string, extra: Record<string, unknown> = {}) => {
  const res = await admin.post('/api/admin/passes', { userId, priceId, startDate: today(), paymentMethod: 'Bar', paid: true, ...extra });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.pass;
};
const passesOf = (userId: string) => t.db.select().from(passes).where(eq(passes.userId, userId)).orderBy(asc(passes.createdAt));
const rowsOf = async (userId: string) => ({
  passes: await passesOf(userId),
  orders: await t.db.select().from(orders).where(eq(orders.userId, userId)),
  payments: await t.db.select().from(payments).where(eq(payments.userId, userId)),
  charges: await t.db.select().from(charges).where(eq(charges.userId, userId)),
});

/** Mail text with the no-break spaces of the money format as plain ones. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

const FULL = { listAmount: 59, discountPercent: null, discountAmount: 0, amount: 59 };
const DISCOUNTED = { listAmount: 59, discountPercent: 15, discountAmount: 8.85, amount: 50.15 };

describe('the family discount on online orders', () => {
  it('leaves the family’s first membership at full price, and takes 15 % off the second, for a child', async () => {
    const p = await parent();
    const child = await addChild(p);
    const price = await monthly();

    const before = await draftOf(p, price.id);
    expect(before.forWhom).toMatchObject([
      { familyMemberId: null, name: p.name, price: FULL, monthlyAmountAfter: 59 },
      { familyMemberId: child.id, name: 'Mia Muster', relation: 'child', price: FULL },
    ]);
    const first = await placed(p, price.id);
    expect(first).toMatchObject({ amount: 59, price: FULL, familyMemberName: null, firstDebit: { amount: 59 } });

    // The draft shows the discount before ordering, for the child only: the parent's own second card is no second family member.
    const after = await draftOf(p, price.id);
    expect(after.forWhom).toMatchObject([
      { familyMemberId: null, price: FULL },
      { familyMemberId: child.id, price: DISCOUNTED, monthlyAmountAfter: 50.15 },
    ]);
    const second = await placed(p, price.id, child.id);
    expect(second).toMatchObject({ amount: 50.15, price: DISCOUNTED, familyMemberName: 'Mia Muster', firstDebit: { amount: 50.15 } });

    const rows = await rowsOf(p.id);
    const childPass = rows.passes.find((pass) => pass.familyMemberId === child.id)!;
    expect(childPass).toMatchObject({ familyDiscountPercent: 15, productName: 'Monatskarte' });
    expect(rows.passes.find((pass) => pass.familyMemberId === null)).toMatchObject({ familyDiscountPercent: null });
    const childOrder = rows.orders.find((row) => row.passId === childPass.id)!;
    expect(childOrder.amount).toBe(50.15);
    expect(rows.payments.find((row) => row.id === childPass.paymentId)).toMatchObject({ amount: 50.15, userId: p.id });
    expect(rows.charges.find((row) => row.orderId === childOrder.id)).toMatchObject({ amount: 50.15, periodStart: today() });

    // Meine Karten names the child and the discount; the mail tells the parent both.
    const mine = (await p.client.get('/api/me/passes')).json.passes;
    expect(mine.find((pass: { id: string }) => pass.id === childPass.id)).toMatchObject({ familyMemberName: 'Mia Muster', familyDiscountPercent: 15 });
    const sent = await t.db.select().from(mails).where(and(eq(mails.to, p.email), eq(mails.template, 'order-confirmation')));
    const childMail = plain(sent.find((mail) => mail.subject === 'Ihre Bestellung: Monatskarte für Mia Muster')!.text);
    expect(childMail).toContain('Monatskarte für Mia Muster zum Preis von 50,15 €');
    expect(childMail).toContain('Familienrabatt 15 % enthalten: 59,00 € abzüglich 8,85 €');
    expect(childMail).toContain('Die erste Lastschrift über 50,15 €');
    expect(childMail).toContain('Vertragspartner und Rechnungsempfänger bleiben Sie');
    // The mandates and 'Verträge hier kündigen' tell the two Monatskarten apart.
    const mandates = (await p.client.get('/api/me/mandates')).json.mandates.map((mandate: { products: string[] }) => mandate.products);
    expect(mandates).toEqual([['Monatskarte für Mia Muster'], ['Monatskarte']]);
    const contracts = (await p.client.get('/api/me/contracts')).json.contracts.map((contract: { productName: string }) => contract.productName);
    expect(contracts).toEqual(['Monatskarte für Mia Muster', 'Monatskarte']);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, childOrder.id));
    expect(audit.summary).toContain('Monatskarte für Mia Muster online bestellt');
    expect(audit.summary).toContain('Familienrabatt 15 %');
  });

  it('gives a 10er-Karte no discount, and a 10er-Karte does not make a membership the second', async () => {
    const p = await parent();
    const child = await addChild(p);
    const card = await tenCard();
    await placed(p, card.id);
    const cardDraft = await draftOf(p, card.id);
    expect(cardDraft.forWhom.map((person: { price: unknown }) => person.price)).toEqual([
      { listAmount: 120, discountPercent: null, discountAmount: 0, amount: 120 },
      { listAmount: 120, discountPercent: null, discountAmount: 0, amount: 120 },
    ]);
    const price = await monthly();
    expect((await draftOf(p, price.id)).forWhom[1].price).toEqual(FULL);
    // Even when the family holds a membership, a 10er-Karte for the child stays at full price.
    await placed(p, price.id);
    const childCard = await placed(p, card.id, child.id);
    expect(childCard).toMatchObject({ amount: 120, price: { discountPercent: null } });
    expect((await passesOf(p.id)).find((pass) => pass.familyMemberId === child.id && pass.passType === 'MULTI')!.familyDiscountPercent).toBeNull();
  });

  it('does not count a membership that has ended, been cancelled or whose contract ended before today', async () => {
    const p = await parent();
    const child = await addChild(p);
    const price = await monthly();
    // The office sold the parent a Monatskarte six weeks ago: it ran out before today.
    const old = await sell(p.id, price.id, { startDate: addBerlinDays(today(), -30) });
    await t.db.update(passes).set({ validUntil: addBerlinDays(today(), -1) }).where(eq(passes.id, old.id));
    expect((await draftOf(p, price.id)).forWhom[1].price).toEqual(FULL);

    // A current one, then cancelled by the office.
    const current = await sell(p.id, price.id);
    expect((await draftOf(p, price.id)).forWhom[1].price).toEqual(DISCOUNTED);
    expect((await admin.post(`/api/admin/passes/${current.id}/cancel`, { reason: 'Umzug' })).status).toBe(200);
    expect((await draftOf(p, price.id)).forWhom[1].price).toEqual(FULL);

    // A contract ordered online counts while it runs, even past its pass's charged validity, until its confirmed end.
    const contract = await placed(p, price.id);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, contract.orderId));
    await t.db.update(passes).set({ validUntil: addBerlinDays(today(), -1), validFrom: addBerlinDays(today(), -40) }).where(eq(passes.id, row.passId));
    expect((await draftOf(p, price.id)).forWhom[1].price).toEqual(DISCOUNTED);
    await t.db.update(orders).set({ endsOn: addBerlinDays(today(), -1) }).where(eq(orders.id, row.id));
    expect((await draftOf(p, price.id)).forWhom[1].price).toEqual(FULL);
    const childOrder = await placed(p, price.id, child.id);
    expect(childOrder.amount).toBe(59);
  });

  it('charges each later period of a discounted membership at the discounted price', async () => {
    const p = await parent();
    const child = await addChild(p);
    const price = await monthly();
    await placed(p, price.id);
    const childOrder = await placed(p, price.id, child.id);
    await t.db.transaction((tx) => chargeContractPeriods(tx, addMonths(today(), 2)));
    const later = await t.db.select().from(charges).where(eq(charges.orderId, childOrder.orderId)).orderBy(asc(charges.periodStart));
    expect(later.length).toBeGreaterThanOrEqual(3);
    expect(later.map((charge) => charge.amount)).toEqual(later.map(() => 50.15));
  });

  it('orders for one’s own live family member only: another account’s or a removed one is not found, and nothing is written', async () => {
    const p = await parent();
    const stranger = await parent();
    const theirs = await addChild(stranger, 'Fremd');
    const price = await monthly();
    const foreign = await order(p, price.id, theirs.id);
    expect(foreign.status).toBe(404);
    expect(foreign.json.error).toMatchObject({ code: 'FAMILY_MEMBER_NOT_FOUND', message: 'Dieses Familienmitglied wurde nicht gefunden.', fields: { familyMemberId: 'Dieses Familienmitglied wurde nicht gefunden.' } });

    const removed = await addChild(p, 'Lea');
    expect((await p.client.delete(`/api/me/family-members/${removed.id}`)).status).toBe(200);
    expect((await draftOf(p, price.id)).forWhom.map((person: { familyMemberId: string | null }) => person.familyMemberId)).toEqual([null]);
    const gone = await order(p, price.id, removed.id);
    expect(gone.status).toBe(404);
    expect(isGerman(gone.json.error.message)).toBe(true);
    const malformed = await order(p, price.id, 'kein-familienmitglied');
    expect(malformed.status).toBe(400);
    expect(malformed.json.error.fields.familyMemberId).toBe('Dieses Familienmitglied wurde nicht gefunden.');
    expect(await rowsOf(p.id)).toEqual({ passes: [], orders: [], payments: [], charges: [] });
  });

  it('decides two orders placed at the same moment one after the other: one full price, one discounted', async () => {
    const p = await parent();
    const first = await addChild(p, 'Ada');
    const second = await addChild(p, 'Ben');
    const price = await monthly();
    const [a, b] = await Promise.all([order(p, price.id, first.id), order(p, price.id, second.id)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([a.json.order.amount, b.json.order.amount].sort()).toEqual([50.15, 59]);
    const percents = (await passesOf(p.id)).map((pass) => pass.familyDiscountPercent);
    expect(percents.sort()).toEqual([15, null]);
  });
});

describe('the family discount on the office’s sale', () => {
  it('is shown before the sale and applied to it, for the second membership of a family only', async () => {
    const p = await parent();
    const child = await addChild(p);
    const price = await monthly();
    const card = await tenCard();
    const quote = (query: Record<string, string>) => admin.get(`/api/admin/pass-quote?${new URLSearchParams({ userId: p.id, priceId: price.id, startDate: today(), familyMemberId: '', ...query })}`);

    expect((await quote({ familyMemberId: child.id })).json).toEqual(FULL);
    await sell(p.id, price.id);
    expect((await quote({})).json).toEqual(FULL);
    expect((await quote({ familyMemberId: child.id })).json).toEqual(DISCOUNTED);
    expect((await quote({ familyMemberId: child.id, priceId: card.id })).json).toMatchObject({ discountPercent: null, amount: 120 });
    // A start after the parent's card has run out: no longer the second membership then.
    expect((await quote({ familyMemberId: child.id, startDate: addBerlinDays(today(), 45) })).json).toEqual(FULL);

    const bad = await quote({ familyMemberId: (await addChild(await parent())).id });
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields.familyMemberId).toBe('Dieses Familienmitglied gehört nicht zum gewählten Mitglied.');

    const sold = await sell(p.id, price.id, { familyMemberId: child.id });
    expect(sold).toMatchObject({ familyMemberName: 'Mia Muster', familyDiscountPercent: 15, payment: { amount: 50.15, status: 'completed' } });
    const soldCard = await sell(p.id, card.id, { familyMemberId: child.id });
    expect(soldCard).toMatchObject({ familyDiscountPercent: null, payment: { amount: 120 } });

    const [mail] = await t.db.select().from(mails).where(and(eq(mails.to, p.email), eq(mails.subject, 'Ihre Monatskarte für Mia Muster ist bereit')));
    expect(plain(mail.text)).toContain('Sie zahlen 50,15 €: 59,00 € abzüglich Familienrabatt 15 % (8,85 €)');
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, sold.id));
    expect(audit.summary).toContain('Familienrabatt 15 %');
  });

  it('lets an office sale and an online order of one family see each other', async () => {
    const p = await parent();
    const child = await addChild(p);
    const price = await monthly();
    const [online, desk] = await Promise.all([
      order(p, price.id),
      admin.post('/api/admin/passes', { userId: p.id, priceId: price.id, startDate: today(), paymentMethod: 'Bar', paid: false, familyMemberId: child.id }),
    ]);
    expect([online.status, desk.status]).toEqual([200, 200]);
    expect([online.json.order.amount, desk.json.pass.payment.amount].sort()).toEqual([50.15, 59]);
  });
});

describe('the invoice of a discounted membership', () => {
  const invoicesOf = (paymentId: string) => t.db.select().from(invoices).where(eq(invoices.paymentId, paymentId)).orderBy(asc(invoices.sequence));

  it('shows the list price and the discount as two lines with their VAT, totals equal to the payment; the Stornorechnung negates both', async () => {
    const p = await parent();
    const child = await addChild(p);
    const price = await monthly();
    await sell(p.id, price.id);
    const sold = await sell(p.id, price.id, { familyMemberId: child.id, paymentMethod: 'EC-Karte' });
    const [invoice] = await invoicesOf(sold.payment.id);
    expect(invoice.document.lines).toEqual([
      { description: 'Monatskarte', vatRate: 19, net: 49.58, vat: 9.42, gross: 59 },
      { description: 'Familienrabatt 15 %', vatRate: 19, net: -7.44, vat: -1.41, gross: -8.85 },
    ]);
    expect(invoice.document.totals).toEqual({ net: 42.14, vat: 8.01, gross: 50.15 });

    const res = await p.client.request('GET', `/api/me/invoices/${invoice.id}/pdf`);
    expect(res.status).toBe(200);
    const { text } = await extractText(await getDocumentProxy(res.bytes!), { mergePages: true });
    expect(text).toContain('Monatskarte');
    expect(text).toContain('59,00 €');
    expect(text).toContain('Familienrabatt 15 %');
    expect(text).toContain('-8,85 €');
    expect(text).toContain('42,14 €');
    expect(text).toContain('8,01 €');
    expect(text).toContain('50,15 €');
    const listed = (await p.client.get('/api/me/invoices')).json.invoices.find((row: { id: string }) => row.id === invoice.id);
    expect(listed).toMatchObject({ gross: 50.15, description: 'Monatskarte, Familienrabatt 15 %' });

    expect((await admin.post(`/api/admin/passes/${sold.id}/cancel`, { reason: 'Umzug' })).status).toBe(200);
    const [, storno] = await invoicesOf(sold.payment.id);
    expect(storno.document.lines).toEqual([
      { description: 'Monatskarte', vatRate: 19, net: -49.58, vat: -9.42, gross: -59 },
      { description: 'Familienrabatt 15 %', vatRate: 19, net: 7.44, vat: 1.41, gross: 8.85 },
    ]);
    expect(storno.document.totals).toEqual({ net: -42.14, vat: -8.01, gross: -50.15 });

    // The tax adviser's export carries the totals: the payment, not the list price.
    const csv = await admin.get(`/api/admin/invoices/export?year=${today().slice(0, 4)}`);
    expect(csv.text).toContain(`"${invoice.number}";"Rechnung";"${p.name}";42,14;8,01;50,15;"EC-Karte"`);
    expect(csv.text).toContain(`"${storno.number}";"Stornorechnung";"${p.name}";-42,14;-8,01;-50,15;"EC-Karte"`);
  });

  it('shows a later month of a discounted Jahresvertrag at its list price less the discount', async () => {
    const p = await parent();
    const child = await addChild(p);
    const price = await yearly();
    await placed(p, price.id);
    const childOrder = await placed(p, price.id, child.id);
    // 599,00 € less 15 % = 509,15 € for the first year; then a twelfth each month: 42,43 € instead of 49,92 €.
    expect(childOrder).toMatchObject({ amount: 509.15, contract: { monthlyAmountAfter: 42.43 } });
    await t.db.transaction((tx) => chargeContractPeriods(tx, addMonths(today(), 12)));
    const [month] = await t.db.select().from(charges).where(and(eq(charges.orderId, childOrder.orderId), eq(charges.periodStart, addMonths(today(), 12))));
    expect(month.amount).toBe(42.43);
    expect((await admin.patch(`/api/admin/payments/${month.paymentId}`, { status: 'completed' })).status).toBe(200);
    const [invoice] = await invoicesOf(month.paymentId);
    expect(invoice.document.lines.map((line) => [line.description, line.gross])).toEqual([
      [month.description, 49.92],
      ['Familienrabatt 15 %', -7.49],
    ]);
    expect(invoice.document.totals.gross).toBe(42.43);
  });
});
