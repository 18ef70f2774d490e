import { bigint, boolean, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, MAIL_STATUSES } from '../../../shared/enums';
import { profiles } from './auth';

export const mailStatus = pgEnum('mail_status', MAIL_STATUSES);
export const jobStatus = pgEnum('job_status', ['pending', 'running', 'done', 'failed']);

// The outbox: every mail is written here first (in the caller's transaction) and delivered by the job
// runner, so a crash or an SMTP outage loses nothing. Without SMTP_URL a mail ends as 'logged'.
export const mails = pgTable(
  'mails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    // Extra headers such as List-Unsubscribe (newsletters).
    headers: jsonb('headers').$type<Record<string, string>>(),
    template: text('template').notNull(),
    status: mailStatus('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mails_created_at_idx').on(t.createdAt), index('mails_to_idx').on(t.to)],
);

// A durable job queue read with FOR UPDATE SKIP LOCKED (runs on PGlite and PostgreSQL alike).
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull().$type<Record<string, unknown>>(),
    status: jobStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('jobs_due_idx').on(t.status, t.runAt)],
);

// Browsers that agreed to Web Push notifications (the waiting-list "spot free" message).
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_unique').on(t.endpoint), index('push_subscriptions_user_idx').on(t.userId)],
);

export const auditEntity = pgEnum('audit_entity', AUDIT_ENTITIES);
export const auditAction = pgEnum('audit_action', AUDIT_ACTIONS);

// Every change made through the admin screens, written in the same transaction as the change, so an entry
// exists exactly when the change does. The actor's e-mail is copied: the log outlives accounts.
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: text('actor_id').references(() => profiles.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    entity: auditEntity('entity').notNull(),
    entityId: text('entity_id'),
    action: auditAction('action').notNull(),
    summary: text('summary').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt), index('audit_log_entity_created_idx').on(t.entity, t.createdAt)],
);

// What each backup did, written by the app's nightly backup and by `npm run backup`, so the office sees the
// last one's time and size and a warning when it failed or is old. Kept with the data it describes: a
// restored installation shows the backups of the one it came from.
export const backupRuns = pgTable(
  'backup_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    trigger: text('trigger', { enum: ['nightly', 'script'] }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
    ok: boolean('ok').notNull(),
    /** The file's name (a nightly copy) or full path (the script's), and its size in bytes. */
    file: text('file'),
    bytes: bigint('bytes', { mode: 'number' }),
    error: text('error'),
  },
  (t) => [index('backup_runs_finished_idx').on(t.finishedAt)],
);
