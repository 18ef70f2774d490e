import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, mails } from '../../src/server/db/schema';
import { berlinWallClockToInstant } from '../../src/shared/time';
import { createCourse, createSession, createUser } from '../../src/server/db/factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const at = (date: string, time: string) => berlinWallClockToInstant(date, time);

describe('timetable week in Europe/Berlin', () => {
  it.each([
    ['the last Sunday of March (clocks go forward)', '2027-03-25', '2027-03-22', '2027-03-22', '2027-03-28', '2027-03-29'],
    ['the last Sunday of October (clocks go back)', '2027-10-27', '2027-10-25', '2027-10-25', '2027-10-31', '2027-11-01'],
  ])('a week containing %s runs Monday 00:00 to Sunday 24:00 Berlin time', async (_, anyDay, monday, first, last, nextMonday) => {
    const course = await createCourse(t.db, { name: `Wochenkurs ${monday}` });
    const inside = [await createSession(t.db, { courseId: course.id, startTime: at(first, '00:30') }), await createSession(t.db, { courseId: course.id, startTime: at(last, '23:30') })];
    await createSession(t.db, { courseId: course.id, startTime: at(nextMonday, '00:30') });
    await createSession(t.db, { courseId: course.id, startTime: new Date(at(first, '00:00').getTime() - 60_000) });
    const res = await t.client().get(`/api/sessions?week=${anyDay}`);
    expect(res.status).toBe(200);
    expect(res.json.weekStart).toBe(monday);
    const ids = res.json.sessions.filter((s: { course: { id: string } }) => s.course.id === course.id).map((s: { id: string }) => s.id);
    expect(ids).toEqual(inside.map((s) => s.id));
  });

  it('shows the course\'s future scheduled sessions only, and marks the viewer\'s own', async () => {
    const course = await createCourse(t.db, { name: 'Detailkurs', maxParticipants: 4 });
    const past = await createSession(t.db, { courseId: course.id, startTime: new Date(Date.now() - 3_600_000) });
    const future = await createSession(t.db, { courseId: course.id, startTime: new Date(Date.now() + 86_400_000) });
    const member = await createUser(t.db);
    const client = await t.clientSignedInAs(member.id);
    await client.post('/api/bookings', { sessionId: future.id });
    const res = await client.get(`/api/sessions?courseId=${course.id}`);
    expect(res.json.sessions.map((s: { id: string }) => s.id)).toEqual([future.id]);
    expect(res.json.sessions[0]).toMatchObject({ myStatus: 'booked', availableSpots: 3, course: { name: 'Detailkurs' } });
    expect(res.json.sessions.map((s: { id: string }) => s.id)).not.toContain(past.id);
    expect((await t.client().get(`/api/sessions?courseId=${course.id}`)).json.sessions[0].myStatus).toBeNull();
  });

  it('refuses a malformed week with a German message', async () => {
    const res = await t.client().get('/api/sessions?week=naechste-woche');
    expect(res.status).toBe(400);
    expect(res.json.error.fields.week).toBe('Das Datum muss die Form JJJJ-MM-TT haben.');
  });
});

describe('reminder 24 hours before', () => {
  it('mails a reminder for a booking that still stands, and none for a cancelled one', async () => {
    const course = await createCourse(t.db, { name: 'Erinnerungskurs' });
    const session = await createSession(t.db, { courseId: course.id, startTime: new Date(Date.now() + 30 * 3_600_000) });
    const [stays, cancels] = [await createUser(t.db), await createUser(t.db)];
    const stayClient = await t.clientSignedInAs(stays.id);
    const cancelClient = await t.clientSignedInAs(cancels.id);
    await stayClient.post('/api/bookings', { sessionId: session.id });
    await cancelClient.post('/api/bookings', { sessionId: session.id });
    const bookingId = (await cancelClient.get('/api/me/bookings')).json.bookings[0].id;
    await cancelClient.post(`/api/bookings/${bookingId}/cancel`);

    await t.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.type, 'booking.reminder'));
    await t.jobs.drain();
    const reminders = await t.db.select().from(mails).where(eq(mails.template, 'booking-reminder'));
    expect(reminders.map((m) => m.to)).toEqual([stays.email]);
    expect(reminders[0].subject).toMatch(/^Erinnerung: Erinnerungskurs morgen um \d{2}:\d{2} Uhr$/);
  });
});
