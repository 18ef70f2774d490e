import { and, eq, sql } from 'drizzle-orm';
import { queryRows } from '../../src/server/db/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, jobs, mails, sessions, sessionWaitlist } from '../../src/server/db/schema';
import { createCourse, createSession, createUser } from '../../src/server/db/factories';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let counter = 0;
async function member(): Promise<{ client: TestClient; id: string; email: string }> {
  const user = await createUser(t.db, { email: `mitglied${++counter}@example.de`, firstName: `Mia${counter}` });
  const client = t.client();
  const res = await client.signIn(user.email, user.password);
  if (res.status !== 200) throw new Error(`sign-in failed ${res.status}`);
  return { client, id: user.id, email: user.email };
}

async function sessionWithCapacity(capacity: number, startsInHours = 48) {
  const course = await createCourse(t.db, { maxParticipants: capacity });
  return createSession(t.db, { courseId: course.id, startTime: new Date(Date.now() + startsInHours * 3_600_000) });
}

const book = (client: TestClient, sessionId: string) => client.post('/api/bookings', { sessionId });
const seat = async (sessionId: string) => (await t.db.select().from(sessions).where(eq(sessions.id, sessionId)))[0];

describe('booking-create', () => {
  it('confirms a booking while spots are free and mails a confirmation', async () => {
    const session = await sessionWithCapacity(2);
    const m = await member();
    const res = await book(m.client, session.id);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 'confirmed', alreadyExisted: false });
    expect(res.json.message).toMatch(/bestätigt/);
    expect((await seat(session.id)).currentParticipants).toBe(1);
    await t.jobs.drain(); // the confirmation mail is written by a job committed with the booking
    const [mail] = await t.db.select().from(mails).where(and(eq(mails.to, m.email), eq(mails.template, 'booking-confirmed')));
    expect(mail.subject).toMatch(/^Buchung bestätigt/);
    // The reminder is scheduled 24 hours before the start.
    const [reminder] = await t.db.select().from(jobs).where(eq(jobs.type, 'booking.reminder'));
    expect(Math.abs(reminder.runAt.getTime() - (session.startTime.getTime() - 86_400_000))).toBeLessThan(1000);
  });

  it('answers a second booking of the same session with what exists, creating nothing', async () => {
    const session = await sessionWithCapacity(5);
    const m = await member();
    await book(m.client, session.id);
    const again = await book(m.client, session.id);
    expect(again.json).toMatchObject({ status: 'confirmed', alreadyExisted: true, message: 'Sie haben diesen Termin bereits gebucht.' });
    expect(await t.db.select().from(bookings).where(eq(bookings.sessionId, session.id))).toHaveLength(1);
    expect((await seat(session.id)).currentParticipants).toBe(1);
  });

  it('puts people on the waiting list when full, first come first served', async () => {
    const session = await sessionWithCapacity(1);
    const [a, b, c] = [await member(), await member(), await member()];
    expect((await book(a.client, session.id)).json.status).toBe('confirmed');
    const second = await book(b.client, session.id);
    expect(second.json).toMatchObject({ status: 'waitlist', position: 1 });
    expect(second.json.message).toMatch(/Platz 1 der Warteliste/);
    expect((await book(c.client, session.id)).json).toMatchObject({ status: 'waitlist', position: 2 });
    expect((await book(c.client, session.id)).json).toMatchObject({ status: 'waitlist', position: 2, alreadyExisted: true });
    // b leaves: c moves up without a gap.
    const mine = (await b.client.get('/api/me/bookings')).json.waitlist;
    expect((await b.client.request('DELETE', `/api/me/waitlist/${mine[0].id}`)).status).toBe(200);
    expect((await c.client.get('/api/me/bookings')).json.waitlist[0].position).toBe(1);
  });

  it('keeps arrival order on the waiting list when many join within one tick of the clock', async () => {
    // One statement books 40 members in a row: PGlite's clock moves in whole milliseconds, so without
    // strictly increasing times several entries would share one and the random id would reorder them.
    const session = await sessionWithCapacity(1);
    const users = await Promise.all(Array.from({ length: 41 }, (_, i) => createUser(t.db, { email: `tick${i}-${++counter}@example.de` })));
    const ids = sql.join(users.map((u) => sql`${u.id}`), sql`, `);
    const rows = await queryRows<{ n: number; outcome: string; waitlist_position: number }>(
      t.db,
      sql`select u.n::int as n, b.outcome, b.waitlist_position
          from unnest(array[${ids}]::text[]) with ordinality as u(id, n),
               lateral book_session(u.id, ${session.id}::uuid, now(), interval '24 hours') b
          order by u.n`,
    );
    const queued = users.slice(1);
    expect(rows.map((r) => r.outcome)).toEqual(['confirmed', ...queued.map(() => 'waitlisted')]);
    expect(rows.slice(1).map((r) => Number(r.waitlist_position))).toEqual(queued.map((_, i) => i + 1));
    // The admin's queue lists them in the same order.
    const admin = await t.clientSignedInAs((await createUser(t.db, { roles: ['ADMIN'] })).id);
    const groups = (await admin.get('/api/admin/waitlist')).json.groups;
    const entries = groups.find((g: { session: { id: string } }) => g.session.id === session.id).entries as { email: string; position: number }[];
    expect(entries.map((e) => e.email)).toEqual(queued.map((u) => u.email));
    expect(entries.map((e) => e.position)).toEqual(queued.map((_, i) => i + 1));
  });

  it('refuses unknown, cancelled and started sessions with German messages', async () => {
    const m = await member();
    const unknown = await book(m.client, crypto.randomUUID());
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.message).toBe('Dieser Termin wurde nicht gefunden.');

    const cancelled = await sessionWithCapacity(5);
    await t.db.update(sessions).set({ status: 'cancelled' }).where(eq(sessions.id, cancelled.id));
    expect((await book(m.client, cancelled.id)).json.error.message).toMatch(/abgesagt/);

    const started = await sessionWithCapacity(5, -0.5);
    const res = await book(m.client, started.id);
    expect(res.status).toBe(409);
    expect(res.json.error.message).toMatch(/bereits begonnen/);
    expect(await t.db.select().from(bookings).where(eq(bookings.sessionId, started.id))).toHaveLength(0);

    expect((await m.client.post('/api/bookings', { sessionId: 'kein-termin' })).status).toBe(400);
    expect((await t.client().post('/api/bookings', { sessionId: cancelled.id })).status).toBe(401);
  });
});

