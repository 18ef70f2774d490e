import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, cmsMenus } from '../../src/server/db/schema';
import { BUILT_IN_NAVIGATION } from '../../src/shared/navigation';
import { createAdmin, createMenu, createTrainerWithUser, createUser } from '../../src/server/db/factories';
import { errorMessagesOf, isGerman } from '../support/german';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';

/*
 * The menus of the public header and footer: the admin's CRUD with its audit entries, strict link targets,
 * one menu per place, and the public side: GET /api/navigation and the server-rendered header of /, which
 * show a saved change on the next request and the built-in navigation where a place has no menu.
 */

/*
 * A server bundle that renders the app's real public chrome (header, phone menu, footer) from the page
 * data the HTML handler built, through the test runner's transform instead of a build (the pages
 * themselves need the build's module map; tests/e2e/server-rendering.spec.ts renders those).
 */
function webRootWithPublicChrome() {
  const dist = mkdtempSync(path.join(tmpdir(), 'sz-menus-'));
  mkdirSync(path.join(dist, 'web'));
  writeFileSync(path.join(dist, 'web', 'index.html'), '<!doctype html><html lang="de"><head><!--app-head--></head><body><div id="root"></div></body></html>');
  mkdirSync(path.join(dist, 'ssr'));
  const web = (file: string) => JSON.stringify(fileURLToPath(new URL(`../../src/web/${file}`, import.meta.url)));
  writeFileSync(
    path.join(dist, 'ssr', 'entry-server.js'),
    `import { createElement as h } from 'react';
    import { renderToString } from 'react-dom/server';
    import { StaticRouter } from 'react-router';
    import { AppProvider } from ${web('app/provider.tsx')};
    import { PublicLayout } from ${web('app/layouts/public-layout.tsx')};
    import { createQueryClient } from ${web('lib/query-client.ts')};
    export async function renderPage(url, pageData) {
      const client = createQueryClient();
      return renderToString(h(AppProvider, { client, pageData }, h(StaticRouter, { location: new URL(url).pathname }, h(PublicLayout))));
    }`,
  );
  return path.join(dist, 'web');
}

let t: TestApp;
let admin: TestClient;
const ADMIN_EMAIL = 'menues@example.de';

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: process.env.DEBUG_LOG ?? "silent" }, { webRoot: webRootWithPublicChrome() });
  admin = await t.clientSignedInAs((await createAdmin(t.db, { email: ADMIN_EMAIL })).id);
});
afterAll(() => t.close());

const entriesFor = (entityId: string) => t.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.createdAt);
const auditCount = async () => (await t.db.select().from(auditLog)).length;
const clearMenus = () => t.db.delete(cmsMenus);

function expectGermanFields(res: { status: number; json: any }, fields: string[]) {
  expect(res.status).toBe(400);
  expect(Object.keys(res.json.error.fields ?? {})).toEqual(expect.arrayContaining(fields));
  for (const message of errorMessagesOf(res.json)) expect(isGerman(message), String(message)).toBe(true);
}

