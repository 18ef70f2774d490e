import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addBerlinDays, berlinToday } from '../../src/shared/time';
import { bookings, mails, passLedger, passes, payments, sessionWaitlist, sessions } from '../../src/server/db/schema';
import { createAdmin, createBooking, createCourse, createPrice, createSession, createTrainerWithUser, createUser, upsertSettings } from '../support/factories';
import { runPassUpkeep } from '../../src/server/modules/passes/upkeep';
import { auditEntriesFor } from '../support/admin-app';
import { isGerman } from '../support/german';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';

/*
 * Passes and memberships: what the office sells is a balance of entries, kept as an append-only ledger,
 * and a booking draws on it in the booking's own transaction. Every rule is checked through the API a
 * member or the office uses, and against the rows the database keeps.
 */
let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  // The office and the members make many requests in quick succession: only the rules may answer here
  // (the request budget has its own tests).
  t = await createTestApp({ API_BUDGET: 'off' });
  admin = await t.clientSignedInAs((await createAdmin(t.db)).id);
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const today = () => berlinToday();

async function member() {
  const user = await createUser(t.db);
  return { ...user, client: await t.clientSignedInAs(user.id) };
}
type Member = Awaited<ReturnType<typeof member>>;

const tenCard = () => createPrice(t.db, { name: '10er-Karte', passType: 'MULTI', credits: 10, amount: 120, validityDays: 365 });
const monthly = () => createPrice(t.db, { name: 'Monatskarte', passType: 'MONTHLY', amount: 59, validityDays: 30 });

async function sell(m: { id: string }, priceId: string, overrides: Record<string, unknown> = {}) {
  const res = await admin.post('/api/admin/passes', { userId: m.id, priceId, startDate: today(), paymentMethod: 'Bar', paid: true, ...overrides });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.pass as { id: string; balance: number | null; validUntil: string; entries: { kind: string; delta: number }[] };
}

async function sessionIn(ms: number, overrides: { courseId?: string; capacity?: number } = {}) {
  const course = overrides.courseId ? { id: overrides.courseId } : await createCourse(t.db, { maxParticipants: overrides.capacity ?? 5 });
  return createSession(t.db, { courseId: course.id, startTime: new Date(Date.now() + ms) });
}

const book = (m: Member, sessionId: string) => m.client.post('/api/bookings', { sessionId });
const bookingOf = async (userId: string, sessionId: string) =>
  (await t.db.select().from(bookings).where(and(eq(bookings.userId, userId), eq(bookings.sessionId, sessionId))))[0];
const cancel = async (m: Member, sessionId: string) => m.client.post(`/api/bookings/${(await bookingOf(m.id, sessionId)).id}/cancel`);
const balanceOf = async (passId: string) => (await t.db.select({ balance: passes.balance }).from(passes).where(eq(passes.id, passId)))[0].balance;
const ledgerSum = async (passId: string) =>
  Number((await t.db.select({ sum: sql<string>`coalesce(sum(${passLedger.delta}), 0)` }).from(passLedger).where(eq(passLedger.passId, passId)))[0].sum);
const option = async (m: Member, sessionId: string) => (await m.client.get(`/api/sessions/${sessionId}/booking-option`)).json;

beforeEach(() =>
  upsertSettings(t.db, { cancellationDeadlineHours: 0, passRequired: false, trialWithoutPass: false, lateCancellation: 'refuse', noShowForfeits: true, noShowBlockAfter: null, noShowBlockDays: null, waitlistMode: 'notify_all' }),
);

