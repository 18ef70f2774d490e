import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mails, profiles } from '../../src/server/db/schema';
import { signedInAs } from '../support/sign-in';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'off' });
});
afterAll(() => t.close());

const CURRENT = 'Sommer-2026';
const LONG_PASSWORD = 'Ab1-'.repeat(33); // 132 characters
const profileOf = async (userId: string) => (await t.db.select().from(profiles).where(eq(profiles.id, userId)))[0];

describe('password rules on every route that sets a password', () => {
  it('change-password refuses a common password and one over 128 characters, in German', async () => {
    const { client, email } = await signedInAs(t);
    const common = await client.post('/api/auth/change-password', { currentPassword: CURRENT, newPassword: 'password' });
    expect(common.status).toBe(400);
    expect(common.json.code).toBe('PASSWORD_TOO_COMMON');
    expect(common.json.error.message).toMatch(/zu verbreitet/);
    const long = await client.post('/api/auth/change-password', { currentPassword: CURRENT, newPassword: LONG_PASSWORD });
    expect(long.status).toBe(400);
    expect(long.json.error.message).toMatch(/höchstens 128 Zeichen/);
    expect((await t.client().signIn(email, CURRENT)).status).toBe(200);
  });

  it('change-password still sets a good new password', async () => {
    const { client, email } = await signedInAs(t);
    const res = await client.post('/api/auth/change-password', { currentPassword: CURRENT, newPassword: 'Herbstlaub-77', revokeOtherSessions: true });
    expect(res.status).toBe(200);
    expect((await t.client().signIn(email, 'Herbstlaub-77')).status).toBe(200);
  });

  it('sign-up and reset refuse passwords over 128 characters, in German', async () => {
    const signUp = await t.client().signUp({ email: 'lang@example.de', password: LONG_PASSWORD });
    expect(signUp.status).toBe(400);
    expect(signUp.json.error.message).toMatch(/höchstens 128 Zeichen/);
    const reset = await t.client().post('/api/auth/reset-password', { newPassword: LONG_PASSWORD, token: 'irgendein-token' });
    expect(reset.status).toBe(400);
    expect(reset.json.error.message).toMatch(/höchstens 128 Zeichen/);
    const short = await t.client().post('/api/auth/reset-password', { newPassword: 'a1b2c', token: 'irgendein-token' });
    expect(short.status).toBe(400);
    expect(short.json.code).toBe('PASSWORD_TOO_SHORT');
    expect(short.json.error.message).toBe('Das Passwort muss mindestens 6 Zeichen lang sein.');
  });
});

describe('profile rules on every route that sets a name', () => {
  it('sign-up refuses a 100,000-character name', async () => {
    const res = await t.client().request('POST', '/api/auth/sign-up/email', { email: 'riesig@example.de', password: CURRENT, name: 'x'.repeat(100_000) });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toMatch(/höchstens 254 Zeichen/);
    expect(await t.db.select().from(profiles).where(eq(profiles.email, 'riesig@example.de'))).toHaveLength(0);
  });

  it('sign-up refuses an image and fields the app does not set', async () => {
    for (const extra of [{ image: 'https://tracker.example/pixel.gif' }, { phone: '0123' }, { emailVerified: true }]) {
      const res = await t.client().request('POST', '/api/auth/sign-up/email', { email: 'extra@example.de', password: CURRENT, name: 'Extra', ...extra });
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(res.json.error.message).toBe('Dieses Feld kann hier nicht gesetzt werden.');
    }
    expect(await t.db.select().from(profiles).where(eq(profiles.email, 'extra@example.de'))).toHaveLength(0);
  });

  it('update-user refuses a 100,000-character name, an over-long first name and control characters', async () => {
    const { client, userId } = await signedInAs(t);
    const before = await profileOf(userId);
    for (const body of [{ name: 'x'.repeat(100_000) }, { firstName: 'y'.repeat(101) }, { lastName: 'Berg\u0000' }]) {
      const res = await client.post('/api/auth/update-user', body);
      expect(res.status, Object.keys(body)[0]).toBe(400);
      expect(res.json.error.message).toMatch(/zeichen/i);
    }
    expect(await profileOf(userId)).toMatchObject({ name: before.name, firstName: before.firstName, lastName: before.lastName });
  });

  it('update-user refuses an image URL (a tracking pixel) and keeps none', async () => {
    const { client, userId } = await signedInAs(t);
    const res = await client.post('/api/auth/update-user', { image: 'https://tracker.example/pixel.gif' });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe('Dieses Feld kann hier nicht gesetzt werden.');
    expect((await profileOf(userId)).image).toBeNull();
  });

  it('update-user still changes first and last name within the limits', async () => {
    const { client, userId } = await signedInAs(t);
    const res = await client.post('/api/auth/update-user', { firstName: 'Marta', lastName: 'Koch', name: 'Marta Koch' });
    expect(res.status).toBe(200);
    expect(await profileOf(userId)).toMatchObject({ firstName: 'Marta', lastName: 'Koch', name: 'Marta Koch' });
  });
});

describe('better-auth routes the app does not use', () => {
  it.each([
    ['GET', '/api/auth/list-sessions'],
    ['GET', '/api/auth/list-accounts'],
    ['POST', '/api/auth/revoke-sessions'],
    ['POST', '/api/auth/revoke-session'],
    ['POST', '/api/auth/update-session'],
    ['POST', '/api/auth/change-email'],
    ['POST', '/api/auth/send-verification-email'],
    ['GET', '/api/auth/verify-email?token=x'],
    ['POST', '/api/auth/delete-user'],
    ['POST', '/api/auth/verify-password'],
    ['POST', '/api/auth/sign-in/social'],
    ['POST', '/api/auth/link-social'],
    ['GET', '/api/auth/ok'],
  ])('%s %s answers a German 404 even when signed in', async (method, path) => {
    const { client } = await signedInAs(t);
    const res = await client.request(method, path, method === 'GET' ? undefined : { email: 'fremd@example.de', newEmail: 'fremd@example.de', password: CURRENT, sessionToken: 'x' });
    expect(res.status).toBe(404);
    expect(res.json.error.message).toBe('Die angeforderte Ressource wurde nicht gefunden.');
  });

  it('sends no mail through them to an address of the caller’s choosing', async () => {
    const { client } = await signedInAs(t);
    await client.post('/api/auth/send-verification-email', { email: 'opfer@example.de' });
    await client.post('/api/auth/change-email', { newEmail: 'opfer@example.de' });
    await t.jobs.drain();
    expect(await t.db.select().from(mails).where(eq(mails.to, 'opfer@example.de'))).toHaveLength(0);
  });

  it('keeps what the app uses: get-session and signing out other devices', async () => {
    const { client, email } = await signedInAs(t);
    const other = t.client();
    expect((await other.signIn(email, CURRENT)).status).toBe(200);
    expect((await client.get('/api/auth/get-session')).status).toBe(200);
    expect((await client.post('/api/auth/revoke-other-sessions', {})).status).toBe(200);
    expect((await other.get('/api/me')).status).toBe(401);
    expect((await client.get('/api/me')).status).toBe(200);
  });
});
