import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { berlinWallClockToInstant } from '../../src/shared/time';
import { createCourse, createSession, createUser } from '../../src/server/db/factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const unfold = (ics: string) => ics.replace(/\r\n /g, '');

describe('calendar', () => {
  it('offers each booking as an .ics event in Berlin time, and a private feed with cancellations', async () => {
    const course = await createCourse(t.db, { name: 'Rückenfitness Spezial', durationMinutes: 60 });
    // A session in summer time: 18:00 Berlin is 16:00 UTC, the file must still say 18:00 with TZID.
    const summer = await createSession(t.db, { courseId: course.id, startTime: berlinWallClockToInstant('2027-07-05', '18:00') });
    const winter = await createSession(t.db, { courseId: course.id, startTime: berlinWallClockToInstant('2027-12-06', '18:00') });
    const member = await createUser(t.db);
    const client = await t.clientSignedInAs(member.id);
    await client.post('/api/bookings', { sessionId: summer.id });
    await client.post('/api/bookings', { sessionId: winter.id });
    const booked = (await client.get('/api/me/bookings')).json.bookings;
    const summerBooking = booked.find((b: { session: { id: string } }) => b.session.id === summer.id);

    const single = await client.get(`/api/bookings/${summerBooking.id}/calendar.ics`);
    expect(single.headers.get('content-type')).toMatch(/text\/calendar/);
    const event = unfold(single.text);
    expect(event).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Berlin');
    expect(event).toContain('DTSTART;TZID=Europe/Berlin:20270705T180000');
    expect(event).toContain('DTEND;TZID=Europe/Berlin:20270705T190000');
    expect(event).toContain('SUMMARY:Rückenfitness Spezial – Sportzentrum');
    expect(single.text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    // Someone else's booking is not there for them.
    expect((await (await t.clientSignedInAs((await createUser(t.db)).id)).get(`/api/bookings/${summerBooking.id}/calendar.ics`)).status).toBe(404);

    const winterBooking = booked.find((b: { session: { id: string } }) => b.session.id === winter.id);
    await client.post(`/api/bookings/${winterBooking.id}/cancel`);
    const { url } = (await client.get('/api/me/calendar')).json;
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/[0-9a-f]{48}\.ics$/);
    const feed = unfold((await t.client().get(new URL(url).pathname)).text);
    expect(feed.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(feed).toContain('DTSTART;TZID=Europe/Berlin:20271206T180000');
    expect(feed).toMatch(/DTSTART;TZID=Europe\/Berlin:20271206T180000[\s\S]*STATUS:CANCELLED/);

    // Renewing the address makes the old one stop working.
    const renewed = (await client.post('/api/me/calendar/renew')).json.url;
    expect(renewed).not.toBe(url);
    expect((await t.client().get(new URL(url).pathname)).status).toBe(404);
    expect((await t.client().get(new URL(renewed).pathname)).status).toBe(200);
  });
});
