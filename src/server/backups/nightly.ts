import { readdirSync, rmSync, statSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { berlinDateString, berlinWallClockToInstant, addBerlinDays } from '../../shared/time';
import { snapshotPglite } from '../db/backup';
import type { Database } from '../db/client';
import type { Env } from '../env';
import type { Logger } from '../logger';
import { lastBackupRuns, recordBackupRun } from './record';
import { copiesToDelete, type BackupCopy } from './rotation';
import { backupFileName, writeBackup } from './write-backup';

/** The first look a while after start, so a restart costs nothing; then every few minutes. */
const FIRST_CHECK_MS = 5 * 60_000;
const CHECK_EVERY_MS = 10 * 60_000;
/** After a failure, the next try: soon enough to save the night, not so soon that a full disk is hammered. */
const RETRY_AFTER_MS = 60 * 60_000;
const COPY_NAME = /^sportzentrum-(\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d)Z\.tar\.gz$/;

export const nightlyBackupFolder = (env: Env) => path.resolve(env.DATA_DIR, 'backups');

/** Nightly backups are the app's own job on the embedded database only, and unless switched off. */
export const nightlyBackupsOn = (env: Env) => !env.DATABASE_URL && env.BACKUP_TIME !== 'off';

/** The newest moment at or before `now` whose Berlin wall clock reads `time` (HH:MM). */
export function lastSlotBefore(now: Date, time: string): Date {
  const today = berlinDateString(now);
  const slot = berlinWallClockToInstant(today, time);
  return slot <= now ? slot : berlinWallClockToInstant(addBerlinDays(today, -1), time);
}

/**
 * Due when no backup succeeded since the last time slot: a centre whose computer was off at night gets its
 * copy as soon as the app runs again. A failure is retried an hour later, not at every look.
 */
export function backupIsDue(now: Date, time: string, last: { finishedAt: Date; ok: boolean } | null, lastSuccessAt: Date | null): boolean {
  if (lastSuccessAt && lastSuccessAt >= lastSlotBefore(now, time)) return false;
  if (last && !last.ok && now.getTime() - last.finishedAt.getTime() < RETRY_AFTER_MS) return false;
  return true;
}

/** The copies in the nightly folder, by the time in their names (the files `writeBackup` names). */
export function nightlyCopies(folder: string): (BackupCopy & { bytes: number })[] {
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const match = COPY_NAME.exec(name);
    if (!match) return [];
    const [day, time] = match[1]!.split('T');
    return [{ name, createdAt: new Date(`${day}T${time!.replace(/-/g, ':')}Z`), bytes: statSync(path.join(folder, name)).size }];
  });
}

/**
 * One nightly backup: a snapshot of the open PGlite database packed with media and keys into
 * DATA_DIR/backups, recorded, then the copies beyond what is kept deleted. A failure is recorded and
 * logged; it never stops the app.
 */
export async function runNightlyBackup(options: { env: Env; database: Database; log: Logger; now?: () => Date }): Promise<{ ok: boolean; file?: string }> {
  const { env, database, log } = options;
  const now = options.now ?? (() => new Date());
  const startedAt = now();
  const folder = nightlyBackupFolder(env);
  try {
    const written = await writeBackup({
      env,
      kind: 'pglite',
      target: path.join(folder, backupFileName(startedAt)),
      output: 'keep',
      dumpDatabase: async (file) => {
        const { dump, info } = await snapshotPglite(database);
        await writeFile(file, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
        return info;
      },
    });
    await recordBackupRun(database.db, { trigger: 'nightly', startedAt, finishedAt: now(), ok: true, file: path.basename(written.file), bytes: written.bytes });
    const deleted = copiesToDelete(nightlyCopies(folder), env.BACKUP_KEEP_DAILY, env.BACKUP_KEEP_WEEKLY);
    for (const copy of deleted) rmSync(path.join(folder, copy.name), { force: true });
    log.info({ file: written.file, bytes: written.bytes, deleted: deleted.map((copy) => copy.name) }, 'nightly backup written');
    return { ok: true, file: written.file };
  } catch (error) {
    log.error({ err: error }, 'nightly backup failed');
    await recordBackupRun(database.db, { trigger: 'nightly', startedAt, finishedAt: now(), ok: false, error: (error as Error).message.slice(0, 1000) }).catch((recordError: unknown) =>
      log.error({ err: recordError }, 'nightly backup: the failure could not be recorded'),
    );
    return { ok: false };
  }
}

/** Looks every ten minutes whether tonight's backup is due, and makes it. One app owns a PGlite directory. */
export function startNightlyBackups(options: { env: Env; database: Database; log: Logger }): { stop(): Promise<void> } {
  const { env, database } = options;
  if (!nightlyBackupsOn(env)) return { stop: async () => undefined };
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const check = async () => {
    const { last, lastSuccess } = await lastBackupRuns(database.db);
    if (stopped || !backupIsDue(new Date(), env.BACKUP_TIME, last, lastSuccess?.finishedAt ?? null)) return;
    await runNightlyBackup(options);
  };
  const schedule = (ms: number) => {
    timer = setTimeout(() => {
      running = check()
        .catch((error: unknown) => options.log.error({ err: error }, 'nightly backup: the check failed'))
        .finally(() => !stopped && schedule(CHECK_EVERY_MS));
    }, ms);
    timer.unref();
  };
  schedule(FIRST_CHECK_MS);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running; // a backup under way finishes before the database closes
    },
  };
}
