import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPost } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { seedDemoData } from '../../db/seed';
import { ROUTE_MODULES } from './page-assets';

// A stand-in for the build: index.html with the placeholder, and a Vite manifest in which the
// prices page imports one shared chunk of its own and one the entry already imports.
const MANIFEST = {
  'main.tsx': { file: 'assets/index-abc.js', isEntry: true, imports: ['_compat-1.js'] },
  '_compat-1.js': { file: 'assets/compat-1.js' },
  '_accordion-2.js': { file: 'assets/accordion-2.js', imports: ['_compat-1.js'] },
  'features/prices/pages/prices-page.tsx': { file: 'assets/prices-page-3.js', isDynamicEntry: true, imports: ['_accordion-2.js', '_compat-1.js'] },
};

let t: TestApp;
beforeAll(async () => {
  const webRoot = mkdtempSync(path.join(tmpdir(), 'sz-web-'));
  writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><html lang="de"><head><title>Sportzentrum</title><!--app-head--></head><body><div id="root"></div></body></html>');
  mkdirSync(path.join(webRoot, '.vite'));
  writeFileSync(path.join(webRoot, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  t = await createTestApp({}, { webRoot });
  await seedDemoData(t.db);
});
afterAll(() => t.close());

const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" \/>/g)].map((m) => m[1]);
const initialData = (html: string) => {
  const json = html.match(/<script id="initial-data" type="application\/json">(.*?)<\/script>/s)?.[1];
  return json === undefined ? undefined : (JSON.parse(json) as [unknown[], unknown][]);
};

describe('the HTML of a public page saves the first render its round trips', () => {
  it('/preise preloads its own chunks (not the entry\'s) and carries settings, prices and FAQs', async () => {
    const res = await t.client().get('/preise');
    expect(res.status).toBe(200);
    expect(preloads(res.text)).toEqual(['/assets/prices-page-3.js', '/assets/accordion-2.js']);

    const data = new Map(initialData(res.text)!.map(([key, value]) => [JSON.stringify(key), value]));
    expect([...data.keys()]).toEqual(['["settings"]', '["prices","list"]', '["faqs","list"]', '["me"]']);
    // The very answers of the API, unwrapped as the browser's query functions unwrap them.
    expect(data.get('["settings"]')).toEqual((await t.client().get('/api/settings')).json);
    expect(data.get('["prices","list"]')).toEqual((await t.client().get('/api/prices')).json.prices);
    expect(data.get('["faqs","list"]')).toEqual((await t.client().get('/api/faqs')).json.faqs);
    // No session cookie: certainly a guest, so the header renders its sign-in buttons at once.
    expect(data.get('["me"]')).toBeNull();
  });

  it('leaves the visitor to /api/me when the request carries a session cookie', async () => {
    const res = await t.client().request('GET', '/preise', undefined, { cookie: 'better-auth.session_token=abc.def' });
    expect(initialData(res.text)!.map(([key]) => key)).not.toContainEqual(['me']);
  });

  it('the home page carries its featured courses and trainers under the keys the hooks use', async () => {
    const keys = initialData((await t.client().get('/')).text)!.map(([key]) => key);
    expect(keys).toContainEqual(['courses', 'list', { limit: 3 }]);
    expect(keys).toContainEqual(['trainers', 'list', { limit: 3 }]);
  });

  it('leaves out what the API does not answer with 200, so the page shows its own not-found state', async () => {
    const res = await t.client().get('/aktuelles/gibt-es-nicht');
    expect(res.status).toBe(404);
    expect(initialData(res.text)!.map(([key]) => key)).toEqual([['settings'], ['me']]);
  });

  it('inlined content cannot close the script element', async () => {
    // `$'` and `$&` would be replacement patterns if the HTML were assembled with String.replace carelessly.
    const title = "Vorsicht </script><script>alert(1)</script><!-- $' $&";
    await createPost(t.db, { slug: 'skript', title, publishedAt: new Date() });
    const res = await t.client().get('/aktuelles/skript');
    expect(res.text).not.toContain('</script><script>alert(1)');
    const post = initialData(res.text)!.find(([key]) => key[0] === 'posts')![1] as { title: string };
    expect(post.title).toBe(title);
  });
});

describe('ROUTE_MODULES', () => {
  it('names page modules that src/web/app/router.tsx loads', () => {
    const router = readFileSync(path.resolve(__dirname, '../../../web/app/router.tsx'), 'utf8');
    for (const [, module] of ROUTE_MODULES) expect(router).toContain(`import('@/${module.replace(/\.tsx$/, '')}')`);
  });
});
