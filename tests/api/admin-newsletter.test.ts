import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, jobs, mails, newsletterDeliveries, newsletters, newsletterSubscribers } from '../../src/server/db/schema';
import { createJobRunner } from '../../src/server/jobs/runner';
import { createLogger } from '../../src/server/logger';
import { MAIL_JOB } from '../../src/server/mail/outbox';
import { mailJobHandlers } from '../../src/server/mail/jobs';
import type { MailTransport } from '../../src/server/mail/transport';
import { csvCell } from '../../src/server/http/csv';
import { createAdmin, createSubscriber } from '../../src/server/db/factories';
import { isGerman } from '../support/german';
import { createTestApp, TEST_ORIGIN, type TestApp, type TestClient } from '../support/test-app';

/*
 * /admin/newsletter: subscribers (list, search, pages, delete with audit), the CSV export German Excel opens,
 * and sending a newsletter through the outbox to the active, confirmed subscribers only, once each.
 */
let t: TestApp;
let admin: TestClient;
const ADMIN_EMAIL = 'redaktion@example.de';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.clientSignedInAs((await createAdmin(t.db, { email: ADMIN_EMAIL })).id);
});
afterAll(() => t.close());

const day = (n: number) => new Date(Date.UTC(2026, 0, n, 10));

async function freshSubscribers() {
  await t.db.delete(newsletterDeliveries);
  await t.db.delete(newsletters);
  await t.db.delete(newsletterSubscribers);
  return {
    jana: await createSubscriber(t.db, { email: 'jana.mueller@example.de', firstName: 'Jana', lastName: 'Müller', status: 'active', subscribedAt: day(5) }),
    otto: await createSubscriber(t.db, { email: 'otto@example.de', firstName: 'Otto', lastName: 'Größer', status: 'active', subscribedAt: day(4) }),
    offen: await createSubscriber(t.db, { email: 'offen@example.de', status: 'pending', subscribedAt: day(3) }),
    weg: await createSubscriber(t.db, { email: 'weg@example.de', firstName: 'Wega', status: 'unsubscribed', subscribedAt: day(2) }),
    bounce: await createSubscriber(t.db, { email: 'bounce@example.de', status: 'bounced', subscribedAt: day(1) }),
  };
}

describe('subscribers', () => {
  it('lists newest first with paging, searches e-mail and name, and refuses bad queries in German', async () => {
    await freshSubscribers();
    const first = await admin.get('/api/admin/newsletter/subscribers?pageSize=2');
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(first.json.subscribers.map((s: { email: string }) => s.email)).toEqual(['jana.mueller@example.de', 'otto@example.de']);
    expect(first.json.subscribers[0]).toMatchObject({ firstName: 'Jana', lastName: 'Müller', status: 'active', subscribedAt: day(5).toISOString() });
    const third = await admin.get('/api/admin/newsletter/subscribers?pageSize=2&page=3');
    expect(third.json.subscribers.map((s: { email: string }) => s.email)).toEqual(['bounce@example.de']);

    expect((await admin.get('/api/admin/newsletter/subscribers?q=gröSSer')).json.total).toBe(0);
    const byName = await admin.get(`/api/admin/newsletter/subscribers?q=${encodeURIComponent('jana müller')}`);
    expect(byName.json.subscribers.map((s: { email: string }) => s.email)).toEqual(['jana.mueller@example.de']);
    const byMail = await admin.get('/api/admin/newsletter/subscribers?q=WEG@');
    expect(byMail.json.subscribers.map((s: { email: string }) => s.email)).toEqual(['weg@example.de']);
    // LIKE wildcards are searched for literally.
    expect((await admin.get('/api/admin/newsletter/subscribers?q=%25')).json.total).toBe(0);

    for (const bad of ['page=0', 'pageSize=101', 'page=zwei', `q=${'x'.repeat(101)}`]) {
      const res = await admin.get(`/api/admin/newsletter/subscribers?${bad}`);
      expect(res.status, bad).toBe(400);
      expect(isGerman(res.json.error.message)).toBe(true);
    }
  });

  it('deletes a subscriber with its audit entry; an unknown or malformed id answers 404 in German', async () => {
    const { weg } = await freshSubscribers();
    const res = await admin.delete(`/api/admin/newsletter/subscribers/${weg.id}`);
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('Abonnent gelöscht');
    expect(await t.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, weg.id))).toEqual([]);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, weg.id));
    expect(entry).toMatchObject({ entity: 'subscriber', action: 'deleted', actorEmail: ADMIN_EMAIL, summary: 'Abonnent weg@example.de gelöscht' });

    for (const id of [weg.id, 'kein-uuid']) {
      const again = await admin.delete(`/api/admin/newsletter/subscribers/${id}`);
      expect(again.status).toBe(404);
      expect(again.json.error.message).toBe('Dieser Abonnent wurde nicht gefunden.');
    }
  });
});