/** The links of the server-rendered desktop header and phone menu of a page, as [text, href]. */
async function renderedNavigation(pathname: string) {
  const html = (await t.client().get(pathname)).text;
  const text = (markup: string) => markup.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').trim();
  const section = (label: string) => {
    const start = html.indexOf(`aria-label="${label}"`);
    expect(start, `${label} in the HTML of ${pathname}`).toBeGreaterThan(-1);
    return html.slice(start, html.indexOf('</nav>', start));
  };
  const links = (markup: string) => [...markup.matchAll(/<a [^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/gs)].map((m) => [text(m[2]), m[1]]);
  const desktop = section('Hauptnavigation');
  return {
    header: links(desktop),
    // The drop-downs' links render when a drop-down opens; the closed page shows their buttons.
    groups: [...desktop.matchAll(/<button [^>]*>(.*?)<\/button>/gs)].map((m) => text(m[1])),
    phone: links(section('Mobile Navigation')),
    footer: links(section('Fußzeilennavigation')),
  };
}

const header = [
  { label: 'Start', href: '/' },
  { label: 'Kurse', href: '/kurse', group: 'Angebot' },
  { label: 'Stundenplan', href: '/stundenplan', group: 'Angebot' },
  { label: 'Kontakt', href: '/kontakt' },
];

describe('menus in the admin', () => {
  it('creates, lists, updates with reordered items and deletes, each with its audit entry', async () => {
    await clearMenus();
    const created = await admin.post('/api/admin/menus', { name: 'Hauptmenü', location: 'header', items: header });
    expect(created.status).toBe(201);
    expect(created.json.menu).toMatchObject({ name: 'Hauptmenü', location: 'header' });
    expect(created.json.menu.items).toEqual([
      { label: 'Start', href: '/', group: null, order: 1 },
      { label: 'Kurse', href: '/kurse', group: 'Angebot', order: 2 },
      { label: 'Stundenplan', href: '/stundenplan', group: 'Angebot', order: 3 },
      { label: 'Kontakt', href: '/kontakt', group: null, order: 4 },
    ]);
    const id = created.json.menu.id;

    const footer = await admin.post('/api/admin/menus', { name: 'Fußzeile', location: 'footer', items: [] });
    expect(footer.status).toBe(201);
    const list = await admin.get('/api/admin/menus');
    expect(list.json.menus.map((m: { name: string; location: string; items: unknown[] }) => [m.name, m.location, m.items.length])).toEqual([
      ['Hauptmenü', 'header', 4],
      ['Fußzeile', 'footer', 0],
    ]);

    // The order decides the place; the answer is numbered afresh.
    const updated = await admin.put(`/api/admin/menus/${id}`, {
      name: 'Navigation oben',
      location: 'header',
      items: [
        { label: ' Kontakt ', href: '/kontakt', order: 1 },
        { label: 'Instagram', href: 'https://www.instagram.com/sportzentrum', order: 3 },
        { label: 'Start', href: '/', order: 0 },
      ],
    });
    expect(updated.status).toBe(200);
    expect(updated.json.menu.items).toEqual([
      { label: 'Start', href: '/', group: null, order: 1 },
      { label: 'Kontakt', href: '/kontakt', group: null, order: 2 },
      { label: 'Instagram', href: 'https://www.instagram.com/sportzentrum', group: null, order: 3 },
    ]);

    const removed = await admin.delete(`/api/admin/menus/${id}`);
    expect(removed.status).toBe(200);
    expect(isGerman(removed.json.message)).toBe(true);
    expect(await t.db.select().from(cmsMenus).where(eq(cmsMenus.id, id))).toEqual([]);
    expect((await entriesFor(id)).map((e) => [e.entity, e.action, e.summary, e.actorEmail])).toEqual([
      ['menu', 'created', 'Menü „Hauptmenü“ (Kopfzeile (Hauptnavigation)) mit 4 Einträgen erstellt', ADMIN_EMAIL],
      ['menu', 'updated', 'Menü „Navigation oben“ (Kopfzeile (Hauptnavigation)) (vorher „Hauptmenü“) mit 3 Einträgen gespeichert', ADMIN_EMAIL],
      ['menu', 'deleted', 'Menü „Navigation oben“ (Kopfzeile (Hauptnavigation)) gelöscht', ADMIN_EMAIL],
    ]);
  });

  it('refuses an empty label and every target that is not a site path or an https address, in German, and writes nothing', async () => {
    await clearMenus();
    const before = await auditCount();
    expectGermanFields(await admin.post('/api/admin/menus', { name: 'Kaputt', location: 'header', items: [{ label: '   ', href: '/kurse' }] }), ['items.0.label']);
    for (const href of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'http://example.org',
      '//evil.example',
      '/\\evil.example',
      'kurse',
      '/kurse mit leerzeichen',
      'https://',
      'https://nutzer:geheim@example.org',
      'https://localhost',
      'https://example.org/<script>',
      '',
    ]) {
      const res = await admin.post('/api/admin/menus', { name: 'Kaputt', location: 'header', items: [{ label: 'Start', href: '/' }, { label: 'Böse', href }] });
      expectGermanFields(res, ['items.1.href']);
      expect(res.json.error.fields['items.1.href']).toBe('Bitte geben Sie einen Pfad der Website ein, der mit / beginnt (z. B. /kurse), oder eine https://-Adresse.');
    }
    expectGermanFields(await admin.post('/api/admin/menus', { name: '', location: 'seitenleiste', items: 'viele' }), ['name', 'location', 'items']);
    const tooMany = Array.from({ length: 31 }, (_, i) => ({ label: `Link ${i}`, href: `/seite-${i}` }));
    expectGermanFields(await admin.post('/api/admin/menus', { name: 'Lang', location: 'footer', items: tooMany }), ['items']);
    expect(await t.db.select().from(cmsMenus)).toEqual([]);
    expect(await auditCount()).toBe(before);
  });

  it('keeps one menu per place: a second one is refused with 409 and no entry', async () => {
    await clearMenus();
    const first = await admin.post('/api/admin/menus', { name: 'Oben', location: 'header', items: header });
    const footer = await admin.post('/api/admin/menus', { name: 'Unten', location: 'footer', items: [] });
    const before = await auditCount();
    const second = await admin.post('/api/admin/menus', { name: 'Noch eins', location: 'header', items: [] });
    expect(second.status).toBe(409);
    expect(second.json.error.fields.location).toBe('Für diesen Ort gibt es bereits ein Menü. Bearbeiten Sie das vorhandene Menü.');
    const moved = await admin.put(`/api/admin/menus/${footer.json.menu.id}`, { name: 'Unten', location: 'header', items: [] });
    expect(moved.status).toBe(409);
    // Two admins creating the footer menu at once: one wins.
    await admin.delete(`/api/admin/menus/${footer.json.menu.id}`);
    const racing = await Promise.all([1, 2].map((n) => admin.post('/api/admin/menus', { name: `Unten ${n}`, location: 'footer', items: [] })));
    expect(racing.map((r) => r.status).sort()).toEqual([201, 409]);
    expect((await admin.put(`/api/admin/menus/${first.json.menu.id}`, { name: 'Oben', location: 'header', items: [] })).status).toBe(200);
    expect(await auditCount()).toBe(before + 3);
  });

  it('answers unknown and malformed ids with a German 404', async () => {
    for (const res of [
      await admin.put('/api/admin/menus/kein-menue', { name: 'X', location: 'header', items: [] }),
      await admin.put('/api/admin/menus/00000000-0000-4000-8000-000000000000', { name: 'X', location: 'header', items: [] }),
      await admin.delete('/api/admin/menus/00000000-0000-4000-8000-000000000000'),
    ]) {
      expect(res.status).toBe(404);
      expect(res.json.error.message).toBe('Das Menü wurde nicht gefunden.');
    }
  });

  it('answers members and trainers with 403 and guests with 401, and changes nothing', async () => {
    await clearMenus();
    const menu = await createMenu(t.db, { name: 'Geschützt', location: 'header', items: [{ label: 'Start', href: '/' }] });
    const member = t.client();
    const m = await createUser(t.db);
    await member.signIn(m.email, m.password);
    const trainer = t.client();
    const { user } = await createTrainerWithUser(t.db);
    await trainer.signIn(user.email, user.password);
    for (const client of [member, trainer]) {
      expect((await client.get('/api/admin/menus')).status).toBe(403);
      expect((await client.post('/api/admin/menus', { name: 'Fremd', location: 'footer', items: [] })).status).toBe(403);
      expect((await client.put(`/api/admin/menus/${menu.id}`, { name: 'Gekapert', location: 'header', items: [] })).status).toBe(403);
      expect((await client.delete(`/api/admin/menus/${menu.id}`)).status).toBe(403);
    }
    expect((await t.client().get('/api/admin/menus')).status).toBe(401);
    const [row] = await t.db.select().from(cmsMenus);
    expect([row.name, row.items.length]).toEqual(['Geschützt', 1]);
    expect(await entriesFor(menu.id)).toEqual([]);
  });
});

