import { z } from 'zod';
import { pagingQuery, pageTotals } from './paging';
import { MEMBER_MESSAGE_LIMITS } from '../constants';
import { MESSAGE_STATUSES } from '../enums';

export const MEMBER_MESSAGE_TEXTS = {
  sent: 'Nachricht gesendet',
  subjectRequired: 'Bitte geben Sie einen Betreff ein.',
  subjectTooLong: `Der Betreff darf höchstens ${MEMBER_MESSAGE_LIMITS.subject} Zeichen lang sein.`,
  messageRequired: 'Bitte geben Sie eine Nachricht ein.',
  messageTooLong: `Die Nachricht darf höchstens ${MEMBER_MESSAGE_LIMITS.message} Zeichen lang sein.`,
  rateLimited: 'Sie haben in kurzer Zeit sehr viele Nachrichten gesendet. Bitte versuchen Sie es später erneut.',
} as const;

/** POST /api/me/messages: a member's message to the centre; both fields trimmed and required. */
export const createMemberMessageSchema = z
  .object({
    subject: z
      .string({ error: MEMBER_MESSAGE_TEXTS.subjectRequired })
      .trim()
      .min(1, MEMBER_MESSAGE_TEXTS.subjectRequired)
      .max(MEMBER_MESSAGE_LIMITS.subject, MEMBER_MESSAGE_TEXTS.subjectTooLong),
    message: z
      .string({ error: MEMBER_MESSAGE_TEXTS.messageRequired })
      .trim()
      .min(1, MEMBER_MESSAGE_TEXTS.messageRequired)
      .max(MEMBER_MESSAGE_LIMITS.message, MEMBER_MESSAGE_TEXTS.messageTooLong),
  })
  .meta({ id: 'NewMemberMessage' });
export type CreateMemberMessageInput = z.infer<typeof createMemberMessageSchema>;

export const messageStatusSchema = z.enum(MESSAGE_STATUSES);

export const memberMessageSchema = z
  .object({
    id: z.string(),
    subject: z.string(),
    message: z.string(),
    status: messageStatusSchema,
    reply: z.string().nullable(),
    repliedAt: z.string().nullable(),
    /** A reply the member has not seen yet (it counts as a new message until then). */
    newReply: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'MemberMessage' });
export type MemberMessage = z.infer<typeof memberMessageSchema>;

/** GET /api/me/messages: the caller's messages, newest first. */
export const myMessagesSchema = z.object({ messages: z.array(memberMessageSchema) }).meta({ id: 'MemberMessages' });
export type MyMessages = z.infer<typeof myMessagesSchema>;

/** POST /api/me/messages: the toast text and the stored message (status unread). */
export const memberMessageSentSchema = z.object({ message: z.string(), item: memberMessageSchema }).meta({ id: 'MemberMessageSent' });
export type MemberMessageSent = z.infer<typeof memberMessageSentSchema>;

/** POST /api/me/messages/seen: how many replies were newly marked as seen. */
export const repliesSeenSchema = z.object({ seen: z.number() }).meta({ id: 'RepliesSeen' });
export type RepliesSeen = z.infer<typeof repliesSeenSchema>;

/* ---- Admin: Nachrichten ---- */

/** The longest reply the office can send (the same bound as a member's message). */
export const ADMIN_REPLY_MAX_LENGTH = MEMBER_MESSAGE_LIMITS.message;

export const ADMIN_MESSAGE_TEXTS = {
  notFound: 'Die Nachricht wurde nicht gefunden.',
  replyRequired: 'Bitte geben Sie eine Antwort ein.',
  replyTooLong: `Die Antwort darf höchstens ${ADMIN_REPLY_MAX_LENGTH} Zeichen lang sein.`,
  alreadyReplied: 'Diese Nachricht wurde bereits beantwortet.',
  replied: 'Antwort gesendet',
} as const;

/** GET /api/admin/messages: the page. */
export const adminMessagesQuerySchema = z.object({
  ...pagingQuery({ defaultSize: 20 }),
});
export type AdminMessagesQuery = Partial<z.output<typeof adminMessagesQuerySchema>>;

export const adminMessageSchema = z
  .object({
    id: z.string(),
    member: z.object({ name: z.string(), email: z.string() }),
    subject: z.string(),
    message: z.string(),
    status: messageStatusSchema,
    reply: z.string().nullable(),
    repliedAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'AdminMessage' });
export type AdminMessage = z.infer<typeof adminMessageSchema>;

/** One page of all members' messages, newest first; `total` and `unread` count every message. */
export const adminMessagesPageSchema = z
  .object({ messages: z.array(adminMessageSchema), ...pageTotals, unread: z.number() })
  .meta({ id: 'AdminMessagesPage' });
export type AdminMessagesPage = z.infer<typeof adminMessagesPageSchema>;

/** POST /api/admin/messages/{id}/reply: the office's answer, trimmed and required. */
export const replyMessageSchema = z
  .object({
    reply: z
      .string({ error: ADMIN_MESSAGE_TEXTS.replyRequired })
      .trim()
      .min(1, ADMIN_MESSAGE_TEXTS.replyRequired)
      .max(ADMIN_REPLY_MAX_LENGTH, ADMIN_MESSAGE_TEXTS.replyTooLong),
  })
  .meta({ id: 'MessageReply' });
export type ReplyMessageInput = z.infer<typeof replyMessageSchema>;

/** POST /api/admin/messages/{id}/reply and /read: the toast text and the message as it is now. */
export const adminMessageChangeSchema = z.object({ message: z.string(), item: adminMessageSchema }).meta({ id: 'AdminMessageChange' });
export type AdminMessageChange = z.infer<typeof adminMessageChangeSchema>;