describe('Karte verkaufen', () => {
  it('writes the pass, its payment, the entries bought and the audit entry, and mails the member', async () => {
    const m = await member();
    const price = await tenCard();
    const pass = await sell(m, price.id);
    expect(pass).toMatchObject({ productName: '10er-Karte', passType: 'MULTI', credits: 10, balance: 10, state: 'active', validFrom: today(), validUntil: addBerlinDays(today(), 364) });
    expect(pass.entries).toMatchObject([{ kind: 'purchase', delta: 10, balance: 10 }]);
    const [payment] = await t.db.select().from(payments).where(eq(payments.userId, m.id));
    expect(payment).toMatchObject({ amount: 120, status: 'completed', paymentMethod: 'Bar', priceId: price.id });
    expect((await auditEntriesFor(t, pass.id))[0].summary).toContain('10er-Karte');
    expect(await t.db.select().from(mails).where(and(eq(mails.to, m.email), eq(mails.template, 'pass-sold')))).toHaveLength(1);
    const mine = (await m.client.get('/api/me/passes')).json.passes;
    expect(mine).toMatchObject([{ id: pass.id, balance: 10, credits: 10, state: 'active' }]);
  });

  it('sells an open (unpaid) pass as a pending payment', async () => {
    const m = await member();
    await sell(m, (await monthly()).id, { paid: false, paymentMethod: 'Überweisung' });
    expect((await t.db.select().from(payments).where(eq(payments.userId, m.id)))[0]).toMatchObject({ status: 'pending', paidAt: null });
  });

  it('refuses bad input with German messages at the fields and writes nothing', async () => {
    const m = await member();
    const before = (await t.db.select().from(passes)).length;
    const bad = await admin.post('/api/admin/passes', { userId: m.id, priceId: 'x', startDate: '2026-02-31', paymentMethod: 'Gold', paid: true });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.error.fields).sort()).toEqual(['paymentMethod', 'priceId', 'startDate']);
    for (const message of Object.values(bad.json.error.fields) as string[]) expect(isGerman(message)).toBe(true);
    const inactive = await createPrice(t.db, { isActive: false });
    const refused = await admin.post('/api/admin/passes', { userId: m.id, priceId: inactive.id, startDate: today(), paymentMethod: 'Bar', paid: true });
    expect(refused.json.error.fields).toEqual({ priceId: 'Dieses Produkt wird nicht mehr angeboten.' });
    expect((await t.db.select().from(passes)).length).toBe(before);
    expect(await t.db.select().from(payments).where(eq(payments.userId, m.id))).toEqual([]);
  });
});

