import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { MailStatus } from '../../../shared/enums';
import { OUTBOX_MESSAGES, type OutboxMail } from '../../../shared/schemas/admin';
import { recordAudit, type AuditActor } from '../../audit/audit-log';
import type { Db, Tx } from '../../db/client';
import { mails } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { requeueMail } from '../../mail/outbox';
import { pageOffset } from '../../db/paging';
import { ERROR_CODES } from '../../../shared/error-codes';

const mailColumns = {
  id: mails.id,
  to: mails.to,
  subject: mails.subject,
  text: mails.text,
  template: mails.template,
  status: mails.status,
  attempts: mails.attempts,
  lastError: mails.lastError,
  createdAt: mails.createdAt,
  sentAt: mails.sentAt,
};

type MailRow = { [K in keyof typeof mailColumns]: (typeof mails.$inferSelect)[K] };

const toOutboxMail = (m: MailRow): OutboxMail => ({ ...m, createdAt: m.createdAt.toISOString(), sentAt: m.sentAt?.toISOString() ?? null });

/** One page of the outbox, newest first, with the count of every status (the filter shows them). */
export async function listMails(db: Tx, query: { status?: MailStatus; page: number; pageSize: number }) {
  const where: SQL | undefined = query.status ? eq(mails.status, query.status) : undefined;
  const [rows, [{ total }], byStatus] = await Promise.all([
    db
      .select(mailColumns)
      .from(mails)
      .where(where)
      .orderBy(desc(mails.createdAt), desc(mails.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(mails).where(where),
    db.select({ status: mails.status, n: count() }).from(mails).groupBy(mails.status),
  ]);
  const counts = { queued: 0, sent: 0, logged: 0, failed: 0 };
  for (const row of byStatus) counts[row.status] = row.n;
  return { mails: rows.map(toOutboxMail), total, page: query.page, pageSize: query.pageSize, counts };
}

/**
 * 'Erneut senden': a mail the job runner gave up on goes back into the queue with a new delivery job. Under
 * the mail's row lock, so two admins pressing at once queue it once (the second hears 409).
 */
export async function retryMail(db: Db, actor: AuditActor, id: string) {
  return db.transaction(async (tx) => {
    const [mail] = await tx.select(mailColumns).from(mails).where(eq(mails.id, id)).for('update');
    if (!mail) throw new ApiError(404, ERROR_CODES.NOT_FOUND, OUTBOX_MESSAGES.notFound);
    if (mail.status !== 'failed') throw new ApiError(409, ERROR_CODES.MAIL_NOT_FAILED, OUTBOX_MESSAGES.notFailed);
    const [queued] = await tx.update(mails).set({ status: 'queued' }).where(and(eq(mails.id, id), eq(mails.status, 'failed'))).returning(mailColumns);
    await requeueMail(tx, id);
    await recordAudit(tx, actor, { entity: 'mail', entityId: id, action: 'updated', summary: `E-Mail „${mail.subject}“ an ${mail.to} erneut gesendet` });
    return { message: OUTBOX_MESSAGES.retried, mail: toOutboxMail(queued) };
  });
}
