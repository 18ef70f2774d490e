import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/server/db/seed';
import { createPost } from '../../src/server/db/factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  // A stand-in for the built index.html, with the placeholder the server fills.
  const webRoot = mkdtempSync(path.join(tmpdir(), 'sz-web-'));
  writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><html lang="de"><head><title>Sportzentrum</title><!--app-head--></head><body><div id="root"></div></body></html>');
  t = await createTestApp({}, { webRoot });
  await seedDemoData(t.db);
});
afterAll(() => t.close());

const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const meta = (html: string, attr: string) => head(html).match(new RegExp(`<meta (?:name|property)="${attr}" content="([^"]*)"`))?.[1];

describe('HTML the server sends carries each page\'s metadata', () => {
  it.each([
    ['/kurse', 'Unsere Kurse – Sportzentrum Lindenau'],
    ['/preise', 'Preise & Mitgliedschaft – Sportzentrum Lindenau'],
    ['/faq', 'Häufige Fragen – Sportzentrum Lindenau'],
  ])('%s has its own title, description, canonical URL and Open Graph tags', async (route, title) => {
    const res = await t.client().get(route);
    expect(res.status).toBe(200);
    expect(head(res.text)).toContain(`<title>${title.replace('&', '&amp;')}</title>`);
    expect(meta(res.text, 'description')!.length).toBeGreaterThan(40);
    expect(head(res.text)).toContain(`<link rel="canonical" href="http://localhost:3000${route}" />`);
    expect(meta(res.text, 'og:title')).toBe(title.replace('&', '&amp;'));
    expect(meta(res.text, 'og:url')).toBe(`http://localhost:3000${route}`);
  });

  it('the home page names the centre and carries schema.org data with opening hours', async () => {
    const res = await t.client().get('/');
    expect(head(res.text)).toContain('<title>Sportzentrum Lindenau – Sport und Fitness für die ganze Familie</title>');
    const jsonLd = JSON.parse(res.text.match(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/)![1]);
    expect(jsonLd).toMatchObject({ '@type': 'SportsActivityLocation', name: 'Sportzentrum Lindenau', email: 'info@sportzentrum-lindenau.de' });
    expect(jsonLd.openingHoursSpecification).toContainEqual({ '@type': 'OpeningHoursSpecification', dayOfWeek: ['Sunday'], opens: '09:00', closes: '18:00' });
  });

  it('managed pages and posts use their own meta fields', async () => {
    const impressum = await t.client().get('/impressum');
    expect(head(impressum.text)).toMatch(/<title>[^<]*Impressum[^<]*<\/title>/);
    // A meta title that already names the centre is not suffixed twice.
    expect(head(impressum.text).match(/Sportzentrum Lindenau/g)!.length).toBeLessThanOrEqual(4);
    expect(head(impressum.text)).not.toMatch(/<title>[^<]*Lindenau – Sportzentrum Lindenau<\/title>/);
    await createPost(t.db, { slug: 'sommerfest', title: 'Sommerfest', metaTitle: 'Unser Sommerfest 2026', metaDescription: 'Feiern Sie mit uns!', publishedAt: new Date() });
    const post = await t.client().get('/aktuelles/sommerfest');
    expect(head(post.text)).toContain('<title>Unser Sommerfest 2026 – Sportzentrum Lindenau</title>');
    expect(meta(post.text, 'description')).toBe('Feiern Sie mit uns!');
    expect(meta(post.text, 'og:type')).toBe('article');
  });

  it('escapes content so a title cannot inject markup', async () => {
    await createPost(t.db, { slug: 'boese', title: '"><script>alert(1)</script>', publishedAt: new Date() });
    const res = await t.client().get('/aktuelles/boese');
    expect(head(res.text)).not.toContain('<script>alert(1)');
  });

  it('answers unknown paths with 404 and keeps crawlers out of them', async () => {
    const res = await t.client().get('/gibt-es-nicht');
    expect(res.status).toBe(404);
    expect(meta(res.text, 'robots')).toBe('noindex');
    expect((await t.client().get('/aktuelles/kein-beitrag')).status).toBe(404);
  });

  it('marks the member, trainer and admin areas noindex', async () => {
    for (const route of ['/member/dashboard', '/trainer/sessions', '/admin/pages']) {
      const res = await t.client().get(route);
      expect(res.status).toBe(200);
      expect(meta(res.text, 'robots')).toBe('noindex');
    }
  });
});

describe('crawler files', () => {
  it('sitemap.xml lists public routes, pages, courses and posts', async () => {
    const res = await t.client().get('/sitemap.xml');
    expect(res.headers.get('content-type')).toMatch(/xml/);
    for (const route of ['/', '/kurse', '/stundenplan', '/preise', '/aktuelles', '/galerie', '/kontakt', '/faq', '/impressum', '/ueber-uns']) {
      expect(res.text).toContain(`<loc>http://localhost:3000${route}</loc>`);
    }
    expect(res.text.match(/<loc>http:\/\/localhost:3000\/kurse\/[0-9a-f-]{36}<\/loc>/g)).toHaveLength(12);
    expect(res.text).toMatch(/\/aktuelles\/[a-z0-9-]+<\/loc>/);
    expect(res.text).not.toContain('/member');
  });

  it('robots.txt keeps crawlers out of member, trainer and admin areas', async () => {
    const res = await t.client().get('/robots.txt');
    for (const line of ['Disallow: /member', 'Disallow: /trainer', 'Disallow: /admin', 'Sitemap: http://localhost:3000/sitemap.xml']) {
      expect(res.text).toContain(line);
    }
  });
});
