import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { berlinToday } from '../../src/shared/time';
import { bookings, jobs, mails, passes, sessionWaitlist, sessions } from '../../src/server/db/schema';
import { OFFER_EXPIRY_JOB } from '../../src/server/modules/bookings/waitlist-offers';
import { createAdmin, createCourse, createPrice, createSession, createUser, upsertSettings } from '../support/factories';
import { isGerman } from '../support/german';
import { createTestApp, type TestApp } from '../support/test-app';

/*
 * Einstellungen → Warteliste 'Platz anbieten': a freed place is held for the first in line for N minutes
 * (never past the list's close). Nobody else can book it meanwhile; the holder accepts ('Platz annehmen'),
 * declines, or lets it lapse, and the place then passes to the next. Every rule through the member's and the
 * office's API, and against the rows the database keeps.
 */
let t: TestApp;
let admin: Awaited<ReturnType<TestApp['clientSignedInAs']>>;

beforeAll(async () => {
  t = await createTestApp({ API_BUDGET: 'off' });
  admin = await t.clientSignedInAs((await createAdmin(t.db)).id);
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const MINUTE = 60_000;

async function member() {
  const user = await createUser(t.db);
  return { ...user, client: await t.clientSignedInAs(user.id) };
}
type Member = Awaited<ReturnType<typeof member>>;

async function sessionIn(ms: number, capacity = 1) {
  const course = await createCourse(t.db, { maxParticipants: capacity });
  return createSession(t.db, { courseId: course.id, startTime: new Date(Date.now() + ms) });
}

const book = (m: Member, sessionId: string) => m.client.post('/api/bookings', { sessionId });
const bookingOf = async (userId: string, sessionId: string) =>
  (await t.db.select().from(bookings).where(and(eq(bookings.userId, userId), eq(bookings.sessionId, sessionId))))[0];
const cancel = async (m: Member, sessionId: string) => m.client.post(`/api/bookings/${(await bookingOf(m.id, sessionId)).id}/cancel`);
const entryOf = async (userId: string, sessionId: string) =>
  (await t.db.select().from(sessionWaitlist).where(and(eq(sessionWaitlist.userId, userId), eq(sessionWaitlist.sessionId, sessionId))))[0];
const sessionRow = async (id: string) => (await t.db.select().from(sessions).where(eq(sessions.id, id)))[0];
const mailsOf = (to: string, template: string) => t.db.select().from(mails).where(and(eq(mails.to, to), eq(mails.template, template)));
const accept = async (m: Member, sessionId: string) => m.client.post(`/api/me/waitlist/${(await entryOf(m.id, sessionId)).id}/accept`);
const decline = async (m: Member, sessionId: string) => m.client.delete(`/api/me/waitlist/${(await entryOf(m.id, sessionId)).id}`);

/** Lets the offers of the session run out now (as if their minutes had passed) and runs the due jobs. */
async function letOffersLapse(sessionId: string) {
  await t.db.update(sessionWaitlist).set({ offerExpiresAt: sql`now() - interval '1 second'` }).where(and(eq(sessionWaitlist.sessionId, sessionId), sql`offer_expires_at is not null`));
  await t.db.update(jobs).set({ runAt: sql`now() - interval '1 second'` }).where(and(eq(jobs.type, OFFER_EXPIRY_JOB), eq(jobs.status, 'pending')));
  await t.jobs.drain();
}

/** A full session (one place, booked by `holder`) with `queued` on its waiting list in this order. */
async function fullSessionWithQueue(queueLength: number, startsIn = 2 * 24 * HOUR) {
  const session = await sessionIn(startsIn);
  const holder = await member();
  expect((await book(holder, session.id)).json.status).toBe('confirmed');
  const queued: Member[] = [];
  for (let i = 0; i < queueLength; i += 1) {
    const m = await member();
    expect((await book(m, session.id)).json.status).toBe('waitlist');
    queued.push(m);
  }
  return { session, holder, queued };
}

beforeEach(() => upsertSettings(t.db, { waitlistMode: 'offer', waitlistOfferMinutes: 30, waitlistClosesMinutes: null, passRequired: false, trialWithoutPass: false, cancellationDeadlineHours: 0 }));

describe("Warteliste: 'Platz anbieten'", () => {
  it('holds a freed place for the first in line, mailed with the deadline, and nobody else can book it', async () => {
    const { session, holder, queued } = await fullSessionWithQueue(2);
    const [first, second] = queued;
    expect((await cancel(holder, session.id)).status).toBe(200);

    const entry = await entryOf(first.id, session.id);
    expect(entry.offerExpiresAt).not.toBeNull();
    const minutesHeld = (entry.offerExpiresAt!.getTime() - Date.now()) / MINUTE;
    expect(minutesHeld).toBeGreaterThan(28);
    expect(minutesHeld).toBeLessThanOrEqual(30);
    expect((await entryOf(second.id, session.id)).offerExpiresAt).toBeNull();
    expect(await sessionRow(session.id)).toMatchObject({ currentParticipants: 0, heldPlaces: 1, availableSpots: 0 });
    // The end of the offer is a job written with it: a restart finds it in the database.
    const [expiry] = await t.db.select().from(jobs).where(and(eq(jobs.type, OFFER_EXPIRY_JOB), sql`${jobs.payload}->>'sessionId' = ${session.id}`));
    expect(expiry.runAt.getTime()).toBe(entry.offerExpiresAt!.getTime());

    const [offerMail] = await mailsOf(first.email, 'waitlist-offer');
    expect(offerMail.text).toContain('halten ihn für Sie bis heute');
    expect(offerMail.text).toContain('/member/bookings?ansicht=warteliste');
    expect(await mailsOf(second.email, 'waitlist-offer')).toHaveLength(0);

    const mine = (await first.client.get('/api/me/bookings')).json.waitlist;
    expect(mine).toMatchObject([{ offerExpiresAt: entry.offerExpiresAt!.toISOString() }]);
    // Someone else trying for the place joins the queue behind, told how offers work.
    const latecomer = await member();
    const res = await book(latecomer, session.id);
    expect(res.json).toMatchObject({ status: 'waitlist', position: 3, message: expect.stringContaining('halten wir ihn für Sie') });
    expect(isGerman(res.json.message)).toBe(true);
    const listed = (await latecomer.client.get(`/api/sessions?courseId=${session.courseId}`)).json.sessions as { id: string; availableSpots: number }[];
    expect(listed.find((s) => s.id === session.id)?.availableSpots).toBe(0);
  });

  it("books the place with 'Platz annehmen', drawing the member's pass", async () => {
    const { session, holder, queued } = await fullSessionWithQueue(2);
    const [first, second] = queued;
    const price = await createPrice(t.db, { name: '10er-Karte', passType: 'MULTI', credits: 10, amount: 120, validityDays: 365 });
    const sold = await admin.post('/api/admin/passes', { userId: first.id, priceId: price.id, startDate: berlinToday(), paymentMethod: 'Bar', paid: true });
    const passId = sold.json.pass.id as string;
    await cancel(holder, session.id);

    // Only the member it is held for can accept it; the next in line has no offer yet.
    const early = await accept(second, session.id);
    expect(early.status).toBe(409);
    expect(early.json.error).toMatchObject({ code: 'NO_OFFER', message: 'Für Sie wird gerade kein Platz gehalten. Sie stehen weiter auf der Warteliste.' });

    const res = await accept(first, session.id);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.message).toContain('Platz angenommen');
    expect(await bookingOf(first.id, session.id)).toMatchObject({ status: 'confirmed', payment: 'pass', passId });
    expect((await t.db.select({ balance: passes.balance }).from(passes).where(eq(passes.id, passId)))[0].balance).toBe(9);
    expect(await entryOf(first.id, session.id)).toBeUndefined();
    expect(await sessionRow(session.id)).toMatchObject({ currentParticipants: 1, heldPlaces: 0, availableSpots: 0 });
    await t.jobs.drain();
    expect(await mailsOf(first.email, 'booking-confirmed')).toHaveLength(1);

    // Accepting twice finds no offer; the expiry job later finds nothing to end.
    expect((await first.client.post(`/api/me/waitlist/${crypto.randomUUID()}/accept`)).json.error.code).toBe('OFFER_EXPIRED');
    await letOffersLapse(session.id);
    expect(await bookingOf(first.id, session.id)).toMatchObject({ status: 'confirmed' });
    expect((await entryOf(second.id, session.id)).offerExpiresAt).toBeNull();
  });

  it('passes a declined place to the next in line', async () => {
    const { session, holder, queued } = await fullSessionWithQueue(2);
    const [first, second] = queued;
    await cancel(holder, session.id);
    const res = await decline(first, session.id);
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('Sie haben den Platz abgelehnt und stehen nicht mehr auf der Warteliste.');
    expect(await entryOf(first.id, session.id)).toBeUndefined();
    expect((await entryOf(second.id, session.id)).offerExpiresAt).not.toBeNull();
    expect(await mailsOf(second.email, 'waitlist-offer')).toHaveLength(1);
    expect(await sessionRow(session.id)).toMatchObject({ heldPlaces: 1, availableSpots: 0 });
  });

  it('lets an offer lapse when its time is up: the member is told, and the place passes on', async () => {
    const { session, holder, queued } = await fullSessionWithQueue(2);
    const [first, second] = queued;
    await cancel(holder, session.id);
    await t.db.update(sessionWaitlist).set({ offerExpiresAt: sql`now() - interval '1 second'` }).where(eq(sessionWaitlist.id, (await entryOf(first.id, session.id)).id));

    // Past its time the offer cannot be accepted, even before the job has run, and the place stays held.
    const late = await accept(first, session.id);
    expect(late.status).toBe(409);
    expect(late.json.error).toMatchObject({ code: 'OFFER_EXPIRED', message: 'Die Zeit zum Annehmen ist abgelaufen. Der Platz geht an die Nächsten auf der Warteliste.' });
    const outsider = await member();
    expect((await book(outsider, session.id)).json.status).toBe('waitlist');

    await letOffersLapse(session.id);
    expect(await entryOf(first.id, session.id)).toBeUndefined();
    expect((await mailsOf(first.email, 'waitlist-offer-lapsed'))[0].text).toContain('nicht rechtzeitig angenommen');
    expect((await entryOf(second.id, session.id)).offerExpiresAt).not.toBeNull();
    expect(await sessionRow(session.id)).toMatchObject({ currentParticipants: 0, heldPlaces: 1 });
    expect((await accept(second, session.id)).status).toBe(200);
  });

  it('never holds a place past the waiting list closing, and offers nothing once it has closed', async () => {
    await upsertSettings(t.db, { waitlistMode: 'offer', waitlistOfferMinutes: 30, waitlistClosesMinutes: 120 });
    const soon = await fullSessionWithQueue(1, 2 * HOUR + 10 * MINUTE);
    await cancel(soon.holder, soon.session.id);
    const until = (await entryOf(soon.queued[0].id, soon.session.id)).offerExpiresAt!;
    expect(until.getTime()).toBe((await sessionRow(soon.session.id)).startTime.getTime() - 120 * MINUTE);

    const closed = await fullSessionWithQueue(1, 3 * HOUR);
    await t.db.update(sessions).set({ startTime: new Date(Date.now() + HOUR), endTime: new Date(Date.now() + 2 * HOUR) }).where(eq(sessions.id, closed.session.id));
    await cancel(closed.holder, closed.session.id);
    expect((await entryOf(closed.queued[0].id, closed.session.id)).offerExpiresAt).toBeNull();
    expect(await sessionRow(closed.session.id)).toMatchObject({ heldPlaces: 0, availableSpots: 1 });
  });

  it('passes over whoever could not book now and tells them why', async () => {
    await upsertSettings(t.db, { waitlistMode: 'offer', passRequired: true });
    const session = await sessionIn(2 * 24 * HOUR);
    const price = await createPrice(t.db, { name: 'Monatskarte', passType: 'MONTHLY', amount: 59, validityDays: 30 });
    const [holder, first, second] = [await member(), await member(), await member()];
    const passOf: Record<string, string> = {};
    for (const m of [holder, first, second]) {
      passOf[m.id] = (await admin.post('/api/admin/passes', { userId: m.id, priceId: price.id, startDate: berlinToday(), paymentMethod: 'Bar', paid: true })).json.pass.id;
    }
    for (const m of [holder, first, second]) await book(m, session.id);
    // The first in line no longer holds a valid pass.
    await admin.post(`/api/admin/passes/${passOf[first.id]}/cancel`, { reason: 'Umzug' });
    await cancel(holder, session.id);
    expect((await entryOf(first.id, session.id)).offerExpiresAt).toBeNull();
    expect((await mailsOf(first.email, 'waitlist-skipped'))[0].text).toContain('keine gültige Karte');
    expect((await entryOf(second.id, session.id)).offerExpiresAt).not.toBeNull();
  });

  it("keeps held places in the capacity: the office cannot go below them, nor can the database", async () => {
    const { session, queued } = await fullSessionWithQueue(1);
    // A second place: it is held for the first in line at once.
    expect((await admin.patch(`/api/admin/sessions/${session.id}`, { maxParticipants: 2 })).status).toBe(200);
    expect((await entryOf(queued[0].id, session.id)).offerExpiresAt).not.toBeNull();
    expect(await sessionRow(session.id)).toMatchObject({ maxParticipants: 2, currentParticipants: 1, heldPlaces: 1, availableSpots: 0 });
    const res = await admin.patch(`/api/admin/sessions/${session.id}`, { maxParticipants: 1 });
    expect(res.status).toBe(409);
    expect(res.json.error.message).toBe('Die Kapazität kann nicht unter die vergebenen Plätze gesenkt werden: eine bestätigte Buchung und ein für die Warteliste gehaltener Platz.');
    await expect(t.db.update(sessions).set({ maxParticipants: 1 }).where(eq(sessions.id, session.id))).rejects.toThrow();
    const groups = (await admin.get('/api/admin/waitlist')).json.groups as { session: { id: string }; entries: { offerExpiresAt: string | null }[] }[];
    expect(groups.find((g) => g.session.id === session.id)?.entries[0].offerExpiresAt).not.toBeNull();
  });

  it('passes the place on when the office removes the entry it is held for', async () => {
    const { session, holder, queued } = await fullSessionWithQueue(2);
    await cancel(holder, session.id);
    const res = await admin.delete(`/api/admin/waitlist/${(await entryOf(queued[0].id, session.id)).id}`);
    expect(res.status).toBe(200);
    expect((await entryOf(queued[1].id, session.id)).offerExpiresAt).not.toBeNull();
    expect(await sessionRow(session.id)).toMatchObject({ heldPlaces: 1 });
  });

  it('takes how long a place is held from Einstellungen, 5 to 1440 minutes', async () => {
    const current = (await admin.get('/api/admin/settings')).json.settings;
    const { updatedAt: _updatedAt, ...form } = current;
    const bad = await admin.put('/api/admin/settings', { ...form, waitlistMode: 'offer', waitlistOfferMinutes: 4 });
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields.waitlistOfferMinutes).toBe('Bitte geben Sie zwischen 5 und 1440 Minuten ein.');
    const good = await admin.put('/api/admin/settings', { ...form, waitlistMode: 'offer', waitlistOfferMinutes: 15 });
    expect(good.status, JSON.stringify(good.json)).toBe(200);
    expect(good.json.settings).toMatchObject({ waitlistMode: 'offer', waitlistOfferMinutes: 15 });
    const { session, holder, queued } = await fullSessionWithQueue(1);
    await cancel(holder, session.id);
    const minutesHeld = ((await entryOf(queued[0].id, session.id)).offerExpiresAt!.getTime() - Date.now()) / MINUTE;
    expect(minutesHeld).toBeGreaterThan(13);
    expect(minutesHeld).toBeLessThanOrEqual(15);
  });

  it.runIf(process.env.TEST_DB_KIND === 'postgres')('gives the place once when an offer is accepted just as it expires', async () => {
    for (let round = 0; round < 12; round += 1) {
      const { session, holder, queued } = await fullSessionWithQueue(2);
      const [first, second] = queued;
      await cancel(holder, session.id);
      // The offer ends a few milliseconds from now; the acceptance and the expiry job race for it.
      const endsIn = 60;
      await t.db.update(sessionWaitlist).set({ offerExpiresAt: sql`clock_timestamp() + ${`${endsIn} milliseconds`}::interval` }).where(eq(sessionWaitlist.userId, first.id));
      await t.db.update(jobs).set({ runAt: sql`clock_timestamp() + ${`${endsIn} milliseconds`}::interval` }).where(and(eq(jobs.type, OFFER_EXPIRY_JOB), eq(jobs.status, 'pending')));
      const entryId = (await entryOf(first.id, session.id)).id;
      const acceptance = new Promise<{ status: number }>((resolve) => setTimeout(() => void first.client.post(`/api/me/waitlist/${entryId}/accept`).then(resolve), endsIn - 40 + round * 4));
      const expiry = new Promise((resolve) => setTimeout(() => void t.jobs.drain().then(resolve), endsIn + 1));
      const [answer] = await Promise.all([acceptance, expiry]);
      await t.jobs.drain();

      const row = await sessionRow(session.id);
      const firstBooked = (await bookingOf(first.id, session.id))?.status === 'confirmed';
      const secondEntry = await entryOf(second.id, session.id);
      expect(row.currentParticipants + row.heldPlaces).toBe(1);
      if (answer.status === 200) {
        // Accepted in time: the place is theirs, and nobody else was offered it.
        expect(firstBooked).toBe(true);
        expect(secondEntry.offerExpiresAt).toBeNull();
      } else {
        // Too late: the place went on, and the first in line holds nothing.
        expect(firstBooked).toBe(false);
        expect(await entryOf(first.id, session.id)).toBeUndefined();
        expect(secondEntry.offerExpiresAt).not.toBeNull();
      }
      const held = await t.db.select().from(sessionWaitlist).where(and(eq(sessionWaitlist.sessionId, session.id), sql`offer_expires_at is not null`));
      expect(held).toHaveLength(row.heldPlaces);
    }
  });
});
