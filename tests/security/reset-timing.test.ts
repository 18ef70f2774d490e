import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mails } from '../../src/server/db/schema';
import { signedInAs } from '../support/sign-in';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'off' });
});
afterAll(() => t.close());

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function timeReset(email: string) {
  const started = performance.now();
  const res = await t.client().post('/api/auth/request-password-reset', { email, redirectTo: '/auth' });
  const ms = performance.now() - started;
  // Whatever was queued runs between measurements, not during the next one.
  await t.jobs.drain();
  return { ms, status: res.status, body: res.json };
}

describe('password-reset request', () => {
  it('answers known and unknown addresses alike and equally fast', async () => {
    const known: string[] = [];
    for (let i = 0; i < 3; i++) known.push((await signedInAs(t)).email);
    // Warm-up, then interleaved rounds so that load on the machine hits both sides alike.
    await timeReset(known[0]);
    await timeReset('warm@example.de');
    const knownMs: number[] = [];
    const unknownMs: number[] = [];
    for (let round = 0; round < 25; round++) {
      const a = await timeReset(known[round % known.length]);
      const b = await timeReset(`unbekannt${round}@example.de`);
      expect(a.status).toBe(200);
      expect(b.status).toBe(200);
      expect(a.body).toEqual(b.body);
      knownMs.push(a.ms);
      unknownMs.push(b.ms);
    }
    const gap = median(knownMs) - median(unknownMs);
    expect(gap, `known ${median(knownMs).toFixed(1)} ms, unknown ${median(unknownMs).toFixed(1)} ms`).toBeLessThan(Math.max(1.5, median(unknownMs) * 0.25));
  });

  it('answers in German and still mails the link to a known address only', async () => {
    const { email } = await signedInAs(t);
    const res = await t.client().post('/api/auth/request-password-reset', { email, redirectTo: '/auth' });
    expect(res.json.message).toMatch(/Wenn diese E-Mail-Adresse bei uns registriert ist/);
    await t.client().post('/api/auth/request-password-reset', { email: 'niemand-hier@example.de', redirectTo: '/auth' });
    await t.jobs.drain();
    expect(await t.db.select().from(mails).where(eq(mails.to, email))).toHaveLength(1);
    expect(await t.db.select().from(mails).where(eq(mails.to, 'niemand-hier@example.de'))).toHaveLength(0);
  });
});
