import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mails } from '../db/schema';
import type { JobGiveUp, JobHandler } from '../jobs/runner';
import type { MailTransport } from './transport';

/** The job that delivers one outbox mail; a mail already delivered is never sent twice. */
export function mailJobHandlers(db: Db, transport: MailTransport, from: string): { run: JobHandler; giveUp: JobGiveUp } {
  const mailIdOf = (payload: Record<string, unknown>) => String(payload.mailId);
  return {
    async run(job) {
      const [mail] = await db.select().from(mails).where(eq(mails.id, mailIdOf(job.payload)));
      if (!mail || mail.status === 'sent' || mail.status === 'logged') return;
      try {
        await transport.send({ from, to: mail.to, replyTo: mail.replyTo, subject: mail.subject, text: mail.text, html: mail.html });
      } catch (error) {
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
