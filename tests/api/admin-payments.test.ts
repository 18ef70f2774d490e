import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/shared/money';
import { payments } from '../../src/server/db/schema';
import { berlinMonthBounds } from '../../src/server/modules/payments/admin-service';
import { createPayment, createPrice, createUser, type CreatedUser } from '../../src/server/db/factories';
import { auditEntriesFor, signedInClient, startAdminApp } from '../support/admin-app';
import type { TestApp, TestClient } from '../support/test-app';

/*
 * The office's Zahlungen screen: recording payments and changing their status (each with an audit entry),
 * which members see at once.
 */
let t: TestApp;
let admin: TestClient;
const ADMIN_EMAIL = 'zahlungen@example.de';

beforeAll(async () => ({ t, admin } = await startAdminApp(ADMIN_EMAIL)));
afterAll(() => t.close());

const memberClient = (user: CreatedUser) => signedInClient(t, user);

const auditFor = (entityId: string) => auditEntriesFor(t, entityId);

describe('admin payments', () => {
  it('sums completed payments, this Berlin month by payment date, and counts pending and completed', async () => {
    const before = (await admin.get('/api/admin/payments')).json.summary;
    const { start, end } = berlinMonthBounds();
    const member = await createUser(t.db);
    // First minute of the Berlin month (still the previous month in UTC): counted.
    await createPayment(t.db, { userId: member.id, amount: 10, status: 'completed', paidAt: new Date(start.getTime() + 60_000) });
    // Last minute of the previous Berlin month: not counted this month.
    await createPayment(t.db, { userId: member.id, amount: 20, status: 'completed', paidAt: new Date(start.getTime() - 60_000) });
    // Already the next Berlin month (still this month in UTC): not counted.
    await createPayment(t.db, { userId: member.id, amount: 40, status: 'completed', paidAt: new Date(end.getTime() + 30 * 60_000) });
    await createPayment(t.db, { userId: member.id, amount: 5.5, status: 'pending' });
    await createPayment(t.db, { userId: member.id, amount: 80, status: 'failed' });

    const { summary } = (await admin.get('/api/admin/payments')).json;
    expect(summary.totalCompleted).toBeCloseTo(before.totalCompleted + 70, 2);
    expect(summary.completedThisMonth).toBeCloseTo(before.completedThisMonth + 10, 2);
    expect(summary.pendingCount).toBe(before.pendingCount + 1);
    expect(summary.completedCount).toBe(before.completedCount + 3);
    expect(summary.currency).toBe('EUR');
  });

  it('lists payments newest first with member and price, pages with the total and filters by status', async () => {
    const member = await createUser(t.db, { firstName: 'Paula', lastName: 'Pager' });
    const price = await createPrice(t.db, { name: 'Monatskarte Test' });
    for (let i = 0; i < 3; i++) {
      await createPayment(t.db, { userId: member.id, amount: 30 + i, status: 'refunded', priceId: price.id, createdAt: new Date(`2031-01-0${i + 1}T10:00:00Z`) });
    }
    const first = await admin.get('/api/admin/payments?status=refunded&pageSize=2');
    expect(first.status).toBe(200);
    expect(first.json.total).toBe(3);
    expect(first.json.payments.map((p: { amount: number }) => p.amount)).toEqual([32, 31]);
    expect(first.json.payments[0]).toMatchObject({ member: { name: 'Paula Pager', email: member.email }, priceName: 'Monatskarte Test', currency: 'EUR', status: 'refunded' });
    const second = await admin.get('/api/admin/payments?status=refunded&pageSize=2&page=2');
    expect(second.json.payments.map((p: { amount: number }) => p.amount)).toEqual([30]);
    const all = (await admin.get('/api/admin/payments?pageSize=100')).json;
    expect(all.total).toBeGreaterThan(3);
    expect((await admin.get('/api/admin/payments?status=bezahlt')).json.error.fields.status).toBe('Bitte wählen Sie einen gültigen Status.');
  });

  it('finds members by e-mail for the dialog', async () => {
    const member = await createUser(t.db, { email: 'suche-zahlung@example.de' });
    const res = await admin.get('/api/admin/payments/members?q=suche-zahl');
    // Each with their family members, for 'Karte verkaufen' (none here).
    expect(res.json.members).toEqual([{ id: member.id, name: member.name, email: 'suche-zahlung@example.de', familyMembers: [] }]);
    expect((await admin.get('/api/admin/payments/members?q=s')).json.members).toEqual([]);
  });

  it('refuses invalid payments with German field messages and writes nothing', async () => {
    const member = await createUser(t.db);
    const count = async () => (await t.db.select().from(payments).where(eq(payments.userId, member.id))).length;
    const cases: [object, string, string][] = [
      [{ userId: member.id, amount: -1 }, 'amount', 'Der Betrag darf nicht negativ sein.'],
      [{ userId: member.id, amount: '12,345' }, 'amount', 'Der Betrag darf höchstens zwei Nachkommastellen haben.'],
      [{ userId: member.id, amount: 'zwölf' }, 'amount', 'Bitte geben Sie einen gültigen Betrag ein (z. B. 59,00).'],
      [{ userId: member.id, amount: '' }, 'amount', 'Bitte geben Sie einen Betrag ein.'],
      [{ userId: '', amount: 10 }, 'userId', 'Bitte wählen Sie ein Mitglied aus.'],
      [{ userId: 'unbekannt', amount: 10 }, 'userId', 'Das Mitglied wurde nicht gefunden.'],
      [{ userId: member.id, amount: 10, status: 'bezahlt' }, 'status', 'Bitte wählen Sie einen gültigen Status.'],
      [{ userId: member.id, amount: 10, priceId: crypto.randomUUID() }, 'priceId', 'Der Preis wurde nicht gefunden.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await admin.post('/api/admin/payments', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error.fields[field], JSON.stringify(body)).toBe(message);
    }
    expect(await count()).toBe(0);
  });

  it('records a payment, changes its status (paid_at set and cleared), audits both; the member sees it at once', async () => {
    const member = await createUser(t.db, { firstName: 'Max', lastName: 'Zahler' });
    const client = await memberClient(member);
    const openBefore = (await client.get('/api/me/overview')).json.openPayments;

    const created = await admin.post('/api/admin/payments', { userId: member.id, amount: '59,00', paymentMethod: 'Bar', status: 'pending' });
    expect(created.status).toBe(200);
    expect(created.json.message).toBe('Zahlung erfasst');
    const payment = created.json.payment;
    expect(payment).toMatchObject({ amount: 59, currency: 'EUR', paymentMethod: 'Bar', status: 'pending', paidAt: null });
    expect((await client.get('/api/me/payments')).json.payments).toEqual([expect.objectContaining({ id: payment.id, amount: 59, status: 'pending' })]);
    expect((await client.get('/api/me/overview')).json.openPayments).toBe(openBefore + 1);

    const completed = await admin.patch(`/api/admin/payments/${payment.id}`, { status: 'completed' });
    expect(completed.status).toBe(200);
    expect(completed.json.message).toBe('Status geändert');
    expect(completed.json.payment.paidAt).not.toBeNull();
    expect(Math.abs(Date.parse(completed.json.payment.paidAt) - Date.now())).toBeLessThan(60_000);
    expect((await client.get('/api/me/payments')).json.payments[0]).toMatchObject({ status: 'completed', paidAt: completed.json.payment.paidAt });

    const back = await admin.patch(`/api/admin/payments/${payment.id}`, { status: 'pending' });
    expect(back.json.payment).toMatchObject({ status: 'pending', paidAt: null });
    const [row] = await t.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row.paidAt).toBeNull();

    const amount = formatMoney(59, 'EUR');
    const summaries = (await auditFor(payment.id)).map((e) => e.summary);
    expect(summaries).toEqual([
      `Zahlung über ${amount} für Max Zahler erfasst`,
      `Status der Zahlung über ${amount} für Max Zahler auf Abgeschlossen geändert`,
      `Status der Zahlung über ${amount} für Max Zahler auf Ausstehend geändert`,
    ]);
    expect((await auditFor(payment.id))[0]).toMatchObject({ actorEmail: ADMIN_EMAIL, entity: 'payment', action: 'created' });

    // Recorded as completed straight away: paid now.
    const paid = await admin.post('/api/admin/payments', { userId: member.id, amount: 12.5, status: 'completed' });
    expect(paid.json.payment).toMatchObject({ status: 'completed', paymentMethod: null });
    expect(paid.json.payment.paidAt).not.toBeNull();
  });

  it('answers a malformed or unknown payment id with a German 404 and a bad status with 400', async () => {
    for (const id of ['123', crypto.randomUUID()]) {
      const res = await admin.patch(`/api/admin/payments/${id}`, { status: 'completed' });
      expect(res.status).toBe(404);
      expect(res.json.error.message).toBe('Die Zahlung wurde nicht gefunden.');
    }
    const payment = await createPayment(t.db);
    expect((await admin.patch(`/api/admin/payments/${payment.id}`, { status: 'bezahlt' })).status).toBe(400);
    expect((await admin.patch(`/api/admin/payments/${payment.id}`, {})).status).toBe(400);
  });
});
