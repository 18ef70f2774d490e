import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../support/sign-in';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';

/*
 * The headers a browser acts on: a strict Content-Security-Policy whose nonce is on every inline script
 * of the page, no MIME sniffing, no framing, a referrer policy, a permissions policy, HSTS over https,
 * and no caching of anything that depends on the signed-in visitor.
 */

const INDEX_HTML =
  '<!doctype html><html lang="de"><head><title>Sportzentrum</title><!--app-head-->' +
  '<script type="module" crossorigin src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>';

/** A stand-in for dist/web with a server bundle, so public pages carry the early-actions script. */
function webRoot() {
  const dist = mkdtempSync(path.join(tmpdir(), 'sz-headers-'));
  mkdirSync(path.join(dist, 'web'));
  mkdirSync(path.join(dist, 'ssr'));
  writeFileSync(path.join(dist, 'web', 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dist, 'ssr', 'entry-server.js'), "export async function renderPage() { return '<h1>Kurse</h1>'; }");
  return path.join(dist, 'web');
}

const directives = (csp: string | null) =>
  new Map((csp ?? '').split(';').map((part) => part.trim().split(/\s+/)).filter((words) => words[0]).map(([name, ...values]) => [name, values]));

let t: TestApp;
let member: TestClient;
beforeAll(async () => {
  t = await createTestApp({}, { webRoot: webRoot() });
  member = (await signedInAs(t)).client;
});
afterAll(() => t.close());

describe('Content-Security-Policy', () => {
  it('lets scripts run only from the site and with this response’s nonce, and forbids plugins, <base> and framing', async () => {
    const res = await t.client().get('/kurse');
    expect(res.status).toBe(200);
    const csp = directives(res.headers.get('content-security-policy'));
    const nonce = csp.get('script-src')?.find((value) => value.startsWith("'nonce-"))?.slice(7, -1);
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{16,}$/);
    expect(csp.get('script-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    for (const [name, values] of csp) if (name !== 'style-src') expect(values, name).not.toContain("'unsafe-inline'");

    // Every inline script (early actions, JSON-LD, the page data) carries the nonce of the header.
    const inline = [...res.text.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>/g)].map((match) => match[1]);
    expect(inline.length).toBeGreaterThanOrEqual(2);
    for (const attributes of inline) expect(attributes).toContain(`nonce="${nonce}"`);
    expect(res.text).toContain('__earlyActions');
  });

  it('uses a new nonce for every response', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const csp = (await t.client().get('/')).headers.get('content-security-policy') ?? '';
      nonces.add(csp.match(/'nonce-([^']+)'/)?.[1] ?? '');
    }
    expect(nonces.size).toBe(3);
    expect(nonces.has('')).toBe(false);
  });

  it('gives API answers (JSON, never a script) the same policy without a nonce', async () => {
    const csp = directives((await t.client().get('/api/health')).headers.get('content-security-policy'));
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });
});

