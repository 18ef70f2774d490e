import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, cmsSettings, mails } from '../../src/server/db/schema';
import { mailJobHandlers, senderOf } from '../../src/server/mail/jobs';
import type { MailTransport } from '../../src/server/mail/transport';
import { createAdmin, createTrainerWithUser, createUser, upsertSettings } from '../../src/server/db/factories';
import { errorMessagesOf, isGerman } from '../support/german';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';

/*
 * Einstellungen: the admin reads and saves the site settings and booking rules; each save writes its audit
 * entry in the same transaction; the public site (page HTML, /api/settings, mails) follows a save at once.
 */
let t: TestApp;
let admin: TestClient;
const ADMIN_EMAIL = 'einstellungen@example.de';

const FORM = {
  siteTitle: 'Sportzentrum Lindenau',
  siteDescription: 'Kurse für alle Generationen.',
  contactEmail: 'info@sportzentrum-lindenau.de',
  contactPhone: '+49 341 123 456 0',
  street: 'Am Sportpark 12',
  postalCode: '04177',
  town: 'Lindenau',
  cancellationDeadlineHours: 0,
  bookingWindowDays: null,
  waitlistClosesMinutes: null,
};

beforeAll(async () => {
  // A stand-in for the built index.html, with the placeholder the server fills.
  const webRoot = mkdtempSync(path.join(tmpdir(), 'sz-settings-'));
  writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><html lang="de"><head><title>Sportzentrum</title><!--app-head--></head><body><div id="root"></div></body></html>');
  t = await createTestApp({}, { webRoot });
  await upsertSettings(t.db, FORM);
  admin = await t.clientSignedInAs((await createAdmin(t.db, { email: ADMIN_EMAIL })).id);
});
afterAll(() => t.close());

const settingsEntries = () => t.db.select().from(auditLog).where(eq(auditLog.entity, 'settings')).orderBy(desc(auditLog.createdAt));

describe('GET and PUT /api/admin/settings', () => {
  it('reads the form values, saves a change with its audit entry, and the public settings follow', async () => {
    const read = await admin.get('/api/admin/settings');
    expect(read.status).toBe(200);
    expect(read.json.settings).toMatchObject(FORM);

    const saved = await admin.put('/api/admin/settings', {
      ...FORM,
      siteTitle: '  Sportpark Auenwald ',
      contactPhone: '',
      street: '',
      postalCode: '',
      cancellationDeadlineHours: '12',
      bookingWindowDays: '14',
      waitlistClosesMinutes: '',
    });
    expect(saved.status).toBe(200);
    expect(saved.json.settings).toMatchObject({
      siteTitle: 'Sportpark Auenwald',
      contactPhone: '',
      street: null,
      postalCode: null,
      cancellationDeadlineHours: 12,
      bookingWindowDays: 14,
      waitlistClosesMinutes: null,
    });
    const [entry] = await settingsEntries();
    expect(entry).toMatchObject({ actorEmail: ADMIN_EMAIL, entity: 'settings', action: 'updated' });
    expect(entry.summary).toBe('Einstellungen geändert: Seitentitel, Telefon, Straße, PLZ, Stornofrist, Buchung möglich ab');

    const site = await t.client().get('/api/settings');
    expect(site.json).toMatchObject({
      siteTitle: 'Sportpark Auenwald',
      contactPhone: '',
      address: null,
      bookingRules: { cancellationDeadlineHours: 12, bookingWindowDays: 14, waitlistClosesMinutes: null },
    });
    await admin.put('/api/admin/settings', FORM);
  });

  it('answers invalid input with German field messages and writes nothing', async () => {
    const before = await settingsEntries();
    const res = await admin.put('/api/admin/settings', {
      ...FORM,
      siteTitle: '   ',
      contactEmail: 'keine-adresse',
      contactPhone: 'ruf an!',
      postalCode: '4177',
      cancellationDeadlineHours: -1,
      bookingWindowDays: 0,
      waitlistClosesMinutes: 'bald',
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.error.fields)).toEqual(
      expect.arrayContaining(['siteTitle', 'contactEmail', 'contactPhone', 'postalCode', 'cancellationDeadlineHours', 'bookingWindowDays', 'waitlistClosesMinutes']),
    );
    for (const message of errorMessagesOf(res.json)) expect(isGerman(message), String(message)).toBe(true);
    expect((await admin.put('/api/admin/settings', { ...FORM, cancellationDeadlineHours: 721 })).status).toBe(400);
    expect((await admin.put('/api/admin/settings', { ...FORM, bookingWindowDays: 366 })).status).toBe(400);
    expect((await admin.put('/api/admin/settings', { ...FORM, waitlistClosesMinutes: 10081 })).status).toBe(400);
    expect((await admin.put('/api/admin/settings', 'kein Objekt')).status).toBe(400);
    expect(await settingsEntries()).toHaveLength(before.length);
    expect((await admin.get('/api/admin/settings')).json.settings).toMatchObject(FORM);
  });

  it('rolls the change back when its audit entry cannot be written (one transaction)', async () => {
    await t.db.execute(sql`create or replace function refuse_settings_audit() returns trigger language plpgsql as $$
      begin if new.entity = 'settings' then raise exception 'audit refused'; end if; return new; end $$`);
    await t.db.execute(sql`create trigger refuse_settings_audit before insert on audit_log for each row execute function refuse_settings_audit()`);
    try {
      const res = await admin.put('/api/admin/settings', { ...FORM, siteTitle: 'Nie gespeichert' });
      expect(res.status).toBe(500);
    } finally {
      await t.db.execute(sql`drop trigger refuse_settings_audit on audit_log`);
    }
    const [row] = await t.db.select().from(cmsSettings);
    expect(row.siteTitle).toBe(FORM.siteTitle);
  });

  it('answers 401 to guests and 403 to members and trainers, for reading and saving', async () => {
    const member = await createUser(t.db);
    const trainer = await createTrainerWithUser(t.db);
    const guest = t.client();
    expect((await guest.get('/api/admin/settings')).status).toBe(401);
    expect((await guest.put('/api/admin/settings', FORM)).status).toBe(401);
    for (const user of [member, trainer.user]) {
      const client = t.client();
      expect((await client.signIn(user.email, user.password)).status).toBe(200);
      expect((await client.get('/api/admin/settings')).status).toBe(403);
      const refused = await client.put('/api/admin/settings', { ...FORM, siteTitle: 'Übernommen' });
      expect(refused.status).toBe(403);
      expect(isGerman(refused.json.error.message)).toBe(true);
    }
    expect((await admin.get('/api/admin/settings')).json.settings.siteTitle).toBe(FORM.siteTitle);
  });
});

