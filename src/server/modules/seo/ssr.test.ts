import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { hasSessionCookie } from '../../auth/viewer';
import { bootModeFor, isServerRendered } from './ssr';

/*
 * The HTML handler with a stand-in server bundle (dist/ssr/entry-server.js beside dist/web): public
 * pages get its markup in #root, other paths and failures the empty root. The real bundle is checked
 * end to end with JavaScript switched off (tests/e2e/server-rendering.spec.ts).
 */

const ENTRY = '<script type="module" crossorigin src="/assets/index-1.js"></script>';
const INDEX_HTML = `<!doctype html><html lang="de"><head><title>Sportzentrum</title><!--app-head-->${ENTRY}<link rel="modulepreload" crossorigin href="/assets/compat-1.js"></head><body><div id="root"></div></body></html>`;

function buildFolder(bundle: string) {
  const dist = mkdtempSync(path.join(tmpdir(), 'sz-dist-'));
  mkdirSync(path.join(dist, 'web'));
  writeFileSync(path.join(dist, 'web', 'index.html'), INDEX_HTML);
  mkdirSync(path.join(dist, 'ssr'));
  writeFileSync(path.join(dist, 'ssr', 'entry-server.js'), bundle);
  return path.join(dist, 'web');
}

// The root is followed by the inlined data (when there is any) and </body>.
const root = (html: string) => html.match(/<div id="root">(.*?)<\/div>(?=<script id="initial-data"|<\/body>)/s)?.[1];

describe('server-rendered public pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Echoes the URL and the keys of the inlined queries, or throws for /faq.
    const bundle = `export async function renderPage(url, queries) {
      if (url.endsWith('/faq')) throw new Error('kaputt');
      return '<h1>' + new URL(url).pathname + '</h1><p>' + queries.map(([key]) => key.join('.')).join(',') + '</p>';
    }`;
    t = await createTestApp({}, { webRoot: buildFolder(bundle) });
  });
  afterAll(() => t.close());

  it('puts the markup of a public page, rendered with its inlined queries, into #root', async () => {
    const res = await t.client().get('/preise');
    expect(res.status).toBe(200);
    expect(root(res.text)).toBe('<h1>/preise</h1><p>settings,prices.list,faqs.list,me</p>');
  });

  const bootOf = (html: string) => html.match(/<script type="module">(.*?)<\/script>/)?.[1] ?? '';

  it('fetches the scripts at low priority and starts a guest’s app on the first interaction', async () => {
    const res = await t.client().get('/preise');
    expect(res.text).not.toContain(ENTRY);
    expect(res.text).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/index-1.js" />');
    expect(res.text).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/compat-1.js">');
    expect(bootOf(res.text)).toContain('import("/assets/index-1.js")');
    expect(bootOf(res.text)).toContain("dataset.boot='first-intent'");
    expect(bootOf(res.text)).not.toContain('first-contentful-paint');
    expect(res.headers.get('vary')).toMatch(/cookie/i);
  });

  it('starts the app after the first paint for a visitor with a session cookie and on pages with live spots', async () => {
    const signedIn = await t.client().request('GET', '/preise', undefined, { cookie: 'theme=dark; better-auth.session_token=abc.def' });
    expect(bootOf(signedIn.text)).toContain('first-contentful-paint');
    expect(bootOf(signedIn.text)).not.toContain('first-intent');
    for (const pathname of ['/stundenplan']) {
      const { text } = await t.client().get(pathname);
      expect(bootOf(text), pathname).toContain('first-contentful-paint');
    }
  });

  it('leaves #root empty and the entry script as built for the signed-in areas, /auth and unknown paths', async () => {
    for (const pathname of ['/member/dashboard', '/admin/dashboard', '/trainer/dashboard', '/auth', '/gibt-es-nicht']) {
      const { text } = await t.client().get(pathname);
      expect(root(text), pathname).toBe('');
      expect(text, pathname).toContain(ENTRY);
      expect(text, pathname).not.toContain('fetchpriority');
    }
  });

  it('serves the page unrendered when rendering throws', async () => {
    const res = await t.client().get('/faq');
    expect(res.status).toBe(200);
    expect(root(res.text)).toBe('');
  });
});

describe('without a server bundle', () => {
  it('serves the empty root', async () => {
    const web = mkdtempSync(path.join(tmpdir(), 'sz-web-only-'));
    mkdirSync(path.join(web, 'web'));
    writeFileSync(path.join(web, 'web', 'index.html'), INDEX_HTML);
    const t = await createTestApp({}, { webRoot: path.join(web, 'web') });
    try {
      expect(root((await t.client().get('/preise')).text)).toBe('');
    } finally {
      await t.close();
    }
  });
});

describe('isServerRendered', () => {
  it('covers the public pages only', () => {
    for (const pathname of ['/', '/kurse', '/kurse/abc', '/preise', '/aktuelles', '/aktuelles/ein-post', '/trainer', '/impressum']) expect(isServerRendered(pathname), pathname).toBe(true);
    for (const pathname of ['/auth', '/member/dashboard', '/trainer/sessions', '/admin/posts', '/newsletter/bestaetigen']) expect(isServerRendered(pathname), pathname).toBe(false);
  });
});

describe('bootModeFor', () => {
  it('waits for the first interaction only on a guest’s page without live data', () => {
    expect(bootModeFor('/', false)).toBe('first-intent');
    expect(bootModeFor('/aktuelles', true)).toBe('first-paint');
    expect(bootModeFor('/stundenplan', false)).toBe('first-paint');
    expect(bootModeFor('/kurse/5f0c', false)).toBe('first-paint');
    expect(bootModeFor('/kurse', false)).toBe('first-intent');
  });
});

describe('hasSessionCookie', () => {
  it('sees better-auth’s session cookie, plain or __Secure-, and nothing else', () => {
    expect(hasSessionCookie(undefined)).toBe(false);
    expect(hasSessionCookie('theme=dark')).toBe(false);
    expect(hasSessionCookie('better-auth.session_token_extra=1')).toBe(false);
    expect(hasSessionCookie('a=1; __Secure-better-auth.session_token=x.y')).toBe(true);
    expect(hasSessionCookie('better-auth.session_token=abc.def')).toBe(true);
  });
});
