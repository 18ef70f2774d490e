import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, courses, sessionWaitlist, sessions } from '../../src/server/db/schema';
import { createBooking, createCourse, createSession, createUser } from '../../src/server/db/factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('sessions of a course that is no longer offered', () => {
  it('cannot be booked by a request sent straight to the API', async () => {
    const course = await createCourse(t.db, { isActive: false });
    const session = await createSession(t.db, { courseId: course.id, startTime: new Date(Date.now() + 86_400_000) });
    const member = await t.clientSignedInAs((await createUser(t.db)).id);
    const res = await member.post('/api/bookings', { sessionId: session.id });
    expect(res.status).toBe(409);
    expect(res.json.error).toEqual({ code: 'COURSE_INACTIVE', message: 'Dieser Kurs wird derzeit nicht angeboten und kann nicht gebucht werden.' });
    expect(await t.db.select().from(bookings).where(eq(bookings.sessionId, session.id))).toHaveLength(0);
    const [row] = await t.db.select({ current: sessions.currentParticipants }).from(sessions).where(eq(sessions.id, session.id));
    expect(row.current).toBe(0);
  });

  it('give no place on the waiting list either', async () => {
    const course = await createCourse(t.db, { maxParticipants: 1 });
    const session = await createSession(t.db, { courseId: course.id, startTime: new Date(Date.now() + 86_400_000) });
    await createBooking(t.db, { sessionId: session.id });
    await t.db.update(courses).set({ isActive: false }).where(eq(courses.id, course.id));
    const member = await t.clientSignedInAs((await createUser(t.db)).id);
    const res = await member.post('/api/bookings', { sessionId: session.id });
    expect(res.status).toBe(409);
    expect(res.json.error.code).toBe('COURSE_INACTIVE');
    expect(await t.db.select().from(sessionWaitlist).where(eq(sessionWaitlist.sessionId, session.id))).toHaveLength(0);
  });
});
