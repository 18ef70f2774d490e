import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateSessions } from '../../src/server/modules/sessions/generator';
import { bookings, courses, sessions } from '../../src/server/db/schema';
import {
  createBooking,
  createCourse,
  createPayment,
  createPrice,
  createSchedule,
  createSession,
  createTestimonial,
  createUser,
  createWaitlistEntry,
} from '../../src/server/db/factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The database refuses the write (whatever driver message it comes with). */
const refused = (promise: Promise<unknown>) => expect(promise).rejects.toThrow();

describe('rules the database itself enforces', () => {
  it('never lets a session hold more participants than its capacity', async () => {
    const course = await createCourse(t.db, { maxParticipants: 2 });
    const session = await createSession(t.db, { courseId: course.id });
    await createBooking(t.db, { sessionId: session.id });
    await createBooking(t.db, { sessionId: session.id });
    await refused(t.db.update(sessions).set({ currentParticipants: 3 }).where(eq(sessions.id, session.id)));
    await expect(createBooking(t.db, { sessionId: session.id })).rejects.toThrow(/ausgebucht/);
    const [after] = await t.db.select().from(sessions).where(eq(sessions.id, session.id));
    expect(after).toMatchObject({ currentParticipants: 2, availableSpots: 0 });
    // The refused booking left no row behind.
    expect(await t.db.select().from(bookings).where(eq(bookings.sessionId, session.id))).toHaveLength(2);
  });

  it('keeps capacity when many bookings arrive at once', async () => {
    const course = await createCourse(t.db, { maxParticipants: 5 });
    const session = await createSession(t.db, { courseId: course.id });
    const members = await Promise.all(Array.from({ length: 12 }, () => createUser(t.db)));
    const results = await Promise.allSettled(members.map((m) => createBooking(t.db, { sessionId: session.id, userId: m.id })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    const [after] = await t.db.select().from(sessions).where(eq(sessions.id, session.id));
    expect(after.currentParticipants).toBe(5);
  });

  it('allows one live booking per member and session, but rebooking after a cancellation', async () => {
    const member = await createUser(t.db);
    const session = await createSession(t.db);
    const first = await createBooking(t.db, { sessionId: session.id, userId: member.id });
    await refused(createBooking(t.db, { sessionId: session.id, userId: member.id }));
    await t.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, first.id));
    await expect(createBooking(t.db, { sessionId: session.id, userId: member.id, status: 'cancelled' })).resolves.toBeDefined();
    await expect(t.db.insert(bookings).values({ sessionId: session.id, userId: member.id })).resolves.toBeDefined();
  });

  it('allows one waiting-list entry per member and session', async () => {
    const member = await createUser(t.db);
    const session = await createSession(t.db);
    await createWaitlistEntry(t.db, { sessionId: session.id, userId: member.id });
    await refused(createWaitlistEntry(t.db, { sessionId: session.id, userId: member.id }));
  });

  it('generates one session per schedule and date, however often it runs', async () => {
    const schedule = await createSchedule(t.db);
    const firstRun = await generateSessions(t.db, { weeks: 2, scheduleId: schedule.id });
    const [secondRun, thirdRun] = await Promise.all([
      generateSessions(t.db, { weeks: 2, scheduleId: schedule.id }),
      generateSessions(t.db, { weeks: 2, scheduleId: schedule.id }),
    ]);
    expect(firstRun.created).toBe(2);
    expect(secondRun.created + thirdRun.created).toBe(0);
    const rows = await t.db.select().from(sessions).where(eq(sessions.scheduleId, schedule.id));
    expect(rows).toHaveLength(2);
    await refused(createSession(t.db, { scheduleId: schedule.id, courseId: schedule.courseId, date: rows[0].date, startTime: rows[0].startTime }));
  });

  it('keeps booking history: a booked or waited-for session and a course with sessions cannot be deleted', async () => {
    const course = await createCourse(t.db);
    const past = await createSession(t.db, { courseId: course.id, startTime: new Date(Date.now() - 7 * 86_400_000) });
    const booking = await createBooking(t.db, { sessionId: past.id });
    await t.db.update(bookings).set({ status: 'cancelled', cancelledAt: new Date() }).where(eq(bookings.id, booking.id));
    const waitedFor = await createSession(t.db);
    await createWaitlistEntry(t.db, { sessionId: waitedFor.id });
    const unbooked = await createSession(t.db, { courseId: course.id });

    await refused(t.db.delete(sessions).where(eq(sessions.id, past.id)));
    await refused(t.db.delete(sessions).where(eq(sessions.id, waitedFor.id)));
    await refused(t.db.delete(courses).where(eq(courses.id, course.id)));
    expect(await t.db.select().from(bookings).where(eq(bookings.id, booking.id))).toHaveLength(1);
    // A session nobody booked or waited for may go.
    await t.db.delete(sessions).where(eq(sessions.id, unbooked.id));
    expect(await t.db.select().from(sessions).where(eq(sessions.id, unbooked.id))).toEqual([]);
  });

  it('refuses negative amounts and ratings outside 1 to 5', async () => {
    await refused(createPrice(t.db, { amount: -1 }));
    await refused(createPayment(t.db, { amount: -0.01 }));
    await refused(createTestimonial(t.db, { rating: 6 }));
    await refused(createTestimonial(t.db, { rating: 0 }));
  });

  it('stores money with two decimals', async () => {
    const price = await createPrice(t.db, { amount: 12.5 });
    const rows = await t.db.execute(sql`select amount::text as amount from prices where id = ${price.id}`);
    expect((rows as unknown as { rows: { amount: string }[] }).rows[0].amount).toBe('12.50');
  });
});
