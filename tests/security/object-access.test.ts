import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, messages, profiles, pushSubscriptions, sessionWaitlist } from '../../src/server/db/schema';
import { createBooking, createCourse, createMessage, createPayment, createSession, createTrainerWithUser, createUser, createWaitlistEntry, DEFAULT_PASSWORD } from '../../src/server/db/factories';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';

/*
 * Object-level access, beyond the role walk of access.test.ts: with a second member and a second trainer,
 * nobody reaches another person's rows through the routes that exist — bookings, waiting-list places,
 * booking calendars, the private calendar feed, push subscriptions, the profile, the data export and account
 * deletion — and a trainer reaches the sessions they teach and those sessions' participants only
 * (docs/decisions/0020), never another trainer's.
 */

type Person = { id: string; email: string; client: TestClient };

let t: TestApp;
let alice: Person;
let bob: Person;
let trainerOne: Person & { trainerId: string };
let trainerTwo: Person & { trainerId: string };
let courseId: string;
let aliceSession: string;
let fullSession: string;

async function person(roles: ('ADMIN' | 'TRAINER')[] = []): Promise<Person> {
  const user = await createUser(t.db, { roles });
  return { id: user.id, email: user.email, client: await t.clientSignedInAs(user.id) };
}

async function trainer(): Promise<Person & { trainerId: string }> {
  const { user, trainer: row } = await createTrainerWithUser(t.db);
  return { id: user.id, email: user.email, client: await t.clientSignedInAs(user.id), trainerId: row.id };
}

beforeAll(async () => {
  t = await createTestApp();
  [alice, bob] = [await person(), await person()];
  [trainerOne, trainerTwo] = [await trainer(), await trainer()];
  courseId = (await createCourse(t.db, { maxParticipants: 5 })).id;
  aliceSession = (await createSession(t.db, { courseId, trainerId: trainerOne.trainerId })).id;
  fullSession = (await createSession(t.db, { courseId, trainerId: trainerOne.trainerId, time: '20:00', maxParticipants: 1 })).id;
  await createBooking(t.db, { sessionId: fullSession });
});
afterAll(() => t.close());

const bookingStatus = async (id: string) => (await t.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id)))[0]?.status;

