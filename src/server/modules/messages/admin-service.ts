import { count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { ADMIN_MESSAGE_TEXTS, type AdminMessage, type AdminMessagesPage, type adminMessagesQuerySchema } from '../../../shared/schemas/messages';
import { recordAudit, type AuditActor } from '../../audit/audit-log';
import type { Db, Tx } from '../../db/client';
import { messages, profiles } from '../../db/schema';
import { ApiError, notFound } from '../../http/errors';
import { enqueueMail } from '../../mail/outbox';
import { getSiteSettings } from '../settings/service';
import { messageReplyMail } from './mails';
import { pageOffset } from '../../db/paging';
import { ERROR_CODES } from '../../../shared/error-codes';

const columns = {
  id: messages.id,
  member: { name: profiles.name, email: profiles.email },
  subject: messages.subject,
  message: messages.message,
  status: messages.status,
  reply: messages.reply,
  repliedAt: messages.repliedAt,
  createdAt: messages.createdAt,
};

type Row = { id: string; member: { name: string; email: string }; subject: string; message: string; status: AdminMessage['status']; reply: string | null; repliedAt: Date | null; createdAt: Date };

const toAdminMessage = (row: Row): AdminMessage => ({ ...row, repliedAt: row.repliedAt?.toISOString() ?? null, createdAt: row.createdAt.toISOString() });

/** All members' messages, newest first, one page; with the total and the unread count over every message. */
export async function listAdminMessages(db: Tx, query: z.output<typeof adminMessagesQuerySchema>): Promise<AdminMessagesPage> {
  const [rows, perStatus] = await Promise.all([
    db
      .select(columns)
      .from(messages)
      .innerJoin(profiles, eq(profiles.id, messages.userId))
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ status: messages.status, n: count() }).from(messages).groupBy(messages.status),
  ]);
  const total = perStatus.reduce((sum, { n }) => sum + Number(n), 0);
  const unread = Number(perStatus.find((s) => s.status === 'unread')?.n ?? 0);
  return { messages: rows.map(toAdminMessage), total, unread, page: query.page, pageSize: query.pageSize };
}

async function lockMessage(tx: Tx, id: string): Promise<Row & { userId: string }> {
  const [row] = await tx
    .select({ ...columns, userId: messages.userId })
    .from(messages)
    .innerJoin(profiles, eq(profiles.id, messages.userId))
    .where(eq(messages.id, id))
    .for('update', { of: messages });
  if (!row) throw notFound(ADMIN_MESSAGE_TEXTS.notFound);
  return row;
}

/** Opening a message marks it read; a message already read or answered stays as it is. */
export async function markMessageRead(db: Db, id: string): Promise<AdminMessage> {
  return db.transaction(async (tx) => {
    const row = await lockMessage(tx, id);
    if (row.status !== 'unread') return toAdminMessage(row);
    await tx.update(messages).set({ status: 'read' }).where(eq(messages.id, id));
    return toAdminMessage({ ...row, status: 'read' });
  });
}

/**
 * Stores the office's reply once (a second reply is refused), marks it unseen so the member's dashboard
 * counts it as new, and queues the reply mail and the audit entry in the same transaction.
 */
export async function replyToMessage(db: Db, actor: AuditActor, id: string, reply: string, publicUrl: string): Promise<AdminMessage> {
  return db.transaction(async (tx) => {
    const row = await lockMessage(tx, id);
    if (row.status === 'replied' || row.reply !== null) throw new ApiError(409, ERROR_CODES.ALREADY_REPLIED, ADMIN_MESSAGE_TEXTS.alreadyReplied);
    const repliedAt = new Date();
    await tx.update(messages).set({ reply, repliedAt, status: 'replied', replySeenAt: null }).where(eq(messages.id, id));
    const { siteTitle } = await getSiteSettings(tx);
    await enqueueMail(tx, messageReplyMail(row.member.email, row.member.name, { subject: row.subject, message: row.message, reply }, siteTitle, publicUrl));
    await recordAudit(tx, actor, { entity: 'message', entityId: id, action: 'updated', summary: `Antwort an ${row.member.name} gesendet` });
    return toAdminMessage({ ...row, reply, repliedAt, status: 'replied' });
  });
}
