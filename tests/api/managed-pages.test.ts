import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/server/db/seed';
import { createPage } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

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

describe('site settings', () => {
  it('name the centre, its town and contact details', async () => {
    const res = await t.client().get('/api/settings');
    expect(res.json).toMatchObject({
      siteTitle: 'Sportzentrum Lindenau',
      town: 'Lindenau',
      contactEmail: 'info@sportzentrum-lindenau.de',
      address: 'Am Sportpark 12, 04177 Lindenau',
    });
  });
});

describe('demo accounts', () => {
  it('the trainer account is linked to its trainer record', async () => {
    const client = t.client();
    await client.signIn('trainer@sportzentrum.test');
    const res = await client.get('/api/trainer/profile');
    expect(res.json.trainer).toMatchObject({ firstName: 'Lena', lastName: 'Hoffmann' });
  });

  it('the admin sees the dashboard counters', async () => {
    const client = t.client();
    await client.signIn('admin@sportzentrum.test');
    const res = await client.get('/api/admin/stats');
    expect(res.status).toBe(200);
    expect(res.json.activeCourses).toBe(12);
    expect(res.json.members).toBeGreaterThanOrEqual(33);
    expect(res.json.upcomingSessions).toBeGreaterThan(0);
    expect(res.json.confirmedBookings).toBeGreaterThan(0);
  });

  it('each demo account lands by its roles', async () => {
    for (const [email, roles] of [
      ['admin@sportzentrum.test', ['ADMIN', 'MEMBER']],
      ['trainer@sportzentrum.test', ['TRAINER', 'MEMBER']],
      ['mitglied@sportzentrum.test', ['MEMBER']],
    ] as const) {
      const client = t.client();
      expect((await client.signIn(email)).status).toBe(200);
      expect((await client.get('/api/me')).json.roles).toEqual(roles);
    }
  });
});
