import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createBooking, createCourse, createSession, createUser } from '../../src/server/db/factories';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';

/*
 * The office's booking list (Buchungen): every booking can be reached, page by page, with the
 * total; search and the status filter cover all bookings, not just those on one page.
 */
let t: TestApp;
let admin: TestClient;
let sessionId: string;
const TOTAL = 130;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.clientSignedInAs((await createAdmin(t.db, { email: 'buero@example.de' })).id);
  const course = await createCourse(t.db, { name: 'Wassergymnastik', maxParticipants: 200 });
  const session = await createSession(t.db, { courseId: course.id, startTime: new Date(Date.now() + 86_400_000) });
  sessionId = session.id;
  for (let i = 0; i < TOTAL; i++) {
    const member = await createUser(t.db, { email: `seite${i}@example.de`, firstName: `Seite${i}` });
    await createBooking(t.db, { userId: member.id, sessionId, status: i % 10 === 0 ? 'cancelled' : 'confirmed', bookedAt: new Date(Date.now() - i * 60_000) });
  }
});
afterAll(() => t.close());

describe('admin booking list', () => {
  it('pages through every booking, newest first, and says how many there are', async () => {
    const seen = new Set<string>();
    let page = 1;
    for (;;) {
      const res = await admin.get(`/api/admin/bookings?sessionId=${sessionId}&page=${page}&pageSize=50`);
      expect(res.status).toBe(200);
      expect(res.json.total).toBe(TOTAL);
      for (const booking of res.json.bookings) seen.add(booking.id);
      if (res.json.bookings.length < 50) break;
      page++;
    }
    expect(page).toBe(3);
    expect(seen.size).toBe(TOTAL);
    const first = await admin.get(`/api/admin/bookings?sessionId=${sessionId}&pageSize=3`);
    const times = first.json.bookings.map((b: { bookedAt: string }) => Date.parse(b.bookedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('searches and filters across all pages, with counts per status', async () => {
    const cancelled = await admin.get(`/api/admin/bookings?sessionId=${sessionId}&status=cancelled&pageSize=100`);
    expect(cancelled.json.total).toBe(13);
    expect(cancelled.json.bookings).toHaveLength(13);
    expect(cancelled.json.bookings.every((b: { status: string }) => b.status === 'cancelled')).toBe(true);
    expect(cancelled.json.counts).toMatchObject({ confirmed: 117, cancelled: 13, attended: 0, no_show: 0 });

    const one = await admin.get('/api/admin/bookings?q=SEITE129%40example');
    expect(one.json.total).toBe(1);
    expect(one.json.bookings[0].user.email).toBe('seite129@example.de');
    const byCourse = await admin.get('/api/admin/bookings?q=wassergym&pageSize=1');
    expect(byCourse.json.total).toBe(TOTAL);
    // A % typed into the search is a character, not a wildcard.
    expect((await admin.get('/api/admin/bookings?q=%25')).json.total).toBe(0);
  });

  it('refuses a bad page or page size with a German message, and is admin only', async () => {
    for (const query of ['page=0', 'pageSize=101', 'status=offen', 'sessionId=kein-termin']) {
      const res = await admin.get(`/api/admin/bookings?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.json.error.code).toBe('VALIDATION_ERROR');
    }
    const member = await createUser(t.db, { email: 'neugierig@example.de' });
    const client = t.client();
    await client.signIn(member.email, member.password);
    expect((await client.get('/api/admin/bookings')).status).toBe(403);
  });
});