describe('booking draws on a pass', () => {
  it('takes one entry in the booking, gives it back on a cancellation in time, and says so before the tap', async () => {
    const m = await member();
    const pass = await sell(m, (await tenCard()).id);
    const session = await sessionIn(2 * DAY);
    expect(await option(m, session.id)).toEqual({ payment: 'pass', label: 'Wird von Ihrer 10er-Karte abgebucht (noch 10 Eintritte)' });
    expect((await book(m, session.id)).json.status).toBe('confirmed');
    expect(await bookingOf(m.id, session.id)).toMatchObject({ payment: 'pass', passId: pass.id });
    expect(await balanceOf(pass.id)).toBe(9);
    expect((await m.client.get('/api/me/passes')).json.passes[0].entries.map((e: { kind: string; balance: number }) => [e.kind, e.balance])).toEqual([
      ['purchase', 10],
      ['booking', 9],
    ]);
    const cancelled = await cancel(m, session.id);
    expect(cancelled.json.message).toBe('Ihre Buchung wurde storniert. Der Eintritt wurde Ihrer 10er-Karte gutgeschrieben (noch 10).');
    expect(await balanceOf(pass.id)).toBe(10);
    expect(await ledgerSum(pass.id)).toBe(10);
  });

  it('uses a membership before a 10er-Karte, and among counted passes the one that runs out first', async () => {
    const m = await member();
    const later = await sell(m, (await tenCard()).id);
    const sooner = await sell(m, (await createPrice(t.db, { name: '5er-Karte', passType: 'MULTI', credits: 5, validityDays: 60 })).id);
    const first = await sessionIn(DAY);
    expect((await option(m, first.id)).label).toBe('Wird von Ihrer 5er-Karte abgebucht (noch 5 Eintritte)');
    await book(m, first.id);
    expect([await balanceOf(sooner.id), await balanceOf(later.id)]).toEqual([4, 10]);
    const membership = await sell(m, (await monthly()).id);
    const second = await sessionIn(DAY);
    const until = addBerlinDays(today(), 29).split('-').reverse().join('.');
    expect((await option(m, second.id)).label).toBe(`Mit Ihrer Monatskarte (gültig bis ${until})`);
    await book(m, second.id);
    expect(await bookingOf(m.id, second.id)).toMatchObject({ passId: membership.id });
    expect([await balanceOf(sooner.id), await balanceOf(later.id), await balanceOf(membership.id)]).toEqual([4, 10, null]);
    // The membership's history shows the booking too, with no balance.
    const rows = await t.db.select().from(passLedger).where(eq(passLedger.passId, membership.id));
    expect(rows.map((row) => [row.kind, row.delta])).toEqual([
      ['purchase', 0],
      ['booking', 0],
    ]);
  });

  it('draws a course-bound pass only for its course, and never one outside its validity', async () => {
    const m = await member();
    const yoga = await createCourse(t.db);
    const bound = await sell(m, (await createPrice(t.db, { name: 'Yoga-Karte', passType: 'MULTI', credits: 3, validityDays: 10, courseId: yoga.id })).id);
    const other = await sessionIn(DAY);
    expect((await option(m, other.id)).payment).toBe('on_site');
    await book(m, other.id);
    expect(await bookingOf(m.id, other.id)).toMatchObject({ payment: 'on_site', passId: null });
    const yogaSession = await sessionIn(DAY, { courseId: yoga.id });
    await book(m, yogaSession.id);
    expect(await bookingOf(m.id, yogaSession.id)).toMatchObject({ passId: bound.id });
    // After the last valid day (day 10 ends at midnight Berlin time) it is not used.
    const afterValidity = await sessionIn(11 * DAY, { courseId: yoga.id });
    expect((await option(m, afterValidity.id)).payment).toBe('on_site');
  });

  it('refuses a member without a valid pass where the centre demands one, and does not queue them', async () => {
    await upsertSettings(t.db, { passRequired: true });
    const m = await member();
    const session = await sessionIn(DAY, { capacity: 1 });
    expect(await option(m, session.id)).toEqual({ payment: 'pass_required', label: 'Für diese Buchung brauchen Sie eine gültige Karte oder Mitgliedschaft.' });
    const refused = await book(m, session.id);
    expect(refused.status).toBe(409);
    expect(refused.json.error).toEqual({ code: 'PASS_REQUIRED', message: 'Für diese Buchung brauchen Sie eine gültige Karte oder Mitgliedschaft.' });
    // A full session: no place on the waiting list either.
    const holder = await member();
    await sell(holder, (await tenCard()).id);
    expect((await book(holder, session.id)).json.status).toBe('confirmed');
    expect((await book(m, session.id)).json.error.code).toBe('PASS_REQUIRED');
    expect(await t.db.select().from(bookings).where(eq(bookings.userId, m.id))).toEqual([]);
  });

  it('queues for a full session, where the centre demands a pass, only whoever could book the place once it is free', async () => {
    await upsertSettings(t.db, { passRequired: true, trialWithoutPass: true });
    const session = await sessionIn(DAY, { capacity: 1 });
    const holder = await member();
    await sell(holder, (await tenCard()).id);
    expect((await book(holder, session.id)).json.status).toBe('confirmed');
    // A valid pass of their own, or the free trial not yet used: on the waiting list.
    const withPass = await member();
    await sell(withPass, (await monthly()).id);
    expect((await book(withPass, session.id)).json).toMatchObject({ status: 'waitlist', position: 1 });
    const trialLeft = await member();
    expect((await book(trialLeft, session.id)).json).toMatchObject({ status: 'waitlist', position: 2 });
    // The trial used up (a booking of another session paid as trial), and no pass: refused, not queued.
    const trialUsed = await member();
    expect((await book(trialUsed, (await sessionIn(2 * DAY)).id)).json.status).toBe('confirmed');
    expect((await book(trialUsed, session.id)).json.error.code).toBe('PASS_REQUIRED');
    // A pass bound to another course does not count.
    const elsewhere = await member();
    const otherCourse = await createCourse(t.db);
    await sell(elsewhere, (await createPrice(t.db, { name: 'Yoga-Karte', passType: 'MULTI', credits: 5, amount: 60, validityDays: 90, courseId: otherCourse.id })).id);
    await book(elsewhere, (await sessionIn(3 * DAY)).id); // the trial, used
    expect((await book(elsewhere, session.id)).json.error.code).toBe('PASS_REQUIRED');
    expect(await t.db.select().from(sessionWaitlist).where(eq(sessionWaitlist.sessionId, session.id))).toHaveLength(2);
  });

  it('gives a member without a pass one free trial, once, where the centre offers it', async () => {
    await upsertSettings(t.db, { passRequired: true, trialWithoutPass: true });
    const m = await member();
    const [first, second] = [await sessionIn(DAY), await sessionIn(2 * DAY)];
    expect(await option(m, first.id)).toEqual({ payment: 'trial', label: 'Probetraining (kostenlos)' });
    expect((await book(m, first.id)).json.status).toBe('confirmed');
    expect((await bookingOf(m.id, first.id)).payment).toBe('trial');
    expect((await book(m, second.id)).json.error.code).toBe('PASS_REQUIRED');
    // Cancelled in time, the trial is there again.
    await cancel(m, first.id);
    expect((await book(m, second.id)).json.status).toBe('confirmed');
    expect((await bookingOf(m.id, second.id)).payment).toBe('trial');
  });

  it('marks bookings without a pass as paid at the door where no pass is demanded', async () => {
    const m = await member();
    const session = await sessionIn(DAY);
    expect(await option(m, session.id)).toEqual({ payment: 'on_site', label: 'Zahlung vor Ort' });
    await book(m, session.id);
    expect(await bookingOf(m.id, session.id)).toMatchObject({ payment: 'on_site', passId: null });
  });

  it('lets exactly one of many simultaneous bookings of different sessions take a last entry', async () => {
    await upsertSettings(t.db, { passRequired: true });
    const m = await member();
    const pass = await sell(m, (await createPrice(t.db, { name: 'Einzeleintritt', passType: 'SINGLE', validityDays: 30 })).id);
    expect(pass.balance).toBe(1);
    const many = await Promise.all(Array.from({ length: 20 }, (_, i) => sessionIn(DAY + i * HOUR)));
    const answers = await Promise.all(many.map((session) => book(m, session.id)));
    expect(answers.filter((res) => res.status === 200 && res.json.status === 'confirmed')).toHaveLength(1);
    const refused = answers.filter((res) => res.status === 409);
    expect(refused).toHaveLength(19);
    for (const res of refused) expect(res.json.error.code).toBe('PASS_REQUIRED');
    expect(await balanceOf(pass.id)).toBe(0);
    expect(await ledgerSum(pass.id)).toBe(0);
  });
});

