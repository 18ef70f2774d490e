import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cmsSettings, mails } from '../db/schema';
import type { JobGiveUp, JobHandler } from '../jobs/runner';
import { countMailSendFailure } from '../metrics/counters';
import { attachmentsOfJob, type MailAttachmentRef } from './outbox';
import type { MailAttachment, MailTransport } from './transport';

/** Renders the file of one kind of attachment from its record's id (null: the record does not exist). */
export type AttachmentRenderers = Record<string, (id: string) => Promise<MailAttachment | null>>;

/** A mail is never sent without the files it promises: a missing one fails the attempt. */
async function renderAttachments(refs: MailAttachmentRef[], renderers: AttachmentRenderers): Promise<MailAttachment[]> {
  return Promise.all(
    refs.map(async (ref) => {
      const file = await renderers[ref.kind]?.(ref.id);
      if (!file) throw new Error(`attachment ${ref.kind} ${ref.id} cannot be rendered`);
      return file;
    }),
  );
}

/** The address part of MAIL_FROM ('Name <info@…>' or a bare address). */
export function fromAddressOf(mailFrom: string): string {
  return /<([^<>]+)>\s*$/.exec(mailFrom)?.[1].trim() ?? mailFrom.trim();
}

/** 'Sportzentrum Lindenau <info@…>': the sender's name is the site title as saved at sending time. */
export function senderOf(siteTitle: string | undefined, mailFrom: string): string {
  if (!siteTitle) return mailFrom;
  const name = siteTitle.replace(/[\r\n]+/g, ' ').replace(/(["\\])/g, '\\$1');
  return `"${name}" <${fromAddressOf(mailFrom)}>`;
}

/**
 * One Message-ID per outbox mail, the same on every attempt: should a process die after the mail server
 * accepted a mail but before the outbox recorded it, the repeat carries the same ID, which mail servers and
 * clients recognise as the same message.
 */
export function messageIdOf(mailId: string, mailFrom: string): string {
  const domain = fromAddressOf(mailFrom).split('@')[1] ?? 'localhost';
  return `<mail-${mailId}@${domain}>`;
}

/**
 * The job that delivers one outbox mail; a mail already delivered is never sent twice. The address comes
 * from MAIL_FROM (it must match the mail server's domain); the name shown to recipients follows the site
 * title of the settings, so a renamed centre sends under its new name at once.
 */
export function mailJobHandlers(db: Db, transport: MailTransport, mailFrom: string, attachmentRenderers: AttachmentRenderers = {}): { run: JobHandler; giveUp: JobGiveUp } {
  const mailIdOf = (payload: Record<string, unknown>) => String(payload.mailId);
  return {
    async run(job) {
      const [mail] = await db.select().from(mails).where(eq(mails.id, mailIdOf(job.payload)));
      if (!mail || mail.status === 'sent' || mail.status === 'logged') return;
      const [settings] = await db.select({ siteTitle: cmsSettings.siteTitle }).from(cmsSettings).where(eq(cmsSettings.id, 1));
      const from = senderOf(settings?.siteTitle, mailFrom);
      try {
        const attachments = await renderAttachments(attachmentsOfJob(job.payload), attachmentRenderers);
        await transport.send({ messageId: messageIdOf(mail.id, mailFrom), from, to: mail.to, replyTo: mail.replyTo, subject: mail.subject, text: mail.text, html: mail.html, headers: mail.headers, attachments });
      } catch (error) {
        countMailSendFailure();
        await db
          .update(mails)
          .set({ attempts: sql`${mails.attempts} + 1`, lastError: error instanceof Error ? error.message : String(error) })
          .where(eq(mails.id, mail.id));
        throw error;
      }
      await db
        .update(mails)
        .set({ status: transport.kind === 'smtp' ? 'sent' : 'logged', sentAt: new Date(), attempts: sql`${mails.attempts} + 1`, lastError: null })
        .where(eq(mails.id, mail.id));
    },
    async giveUp(job) {
      await db.update(mails).set({ status: 'failed' }).where(eq(mails.id, mailIdOf(job.payload)));
    },
  };
}
