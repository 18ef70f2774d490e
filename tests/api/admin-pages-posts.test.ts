import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, cmsPages, cmsPosts } from '../../src/server/db/schema';
import { createAdmin, createPage, createPost } from '../../src/server/db/factories';
import { errorMessagesOf, isGerman } from '../support/german';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';

/*
 * Seiten and Beiträge of the admin area: create, update, delete with their audit entries; slugs required,
 * URL-safe and unique; drafts never reach the public site; the first publication stamps published_at.
 */
let t: TestApp;
let admin: TestClient;
const ADMIN_EMAIL = 'redaktion@example.de';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.clientSignedInAs((await createAdmin(t.db, { email: ADMIN_EMAIL })).id);
});
afterAll(() => t.close());

const entriesFor = (entityId: string) => t.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.createdAt);
const auditCount = async () => (await t.db.select().from(auditLog)).length;

function expectGermanFields(res: { status: number; json: any }, fields: string[]) {
  expect(res.status).toBe(400);
  expect(Object.keys(res.json.error.fields ?? {})).toEqual(expect.arrayContaining(fields));
  for (const message of errorMessagesOf(res.json)) expect(isGerman(message), String(message)).toBe(true);
}

describe('Seiten', () => {
  it('creates a draft the public cannot see, publishes it, updates and deletes it, each with its audit entry', async () => {
    const created = await admin.post('/api/admin/pages', { title: 'Hausordnung', slug: 'hausordnung', content: '<h2>Regeln</h2><p>Bitte Hallenschuhe.</p>' });
    expect(created.status).toBe(201);
    expect(created.json.page).toMatchObject({ title: 'Hausordnung', slug: 'hausordnung', isPublished: false, metaTitle: null, content: '<h2>Regeln</h2><p>Bitte Hallenschuhe.</p>' });
    const id = created.json.page.id;
    expect((await t.client().get('/api/pages/hausordnung')).status).toBe(404);

    const list = await admin.get('/api/admin/pages');
    expect(list.json.pages[0]).toMatchObject({ id, title: 'Hausordnung' });

    const published = await admin.put(`/api/admin/pages/${id}`, {
      title: 'Hausordnung',
      slug: 'hausordnung-neu',
      content: '<p>Neue Regeln.</p>',
      metaTitle: 'Hausordnung im Sportzentrum',
      metaDescription: '',
      isPublished: true,
    });
    expect(published.status).toBe(200);
    expect(published.json.page).toMatchObject({ slug: 'hausordnung-neu', isPublished: true, metaDescription: null });
    const pub = await t.client().get('/api/pages/hausordnung-neu');
    expect(pub.json).toMatchObject({ title: 'Hausordnung', contentHtml: '<p>Neue Regeln.</p>', metaTitle: 'Hausordnung im Sportzentrum' });

    expect((await admin.delete(`/api/admin/pages/${id}`)).status).toBe(200);
    expect(await t.db.select().from(cmsPages).where(eq(cmsPages.id, id))).toEqual([]);
    expect((await admin.delete(`/api/admin/pages/${id}`)).status).toBe(404);
    expect((await entriesFor(id)).map((e) => [e.action, e.summary, e.actorEmail, e.entity])).toEqual([
      ['created', 'Seite „Hausordnung“ (/hausordnung) als Entwurf erstellt', ADMIN_EMAIL, 'page'],
      ['updated', 'Seite „Hausordnung“ (/hausordnung-neu) aktualisiert (Slug vorher /hausordnung, jetzt veröffentlicht)', ADMIN_EMAIL, 'page'],
      ['deleted', 'Seite „Hausordnung“ (/hausordnung-neu) gelöscht', ADMIN_EMAIL, 'page'],
    ]);
  });

  it('a managed page that is unpublished or deleted answers the public page with 404 "Seite nicht gefunden"', async () => {
    const page = await createPage(t.db, { slug: 'agb', title: 'AGB', content: '<p>Allgemeine Bedingungen</p>' });
    const html = await t.client().get('/agb');
    expect([200, 404]).toContain(html.status);
    expect((await t.client().get('/api/pages/agb')).status).toBe(200);

    await admin.put(`/api/admin/pages/${page.id}`, { title: 'AGB', slug: 'agb', content: '<p>Allgemeine Bedingungen</p>', isPublished: false });
    const hidden = await t.client().get('/api/pages/agb');
    expect(hidden.status).toBe(404);
    expect(hidden.json.error.message).toBe('Die angeforderte Seite konnte nicht gefunden werden.');

    await admin.put(`/api/admin/pages/${page.id}`, { title: 'AGB', slug: 'agb', content: '<p>Geänderte Bedingungen</p>', isPublished: true });
    expect((await t.client().get('/api/pages/agb')).json.contentHtml).toBe('<p>Geänderte Bedingungen</p>');
    await admin.delete(`/api/admin/pages/${page.id}`);
    expect((await t.client().get('/api/pages/agb')).status).toBe(404);
  });

  it('answers a missing title or slug, an unsafe slug and a taken slug in German on the field, and writes nothing', async () => {
    const before = await auditCount();
    expectGermanFields(await admin.post('/api/admin/pages', { title: '  ', slug: '' }), ['title', 'slug']);
    for (const slug of ['Über Uns', 'ueber_uns', '../admin', 'ende-', 'a--b', 'x'.repeat(101)]) {
      expectGermanFields(await admin.post('/api/admin/pages', { title: 'Seite', slug }), ['slug']);
    }
    expectGermanFields(await admin.post('/api/admin/pages', { title: 'Seite', slug: 'ok', content: 5, isPublished: 'ja' }), ['content', 'isPublished']);
    await createPage(t.db, { slug: 'vergeben' });
    const taken = await admin.post('/api/admin/pages', { title: 'Doppelt', slug: 'vergeben' });
    expect(taken.status).toBe(409);
    expect(taken.json.error.fields.slug).toBe('Eine Seite mit diesem Slug existiert bereits.');
    const other = await createPage(t.db, { slug: 'andere' });
    expect((await admin.put(`/api/admin/pages/${other.id}`, { title: 'Andere', slug: 'vergeben' })).status).toBe(409);
    expect((await admin.put('/api/admin/pages/00000000-0000-4000-8000-000000000000', { title: 'Weg', slug: 'weg' })).status).toBe(404);
    expect((await admin.put('/api/admin/pages/kein-uuid', { title: 'Weg', slug: 'weg' })).status).toBe(404);
    expect(await auditCount()).toBe(before);
  });
});

