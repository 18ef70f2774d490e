import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../src/server/db/schema';
import { createTestApp, TEST_ORIGIN, type TestApp, type TestClient } from '../support/test-app';
import { errorMessagesOf, isGerman } from '../support/german';
import { signedInAs } from '../support/sign-in';

/*
 * Input no route can use is answered 4xx with the one German error body, before it reaches a handler or
 * the database: malformed or missing JSON, a wrong content type, NUL characters (PostgreSQL refuses them
 * in text), impossible dates, malformed page paths. None of it may turn into a 500.
 */

let t: TestApp;
let member: TestClient;
let admin: TestClient;

beforeAll(async () => {
  // A stand-in web build, so page paths go through the HTML handler as in production.
  const dist = mkdtempSync(path.join(tmpdir(), 'sz-dist-'));
  mkdirSync(path.join(dist, 'web'));
  writeFileSync(path.join(dist, 'web', 'index.html'), '<!doctype html><html lang="de"><head><!--app-head--></head><body><div id="root"></div></body></html>');
  t = await createTestApp({}, { webRoot: path.join(dist, 'web') });
  member = (await signedInAs(t)).client;
  admin = (await signedInAs(t, ['ADMIN'])).client;
});
afterAll(() => t.close());

/** A request with a body sent exactly as given (the test client would encode it as JSON). */
async function sendRaw(client: TestClient, urlPath: string, body: string | undefined, contentType?: string) {
  const res = await t.app.request(`${TEST_ORIGIN}${urlPath}`, {
    method: 'POST',
    headers: {
      origin: TEST_ORIGIN,
      'x-forwarded-for': client.ip,
      cookie: client
        .cookieHeaders()
        .map(([name, value]) => `${name}=${value}`)
        .join('; '),
      ...(contentType ? { 'content-type': contentType } : {}),
    },
    body,
  });
  const text = await res.text();
  return { status: res.status, json: JSON.parse(text) as unknown };
}

function expectGermanError(res: { status: number; json: unknown }, status: number, code?: string) {
  expect(res.status).toBe(status);
  if (code) expect((res.json as { error: { code: string } }).error.code).toBe(code);
  for (const message of errorMessagesOf(res.json)) expect(isGerman(message), String(message)).toBe(true);
}

