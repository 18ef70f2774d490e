import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions, mails, profiles, userRoles } from '../../src/server/db/schema';
import { signedInAs } from '../support/sign-in';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const resetUrlFrom = (text: string) => text.match(/https?:\/\/\S+reset-password\/\S+/)![0];

describe('sign-up and sign-in', () => {
  it('stores first and last name and signs the new member in', async () => {
    const client = t.client();
    const res = await client.signUp({ email: 'Lena.Berg@example.de', password: 'Sommer-2026', firstName: 'Lena', lastName: 'Berg' });
    expect(res.status).toBe(200);
    const me = await client.get('/api/me');
    expect(me.status).toBe(200);
    expect(me.json.user).toMatchObject({ email: 'lena.berg@example.de', firstName: 'Lena', lastName: 'Berg' });
    expect(me.json.roles).toEqual(['MEMBER']);
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.email, 'lena.berg@example.de'));
    expect(profile).toMatchObject({ firstName: 'Lena', lastName: 'Berg' });
  });

  it('keeps the session in an httpOnly cookie', async () => {
    const client = t.client();
    const res = await client.signUp({ email: 'cookie@example.de', password: 'Sommer-2026' });
    const cookie = res.headers.getSetCookie().find((c) => c.includes('session_token'));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('refuses an address that is already registered', async () => {
    await t.client().signUp({ email: 'doppelt@example.de', password: 'Sommer-2026' });
    const res = await t.client().signUp({ email: 'doppelt@example.de', password: 'Sommer-2026' });
    expect(res.status).toBe(422);
    expect(res.json.code).toMatch(/USER_ALREADY_EXISTS/);
  });

  it('refuses passwords shorter than 6 characters', async () => {
    const res = await t.client().signUp({ email: 'kurz@example.de', password: 'a1b2c' });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('PASSWORD_TOO_SHORT');
  });

  it('refuses one of the 1,000 most common passwords with a German message', async () => {
    const res = await t.client().signUp({ email: 'haeufig@example.de', password: 'password1' });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('Dieses Passwort ist zu verbreitet und leicht zu erraten. Bitte wählen Sie ein anderes Passwort.');
    const rows = await t.db.select().from(profiles).where(eq(profiles.email, 'haeufig@example.de'));
    expect(rows).toHaveLength(0);
  });

  it('signs in with the right password only', async () => {
    await t.client().signUp({ email: 'anmelden@example.de', password: 'Sommer-2026' });
    const wrong = await t.client().signIn('anmelden@example.de', 'Winter-2026');
    expect(wrong.status).toBe(401);
    expect(wrong.json.code).toBe('INVALID_EMAIL_OR_PASSWORD');
    const client = t.client();
    expect((await client.signIn('anmelden@example.de', 'Sommer-2026')).status).toBe(200);
    expect((await client.get('/api/me')).status).toBe(200);
  });

  it('reports every role a user holds, in the order ADMIN, TRAINER, MEMBER', async () => {
    const client = t.client();
    await client.signUp({ email: 'beides@example.de', password: 'Sommer-2026' });
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.email, 'beides@example.de'));
    await t.db.insert(userRoles).values([
      { userId: profile.id, role: 'TRAINER' },
      { userId: profile.id, role: 'ADMIN' },
    ]);
    expect((await client.get('/api/me')).json.roles).toEqual(['ADMIN', 'TRAINER', 'MEMBER']);
  });

  it('refuses a forged, tampered or expired session cookie', async () => {
    const client = t.client();
    await client.signUp({ email: 'faelschung@example.de', password: 'Sommer-2026' });
    const [name, value] = client.cookieHeaders().find(([n]) => n.includes('session_token'))!;
    const [token, signature] = decodeURIComponent(value).split('.');
    const forged = t.client();
    forged.setCookie(name, encodeURIComponent(`${token}.${Buffer.from('x'.repeat(32)).toString('base64')}`));
    expect((await forged.get('/api/me')).status).toBe(401);
    const otherToken = t.client();
    // Another token under the same signature (the last character changed, whatever it was).
    otherToken.setCookie(name, encodeURIComponent(`${token.slice(0, -1)}${token.endsWith('X') ? 'Y' : 'X'}.${signature}`));
    expect((await otherToken.get('/api/me')).status).toBe(401);
    expect((await client.get('/api/me')).status).toBe(200);
    await t.db.update(authSessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(authSessions.token, token));
    expect((await client.get('/api/me')).status).toBe(401);
  });

  it('answers many calls at once each with its own member, and refuses the ones signed out, also when they come together', async () => {
    // Look-ups made in the same moment go to the database together: each answer must still be its own.
    const members = await Promise.all(Array.from({ length: 12 }, (_, i) => signedInAs(t, i % 3 === 0 ? ['TRAINER'] : [])));
    const signedOut = await signedInAs(t);
    expect((await signedOut.client.post('/api/auth/sign-out')).status).toBe(200);
    const calls = [...members, members[0], signedOut].map(({ client }) => client.get('/api/me'));
    const answers = await Promise.all(calls);
    for (const [i, member] of [...members, members[0]].entries()) {
      expect(answers[i].status).toBe(200);
      expect(answers[i].json.user.email).toBe(member.email);
      expect(answers[i].json.roles).toEqual(i % 3 === 0 && i < 12 ? ['TRAINER', 'MEMBER'] : i === 12 ? ['TRAINER', 'MEMBER'] : ['MEMBER']);
    }
    expect(answers[13].status).toBe(401);
  });

  it('ends the session on sign-out', async () => {
    const client = t.client();
    await client.signUp({ email: 'abmelden@example.de', password: 'Sommer-2026' });
    expect((await client.post('/api/auth/sign-out')).status).toBe(200);
    expect((await client.get('/api/me')).status).toBe(401);
  });
});

