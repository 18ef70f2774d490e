import { z } from 'zod';
import { MAIL_STATUSES } from '../enums';
import { sessionSchema } from './sessions';

/** GET /api/admin/stats: the four dashboard counters. */
export const adminStatsSchema = z
  .object({ members: z.number(), activeCourses: z.number(), upcomingSessions: z.number(), confirmedBookings: z.number() })
  .meta({ id: 'AdminStats' });
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const outboxMailSchema = z
  .object({
    id: z.string(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    template: z.string(),
    status: z.enum(MAIL_STATUSES),
    attempts: z.number(),
    lastError: z.string().nullable(),
    createdAt: z.string(),
    sentAt: z.string().nullable(),
  })
  .meta({ id: 'OutboxMail' });
export type OutboxMail = z.infer<typeof outboxMailSchema>;

/** GET /api/admin/mails: the outbox, newest first. */
export const outboxMailsResponseSchema = z.object({ mails: z.array(outboxMailSchema) });
export type OutboxMailsResponse = z.infer<typeof outboxMailsResponseSchema>;

export const adminWaitlistEntrySchema = z.object({ id: z.string(), position: z.number(), name: z.string(), email: z.string(), addedAt: z.string() });
export type AdminWaitlistEntry = z.infer<typeof adminWaitlistEntrySchema>;

export const adminWaitlistGroupSchema = z
  .object({ session: sessionSchema, entries: z.array(adminWaitlistEntrySchema) })
  .meta({ id: 'WaitlistGroup' });
export type AdminWaitlistGroup = z.infer<typeof adminWaitlistGroupSchema>;

/** GET /api/admin/waitlist: waiting lists of future sessions, by session, oldest entry first. */
export const adminWaitlistResponseSchema = z.object({ groups: z.array(adminWaitlistGroupSchema) });
export type AdminWaitlistResponse = z.infer<typeof adminWaitlistResponseSchema>;
