import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser } from '../../src/server/db/factories';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

/** Sends `total` requests with `inFlight` of them open at any time; answers the statuses and the 429 answers. */
async function burst(client: TestClient, path: string, total: number, inFlight: number) {
  const statuses: number[] = [];
  const refusals: { retryAfter: string | null; body: unknown }[] = [];
  let sent = 0;
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (sent < total) {
        sent++;
        const res = await client.get(path);
        statuses.push(res.status);
        if (res.status === 429 && refusals.length < 5) refusals.push({ retryAfter: res.headers.get('retry-after'), body: res.json });
      }
    }),
  );
  return { statuses, refusals };
}

describe('fair use of the API under one client’s burst', () => {
  it('answers a member’s burst of 2,000 requests (100 in flight) with early 429s in German, while another member is served', async () => {
    const attacker = await t.clientSignedInAs((await createUser(t.db)).id);
    const other = await t.clientSignedInAs((await createUser(t.db)).id);
    const othersStatuses: number[] = [];
    const attack = burst(attacker, '/api/me/bookings', 2000, 100);
    // The other member keeps using the site during the burst.
    for (let i = 0; i < 20; i++) othersStatuses.push((await other.get('/api/me/bookings')).status);
    const { statuses, refusals } = await attack;

    const refused = statuses.filter((s) => s === 429).length;
    expect(refused).toBeGreaterThan(1500);
    expect(statuses.filter((s) => s !== 429 && s !== 200)).toEqual([]);
    expect(refusals[0].retryAfter).toMatch(/^[1-9]\d*$/);
    expect(refusals[0].body).toEqual({ error: { code: 'TOO_MANY_REQUESTS', message: 'Zu viele Anfragen in kurzer Zeit. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.' } });
    expect(othersStatuses.every((s) => s === 200)).toBe(true);
  });

  it('limits a burst from one address without a session the same way', async () => {
    const guest = t.client();
    const { statuses } = await burst(guest, '/api/courses', 300, 30);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(150);
    // Another visitor is not affected.
    expect((await t.client().get('/api/courses')).status).toBe(200);
  });

  it('does not let made-up session cookies escape the address’s budget', async () => {
    const guest = t.client();
    const statuses: number[] = [];
    for (let i = 0; i < 120; i++) {
      guest.setCookie('better-auth.session_token', encodeURIComponent(`fake${i}.c2lnbmF0dXJl`));
      statuses.push((await guest.get('/api/courses')).status);
    }
    expect(statuses).toContain(429);
  });

  it('never refuses a page that loads its data and then polls the live spots every 5 seconds', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const member = await t.clientSignedInAs((await createUser(t.db)).id);
    const guest = t.client();
    for (const client of [member, guest]) {
      // A page load: its data in parallel, as a browser fetches it.
      const page = await Promise.all(['/api/settings', '/api/courses', '/api/sessions', '/api/faqs', '/api/prices', '/api/me'].map((p) => client.get(p)));
      expect(page.map((r) => r.status)).not.toContain(429);
    }
    // Half an hour of polling every 5 seconds, by both.
    for (let poll = 0; poll < 360; poll++) {
      vi.advanceTimersByTime(5000);
      for (const client of [member, guest]) expect((await client.get('/api/sessions')).status).toBe(200);
    }
  });
});
