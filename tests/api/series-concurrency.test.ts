import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, seriesRegistrations, sessions } from '../../src/server/db/schema';
import { createAdmin, createCourse, createUser } from '../../src/server/db/factories';
import { addBerlinDays, berlinToday } from '../../src/shared/time';
import { createTestApp, type TestApp } from '../support/test-app';

/*
 * A crowd registering for a series at once, on PostgreSQL (a connection pool, transactions truly in
 * parallel; PGlite runs one at a time, so it proves nothing there): the series' row lock lets exactly as
 * many in as it has places, each with a place on every date, and queues the rest in a gapless order.
 */
describe.skipIf(process.env.TEST_DB_KIND !== 'postgres')('registering for a series in parallel', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ API_BUDGET: 'off' });
  });
  afterAll(() => t?.close());

  it('gives 30 members at once the 12 places of a series and queues 18, in distinct places', async () => {
    const admin = await t.clientSignedInAs((await createAdmin(t.db)).id);
    const course = await createCourse(t.db, { name: `Rückenfit parallel ${Date.now()}`, maxParticipants: 20 });
    const created = await admin.post('/api/admin/series', {
      courseId: course.id,
      title: 'Rückenfit im Andrang',
      description: null,
      trainerId: null,
      roomId: null,
      capacity: 12,
      price: 99,
      vatRate: 19,
      vatExemptionNote: null,
      registrationClosesOn: addBerlinDays(berlinToday(), 5),
      isPrevention: false,
      zppId: null,
      courseLeader: null,
      dates: { mode: 'weekly', firstDate: addBerlinDays(berlinToday(), 7), startTime: '18:00', durationMinutes: 60, weeks: 6 },
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const seriesId: string = created.json.series.id;

    const members = await Promise.all(Array.from({ length: 30 }, (_, i) => createUser(t.db, { email: `andrang${i}-${Date.now()}@example.de` })));
    const clients = await Promise.all(members.map((m) => t.clientSignedInAs(m.id)));
    const answers = await Promise.all(clients.map((client) => client.post(`/api/me/series/${seriesId}/registrations`, { familyMemberId: null })));

    expect(answers.map((res) => res.status)).toEqual(Array(30).fill(200));
    const statuses = answers.map((res) => res.json.registration.status as string);
    expect(statuses.filter((s) => s === 'confirmed')).toHaveLength(12);
    expect(statuses.filter((s) => s === 'waitlisted')).toHaveLength(18);
    const positions = answers.map((res) => res.json.registration.waitlistPosition as number | null).filter((p) => p !== null);
    expect([...positions].sort((a, b) => a - b)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));

    const rows = await t.db.select().from(seriesRegistrations).where(eq(seriesRegistrations.seriesId, seriesId));
    expect(rows.filter((r) => r.status === 'confirmed')).toHaveLength(12);
    const dates = await t.db.select().from(sessions).where(eq(sessions.seriesId, seriesId));
    expect(dates).toHaveLength(6);
    expect(dates.map((d) => d.currentParticipants)).toEqual(Array(6).fill(12));
    const perDate = await t.db
      .select({ sessionId: bookings.sessionId, n: sql<number>`count(*)::int` })
      .from(bookings)
      .innerJoin(sessions, eq(sessions.id, bookings.sessionId))
      .where(sql`${sessions.seriesId} = ${seriesId} and ${bookings.status} = 'confirmed'`)
      .groupBy(bookings.sessionId);
    expect(perDate.map((row) => Number(row.n))).toEqual(Array(6).fill(12));

    // Those confirmed registered before everyone still waiting: the lock's order is the queue's order.
    const lastConfirmed = Math.max(...rows.filter((r) => r.status === 'confirmed').map((r) => r.registeredAt.getTime()));
    const firstWaiting = Math.min(...rows.filter((r) => r.status === 'waitlisted').map((r) => r.registeredAt.getTime()));
    expect(lastConfirmed).toBeLessThanOrEqual(firstWaiting);
  });
});
