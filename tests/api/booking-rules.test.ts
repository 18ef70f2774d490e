import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookingOpensAt, DEFAULT_BOOKING_RULES } from '../../src/shared/booking-rules';
import { queryRows } from '../../src/server/db/client';
import { bookings, cmsSettings, mails, sessions, sessionWaitlist } from '../../src/server/db/schema';
import { createAdmin, createCourse, createSession, createUser, upsertSettings } from '../../src/server/db/factories';
import { isGerman } from '../support/german';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';

/*
 * The booking rules of the settings, enforced by the booking engine: the cancellation deadline (member's
 * cancel, under the session lock), the booking window (book_session), and the closing of the waiting list
 * (book_session refuses new entries; notices and promotions stop). The defaults behave as before the rules.
 */
let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.clientSignedInAs((await createAdmin(t.db)).id);
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

async function member() {
  const user = await createUser(t.db);
  return { ...user, client: await t.clientSignedInAs(user.id) };
}

async function sessionIn(ms: number, capacity = 5) {
  const course = await createCourse(t.db, { maxParticipants: capacity });
  return createSession(t.db, { courseId: course.id, startTime: new Date(Date.now() + ms) });
}

const book = (client: TestClient, sessionId: string) => client.post('/api/bookings', { sessionId });
const bookingIdOf = async (userId: string, sessionId: string) =>
  (await t.db.select().from(bookings).where(and(eq(bookings.userId, userId), eq(bookings.sessionId, sessionId))))[0].id;
const cancel = async (m: Awaited<ReturnType<typeof member>>, sessionId: string) => m.client.post(`/api/bookings/${await bookingIdOf(m.id, sessionId)}/cancel`);
const seat = async (sessionId: string) => (await t.db.select().from(sessions).where(eq(sessions.id, sessionId)))[0];
const spotFreeMailsTo = (emails: string[]) =>
  t.db.select().from(mails).where(and(eq(mails.template, 'waitlist-spot-free'), inArray(mails.to, emails)));

async function setRules(rules: { cancellationDeadlineHours?: number; bookingWindowDays?: number | null; waitlistClosesMinutes?: number | null }) {
  await upsertSettings(t.db, { cancellationDeadlineHours: 0, bookingWindowDays: null, waitlistClosesMinutes: null, ...rules });
}

/** A full session (capacity 1, booked by `holder`) with `queued` on its waiting list. */
async function fullWithQueue(startsInMs: number) {
  const session = await sessionIn(startsInMs, 1);
  const [holder, queued] = [await member(), await member()];
  expect((await book(holder.client, session.id)).json.status).toBe('confirmed');
  expect((await book(queued.client, session.id)).json.status).toBe('waitlist');
  return { session, holder, queued };
}

describe('defaults: everything until the start, as without rules', () => {
  async function behavesAsBefore() {
    // Cancel an hour before the start.
    const soon = await sessionIn(HOUR);
    const m = await member();
    expect((await book(m.client, soon.id)).json.status).toBe('confirmed');
    expect((await cancel(m, soon.id)).status).toBe(200);
    // Book a session far ahead.
    expect((await book(m.client, (await sessionIn(300 * DAY)).id)).json.status).toBe('confirmed');
    // Join a waiting list five minutes before the start, and hear of a freed spot.
    const { session, holder, queued } = await fullWithQueue(5 * 60_000);
    const late = await member();
    expect((await book(late.client, session.id)).json).toMatchObject({ status: 'waitlist', position: 2 });
    expect((await cancel(holder, session.id)).status).toBe(200);
    expect((await spotFreeMailsTo([queued.email, late.email])).map((mail) => mail.to).sort()).toEqual([queued.email, late.email].sort());
  }

  it('without a settings row', async () => {
    await t.db.delete(cmsSettings);
    expect((await t.client().get('/api/settings')).json.bookingRules).toEqual(DEFAULT_BOOKING_RULES);
    await behavesAsBefore();
  });

  it('with the settings row at its column defaults', async () => {
    await t.db.delete(cmsSettings);
    await t.db.insert(cmsSettings).values({ id: 1, siteTitle: 'Testzentrum', contactEmail: 'info@example.test', contactPhone: '', town: '' });
    const [row] = await t.db.select().from(cmsSettings);
    expect(row).toMatchObject({ cancellationDeadlineHours: 0, bookingWindowDays: null, waitlistClosesMinutes: null });
    await behavesAsBefore();
  });
});

describe('Stornofrist', () => {
  beforeEach(() => setRules({ cancellationDeadlineHours: 12 }));

  it('refuses a member cancelling later than N hours before the start, in German, and changes nothing', async () => {
    const session = await sessionIn(10 * HOUR);
    const m = await member();
    await book(m.client, session.id);
    const refused = await cancel(m, session.id);
    expect(refused.status).toBe(409);
    expect(refused.json.error).toMatchObject({ code: 'CANCELLATION_DEADLINE_PASSED', message: 'Stornierung ist nur bis 12 Stunden vor Beginn möglich.' });
    expect((await t.db.select().from(bookings).where(eq(bookings.sessionId, session.id)))[0].status).toBe('confirmed');
    expect((await seat(session.id)).currentParticipants).toBe(1);
  });

  it('lets a member cancel before the deadline', async () => {
    const session = await sessionIn(13 * HOUR);
    const m = await member();
    await book(m.client, session.id);
    expect((await cancel(m, session.id)).status).toBe(200);
    expect((await seat(session.id)).currentParticipants).toBe(0);
  });

  it('says "1 Stunde" for a deadline of one hour', async () => {
    await setRules({ cancellationDeadlineHours: 1 });
    const session = await sessionIn(30 * 60_000);
    const m = await member();
    await book(m.client, session.id);
    expect((await cancel(m, session.id)).json.error.message).toBe('Stornierung ist nur bis 1 Stunde vor Beginn möglich.');
  });

  it('does not hold back the bookings of an account being deleted', async () => {
    const session = await sessionIn(2 * HOUR);
    const m = await member();
    await book(m.client, session.id);
    expect((await m.client.post('/api/me/delete', { password: m.password })).status).toBe(200);
    expect((await seat(session.id)).currentParticipants).toBe(0);
  });
});

