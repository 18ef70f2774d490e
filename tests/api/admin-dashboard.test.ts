import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TABLE } from '../../src/server/auth/access';
import { getAdminCharts, lastBerlinMonths, lastBerlinWeeks } from '../../src/server/modules/admin/charts';
import { addBerlinDays, berlinToday, berlinWallClockToInstant, startOfBerlinDay } from '../../src/shared/time';
import {
  createAdmin,
  createBooking,
  createCourse,
  createPayment,
  createSession,
  createTrainerWithUser,
  createUser,
  type CreatedUser,
} from '../../src/server/db/factories';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';

/*
 * The admin dashboard: its four counters and the figures of its three charts (bookings per Berlin week,
 * occupancy of the last four weeks' sessions per course, completed payments per Berlin month), each
 * asserted against data made here. Every test file runs on a fresh database.
 */
let t: TestApp;
let admin: TestClient;
const DAY = 86_400_000;
const now = new Date();

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.clientSignedInAs((await createAdmin(t.db)).id);
});
afterAll(() => t.close());

async function signedIn(user: CreatedUser) {
  const client = t.client();
  expect((await client.signIn(user.email, user.password)).status).toBe(200);
  return client;
}

/** A session far ahead, only there to carry bookings whose booking time a test chooses. */
async function carrierSession() {
  const course = await createCourse(t.db, { maxParticipants: 30 });
  return createSession(t.db, { courseId: course.id, date: addBerlinDays(berlinToday(now), 60) });
}

async function bookAt(sessionId: string, bookedAt: Date, status: 'confirmed' | 'cancelled' | 'attended' | 'no_show' = 'confirmed') {
  const user = await createUser(t.db);
  return createBooking(t.db, { sessionId, userId: user.id, status, bookedAt, createdAt: bookedAt });
}

describe('admin dashboard access', () => {
  it('is for admins only: members and trainers get 403, guests 401', async () => {
    expect(ACCESS_TABLE['GET /api/admin/stats']).toBe('admin');
    expect(ACCESS_TABLE['GET /api/admin/stats/charts']).toBe('admin');
    const member = await signedIn(await createUser(t.db));
    const trainer = await signedIn((await createTrainerWithUser(t.db)).user);
    for (const path of ['/api/admin/stats', '/api/admin/stats/charts']) {
      expect((await member.get(path)).status).toBe(403);
      expect((await trainer.get(path)).status).toBe(403);
      const guest = await t.client().get(path);
      expect(guest.status).toBe(401);
      expect(guest.json.error.message).toMatch(/[a-zäöüß]/i);
      expect((await admin.get(path)).status).toBe(200);
    }
  });
});

describe('admin dashboard counters', () => {
  it('counts registered members, active courses, upcoming scheduled sessions and confirmed bookings', async () => {
    const before = (await admin.get('/api/admin/stats')).json;

    const member = await createUser(t.db);
    const active = await createCourse(t.db, { isActive: true, maxParticipants: 10 });
    await createCourse(t.db, { isActive: false });
    const tomorrow = addBerlinDays(berlinToday(now), 1);
    const upcoming = await createSession(t.db, { courseId: active.id, date: tomorrow, time: '10:00' });
    await createSession(t.db, { courseId: active.id, date: tomorrow, time: '12:00', status: 'cancelled' });
    const past = await createSession(t.db, { courseId: active.id, date: addBerlinDays(berlinToday(now), -2), time: '10:00' });
    // Booked long ago, so the weekly chart of a later test stays as that test makes it.
    const bookedAt = new Date(now.getTime() - 400 * DAY);
    await createBooking(t.db, { sessionId: upcoming.id, userId: member.id, bookedAt });
    await createBooking(t.db, { sessionId: past.id, userId: member.id, status: 'attended', bookedAt });
    await createBooking(t.db, { sessionId: past.id, userId: (await createUser(t.db)).id, status: 'cancelled', bookedAt });
    await createBooking(t.db, { sessionId: past.id, userId: (await createUser(t.db)).id, status: 'no_show', bookedAt });

    const after = (await admin.get('/api/admin/stats')).json;
    // Three more people: the member and the two whose bookings were cancelled or missed.
    expect(after.members - before.members).toBe(3);
    expect(after.activeCourses - before.activeCourses).toBe(1);
    // Only the scheduled session still ahead; the cancelled and the past one do not count.
    expect(after.upcomingSessions - before.upcomingSessions).toBe(1);
    // Confirmed and attended bookings; not the cancelled one or the no-show.
    expect(after.confirmedBookings - before.confirmedBookings).toBe(2);
  });
});

