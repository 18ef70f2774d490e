import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../src/shared/auth-messages';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';
import { errorMessagesOf, isGerman } from '../support/german';
import { signedInAs } from '../support/sign-in';

/*
 * Every message a visitor or an API client reads is German: the checks of the shared schemas that carry
 * no message of their own (zod's defaults), and better-auth's errors on /api/auth/*, which keep their
 * codes (the browser decides by code) and the shape its client reads ({ code, message }) next to ours.
 */

let t: TestApp;
let member: { client: TestClient; email: string };
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  member = await signedInAs(t);
  admin = (await signedInAs(t, ['ADMIN'])).client;
});
afterAll(() => t.close());

function expectAllGerman(json: unknown) {
  const messages = errorMessagesOf(json);
  expect(messages.length).toBeGreaterThan(0);
  for (const message of messages) expect(isGerman(message), String(message)).toBe(true);
}

describe("zod's own messages", () => {
  it('a body of the wrong shape is described in German', async () => {
    const res = await member.client.post('/api/me/push-subscriptions', { endpoint: 'https://push.example.com/abc', keys: [] });
    expect(res.status).toBe(400);
    expect(res.json.error.fields.keys).toBe('Erwartet wird ein Objekt.');
    expectAllGerman(res.json);
  });

  it('a missing or mistyped field is described in German', async () => {
    const missing = await member.client.post('/api/me/push-subscriptions', { endpoint: 'https://push.example.com/abc' });
    expect(missing.status).toBe(400);
    expect(missing.json.error.fields.keys).toBe('Dieses Feld ist erforderlich.');
    expectAllGerman(missing.json);

    const short = await member.client.post('/api/me/push-subscriptions', { endpoint: 'https://push.example.com/abc', keys: { p256dh: 'kurz', auth: 5 } });
    expect(short.status).toBe(400);
    expect(short.json.error.fields['keys.p256dh']).toBe('Bitte geben Sie mindestens 16 Zeichen ein.');
    expect(short.json.error.fields['keys.auth']).toBe('Erwartet wird ein Text.');
    expectAllGerman(short.json);
  });

  it('a query value that is not a number is described in German', async () => {
    const res = await t.client().get('/api/courses?limit=viele');
    expect(res.status).toBe(400);
    expect(res.json.error.fields.limit).toBe('Erwartet wird eine Zahl.');
    expect((await t.client().get('/api/trainers?limit=0')).json.error.fields.limit).toBe('Der Wert muss mindestens 1 sein.');
  });

  it('a value outside a list is described in German', async () => {
    const res = await admin.get('/api/admin/bookings?status=vielleicht');
    expect(res.status).toBe(400);
    expect(res.json.error.fields.status).toMatch(/^Erlaubt sind: .*confirmed/);
    expectAllGerman(res.json);
  });
});

describe("better-auth's errors", () => {
  // Each answer carries the German message twice: where better-auth's client reads it and in our shape.
  function expectAuthError(res: { status: number; json: any }, status: number, code: string, message?: string) {
    expect(res.status).toBe(status);
    expect(res.json.code).toBe(code);
    expect(res.json.error).toEqual({ code, message: res.json.message });
    if (message) expect(res.json.message).toBe(message);
    expectAllGerman(res.json);
  }

  it('a wrong password: the catalogue text', async () => {
    const res = await t.client().signIn(member.email, 'Falsch-2026');
    expectAuthError(res, 401, 'INVALID_EMAIL_OR_PASSWORD', AUTH_MESSAGES.invalidCredentials);
  });

  it('an address already registered: the catalogue text', async () => {
    const res = await t.client().signUp({ email: member.email, password: 'Herbst-2026-neu', firstName: 'Zweit', lastName: 'Konto' });
    expect(['USER_ALREADY_EXISTS', 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL']).toContain(res.json.code);
    expect(res.json.message).toBe(AUTH_MESSAGES.alreadyRegistered);
    expectAllGerman(res.json);
  });

  it('a short password, a malformed address, missing fields', async () => {
    expectAuthError(await t.client().signUp({ email: 'kurz@example.de', password: 'abc' }), 400, 'PASSWORD_TOO_SHORT', 'Das Passwort muss mindestens 6 Zeichen lang sein.');
    expectAuthError(await t.client().signIn('keine-adresse', 'Sommer-2026'), 400, 'INVALID_EMAIL');
    expectAuthError(await t.client().post('/api/auth/sign-in/email', {}), 400, 'VALIDATION_ERROR', 'Bitte überprüfen Sie Ihre Eingaben.');
  });

  it('a reset link that is not valid: the reset page text', async () => {
    const res = await t.client().post('/api/auth/reset-password', { token: 'gibt-es-nicht', newPassword: 'Winter-2026-neu' });
    expectAuthError(res, 400, 'INVALID_TOKEN', AUTH_MESSAGES.invalidResetLink);
  });

  it('a signed-in action without a session', async () => {
    const res = await t.client().post('/api/auth/change-password', { currentPassword: 'Sommer-2026', newPassword: 'Winter-2026-neu' });
    expect(res.status).toBe(401);
    expect(res.json.message).toBe('Bitte melden Sie sich an.');
    expectAllGerman(res.json);
  });

  it('the answer to a reset request is German too', async () => {
    const res = await t.client().post('/api/auth/request-password-reset', { email: member.email, redirectTo: '/auth' });
    expect(res.status).toBe(200);
    expect(isGerman(res.json.message), res.json.message).toBe(true);
  });

  it('an endpoint better-auth does not have', async () => {
    expectAuthError(await t.client().post('/api/auth/gibt-es-nicht', {}), 404, 'NOT_FOUND');
    expectAuthError(await t.client().get('/api/auth/gibt-es-nicht'), 404, 'NOT_FOUND');
  });

  it('refusals of our own in front of better-auth keep their German text, in both shapes', async () => {
    expectAuthError(
      await t.client().signUp({ email: 'neu-gemein@example.de', password: 'password123' }),
      400,
      'PASSWORD_TOO_COMMON',
      'Dieses Passwort ist zu verbreitet und leicht zu erraten. Bitte wählen Sie ein anderes Passwort.',
    );
    expectAuthError(await t.client().request('POST', '/api/auth/sign-in/email', undefined, { 'content-type': 'application/json' }), 400, 'MALFORMED_JSON');
  });
});
