import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SpotsEvent } from '../../src/server/modules/bookings/live';
import { bookings, mails, sessions, sessionWaitlist } from '../../src/server/db/schema';
import { createAdmin, createCourse, createSession, createUser } from '../../src/server/db/factories';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  await t.spots.ready;
  admin = await t.clientSignedInAs((await createAdmin(t.db)).id);
});
afterAll(() => t.close());

async function member(): Promise<{ client: TestClient; id: string; email: string }> {
  const user = await createUser(t.db);
  return { client: await t.clientSignedInAs(user.id), id: user.id, email: user.email };
}

async function sessionWithCapacity(capacity: number, startsInHours = 48) {
  const course = await createCourse(t.db, { maxParticipants: capacity });
  return createSession(t.db, { courseId: course.id, startTime: new Date(Date.now() + startsInHours * 3_600_000) });
}

const book = (client: TestClient, sessionId: string) => client.post('/api/bookings', { sessionId });
const setCapacity = (client: TestClient, sessionId: string, body: unknown) => client.request('PATCH', `/api/admin/sessions/${sessionId}`, body);
const seat = async (sessionId: string) => (await t.db.select().from(sessions).where(eq(sessions.id, sessionId)))[0];
const spotFreeMailsTo = async (emails: string[]) =>
  t.db.select().from(mails).where(and(eq(mails.template, 'waitlist-spot-free'), inArray(mails.to, emails)));
const confirmedOf = async (sessionId: string) =>
  t.db.select().from(bookings).where(and(eq(bookings.sessionId, sessionId), eq(bookings.status, 'confirmed')));

