import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pruneExpiredRows } from '../../src/server/db/housekeeping';
import { authSessions, authVerifications, jobs, rateLimits } from '../../src/server/db/schema';
import { signedInAs } from '../support/sign-in';
import { createTestApp, type TestApp } from '../support/test-app';

/*
 * Rows that only pile up (rate-limit counters, expired sessions and one-time tokens, finished jobs) are
 * deleted once they can no longer change an answer; everything still in use stays.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const nowSeconds = () => Math.floor(Date.now() / 1000);
const HOUR = 3600;

it('deletes counters idle for a day, expired sessions and tokens, and keeps what is in use', async () => {
  const member = await signedInAs(t);
  const [liveSession] = await t.db.select().from(authSessions).where(eq(authSessions.userId, member.userId));
  await t.db.insert(authSessions).values({ id: 'expired-session', userId: member.userId, token: 'expired-token', expiresAt: new Date(Date.now() - 60_000) });
  await t.db.insert(authVerifications).values([
    { id: 'expired-token', identifier: 'reset-password:abc', value: member.userId, expiresAt: new Date(Date.now() - 60_000) },
    { id: 'live-token', identifier: 'reset-password:def', value: member.userId, expiresAt: new Date(Date.now() + HOUR * 1000) },
  ]);
  await t.db.insert(rateLimits).values([
    { id: 'idle-limit', key: 'sign-in:source:idle', count: 3, lastRequest: nowSeconds() - 25 * HOUR },
    // An hour-long window that ended a while ago is still kept; only a day of silence ends a counter.
    { id: 'recent-limit', key: 'sign-in:source:recent', count: 3, lastRequest: nowSeconds() - 2 * HOUR },
  ]);

  const pruned = await pruneExpiredRows(t.db);
  expect(pruned).toMatchObject({ sessions: 1, verifications: 1 });
  expect(pruned.rateLimits).toBeGreaterThanOrEqual(1);

  expect((await t.db.select({ id: authSessions.id }).from(authSessions).where(eq(authSessions.userId, member.userId))).map((row) => row.id)).toEqual([liveSession.id]);
  expect((await t.db.select({ id: authVerifications.id }).from(authVerifications).where(inArray(authVerifications.id, ['expired-token', 'live-token']))).map((row) => row.id)).toEqual(['live-token']);
  expect((await t.db.select({ id: rateLimits.id }).from(rateLimits).where(inArray(rateLimits.id, ['idle-limit', 'recent-limit']))).map((row) => row.id)).toEqual(['recent-limit']);
  // The member is still signed in.
  expect((await member.client.get('/api/me')).status).toBe(200);
});

it('keeps a counter that still limits: a pruned run does not let a blocked address try again', async () => {
  const client = t.client('10.77.0.1');
  for (let i = 0; i < 40; i++) {
    const res = await client.signIn(`niemand${i}@example.de`, 'Falsch-2026');
    if (res.status === 429) break;
  }
  expect((await client.signIn('niemand@example.de', 'Falsch-2026')).status).toBe(429);
  await pruneExpiredRows(t.db);
  expect((await client.signIn('niemand@example.de', 'Falsch-2026')).status).toBe(429);
});

it('deletes jobs done over a week ago, and keeps recent ones and every job still pending or failed', async () => {
  const DAY = 86_400_000;
  const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
  const rows = await t.db
    .insert(jobs)
    .values([
      { type: 'housekeeping.test', payload: { name: 'done-8-days' }, status: 'done', runAt: daysAgo(8) },
      { type: 'housekeeping.test', payload: { name: 'done-6-days' }, status: 'done', runAt: daysAgo(6) },
      // A job a crashed server left overdue is still to be done, however old.
      { type: 'housekeeping.test', payload: { name: 'pending-30-days' }, status: 'pending', runAt: daysAgo(30) },
      { type: 'housekeeping.test', payload: { name: 'failed-30-days' }, status: 'failed', runAt: daysAgo(30) },
    ])
    .returning({ id: jobs.id, payload: jobs.payload });
  // Years of finished jobs go in several statements, every one of them.
  await t.db.insert(jobs).values(Array.from({ length: 5_001 }, (_, i) => ({ type: 'housekeeping.test', payload: { name: `old-${i}` }, status: 'done' as const, runAt: daysAgo(400) })));

  expect((await pruneExpiredRows(t.db)).doneJobs).toBe(5_002);

  const left = await t.db.select({ payload: jobs.payload }).from(jobs).where(inArray(jobs.id, rows.map((row) => row.id)));
  expect(left.map((row) => row.payload.name).sort()).toEqual(['done-6-days', 'failed-30-days', 'pending-30-days']);
});
