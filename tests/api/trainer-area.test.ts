import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, sessions } from '../../src/server/db/schema';
import { createAdmin, createBooking, createCourse, createRoom, createSession, createTrainerWithUser, createUser, createWaitlistEntry } from '../../src/server/db/factories';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';

/*
 * The trainer area (docs/decisions/0020): a trainer sees the sessions they teach, with counts, the next
 * five in order, participants and waiting list; marks attendance inside its window and corrects it;
 * edits their own profile, which the public trainer list shows at once.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let t: TestApp;
let trainer: { client: TestClient; trainerId: string; userId: string };
let other: { client: TestClient; trainerId: string };
let courseId: string;
let roomId: string;

const at = (offsetMs: number) => new Date(Date.now() + offsetMs);
// A trainer may not be booked twice at once, so each session lasts a second and starts two seconds after the last.
let sessionsMade = 0;
const mySession = (offsetMs: number, extra: Parameters<typeof createSession>[1] = {}) => {
  const startTime = at(offsetMs + 2000 * sessionsMade++);
  return createSession(t.db, { courseId, trainerId: trainer.trainerId, startTime, endTime: new Date(startTime.getTime() + 1000), ...extra });
};
const seat = async (id: string) => (await t.db.select().from(sessions).where(eq(sessions.id, id)))[0].currentParticipants;
const statusOf = async (id: string) => (await t.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id)))[0].status;
const mark = (client: TestClient, bookingId: string, status: string) => client.post(`/api/trainer/bookings/${bookingId}/attendance`, { status });

beforeAll(async () => {
  // A stand-in for the web build, so the HTML handler answers /trainer with its inlined page data.
  const webRoot = mkdtempSync(path.join(tmpdir(), 'sz-web-'));
  writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><html lang="de"><head><!--app-head--></head><body><div id="root"></div></body></html>');
  mkdirSync(path.join(webRoot, '.vite'));
  writeFileSync(path.join(webRoot, '.vite', 'manifest.json'), JSON.stringify({ 'main.tsx': { file: 'assets/index.js', isEntry: true } }));
  t = await createTestApp({}, { webRoot });

  const one = await createTrainerWithUser(t.db, { user: { firstName: 'Lea', lastName: 'Lehrerin' } });
  trainer = { client: await t.clientSignedInAs(one.user.id), trainerId: one.trainer.id, userId: one.user.id };
  const two = await createTrainerWithUser(t.db);
  other = { client: await t.clientSignedInAs(two.user.id), trainerId: two.trainer.id };
  const room = await createRoom(t.db, { name: 'Spiegelsaal' });
  roomId = room.id;
  courseId = (await createCourse(t.db, { name: 'Faszientraining', maxParticipants: 8 })).id;
});
afterAll(() => t.close());

describe('dashboard and session lists', () => {
  let first: string;
  let past: string;
  let cancelledSession: string;
  let othersSession: string;

  beforeAll(async () => {
    // Seven upcoming sessions created out of order, one cancelled, one started an hour ago, one long ago.
    const offsets = [5 * DAY, 1 * DAY, 7 * DAY, 2 * HOUR, 3 * DAY, 6 * DAY, 2 * DAY];
    const created = [];
    for (const offset of offsets) created.push(await mySession(offset, { roomId: offset === 2 * HOUR ? roomId : null }));
    first = created[3].id;
    cancelledSession = (await mySession(90 * MINUTE, { status: 'cancelled' })).id;
    past = (await mySession(-HOUR)).id;
    await mySession(-10 * DAY);
    othersSession = (await createSession(t.db, { courseId, trainerId: other.trainerId, startTime: at(3 * HOUR) })).id;

    // Confirmed bookings: 2 in the first session (plus a cancelled one), 1 in the past session (not
    // upcoming), 1 in the cancelled session, and 3 in the other trainer's session: none of those count.
    await createBooking(t.db, { sessionId: first });
    await createBooking(t.db, { sessionId: first });
    await createBooking(t.db, { sessionId: first, status: 'cancelled' });
    await createBooking(t.db, { sessionId: past });
    await createBooking(t.db, { sessionId: created[1].id, status: 'attended' });
    for (let i = 0; i < 3; i++) await createBooking(t.db, { sessionId: othersSession });
  });

  it('counts upcoming sessions and the confirmed bookings in them, and lists the next five in order', async () => {
    const res = await trainer.client.get('/api/trainer/overview');
    expect(res.status).toBe(200);
    expect(res.json.upcomingSessions).toBe(7);
    expect(res.json.confirmedBookings).toBe(2);
    const next = res.json.nextSessions as { id: string; startTime: string; courseName: string; roomName: string; currentParticipants: number; maxParticipants: number }[];
    expect(next).toHaveLength(5);
    expect(next[0]).toMatchObject({ id: first, courseName: 'Faszientraining', roomName: 'Spiegelsaal', currentParticipants: 2, maxParticipants: 8 });
    const starts = next.map((s) => Date.parse(s.startTime));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(starts[4] - Date.now()).toBeGreaterThan(4 * DAY);
    expect(next.map((s) => s.id)).not.toContain(cancelledSession);
    // Open for attendance now: the session that began an hour ago (not the cancelled one, not the far ones).
    expect(res.json.attendanceOpen.map((s: { id: string }) => s.id)).toEqual([past]);
  });

  it('lists only their own sessions: upcoming (cancelled ones labelled) and those started in the last days', async () => {
    const res = await trainer.client.get('/api/trainer/sessions');
    expect(res.status).toBe(200);
    const upcoming = res.json.upcoming as { id: string; status: string }[];
    expect(upcoming).toHaveLength(8);
    expect(upcoming.find((s) => s.id === cancelledSession)?.status).toBe('cancelled');
    expect(res.json.recent.map((s: { id: string }) => s.id)).toEqual([past]);
    expect(res.text).not.toContain(othersSession);

    const theirs = await other.client.get('/api/trainer/sessions');
    expect(theirs.json.upcoming.map((s: { id: string }) => s.id)).toEqual([othersSession]);
    expect((await other.client.get('/api/trainer/overview')).json).toMatchObject({ upcomingSessions: 1, confirmedBookings: 3 });
  });

  it('shows a session’s participants by name and its waiting list in order, to its own trainer only', async () => {
    const session = await mySession(4 * HOUR, { maxParticipants: 2 });
    const zora = await createUser(t.db, { firstName: 'Zora', lastName: 'Abel' });
    const anton = await createUser(t.db, { firstName: 'Anton', lastName: 'Zeller' });
    const gone = await createUser(t.db, { firstName: 'Gerd', lastName: 'Storno' });
    await createBooking(t.db, { sessionId: session.id, userId: anton.id });
    await createBooking(t.db, { sessionId: session.id, userId: zora.id });
    await createBooking(t.db, { sessionId: session.id, userId: gone.id, status: 'cancelled' });
    const second = await createUser(t.db, { firstName: 'Wanda', lastName: 'Zweite' });
    const firstInLine = await createUser(t.db, { firstName: 'Erik', lastName: 'Erster' });
    await createWaitlistEntry(t.db, { sessionId: session.id, userId: second.id, addedAt: at(-HOUR) });
    await createWaitlistEntry(t.db, { sessionId: session.id, userId: firstInLine.id, addedAt: at(-2 * HOUR) });

    const res = await trainer.client.get(`/api/trainer/sessions/${session.id}`);
    expect(res.status).toBe(200);
    expect(res.json.session).toMatchObject({ id: session.id, currentParticipants: 2, maxParticipants: 2, waitlistCount: 2 });
    expect(res.json.participants.map((p: { name: string }) => p.name)).toEqual(['Zora Abel', 'Anton Zeller']);
    expect(res.json.waitlist.map((w: { position: number; name: string }) => [w.position, w.name])).toEqual([
      [1, 'Erik Erster'],
      [2, 'Wanda Zweite'],
    ]);

    const refused = await other.client.get(`/api/trainer/sessions/${session.id}`);
    expect(refused.status).toBe(404);
    expect(refused.json.error.message).toBe('Diese Session wurde nicht gefunden.');
    expect(refused.text).not.toContain('Zora');
  });

  it('bookings: those of their own sessions only, with participant, course, room and booked-on', async () => {
    const res = await trainer.client.get('/api/trainer/bookings');
    expect(res.status).toBe(200);
    expect(res.json.total).toBe(res.json.bookings.length);
    const statuses = res.json.bookings.map((b: { status: string }) => b.status);
    expect(statuses).toContain('cancelled');
    expect(statuses).toContain('attended');
    expect(res.json.bookings.every((b: { session: { courseName: string } }) => b.session.courseName === 'Faszientraining')).toBe(true);
    expect(res.json.bookings.some((b: { session: { id: string } }) => b.session.id === othersSession)).toBe(false);
    const booked = res.json.bookings.map((b: { bookedAt: string }) => Date.parse(b.bookedAt));
    expect(booked).toEqual([...booked].sort((a, b) => b - a));
    expect(res.json.bookings[0].participant.email).toMatch(/@example\.test$/);
    expect((await other.client.get('/api/trainer/bookings')).json.total).toBe(3);
  });
});

describe('attendance', () => {
  it('is taken from 30 minutes before the start until 24 hours after it, and refused outside with a German message', async () => {
    const cases: [offsetMs: number, allowed: boolean][] = [
      [28 * MINUTE, true],
      [32 * MINUTE, false],
      [-(24 * HOUR - 2 * MINUTE), true],
      [-(24 * HOUR + 2 * MINUTE), false],
    ];
    for (const [offset, allowed] of cases) {
      const session = await mySession(offset);
      const booking = await createBooking(t.db, { sessionId: session.id });
      const res = await mark(trainer.client, booking.id, 'attended');
      if (allowed) {
        expect(res.status, `start ${offset / MINUTE} min from now`).toBe(200);
        expect(await statusOf(booking.id)).toBe('attended');
      } else {
        expect(res.status, `start ${offset / MINUTE} min from now`).toBe(409);
        expect(res.json.error.message).toBe('Die Anwesenheit kann von 30 Minuten vor Beginn bis 24 Stunden nach Beginn erfasst werden.');
        expect(await statusOf(booking.id)).toBe('confirmed');
      }
    }
  });

  it('can be corrected inside the window and never changes the participant count', async () => {
    const session = await mySession(-2 * HOUR);
    const member = await createUser(t.db, { firstName: 'Kora', lastName: 'Korrektur' });
    const booking = await createBooking(t.db, { sessionId: session.id, userId: member.id });
    await createBooking(t.db, { sessionId: session.id });
    expect(await seat(session.id)).toBe(2);

    const first = await mark(trainer.client, booking.id, 'no_show');
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ bookingId: booking.id, status: 'no_show', message: 'Kora Korrektur ist als nicht erschienen eingetragen.' });
    expect(await seat(session.id)).toBe(2);
    const corrected = await mark(trainer.client, booking.id, 'attended');
    expect(corrected.json.status).toBe('attended');
    expect(await statusOf(booking.id)).toBe('attended');
    expect(await seat(session.id)).toBe(2);

    // The member sees it among their bookings, and the office in its list.
    const memberClient = await t.clientSignedInAs(member.id);
    const mine = (await memberClient.get('/api/me/bookings')).json.bookings;
    expect(mine.find((b: { id: string }) => b.id === booking.id).status).toBe('attended');
    const admin = await t.clientSignedInAs((await createAdmin(t.db)).id);
    const office = (await admin.get(`/api/admin/bookings?sessionId=${session.id}`)).json;
    expect(office.counts).toMatchObject({ attended: 1, confirmed: 1 });

    const detail = (await trainer.client.get(`/api/trainer/sessions/${session.id}`)).json;
    expect(detail.participants.find((p: { bookingId: string }) => p.bookingId === booking.id).status).toBe('attended');
  });

  it('refuses a cancelled booking, a cancelled session, another trainer’s booking and any other status', async () => {
    const session = await mySession(-HOUR);
    const cancelled = await createBooking(t.db, { sessionId: session.id, status: 'cancelled' });
    const res = await mark(trainer.client, cancelled.id, 'attended');
    expect(res.status).toBe(409);
    expect(res.json.error.message).toBe('Diese Buchung wurde storniert; die Anwesenheit kann nicht erfasst werden.');
    expect(await statusOf(cancelled.id)).toBe('cancelled');

    const called = await mySession(-HOUR, { status: 'cancelled' });
    const inCalledOff = await createBooking(t.db, { sessionId: called.id });
    expect((await mark(trainer.client, inCalledOff.id, 'attended')).status).toBe(409);

    const theirs = await createSession(t.db, { courseId, trainerId: other.trainerId, startTime: at(-HOUR) });
    const theirBooking = await createBooking(t.db, { sessionId: theirs.id });
    const foreign = await mark(trainer.client, theirBooking.id, 'attended');
    expect(foreign.status).toBe(404);
    expect(foreign.json.error.message).toBe('Diese Buchung wurde nicht gefunden.');
    expect(await statusOf(theirBooking.id)).toBe('confirmed');

    const live = await createBooking(t.db, { sessionId: session.id });
    for (const status of ['confirmed', 'cancelled', 'ATTENDED']) {
      const bad = await mark(trainer.client, live.id, status);
      expect(bad.status, status).toBe(400);
      expect(bad.json.error.fields.status).toMatch(/Anwesend/);
    }
    expect(await statusOf(live.id)).toBe('confirmed');
  });
});

describe('profile', () => {
  it('is saved for the signed-in trainer and shown at once by GET /api/trainers and the /trainer page', async () => {
    const bio = 'Lea unterrichtet Faszientraining und Mobilität, mit viel Geduld für Einsteigerinnen und Einsteiger.';
    const res = await trainer.client.request('PUT', '/api/trainer/profile', {
      firstName: ' Lea ',
      lastName: 'Lehrerin-Neu',
      email: 'lea.kontakt@example.de',
      phone: '',
      bio,
    });
    expect(res.status).toBe(200);
    expect(res.json.trainer).toMatchObject({ id: trainer.trainerId, firstName: 'Lea', lastName: 'Lehrerin-Neu', email: 'lea.kontakt@example.de', phone: null, bio });
    expect((await trainer.client.get('/api/trainer/profile')).json.trainer.bio).toBe(bio);

    const guest = t.client();
    const listed = (await guest.get('/api/trainers')).json.trainers.find((x: { id: string }) => x.id === trainer.trainerId);
    expect(listed).toMatchObject({ lastName: 'Lehrerin-Neu', bio });
    const html = await guest.get('/trainer');
    expect(html.status).toBe(200);
    expect(html.text).toContain('Lea unterrichtet Faszientraining');
    // The other trainer's record is untouched.
    expect((await other.client.get('/api/trainer/profile')).json.trainer.lastName).not.toBe('Lehrerin-Neu');
  });

  it('refuses invalid input field by field in German', async () => {
    const res = await trainer.client.request('PUT', '/api/trainer/profile', { firstName: ' ', lastName: 'X', email: 'keine-adresse', phone: 'abc', bio: 'x'.repeat(2001) });
    expect(res.status).toBe(400);
    expect(res.json.error.fields).toMatchObject({
      firstName: 'Bitte geben Sie Ihren Vornamen ein.',
      email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
      bio: 'Die Biografie darf höchstens 2000 Zeichen lang sein.',
    });
    expect(res.json.error.fields.phone).toMatch(/Telefonnummer/);
  });

  it('answers a trainer (or admin) without a linked trainer record with a clear notice', async () => {
    const admin = await t.clientSignedInAs((await createAdmin(t.db)).id);
    for (const path of ['/api/trainer/overview', '/api/trainer/sessions', '/api/trainer/bookings']) {
      const res = await admin.get(path);
      expect(res.status, path).toBe(404);
      expect(res.json.error).toEqual({ code: 'TRAINER_NOT_LINKED', message: 'Mit Ihrem Konto ist kein Trainerprofil verknüpft. Bitte wenden Sie sich an die Verwaltung.' });
    }
    const put = await admin.request('PUT', '/api/trainer/profile', { firstName: 'A', lastName: 'B', email: '', phone: '', bio: '' });
    expect(put.status).toBe(404);
    expect(put.json.error.code).toBe('TRAINER_NOT_LINKED');
  });
});