describe('the public header and footer', () => {
  it('show the built-in navigation where a place has no menu', async () => {
    await clearMenus();
    expect((await t.client().get('/api/navigation')).json).toEqual(BUILT_IN_NAVIGATION);
    const rendered = await renderedNavigation('/');
    // The desktop header as the site always had it: three direct links and three drop-downs.
    expect(rendered.header).toEqual([
      ['Startseite', '/'],
      ['Preise', '/preise'],
      ['Aktuelles', '/aktuelles'],
    ]);
    expect(rendered.groups).toEqual(['Über uns', 'Kurse', 'Service']);
    expect(rendered.phone).toEqual(BUILT_IN_NAVIGATION.header.map((item) => [item.label === 'Start' ? 'Startseite' : item.label, item.href]));
    expect(rendered.footer).toEqual(BUILT_IN_NAVIGATION.footer.map((item) => [item.label, item.href]));
  });

  it('show a saved change on the next request, in the server-rendered HTML of / too', async () => {
    await clearMenus();
    const created = await admin.post('/api/admin/menus', { name: 'Hauptmenü', location: 'header', items: BUILT_IN_NAVIGATION.header });
    await admin.post('/api/admin/menus', { name: 'Fußzeile', location: 'footer', items: [{ label: 'Preise', href: '/preise' }] });
    // Unchanged links: the same HTML as without menus.
    expect((await renderedNavigation('/')).phone).toEqual(BUILT_IN_NAVIGATION.header.map((item) => [item.label === 'Start' ? 'Startseite' : item.label, item.href]));

    const items = BUILT_IN_NAVIGATION.header.map((item) => (item.href === '/preise' ? { ...item, label: 'Tarife & Preise' } : item));
    expect((await admin.put(`/api/admin/menus/${created.json.menu.id}`, { name: 'Hauptmenü', location: 'header', items })).status).toBe(200);

    const navigation = (await t.client().get('/api/navigation')).json;
    expect(navigation.header.find((item: { href: string }) => item.href === '/preise').label).toBe('Tarife & Preise');
    expect(navigation.footer).toEqual([{ label: 'Preise', href: '/preise', group: null, order: 1 }]);

    const rendered = await renderedNavigation('/');
    expect(rendered.header).toContainEqual(['Tarife & Preise', '/preise']);
    expect(rendered.phone).toContainEqual(['Tarife & Preise', '/preise']);
    expect(rendered.header).not.toContainEqual(['Preise', '/preise']);
    expect(rendered.footer).toEqual([['Preise', '/preise']]);

    // Deleting the menu brings the built-in links back at once.
    await admin.delete(`/api/admin/menus/${created.json.menu.id}`);
    expect((await renderedNavigation('/')).header).toContainEqual(['Preise', '/preise']);
  });

  it('reads older stored menus without an order or group, and leaves out a stored target the schema would refuse', async () => {
    await clearMenus();
    await createMenu(t.db, {
      location: 'footer',
      items: [
        { label: 'Kurse', href: '/kurse' },
        { label: 'Böse', href: 'javascript:alert(1)' },
        { label: 'FAQ', href: '/faq' },
      ],
    });
    expect((await t.client().get('/api/navigation')).json.footer).toEqual([
      { label: 'Kurse', href: '/kurse', group: null, order: 1 },
      { label: 'FAQ', href: '/faq', group: null, order: 2 },
    ]);
  });
});
