import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, faqs, testimonials } from '../../src/server/db/schema';
import { createAdmin } from '../../src/server/db/factories';
import { errorMessagesOf, isGerman } from '../support/german';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';

/*
 * Testimonials and FAQ in the admin area: each write records its audit entry in the same transaction, a
 * refused write records none (who may call: tests/security/access.test.ts), and the public home page,
 * /preise and /faq follow a change on their next load.
 */
let t: TestApp;
let admin: TestClient;
const ADMIN_EMAIL = 'inhalte@example.de';
const MISSING = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  // A stand-in for the built index.html: the server fills in the page data the first render reads.
  const webRoot = mkdtempSync(path.join(tmpdir(), 'sz-content-'));
  writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><html lang="de"><head><title>Sportzentrum</title><!--app-head--></head><body><div id="root"></div></body></html>');
  t = await createTestApp({}, { webRoot });
  admin = await t.clientSignedInAs((await createAdmin(t.db, { email: ADMIN_EMAIL })).id);
});
afterAll(() => t.close());

const entriesFor = (entityId: string) => t.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.createdAt);
const auditCount = async () => (await t.db.select().from(auditLog)).length;

function expectGermanFields(res: { status: number; json: any }, fields: string[]) {
  expect(res.status).toBe(400);
  expect(Object.keys(res.json.error.fields ?? {}).sort()).toEqual([...fields].sort());
  for (const message of errorMessagesOf(res.json)) expect(isGerman(message), String(message)).toBe(true);
}