describe('Beiträge', () => {
  it('creates a draft, publishes it (published_at set once), unpublishes and deletes it, each with its audit entry', async () => {
    const input = {
      title: 'Neuer Kurs: Faszientraining',
      slug: 'neuer-kurs-faszientraining',
      content: '<p>Ab Montag <strong>neu</strong>.</p><p><img src="/images/posts/sommerfest.svg" alt="Sommerfest" /></p>',
      excerpt: 'Ab Montag neu im Programm.',
      category: 'Kurse',
      featuredImage: '/images/posts/sommerfest.svg',
      metaTitle: '',
      metaDescription: 'Faszientraining im Sportzentrum',
    };
    const created = await admin.post('/api/admin/posts', input);
    expect(created.status).toBe(201);
    expect(created.json.post).toMatchObject({ ...input, metaTitle: null, isPublished: false, publishedAt: null });
    const id = created.json.post.id;
    expect((await t.client().get(`/api/posts/${input.slug}`)).status).toBe(404);
    expect((await t.client().get('/api/posts')).json.posts.map((p: { slug: string }) => p.slug)).not.toContain(input.slug);

    const published = await admin.put(`/api/admin/posts/${id}`, { ...input, isPublished: true });
    expect(published.status).toBe(200);
    const firstPublishedAt = published.json.post.publishedAt;
    expect(Math.abs(new Date(firstPublishedAt).getTime() - Date.now())).toBeLessThan(60_000);
    const pub = await t.client().get(`/api/posts/${input.slug}`);
    expect(pub.status).toBe(200);
    expect(pub.json.post).toMatchObject({ title: input.title, contentHtml: input.content, contentText: 'Ab Montag neu.', featuredImage: input.featuredImage });

    // Saving again, or unpublishing and publishing again, keeps the first publication's date.
    await admin.put(`/api/admin/posts/${id}`, { ...input, isPublished: false });
    expect((await t.client().get(`/api/posts/${input.slug}`)).status).toBe(404);
    const again = await admin.put(`/api/admin/posts/${id}`, { ...input, title: 'Faszientraining startet', isPublished: true });
    expect(again.json.post.publishedAt).toBe(firstPublishedAt);

    expect((await admin.delete(`/api/admin/posts/${id}`)).status).toBe(200);
    expect(await t.db.select().from(cmsPosts).where(eq(cmsPosts.id, id))).toEqual([]);
    expect((await entriesFor(id)).map((e) => [e.action, e.summary, e.entity])).toEqual([
      ['created', 'Beitrag „Neuer Kurs: Faszientraining“ als Entwurf erstellt', 'post'],
      ['updated', 'Beitrag „Neuer Kurs: Faszientraining“ aktualisiert (jetzt veröffentlicht)', 'post'],
      ['updated', 'Beitrag „Neuer Kurs: Faszientraining“ aktualisiert (jetzt Entwurf)', 'post'],
      ['updated', 'Beitrag „Faszientraining startet“ aktualisiert (jetzt veröffentlicht)', 'post'],
      ['deleted', 'Beitrag „Faszientraining startet“ gelöscht', 'post'],
    ]);
  });

  it('creating a post as published stamps published_at; the list shows drafts too, newest first', async () => {
    const draft = await createPost(t.db, { isPublished: false, title: 'Nur ein Entwurf' });
    const created = await admin.post('/api/admin/posts', { title: 'Sofort online', slug: 'sofort-online', isPublished: true });
    expect(created.json.post.publishedAt).not.toBeNull();
    const list = (await admin.get('/api/admin/posts')).json.posts as { id: string; title: string }[];
    expect(list[0].title).toBe('Sofort online');
    expect(list.map((p) => p.id)).toContain(draft.id);
  });

  it('answers invalid input in German on the field, a taken slug with 409, and writes nothing', async () => {
    const before = await auditCount();
    expectGermanFields(await admin.post('/api/admin/posts', { title: '', slug: 'Mit Leerzeichen' }), ['title', 'slug']);
    expectGermanFields(await admin.post('/api/admin/posts', { title: 'Bild', slug: 'bild', featuredImage: 'javascript:alert(1)' }), ['featuredImage']);
    expectGermanFields(await admin.post('/api/admin/posts', { title: 'Bild', slug: 'bild', featuredImage: 'http://unsicher.example/bild.png' }), ['featuredImage']);
    expectGermanFields(await admin.post('/api/admin/posts', { title: 'Lang', slug: 'lang', excerpt: 'x'.repeat(1001) }), ['excerpt']);
    await createPost(t.db, { slug: 'schon-da' });
    const taken = await admin.post('/api/admin/posts', { title: 'Doppelt', slug: 'schon-da' });
    expect(taken.status).toBe(409);
    expect(taken.json.error.fields.slug).toBe('Ein Beitrag mit diesem Slug existiert bereits.');
    expect((await admin.delete('/api/admin/posts/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect(await auditCount()).toBe(before);
  });
});
