import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../src/server/db/schema';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A POST with a body sent as given, as a script or another site's form would send it. */
async function rawPost(path: string, body: string, contentType: string | undefined, ip: string) {
  const res = await t.app.request(`${TEST_ORIGIN}${path}`, {
    method: 'POST',
    headers: { origin: TEST_ORIGIN, 'x-forwarded-for': ip, ...(contentType ? { 'content-type': contentType } : {}) },
    body,
  });
  const text = await res.text();
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, json, cookies: res.headers.getSetCookie() };
}

const form = (values: Record<string, string>) => new URLSearchParams(values).toString();
const GERMAN_JSON_ONLY = /^Dieses Datenformat wird nicht unterstützt\. Bitte senden Sie JSON/;

describe('auth bodies other than JSON', () => {
  it('refuses form-encoded sign-ins with 415, so guessing that way gets no answer and no session', async () => {
    await t.client().signUp({ email: 'formular@example.de', password: 'Sommer-2026' });
    for (let i = 0; i < 8; i++) {
      const wrong = await rawPost('/api/auth/sign-in/email', form({ email: 'formular@example.de', password: `falsch-${i}` }), 'application/x-www-form-urlencoded', '10.9.0.1');
      expect(wrong.status).toBe(415);
      expect(wrong.json.error.message).toMatch(GERMAN_JSON_ONLY);
    }
    const right = await rawPost('/api/auth/sign-in/email', form({ email: 'formular@example.de', password: 'Sommer-2026' }), 'application/x-www-form-urlencoded', '10.9.0.1');
    expect(right.status).toBe(415);
    expect(right.cookies.some((cookie) => cookie.includes('session_token'))).toBe(false);
  });

  it('refuses a form-encoded sign-up that would skip the password and name rules', async () => {
    const res = await rawPost(
      '/api/auth/sign-up/email',
      form({ email: 'formular-neu@example.de', password: 'password', name: 'x'.repeat(100_000) }),
      'application/x-www-form-urlencoded',
      '10.9.0.2',
    );
    expect(res.status).toBe(415);
    expect(res.json.message).toMatch(GERMAN_JSON_ONLY);
    expect(await t.db.select().from(profiles).where(eq(profiles.email, 'formular-neu@example.de'))).toHaveLength(0);
  });

  it.each([
    ['text/plain', JSON.stringify({ email: 'a@example.de', password: 'Sommer-2026' })],
    ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@example.de\r\n--x--\r\n'],
    ['application/json-patch+json', '{}'],
    [undefined, JSON.stringify({ email: 'a@example.de', password: 'Sommer-2026' })],
  ])('refuses %s on every auth POST route with a German 415', async (contentType, body) => {
    for (const path of ['/api/auth/sign-in/email', '/api/auth/sign-up/email', '/api/auth/request-password-reset', '/api/auth/reset-password', '/api/auth/change-password']) {
      const res = await rawPost(path, body, contentType, '10.9.0.3');
      expect(res.status, `${contentType} ${path}`).toBe(415);
      expect(res.json.error.message).toMatch(GERMAN_JSON_ONLY);
    }
  });

  it('answers malformed JSON with a German 400', async () => {
    const res = await rawPost('/api/auth/sign-in/email', '{"email": ', 'application/json', '10.9.0.4');
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe('Die Anfrage enthält kein gültiges JSON.');
  });

  it('cannot be bypassed with another spelling of the path', async () => {
    for (const path of ['/api/auth/sign-in/email/', '/api/auth//sign-in/email', '/api/auth/SIGN-IN/email']) {
      const res = await rawPost(path, JSON.stringify({ email: 'formular@example.de', password: 'Sommer-2026' }), 'application/json', '10.9.0.5');
      expect(res.status, path).toBe(404);
      expect(res.cookies.some((cookie) => cookie.includes('session_token'))).toBe(false);
    }
  });
});
