import { jobs, mails } from '../db/schema';
import type { Tx } from '../db/client';

export type OutgoingMail = { to: string; replyTo?: string; subject: string; text: string; html?: string; template: string };

export const MAIL_JOB = 'mail.send';

/**
 * Writes a mail and the job that will deliver it. Call it inside the transaction of the action that
 * promises the mail, so the two commit (or roll back) together.
 */
export async function enqueueMail(tx: Tx, mail: OutgoingMail): Promise<string> {
  const [row] = await tx.insert(mails).values(mail).returning({ id: mails.id });
  await tx.insert(jobs).values({ type: MAIL_JOB, payload: { mailId: row.id } });
  return row.id;
}
