import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, sessions } from '../../src/server/db/schema';
import { SPOTS_CHANNEL } from '../../src/server/modules/bookings/live';
import { berlinWeekMonday } from '../../src/shared/time';
import { createCourse, createSession, createUser } from '../../src/server/db/factories';
import { createTestApp, type TestApp } from '../support/test-app';

// The timetable week with its per-server cache switched on, as in production.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TIMETABLE_CACHE: 'on' });
  await t.spots.ready;
});
afterAll(() => t.close());

type WeekSession = { id: string; status: string; availableSpots: number; course: { name: string } };

async function week(day: Date, app: TestApp = t): Promise<WeekSession[]> {
  const res = await app.client().get(`/api/sessions?week=${berlinWeekMonday(day)}`);
  expect(res.status).toBe(200);
  return res.json.sessions;
}

async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const value = await read();
    if (accept(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('cached timetable week', () => {
  it('shows a booking made through this server at once', async () => {
    const course = await createCourse(t.db, { name: 'Cache-Kurs Buchung' });
    const session = await createSession(t.db, { courseId: course.id, startTime: new Date(Date.now() + 3 * 86_400_000), maxParticipants: 5 });
    const day = session.startTime;
    const before = await eventually(() => week(day), (list) => list.some((s) => s.id === session.id));
    expect(before.find((s) => s.id === session.id)?.availableSpots).toBe(5);

    const member = await createUser(t.db);
    const client = await t.clientSignedInAs(member.id);
    expect((await client.post('/api/bookings', { sessionId: session.id })).status).toBe(200);
    expect((await week(day)).find((s) => s.id === session.id)?.availableSpots).toBe(4);
  });

  it('is kept by writes that change no session (sign-in, contact, newsletter) and dropped by a booking', async () => {
    // An app of its own: no booking of another test announces itself (and clears the cache) halfway through.
    const own = await createTestApp({ TIMETABLE_CACHE: 'on' });
    try {
      await own.spots.ready;
      const notified: string[] = [];
      const stopListening = own.spots.onChange((id) => notified.push(id));
      const course = await createCourse(own.db, { name: 'Cache-Kurs Andere Schreibzugriffe' });
      const session = await createSession(own.db, { courseId: course.id, startTime: new Date(Date.now() + 5 * 86_400_000), maxParticipants: 6 });
      const spotsNow = async () => (await week(session.startTime, own)).find((s) => s.id === session.id)?.availableSpots;
      // Notifications arrive in order: once this marker is in, the new session's own has cleared the cache.
      const marker = crypto.randomUUID();
      await own.db.execute(sql`select pg_notify(${SPOTS_CHANNEL}, ${marker})`);
      await eventually(async () => notified.includes(marker), Boolean);
      expect(await spotsNow()).toBe(6);

      // Two seats taken without a change notification (the setting book_session uses when the app announces
      // itself): only a clear by this server makes the cached week show them.
      notified.length = 0;
      await own.db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('app.spots_announced_by_app', 'on', true)`);
        await tx.update(sessions).set({ currentParticipants: 2 }).where(eq(sessions.id, session.id));
      });

      const member = await createUser(own.db);
      const visitor = own.client();
      expect((await visitor.signIn(member.email, member.password)).status).toBe(200);
      expect((await visitor.post('/api/contact', { name: 'Erika Muster', email: 'erika@example.de', message: 'Hallo!' })).status).toBe(200);
      expect((await visitor.post('/api/newsletter/subscribe', { email: 'cache@example.de' })).status).toBe(200);
      expect(await spotsNow()).toBe(6);
      expect(notified).toEqual([]);
      stopListening();

      expect((await visitor.post('/api/bookings', { sessionId: session.id })).status).toBe(200);
      expect(await spotsNow()).toBe(3);
    } finally {
      await own.close();
    }
  });

  it('follows changes another app server or the office makes in the database, within 5 seconds', async () => {
    const course = await createCourse(t.db, { name: 'Cache-Kurs Alt' });
    const session = await createSession(t.db, { courseId: course.id, startTime: new Date(Date.now() + 4 * 86_400_000), maxParticipants: 8 });
    const day = session.startTime;
    await eventually(() => week(day), (list) => list.some((s) => s.id === session.id));

    // Written straight to the database, not through this app: only the change notification can tell it.
    await t.db.update(sessions).set({ currentParticipants: sql`${sessions.currentParticipants} + 3` }).where(eq(sessions.id, session.id));
    const spots = await eventually(() => week(day), (list) => list.find((s) => s.id === session.id)?.availableSpots === 5);
    expect(spots.find((s) => s.id === session.id)?.availableSpots).toBe(5);

    await t.db.update(courses).set({ name: 'Cache-Kurs Neu' }).where(eq(courses.id, course.id));
    const renamed = await eventually(() => week(day), (list) => list.find((s) => s.id === session.id)?.course.name === 'Cache-Kurs Neu');
    expect(renamed.find((s) => s.id === session.id)?.course.name).toBe('Cache-Kurs Neu');

    // A cancelled session stays in the week, marked so ('Abgesagt' on its card).
    await t.db.update(sessions).set({ status: 'cancelled' }).where(eq(sessions.id, session.id));
    const cancelled = await eventually(() => week(day), (list) => list.find((s) => s.id === session.id)?.status === 'cancelled');
    expect(cancelled.find((s) => s.id === session.id)?.status).toBe('cancelled');
  });
});
