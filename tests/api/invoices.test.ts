import { asc, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, payments } from '../../src/server/db/schema';
import { berlinToday } from '../../src/shared/time';
import { createAdmin, createPrice, createUser } from '../support/factories';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';

/*
 * Invoices (§ 14 UStG, GoBD): every completed payment has one, numbered per year without gaps; an issued
 * invoice never changes, and a payment that is no longer completed gets a Stornorechnung naming it.
 */
let t: TestApp;
let admin: TestClient;
const year = berlinToday().slice(0, 4);

const SELLER = {
  legalName: 'Sportzentrum Lindenau GmbH',
  street: 'Am Sportpark 12',
  postalCode: '04177',
  town: 'Lindenau',
  taxNumber: '231/114/50221',
  vatId: '',
  creditorId: 'DE98ZZZ09999999999',
  iban: 'DE02120300000000202051',
  bic: '',
  smallBusiness: false,
  prenotificationDays: 14,
  invoicePrefix: '',
};

beforeAll(async () => {
  t = await createTestApp({ API_BUDGET: 'off' });
  admin = await t.clientSignedInAs((await createAdmin(t.db)).id);
});
afterAll(() => t.close());

const invoicesOf = (paymentId: string) => t.db.select().from(invoices).where(eq(invoices.paymentId, paymentId)).orderBy(asc(invoices.sequence));
const member = () => createUser(t.db, { firstName: 'Rita', lastName: 'Rechnung', address: { street: 'Merseburger Straße 41', postalCode: '04177', town: 'Leipzig' } });
const recordPayment = async (userId: string, body: Record<string, unknown>) => {
  const res = await admin.post('/api/admin/payments', { userId, paymentMethod: 'Bar', ...body });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.payment.id as string;
};

