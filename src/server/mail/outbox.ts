import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../db/client';

export type OutgoingMail = {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  template: string;
  /** Extra headers, e.g. a newsletter's List-Unsubscribe. */
  headers?: Record<string, string>;
};

export const MAIL_JOB = 'mail.send';

/**
 * Writes a mail and the job that will deliver it, in one statement (so the two exist together even
 * outside a transaction). Inside the transaction of the action that promises the mail, the three commit
 * or roll back together.
 */
export async function enqueueMail(tx: Tx, mail: OutgoingMail): Promise<string> {
  const [row] = await queryRows<{ mail_id: string }>(
    tx,
    sql`with mail as (
          insert into mails ("to", reply_to, subject, "text", html, template, headers)
          values (${mail.to}, ${mail.replyTo ?? null}, ${mail.subject}, ${mail.text}, ${mail.html ?? null}, ${mail.template}, ${mail.headers ? JSON.stringify(mail.headers) : null}::jsonb)
          returning id)
        insert into jobs (type, payload)
        select ${MAIL_JOB}, jsonb_build_object('mailId', mail.id) from mail
        returning payload->>'mailId' as mail_id`,
  );
  return row.mail_id;
}
