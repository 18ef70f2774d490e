import { z } from 'zod';
import { pagingQuery, pageTotals, MAX_PAGE_SIZE } from './paging';
import { MAIL_STATUSES } from '../enums';
import { sessionSchema } from './sessions';

/** GET /api/admin/stats: the dashboard counters. */
export const adminStatsSchema = z
  .object({
    members: z.number(),
    activeCourses: z.number(),
    upcomingSessions: z.number(),
    confirmedBookings: z.number(),
    activeMemberships: z.number(),
    passesExpiringSoon: z.number(),
  })
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

export const OUTBOX_MESSAGES = {
  notFound: 'Diese E-Mail wurde nicht gefunden.',
  notFailed: 'Nur fehlgeschlagene E-Mails können erneut gesendet werden.',
  retried: 'Die E-Mail wird erneut gesendet.',
} as const;

/** GET /api/admin/mails: one status or all, and the page (100 newest by default). */
export const outboxQuerySchema = z.object({
  status: z.enum(MAIL_STATUSES, 'Diesen Status gibt es nicht.').optional(),
  ...pagingQuery({ defaultSize: MAX_PAGE_SIZE }),
});
export type OutboxQuery = Partial<z.output<typeof outboxQuerySchema>>;

/** The outbox, newest first; `total` counts every mail of the filter, `counts` every mail by status. */
export const outboxMailsResponseSchema = z
  .object({
    mails: z.array(outboxMailSchema),
    ...pageTotals,
    counts: z.object({ queued: z.number(), sent: z.number(), logged: z.number(), failed: z.number() }),
  })
  .meta({ id: 'OutboxPage' });
export type OutboxMailsResponse = z.infer<typeof outboxMailsResponseSchema>;

/** POST /api/admin/mails/{id}/retry */
export const outboxRetryResponseSchema = z.object({ message: z.string(), mail: outboxMailSchema }).meta({ id: 'OutboxRetry' });
export type OutboxRetryResponse = z.infer<typeof outboxRetryResponseSchema>;

export const adminWaitlistEntrySchema = z.object({
  id: z.string(),
  position: z.number(),
  name: z.string(),
  email: z.string(),
  /** The family member the place is for; null = the member themself. */
  forName: z.string().nullable(),
  addedAt: z.string(),
  /** 'Platz anbieten': a place is held for this entry until then. */
  offerExpiresAt: z.string().nullable(),
});
export type AdminWaitlistEntry = z.infer<typeof adminWaitlistEntrySchema>;

export const adminWaitlistGroupSchema = z
  .object({ session: sessionSchema, entries: z.array(adminWaitlistEntrySchema) })
  .meta({ id: 'WaitlistGroup' });
export type AdminWaitlistGroup = z.infer<typeof adminWaitlistGroupSchema>;

/** GET /api/admin/waitlist: waiting lists of future sessions, by session, oldest entry first. */
export const adminWaitlistResponseSchema = z.object({ groups: z.array(adminWaitlistGroupSchema) });
export type AdminWaitlistResponse = z.infer<typeof adminWaitlistResponseSchema>;