describe('other security headers', () => {
  it('sends nosniff, no framing, a referrer policy and a restrictive permissions policy on pages and API answers', async () => {
    for (const pathname of ['/', '/kurse', '/api/health', '/api/gibt-es-nicht']) {
      const { headers } = await t.client().get(pathname);
      expect(headers.get('x-content-type-options'), pathname).toBe('nosniff');
      expect(headers.get('x-frame-options'), pathname).toBe('DENY');
      expect(headers.get('referrer-policy'), pathname).toBe('strict-origin-when-cross-origin');
      expect(headers.get('permissions-policy'), pathname).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\).*payment=\(\)/);
      expect(headers.get('content-security-policy'), pathname).toContain("frame-ancestors 'none'");
    }
  });

  it('forbids the camera everywhere but on the pages that scan check-in codes, where only the site itself may use it', async () => {
    const trainer = (await signedInAs(t, ['TRAINER'])).client;
    const session = `/trainer/sessions/${crypto.randomUUID()}`;
    for (const pathname of ['/trainer/check-in', session, `${session}/`]) {
      const res = await trainer.get(pathname);
      expect(res.status, pathname).toBe(200);
      expect(res.headers.get('content-type'), pathname).toMatch(/^text\/html/);
      const policy = res.headers.get('permissions-policy') ?? '';
      expect(policy, pathname).toMatch(/(^|, )camera=\(self\)(,|$)/);
      // Nothing else opens up there: the microphone, geolocation and the rest stay forbidden.
      expect(policy, pathname).toMatch(/microphone=\(\).*payment=\(\)/);
      expect(policy.replace('camera=(self)', ''), pathname).not.toMatch(/\(self|\*/);
    }
    for (const pathname of ['/', '/kurse', '/trainer', '/trainer/dashboard', '/trainer/sessions', '/trainer/bookings', '/member/bookings', `${session}/mehr`, '/api/trainer/check-in', '/api/health']) {
      const res = await trainer.get(pathname);
      expect(res.headers.get('permissions-policy'), pathname).toMatch(/(^|, )camera=\(\)(,|$)/);
    }
  });

  it('sends HSTS only when the request came over https', async () => {
    expect((await t.client().get('/')).headers.get('strict-transport-security')).toBeNull();
    const overHttps = await t.client().request('GET', '/', undefined, { 'x-forwarded-proto': 'https' });
    expect(overHttps.headers.get('strict-transport-security')).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
    // From a client the app does not take for a proxy, the header says nothing.
    const direct = await createTestApp({ TRUST_PROXY: 'false' });
    try {
      expect((await direct.client().request('GET', '/api/health', undefined, { 'x-forwarded-proto': 'https' })).headers.get('strict-transport-security')).toBeNull();
    } finally {
      await direct.close();
    }
  });

  it('sends HSTS and upgrades requests when the site is served over https', async () => {
    const https = await createTestApp({ PUBLIC_URL: 'https://sportzentrum.example' });
    try {
      const { headers } = await https.client().get('/api/health');
      expect(headers.get('strict-transport-security')).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
      expect(headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
    } finally {
      await https.close();
    }
  });

  // A scanner on a plain-http instance reports the session cookie without Secure; on https it has it.
  it('sets the session cookie Secure, with the __Secure- prefix, and the known-browser cookie Secure when the site is served over https', async () => {
    const origin = 'https://sportzentrum.example';
    const https = await createTestApp({ PUBLIC_URL: origin });
    try {
      const body = { email: `sicher-${Date.now()}@example.de`, password: 'Sommer-2026', name: 'Sabine Sicher', firstName: 'Sabine', lastName: 'Sicher' };
      const res = await https.client().request('POST', '/api/auth/sign-up/email', body, { origin });
      expect(res.status).toBe(200);
      const session = res.headers.getSetCookie().find((cookie) => cookie.startsWith('__Secure-better-auth.session_token='));
      expect(session).toBeDefined();
      expect(session).toMatch(/;\s*Secure/i);
      expect(session).toMatch(/;\s*HttpOnly/i);
      expect(session).toMatch(/;\s*SameSite=Lax/i);
      // The app behind a proxy that ends TLS sees http; the known-browser cookie is Secure all the same.
      expect(res.headers.getSetCookie().find((cookie) => cookie.startsWith('sz_known_device='))).toMatch(/;\s*Secure/i);
    } finally {
      await https.close();
    }
  });
});

describe('answers that depend on the signed-in visitor', () => {
  it('are never stored by the browser or a proxy', async () => {
    for (const pathname of ['/api/me', '/api/me/bookings', '/api/me/calendar', '/api/auth/get-session', '/api/sessions']) {
      const res = await member.get(pathname);
      expect(res.status, pathname).toBe(200);
      expect(res.headers.get('cache-control'), pathname).toBe('no-store');
    }
    expect((await member.get('/')).headers.get('cache-control')).toMatch(/no-store/);
  });

  it('include the sign-in answer, which sets the session cookie', async () => {
    const { email } = await signedInAs(t);
    const res = await t.client().signIn(email, 'Sommer-2026');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('request ids', () => {
  it('never takes the id a client sends, so nobody can plant lines under another request’s id', async () => {
    const res = await t.client().request('GET', '/api/health', undefined, { 'x-request-id': 'b7c1f1e4-0000-4000-8000-000000000000' });
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(id).not.toBe('b7c1f1e4-0000-4000-8000-000000000000');
    const forged = await t.client().request('GET', '/', undefined, { 'x-request-id': '"}{"level":60,"msg":"forged' });
    expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