describe('cancellations after the deadline', () => {
  async function bookedLate() {
    await upsertSettings(t.db, { cancellationDeadlineHours: 12 });
    const m = await member();
    const pass = await sell(m, (await tenCard()).id);
    const session = await sessionIn(6 * HOUR);
    await book(m, session.id);
    return { m, pass, session };
  }

  it("are refused under 'Stornierung ablehnen', keeping the booking and the entry", async () => {
    const { m, pass, session } = await bookedLate();
    expect((await cancel(m, session.id)).json.error.code).toBe('CANCELLATION_DEADLINE_PASSED');
    expect(await balanceOf(pass.id)).toBe(9);
  });

  it("are taken under 'Stornierung erlauben, Eintritt verfällt', with the entry forfeited", async () => {
    const { m, pass, session } = await bookedLate();
    await upsertSettings(t.db, { lateCancellation: 'forfeit' });
    const res = await cancel(m, session.id);
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('Ihre Buchung wurde storniert. Da die Stornofrist abgelaufen war, verfällt der Eintritt Ihrer 10er-Karte.');
    expect(await balanceOf(pass.id)).toBe(9);
    expect((await t.db.select().from(sessions).where(eq(sessions.id, session.id)))[0].currentParticipants).toBe(0);
    const rows = await t.db.select().from(passLedger).where(eq(passLedger.passId, pass.id));
    expect(rows.map((row) => [row.kind, row.delta])).toContainEqual(['late_cancel', 0]);
  });
});

describe('the studio cancels a session', () => {
  it('gives every drawn entry back and says so in the mail', async () => {
    const [a, b] = [await member(), await member()];
    const [passA] = [await sell(a, (await tenCard()).id)];
    const session = await sessionIn(DAY);
    await book(a, session.id);
    await book(b, session.id);
    expect((await admin.post(`/api/admin/sessions/${session.id}/cancel`, { reason: 'Trainerin krank' })).status).toBe(200);
    expect(await balanceOf(passA.id)).toBe(10);
    const [mailA] = await t.db.select().from(mails).where(and(eq(mails.to, a.email), eq(mails.template, 'session-cancelled')));
    expect(mailA.text).toContain('Der Eintritt wurde Ihrer 10er-Karte wieder gutgeschrieben (noch 10 Eintritte).');
    const [mailB] = await t.db.select().from(mails).where(and(eq(mails.to, b.email), eq(mails.template, 'session-cancelled')));
    expect(mailB.text).not.toContain('gutgeschrieben');
  });
});

