import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

/**
 * The per-account delay is measured in seconds since the last guess; on a slow machine two dozen
 * sign-ins take long enough for the first delays to pass. The clock stands still where a test counts on
 * the delay (only Date: timers and the database still run).
 */
const stopTheClock = () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now());
};

const PASSWORD = 'Sommer-2026';
let counter = 0;
async function newAccount() {
  const email = `sperre${++counter}@example.de`;
  const res = await t.client(`10.50.${counter}.1`).signUp({ email, password: PASSWORD });
  expect(res.status).toBe(200);
  return email;
}

describe('sign-in limits', () => {
  it("do not lock the owner out after a stranger's 12 wrong guesses from one address", async () => {
    const email = await newAccount();
    const stranger = t.client('10.60.0.1');
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await stranger.signIn(email, `falsch-${i}`)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    const owner = t.client('10.60.0.2');
    const res = await owner.signIn(email, PASSWORD);
    expect(res.status).toBe(200);
    expect((await owner.get('/api/me')).status).toBe(200);
  });

  it('never count successful sign-ins: twelve in a row all succeed', async () => {
    const email = await newAccount();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await t.client('10.61.0.1').signIn(email, PASSWORD)).status);
    expect(statuses).toEqual(Array(12).fill(200));
  });

  it('refuse guessing from one address after ten wrong passwords, in German with Retry-After', async () => {
    const email = await newAccount();
    const guesser = t.client('10.62.0.1');
    for (let i = 0; i < 10; i++) expect((await guesser.signIn(email, `falsch-${i}`)).status).toBe(401);
    const refused = await guesser.signIn(email, PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.json.error.message).toMatch(/Zu viele Versuche/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('count parallel guesses before they run, so a burst cannot slip past the limit', async () => {
    const email = await newAccount();
    const guesser = t.client('10.63.0.1');
    const statuses = await Promise.all(Array.from({ length: 16 }, (_, i) => guesser.signIn(email, `falsch-${i}`).then((res) => res.status)));
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(6);
  });

  it('slow guessing down per account once many addresses have guessed wrong', async () => {
    const email = await newAccount();
    stopTheClock();
    for (let i = 0; i < 20; i++) expect((await t.client(`10.64.${i}.1`).signIn(email, `falsch-${i}`)).status).toBe(401);
    // From here each guess waits twice as long as the one before (1 s, 2 s, 4 s, …): within a few quick
    // attempts from fresh addresses one has to wait.
    const later: { status: number; retryAfter: number }[] = [];
    for (let i = 0; i < 6 && !later.some((r) => r.status === 429); i++) {
      const res = await t.client(`10.64.${100 + i}.1`).signIn(email, `falsch-x${i}`);
      later.push({ status: res.status, retryAfter: Number(res.headers.get('retry-after')) });
    }
    const refused = later.find((r) => r.status === 429);
    expect(refused).toBeDefined();
    expect(refused!.retryAfter).toBeGreaterThanOrEqual(1);
  });

  it("let the owner's own browser in at once while guesses from many addresses slow the account down", async () => {
    const email = await newAccount();
    const owner = t.client('10.66.0.1');
    expect((await owner.signIn(email, PASSWORD)).status).toBe(200);
    stopTheClock();
    for (let i = 0; i < 24; i++) await t.client(`10.66.${i + 1}.1`).signIn(email, `falsch-${i}`);
    expect((await t.client('10.66.200.1').signIn(email, PASSWORD)).status).toBe(429);
    const res = await owner.signIn(email, PASSWORD);
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().find((cookie) => cookie.startsWith('sz_known_device='))).toMatch(/HttpOnly/i);
  });

  it('limit one address trying one password on many accounts', async () => {
    const sprayer = t.client('10.65.0.1');
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await sprayer.signIn(`spray${i}@example.de`, PASSWORD)).status);
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(401));
    expect(statuses[30]).toBe(429);
  });

  it('count an IPv6 client by its /64, so rotating the interface id does not give new attempts', async () => {
    const email = await newAccount();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await t.client(`2001:db8:1:2::${(i + 1).toString(16)}`).signIn(email, `falsch-${i}`)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
  });
});
