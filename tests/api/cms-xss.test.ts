import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../src/server/db/factories';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';
import { unsafePartsOf, XSS_DOCUMENT, XSS_PAYLOADS } from '../support/xss-corpus';

/*
 * Every stored HTML field (page content, post content) is sanitized with the allow-list on write: each
 * payload of the corpus comes back as safe HTML from the admin API and from the public API. The plain-text
 * fields (title, excerpt, meta) are stored as typed and only ever rendered as text.
 */
let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp({ API_BUDGET: 'off' });
  admin = await t.clientSignedInAs((await createAdmin(t.db)).id);
});
afterAll(() => t.close());

describe('the XSS corpus', () => {
  it('holds at least 30 payloads', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(30);
  });

  it('recognises unsafe HTML (the check itself can fail)', () => {
    expect(unsafePartsOf('<p onclick="x()">a</p>')).not.toEqual([]);
    expect(unsafePartsOf('<a href="javascript:x()">a</a>')).not.toEqual([]);
    expect(unsafePartsOf('<a href="https://example.org">a</a>')).toEqual(['externer Link ohne noopener']);
    expect(unsafePartsOf('<svg></svg>')).not.toEqual([]);
    expect(unsafePartsOf('<p>Hallo &lt;script&gt;</p><a href="https://example.org" rel="noopener noreferrer">x</a>')).toEqual([]);
  });

  it.each(XSS_PAYLOADS.map((payload, index) => [index + 1, payload] as const))('payload %i is stored safe in pages and posts', async (n, payload) => {
    const html = `<p>Vorher</p>${payload}<p>Nachher</p>`;
    const page = await admin.post('/api/admin/pages', { title: `XSS-Seite ${n}`, slug: `xss-seite-${n}`, content: html, isPublished: true });
    expect(page.status).toBe(201);
    expect(unsafePartsOf(page.json.page.content), page.json.page.content).toEqual([]);
    expect(page.json.page.content).toContain('<p>Vorher</p>');
    const publicPage = await t.client().get(`/api/pages/xss-seite-${n}`);
    expect(unsafePartsOf(publicPage.json.contentHtml)).toEqual([]);

    const post = await admin.post('/api/admin/posts', { title: `XSS-Beitrag ${n}`, slug: `xss-beitrag-${n}`, content: html, excerpt: payload, isPublished: true });
    expect(post.status).toBe(201);
    expect(unsafePartsOf(post.json.post.content), post.json.post.content).toEqual([]);
    const publicPost = await t.client().get(`/api/posts/xss-beitrag-${n}`);
    expect(unsafePartsOf(publicPost.json.post.contentHtml)).toEqual([]);
    // The excerpt is plain text: kept as typed, rendered by React as text, never as HTML.
    expect(publicPost.json.post.excerpt).toBe(payload.trim());

    // Updating runs the same sanitizer.
    const updated = await admin.put(`/api/admin/posts/${post.json.post.id}`, { title: `XSS-Beitrag ${n}`, slug: `xss-beitrag-${n}`, content: payload });
    expect(unsafePartsOf(updated.json.post.content)).toEqual([]);
  });

  it('keeps what the editor produces: headings, lists, quotes, safe links and images with alt text', async () => {
    const content =
      '<h2>Titel</h2><p><strong>fett</strong> <em>kursiv</em></p><ul><li><p>eins</p></li></ul><ol><li><p>zwei</p></li></ol>' +
      '<blockquote><p>Zitat</p></blockquote><p><a target="_blank" rel="noopener noreferrer nofollow" href="https://example.org/">extern</a> ' +
      '<a href="/kurse">intern</a> <a href="mailto:info@example.de">Mail</a></p><img src="/images/gallery/yoga.svg" alt="Yoga"><img src="https://example.org/a.png">';
    const res = await admin.post('/api/admin/pages', { title: 'Editor', slug: 'editor-ausgabe', content });
    expect(res.json.page.content).toBe(
      '<h2>Titel</h2><p><strong>fett</strong> <em>kursiv</em></p><ul><li><p>eins</p></li></ul><ol><li><p>zwei</p></li></ol>' +
        '<blockquote><p>Zitat</p></blockquote><p><a href="https://example.org/" rel="noopener noreferrer" target="_blank">extern</a> ' +
        '<a href="/kurse">intern</a> <a href="mailto:info@example.de">Mail</a></p><img src="/images/gallery/yoga.svg" alt="Yoga" /><img src="https://example.org/a.png" alt="Bild" />',
    );
  });

  it('all payloads in one document stay safe', async () => {
    const res = await admin.post('/api/admin/posts', { title: 'Alle Nutzlasten', slug: 'alle-nutzlasten', content: XSS_DOCUMENT });
    expect(unsafePartsOf(res.json.post.content)).toEqual([]);
  });
});