describe("a second member and the first member's rows", () => {
  let aliceBooking: string;
  let aliceWaitlistEntry: string;

  beforeAll(async () => {
    const booked = await alice.client.post('/api/bookings', { sessionId: aliceSession });
    expect(booked.json.status).toBe('confirmed');
    aliceBooking = (await t.db.select({ id: bookings.id }).from(bookings).where(and(eq(bookings.userId, alice.id), eq(bookings.sessionId, aliceSession))))[0].id;
    aliceWaitlistEntry = (await createWaitlistEntry(t.db, { userId: alice.id, sessionId: fullSession })).id;
  });

  it("sees neither her bookings nor her waiting-list places, and his own status only in the timetable", async () => {
    const mine = await bob.client.get('/api/me/bookings');
    expect(mine.status).toBe(200);
    expect(mine.json).toEqual({ bookings: [], waitlist: [] });
    expect(mine.text).not.toContain(aliceBooking);
    expect(mine.text).not.toContain(aliceWaitlistEntry);

    const hers = (await alice.client.get('/api/me/bookings')).json;
    expect(hers.bookings.map((b: { id: string }) => b.id)).toEqual([aliceBooking]);
    expect(hers.waitlist.map((w: { id: string }) => w.id)).toEqual([aliceWaitlistEntry]);

    const statusFor = async (client: TestClient) =>
      (await client.get(`/api/sessions?courseId=${courseId}`)).json.sessions.find((s: { id: string }) => s.id === aliceSession).myStatus;
    expect(await statusFor(alice.client)).toBe('booked');
    expect(await statusFor(bob.client)).toBeNull();
    expect((await bob.client.get('/api/me')).json.user.email).toBe(bob.email);
  });

  it('cannot cancel her booking: 404, and it stays confirmed', async () => {
    const res = await bob.client.post(`/api/bookings/${aliceBooking}/cancel`);
    expect(res.status).toBe(404);
    expect(res.json.error.message).toBe('Diese Buchung wurde nicht gefunden.');
    expect(await bookingStatus(aliceBooking)).toBe('confirmed');
  });

  it("cannot download her booking's calendar entry", async () => {
    expect((await bob.client.get(`/api/bookings/${aliceBooking}/calendar.ics`)).status).toBe(404);
    const hers = await alice.client.get(`/api/bookings/${aliceBooking}/calendar.ics`);
    expect(hers.status).toBe(200);
    expect(hers.headers.get('content-type')).toMatch(/^text\/calendar/);
  });

  it('cannot take her off the waiting list: 404, and the place stays', async () => {
    const res = await bob.client.request('DELETE', `/api/me/waitlist/${aliceWaitlistEntry}`);
    expect(res.status).toBe(404);
    expect(await t.db.select().from(sessionWaitlist).where(eq(sessionWaitlist.id, aliceWaitlistEntry))).toHaveLength(1);
  });

  it('has a calendar feed of his own: renewing it leaves hers working and unchanged', async () => {
    const aliceUrl = (await alice.client.get('/api/me/calendar')).json.url as string;
    const bobUrl = (await bob.client.get('/api/me/calendar')).json.url as string;
    expect(bobUrl).not.toBe(aliceUrl);

    const renewed = (await bob.client.post('/api/me/calendar/renew')).json.url as string;
    expect(renewed).not.toBe(bobUrl);
    expect((await alice.client.get('/api/me/calendar')).json.url).toBe(aliceUrl);

    const feedOf = async (url: string) => t.client().get(new URL(url).pathname);
    const aliceFeed = await feedOf(aliceUrl);
    expect(aliceFeed.status).toBe(200);
    expect(aliceFeed.text).toContain('BEGIN:VEVENT');
    const bobFeed = await feedOf(renewed);
    expect(bobFeed.status).toBe(200);
    expect(bobFeed.text).not.toContain('BEGIN:VEVENT');
    expect((await feedOf(bobUrl)).status).toBe(404);
  });

  it('cannot switch off her push notifications', async () => {
    const endpoint = `https://push.example.com/send/${crypto.randomUUID()}`;
    const keys = { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) };
    expect((await alice.client.post('/api/me/push-subscriptions', { endpoint, keys })).status).toBe(200);
    await bob.client.post('/api/me/push-subscriptions/remove', { endpoint });
    const rows = await t.db.select({ userId: pushSubscriptions.userId }).from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    expect(rows).toEqual([{ userId: alice.id }]);
  });

  it("cannot reach the office's lists or change anything there", async () => {
    for (const client of [bob.client, trainerOne.client]) {
      expect((await client.get('/api/admin/bookings')).status).toBe(403);
      expect((await client.get(`/api/admin/bookings?sessionId=${aliceSession}`)).status).toBe(403);
      expect((await client.get('/api/admin/waitlist')).status).toBe(403);
      expect((await client.get('/api/admin/mails')).status).toBe(403);
      expect((await client.request('DELETE', `/api/admin/waitlist/${aliceWaitlistEntry}`)).status).toBe(403);
      expect((await client.post('/api/admin/waitlist/promote', { sessionId: fullSession })).status).toBe(403);
      expect((await client.request('PATCH', `/api/admin/sessions/${aliceSession}`, { maxParticipants: 1 })).status).toBe(403);
    }
    expect(await t.db.select().from(sessionWaitlist).where(eq(sessionWaitlist.id, aliceWaitlistEntry))).toHaveLength(1);
    expect(await bookingStatus(aliceBooking)).toBe('confirmed');
  });

  it('exports only his own data, and cannot change or delete her account', async () => {
    const exported = await bob.client.get('/api/me/export');
    expect(exported.json.profile.email).toBe(bob.email);
    for (const value of [alice.id, alice.email, aliceBooking, aliceWaitlistEntry]) expect(exported.text).not.toContain(value);

    // Both act on the caller's own account only: an id in the body is not read.
    const naming = await bob.client.post('/api/me/delete', { password: `${DEFAULT_PASSWORD}-falsch`, userId: alice.id, id: alice.id });
    expect(naming.status).toBe(400);
    const renamed = await bob.client.request('PATCH', '/api/me/profile', { firstName: 'Bob', id: alice.id, userId: alice.id });
    expect(renamed.json.user.id).toBe(bob.id);

    const [hers] = await t.db.select().from(profiles).where(eq(profiles.id, alice.id));
    expect(hers).toMatchObject({ email: alice.email, deletedAt: null });
    expect(hers.firstName).not.toBe('Bob');
    expect((await alice.client.get('/api/me')).status).toBe(200);
    expect(await bookingStatus(aliceBooking)).toBe('confirmed');
  });
});

describe("a second member and the first member's payments and messages", () => {
  it('sees none of them, counts none of them, and cannot mark her replies seen', async () => {
    const payment = await createPayment(t.db, { userId: alice.id, status: 'pending' });
    const message = await createMessage(t.db, { userId: alice.id, status: 'replied', subject: 'Nur für Alice' });

    const payments = await bob.client.get('/api/me/payments');
    expect(payments.status).toBe(200);
    expect(payments.json).toEqual({ payments: [] });
    const messagesRes = await bob.client.get('/api/me/messages');
    expect(messagesRes.json).toEqual({ messages: [] });
    expect(messagesRes.text).not.toContain(message.id);
    expect(await bob.client.get('/api/me/overview')).toMatchObject({ json: { openPayments: 0, newMessages: 0 } });

    expect((await bob.client.post('/api/me/messages/seen')).json).toEqual({ seen: 0 });
    const [stored] = await t.db.select({ replySeenAt: messages.replySeenAt }).from(messages).where(eq(messages.id, message.id));
    expect(stored.replySeenAt).toBeNull();

    // His own new message lands in his list only.
    const sent = await bob.client.post('/api/me/messages', { subject: 'Von Bob', message: 'Hallo' });
    expect(sent.status).toBe(200);
    const hers = await alice.client.get('/api/me/messages');
    expect(hers.json.messages.map((m: { id: string }) => m.id)).toEqual([message.id]);
    expect((await alice.client.get('/api/me/payments')).json.payments.map((p: { id: string }) => p.id)).toEqual([payment.id]);
    expect(await alice.client.get('/api/me/overview')).toMatchObject({ json: { openPayments: 1, newMessages: 1 } });
  });
});

