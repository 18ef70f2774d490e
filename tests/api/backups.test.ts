import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackupStatus } from '../../src/shared/schemas/backups';
import { runNightlyBackup } from '../../src/server/backups/nightly';
import { backupFileName } from '../../src/server/backups/write-backup';
import { openDatabase, type Database } from '../../src/server/db/client';
import { createSession, createUser } from '../../src/server/db/factories';
import { backupRuns, bookings } from '../../src/server/db/schema';
import { parseEnv } from '../../src/server/env';
import { createLogger } from '../../src/server/logger';
import { createAdmin } from '../support/factories';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';
import { createSharedPostgresDatabase } from '../support/test-db';
import { runScript } from '../support/run-script';

/*
 * Backups without doing anything: on the embedded database the app writes a copy of itself every night into
 * DATA_DIR/backups, keeps 7 daily and 4 weekly copies, and the office sees the last one's time and size and
 * a warning when it failed or is old. A nightly copy restores with `npm run restore`. On PostgreSQL the
 * office sees whether `npm run backup` ran.
 */
const onPglite = process.env.TEST_DB_KIND !== 'postgres';
const log = createLogger('silent');

let work: string;
let dataDir: string;
let app: TestApp;
let admin: TestClient;
let postgres: { url: string; drop(): Promise<void> } | undefined;

const status = async () => {
  const res = await admin.get('/api/admin/backups');
  expect(res.status).toBe(200);
  return res.json as BackupStatus;
};

const restore = (file: string, target: string) => runScript('restore', [file], { DATA_DIR: target, DATABASE_URL: '' });

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'sz-backups-'));
  dataDir = path.join(work, 'data');
  let database: Database | undefined;
  if (!onPglite) {
    postgres = await createSharedPostgresDatabase();
    database = await openDatabase({ kind: 'postgres', url: postgres.url, poolSize: 4 });
  }
  app = await createTestApp({ DATA_DIR: dataDir, ...(postgres ? { DATABASE_URL: postgres.url } : {}) }, { database });
  admin = await app.clientSignedInAs((await createAdmin(app.db, { email: 'sicherung@example.de' })).id);
});

afterAll(async () => {
  await app?.close();
  await postgres?.drop();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe.skipIf(!onPglite)('nightly backups on the embedded database', () => {
  const env = () => parseEnv({ NODE_ENV: 'test', DATA_DIR: dataDir });

  it('writes a copy the office sees with its time and size, and that copy restores', async () => {
    const before = await status();
    expect(before).toMatchObject({ mode: 'nightly', last: null, lastSuccess: null, copies: [], warning: null });
    expect(before.schedule).toEqual({ time: '03:30', keepDaily: 7, keepWeekly: 4, folder: path.join(dataDir, 'backups') });

    const member = await createUser(app.db, { email: 'nachts@example.de' });
    const session = await createSession(app.db);
    await app.db.insert(bookings).values({ userId: member.id, sessionId: session.id, status: 'confirmed' });

    const result = await runNightlyBackup({ env: env(), database: app.database, log });
    expect(result.ok).toBe(true);
    const after = await status();
    expect(after.warning).toBeNull();
    expect(after.lastSuccess).toMatchObject({ ok: true, trigger: 'nightly', file: path.basename(result.file!), bytes: statSync(result.file!).size });
    expect(after.copies).toEqual([expect.objectContaining({ name: path.basename(result.file!), bytes: statSync(result.file!).size })]);

    const restoredDir = path.join(work, 'restored');
    const restored = await restore(result.file!, restoredDir);
    expect(restored.code, restored.output).toBe(0);
    const copy = await openDatabase({ kind: 'pglite', dataDir: path.join(restoredDir, 'db') });
    try {
      const [row] = await copy.db.select({ n: count() }).from(bookings).where(sql`${bookings.userId} = ${member.id}`);
      expect(row!.n).toBe(1);
    } finally {
      await copy.close();
    }
  }, 120_000);

  it('keeps the newest copy of each of the last 7 days and 4 weeks and deletes the rest', async () => {
    const folder = path.join(dataDir, 'backups');
    rmSync(folder, { recursive: true, force: true });
    mkdirSync(folder);
    // Forty earlier nights, one copy each at 03:30 Berlin time, written as the app names them.
    for (let night = 1; night <= 40; night++) writeFileSync(path.join(folder, backupFileName(new Date(Date.UTC(2026, 10, 28 - night, 2, 30)))), 'alt');
    const result = await runNightlyBackup({ env: env(), database: app.database, log, now: () => new Date('2026-11-28T02:30:00Z') });
    expect(result.ok).toBe(true);
    const kept = readdirSync(folder).sort();
    // Saturday 28.11 and the six nights before it, and the newest copy of the three weeks before (Sundays).
    expect(kept.map((name) => name.slice(13, 23))).toEqual(['2026-11-08', '2026-11-15', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28']);
  }, 120_000);

  it('records a failure and warns the office, and warns when the last good copy is older than two days', async () => {
    // The backup folder cannot be made: a file is in its way.
    const blocked = path.join(work, 'blocked');
    writeFileSync(path.join(work, 'blocked-file'), '');
    const failing = parseEnv({ NODE_ENV: 'test', DATA_DIR: path.join(work, 'blocked-file') });
    expect((await runNightlyBackup({ env: failing, database: app.database, log })).ok).toBe(false);
    expect(existsSync(blocked)).toBe(false);
    const failed = await status();
    expect(failed.last).toMatchObject({ ok: false, trigger: 'nightly' });
    expect(failed.warning).toMatch(/^Die letzte Sicherung am \d\d\.\d\d\.\d{4} um \d\d:\d\d Uhr ist fehlgeschlagen: /);

    await app.db.delete(backupRuns);
    const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000);
    await app.db.insert(backupRuns).values({ trigger: 'nightly', startedAt: threeDaysAgo, finishedAt: threeDaysAgo, ok: true, file: 'alt.tar.gz', bytes: 1 });
    expect((await status()).warning).toMatch(/^Die letzte erfolgreiche Sicherung ist älter als zwei Tage/);
    const yesterday = new Date(Date.now() - 86_400_000);
    await app.db.insert(backupRuns).values({ trigger: 'nightly', startedAt: yesterday, finishedAt: yesterday, ok: true, file: 'neu.tar.gz', bytes: 1 });
    expect((await status()).warning).toBeNull();
  }, 60_000);
});

describe.skipIf(onPglite)('backups on PostgreSQL', () => {
  it('are the operator’s: the office sees whether `npm run backup` ran, and is warned while none did', async () => {
    const before = await status();
    expect(before).toMatchObject({ mode: 'operator', schedule: null, lastSuccess: null, copies: [] });
    expect(before.warning).toBe('Es wurde noch keine Sicherung verzeichnet. Bitte „npm run backup“ regelmäßig ausführen.');

    const file = path.join(work, 'pg.tar.gz');
    const result = await runScript('backup', [file], { DATA_DIR: dataDir, DATABASE_URL: postgres!.url });
    expect(result.code, result.output).toBe(0);
    const after = await status();
    expect(after.warning).toBeNull();
    expect(after.lastSuccess).toMatchObject({ ok: true, trigger: 'script', file, bytes: statSync(file).size });
  }, 120_000);
});