describe('invoices', () => {
  it('wait for Zahlungsverkehr: payments completed before it is set up get their invoices, in order, once it is', async () => {
    const m = await member();
    const first = await recordPayment(m.id, { amount: 10, status: 'completed' });
    const second = await recordPayment(m.id, { amount: 20, status: 'completed' });
    expect(await invoicesOf(first)).toEqual([]);
    expect((await admin.put('/api/admin/payment-settings', SELLER)).status).toBe(200);
    expect((await invoicesOf(first)).map((i) => i.number)).toEqual([`${year}-00001`]);
    expect((await invoicesOf(second)).map((i) => i.number)).toEqual([`${year}-00002`]);
  });

  it('issues the sale of a pass with seller, buyer, service period and the VAT split to the cent', async () => {
    const m = await member();
    const price = await createPrice(t.db, { name: '10er-Karte', passType: 'MULTI', credits: 10, amount: 120, validityDays: 365 });
    const sold = await admin.post('/api/admin/passes', { userId: m.id, priceId: price.id, startDate: berlinToday(), paymentMethod: 'EC-Karte', paid: true });
    expect(sold.status).toBe(200);
    const [payment] = await t.db.select().from(payments).where(eq(payments.userId, m.id));
    const [invoice] = await invoicesOf(payment.id);
    expect(invoice.kind).toBe('invoice');
    expect(invoice.document).toMatchObject({
      number: invoice.number,
      issuedOn: berlinToday(),
      seller: { name: 'Sportzentrum Lindenau GmbH', street: 'Am Sportpark 12', postalCode: '04177', town: 'Lindenau', taxNumber: '231/114/50221' },
      buyer: { name: 'Rita Rechnung', street: 'Merseburger Straße 41', postalCode: '04177', town: 'Leipzig' },
      lines: [{ description: '10er-Karte', vatRate: 19, net: 100.84, vat: 19.16, gross: 120 }],
      servicePeriod: { from: sold.json.pass.validFrom, until: sold.json.pass.validUntil },
      totals: { net: 100.84, vat: 19.16, gross: 120 },
      vatNote: null,
      paymentMethod: 'EC-Karte',
      cancels: null,
    });

    // Cancelling the pass refunds the payment: a Stornorechnung with its own number names the invoice.
    expect((await admin.post(`/api/admin/passes/${sold.json.pass.id}/cancel`, { reason: 'Umzug' })).status).toBe(200);
    const [, storno] = await invoicesOf(payment.id);
    expect(storno).toMatchObject({ kind: 'cancellation', cancelsInvoiceId: invoice.id, sequence: invoice.sequence + 1 });
    expect(storno.document).toMatchObject({ totals: { net: -100.84, vat: -19.16, gross: -120 }, cancels: { number: invoice.number } });
  });

  it('cancels and reissues as a payment leaves and regains "bezahlt", never changing an issued one', async () => {
    const m = await member();
    const id = await recordPayment(m.id, { amount: 59, status: 'pending' });
    expect(await invoicesOf(id)).toEqual([]);
    await admin.patch(`/api/admin/payments/${id}`, { status: 'completed' });
    await admin.patch(`/api/admin/payments/${id}`, { status: 'pending' });
    await admin.patch(`/api/admin/payments/${id}`, { status: 'completed' });
    const issued = await invoicesOf(id);
    expect(issued.map((i) => i.kind)).toEqual(['invoice', 'cancellation', 'invoice']);
    expect(issued[1].cancelsInvoiceId).toBe(issued[0].id);
    expect(issued.map((i) => i.sequence)).toEqual([issued[0].sequence, issued[0].sequence + 1, issued[0].sequence + 2]);
    await expect(t.db.update(invoices).set({ number: 'X' }).where(eq(invoices.id, issued[0].id))).rejects.toThrow();
    await expect(t.db.delete(invoices).where(eq(invoices.id, issued[0].id))).rejects.toThrow();
  });

  it('shows no VAT for a small business or an exempt product, and says why', async () => {
    const m = await member();
    const exempt = await createPrice(t.db, { name: 'Präventionskurs', passType: 'SINGLE', amount: 90, validityDays: 70, vatRate: 0, vatExemptionNote: 'Steuerfrei nach § 4 Nr. 22 UStG' });
    const paid = await recordPayment(m.id, { amount: 90, status: 'completed', priceId: exempt.id });
    expect((await invoicesOf(paid))[0].document).toMatchObject({ totals: { net: 90, vat: 0, gross: 90 }, vatNote: 'Steuerfrei nach § 4 Nr. 22 UStG' });

    await admin.put('/api/admin/payment-settings', { ...SELLER, smallBusiness: true });
    const small = await recordPayment(m.id, { amount: 35, status: 'completed' });
    expect((await invoicesOf(small))[0].document).toMatchObject({ lines: [{ vatRate: 0 }], totals: { net: 35, vat: 0 }, vatNote: 'Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.' });
    await admin.put('/api/admin/payment-settings', SELLER);
  });

  it('numbers parallel payments consecutively, without a gap or a repeat', async () => {
    const m = await createUser(t.db);
    const before = (await t.db.select().from(invoices)).map((i) => i.sequence);
    const ids = await Promise.all(Array.from({ length: 50 }, (_, i) => recordPayment(m.id, { amount: 10 + i, status: 'completed' })));
    expect(ids).toHaveLength(50);
    const all = (await t.db.select().from(invoices)).map((i) => i.sequence).sort((a, b) => a - b);
    const last = Math.max(0, ...before);
    expect(all.slice(-50)).toEqual(Array.from({ length: 50 }, (_, i) => last + i + 1));
    expect(new Set(all).size).toBe(all.length);
  });

  it('lets the member list and download their own invoices as PDF, the same document every time', async () => {
    const m = await member();
    const id = await recordPayment(m.id, { amount: 59, status: 'completed', paymentMethod: 'Überweisung' });
    const [invoice] = await invoicesOf(id);
    const client = await t.clientSignedInAs(m.id);
    const listed = (await client.get('/api/me/invoices')).json.invoices;
    expect(listed).toEqual([{ id: invoice.id, number: invoice.number, kind: 'invoice', issuedAt: invoice.issuedAt.toISOString(), gross: 59, description: 'Zahlung' }]);

    const res = await client.request('GET', `/api/me/invoices/${invoice.id}/pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(`Rechnung-${invoice.number}.pdf`);
    const { text } = await extractText(await getDocumentProxy(res.bytes!), { mergePages: true });
    expect(text).toContain(`Rechnung ${invoice.number}`);
    expect(text).toContain('Sportzentrum Lindenau GmbH');
    expect(text).toContain('Merseburger Straße 41');
    expect(text).toContain('49,58 €');
    expect(text).toContain('9,42 €');
    expect(text).toContain('59,00 €');
    expect(text).toContain('Steuernummer 231/114/50221');

    // Someone else's invoice is not found for them.
    const stranger = await t.clientSignedInAs((await createUser(t.db)).id);
    expect((await stranger.request('GET', `/api/me/invoices/${invoice.id}/pdf`)).status).toBe(404);
  });

  it('lists a year for the office with its sums, and exports it as CSV for the tax adviser', async () => {
    const m = await member();
    const id = await recordPayment(m.id, { amount: 119, status: 'completed', paymentMethod: 'Überweisung' });
    await admin.patch(`/api/admin/payments/${id}`, { status: 'refunded' });
    const [invoice, storno] = await invoicesOf(id);

    const res = await admin.get(`/api/admin/invoices?year=${year}`);
    expect(res.status).toBe(200);
    expect(res.json.year).toBe(Number(year));
    expect(res.json.years).toContain(Number(year));
    const listed = res.json.invoices as { number: string; kind: string; net: number; vat: number; gross: number; memberName: string }[];
    expect(listed.map((i) => i.number)).toEqual([...listed.map((i) => i.number)].sort());
    expect(listed.find((i) => i.number === invoice.number)).toMatchObject({ kind: 'invoice', net: 100, vat: 19, gross: 119, memberName: 'Rita Rechnung' });
    expect(listed.find((i) => i.number === storno.number)).toMatchObject({ kind: 'cancellation', net: -100, vat: -19, gross: -119 });
    const sum = (key: 'net' | 'vat' | 'gross') => Math.round(listed.reduce((total, i) => total + i[key] * 100, 0)) / 100;
    expect(res.json.totals).toEqual({ net: sum('net'), vat: sum('vat'), gross: sum('gross') });

    const csv = await admin.get(`/api/admin/invoices/export?year=${year}`);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toContain(`rechnungen-${year}.csv`);
    const lines = csv.text.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('"Datum";"Nummer";"Art";"Mitglied";"Netto";"USt.";"Brutto";"Zahlungsart"');
    const germanToday = berlinToday().split('-').reverse().join('.');
    expect(lines).toContain(`"${germanToday}";"${storno.number}";"Stornorechnung";"Rita Rechnung";-100,00;-19,00;-119,00;"Überweisung"`);
    expect(lines).toHaveLength(listed.length + 1);

    expect((await admin.request('GET', `/api/admin/invoices/${invoice.id}/pdf`)).status).toBe(200);
    const memberClient = await t.clientSignedInAs(m.id);
    expect((await memberClient.get(`/api/admin/invoices?year=${year}`)).status).toBe(403);
    expect((await admin.get('/api/admin/invoices?year=abc')).status).toBe(400);
  });
});
