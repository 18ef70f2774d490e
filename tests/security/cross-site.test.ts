import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../src/server/db/schema';
import { createBooking, createCourse, createSession } from '../../src/server/db/factories';
import { signedInAs } from '../support/sign-in';
import { createTestApp, TEST_ORIGIN, type TestApp, type TestClient } from '../support/test-app';

/*
 * Cross-site request forgery: a page on another site makes the member's browser send a request with
 * the member's cookie. Every request that changes something must come from the site's own pages.
 */

let t: TestApp;
let member: { client: TestClient; userId: string };
beforeAll(async () => {
  t = await createTestApp();
  member = await signedInAs(t);
});
afterAll(() => t.close());

const EVIL = 'https://evil.example';
const form = { 'content-type': 'application/x-www-form-urlencoded' };
const feedUrl = async () => (await member.client.get('/api/me/calendar')).json.url as string;

function expectRefused(res: { status: number; json: any }) {
  expect(res.status).toBe(403);
  expect(res.json.error).toEqual({ code: 'CROSS_SITE_REQUEST', message: 'Diese Anfrage wurde abgelehnt, weil sie nicht von dieser Website stammt.' });
}

describe('requests from another site', () => {
  it('does not renew the calendar feed for a form posted from another site', async () => {
    const before = await feedUrl();
    expectRefused(await member.client.request('POST', '/api/me/calendar/renew', undefined, { ...form, origin: EVIL }));
    expect(await feedUrl()).toBe(before);
  });

  it('does not cancel a real booking for a form posted from another site', async () => {
    const course = await createCourse(t.db);
    const session = await createSession(t.db, { courseId: course.id, startTime: new Date(Date.now() + 72 * 3_600_000) });
    const booking = await createBooking(t.db, { sessionId: session.id, userId: member.userId });
    expectRefused(await member.client.request('POST', `/api/bookings/${booking.id}/cancel`, undefined, { ...form, origin: EVIL }));
    const [stored] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(stored.status).toBe('confirmed');
  });

  it('refuses a JSON request from another site, an opaque origin and a cross-site request without Origin', async () => {
    expectRefused(await member.client.request('POST', '/api/me/calendar/renew', {}, { origin: EVIL }));
    expectRefused(await member.client.request('POST', '/api/me/calendar/renew', {}, { origin: 'null' }));
    // The same host on another scheme or port is another origin.
    expectRefused(await member.client.request('POST', '/api/me/calendar/renew', {}, { origin: TEST_ORIGIN.replace('http:', 'https:') }));
    expectRefused(await member.client.request('POST', '/api/me/calendar/renew', {}, { origin: undefined, 'sec-fetch-site': 'cross-site' }));
  });

  it("refuses better-auth's routes from another site before they run (the session stays)", async () => {
    expectRefused(await member.client.request('POST', '/api/auth/sign-out', {}, { origin: EVIL }));
    expect((await member.client.get('/api/me')).status).toBe(200);
    const stranger = t.client();
    expectRefused(await stranger.request('POST', '/api/auth/sign-in/email', { email: 'x@example.de', password: 'egal-egal' }, { origin: EVIL }));
  });

  it('refuses other methods than POST the same way', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE']) expectRefused(await member.client.request(method, '/api/me/calendar/renew', {}, { origin: EVIL }));
  });

  it("lets the site's own pages, tools without a browser, and reads from anywhere through", async () => {
    const before = await feedUrl();
    const renewed = await member.client.request('POST', '/api/me/calendar/renew', {}, { origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin' });
    expect(renewed.status).toBe(200);
    expect(renewed.json.url).not.toBe(before);
    expect((await member.client.request('POST', '/api/me/calendar/renew', {}, { origin: undefined })).status).toBe(200);
    expect((await member.client.request('GET', '/api/me/calendar', undefined, { origin: EVIL, 'sec-fetch-site': 'cross-site' })).status).toBe(200);
  });
});
