import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, mails } from '../../src/server/db/schema';
import { enqueueMail } from '../../src/server/mail/outbox';
import { startSmtpServer } from '../support/smtp-server';
import { createTestApp, type TestApp } from '../support/test-app';

const decodeQuotedPrintable = (raw: string) =>
  Buffer.from(
    raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('mail delivery over SMTP', () => {
  it("carries a mail's extra headers, e.g. a newsletter's List-Unsubscribe, to the mail server", async () => {
    const url = 'http://localhost:3000/newsletter/abmelden?token=abc123';
    await t.db.transaction((tx) =>
      enqueueMail(tx, {
        to: 'leser@example.de',
        subject: 'Newsletter',
        text: 'Hallo',
        template: 'newsletter',
        headers: { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      }),
    );
    await t.jobs.drain();
    const delivered = smtp.received.find((m) => m.to.includes('leser@example.de'));
    expect(delivered).toBeDefined();
    expect(delivered!.raw).toContain(`List-Unsubscribe: <${url}>`);
    expect(delivered!.raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });

  it('delivers the password-reset mail to a real SMTP server', async () => {
    await t.client().signUp({ email: 'smtp@example.de', password: 'Sommer-2026', firstName: 'Sina' });
    await t.client().post('/api/auth/request-password-reset', { email: 'smtp@example.de', redirectTo: '/auth' });
    await t.jobs.drain();
    const delivered = smtp.received.find((m) => m.to.includes('smtp@example.de'));
    expect(delivered).toBeDefined();
    const raw = decodeQuotedPrintable(delivered!.raw);
    expect(raw).toMatch(/^Subject: .*Passwort/m);
    expect(raw).toMatch(/^From: .*sportzentrum/im);
    expect(raw).toMatch(/Hallo Sina/);
    expect(raw).toMatch(/http:\/\/localhost:3000\/api\/auth\/reset-password\/\S+/);
    const [mail] = await t.db.select().from(mails).where(eq(mails.to, 'smtp@example.de'));
    expect(mail.status).toBe('sent');
  });

  it('keeps a mail through an SMTP outage and delivers it once the server is back', async () => {
    await t.client().signUp({ email: 'ausfall@example.de', password: 'Sommer-2026' });
    smtp.setFailing(true);
    await t.client().post('/api/auth/request-password-reset', { email: 'ausfall@example.de', redirectTo: '/auth' });
    await t.jobs.drain();
    const [queued] = await t.db.select().from(mails).where(eq(mails.to, 'ausfall@example.de'));
    expect(queued.status).toBe('queued');
    expect(queued.lastError).toMatch(/451/);

    smtp.setFailing(false);
    // The retry is scheduled with a back-off; make it due now instead of waiting.
    await t.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.status, 'pending'));
    await t.jobs.drain();
    const [sent] = await t.db.select().from(mails).where(eq(mails.to, 'ausfall@example.de'));
    expect(sent.status).toBe('sent');
    const delivered = smtp.received.filter((m) => m.to.includes('ausfall@example.de'));
    expect(delivered).toHaveLength(1);
    // The Message-ID is the outbox mail's own, so a repeat after a crash is recognisable as the same mail.
    expect(delivered[0].raw).toContain(`Message-ID: <mail-${sent.id}@sportzentrum.test>`);
  });

  it('marks a mail failed after its last attempt and shows it in the admin outbox', async () => {
    await t.client().signUp({ email: 'endgueltig@example.de', password: 'Sommer-2026' });
    smtp.setFailing(true);
    await t.client().post('/api/auth/request-password-reset', { email: 'endgueltig@example.de', redirectTo: '/auth' });
    for (let attempt = 0; attempt < 8; attempt++) {
      await t.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.status, 'pending'));
      await t.jobs.drain();
    }
    smtp.setFailing(false);
    const [mail] = await t.db.select().from(mails).where(eq(mails.to, 'endgueltig@example.de'));
    expect(mail.status).toBe('failed');
    expect(mail.attempts).toBe(8);
  });

  it('picks up a job whose process died while sending it', async () => {
    // Queued directly: a reset request's mail is written by a job of its own, which would run first.
    await enqueueMail(t.db, { to: 'absturz@example.de', subject: 'Test', text: 'Test', template: 'test' });
    // Simulate a crash mid-delivery: the job is left 'running' with an old lock.
    const [mail] = await t.db.select().from(mails).where(eq(mails.to, 'absturz@example.de'));
    await t.db
      .update(jobs)
      .set({ status: 'running', lockedAt: new Date(Date.now() - 10 * 60_000), attempts: 1 })
      .where(eq(jobs.status, 'pending'));
    await t.jobs.drain();
    const [after] = await t.db.select().from(mails).where(eq(mails.id, mail.id));
    expect(after.status).toBe('sent');
  });
});
