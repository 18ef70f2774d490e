import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

/*
 * The HTML handler with a stand-in server bundle (dist/ssr/entry-server.js beside dist/web): public
 * pages get its markup in #root, other paths and failures the empty root. The real bundle is checked
 * end to end with JavaScript switched off (tests/e2e/server-rendering.spec.ts).
 */

const ENTRY = '<script type="module" crossorigin src="/assets/index-1.js"></script>';
const INDEX_HTML = `<!doctype html><html lang="de"><head><title>Sportzentrum</title><!--app-head-->${ENTRY}<link rel="modulepreload" crossorigin href="/assets/react-1.js"></head><body><div id="root"></div></body></html>`;

function buildFolder(bundle: string) {
  const dist = mkdtempSync(path.join(tmpdir(), 'sz-dist-'));
  mkdirSync(path.join(dist, 'web'));
  writeFileSync(path.join(dist, 'web', 'index.html'), INDEX_HTML);
  mkdirSync(path.join(dist, 'ssr'));
  writeFileSync(path.join(dist, 'ssr', 'entry-server.js'), bundle);
  return path.join(dist, 'web');
}

// The root is followed by the inlined data (when there is any) and </body>.
const root = (html: string) => html.match(/<div id="root">(.*?)<\/div>(?=<script id="page-data"|<\/body>)/s)?.[1];

describe('server-rendered public pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Echoes the URL and the keys of the inlined queries, or throws for /faq.
    const bundle = `export async function renderPage(url, pageData) {
      if (url.endsWith('/faq')) throw new Error('kaputt');
      const keys = pageData.queries.queries.map((query) => query.queryKey.join('.')).sort();
      return '<h1>' + new URL(url).pathname + '</h1><p>' + keys.join(',') + '</p>';
    }`;
    t = await createTestApp({}, { webRoot: buildFolder(bundle) });
  });
  afterAll(() => t.close());

  it('puts the markup of a public page, rendered with its inlined queries, into #root', async () => {
    const res = await t.client().get('/preise');
    expect(res.status).toBe(200);
    expect(root(res.text)).toBe('<h1>/preise</h1><p>faqs.list,me,navigation,prices.list,settings</p>');
  });

  it('starts the app as soon as its scripts are there, and keeps what the visitor does before', async () => {
    const res = await t.client().get('/preise');
    // The entry script as built, fetched at low priority behind the stylesheet and the first images.
    expect(res.text).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js"></script>');
    expect(res.text).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-1.js">');
    expect(res.text).toMatch(/<script nonce="[^"]+">\(\(\)=>\{const d=document.documentElement,q=window.__earlyActions=\[\]/);
    expect(res.headers.get('vary')).toMatch(/cookie/i);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('renders /auth too, so its forms are on screen before their code, which waits for the first keystroke', async () => {
    const res = await t.client().get('/auth');
    expect(root(res.text)).toBe('<h1>/auth</h1><p>me,navigation,settings</p>');
    expect(res.text).toContain('__earlyActions');
  });

  it('leaves #root empty for the signed-in areas, the newsletter links and unknown paths', async () => {
    for (const pathname of ['/member/dashboard', '/admin/dashboard', '/trainer/dashboard', '/newsletter/bestaetigen', '/gibt-es-nicht']) {
      const { text } = await t.client().get(pathname);
      expect(root(text), pathname).toBe('');
      expect(text, pathname).toContain(ENTRY);
      expect(text, pathname).not.toContain('__earlyActions');
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

