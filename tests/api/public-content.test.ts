import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/server/db/seed';
import { contactMessages, courses, mails, prices, trainers } from '../../src/server/db/schema';
import { createPost } from '../../src/server/db/factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db);
});
afterAll(() => t.close());

const COURSE_NAMES = ['Aerobic', 'Baby-Massage', 'Boxen', 'HIIT Training', 'Kindersport', 'PEKiP', 'Pilates', 'Power Yoga', 'Rückenfitness', 'Spinning', 'Yoga', 'Zumba'];

describe('public lists show only active content, in their fixed order', () => {
  it('courses: active ones sorted by name, limit for the home page', async () => {
    await t.db.update(courses).set({ isActive: false }).where(eq(courses.name, 'Boxen'));
    const { courses: list } = (await t.client().get('/api/courses')).json;
    expect(list.map((c: { name: string }) => c.name)).toEqual(COURSE_NAMES.filter((n) => n !== 'Boxen'));
    expect((await t.client().get('/api/courses?limit=3')).json.courses).toHaveLength(3);
    const inactive = (await t.db.select().from(courses).where(eq(courses.name, 'Boxen')))[0];
    expect((await t.client().get(`/api/courses/${inactive.id}`)).status).toBe(404);
    await t.db.update(courses).set({ isActive: true }).where(eq(courses.name, 'Boxen'));
    expect((await t.client().get(`/api/courses/${inactive.id}`)).json.course.name).toBe('Boxen');
    expect((await t.client().get('/api/courses/kein-kurs')).status).toBe(404);
  });

  it('trainers: active ones by first name', async () => {
    const [someone] = await t.db.update(trainers).set({ isActive: false }).where(eq(trainers.firstName, 'Jonas')).returning();
    const { trainers: list } = (await t.client().get('/api/trainers')).json;
    const names = list.map((tr: { firstName: string }) => tr.firstName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names).not.toContain('Jonas');
    expect(list[0]).toHaveProperty('specialties');
    await t.db.update(trainers).set({ isActive: true }).where(eq(trainers.id, someone.id));
  });

  it('prices: active ones by amount ascending', async () => {
    const { prices: list } = (await t.client().get('/api/prices')).json;
    expect(list.map((p: { name: string }) => p.name)).toEqual(['Einzeleintritt', 'Monatskarte', '10er-Karte', 'Jahreskarte']);
    expect(list[0]).toMatchObject({ amount: 15, currency: 'EUR', billingPeriod: null });
    await t.db.update(prices).set({ isActive: false }).where(eq(prices.name, 'Jahreskarte'));
    expect((await t.client().get('/api/prices')).json.prices).toHaveLength(3);
  });

  it('faqs: active ones in display order', async () => {
    const { faqs } = (await t.client().get('/api/faqs')).json;
    expect(faqs.length).toBeGreaterThanOrEqual(10);
    const orders = faqs.map((f: { displayOrder: number }) => f.displayOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('posts: published ones, newest first; drafts and future posts stay hidden', async () => {
    await createPost(t.db, { slug: 'zukunft', title: 'Zukunft', publishedAt: new Date(Date.now() + 86_400_000) });
    const { posts } = (await t.client().get('/api/posts')).json;
    expect(posts.length).toBeGreaterThanOrEqual(4);
    const times = posts.map((p: { publishedAt: string }) => Date.parse(p.publishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(posts.map((p: { slug: string }) => p.slug)).not.toContain('zukunft');
    expect((await t.client().get(`/api/posts/${posts[0].slug}`)).json.post.title).toBe(posts[0].title);
    expect((await t.client().get('/api/posts/zukunft')).status).toBe(404);
  });

  it('gallery media carry a category', async () => {
    const { media } = (await t.client().get('/api/media')).json;
    expect(media.length).toBeGreaterThanOrEqual(9);
    expect(new Set(media.map((m: { category: string }) => m.category))).toEqual(new Set(['kurse', 'events', 'raeumlichkeiten']));
  });

  it('testimonials: featured filter', async () => {
    const all = (await t.client().get('/api/testimonials')).json.testimonials;
    const featured = (await t.client().get('/api/testimonials?featured=true')).json.testimonials;
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.length).toBeLessThan(all.length);
  });
});

describe('contact form', () => {
  const valid = { name: '  Erika Muster ', email: ' erika@example.de ', message: ' Ich möchte ein Probetraining machen. ' };

  it('stores the trimmed message and mails it to the centre with a reply-to', async () => {
    const res = await t.client().post('/api/contact', valid);
    expect(res.status).toBe(200);
    const [stored] = await t.db.select().from(contactMessages).where(eq(contactMessages.email, 'erika@example.de'));
    expect(stored).toMatchObject({ name: 'Erika Muster', message: 'Ich möchte ein Probetraining machen.' });
    const [mail] = await t.db.select().from(mails).where(eq(mails.subject, 'Kontaktanfrage von Erika Muster'));
    expect(mail).toMatchObject({ to: 'info@sportzentrum-lindenau.de', replyTo: 'erika@example.de' });
    expect(mail.text).toContain('Ich möchte ein Probetraining machen.');
  });

  it('answers each invalid field with its German message and stores nothing', async () => {
    const before = (await t.db.select().from(contactMessages)).length;
    const res = await t.client().post('/api/contact', { name: ' ', email: 'keine-adresse', message: 'x'.repeat(2001) });
    expect(res.status).toBe(400);
    expect(res.json.error.fields).toEqual({ name: 'Name ist ungültig', email: 'E-Mail ist ungültig', message: 'Nachricht ist ungültig' });
    expect(await t.db.select().from(contactMessages)).toHaveLength(before);
  });

  it('accepts the limits exactly (name 100, message 2000)', async () => {
    const res = await t.client().post('/api/contact', { name: 'N'.repeat(100), email: 'grenze@example.de', message: 'm'.repeat(2000) });
    expect(res.status).toBe(200);
    expect((await t.client().post('/api/contact', { ...valid, name: 'N'.repeat(101) })).json.error.fields.name).toBe('Name ist ungültig');
  });

  it('drops a message whose honeypot is filled, without telling the bot', async () => {
    const res = await t.client().post('/api/contact', { ...valid, email: 'bot@example.de', website: 'http://spam.example' });
    expect(res.status).toBe(200);
    expect(await t.db.select().from(contactMessages).where(eq(contactMessages.email, 'bot@example.de'))).toHaveLength(0);
  });

  it('limits messages per IP with a German message', async () => {
    const client = t.client('10.7.7.7');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await client.post('/api/contact', { ...valid, email: `flut${i}@example.de` })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const blocked = await client.post('/api/contact', valid);
    expect(blocked.json.error.message).toMatch(/sehr viele Nachrichten/);
  });
});
