import { BACKUP_STALE_AFTER_HOURS, type BackupRunView, type BackupStatus } from '../../../shared/schemas/backups';
import { berlinGermanDate, berlinTimeString } from '../../../shared/time';
import { lastBackupRuns, type BackupRun } from '../../backups/record';
import { nightlyBackupFolder, nightlyBackupsOn, nightlyCopies } from '../../backups/nightly';
import type { Db } from '../../db/client';
import type { Env } from '../../env';

const view = (run: BackupRun | null): BackupRunView | null =>
  run && { finishedAt: run.finishedAt.toISOString(), ok: run.ok, trigger: run.trigger, file: run.file, bytes: run.bytes, error: run.error };

/** The warning the office sees, or null: a failed last run comes first, then age. */
export function backupWarning(mode: BackupStatus['mode'], last: BackupRun | null, lastSuccess: BackupRun | null, now = new Date()): string | null {
  if (last && !last.ok) return `Die letzte Sicherung am ${berlinGermanDate(last.finishedAt)} um ${berlinTimeString(last.finishedAt)} Uhr ist fehlgeschlagen: ${last.error ?? 'unbekannter Fehler'}`;
  if (!lastSuccess) {
    if (mode === 'off') return 'Die nächtliche Sicherung ist ausgeschaltet (BACKUP_TIME=off), und es gibt noch keine Sicherung.';
    return mode === 'nightly' ? null : 'Es wurde noch keine Sicherung verzeichnet. Bitte „npm run backup“ regelmäßig ausführen.';
  }
  const hours = (now.getTime() - lastSuccess.finishedAt.getTime()) / 3_600_000;
  if (hours <= BACKUP_STALE_AFTER_HOURS) return null;
  return `Die letzte erfolgreiche Sicherung ist älter als zwei Tage (${berlinGermanDate(lastSuccess.finishedAt)}, ${berlinTimeString(lastSuccess.finishedAt)} Uhr).`;
}

export async function backupStatus(db: Db, env: Env): Promise<BackupStatus> {
  const mode: BackupStatus['mode'] = env.DATABASE_URL ? 'operator' : nightlyBackupsOn(env) ? 'nightly' : 'off';
  const { last, lastSuccess } = await lastBackupRuns(db);
  const folder = nightlyBackupFolder(env);
  return {
    mode,
    schedule: mode === 'nightly' ? { time: env.BACKUP_TIME, keepDaily: env.BACKUP_KEEP_DAILY, keepWeekly: env.BACKUP_KEEP_WEEKLY, folder } : null,
    last: view(last),
    lastSuccess: view(lastSuccess),
    copies: env.DATABASE_URL ? [] : nightlyCopies(folder).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).map((copy) => ({ ...copy, createdAt: copy.createdAt.toISOString() })),
    warning: backupWarning(mode, last, lastSuccess),
  };
}