describe('the office: Korrektur, Stornieren, Pausieren', () => {
  it('corrects entries either way with a reason, audited, never below zero', async () => {
    const m = await member();
    const pass = await sell(m, (await tenCard()).id);
    const res = await admin.post(`/api/admin/passes/${pass.id}/correction`, { delta: -3, reason: 'Drei Besuche auf Papier' });
    expect(res.json.pass.balance).toBe(7);
    expect(res.json.pass.entries.at(-1)).toMatchObject({ kind: 'correction', delta: -3, reason: 'Drei Besuche auf Papier', balance: 7 });
    expect((await auditEntriesFor(t, pass.id)).map((e) => e.summary)).toContainEqual(expect.stringContaining('Korrektur -3'));
    const below = await admin.post(`/api/admin/passes/${pass.id}/correction`, { delta: -8, reason: 'zu viel' });
    expect(below.status).toBe(400);
    expect(below.json.error.fields.delta).toBe('So viele Eintritte hat die Karte nicht: Es sind noch 7.');
    const noReason = await admin.post(`/api/admin/passes/${pass.id}/correction`, { delta: 1, reason: ' ' });
    expect(noReason.json.error.fields).toEqual({ reason: 'Bitte geben Sie einen Grund an.' });
    expect(await balanceOf(pass.id)).toBe(7);
  });

  it('cancels a pass: the rest is void, the payment refunded, and it is never drawn again', async () => {
    const m = await member();
    const pass = await sell(m, (await tenCard()).id);
    const res = await admin.post(`/api/admin/passes/${pass.id}/cancel`, { reason: 'Umzug' });
    expect(res.json.pass).toMatchObject({ state: 'cancelled', balance: 0 });
    expect((await t.db.select().from(payments).where(eq(payments.userId, m.id)))[0].status).toBe('refunded');
    const session = await sessionIn(DAY);
    await book(m, session.id);
    expect((await bookingOf(m.id, session.id)).payment).toBe('on_site');
    expect((await admin.post(`/api/admin/passes/${pass.id}/cancel`, { reason: 'nochmal' })).status).toBe(409);
  });

  it('pauses a pass: bookings inside the pause are cancelled with their entries back, and the validity grows', async () => {
    const m = await member();
    const pass = await sell(m, (await tenCard()).id);
    const inside = await sessionIn(3 * DAY);
    const outside = await sessionIn(10 * DAY);
    await book(m, inside.id);
    await book(m, outside.id);
    expect(await balanceOf(pass.id)).toBe(8);
    const from = addBerlinDays(today(), 2);
    const to = addBerlinDays(today(), 5);
    const res = await admin.post(`/api/admin/passes/${pass.id}/pause`, { startsOn: from, endsOn: to, reason: 'Knieverletzung' });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.pass).toMatchObject({ balance: 9, validUntil: addBerlinDays(pass.validUntil, 4), pause: { startsOn: from, endsOn: to } });
    expect((await bookingOf(m.id, inside.id)).status).toBe('cancelled');
    expect((await bookingOf(m.id, outside.id)).status).toBe('confirmed');
    const [mail] = await t.db.select().from(mails).where(and(eq(mails.to, m.email), eq(mails.template, 'pass-paused')));
    expect(mail.text).toContain('Knieverletzung');
    // During the pause, the pass pays for nothing.
    const during = await sessionIn(4 * DAY);
    expect((await option(m, during.id)).payment).toBe('on_site');
    const overlap = await admin.post(`/api/admin/passes/${pass.id}/pause`, { startsOn: to, endsOn: addBerlinDays(to, 2), reason: 'nochmal' });
    expect(overlap.status).toBe(409);
  });
});

describe('the database keeps the ledger honest', () => {
  it('refuses to change or delete a ledger row, to set a balance by hand, or to go below zero', async () => {
    const m = await member();
    const pass = await sell(m, (await tenCard()).id);
    await expect(t.db.update(passLedger).set({ delta: 99 }).where(eq(passLedger.passId, pass.id))).rejects.toThrow();
    await expect(t.db.delete(passLedger).where(eq(passLedger.passId, pass.id))).rejects.toThrow();
    await expect(t.db.update(passes).set({ balance: 50 }).where(eq(passes.id, pass.id))).rejects.toThrow();
    await expect(t.db.insert(passLedger).values({ passId: pass.id, kind: 'correction', delta: -11, reason: 'zu viel' })).rejects.toThrow();
    expect(await balanceOf(pass.id)).toBe(10);
  });

  it('lets a booking draw at most one entry', async () => {
    const m = await member();
    const pass = await sell(m, (await tenCard()).id);
    const session = await sessionIn(DAY);
    await book(m, session.id);
    const booking = await bookingOf(m.id, session.id);
    await expect(t.db.insert(passLedger).values({ passId: pass.id, kind: 'booking', delta: -1, bookingId: booking.id })).rejects.toThrow();
    expect(await balanceOf(pass.id)).toBe(9);
  });
});

describe('moving up from the waiting list', () => {
  it("the office's promotion draws on the pass like a booking", async () => {
    const [holder, queued] = [await member(), await member()];
    const pass = await sell(queued, (await tenCard()).id);
    const session = await sessionIn(DAY, { capacity: 1 });
    await book(holder, session.id);
    expect((await book(queued, session.id)).json.status).toBe('waitlist');
    await cancel(holder, session.id);
    const promoted = await admin.post('/api/admin/waitlist/promote', { sessionId: session.id });
    expect(promoted.status, JSON.stringify(promoted.json)).toBe(200);
    expect(await bookingOf(queued.id, session.id)).toMatchObject({ status: 'confirmed', passId: pass.id });
    expect(await balanceOf(pass.id)).toBe(9);
  });
});