describe('the public site follows a saved change at once', () => {
  const head = (html: string) => html.slice(0, html.indexOf('</head>'));

  it('names the new title and contact details in the HTML of / and /kontakt', async () => {
    const guest = t.client();
    expect(head((await guest.get('/')).text)).toContain('Sportzentrum Lindenau');
    const saved = await admin.put('/api/admin/settings', { ...FORM, siteTitle: 'Sportpark Auenwald', contactPhone: '+49 341 999 88 77', contactEmail: 'hallo@auenwald.de' });
    expect(saved.status).toBe(200);

    const home = (await guest.get('/')).text;
    expect(head(home)).toMatch(/<title>Sportpark Auenwald – [^<]+<\/title>/);
    expect(home).not.toContain('Sportzentrum Lindenau');
    const jsonLd = JSON.parse(home.match(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/)![1]);
    expect(jsonLd).toMatchObject({ name: 'Sportpark Auenwald', telephone: '+49 341 999 88 77', email: 'hallo@auenwald.de' });

    const contact = (await guest.get('/kontakt')).text;
    expect(head(contact)).toMatch(/<title>[^<]+ – Sportpark Auenwald<\/title>/);
    // The page's first render data (header, footer and contact page read it) carries the new details.
    expect(contact).toContain('+49 341 999 88 77');
    expect(contact).toContain('hallo@auenwald.de');
    expect(contact).not.toContain('info@sportzentrum-lindenau.de');
    await admin.put('/api/admin/settings', FORM);
  });

  it('mails name the new title in the footer and the sender, and reach the new contact address', async () => {
    await admin.put('/api/admin/settings', { ...FORM, siteTitle: 'Sportpark Auenwald', contactEmail: 'hallo@auenwald.de' });
    expect((await t.client().post('/api/contact', { name: 'Olga Ort', email: 'olga@example.de', message: 'Gibt es Parkplätze?' })).status).toBeLessThan(300);
    const [notice] = await t.db.select().from(mails).where(eq(mails.template, 'contact-notification')).orderBy(desc(mails.createdAt)).limit(1);
    expect(notice.to).toBe('hallo@auenwald.de');
    expect(notice.text).toContain('Sportpark Auenwald');

    expect((await t.client().post('/api/newsletter/subscribe', { email: 'leser@example.de' })).status).toBeLessThan(300);
    const [confirm] = await t.db.select().from(mails).where(eq(mails.to, 'leser@example.de'));
    expect(confirm.text).toContain('Ihr Team vom Sportpark Auenwald');
    expect(confirm.subject).toContain('Sportpark Auenwald');

    // The sender's name is the site title at sending time; the address stays MAIL_FROM's.
    const sent: { from: string; to: string }[] = [];
    const transport: MailTransport = { kind: 'smtp', send: async (mail) => void sent.push(mail), close() {} };
    const handler = mailJobHandlers(t.db, transport, 'Sportzentrum Lindenau <info@sportzentrum.test>');
    // Written without a delivery job, so only this handler sends it.
    const [mail] = await t.db.insert(mails).values({ to: 'absender@example.de', subject: 'Test', text: 'Hallo', template: 'test' }).returning();
    await handler.run({ id: crypto.randomUUID(), type: 'mail.send', payload: { mailId: mail.id }, attempts: 1, maxAttempts: 5 } as unknown as Parameters<typeof handler.run>[0], t.db);
    expect(sent).toEqual([expect.objectContaining({ from: '"Sportpark Auenwald" <info@sportzentrum.test>', to: 'absender@example.de' })]);
    await admin.put('/api/admin/settings', FORM);
  });

  it('quotes a sender name safely', () => {
    expect(senderOf('Sport "Mitte"\r\nBcc: x@y.de', 'info@sz.test')).toBe('"Sport \\"Mitte\\" Bcc: x@y.de" <info@sz.test>');
    expect(senderOf(undefined, 'SZ <info@sz.test>')).toBe('SZ <info@sz.test>');
  });
});