describe('cancellation and the waiting list', () => {
  it('frees the spot, notifies everyone queued, and books nobody automatically', async () => {
    const session = await sessionWithCapacity(1);
    const [a, b, c] = [await member(), await member(), await member()];
    await book(a.client, session.id);
    await book(b.client, session.id);
    await book(c.client, session.id);
    const { bookings: mine } = (await a.client.get('/api/me/bookings')).json;
    const res = await a.client.post(`/api/bookings/${mine[0].id}/cancel`);
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('Ihre Buchung wurde erfolgreich storniert.');
    expect((await seat(session.id)).currentParticipants).toBe(0);
    const notified = await t.db.select().from(mails).where(eq(mails.template, 'waitlist-spot-free'));
    expect(notified.map((m) => m.to).sort()).toEqual([b.email, c.email].sort());
    expect(await t.db.select().from(sessionWaitlist).where(eq(sessionWaitlist.sessionId, session.id))).toHaveLength(2);

    // The second in the queue books first and gets the spot; b stays queued.
    expect((await book(c.client, session.id)).json.status).toBe('confirmed');
    expect((await book(b.client, session.id)).json).toMatchObject({ status: 'waitlist', position: 1 });
  });

  it('lets a member cancel only their own confirmed future booking, once', async () => {
    const session = await sessionWithCapacity(3);
    const [a, other] = [await member(), await member()];
    await book(a.client, session.id);
    const id = (await a.client.get('/api/me/bookings')).json.bookings[0].id;
    expect((await other.client.post(`/api/bookings/${id}/cancel`)).status).toBe(404);
    const [first, second] = await Promise.all([a.client.post(`/api/bookings/${id}/cancel`), a.client.post(`/api/bookings/${id}/cancel`)]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect((await seat(session.id)).currentParticipants).toBe(0);
  });

  it('admin promotes the first in the queue only when a spot is free', async () => {
    const session = await sessionWithCapacity(1);
    const [a, b] = [await member(), await member()];
    await book(a.client, session.id);
    await book(b.client, session.id);
    const admin = t.client();
    const adminUser = await createUser(t.db, { roles: ['ADMIN'] });
    await admin.signIn(adminUser.email, adminUser.password);
    const full = await admin.post('/api/admin/waitlist/promote', { sessionId: session.id });
    expect(full.status).toBe(409);
    expect(full.json.error.message).toBe('Für diesen Termin ist kein Platz frei.');

    await t.db.update(sessions).set({ maxParticipants: 2 }).where(eq(sessions.id, session.id));
    const groups = (await admin.get('/api/admin/waitlist')).json.groups;
    expect(groups.find((g: { session: { id: string } }) => g.session.id === session.id).entries[0]).toMatchObject({ position: 1, email: b.email });
    const promoted = await admin.post('/api/admin/waitlist/promote', { sessionId: session.id });
    expect(promoted.status).toBe(200);
    expect(promoted.json.message).toMatch(/wurde von der Warteliste gebucht/);
    expect((await b.client.get('/api/me/bookings')).json.bookings[0].status).toBe('confirmed');
    expect((await seat(session.id)).currentParticipants).toBe(2);
  });

  it('answers a promotion that books nobody with a 409 and the reason, and changes nothing', async () => {
    const admin = t.client();
    const adminUser = await createUser(t.db, { roles: ['ADMIN'] });
    await admin.signIn(adminUser.email, adminUser.password);
    const promote = (sessionId: string) => admin.post('/api/admin/waitlist/promote', { sessionId });

    /** A full session of capacity 1 with one person queued, then one spot more. */
    async function queuedWithSpot() {
      const session = await sessionWithCapacity(1);
      const [a, b] = [await member(), await member()];
      await book(a.client, session.id);
      await book(b.client, session.id);
      await t.db.update(sessions).set({ maxParticipants: 2 }).where(eq(sessions.id, session.id));
      return { session, queued: b };
    }
    async function expectUnchanged(sessionId: string) {
      expect(await t.db.select().from(sessionWaitlist).where(eq(sessionWaitlist.sessionId, sessionId))).toHaveLength(1);
      expect(await t.db.select().from(bookings).where(and(eq(bookings.sessionId, sessionId), eq(bookings.status, 'confirmed')))).toHaveLength(1);
      expect((await seat(sessionId)).currentParticipants).toBe(1);
    }

    // The first in the queue already holds a booking (written behind the app's back): no second one.
    const doubled = await queuedWithSpot();
    await t.db.insert(bookings).values({ userId: doubled.queued.id, sessionId: doubled.session.id, status: 'attended' });
    const conflict = await promote(doubled.session.id);
    expect(conflict.status).toBe(409);
    expect(conflict.json.error).toMatchObject({ code: 'ALREADY_BOOKED' });
    expect(conflict.json.error.message).toMatch(/hat diesen Termin bereits gebucht/);
    expect(await t.db.select().from(sessionWaitlist).where(eq(sessionWaitlist.sessionId, doubled.session.id))).toHaveLength(1);
    expect(await t.db.select().from(bookings).where(eq(bookings.sessionId, doubled.session.id))).toHaveLength(2);
    expect((await seat(doubled.session.id)).currentParticipants).toBe(1);

    const cancelled = await queuedWithSpot();
    await t.db.update(sessions).set({ status: 'cancelled' }).where(eq(sessions.id, cancelled.session.id));
    const refusedCancelled = await promote(cancelled.session.id);
    expect(refusedCancelled.status).toBe(409);
    expect(refusedCancelled.json.error.message).toBe('Dieser Termin wurde abgesagt und kann nicht gebucht werden.');
    await expectUnchanged(cancelled.session.id);

    const past = await queuedWithSpot();
    await t.db
      .update(sessions)
      .set({ startTime: new Date(Date.now() - 3_600_000), endTime: new Date(Date.now() - 60_000) })
      .where(eq(sessions.id, past.session.id));
    const refusedPast = await promote(past.session.id);
    expect(refusedPast.status).toBe(409);
    expect(refusedPast.json.error.message).toMatch(/bereits begonnen oder ist vorbei/);
    await expectUnchanged(past.session.id);

    const full = await queuedWithSpot();
    await t.db.update(sessions).set({ maxParticipants: 1 }).where(eq(sessions.id, full.session.id));
    expect((await promote(full.session.id)).status).toBe(409);
    await expectUnchanged(full.session.id);
  });
});

describe('storm: 200 members book a session of capacity 20 at the same moment', () => {
  it('signs in through the same cookie better-auth issues', async () => {
    const user = await createUser(t.db);
    const client = await t.clientSignedInAs(user.id);
    expect((await client.get('/api/me')).json.user.id).toBe(user.id);
  });

  it('confirms exactly 20 and queues 180 with positions 1 to 180, no 5xx', async () => {
    const session = await sessionWithCapacity(20);
    const members = await Promise.all(Array.from({ length: 200 }, () => createUser(t.db)));
    // Sign in first (not part of the storm), then fire all bookings at once.
    const clients = await Promise.all(members.map((m) => t.clientSignedInAs(m.id)));
    const results = await Promise.all(clients.map((client) => book(client, session.id)));
    expect(results.filter((r) => r.status >= 500)).toHaveLength(0);
    const confirmed = results.filter((r) => r.json.status === 'confirmed');
    const queued = results.filter((r) => r.json.status === 'waitlist');
    expect(confirmed).toHaveLength(20);
    expect(queued.map((r) => r.json.position).sort((x, y) => x - y)).toEqual(Array.from({ length: 180 }, (_, i) => i + 1));
    expect((await seat(session.id)).currentParticipants).toBe(20);

    // Cancellations mixed with new bookings: the counts always add up.
    const cancelling = clients.filter((_, i) => results[i].json.status === 'confirmed').slice(0, 10);
    const ids = await Promise.all(
      cancelling.map(async (client) => (await client.get('/api/me/bookings')).json.bookings.find((b: { status: string }) => b.status === 'confirmed')?.id),
    );
    const late = await Promise.all(Array.from({ length: 30 }, () => createUser(t.db)));
    const lateClients = await Promise.all(late.map((m) => t.clientSignedInAs(m.id)));
    const mixed = await Promise.all([
      ...ids.map((id, i) => cancelling[i].post(`/api/bookings/${id}/cancel`)),
      ...lateClients.map((client) => book(client, session.id)),
    ]);
    expect(mixed.filter((r) => r.status >= 500)).toHaveLength(0);
    const live = await t.db.select().from(bookings).where(and(eq(bookings.sessionId, session.id), eq(bookings.status, 'confirmed')));
    const after = await seat(session.id);
    expect(after.currentParticipants).toBe(live.length);
    expect(after.currentParticipants).toBeLessThanOrEqual(20);
    const queue = await t.db.select().from(sessionWaitlist).where(eq(sessionWaitlist.sessionId, session.id));
    expect(live.length + queue.length).toBe(200 - 10 + 30);
  }, 180_000);
});