describe('Buchung möglich ab (Tage vorher)', () => {
  beforeEach(() => setRules({ bookingWindowDays: 7 }));

  it('refuses a session further ahead, naming when booking opens, and writes nothing', async () => {
    const session = await sessionIn(8 * DAY);
    const m = await member();
    const refused = await book(m.client, session.id);
    expect(refused.status).toBe(409);
    expect(refused.json.error.code).toBe('BOOKING_NOT_OPEN');
    expect(isGerman(refused.json.error.message)).toBe(true);
    const opens = bookingOpensAt(session.startTime, { bookingWindowDays: 7 })!;
    const berlin = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric' }).format(opens);
    expect(refused.json.error.message).toContain(`ab ${berlin} um`);
    expect(await t.db.select().from(bookings).where(eq(bookings.sessionId, session.id))).toEqual([]);
  });

  it('refuses the waiting list of a full session that is not open yet', async () => {
    const session = await sessionIn(8 * DAY, 1);
    await t.db.update(sessions).set({ maxParticipants: 1, currentParticipants: 1 }).where(eq(sessions.id, session.id));
    const m = await member();
    expect((await book(m.client, session.id)).json.error.code).toBe('BOOKING_NOT_OPEN');
    expect(await t.db.select().from(sessionWaitlist).where(eq(sessionWaitlist.sessionId, session.id))).toEqual([]);
  });

  it('books a session inside the window', async () => {
    const session = await sessionIn(6 * DAY);
    expect((await book((await member()).client, session.id)).json.status).toBe('confirmed');
  });

  it('opens at the same Berlin clock time N days before, across a daylight-saving change', async () => {
    // 18:00 Berlin on Tuesday 1 April 2031 (summer time); seven days earlier is 18:00 winter time.
    const session = await createSession(t.db, { startTime: new Date('2031-04-01T16:00:00Z') });
    const user = await createUser(t.db);
    const opens = new Date('2031-03-25T17:00:00Z');
    expect(bookingOpensAt(session.startTime, { bookingWindowDays: 7 })).toEqual(opens);
    const attempt = async (now: Date) =>
      (
        await queryRows<{ outcome: string }>(
          t.db,
          sql`select outcome from book_session(${user.id}, ${session.id}::uuid, ${now.toISOString()}::timestamptz, '24 hours'::interval)`,
        )
      )[0].outcome;
    expect(await attempt(new Date(opens.getTime() - 1000))).toBe('booking_not_open');
    expect(await attempt(opens)).toBe('confirmed');
  });
});

describe('Warteliste schließt (Minuten vor Beginn)', () => {
  beforeEach(() => setRules({ waitlistClosesMinutes: 60 }));

  it('after closing: nobody joins, a freed spot is announced to nobody, the admin cannot move anyone up', async () => {
    const { session, holder, queued } = await fullWithQueue(2 * HOUR);
    // The session moves to 30 minutes ahead: the waiting list has closed.
    await t.db.update(sessions).set({ startTime: new Date(Date.now() + 30 * 60_000), endTime: new Date(Date.now() + 90 * 60_000) }).where(eq(sessions.id, session.id));
    const late = await member();
    const refused = await book(late.client, session.id);
    expect(refused.status).toBe(409);
    expect(refused.json.error).toMatchObject({ code: 'WAITLIST_CLOSED', message: 'Die Warteliste für diesen Termin ist geschlossen: Sie schließt 60 Minuten vor Beginn.' });
    // Whoever is queued keeps the place (and is told so again).
    expect((await book(queued.client, session.id)).json).toMatchObject({ status: 'waitlist', alreadyExisted: true });

    expect((await cancel(holder, session.id)).status).toBe(200);
    expect(await spotFreeMailsTo([queued.email])).toEqual([]);
    const promote = await admin.post('/api/admin/waitlist/promote', { sessionId: session.id });
    expect(promote.status).toBe(409);
    expect(promote.json.error.code).toBe('WAITLIST_CLOSED');
    expect(isGerman(promote.json.error.message)).toBe(true);

    // More spots from the office: still nobody is notified.
    expect((await admin.patch(`/api/admin/sessions/${session.id}`, { maxParticipants: 3 })).status).toBe(200);
    expect(await spotFreeMailsTo([queued.email])).toEqual([]);

    // The free spot is still bookable by anyone, first come first served.
    expect((await book(late.client, session.id)).json.status).toBe('confirmed');
  });

  it('before closing: joining, notices and promotions work as usual', async () => {
    const { session, holder, queued } = await fullWithQueue(2 * HOUR);
    const late = await member();
    expect((await book(late.client, session.id)).json).toMatchObject({ status: 'waitlist', position: 2 });
    expect((await cancel(holder, session.id)).status).toBe(200);
    expect((await spotFreeMailsTo([queued.email, late.email])).length).toBe(2);
    expect((await admin.post('/api/admin/waitlist/promote', { sessionId: session.id })).status).toBe(200);
  });
});
