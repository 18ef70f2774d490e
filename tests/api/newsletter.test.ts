import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mails, newsletterSubscribers } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const subscriber = async (email: string) =>
  (await t.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];
const mailsTo = (email: string) => t.db.select().from(mails).where(eq(mails.to, email));
const tokenFrom = (text: string, path: string) => text.match(new RegExp(`${path}\\?token=([0-9a-f]+)`))![1];

describe('newsletter double opt-in', () => {
  it('stores a trimmed address as pending, mails a confirmation link, and activates it', async () => {
    const res = await t.client().post('/api/newsletter/subscribe', { email: '  Paula@Example.de ' });
    expect(res.status).toBe(200);
    expect((await subscriber('paula@example.de')).status).toBe('pending');
    const [mail] = await mailsTo('paula@example.de');
    expect(mail.subject).toMatch(/Newsletter-Anmeldung/);

    const confirm = await t.client().post('/api/newsletter/confirm', { token: tokenFrom(mail.text, '/newsletter/bestaetigen') });
    expect(confirm.status).toBe(200);
    expect((await subscriber('paula@example.de')).status).toBe('active');
  });

  it('answers a known address exactly like a new one and mails an active one nothing', async () => {
    const fresh = await t.client().post('/api/newsletter/subscribe', { email: 'neu@example.de' });
    const again = await t.client().post('/api/newsletter/subscribe', { email: 'paula@example.de' });
    expect(again.status).toBe(fresh.status);
    expect(again.json).toEqual(fresh.json);
    expect(await mailsTo('paula@example.de')).toHaveLength(1);
  });

  it('unsubscribes through the link without signing in', async () => {
    const { token } = await subscriber('paula@example.de');
    const res = await t.client().post('/api/newsletter/unsubscribe', { token });
    expect(res.status).toBe(200);
    expect((await subscriber('paula@example.de')).status).toBe('unsubscribed');
  });

  it('refuses an invalid address with the German message and stores nothing', async () => {
    const res = await t.client().post('/api/newsletter/subscribe', { email: 'kein at zeichen.de' });
    expect(res.status).toBe(400);
    expect(res.json.error.fields.email).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    expect(await subscriber('kein at zeichen.de')).toBeUndefined();
  });

  it('refuses an unknown confirmation token', async () => {
    const res = await t.client().post('/api/newsletter/confirm', { token: 'a'.repeat(48) });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe('Der Link ist ungültig oder abgelaufen.');
  });

  it('limits sign-ups per IP address', async () => {
    const client = t.client('10.9.9.9');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await client.post('/api/newsletter/subscribe', { email: `flut${i}@example.de` })).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
