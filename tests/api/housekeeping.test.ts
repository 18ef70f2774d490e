import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pruneExpiredRows } from '../../src/server/db/housekeeping';
import { authSessions, authVerifications, rateLimits } from '../../src/server/db/schema';
import { signedInAs } from '../support/sign-in';
import { createTestApp, type TestApp } from '../support/test-app';

/*
 * Rows that only pile up (rate-limit counters, expired sessions and one-time tokens) are deleted once they
 * can no longer change an answer; everything still in use stays.
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