describe('CSV export', () => {
  it('is UTF-8 with BOM, semicolon-separated, named by date, with umlauts, quotes escaped and formulas neutralised', async () => {
    await freshSubscribers();
    await createSubscriber(t.db, { email: 'formel@example.de', firstName: '=HYPERLINK("http://böse.example","Klick")', lastName: '+1;2', status: 'active', subscribedAt: day(6) });
    await createSubscriber(t.db, { email: 'at@example.de', firstName: '@SUM(A1)', lastName: '-2+3', status: 'active', subscribedAt: day(7) });
    await createSubscriber(t.db, { email: 'tab@example.de', firstName: '\t=1', lastName: 'Zeile\r\nzwei', status: 'active', subscribedAt: day(8) });

    const res = await admin.request('GET', '/api/admin/newsletter/subscribers/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' });
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="newsletter-abonnenten-${today}.csv"`);

    // Response.text() drops a BOM, so the bytes are read as they go over the wire.
    const cookie = admin.cookieHeaders().map(([name, value]) => `${name}=${value}`).join('; ');
    const raw = await t.app.request(`${TEST_ORIGIN}/api/admin/newsletter/subscribers/export`, { headers: { cookie, origin: TEST_ORIGIN } });
    const bytes = new Uint8Array(await raw.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const lines = res.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('"E-Mail";"Vorname";"Nachname";"Status";"Angemeldet am"');
    expect(lines).toContain('"jana.mueller@example.de";"Jana";"Müller";"Aktiv";"05.01.2026"');
    expect(lines).toContain('"offen@example.de";"";"";"Unbestätigt";"03.01.2026"');
    expect(lines).toContain('"weg@example.de";"Wega";"";"Abgemeldet";"02.01.2026"');
    expect(lines).toContain('"bounce@example.de";"";"";"Bounce";"01.01.2026"');
    expect(lines).toContain(`"formel@example.de";"'=HYPERLINK(""http://böse.example"",""Klick"")";"'+1;2";"Aktiv";"06.01.2026"`);
    expect(lines).toContain(`"at@example.de";"'@SUM(A1)";"'-2+3";"Aktiv";"07.01.2026"`);
    expect(res.text).toContain(`"tab@example.de";"'\t=1";"Zeile\r\nzwei"`);
    // No cell of the file begins with a formula character once its quotes are taken off.
    for (const cell of res.text.replace(/^\uFEFF/, '').match(/"(?:[^"]|"")*"/g)!) expect(cell.slice(1)).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('neutralises every formula lead character in a single cell', () => {
    for (const lead of ['=', '+', '-', '@', '\t', '\r']) expect(csvCell(`${lead}1`)).toBe(`"'${lead}1"`);
    expect(csvCell('Anna "Ann" Groß')).toBe('"Anna ""Ann"" Groß"');
    expect(csvCell(null)).toBe('""');
  });
});

const tokenIn = (text: string) => text.match(/\/newsletter\/abmelden\?token=([0-9a-f]+)/)![1];

describe('sending a newsletter', () => {
  it('mails only active, confirmed subscribers, each with their own unsubscribe link and header, and records it', async () => {
    const subs = await freshSubscribers();
    // Active but never confirmed (e.g. imported by hand): not a confirmed opt-in, so no mail.
    await createSubscriber(t.db, { email: 'ohne-bestaetigung@example.de', status: 'active' });
    await t.db.update(newsletterSubscribers).set({ confirmedAt: null }).where(eq(newsletterSubscribers.email, 'ohne-bestaetigung@example.de'));

    const res = await admin.post('/api/admin/newsletter/newsletters', {
      subject: 'Neue Kurse im Dezember',
      html: '<h2>Hallo!</h2><p>Ab Dezember gibt es <strong>Yoga</strong> am Morgen. <a href="https://example.de/kurse">Zu den Kursen</a></p><script>alert(1)</script><p onclick="x()">Bis bald</p>',
    });
    expect(res.status).toBe(201);
    expect(res.json.message).toBe('Der Newsletter geht an 2 Abonnenten.');
    expect(res.json.newsletter).toMatchObject({ subject: 'Neue Kurse im Dezember', recipientCount: 2, sentBy: ADMIN_EMAIL });
    await t.jobs.drain();

    const sent = await t.db.select().from(mails).where(eq(mails.template, 'newsletter'));
    expect(sent.map((m) => m.to).sort()).toEqual(['jana.mueller@example.de', 'otto@example.de']);
    for (const mail of sent) {
      const subscriber = mail.to === subs.jana.email ? subs.jana : subs.otto;
      const url = `${TEST_ORIGIN}/newsletter/abmelden?token=${subscriber.token}`;
      expect(mail.headers).toEqual({ 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
      expect(mail.html).toContain(`href="${url}"`);
      expect(mail.text).toContain(url);
      expect(mail.html).not.toMatch(/script|onclick/);
      expect(mail.html).toContain('<strong>Yoga</strong>');
      expect(mail.text).toContain('Ab Dezember gibt es Yoga am Morgen. Zu den Kursen (https://example.de/kurse)');
      expect(mail.subject).toBe('Neue Kurse im Dezember');
      expect(mail.status).toBe('logged');
    }
    expect(tokenIn(sent[0].text)).not.toBe(tokenIn(sent[1].text));

    const list = await admin.get('/api/admin/newsletter/newsletters');
    expect(list.json.newsletters).toHaveLength(1);
    expect(list.json.recipients).toBe(2);
    expect(list.json.newsletters[0]).toMatchObject({ subject: 'Neue Kurse im Dezember', recipientCount: 2, sent: 2, failed: 0, queued: 0 });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, res.json.newsletter.id));
    expect(entry).toMatchObject({ entity: 'newsletter', action: 'created', summary: 'Newsletter „Neue Kurse im Dezember“ an 2 Abonnenten verschickt' });

    // The link in the mail unsubscribes exactly its own subscriber.
    expect((await t.client().post('/api/newsletter/unsubscribe', { token: tokenIn(sent[0].text) })).status).toBe(200);
    const [after] = await t.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, sent[0].to));
    expect(after.status).toBe('unsubscribed');
    const [other] = await t.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, sent[1].to));
    expect(other.status).toBe('active');
  });

  it('unsubscribes by RFC 8058 one-click POST to the List-Unsubscribe link, as a mail provider sends it', async () => {
    const { jana, otto } = await freshSubscribers();
    const oneClick = (token: string, body = 'List-Unsubscribe=One-Click') =>
      t.app.request(`${TEST_ORIGIN}/newsletter/abmelden?token=${token}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
    // Without the one-click body it is not an unsubscribe, and an unknown token changes nothing.
    expect((await oneClick(jana.token, 'etwas=anderes')).status).toBe(404);
    const unknown = await oneClick('f'.repeat(48));
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).error.message).toBe('Der Link ist ungültig oder abgelaufen.');
    const res = await oneClick(jana.token);
    expect(res.status).toBe(200);
    expect((await res.json()).message).toBe('Sie wurden vom Newsletter abgemeldet.');
    const rows = await t.db.select().from(newsletterSubscribers).where(inArray(newsletterSubscribers.id, [jana.id, otto.id])).orderBy(newsletterSubscribers.email);
    expect(rows.map((r) => [r.email, r.status])).toEqual([
      ['jana.mueller@example.de', 'unsubscribed'],
      ['otto@example.de', 'active'],
    ]);
  });

  it('counts progress from the outbox and never mails anyone twice when a job runs again or after a crash', async () => {
    await freshSubscribers();
    const res = await admin.post('/api/admin/newsletter/newsletters', { subject: 'Sommerfest', html: '<p>Wir feiern!</p>' });
    expect(res.status).toBe(201);
    await t.jobs.drain();
    const deliveries = await t.db.select().from(newsletterDeliveries).where(eq(newsletterDeliveries.newsletterId, res.json.newsletter.id));
    const mailIds = deliveries.map((d) => d.mailId!);
    expect(mailIds).toHaveLength(2);

    // One mail was never delivered (the process died before), the other was delivered but its job was not
    // marked done: both jobs are left 'running' with an old lock, as a crash leaves them.
    const [undelivered, delivered] = mailIds;
    await t.db.update(mails).set({ status: 'queued', sentAt: null }).where(eq(mails.id, undelivered));
    const progress = await admin.get('/api/admin/newsletter/newsletters');
    expect(progress.json.newsletters[0]).toMatchObject({ recipientCount: 2, sent: 1, queued: 1, failed: 0 });
    await t.db
      .update(jobs)
      .set({ status: 'running', lockedAt: sql`now() - interval '10 minutes'` })
      .where(sql`${jobs.type} = ${MAIL_JOB} and ${jobs.payload}->>'mailId' in (${sql.join(mailIds.map((id) => sql`${id}`), sql`, `)})`);

    const delivered_to: string[] = [];
    const transport: MailTransport = { kind: 'smtp', send: async (mail) => void delivered_to.push(mail.to), close() {} };
    const handlers = mailJobHandlers(t.db, transport, 'info@example.de');
    const runner = createJobRunner({ db: t.db, log: createLogger('silent'), handlers: { [MAIL_JOB]: handlers } });
    await runner.drain();
    await runner.drain();
    // The same job handed out twice more (a second process, a retry) sends nothing further.
    const [job] = await t.db.select().from(jobs).where(sql`${jobs.payload}->>'mailId' = ${undelivered}`);
    await handlers.run(job, t.db);
    await runner.stop();

    const [undeliveredMail] = await t.db.select().from(mails).where(eq(mails.id, undelivered));
    expect(delivered_to).toEqual([undeliveredMail.to]);
    expect(undeliveredMail.status).toBe('sent');
    expect((await t.db.select().from(mails).where(eq(mails.id, delivered)))[0].status).toBe('logged');
    const done = await admin.get('/api/admin/newsletter/newsletters');
    expect(done.json.newsletters[0]).toMatchObject({ subject: 'Sommerfest', sent: 2, queued: 0 });
    expect(await t.db.select().from(mails).where(inArray(mails.to, ['offen@example.de', 'weg@example.de', 'bounce@example.de']))).toEqual([]);

    // A recipient's mail deleted with their account leaves nothing waiting, so the screen stops polling.
    await t.db.delete(mails).where(eq(mails.id, delivered));
    const afterDeletion = await admin.get('/api/admin/newsletter/newsletters');
    expect(afterDeletion.json.newsletters[0]).toMatchObject({ recipientCount: 2, sent: 1, queued: 0, failed: 0 });
  });

  it('sends a test to the admin only, refuses an empty newsletter or no recipients in German', async () => {
    await freshSubscribers();
    const test = await admin.post('/api/admin/newsletter/test', { subject: 'Probe', html: '<p>Nur für mich</p>' });
    expect(test.status).toBe(200);
    expect(test.json.message).toBe(`Der Testversand geht an ${ADMIN_EMAIL}.`);
    await t.jobs.drain();
    const [mail] = await t.db.select().from(mails).where(eq(mails.template, 'newsletter-test'));
    expect(mail).toMatchObject({ to: ADMIN_EMAIL, subject: '[Test] Probe' });
    expect(mail.text).toContain('Nur für mich');
    expect(await t.db.select().from(newsletters)).toEqual([]);

    for (const body of [{ subject: '', html: '<p>x</p>' }, { subject: 'Leer', html: '<p> </p>' }, { subject: 'Nur Skript', html: '<script>alert(1)</script>' }, {}]) {
      const res = await admin.post('/api/admin/newsletter/newsletters', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(isGerman(res.json.error.message)).toBe(true);
    }
    await t.db.update(newsletterSubscribers).set({ status: 'unsubscribed' });
    const none = await admin.post('/api/admin/newsletter/newsletters', { subject: 'Niemand', html: '<p>Hallo</p>' });
    expect(none.status).toBe(409);
    expect(none.json.error.message).toBe('Es gibt noch keine aktiven, bestätigten Abonnenten, an die der Newsletter gehen könnte.');
    expect(await t.db.select().from(newsletters)).toEqual([]);
  });
});