describe('the upkeep: expiry, no-shows and the member reminders', () => {
  const upkeep = () => runPassUpkeep(t.db, 'http://localhost:3000');
  const mailsOf = (to: string, template: string) => t.db.select().from(mails).where(and(eq(mails.to, to), eq(mails.template, template)));

  it('lets the rest of an expired pass lapse, once', async () => {
    const m = await member();
    const price = await createPrice(t.db, { name: '10er-Karte', passType: 'MULTI', credits: 10, validityDays: 10 });
    const pass = await sell(m, price.id, { startDate: addBerlinDays(today(), -20) });
    expect(pass.validUntil).toBe(addBerlinDays(today(), -11));
    await upkeep();
    await upkeep();
    const rows = await t.db.select().from(passLedger).where(eq(passLedger.passId, pass.id));
    expect(rows.map((row) => [row.kind, row.delta])).toEqual([
      ['purchase', 10],
      ['expiry', -10],
    ]);
    expect((await m.client.get('/api/me/passes')).json.passes[0]).toMatchObject({ state: 'expired', balance: 0 });
  });

  it('mails once that a pass with entries left runs out within a week, and once that one entry is left', async () => {
    const m = await member();
    const price = await createPrice(t.db, { name: '10er-Karte', passType: 'MULTI', credits: 10, validityDays: 30 });
    const pass = await sell(m, price.id, { startDate: addBerlinDays(today(), -25) });
    await upkeep();
    await upkeep();
    const [reminder, ...more] = await mailsOf(m.email, 'pass-expiring');
    expect(more).toEqual([]);
    expect(reminder.text).toContain('noch 10 Eintritte');
    await admin.post(`/api/admin/passes/${pass.id}/correction`, { delta: -9, reason: 'Test' });
    await upkeep();
    await upkeep();
    expect(await mailsOf(m.email, 'pass-last-entry')).toHaveLength(1);
  });

  it('settles a no-show once the attendance window has closed: kept used, or given back where the centre says so', async () => {
    for (const forfeits of [true, false]) {
      await upsertSettings(t.db, { noShowForfeits: forfeits });
      const m = await member();
      const pass = await sell(m, (await tenCard()).id);
      const session = await sessionIn(DAY);
      await book(m, session.id);
      const booking = await bookingOf(m.id, session.id);
      await t.db.update(bookings).set({ status: 'no_show' }).where(eq(bookings.id, booking.id));
      // Still inside the window: nothing settled yet.
      await t.db.update(sessions).set({ startTime: new Date(Date.now() - HOUR), endTime: new Date(Date.now() - HOUR / 2) }).where(eq(sessions.id, session.id));
      await upkeep();
      expect(await balanceOf(pass.id)).toBe(9);
      await t.db.update(sessions).set({ startTime: new Date(Date.now() - 2 * DAY), endTime: new Date(Date.now() - 2 * DAY + HOUR) }).where(eq(sessions.id, session.id));
      await upkeep();
      await upkeep();
      expect(await balanceOf(pass.id)).toBe(forfeits ? 9 : 10);
      const rows = await t.db.select().from(passLedger).where(and(eq(passLedger.passId, pass.id), eq(passLedger.kind, 'no_show')));
      expect(rows).toHaveLength(1);
    }
  });
});

