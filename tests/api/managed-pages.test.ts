import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/server/db/seed';
import { createPage } from '../../src/server/db/factories';
import { createTestApp, type TestApp } from '../support/test-app';

/*
 * Managed pages (Über uns, Impressum, Datenschutz, AGB) as the public site reads them: only published
 * pages, by slug, with their HTML cleaned.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db);
});
afterAll(() => t.close());

describe('managed pages', () => {
  it('serves a published page by its slug', async () => {
    const res = await t.client().get('/api/pages/impressum');
    expect(res.status).toBe(200);
    expect(res.json.title).toBe('Impressum');
    expect(res.json.contentHtml).toContain('Am Sportpark 12');
  });

  it('answers 404 with the German message for a draft or unknown page', async () => {
    await createPage(t.db, { slug: 'entwurf', title: 'Entwurf', isPublished: false });
    for (const slug of ['entwurf', 'gibt-es-nicht']) {
      const res = await t.client().get(`/api/pages/${slug}`);
      expect(res.status).toBe(404);
      expect(res.json.error.message).toBe('Die angeforderte Seite konnte nicht gefunden werden.');
    }
  });

  it('strips scripts and event handlers from page HTML', async () => {
    await createPage(t.db, {
      slug: 'boese',
      title: 'Böse',
      content: '<h2>Hallo</h2><script>alert(1)</script><p onclick="steal()">Text</p><a href="javascript:alert(1)">x</a><img src="/a.png" onerror="x()">',
    });
    const { contentHtml } = (await t.client().get('/api/pages/boese')).json;
    expect(contentHtml).toContain('<h2>Hallo</h2>');
    expect(contentHtml).not.toMatch(/script|onclick|onerror|javascript:/);
  });
});
