import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { CreateMemberMessageInput, MemberMessage } from '../../../shared/schemas/messages';
import type { Db, Tx } from '../../db/client';
import { messages } from '../../db/schema';
import { enqueueMail } from '../../mail/outbox';
import { getSiteSettings } from '../settings/service';
import { memberMessageNotificationMail } from './mails';

const columns = {
  id: messages.id,
  subject: messages.subject,
  message: messages.message,
  status: messages.status,
  reply: messages.reply,
  repliedAt: messages.repliedAt,
  replySeenAt: messages.replySeenAt,
  createdAt: messages.createdAt,
};

type Row = { [K in keyof typeof columns]: (typeof messages.$inferSelect)[K] };

function toMemberMessage({ replySeenAt, ...row }: Row): MemberMessage {
  return {
    ...row,
    repliedAt: row.repliedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    newReply: row.reply !== null && replySeenAt === null,
  };
}

/** The member's own messages, newest first. */
export async function listMemberMessages(db: Tx, userId: string): Promise<MemberMessage[]> {
  const rows = await db.select(columns).from(messages).where(eq(messages.userId, userId)).orderBy(desc(messages.createdAt), desc(messages.id));
  return rows.map(toMemberMessage);
}

type Sender = { id: string; name: string; email: string };

/** Stores the message as unread and queues the centre's notice in the same transaction: neither exists without the other. */
export async function sendMemberMessage(db: Db, sender: Sender, input: CreateMemberMessageInput, publicUrl: string): Promise<MemberMessage> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(messages).values({ userId: sender.id, subject: input.subject, message: input.message, status: 'unread' }).returning(columns);
    const { contactEmail, siteTitle } = await getSiteSettings(tx);
    await enqueueMail(tx, memberMessageNotificationMail(contactEmail, sender, input, siteTitle, publicUrl));
    return toMemberMessage(row);
  });
}

/** Marks every reply the member has not seen yet as seen now; returns how many. */
export async function markRepliesSeen(db: Tx, userId: string): Promise<number> {
  const rows = await db
    .update(messages)
    .set({ replySeenAt: new Date() })
    .where(and(eq(messages.userId, userId), isNotNull(messages.reply), isNull(messages.replySeenAt)))
    .returning({ id: messages.id });
  return rows.length;
}
