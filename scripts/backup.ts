/**
 * Writes one backup file of this installation (decision 34):
 *   npm run backup                       → backups/sportzentrum-2026-11-24T19-30-00Z.tar.gz (UTC)
 *   npm run backup -- /mnt/sicherung     → into that folder; a name ending in .tar.gz is used as the file name
 * With DATABASE_URL a pg_dump of the database, otherwise a copy of the PGlite directory made by the running
 * app (or by this script when no app runs); with it the media files under DATA_DIR/media and the generated
 * keys. The file holds every member's personal data: keep it encrypted and off this machine.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { describeDatabase, fetchSnapshot, openBackupChannel, snapshotPglite, type DatabaseInfo } from '../src/server/db/backup';
import { openDatabase } from '../src/server/db/client';
import { parseEnv, type Env } from '../src/server/env';
import { createLogger } from '../src/server/logger';
import { countFiles, DATABASE_PART, KEY_FILES, libpq, localMediaDir, MANIFEST, run, type BackupManifest } from './support/backup-archive';

const { positionals } = parseArgs({ allowPositionals: true, options: {} });

function targetFile(argument: string | undefined): string {
  const stamp = `${new Date().toISOString().slice(0, 19).replace(/:/g, '-')}Z`;
  if (argument?.endsWith('.tar.gz')) return path.resolve(argument);
  return path.resolve(argument ?? 'backups', `sportzentrum-${stamp}.tar.gz`);
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

async function main() {
  const env = parseEnv();
  const target = targetFile(positionals[0]);
  mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
  const staging = mkdtempSync(path.join(path.dirname(target), '.sportzentrum-backup-'));
  const kind = env.DATABASE_URL ? 'postgres' : 'pglite';
  const mediaDir = localMediaDir(env);
  const dataDir = path.resolve(env.DATA_DIR);
  try {
    const databaseFile = path.join(staging, DATABASE_PART[kind]);
    const { source, ...info }: Dumped = env.DATABASE_URL ? await dumpPostgres(env.DATABASE_URL, databaseFile) : await dumpPglite(env, databaseFile);
    // The database first, then the files: an image uploaded meanwhile is only an unused extra file.
    const fromDataDir = [...(mediaDir && existsSync(mediaDir) ? [path.basename(mediaDir)] : []), ...KEY_FILES.filter((name) => existsSync(path.join(dataDir, name)))];
    const manifest: BackupManifest = { format: 1, createdAt: new Date().toISOString(), database: kind, ...info, mediaFiles: mediaDir ? countFiles(mediaDir) : 0 };
    writeFileSync(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);

    const partial = `${target}.partial`;
    writeFileSync(partial, '', { mode: 0o600 }); // tar writes into it and keeps the mode
    const code = await run('tar', ['-czf', partial, '-C', staging, MANIFEST, DATABASE_PART[kind], ...(fromDataDir.length ? ['-C', dataDir, ...fromDataDir] : [])]);
    // 1: a media file changed or vanished while it was read (tar names it above); everything else is complete.
    if (code > 1) throw new Error('tar ist fehlgeschlagen (siehe oben).');
    // Renamed only when complete, so a file with the final name is never half written.
    await rename(partial, target);

    const megabytes = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 }).format(statSync(target).size / 1e6);
    console.log(`Sicherung geschrieben: ${target} (${megabytes} MB)`);
    console.log(`  Datenbank: ${kind === 'pglite' ? 'PGlite' : 'PostgreSQL'} ${info.serverVersion}, ${info.migrations} Migrationen${source ? `, ${source}` : ''}`);
    console.log(mediaDir ? `  Mediendateien: ${manifest.mediaFiles}` : `  Mediendateien: im S3-Bucket ${env.MEDIA_S3_BUCKET}, nicht in dieser Datei (gesichert durch die Versionierung des Buckets)`);
    const keys = fromDataDir.filter((name) => KEY_FILES.includes(name));
    if (keys.length) console.log(`  Schlüssel: ${keys.join(', ')}`);
  } finally {
    rmSync(staging, { recursive: true, force: true });
    rmSync(`${target}.partial`, { force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