describe('PATCH /api/admin/sessions/{id}: an admin changes the capacity', () => {
  it('refuses guests, members and trainers', async () => {
    const session = await sessionWithCapacity(5);
    const guest = await setCapacity(t.client(), session.id, { maxParticipants: 10 });
    expect(guest.status).toBe(401);
    expect(guest.json.error.message).toBe('Bitte melden Sie sich an.');
    const m = await member();
    const asMember = await setCapacity(m.client, session.id, { maxParticipants: 10 });
    expect(asMember.status).toBe(403);
    expect(asMember.json.error.message).toBe('Sie haben keine Berechtigung für diesen Bereich.');
    const trainer = await t.clientSignedInAs((await createUser(t.db, { roles: ['TRAINER'] })).id);
    expect((await setCapacity(trainer, session.id, { maxParticipants: 10 })).status).toBe(403);
    expect((await seat(session.id)).maxParticipants).toBe(5);
  });

  it('accepts only whole numbers from 1 to 500, with a German message', async () => {
    const session = await sessionWithCapacity(5);
    for (const maxParticipants of [0, 501, 2.5, 'zehn', null]) {
      const res = await setCapacity(admin, session.id, { maxParticipants });
      expect(res.status, String(maxParticipants)).toBe(400);
      expect(res.json.error).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: 'Bitte überprüfen Sie Ihre Eingaben.',
        fields: { maxParticipants: 'Die Kapazität muss eine ganze Zahl zwischen 1 und 500 sein.' },
      });
    }
    expect((await setCapacity(admin, session.id, {})).status).toBe(400);
    expect((await seat(session.id)).maxParticipants).toBe(5);
    // Both ends of the range are allowed.
    expect((await setCapacity(admin, session.id, { maxParticipants: 500 })).json).toMatchObject({ maxParticipants: 500, availableSpots: 500 });
    expect((await setCapacity(admin, session.id, { maxParticipants: 1 })).json).toMatchObject({ maxParticipants: 1, availableSpots: 1 });
    expect((await seat(session.id)).maxParticipants).toBe(1);
  });

  it('answers unknown, cancelled and started sessions with German messages and changes nothing', async () => {
    const unknown = await setCapacity(admin, crypto.randomUUID(), { maxParticipants: 10 });
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.message).toBe('Dieser Termin wurde nicht gefunden.');
    expect((await setCapacity(admin, 'kein-termin', { maxParticipants: 10 })).status).toBe(404);

    const cancelled = await sessionWithCapacity(5);
    await t.db.update(sessions).set({ status: 'cancelled' }).where(eq(sessions.id, cancelled.id));
    const refused = await setCapacity(admin, cancelled.id, { maxParticipants: 10 });
    expect(refused.status).toBe(409);
    expect(refused.json.error.message).toBe('Dieser Termin wurde abgesagt; seine Kapazität kann nicht mehr geändert werden.');
    expect((await seat(cancelled.id)).maxParticipants).toBe(5);

    const started = await sessionWithCapacity(5, -0.5);
    const late = await setCapacity(admin, started.id, { maxParticipants: 10 });
    expect(late.status).toBe(409);
    expect(late.json.error.message).toBe('Dieser Termin hat bereits begonnen oder ist vorbei; seine Kapazität kann nicht mehr geändert werden.');
    expect((await seat(started.id)).maxParticipants).toBe(5);
  });

  it('never lowers the capacity below the confirmed bookings', async () => {
    const session = await sessionWithCapacity(4);
    const [a, b] = [await member(), await member()];
    await book(a.client, session.id);
    await book(b.client, session.id);
    const below = await setCapacity(admin, session.id, { maxParticipants: 1 });
    expect(below.status).toBe(409);
    expect(below.json.error).toMatchObject({
      code: 'CAPACITY_BELOW_PARTICIPANTS',
      message: 'Die Kapazität kann nicht unter die Zahl der bestätigten Buchungen (2) gesenkt werden.',
    });
    expect(await seat(session.id)).toMatchObject({ maxParticipants: 4, currentParticipants: 2 });
    expect(await confirmedOf(session.id)).toHaveLength(2);

    // Down to exactly the confirmed bookings is fine: the session is then full.
    const exact = await setCapacity(admin, session.id, { maxParticipants: 2 });
    expect(exact.status).toBe(200);
    expect(exact.json).toEqual({ message: 'Kapazität auf 2 Plätze geändert.', maxParticipants: 2, availableSpots: 0, notified: 0 });
    expect((await book((await member()).client, session.id)).json.status).toBe('waitlist');
  });

  it('raising a full session notifies everyone queued and books nobody automatically', async () => {
    const session = await sessionWithCapacity(1);
    const [a, b, c] = [await member(), await member(), await member()];
    await book(a.client, session.id);
    expect((await book(b.client, session.id)).json.status).toBe('waitlist');
    expect((await book(c.client, session.id)).json.status).toBe('waitlist');
    expect(await spotFreeMailsTo([a.email, b.email, c.email])).toHaveLength(0);

    const res = await setCapacity(admin, session.id, { maxParticipants: 3 });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      message: 'Kapazität auf 3 Plätze geändert. 2 Personen auf der Warteliste wurden benachrichtigt.',
      maxParticipants: 3,
      availableSpots: 2,
      notified: 2,
    });
    const notified = await spotFreeMailsTo([a.email, b.email, c.email]);
    expect(notified.map((m) => m.to).sort()).toEqual([b.email, c.email].sort());
    expect(notified[0].subject).toMatch(/^Platz frei: /);

    // Nobody was booked: the queue is unchanged and only a's booking exists.
    expect(await seat(session.id)).toMatchObject({ maxParticipants: 3, currentParticipants: 1 });
    expect((await confirmedOf(session.id)).map((r) => r.userId)).toEqual([a.id]);
    expect(await t.db.select().from(sessionWaitlist).where(eq(sessionWaitlist.sessionId, session.id))).toHaveLength(2);
    expect((await b.client.get('/api/me/bookings')).json).toMatchObject({ bookings: [], waitlist: [{ position: 1 }] });
    // Whoever books first gets a spot.
    expect((await book(c.client, session.id)).json.status).toBe('confirmed');
  });

  it('sends nothing when the queue is empty, or when the capacity goes down', async () => {
    const session = await sessionWithCapacity(1);
    const a = await member();
    await book(a.client, session.id);
    const raised = await setCapacity(admin, session.id, { maxParticipants: 2 });
    expect(raised.json).toEqual({ message: 'Kapazität auf 2 Plätze geändert.', maxParticipants: 2, availableSpots: 1, notified: 0 });
    expect(await spotFreeMailsTo([a.email])).toHaveLength(0);

    // A queue with a free spot (after a cancellation): lowering the capacity tells nobody again.
    const b = await member();
    const c = await member();
    await book(b.client, session.id);
    expect((await book(c.client, session.id)).json.status).toBe('waitlist');
    const bBooking = (await b.client.get('/api/me/bookings')).json.bookings[0].id;
    await b.client.post(`/api/bookings/${bBooking}/cancel`);
    expect(await spotFreeMailsTo([c.email])).toHaveLength(1);
    const lowered = await setCapacity(admin, session.id, { maxParticipants: 1 });
    expect(lowered.json).toEqual({ message: 'Kapazität auf 1 Platz geändert.', maxParticipants: 1, availableSpots: 0, notified: 0 });
    expect(await spotFreeMailsTo([c.email])).toHaveLength(1);
  });

  it('lowering while members book at the same moment never overbooks and never fails with 5xx', async () => {
    const session = await sessionWithCapacity(10);
    const members = await Promise.all(Array.from({ length: 8 }, () => member()));
    const [patch, ...booked] = await Promise.all([
      setCapacity(admin, session.id, { maxParticipants: 4 }),
      ...members.map((m) => book(m.client, session.id)),
    ]);
    expect([patch, ...booked].filter((r) => r.status >= 500)).toHaveLength(0);
    expect([200, 409]).toContain(patch.status);
    const after = await seat(session.id);
    const confirmed = await confirmedOf(session.id);
    expect(after.currentParticipants).toBe(confirmed.length);
    expect(after.currentParticipants).toBeLessThanOrEqual(after.maxParticipants);
    expect(after.maxParticipants).toBe(patch.status === 200 ? 4 : 10);
    expect(booked.filter((r) => r.json.status === 'confirmed')).toHaveLength(confirmed.length);
  });

  it('tells live views about the new free spots', async () => {
    const session = await sessionWithCapacity(2);
    const received = new Promise<SpotsEvent>((resolve) => {
      const stop = t.spots.subscribe((events) => {
        // The new session itself is announced too (with 2 free); wait for the change.
        const mine = events.find((e) => e.sessionId === session.id && e.maxParticipants === 7);
        if (mine) {
          stop();
          resolve(mine);
        }
      });
    });
    expect((await setCapacity(admin, session.id, { maxParticipants: 7 })).status).toBe(200);
    let timer: NodeJS.Timeout | undefined;
    const event = await Promise.race([received, new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), 5_000)))]);
    clearTimeout(timer);
    expect(event).toEqual({ sessionId: session.id, availableSpots: 7, currentParticipants: 0, maxParticipants: 7 });
  });
});