describe('what others see of passes', () => {
  it('the trainer sees how each participant pays, the dashboard counts memberships and passes running out', async () => {
    const { user, trainer } = await createTrainerWithUser(t.db);
    const trainerClient = await t.clientSignedInAs(user.id);
    const before = (await admin.get('/api/admin/stats')).json;
    const [withCard, withMembership, atTheDoor] = [await member(), await member(), await member()];
    await sell(withCard, (await createPrice(t.db, { name: '10er-Karte', passType: 'MULTI', credits: 10, validityDays: 5 })).id);
    await sell(withMembership, (await monthly()).id);
    const session = await createSession(t.db, { courseId: (await createCourse(t.db)).id, trainerId: trainer.id, startTime: new Date(Date.now() + DAY) });
    for (const m of [withCard, withMembership, atTheDoor]) await book(m, session.id);
    const list = (await trainerClient.get(`/api/trainer/sessions/${session.id}`)).json.participants as { email: string; payment: string }[];
    expect(Object.fromEntries(list.map((p) => [p.email, p.payment]))).toEqual({
      [withCard.email]: '10er-Karte',
      [withMembership.email]: 'Monatskarte',
      [atTheDoor.email]: 'Zahlung vor Ort',
    });
    const after = (await admin.get('/api/admin/stats')).json;
    expect(after.activeMemberships - before.activeMemberships).toBe(1);
    expect(after.passesExpiringSoon - before.passesExpiringSoon).toBe(1);
  });

  it("the member's data export holds their passes with the ledger, and deleting the account keeps them", async () => {
    const m = await member();
    const pass = await sell(m, (await tenCard()).id);
    const session = await sessionIn(2 * DAY);
    await book(m, session.id);
    const exported = (await m.client.get('/api/me/export')).json;
    expect(exported.passes).toMatchObject([{ id: pass.id, balance: 9, entries: [{ kind: 'purchase' }, { kind: 'booking', session: { id: session.id } }] }]);
    expect((await m.client.post('/api/me/delete', { password: m.password })).status).toBe(200);
    // The future booking is released and its entry returned; the pass and its ledger stay for the books.
    expect(await balanceOf(pass.id)).toBe(10);
    expect((await t.db.select().from(passLedger).where(eq(passLedger.passId, pass.id))).map((row) => row.kind)).toEqual(['purchase', 'booking', 'cancel_in_time']);
  });
});

describe('Buchungssperre nach Fehlterminen', () => {
  async function missed(m: Member, daysAgo: number[]) {
    for (const days of daysAgo) {
      const session = await createSession(t.db, { startTime: new Date(Date.now() - days * DAY) });
      await createBooking(t.db, { userId: m.id, sessionId: session.id, status: 'no_show' });
    }
  }
  const berlin = (at: Date) =>
    `${new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric' }).format(at)}, ${new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit' }).format(at)} Uhr`;

  it('refuses booking and queueing for M days after the Nth no-show within 30 days, saying until when', async () => {
    await upsertSettings(t.db, { noShowBlockAfter: 2, noShowBlockDays: 7 });
    const m = await member();
    await missed(m, [20, 2]);
    const [last] = await t.db.select({ start: sessions.startTime }).from(sessions).innerJoin(bookings, eq(bookings.sessionId, sessions.id)).where(eq(bookings.userId, m.id)).orderBy(sql`${sessions.startTime} desc`).limit(1);
    const until = new Date(last.start.getTime() + 7 * DAY);
    const refused = await book(m, (await sessionIn(DAY)).id);
    expect(refused.status).toBe(409);
    expect(refused.json.error).toEqual({
      code: 'BOOKING_BLOCKED',
      message: `Nach mehreren nicht wahrgenommenen Terminen ist das Buchen vorübergehend gesperrt. Sie können wieder ab ${berlin(until)} buchen.`,
    });
    const full = await sessionIn(DAY, { capacity: 1 });
    await book(await member(), full.id);
    expect((await book(m, full.id)).json.error.code).toBe('BOOKING_BLOCKED');
    // The office sees the block and lifts it (audited); the member books again.
    const listed = (await admin.get(`/api/admin/users?q=${encodeURIComponent(m.email)}`)).json.users[0];
    expect(listed.bookingBlockedUntil).toBe(until.toISOString());
    const lifted = await admin.delete(`/api/admin/users/${m.id}/booking-block`);
    expect(lifted.json).toMatchObject({ message: 'Buchungssperre aufgehoben', user: { bookingBlockedUntil: null } });
    expect((await auditEntriesFor(t, m.id)).map((e) => e.summary)).toContainEqual(expect.stringContaining('Buchungssperre'));
    expect((await book(m, (await sessionIn(DAY)).id)).json.status).toBe('confirmed');
    expect((await admin.delete(`/api/admin/users/${m.id}/booking-block`)).status).toBe(409);
  });

  it('does not block for fewer misses, misses spread over more than 30 days, or a block that has run out', async () => {
    await upsertSettings(t.db, { noShowBlockAfter: 2, noShowBlockDays: 7 });
    const [one, spread, over] = [await member(), await member(), await member()];
    await missed(one, [1]);
    await missed(spread, [45, 2]);
    await missed(over, [12, 10]);
    for (const m of [one, spread, over]) expect((await book(m, (await sessionIn(DAY)).id)).json.status).toBe('confirmed');
  });

  it('keeps the two numbers of the block together in Einstellungen', async () => {
    const res = await admin.get('/api/admin/settings');
    const values = { ...res.json.settings, noShowBlockAfter: 3, noShowBlockDays: null };
    delete values.updatedAt;
    const refused = await admin.put('/api/admin/settings', values);
    expect(refused.status).toBe(400);
    expect(refused.json.error.fields).toEqual({ noShowBlockDays: 'Bitte füllen Sie beide Felder der Buchungssperre aus oder lassen Sie beide leer.' });
  });
});

