import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mails } from '../../src/server/db/schema';
import { signedInAs } from '../support/sign-in';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CURRENT = 'Sommer-2026';
const requestReset = (ip: string, email: string, redirectTo: string = '/auth') => t.client(ip).post('/api/auth/request-password-reset', { email, redirectTo });

describe('auth routes that cause mail or check a password', () => {
  it('limit password-reset mails per address, in German, and send no more than the limit', async () => {
    const { email } = await signedInAs(t);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await requestReset(`10.70.${i}.1`, email)).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const refused = await requestReset('10.70.9.1', email);
    expect(refused.json.error.message).toMatch(/Zu viele Versuche/);
    await t.jobs.drain();
    expect(await t.db.select().from(mails).where(eq(mails.to, email))).toHaveLength(3);
  });

  it('limit password-reset requests per client address across addresses', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await requestReset('10.71.0.1', `streu${i}@example.de`)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
  });

  it('refuse a reset link that would lead to another site', async () => {
    const { email } = await signedInAs(t);
    for (const redirectTo of ['https://boese.example/phish', '//boese.example/phish']) {
      const res = await requestReset('10.72.0.1', email, redirectTo);
      expect(res.status, redirectTo).toBe(400);
      expect(res.json.error.message).toBe('Bitte überprüfen Sie Ihre Eingaben.');
    }
    await t.jobs.drain();
    expect(await t.db.select().from(mails).where(eq(mails.to, email))).toHaveLength(0);
  });

  it('limit change of password per user (it checks the current password), in German', async () => {
    const { client } = await signedInAs(t);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await client.post('/api/auth/change-password', { currentPassword: `falsch-${i}`, newPassword: 'Herbstlaub-77' })).status);
    expect(statuses.slice(0, 5).every((s) => s !== 429)).toBe(true);
    expect(statuses[5]).toBe(429);
    // The limit belongs to the user, not the address: another address of the same session is refused too.
    const res = await client.request('POST', '/api/auth/change-password', { currentPassword: CURRENT, newPassword: 'Herbstlaub-77' }, { 'x-forwarded-for': '10.73.0.9' });
    expect(res.status).toBe(429);
    expect(res.json.error.message).toMatch(/Zu viele Versuche/);
  });

  it('switch verification and change-of-address mails off, so an unverified account cannot mail anyone', async () => {
    const { client } = await signedInAs(t);
    const sent = [
      await client.post('/api/auth/send-verification-email', { email: 'fremder@example.de', callbackURL: '/' }),
      await t.client().post('/api/auth/send-verification-email', { email: 'fremder@example.de' }),
      await client.post('/api/auth/change-email', { newEmail: 'fremder@example.de', callbackURL: '/' }),
    ];
    expect(sent.map((res) => res.status)).toEqual([404, 404, 404]);
    await t.jobs.drain();
    expect(await t.db.select().from(mails).where(eq(mails.to, 'fremder@example.de'))).toHaveLength(0);
  });
});