describe('password reset', () => {
  it('mails a link that lets the user set a new password and sign in with it', async () => {
    const member = t.client();
    await member.signUp({ email: 'vergessen@example.de', password: 'Sommer-2026', firstName: 'Vera' });
    const request = await t.client().post('/api/auth/request-password-reset', { email: 'vergessen@example.de', redirectTo: '/auth' });
    expect(request.status).toBe(200);
    await t.jobs.drain();
    const [mail] = await t.db.select().from(mails).where(eq(mails.to, 'vergessen@example.de'));
    expect(mail.subject).toMatch(/Passwort zurücksetzen/);
    expect(mail.text).toMatch(/Hallo Vera/);
    expect(mail.status).toBe('logged');

    const link = await t.client().get(new URL(resetUrlFrom(mail.text)).pathname + new URL(resetUrlFrom(mail.text)).search);
    expect(link.status).toBe(302);
    const landing = new URL(link.headers.get('location')!, 'http://localhost:3000');
    expect(landing.pathname).toBe('/auth');
    const token = landing.searchParams.get('token')!;

    const reset = await t.client().post('/api/auth/reset-password', { newPassword: 'Herbst-2026', token });
    expect(reset.status).toBe(200);
    // Sessions are revoked on reset; the old password no longer works, the new one does.
    expect((await member.get('/api/me')).status).toBe(401);
    expect((await t.client().signIn('vergessen@example.de', 'Sommer-2026')).status).toBe(401);
    expect((await t.client().signIn('vergessen@example.de', 'Herbst-2026')).status).toBe(200);
  });

  it('answers the same for unknown addresses and sends nothing', async () => {
    const res = await t.client().post('/api/auth/request-password-reset', { email: 'niemand@example.de', redirectTo: '/auth' });
    expect(res.status).toBe(200);
    expect(await t.db.select().from(mails).where(eq(mails.to, 'niemand@example.de'))).toHaveLength(0);
  });

  it('refuses a common password as the new password', async () => {
    const res = await t.client().post('/api/auth/reset-password', { newPassword: 'qwerty123', token: 'irgendein-token' });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('PASSWORD_TOO_COMMON');
  });
});

describe('rate limits', () => {
  it('limits wrong passwords per account and address, and never locks the owner out from another address', async () => {
    await t.client().signUp({ email: 'ziel@example.de', password: 'Sommer-2026' });
    const guesser = t.client('10.1.0.1');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await guesser.signIn('ziel@example.de', `falsch-${i}`)).status);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect((await t.client('10.1.1.1').signIn('ziel@example.de', 'Sommer-2026')).status).toBe(200);
  });

  it('limits sign-in attempts per IP address across accounts', async () => {
    const attacker = t.client('10.2.0.1');
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await attacker.signIn(`opfer${i}@example.de`, 'Sommer-2026')).status);
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
    // Another address is not affected.
    expect((await t.client('10.2.0.2').signIn('opfer1@example.de', 'Sommer-2026')).status).toBe(401);
  });

  it('limits password-reset requests per account', async () => {
    await t.client().signUp({ email: 'flut@example.de', password: 'Sommer-2026' });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await t.client(`10.3.0.${i}`).post('/api/auth/request-password-reset', { email: 'flut@example.de', redirectTo: '/auth' })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