describe('testimonials', () => {
  it('creates with the defaults, lists, updates and deletes, each with its audit entry', async () => {
    const created = await admin.post('/api/admin/testimonials', { name: ' Mara K. ', content: 'Tolle Trainer und eine herzliche Gruppe.' });
    expect(created.status).toBe(201);
    expect(created.json.testimonial).toMatchObject({ name: 'Mara K.', role: null, rating: 5, isActive: true, isFeatured: false, avatarUrl: null });
    const id = created.json.testimonial.id;

    const list = await admin.get('/api/admin/testimonials');
    expect(list.status).toBe(200);
    expect(list.json.testimonials[0].id).toBe(id);

    const updated = await admin.put(`/api/admin/testimonials/${id}`, {
      name: 'Mara K.',
      role: 'Mitglied seit 2020',
      content: 'Tolle Trainer.',
      rating: '4',
      isActive: false,
      isFeatured: true,
      avatarUrl: '/uploads/mara.webp',
    });
    expect(updated.status).toBe(200);
    expect(updated.json.testimonial).toMatchObject({ role: 'Mitglied seit 2020', rating: 4, isActive: false, isFeatured: true, avatarUrl: '/uploads/mara.webp' });

    const deleted = await admin.delete(`/api/admin/testimonials/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.json.message).toBe('Das Testimonial von „Mara K.“ wurde gelöscht.');
    expect(await t.db.select().from(testimonials).where(eq(testimonials.id, id))).toEqual([]);
    expect((await entriesFor(id)).map((e) => [e.action, e.summary, e.actorEmail, e.entity])).toEqual([
      ['created', 'Testimonial von „Mara K.“ erstellt (aktiv)', ADMIN_EMAIL, 'testimonial'],
      ['updated', 'Testimonial von „Mara K.“ aktualisiert (inaktiv, vorher aktiv)', ADMIN_EMAIL, 'testimonial'],
      ['deleted', 'Testimonial von „Mara K.“ gelöscht', ADMIN_EMAIL, 'testimonial'],
    ]);
  });

  it('answers missing fields and a rating outside 1 to 5 with German messages, and writes nothing', async () => {
    const before = await auditCount();
    expectGermanFields(await admin.post('/api/admin/testimonials', { name: '  ', content: '' }), ['name', 'content']);
    const zero = await admin.post('/api/admin/testimonials', { name: 'Anna', content: 'Gut', rating: 0 });
    expectGermanFields(zero, ['rating']);
    expect(zero.json.error.fields.rating).toBe('Bitte wählen Sie eine Bewertung von 1 bis 5 Sternen.');
    expectGermanFields(await admin.post('/api/admin/testimonials', { name: 'Anna', content: 'Gut', rating: 6 }), ['rating']);
    expectGermanFields(await admin.post('/api/admin/testimonials', { name: 'Anna', content: 'Gut', rating: 4.5 }), ['rating']);
    expectGermanFields(await admin.post('/api/admin/testimonials', { name: 'Anna', content: 'Gut', avatarUrl: 'javascript:alert(1)' }), ['avatarUrl']);
    const missing = await admin.put(`/api/admin/testimonials/${MISSING}`, { name: 'Anna', content: 'Gut' });
    expect(missing.status).toBe(404);
    expect(missing.json.error.message).toBe('Das Testimonial wurde nicht gefunden.');
    expect((await admin.delete('/api/admin/testimonials/kein-uuid')).status).toBe(404);
    expect(await auditCount()).toBe(before);
  });
});

describe('FAQ', () => {
  it('creates with the defaults, lists by display order, updates and deletes, each with its audit entry', async () => {
    const first = await admin.post('/api/admin/faqs', { question: 'Gibt es Parkplätze?', answer: 'Ja, direkt vor dem Haus.' });
    expect(first.status).toBe(201);
    expect(first.json.faq).toMatchObject({ question: 'Gibt es Parkplätze?', category: null, displayOrder: 0, isActive: true });
    const id = first.json.faq.id;
    const earlier = await admin.post('/api/admin/faqs', { question: 'Wie alt muss man sein?', answer: 'Ab 16 Jahren.', category: 'Mitgliedschaft', displayOrder: '-1' });
    expectGermanFields(earlier, ['displayOrder']);

    const updated = await admin.put(`/api/admin/faqs/${id}`, { question: 'Gibt es Parkplätze?', answer: 'Ja, 40 Stellplätze.', category: 'Anfahrt', displayOrder: '3', isActive: false });
    expect(updated.status).toBe(200);
    expect(updated.json.faq).toMatchObject({ category: 'Anfahrt', displayOrder: 3, isActive: false });
    const list = await admin.get('/api/admin/faqs');
    const orders = list.json.faqs.map((f: { displayOrder: number }) => f.displayOrder);
    expect(orders).toEqual([...orders].sort((a: number, b: number) => a - b));
    expect(list.json.faqs.map((f: { id: string }) => f.id)).toContain(id);

    expect((await admin.delete(`/api/admin/faqs/${id}`)).status).toBe(200);
    expect(await t.db.select().from(faqs).where(eq(faqs.id, id))).toEqual([]);
    expect((await entriesFor(id)).map((e) => [e.action, e.summary, e.entity])).toEqual([
      ['created', 'FAQ „Gibt es Parkplätze?“ erstellt (aktiv)', 'faq'],
      ['updated', 'FAQ „Gibt es Parkplätze?“ aktualisiert (inaktiv, vorher aktiv)', 'faq'],
      ['deleted', 'FAQ „Gibt es Parkplätze?“ gelöscht', 'faq'],
    ]);
  });

  it('answers a missing question or answer with German messages, and writes nothing', async () => {
    const before = await auditCount();
    const res = await admin.post('/api/admin/faqs', { question: '', answer: ' ' });
    expectGermanFields(res, ['question', 'answer']);
    expect(res.json.error.fields).toMatchObject({ question: 'Bitte geben Sie eine Frage ein.', answer: 'Bitte geben Sie eine Antwort ein.' });
    expectGermanFields(await admin.post('/api/admin/faqs', { question: 'Frage', answer: 'Antwort', displayOrder: 'zuerst' }), ['displayOrder']);
    expect((await admin.delete(`/api/admin/faqs/${MISSING}`)).status).toBe(404);
    expect(await auditCount()).toBe(before);
  });
});

describe('the public site follows a change at once', () => {
  it('shows a new FAQ on /faq and /preise and hides it again when deactivated', async () => {
    const guest = t.client();
    const question = 'Darf ich meinen Hund mitbringen?';
    const created = await admin.post('/api/admin/faqs', { question, answer: 'Leider nein.' });
    const faqQuestions = async () => (await guest.get('/api/faqs')).json.faqs.map((f: { question: string }) => f.question);
    expect(await faqQuestions()).toContain(question);
    expect((await guest.get('/faq')).text).toContain(question);
    expect((await guest.get('/preise')).text).toContain(question);

    await admin.put(`/api/admin/faqs/${created.json.faq.id}`, { question, answer: 'Leider nein.', isActive: false });
    expect(await faqQuestions()).not.toContain(question);
    expect((await guest.get('/faq')).text).not.toContain(question);
    expect((await guest.get('/preise')).text).not.toContain(question);
  });

  it('shows a featured testimonial on the home page and removes it when deactivated', async () => {
    const guest = t.client();
    const content = 'Seit ich hier trainiere, habe ich keine Rueckenschmerzen mehr.';
    const created = await admin.post('/api/admin/testimonials', { name: 'Tobias R.', content, isFeatured: true });
    const featured = async () => (await guest.get('/api/testimonials?featured=true')).json.testimonials.map((x: { content: string }) => x.content);
    expect(await featured()).toContain(content);
    expect((await guest.get('/')).text).toContain(content);

    await admin.put(`/api/admin/testimonials/${created.json.testimonial.id}`, { name: 'Tobias R.', content, isFeatured: true, isActive: false });
    expect(await featured()).not.toContain(content);
    expect((await guest.get('/')).text).not.toContain(content);
  });
});
