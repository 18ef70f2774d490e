import { and, desc, eq, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../db/client';
import { jobs } from '../db/schema';

/**
 * A file a mail carries, named by the kind of record it renders and the record's id. Only records that never
 * change once written (an issued certificate) are attached this way: the file is rendered when the mail is
 * sent, so the outbox stays small and every attempt sends the same document.
 */
export type MailAttachmentRef = { kind: string; id: string };

export type OutgoingMail = {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  template: string;
  /** Extra headers, e.g. a newsletter's List-Unsubscribe. */
  headers?: Record<string, string>;
  attachments?: MailAttachmentRef[];
};

export const MAIL_JOB = 'mail.send';

/**
 * Writes a mail and the job that will deliver it, in one statement (so the two exist together even
 * outside a transaction). Inside the transaction of the action that promises the mail, the three commit
 * or roll back together. The mail's attachments travel in its delivery job.
 */
export async function enqueueMail(tx: Tx, mail: OutgoingMail): Promise<string> {
  const [row] = await queryRows<{ mail_id: string }>(
    tx,
    sql`with mail as (
          insert into mails ("to", reply_to, subject, "text", html, template, headers)
          values (${mail.to}, ${mail.replyTo ?? null}, ${mail.subject}, ${mail.text}, ${mail.html ?? null}, ${mail.template}, ${mail.headers ? JSON.stringify(mail.headers) : null}::jsonb)
          returning id)
        insert into jobs (type, payload)
        select ${MAIL_JOB}, jsonb_build_object('mailId', mail.id) || ${JSON.stringify(attachmentsPayload(mail.attachments))}::jsonb from mail
        returning payload->>'mailId' as mail_id`,
  );
  return row.mail_id;
}

const attachmentsPayload = (attachments: MailAttachmentRef[] | undefined) => (attachments?.length ? { attachments } : {});

/** The attachments a delivery job of a mail names (none for a job without). */
export function attachmentsOfJob(payload: Record<string, unknown>): MailAttachmentRef[] {
  const list = payload.attachments;
  return Array.isArray(list) ? list.filter((item): item is MailAttachmentRef => typeof item?.kind === 'string' && typeof item?.id === 'string') : [];
}

/** Queues another delivery of an outbox mail ('Erneut senden'), with the attachments its earlier job named. */
export async function requeueMail(tx: Tx, mailId: string): Promise<void> {
  const [previous] = await tx
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(and(eq(jobs.type, MAIL_JOB), sql`${jobs.payload}->>'mailId' = ${mailId}`))
    .orderBy(desc(jobs.createdAt))
    .limit(1);
  await tx.insert(jobs).values({ type: MAIL_JOB, payload: { mailId, ...attachmentsPayload(previous ? attachmentsOfJob(previous.payload) : undefined) } });
}
