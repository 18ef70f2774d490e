import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bookings, passLedger, passes, sessions } from '../../src/server/db/schema';
import { runPassUpkeep } from '../../src/server/modules/passes/upkeep';
import { addBerlinDays, berlinToday } from '../../src/shared/time';
import { createAdmin, createCourse, createPrice, createSession, createUser, upsertSettings } from '../support/factories';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';

/*
 * Model-based: random sequences of what happens to a member's passes — the office sells, the member books
 * and cancels (in time and after the deadline), does not show up, the studio cancels a session, the office
 * pauses, corrects and cancels a pass, and at the end everything expires — must leave every balance where a
 * simple model of the rules puts it, and equal to the sum of its ledger.
 */
let t: TestApp;
let admin: TestClient;
let products: { id: string; credits: number | null; validityDays: number }[];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const URL = 'http://localhost:3000';

beforeAll(async () => {
  // One member and the office make hundreds of requests in a few seconds: only the rules may answer here
  // (the request budget has its own tests).
  t = await createTestApp({ API_BUDGET: 'off' });
  admin = await t.clientSignedInAs((await createAdmin(t.db)).id);
  products = [
    await createPrice(t.db, { name: '10er-Karte', passType: 'MULTI', credits: 10, validityDays: 365 }),
    await createPrice(t.db, { name: '5er-Karte', passType: 'MULTI', credits: 5, validityDays: 60 }),
    await createPrice(t.db, { name: 'Einzeleintritt', passType: 'SINGLE', validityDays: 30 }),
    await createPrice(t.db, { name: 'Monatskarte', passType: 'MONTHLY', validityDays: 30 }),
  ].map((p) => ({ id: p.id, credits: p.passType === 'SINGLE' ? 1 : p.credits, validityDays: p.validityDays }));
});
afterAll(() => t.close());

type Op =
  | { kind: 'sell'; product: number }
  | { kind: 'book'; late: boolean }
  | { kind: 'cancel'; booking: number }
  | { kind: 'noShow'; booking: number }
  | { kind: 'studioCancel'; booking: number }
  | { kind: 'correct'; pass: number; delta: number }
  | { kind: 'pause'; pass: number }
  | { kind: 'cancelPass'; pass: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('sell' as const), product: fc.integer({ min: 0, max: 3 }) }),
  fc.record({ kind: fc.constant('book' as const), late: fc.boolean() }),
  fc.record({ kind: fc.constant('book' as const), late: fc.constant(false) }),
  fc.record({ kind: fc.constant('cancel' as const), booking: fc.nat(30) }),
  fc.record({ kind: fc.constant('noShow' as const), booking: fc.nat(30) }),
  fc.record({ kind: fc.constant('studioCancel' as const), booking: fc.nat(30) }),
  fc.record({ kind: fc.constant('correct' as const), pass: fc.nat(10), delta: fc.integer({ min: -4, max: 4 }).filter((d) => d !== 0) }),
  fc.record({ kind: fc.constant('pause' as const), pass: fc.nat(10) }),
  fc.record({ kind: fc.constant('cancelPass' as const), pass: fc.nat(10) }),
);

type ModelPass = { id: string; credits: number | null; balance: number; validUntil: string; cancelled: boolean; paused: boolean };
type ModelBooking = { id: string; sessionId: string; passId: string | null; live: boolean; late: boolean };

/** The pass the rules pick: a membership first, then the one running out first, then the one sold first. */
function pick(model: ModelPass[]): ModelPass | undefined {
  const usable = model.filter((p) => !p.cancelled && (p.credits === null || p.balance > 0));
  return [...usable].sort((a, b) => Number(b.credits === null) - Number(a.credits === null) || a.validUntil.localeCompare(b.validUntil))[0];
}