describe("Warteliste: 'Automatisch nachrücken'", () => {
  const mailsOf = (to: string, template: string) => t.db.select().from(mails).where(and(eq(mails.to, to), eq(mails.template, template)));
  const entriesOf = (sessionId: string) => t.db.select().from(sessionWaitlist).where(eq(sessionWaitlist.sessionId, sessionId));

  it('gives a freed place to the first in line who can book it, drawing their pass, and tells the one skipped why', async () => {
    await upsertSettings(t.db, { waitlistMode: 'auto', passRequired: true });
    const [holder, first, second] = [await member(), await member(), await member()];
    await sell(holder, (await tenCard()).id);
    const firstPass = await sell(first, (await tenCard()).id);
    const secondPass = await sell(second, (await tenCard()).id);
    const session = await sessionIn(2 * DAY, { capacity: 1 });
    await book(holder, session.id);
    expect((await book(first, session.id)).json).toMatchObject({ status: 'waitlist', message: expect.stringContaining('rücken automatisch nach') });
    expect((await book(second, session.id)).json.status).toBe('waitlist');
    // The first in line no longer holds a valid pass.
    await admin.post(`/api/admin/passes/${firstPass.id}/cancel`, { reason: 'Umzug' });
    expect((await cancel(holder, session.id)).status).toBe(200);
    expect(await bookingOf(second.id, session.id)).toMatchObject({ status: 'confirmed', passId: secondPass.id });
    expect(await balanceOf(secondPass.id)).toBe(9);
    expect(await mailsOf(second.email, 'waitlist-moved-up')).toHaveLength(1);
    expect(await mailsOf(first.email, 'waitlist-skipped')).toHaveLength(1);
    expect((await mailsOf(first.email, 'waitlist-skipped'))[0].text).toContain('keine gültige Karte');
    expect((await entriesOf(session.id)).map((e) => e.userId)).toEqual([first.id]);
    expect((await t.db.select().from(sessions).where(eq(sessions.id, session.id)))[0].currentParticipants).toBe(1);
  });

  it('moves nobody up once the waiting list has closed', async () => {
    await upsertSettings(t.db, { waitlistMode: 'auto', waitlistClosesMinutes: 120 });
    const [holder, queued] = [await member(), await member()];
    const session = await sessionIn(3 * HOUR, { capacity: 1 });
    await book(holder, session.id);
    await book(queued, session.id);
    await t.db.update(sessions).set({ startTime: new Date(Date.now() + HOUR), endTime: new Date(Date.now() + 2 * HOUR) }).where(eq(sessions.id, session.id));
    await cancel(holder, session.id);
    expect(await bookingOf(queued.id, session.id)).toBeUndefined();
    await upsertSettings(t.db, { waitlistClosesMinutes: null });
  });

  it('fills every place a larger capacity frees, in queue order', async () => {
    await upsertSettings(t.db, { waitlistMode: 'auto' });
    const session = await sessionIn(2 * DAY, { capacity: 1 });
    const people = [await member(), await member(), await member(), await member()];
    for (const m of people) await book(m, session.id);
    const res = await admin.patch(`/api/admin/sessions/${session.id}`, { maxParticipants: 3 });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const statuses = await Promise.all(people.map(async (m) => (await bookingOf(m.id, session.id))?.status ?? 'waiting'));
    expect(statuses).toEqual(['confirmed', 'confirmed', 'confirmed', 'waiting']);
  });

  it('lets cancellations at the same moment move up exactly as many as they freed', async () => {
    await upsertSettings(t.db, { waitlistMode: 'auto' });
    const session = await sessionIn(2 * DAY, { capacity: 2 });
    const [h1, h2, q1, q2, q3] = [await member(), await member(), await member(), await member(), await member()];
    for (const m of [h1, h2, q1, q2, q3]) await book(m, session.id);
    const answers = await Promise.all([cancel(h1, session.id), cancel(h2, session.id)]);
    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    const statuses = await Promise.all([q1, q2, q3].map(async (m) => (await bookingOf(m.id, session.id))?.status ?? 'waiting'));
    expect(statuses).toEqual(['confirmed', 'confirmed', 'waiting']);
    expect((await t.db.select().from(sessions).where(eq(sessions.id, session.id)))[0].currentParticipants).toBe(2);
  });
});
