import { z } from 'zod';

/*
 * GET /api/admin/backups: the office's view of the backups. On the embedded database the app makes one
 * every night into DATA_DIR/backups; on PostgreSQL the operator runs `npm run backup` (or the provider's
 * backups), and the office sees whether that ran.
 */

/** Two days without a backup that went well: worth a warning (one missed night is not). */
export const BACKUP_STALE_AFTER_HOURS = 48;

export const backupRunSchema = z.object({
  finishedAt: z.string(),
  ok: z.boolean(),
  trigger: z.enum(['nightly', 'script']),
  file: z.string().nullable(),
  bytes: z.number().nullable(),
  error: z.string().nullable(),
});
export type BackupRunView = z.infer<typeof backupRunSchema>;

export const backupStatusSchema = z
  .object({
    /** 'nightly': the app backs itself up; 'off': it would, but BACKUP_TIME=off; 'operator': PostgreSQL. */
    mode: z.enum(['nightly', 'off', 'operator']),
    schedule: z.object({ time: z.string(), keepDaily: z.number(), keepWeekly: z.number(), folder: z.string() }).nullable(),
    last: backupRunSchema.nullable(),
    lastSuccess: backupRunSchema.nullable(),
    /** The nightly copies on disk, newest first. */
    copies: z.array(z.object({ name: z.string(), createdAt: z.string(), bytes: z.number() })),
    /** Set when the office should act: the last backup failed, or none went well for two days. */
    warning: z.string().nullable(),
  })
  .meta({ id: 'BackupStatus' });
export type BackupStatus = z.infer<typeof backupStatusSchema>;
