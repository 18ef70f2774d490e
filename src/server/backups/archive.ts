import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { DatabaseInfo } from '../db/backup';
import { migrationsFolder } from '../db/client';
import type { Env } from '../env';
import { s3ConfigFrom } from '../media/s3-storage';

/*
 * The file `npm run backup` writes and `npm run restore` reads (decision 34), a .tar.gz holding
 *   manifest.json             what is in it (BackupManifest)
 *   database.dump             PostgreSQL: pg_dump --format=custom
 *   pglite.tar.gz             PGlite: the data directory, as PGlite's dumpDataDir writes it
 *   media/                    the media library's files, when they are kept under DATA_DIR/media
 *   auth-secret, vapid.json   the keys the app generated into DATA_DIR, when there are any
 */
export const MANIFEST = 'manifest.json';
export const DATABASE_PART = { postgres: 'database.dump', pglite: 'pglite.tar.gz' } as const;
export const MEDIA = 'media';
/** Generated on first start: sessions are signed with the first, push subscriptions belong to the second. */
export const KEY_FILES = ['auth-secret', 'vapid.json'];

export type BackupManifest = DatabaseInfo & { format: 1; createdAt: string; database: keyof typeof DATABASE_PART; mediaFiles: number };

/** DATA_DIR/media, or null when the media library keeps its files in an S3 bucket. */
export const localMediaDir = (env: Env) => (s3ConfigFrom(env) ? null : path.join(env.DATA_DIR, MEDIA));

export const countFiles = (dir: string) =>
  existsSync(dir) ? readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length : 0;

/** How many migrations this version of the app knows: a backup with more comes from a newer version. */
export const knownMigrations = (): number => JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')).entries.length;

/**
 * Runs a program and resolves to its exit code. A script lets it write to the terminal; the app keeps what
 * it printed on stderr (`output: 'keep'`) to log it and to name it in the failure it records.
 */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return runProgram(command, args, env, 'terminal').then(({ code }) => code);
}

export function runProgram(command: string, args: string[], env: NodeJS.ProcessEnv, output: 'terminal' | 'keep'): Promise<{ code: number; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: output === 'terminal' ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'ignore', 'pipe'], env });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
    child.once('error', (error: NodeJS.ErrnoException) => {
      const hint = command === 'tar' ? 'GNU tar' : 'die PostgreSQL-Client-Programme, mindestens in der Version des Servers';
      reject(error.code === 'ENOENT' ? new Error(`${command} wurde nicht gefunden: bitte ${hint} installieren.`) : error);
    });
    child.once('exit', (code) => resolve({ code: code ?? 1, stderr: stderr.trim() }));
  });
}

/** pg_dump/pg_restore's connection: the URL without its password, which goes in PGPASSWORD so `ps` never shows it. */
export function libpq(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}