describe('admin dashboard charts', () => {
  it('counts the bookings made in each of the last twelve Berlin weeks, cancelled ones left out', async () => {
    const weeks = lastBerlinWeeks(now);
    expect(weeks).toHaveLength(12);
    const carrier = await carrierSession();
    const wednesdayNoon = (week: string) => berlinWallClockToInstant(addBerlinDays(week, 2), '12:00');

    await bookAt(carrier.id, wednesdayNoon(weeks[1]));
    await bookAt(carrier.id, wednesdayNoon(weeks[1]));
    await bookAt(carrier.id, wednesdayNoon(weeks[1]), 'cancelled');
    // The last second of a Sunday belongs to its week, Monday 00:00 Berlin to the next.
    await bookAt(carrier.id, new Date(startOfBerlinDay(weeks[5]).getTime() - 1000));
    await bookAt(carrier.id, startOfBerlinDay(weeks[5]));
    for (let i = 0; i < 4; i++) await bookAt(carrier.id, wednesdayNoon(weeks[10]), i === 3 ? 'attended' : 'confirmed');
    // Older than the twelve weeks.
    await bookAt(carrier.id, new Date(startOfBerlinDay(weeks[0]).getTime() - 1000));

    const res = await admin.get('/api/admin/stats/charts');
    expect(res.status).toBe(200);
    expect(res.json.bookingsPerWeek).toEqual(weeks.map((weekStart, i) => ({ weekStart, bookings: [0, 2, 0, 0, 1, 1, 0, 0, 0, 0, 4, 0][i] })));
  });

  it('gives the occupancy of each course over the sessions held in the last four weeks', async () => {
    const old = new Date(now.getTime() - 400 * DAY); // booked long ago: stays out of the weekly chart
    const daysAgo = (days: number) => addBerlinDays(berlinToday(now), -days);
    const yoga = await createCourse(t.db, { name: 'Auslastung Yoga', maxParticipants: 10 });
    const boxen = await createCourse(t.db, { name: 'Auslastung Boxen', maxParticipants: 8 });
    const future = await createCourse(t.db, { name: 'Auslastung Zukunft', maxParticipants: 12 });

    const first = await createSession(t.db, { courseId: yoga.id, date: daysAgo(3), time: '09:00' });
    for (let i = 0; i < 7; i++) await bookAt(first.id, old, (['confirmed', 'attended', 'no_show'] as const)[i % 3]);
    await bookAt(first.id, old, 'cancelled');
    const second = await createSession(t.db, { courseId: yoga.id, date: daysAgo(10), time: '09:00' });
    for (let i = 0; i < 4; i++) await bookAt(second.id, old);
    // Not counted: a cancelled session, one older than four weeks, one still ahead.
    const cancelled = await createSession(t.db, { courseId: yoga.id, date: daysAgo(2), time: '09:00', status: 'cancelled' });
    await bookAt(cancelled.id, old);
    const tooOld = await createSession(t.db, { courseId: yoga.id, date: daysAgo(35), time: '09:00' });
    await bookAt(tooOld.id, old);
    const ahead = await createSession(t.db, { courseId: future.id, date: daysAgo(-3), time: '09:00' });
    await bookAt(ahead.id, old);

    const boxing = await createSession(t.db, { courseId: boxen.id, date: daysAgo(5), time: '18:00', status: 'completed' });
    for (let i = 0; i < 6; i++) await bookAt(boxing.id, old);

    const res = await admin.get('/api/admin/stats/charts');
    expect(res.status).toBe(200);
    const mine = res.json.occupancyByCourse.filter((c: { courseName: string }) => c.courseName.startsWith('Auslastung'));
    expect(mine).toEqual([
      { courseId: boxen.id, courseName: 'Auslastung Boxen', sessions: 1, booked: 6, capacity: 8, percent: 75 },
      { courseId: yoga.id, courseName: 'Auslastung Yoga', sessions: 2, booked: 11, capacity: 20, percent: 55 },
    ]);
    expect(res.json.occupancySince).toBe(startOfBerlinDay(daysAgo(28)).toISOString());
  });

  it('sums completed payments per Berlin month by the day they were paid; pending, failed and refunded do not count', async () => {
    const months = lastBerlinMonths(now);
    expect(months).toHaveLength(6);
    const member = await createUser(t.db);
    const on = (month: string, day: string) => berlinWallClockToInstant(`${month}-${day}`, '12:00');
    const pay = (amount: number, status: 'completed' | 'pending' | 'failed' | 'refunded', paidAt: Date | null, createdAt = paidAt ?? new Date()) =>
      createPayment(t.db, { userId: member.id, amount, status, paidAt, createdAt });

    await pay(59, 'completed', on(months[3], '15'));
    await pay(120.5, 'completed', on(months[3], '03'));
    await pay(590, 'pending', null, on(months[3], '10'));
    await pay(15, 'failed', null, on(months[3], '11'));
    await pay(15, 'refunded', on(months[3], '12'));
    // Paid in a later month than it was created: counts when paid.
    await pay(40, 'completed', on(months[3], '20'), on(months[2], '25'));
    // Midnight Berlin opens the month; the second before it still belongs to the previous one.
    await pay(15, 'completed', startOfBerlinDay(`${months[4]}-01`));
    await pay(10, 'completed', new Date(startOfBerlinDay(`${months[4]}-01`).getTime() - 1000));
    // Without a payment date, the day it was recorded.
    await pay(30, 'completed', null, on(months[1], '10'));
    // Before the six months.
    await pay(100, 'completed', new Date(startOfBerlinDay(`${months[0]}-01`).getTime() - 1000));

    const res = await admin.get('/api/admin/stats/charts');
    expect(res.status).toBe(200);
    expect(res.json.currency).toBe('EUR');
    expect(res.json.paymentsPerMonth).toEqual(
      months.map((month, i) => ({ month, amount: [0, 30, 0, 229.5, 15, 0][i], count: [0, 1, 0, 4, 1, 0][i] })),
    );
  });

  it('cuts weeks and months at Berlin midnight across the daylight-saving changes', async () => {
    // Summer time began on 29 March 2020 and ended on 27 October 2019: no other data of this file is that old.
    const then = new Date('2020-04-08T10:00:00Z');
    expect(lastBerlinWeeks(then).slice(-3)).toEqual(['2020-03-23', '2020-03-30', '2020-04-06']);
    expect(lastBerlinMonths(then)).toEqual(['2019-11', '2019-12', '2020-01', '2020-02', '2020-03', '2020-04']);
    const carrier = await carrierSession();
    await bookAt(carrier.id, new Date('2020-03-29T21:59:00Z')); // Sunday 23:59 summer time
    await bookAt(carrier.id, new Date('2020-03-29T22:00:00Z')); // Monday 00:00 summer time
    await bookAt(carrier.id, new Date('2020-03-29T22:30:00Z'));
    const member = await createUser(t.db);
    await createPayment(t.db, { userId: member.id, amount: 20, status: 'completed', paidAt: new Date('2019-10-31T22:59:00Z') }); // 31 Oct 23:59 winter time
    await createPayment(t.db, { userId: member.id, amount: 25, status: 'completed', paidAt: new Date('2019-10-31T23:00:00Z') }); // 1 Nov 00:00

    const charts = await getAdminCharts(t.db, then);
    expect(charts.bookingsPerWeek.slice(-3)).toEqual([
      { weekStart: '2020-03-23', bookings: 1 },
      { weekStart: '2020-03-30', bookings: 2 },
      { weekStart: '2020-04-06', bookings: 0 },
    ]);
    expect(charts.paymentsPerMonth[0]).toEqual({ month: '2019-11', amount: 25, count: 1 });
  });
});
