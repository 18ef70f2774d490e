/**
 * Brings a file of `npm run backup` back into an empty installation (decision 34):
 *   npm run restore -- backups/sportzentrum-2026-11-24T19-30-00Z.tar.gz [--force]
 * The installation is the one the environment names, as for `npm start` (DATABASE_URL, else DATA_DIR).
 * Refuses when its database or DATA_DIR/media already hold something, and on PGlite while the app runs;
 * --force deletes what is there first (stop every app server before).
 */
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { rename } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { describeDatabase, openBackupChannel, type DatabaseInfo } from '../src/server/db/backup';
import { openDatabase, queryRows } from '../src/server/db/client';
import { parseEnv, type Env } from '../src/server/env';
import { createLogger } from '../src/server/logger';
import { countFiles, DATABASE_PART, KEY_FILES, knownMigrations, libpq, MANIFEST, MEDIA, run, type BackupManifest } from '../src/server/backups/archive';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { force: { type: 'boolean', default: false } } });

/** Where the database goes: what it holds now, how to empty it, how to load the backup's part into it. */
type Target = { name: string; contents(): Promise<string[]>; clear(): Promise<void>; load(part: string): Promise<DatabaseInfo>; close(): Promise<void> };

async function pgliteTarget(env: Env): Promise<Target> {
  // Held until the end: refuses while the app runs, and keeps it from starting on a half-restored directory.
  const channel = await openBackupChannel(env.DATA_DIR, createLogger(env.LOG_LEVEL));
  const dir = path.join(env.DATA_DIR, 'db');
  const clear = async () => rmSync(dir, { recursive: true, force: true });
  return {
    name: dir,
    contents: async () => (existsSync(path.join(dir, 'PG_VERSION')) ? ['eine Datenbank'] : []),
    clear,
    async load(part) {
      try {
        const database = await openDatabase({ kind: 'pglite', dataDir: dir, loadDataDir: new Blob([readFileSync(part)]) });
        return await describeDatabase(database.db).finally(() => database.close());
      } catch (error) {
        await clear(); // so that a second attempt needs no --force
        throw error;
      }
    },
    close: () => channel.close(),
  };
}

async function postgresTarget(url: string): Promise<Target> {
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
  return {
    name: `der Datenbank ${new URL(url).pathname.slice(1)}`,
    async contents() {
      const tables = await queryRows<{ name: string }>(
        database.db,
        sql`select table_schema || '.' || table_name as name from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema') order by 1`,
      );
      return tables.length ? [`${tables.length} Tabellen (${tables.slice(0, 3).map((t) => t.name).join(', ')}${tables.length > 3 ? ', …' : ''})`] : [];
    },
    async clear() {
      const [{ others }] = await queryRows<{ others: number }>(
        database.db,
        sql`select count(*)::int as others from pg_stat_activity where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid()`,
      );
      if (others > 0) throw new Error(`Mit der Datenbank sind noch ${others} andere Verbindungen offen: bitte zuerst alle App-Server stoppen.`);
      // Whole schemas, so tables of a newer app version do not stay behind beside the restored ones.
      await database.db.execute(sql`drop schema if exists drizzle cascade`);
      await database.db.execute(sql`drop schema public cascade`);
      await database.db.execute(sql`create schema public`);
    },
    async load(part) {
      const { dbname, env } = libpq(url);
      // The restored objects belong to the user restoring, whichever role owned them where the backup was made.
      const code = await run('pg_restore', ['--no-owner', '--no-acl', '--exit-on-error', '--single-transaction', `--dbname=${dbname}`, part], env);
      if (code !== 0) throw new Error('pg_restore ist fehlgeschlagen (siehe oben); von der Sicherung wurde nichts übernommen.');
      // A dump carries no planner statistics; without them the first queries would be planned blind.
      await database.db.execute(sql`analyze`);
      return describeDatabase(database.db);
    },
    close: () => database.close(),
  };
}