describe('a booking request that is not JSON', () => {
  it('answers malformed JSON with 400', async () => {
    expectGermanError(await sendRaw(member, '/api/bookings', '{"sessionId":', 'application/json'), 400, 'MALFORMED_JSON');
  });

  it('answers an empty JSON body with 400', async () => {
    expectGermanError(await sendRaw(member, '/api/bookings', '', 'application/json'), 400);
  });

  it('answers a body without a content type, as text or as a form with 415', async () => {
    expectGermanError(await sendRaw(member, '/api/bookings', '{"sessionId":"x"}'), 415, 'UNSUPPORTED_MEDIA_TYPE');
    expectGermanError(await sendRaw(member, '/api/bookings', '{"sessionId":"x"}', 'text/plain'), 415, 'UNSUPPORTED_MEDIA_TYPE');
    expectGermanError(await sendRaw(member, '/api/bookings', 'sessionId=x', 'application/x-www-form-urlencoded'), 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers JSON that is not an object with 400', async () => {
    for (const body of ['null', '[]', '42', '"sessionId"']) {
      expectGermanError(await sendRaw(member, '/api/bookings', body, 'application/json'), 400, 'NOT_AN_OBJECT');
      expectGermanError(await sendRaw(member, '/api/auth/sign-in/email', body, 'application/json'), 400, 'NOT_AN_OBJECT');
    }
  });

  it('answers no body at all with 400', async () => {
    expectGermanError(await sendRaw(member, '/api/bookings', undefined), 400);
  });

  it('answers a malformed booking id with 404', async () => {
    expectGermanError(await member.post('/api/bookings/not-a-uuid/cancel'), 404, 'NOT_FOUND');
  });
});

describe("better-auth's endpoints", () => {
  it('take JSON only: a form or text body answers 415 before better-auth reads it', async () => {
    for (const contentType of ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x']) {
      const res = await sendRaw(t.client(), '/api/auth/sign-in/email', 'email=a%40b.de&password=x', contentType);
      expectGermanError(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
    }
  });

  it('refuse a profile update without a usable name with 400, not 500', async () => {
    const client = (await signedInAs(t)).client;
    for (const name of [null, 42, { first: 'x' }]) expectGermanError(await client.post('/api/auth/update-user', { name }), 400);
  });
});

describe('a NUL character', () => {
  const nul = 'a\u0000b';
  const bodies: [string, Record<string, unknown>][] = [
    ['/api/contact', { name: nul, email: 'gast@example.de', message: 'Hallo' }],
    ['/api/contact', { name: 'Gast', email: 'gast@example.de', message: `Hallo ${nul}` }],
    ['/api/newsletter/subscribe', { email: `gast${nul}@example.de` }],
    ['/api/newsletter/confirm', { token: `${nul}${'x'.repeat(30)}` }],
    ['/api/newsletter/unsubscribe', { token: `${nul}${'x'.repeat(30)}` }],
    ['/api/auth/sign-in/email', { email: `gast${nul}@example.de`, password: 'Sommer-2026' }],
    ['/api/auth/sign-up/email', { email: 'neu@example.de', password: 'Sommer-2026', name: nul }],
    ['/api/auth/request-password-reset', { email: `gast${nul}@example.de` }],
    ['/api/me/push-subscriptions/remove', { endpoint: `https://push.example.com/${nul}` }],
    ['/api/bookings', { sessionId: nul }],
  ];

  it.each(bodies)('in a JSON string sent to %s is refused with 400', async (urlPath, body) => {
    expectGermanError(await member.post(urlPath, body), 400, 'INVALID_CHARACTERS');
  });

  it('in a JSON key or a nested value is refused too, and nothing is stored', async () => {
    const before = (await t.db.select().from(contactMessages)).length;
    expectGermanError(await member.post('/api/contact', { name: 'Gast', email: 'gast@example.de', message: 'Hallo', [nul]: 1 }), 400, 'INVALID_CHARACTERS');
    expectGermanError(await member.post('/api/contact', { name: 'Gast', email: 'gast@example.de', message: 'Hallo', extra: [{ x: nul }] }), 400);
    expect((await t.db.select().from(contactMessages)).length).toBe(before);
  });

  it('in a page or post slug answers 404', async () => {
    expectGermanError(await member.get('/api/pages/ueber%00uns'), 404, 'NOT_FOUND');
    expectGermanError(await member.get('/api/posts/neu%00igkeit'), 404, 'NOT_FOUND');
  });

  it('in a query string answers 400', async () => {
    expectGermanError(await admin.get('/api/admin/bookings?q=a%00b'), 400, 'INVALID_CHARACTERS');
  });
});

describe('the timetable week', () => {
  it.each(['9999-99-99', '2026-02-31', '2025-02-29', '2026-13-01', '0000-01-01', '9999-12-31'])('refuses ?week=%s with 400', async (week) => {
    const res = await member.get(`/api/sessions?week=${week}`);
    expectGermanError(res, 400, 'VALIDATION_ERROR');
    expect(res.json.error.fields.week).toBe('Dieses Datum gibt es nicht.');
  });

  it('still shows a real week, a leap day included', async () => {
    expect((await member.get('/api/sessions?week=2028-02-29')).json.weekStart).toBe('2028-02-28');
    expect((await t.client().get('/api/sessions?week=2026-03-02')).status).toBe(200);
  });
});

describe('page paths', () => {
  it.each(['/kurse/%ff', '/%ff', '/kurse/a%00b', '/aktuelles/%E0%A4%A'])('GET %s answers 404 with the German page', async (pagePath) => {
    const res = await t.client().get(pagePath);
    expect(res.status).toBe(404);
    expect(res.text).toContain('Die angeforderte Seite konnte nicht gefunden werden.');
  });

  it('a POST to a page or an unknown API path answers 404 in German', async () => {
    expectGermanError(await member.post('/kurse', {}), 404, 'NOT_FOUND');
    expectGermanError(await member.request('PUT', '/api/auth/sign-in/email', {}), 404, 'NOT_FOUND');
    expectGermanError(await member.request('DELETE', '/api/gibt-es-nicht'), 404, 'NOT_FOUND');
  });
});
