import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPost, createUser } from '../db/factories';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { seedDemoData } from '../db/seed';
import { AREAS, PAGE_ROUTES } from '../../shared/routes';

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
/** The inlined PageData's queries as [queryKey, data] pairs. */
const initialData = (html: string) => {
  const json = html.match(/<script id="page-data" type="application\/json"[^>]*>(.*?)<\/script>/s)?.[1];
  if (json === undefined) return undefined;
  const { queries } = JSON.parse(json) as { queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] } };
  return queries.queries.map((query) => [query.queryKey, query.state.data] as [unknown[], unknown]);
};

describe('the HTML of a public page saves the first render its round trips', () => {
  it('/preise preloads its own chunks (not the entry\'s) and carries settings, prices and FAQs', async () => {
    const res = await t.client().get('/preise');
    expect(res.status).toBe(200);
    expect(preloads(res.text)).toEqual(['/assets/prices-page-3.js', '/assets/accordion-2.js']);

    const data = new Map(initialData(res.text)!.map(([key, value]) => [JSON.stringify(key), value]));
    expect([...data.keys()].sort()).toEqual(['["faqs","list"]', '["me"]', '["navigation"]', '["prices","list"]', '["settings"]']);
    // The very answers of the API, unwrapped as the browser's query functions unwrap them.
    expect(data.get('["settings"]')).toEqual((await t.client().get('/api/settings')).json);
    expect(data.get('["navigation"]')).toEqual((await t.client().get('/api/navigation')).json);
    expect(data.get('["prices","list"]')).toEqual((await t.client().get('/api/prices')).json.prices);
    expect(data.get('["faqs","list"]')).toEqual((await t.client().get('/api/faqs')).json.faqs);
    // No session cookie: certainly a guest, so the header renders its sign-in buttons at once.
    expect(data.get('["me"]')).toBeNull();
  });

  it('renders for the visitor who asked: a signed-in member gets their account and their own status in the timetable', async () => {
    const user = await createUser(t.db, { email: 'zuhause@example.de' });
    const member = t.client();
    await member.signIn(user.email, user.password);
    const res = await member.get('/stundenplan');
    const data = new Map(initialData(res.text)!.map(([key, value]) => [JSON.stringify(key), value]));
    expect(data.get('["me"]')).toMatchObject({ user: { email: 'zuhause@example.de' }, roles: ['MEMBER'] });
    const week = [...data.keys()].find((key) => key.startsWith('["sessions","week"'))!;
    expect(JSON.parse(week)[3]).toEqual({ viewer: user.id });
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    // A forged or expired cookie is a guest.
    const forged = await t.client().request('GET', '/preise', undefined, { cookie: 'better-auth.session_token=abc.def' });
    expect(new Map(initialData(forged.text)!.map(([key, value]) => [JSON.stringify(key), value])).get('["me"]')).toBeNull();
  });

  it('the timetable and the gallery carry their content: the week asked for, the filters, the pictures', async () => {
    const timetable = initialData((await t.client().get('/stundenplan?woche=2026-03-25')).text)!.map(([key]) => key);
    expect(timetable).toContainEqual(['sessions', 'week', '2026-03-23', { viewer: null }]);
    expect(timetable).toContainEqual(['courses', 'list', { limit: null }]);
    expect(timetable).toContainEqual(['trainers', 'list', { limit: null }]);
    const gallery = new Map(initialData((await t.client().get('/galerie')).text)!.map(([key, value]) => [JSON.stringify(key), value]));
    expect(gallery.get('["media","list"]')).toEqual((await t.client().get('/api/media')).json.media);
  });

  it('the home page carries its featured courses and trainers under the keys the hooks use', async () => {
    const keys = initialData((await t.client().get('/')).text)!.map(([key]) => key);
    expect(keys).toContainEqual(['courses', 'list', { limit: 3 }]);
    expect(keys).toContainEqual(['trainers', 'list', { limit: 3 }]);
  });

  it('leaves out what the API does not answer with 200, so the page shows its own not-found state', async () => {
    const res = await t.client().get('/aktuelles/gibt-es-nicht');
    expect(res.status).toBe(404);
    expect(initialData(res.text)!.map(([key]) => key).sort()).toEqual([['me'], ['navigation'], ['settings']]);
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

describe('the route manifest', () => {
  it('names page and layout modules that exist under src/web', () => {
    const web = path.resolve(__dirname, '../../web');
    const modules = [...PAGE_ROUTES.map((route) => route.module), ...Object.values(AREAS).flatMap((area) => (area.layout ? [area.layout] : []))];
    for (const module of modules) expect(existsSync(path.join(web, module)), module).toBe(true);
  });
});