function readManifest(staging: string, kind: BackupManifest['database']): BackupManifest {
  const file = path.join(staging, MANIFEST);
  const manifest = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as BackupManifest) : null;
  if (manifest?.format !== 1) throw new Error('Das ist keine Sicherung von `npm run backup`.');
  const label = { pglite: 'PGlite (ohne DATABASE_URL)', postgres: 'PostgreSQL (DATABASE_URL)' };
  if (manifest.database !== kind) throw new Error(`Die Sicherung ist für ${label[manifest.database]}, diese Installation nutzt ${label[kind]}.`);
  if (manifest.migrations > knownMigrations()) {
    throw new Error(`Die Sicherung stammt von einer neueren Version der App (${manifest.migrations} Migrationen, diese kennt ${knownMigrations()}): bitte zuerst diese Version installieren.`);
  }
  return manifest;
}

async function main() {
  const file = positionals[0];
  if (!file) throw new Error('Aufruf: npm run restore -- <Sicherungsdatei> [--force]');
  if (!existsSync(file)) throw new Error(`${file} gibt es nicht.`);
  const env = parseEnv();
  const kind = env.DATABASE_URL ? 'postgres' : 'pglite';
  mkdirSync(env.DATA_DIR, { recursive: true });
  const staging = mkdtempSync(path.join(env.DATA_DIR, '.restore-'));
  let target: Target | undefined;
  try {
    if ((await run('tar', ['-xzf', path.resolve(file), '-C', staging])) !== 0) throw new Error(`${file} lässt sich nicht entpacken (siehe oben).`);
    const manifest = readManifest(staging, kind);
    const when = new Date(manifest.createdAt).toLocaleString('de-DE', { timeZone: 'Europe/Berlin', dateStyle: 'medium', timeStyle: 'short' });
    console.log(`Sicherung vom ${when}: ${manifest.migrations} Migrationen, ${manifest.mediaFiles} Mediendateien`);

    target = kind === 'pglite' ? await pgliteTarget(env) : await postgresTarget(env.DATABASE_URL!);
    const mediaDir = path.join(env.DATA_DIR, MEDIA);
    const media = countFiles(mediaDir);
    const existing = [...(await target.contents()), ...(media ? [`${media} Mediendateien in ${mediaDir}`] : [])];
    if (existing.length && !values.force) {
      throw new Error(`Hier liegen schon Daten: ${existing.join('; ')}. Wiederherstellen nur in eine leere Installation, oder mit --force, das sie zuerst löscht.`);
    }
    if (existing.length) await target.clear();
    rmSync(mediaDir, { recursive: true, force: true });

    const info = await target.load(path.join(staging, DATABASE_PART[kind]));
    if (info.migrations !== manifest.migrations) throw new Error(`Prüfung fehlgeschlagen: ${info.migrations} statt ${manifest.migrations} Migrationen wiederhergestellt.`);
    if (existsSync(path.join(staging, MEDIA))) await rename(path.join(staging, MEDIA), mediaDir);
    const keys = KEY_FILES.filter((name) => existsSync(path.join(staging, name)));
    for (const name of keys) {
      copyFileSync(path.join(staging, name), path.join(env.DATA_DIR, name));
      chmodSync(path.join(env.DATA_DIR, name), 0o600);
    }

    console.log(`Wiederhergestellt in ${target.name}: ${kind === 'pglite' ? 'PGlite' : 'PostgreSQL'} ${info.serverVersion}, ${info.migrations} Migrationen`);
    const restoredMedia = countFiles(mediaDir);
    console.log(`  Mediendateien: ${restoredMedia} in ${mediaDir}${restoredMedia && env.MEDIA_S3_BUCKET ? ' (die App liest aber aus dem S3-Bucket)' : ''}`);
    if (keys.length) console.log(`  Schlüssel: ${keys.join(', ')} in ${env.DATA_DIR}`);
    console.log('Jetzt die App starten (npm run start:server); sie wendet neuere Migrationen beim Start an.');
  } finally {
    await target?.close();
    rmSync(staging, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