describe('a second trainer', () => {
  it('sees their own trainer profile, not the first trainer’s', async () => {
    const one = (await trainerOne.client.get('/api/trainer/profile')).json.trainer;
    const two = (await trainerTwo.client.get('/api/trainer/profile')).json.trainer;
    expect(one.id).toBe(trainerOne.trainerId);
    expect(two.id).toBe(trainerTwo.trainerId);
    expect(two.email).toBe(trainerTwo.email);
  });

  it("gets no participant of the first trainer's sessions from any route", async () => {
    // Alice is booked into a session trainer one teaches; nothing trainer two can call names her.
    const paths = [
      '/api/sessions?courseId=' + courseId,
      '/api/trainer/profile',
      '/api/trainer/overview',
      '/api/trainer/sessions',
      `/api/trainer/sessions/${aliceSession}`,
      `/api/trainer/sessions/${fullSession}`,
      '/api/trainer/bookings',
      '/api/me/bookings',
      '/api/me',
      `/api/admin/bookings?sessionId=${aliceSession}`,
      '/api/admin/waitlist',
    ];
    for (const path of paths) {
      const res = await trainerTwo.client.get(path);
      expect(res.text, path).not.toContain(alice.email);
      expect(res.text, path).not.toContain(alice.id);
    }
    expect((await trainerTwo.client.get(`/api/admin/bookings?sessionId=${aliceSession}`)).status).toBe(403);
  });
});

describe("the first trainer's participants", () => {
  let started: string;
  let booking: string;

  beforeAll(async () => {
    // A session of trainer one that began ten minutes ago: its attendance can be taken now.
    started = (await createSession(t.db, { courseId, trainerId: trainerOne.trainerId, startTime: new Date(Date.now() - 10 * 60_000) })).id;
    booking = (await createBooking(t.db, { sessionId: started, userId: alice.id })).id;
  });

  it('are listed for trainer one, and trainer two gets 404 for the list and for marking them', async () => {
    const own = await trainerOne.client.get(`/api/trainer/sessions/${started}`);
    expect(own.status).toBe(200);
    expect(own.json.participants.map((p: { email: string }) => p.email)).toEqual([alice.email]);
    expect((await trainerOne.client.get('/api/trainer/bookings')).text).toContain(alice.email);

    const list = await trainerTwo.client.get(`/api/trainer/sessions/${started}`);
    expect(list.status).toBe(404);
    expect(list.text).not.toContain(alice.email);
    for (const status of ['attended', 'no_show']) {
      const res = await trainerTwo.client.post(`/api/trainer/bookings/${booking}/attendance`, { status });
      expect(res.status).toBe(404);
      expect(res.json.error.message).toBe('Diese Buchung wurde nicht gefunden.');
    }
    expect(await bookingStatus(booking)).toBe('confirmed');
    expect((await trainerTwo.client.get('/api/trainer/bookings')).text).not.toContain(alice.email);
    expect((await trainerTwo.client.get('/api/trainer/sessions')).text).not.toContain(started);

    // Trainer one may; the mark is trainer one's to correct, and nobody else's to see.
    expect((await trainerOne.client.post(`/api/trainer/bookings/${booking}/attendance`, { status: 'attended' })).status).toBe(200);
    expect(await bookingStatus(booking)).toBe('attended');
  });

  it('are out of reach of a member: every trainer route answers 403', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/trainer/profile'],
      ['PUT', '/api/trainer/profile', { firstName: 'Bob', lastName: 'Bob', email: '', phone: '', bio: '' }],
      ['GET', '/api/trainer/overview'],
      ['GET', '/api/trainer/sessions'],
      ['GET', `/api/trainer/sessions/${started}`],
      ['POST', `/api/trainer/bookings/${booking}/attendance`, { status: 'no_show' }],
      ['GET', '/api/trainer/bookings'],
    ];
    for (const [method, path, body] of calls) {
      const res = await bob.client.request(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.text).not.toContain(alice.email);
    }
    expect(await bookingStatus(booking)).toBe('attended');
  });

  it("cannot be reached through another trainer's profile update: it changes the caller's own record only", async () => {
    const res = await trainerTwo.client.request('PUT', '/api/trainer/profile', { firstName: 'Zweite', lastName: 'Trainerin', email: '', phone: '', bio: 'Neu.' });
    expect(res.status).toBe(200);
    expect(res.json.trainer.id).toBe(trainerTwo.trainerId);
    expect((await trainerOne.client.get('/api/trainer/profile')).json.trainer.firstName).not.toBe('Zweite');
  });
});