it('keeps every balance where a model of the rules puts it, and equal to its ledger', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(opArb, { minLength: 5, maxLength: 18 }), fc.boolean(), async (ops, noShowForfeits) => {
      await upsertSettings(t.db, { cancellationDeadlineHours: 12, lateCancellation: 'forfeit', noShowForfeits, passRequired: false, trialWithoutPass: false });
      const user = await createUser(t.db);
      const client = await t.clientSignedInAs(user.id);
      const course = await createCourse(t.db, { maxParticipants: 20 });
      const model: ModelPass[] = [];
      const booked: ModelBooking[] = [];
      const today = berlinToday();

      for (const op of ops) {
        switch (op.kind) {
          case 'sell': {
            const product = products[op.product];
            const res = await admin.post('/api/admin/passes', { userId: user.id, priceId: product.id, startDate: today, paymentMethod: 'Bar', paid: true });
            expect(res.status).toBe(200);
            model.push({ id: res.json.pass.id, credits: product.credits, balance: product.credits ?? 0, validUntil: addBerlinDays(today, product.validityDays - 1), cancelled: false, paused: false });
            break;
          }
          case 'book': {
            // Late: starts in 6 hours (inside the 12-hour deadline), at the latest tomorrow; otherwise in five days.
            // Neither falls in a pause, which runs from the day after tomorrow for three days.
            const session = await createSession(t.db, { courseId: course.id, startTime: new Date(Date.now() + (op.late ? 6 * HOUR : 5 * DAY)) });
            const expected = pick(model);
            const res = await client.post('/api/bookings', { sessionId: session.id });
            expect(res.json.status).toBe('confirmed');
            const [row] = await t.db.select().from(bookings).where(eq(bookings.id, res.json.bookingId));
            expect(row.passId).toBe(expected?.id ?? null);
            if (expected && expected.credits !== null) expected.balance -= 1;
            booked.push({ id: row.id, sessionId: session.id, passId: row.passId, live: true, late: op.late });
            break;
          }
          case 'cancel': {
            const booking = booked[op.booking % Math.max(1, booked.length)];
            if (!booking?.live) break;
            expect((await client.post(`/api/bookings/${booking.id}/cancel`)).status).toBe(200);
            booking.live = false;
            const pass = model.find((p) => p.id === booking.passId);
            if (pass && pass.credits !== null && !pass.cancelled && !booking.late) pass.balance += 1;
            break;
          }
          case 'noShow': {
            const booking = booked[op.booking % Math.max(1, booked.length)];
            if (!booking?.live) break;
            await t.db.update(bookings).set({ status: 'no_show' }).where(eq(bookings.id, booking.id));
            await t.db.update(sessions).set({ startTime: new Date(Date.now() - 2 * DAY), endTime: new Date(Date.now() - 2 * DAY + HOUR) }).where(eq(sessions.id, booking.sessionId));
            await runPassUpkeep(t.db, URL);
            booking.live = false;
            const pass = model.find((p) => p.id === booking.passId);
            if (pass && pass.credits !== null && !pass.cancelled && !noShowForfeits) pass.balance += 1;
            break;
          }
          case 'studioCancel': {
            const booking = booked[op.booking % Math.max(1, booked.length)];
            if (!booking?.live) break;
            expect((await admin.post(`/api/admin/sessions/${booking.sessionId}/cancel`, { reason: 'Krankheit' })).status).toBe(200);
            booking.live = false;
            const pass = model.find((p) => p.id === booking.passId);
            // A cancelled pass's entries are void: nothing comes back to it, whatever settles the booking.
            if (pass && pass.credits !== null && !pass.cancelled) pass.balance += 1;
            break;
          }
          case 'correct': {
            const pass = model[op.pass % Math.max(1, model.length)];
            if (!pass) break;
            const res = await admin.post(`/api/admin/passes/${pass.id}/correction`, { delta: op.delta, reason: 'Modelltest' });
            const allowed = !pass.cancelled && pass.credits !== null && pass.balance + op.delta >= 0;
            expect(res.status === 200).toBe(allowed);
            if (allowed) pass.balance += op.delta;
            break;
          }
          case 'pause': {
            const pass = model[op.pass % Math.max(1, model.length)];
            if (!pass) break;
            const res = await admin.post(`/api/admin/passes/${pass.id}/pause`, { startsOn: addBerlinDays(today, 2), endsOn: addBerlinDays(today, 4), reason: 'Urlaub' });
            const allowed = !pass.cancelled && !pass.paused;
            expect(res.status === 200).toBe(allowed);
            if (allowed) {
              pass.paused = true;
              pass.validUntil = addBerlinDays(pass.validUntil, 3);
            }
            break;
          }
          case 'cancelPass': {
            const pass = model[op.pass % Math.max(1, model.length)];
            if (!pass) break;
            const res = await admin.post(`/api/admin/passes/${pass.id}/cancel`, { reason: 'Modelltest' });
            expect(res.status === 200).toBe(!pass.cancelled);
            pass.cancelled = true;
            if (pass.credits !== null) pass.balance = 0;
            break;
          }
        }
        await expectModel(model);
      }

      // A year and more later, whatever is left has lapsed.
      await runPassUpkeep(t.db, URL, new Date(Date.now() + 400 * DAY));
      for (const pass of model) if (pass.credits !== null) pass.balance = 0;
      await expectModel(model);
    }),
    { numRuns: 8 },
  );
  // Eight random histories of up to 18 steps through the API: about 10 s on a quiet machine, three times
  // that on a slow, busy one. The rules, not the time, are under test.
}, 120_000);

async function expectModel(model: ModelPass[]) {
  for (const pass of model) {
    const [row] = await t.db.select({ balance: passes.balance }).from(passes).where(eq(passes.id, pass.id));
    const [{ sum }] = await t.db.select({ sum: sql<string>`coalesce(sum(${passLedger.delta}), 0)` }).from(passLedger).where(eq(passLedger.passId, pass.id));
    expect(row.balance).toBe(pass.credits === null ? null : pass.balance);
    if (pass.credits !== null) expect(Number(sum)).toBe(pass.balance);
  }
}
