/**
 * Writes one backup file of this installation (decision 34):
 *   npm run backup                       → backups/sportzentrum-2026-11-24T19-30-00Z.tar.gz (UTC)
 *   npm run backup -- /mnt/sicherung     → into that folder; a name ending in .tar.gz is used as the file name
 * With DATABASE_URL a pg_dump of the database, otherwise a copy of the PGlite directory made by the running
 * app (or by this script when no app runs); with it the media files under DATA_DIR/media and the generated
 * keys. The file holds every member's personal data: keep it encrypted and off this machine.
 */
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { describeDatabase, fetchSnapshot, openBackupChannel, recordThroughApp, snapshotPglite, type DatabaseInfo, type ScriptBackupRun } from '../src/server/db/backup';
import { openDatabase } from '../src/server/db/client';
import { parseEnv, type Env } from '../src/server/env';
import { createLogger } from '../src/server/logger';
import { libpq, localMediaDir, run } from '../src/server/backups/archive';
import { recordBackupRun } from '../src/server/backups/record';
import { backupFileName, writeBackup, type WrittenBackup } from '../src/server/backups/write-backup';

const { positionals } = parseArgs({ allowPositionals: true, options: {} });

function targetFile(argument: string | undefined): string {
  if (argument?.endsWith('.tar.gz')) return path.resolve(argument);
  return path.resolve(argument ?? 'backups', backupFileName(new Date()));
}

type Dumped = DatabaseInfo & { source?: string };

async function dumpPostgres(url: string, file: string): Promise<Dumped> {
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
  const info = await describeDatabase(database.db).finally(() => database.close());
  const { dbname, env } = libpq(url);
  // One transaction snapshot: consistent while app servers keep writing.
  if ((await run('pg_dump', ['--format=custom', `--file=${file}`, `--dbname=${dbname}`], env)) !== 0) throw new Error('pg_dump ist fehlgeschlagen (siehe oben).');
  return info;
}

/** From the running app; when none runs, this script opens the directory itself and holds its socket meanwhile. */
async function dumpPglite(env: Env, file: string): Promise<Dumped> {
  const fromApp = await fetchSnapshot(env.DATA_DIR, file);
  if (fromApp) return { ...fromApp, source: 'von der laufenden App' };
  const dataDir = path.join(env.DATA_DIR, 'db');
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) throw new Error(`In ${dataDir} liegt keine Datenbank.`);
  const channel = await openBackupChannel(env.DATA_DIR, createLogger(env.LOG_LEVEL));
  const database = await openDatabase({ kind: 'pglite', dataDir });
  channel.serve(database);
  try {
    const { dump, info } = await snapshotPglite(database);
    await writeFile(file, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
    return { ...info, source: 'direkt aus dem Verzeichnis (die App lief nicht)' };
  } finally {
    await database.close();
    await channel.close();
  }
}

/** Records the run where the office sees it: through the running app on PGlite, else in the database itself. */
async function record(env: Env, run: ScriptBackupRun) {
  try {
    if (!env.DATABASE_URL && (await recordThroughApp(env.DATA_DIR, run))) return;
    const database = env.DATABASE_URL ? await openDatabase({ kind: 'postgres', url: env.DATABASE_URL, poolSize: 1 }) : await openDatabase({ kind: 'pglite', dataDir: path.join(env.DATA_DIR, 'db') });
    try {
      await recordBackupRun(database.db, { trigger: 'script', startedAt: new Date(run.startedAt), ok: run.ok, file: run.file ?? null, bytes: run.bytes ?? null, error: run.error ?? null });
    } finally {
      await database.close();
    }
  } catch (error) {
    console.error(`Hinweis: Die Sicherung konnte nicht in der Übersicht der Verwaltung verzeichnet werden: ${(error as Error).message}`);
  }
}

async function main() {
  const env = parseEnv();
  const target = targetFile(positionals[0]);
  const kind = env.DATABASE_URL ? 'postgres' : 'pglite';
  const startedAt = new Date().toISOString();
  let written: WrittenBackup;
  try {
    written = await writeBackup({
      env,
      kind,
      target,
      output: 'terminal',
      dumpDatabase: (file) => (env.DATABASE_URL ? dumpPostgres(env.DATABASE_URL, file) : dumpPglite(env, file)),
    });
  } catch (error) {
    await record(env, { startedAt, ok: false, error: (error as Error).message.slice(0, 1000) });
    throw error;
  }
  await record(env, { startedAt, ok: true, file: written.file, bytes: written.bytes });

  const { manifest, source } = written;
  const megabytes = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 }).format(written.bytes / 1e6);
  console.log(`Sicherung geschrieben: ${written.file} (${megabytes} MB)`);
  console.log(`  Datenbank: ${kind === 'pglite' ? 'PGlite' : 'PostgreSQL'} ${manifest.serverVersion}, ${manifest.migrations} Migrationen${source ? `, ${source}` : ''}`);
  console.log(localMediaDir(env) ? `  Mediendateien: ${manifest.mediaFiles}` : `  Mediendateien: im S3-Bucket ${env.MEDIA_S3_BUCKET}, nicht in dieser Datei (gesichert durch die Versionierung des Buckets)`);
  if (written.keys.length) console.log(`  Schlüssel: ${written.keys.join(', ')}`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
