import { createWriteStream } from 'node:fs';
import { chmod, mkdir, unlink } from 'node:fs/promises';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect } from 'node:net';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import { recordBackupRun } from '../backups/record';
import type { Logger } from '../logger';
import { queryRows, type Database, type Db } from './client';

/*
 * The running app's part of `npm run backup` on PGlite (decision 34). Only one process may open a PGlite
 * directory (a second one corrupts it), so the backup script cannot read the database beside the app: it
 * asks the app over a Unix socket in DATA_DIR that only the app's own user can open, and the app answers
 * with a copy of its data directory. The socket also tells a second app, and the restore script, that
 * the directory is in use.
 */

export const backupSocketPath = (dataDir: string) => path.join(dataDir, 'backup.sock');

export type DatabaseInfo = { serverVersion: string; migrations: number };

/** What a backup records about its database, so a restore can tell whether this app version can use it. */
export async function describeDatabase(db: Db): Promise<DatabaseInfo> {
  const [row] = await queryRows<{ server_version: string; migrations: number }>(
    db,
    sql`select current_setting('server_version') as server_version, (select count(*)::int from drizzle.__drizzle_migrations) as migrations`,
  );
  return { serverVersion: row.server_version, migrations: row.migrations };
}

/**
 * A copy of the PGlite data directory (gzipped tar). PGlite runs one statement at a time and the copy is
 * taken between two, so it is what a crash at that instant would leave: every committed transaction is
 * in it, one still open is rolled back when the copy is opened.
 */
export async function snapshotPglite(database: Database): Promise<{ dump: Blob; info: DatabaseInfo }> {
  if (!database.dumpDataDir) throw new Error('snapshotPglite needs a PGlite database');
  const info = await describeDatabase(database.db);
  // Writes every changed page to its file first, so the copy opens without replaying much WAL.
  await database.db.execute(sql`checkpoint`);
  return { dump: await database.dumpDataDir(), info };
}

/** True when an app answers on DATA_DIR's backup socket; false when there is none or only a stale file. */
export function appIsRunning(dataDir: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const socket = connect(backupSocketPath(dataDir));
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(false);
      else reject(new Error(`${backupSocketPath(dataDir)}: ${error.message} (als der Benutzer ausführen, unter dem die App läuft)`));
    });
  });
}

export type BackupChannel = { serve(database: Database): void; close(): Promise<void> };

const listen = (server: Server, socketPath: string) =>
  new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      resolve();
    });
  });

/**
 * Listens on DATA_DIR/backup.sock before the app opens its PGlite directory, and refuses (throws) when
 * another app already answers there. A socket file left by a killed process is replaced.
 */
export async function openBackupChannel(dataDir: string, log: Logger): Promise<BackupChannel> {
  const socketPath = backupSocketPath(dataDir);
  // Linux takes at most 107 bytes for a socket's path and Node would silently bind a shortened one.
  if (Buffer.byteLength(socketPath) > 107) {
    throw new Error(`${socketPath} ist als Pfad eines Unix-Sockets zu lang (höchstens 107 Bytes): bitte einen kürzeren DATA_DIR wählen.`);
  }
  await mkdir(dataDir, { recursive: true });
  let database: Database | undefined;
  const server = createServer((req, res) => {
    if (req.method === 'POST' && req.url === '/backup-runs') return void recordRunFromScript(req, res);
    if (req.method !== 'GET' || req.url !== '/snapshot') return void res.writeHead(404).end();
    if (!database) return void res.writeHead(503).end('Die Datenbank ist noch nicht geöffnet.');
    snapshotPglite(database).then(
      async ({ dump, info }) => {
        res.writeHead(200, { 'content-type': 'application/gzip', 'content-length': dump.size, 'x-database-info': JSON.stringify(info) });
        res.end(Buffer.from(await dump.arrayBuffer()));
        log.info({ bytes: dump.size }, 'backup: database snapshot sent');
      },
      (err: Error) => {
        log.error({ err }, 'backup: snapshot failed');
        res.writeHead(500).end(err.message);
      },
    );
  });
  // The script's record of the backup it finished, written by the app that owns the directory.
  const recordRunFromScript = async (req: IncomingMessage, res: ServerResponse) => {
    try {
      let body = '';
      for await (const chunk of req) body += chunk;
      if (!database) throw new Error('Die Datenbank ist noch nicht geöffnet.');
      const run = JSON.parse(body) as ScriptBackupRun;
      await recordBackupRun(database.db, { trigger: 'script', startedAt: new Date(run.startedAt), ok: run.ok, file: run.file ?? null, bytes: run.bytes ?? null, error: run.error ?? null });
      res.writeHead(204).end();
    } catch (err) {
      log.error({ err }, 'backup: the script\'s record could not be written');
      res.writeHead(500).end((err as Error).message);
    }
  };
  try {
    await listen(server, socketPath);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    if (await appIsRunning(dataDir)) {
      throw new Error(`${dataDir} wird schon benutzt (die App oder ein Skript antwortet auf ${socketPath}). Bitte zuerst beenden.`);
    }
    await unlink(socketPath);
    await listen(server, socketPath);
  }
  // Connecting needs write permission on the socket file: only the app's own user (and root) may ask.
  await chmod(socketPath, 0o600);
  return {
    serve(db) {
      database = db;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Asks the app running on `dataDir` for a snapshot and writes it to `file`. Resolves to null when no app
 * runs there (the caller may then open the directory itself).
 */
export async function fetchSnapshot(dataDir: string, file: string): Promise<DatabaseInfo | null> {
  if (!(await appIsRunning(dataDir))) return null;
  const res = await new Promise<IncomingMessage>((resolve, reject) =>
    request({ socketPath: backupSocketPath(dataDir), path: '/snapshot' }, resolve).on('error', reject).end(),
  );
  if (res.statusCode !== 200) {
    let body = '';
    for await (const chunk of res) body += chunk;
    throw new Error(`Die App konnte keine Sicherung erstellen (${res.statusCode}): ${body}`);
  }
  await pipeline(res, createWriteStream(file, { mode: 0o600 }));
  return JSON.parse(String(res.headers['x-database-info'])) as DatabaseInfo;
}

/** What `npm run backup` reports of a finished backup, to be recorded with the others. */
export type ScriptBackupRun = { startedAt: string; ok: boolean; file?: string; bytes?: number; error?: string };

/** Hands the record to the app running on `dataDir`. Resolves to false when no app runs there. */
export async function recordThroughApp(dataDir: string, run: ScriptBackupRun): Promise<boolean> {
  if (!(await appIsRunning(dataDir))) return false;
  const res = await new Promise<IncomingMessage>((resolve, reject) =>
    request({ socketPath: backupSocketPath(dataDir), path: '/backup-runs', method: 'POST', headers: { 'content-type': 'application/json' } }, resolve)
      .on('error', reject)
      .end(JSON.stringify(run)),
  );
  res.resume();
  if (res.statusCode !== 204) throw new Error(`Die App konnte die Sicherung nicht verzeichnen (${res.statusCode}).`);
  return true;
}
