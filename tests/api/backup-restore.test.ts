import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBackupChannel, type BackupChannel } from '../../src/server/db/backup';
import { openDatabase, queryRows, type Database, type Db } from '../../src/server/db/client';
import { seedDemoData } from '../../src/server/db/seed';
import { createLogger } from '../../src/server/logger';
import { createAdmin, createCourse, createSession, createUser } from '../../src/server/db/factories';
import { backupRuns } from '../../src/server/db/schema';
import { withDatabase } from '../support/global-setup';
import { createTestApp, TEST_ORIGIN, type TestApp, type TestClient } from '../support/test-app';
import { createSharedPostgresDatabase, pgliteTemplateDump } from '../support/test-db';
import { runScript } from '../support/run-script';

/*
 * `npm run backup` and `npm run restore` as an operator runs them (child processes), on PGlite or, in the
 * api-postgres project, on PostgreSQL: a backup taken while the app books is one consistent moment, and a
 * backup restored into an empty installation equals the source table by table, row by row. The tables
 * come from information_schema, so a table added later is compared without changing this test.
 */
const onPglite = process.env.TEST_DB_KIND !== 'postgres';
const SLOW = 180_000;

type Installation = { env: Record<string, string>; dataDir: string; open(): Promise<Database> };
type Rows = Map<string, string[]>;

let work: string;
let source: Installation;
let sourceDatabase: Database;
let channel: BackupChannel | undefined;
let app: TestApp;
let admin: TestClient;
const dropPostgres: (() => Promise<void>)[] = [];
let pgAdmin: pg.Client | undefined;

const npmRun = (script: 'backup' | 'restore', args: string[], installation: Installation) => runScript(script, args, installation.env);

async function emptyInstallation(name: string): Promise<Installation> {
  const dataDir = path.join(work, name);
  if (onPglite) return { dataDir, env: { DATA_DIR: dataDir, DATABASE_URL: '' }, open: () => openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') }) };
  const database = `sz_restore_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  await pgAdmin!.query(`create database ${database} template template0`);
  dropPostgres.push(() => pgAdmin!.query(`drop database if exists ${database} with (force)`).then(() => undefined));
  const url = withDatabase(process.env.TEST_DATABASE_URL!, database);
  return { dataDir, env: { DATA_DIR: dataDir, DATABASE_URL: url }, open: () => openDatabase({ kind: 'postgres', url, poolSize: 2 }) };
}

const tableNames = async (db: Db) =>
  (
    await queryRows<{ name: string }>(
      db,
      sql`select quote_ident(table_schema) || '.' || quote_ident(table_name) as name from information_schema.tables
          where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema') order by 1`,
    )
  ).map((t) => t.name);

/**
 * Every table's rows as JSON text, sorted, so two databases compare whatever order they return rows in.
 * Except the record of backups: `npm run backup` writes its own run into the source once the copy is
 * taken, so a copy never holds the record of itself.
 */
async function tableRows(db: Db): Promise<Rows> {
  const rows: Rows = new Map();
  for (const table of (await tableNames(db)).filter((name) => name !== 'public.backup_runs')) {
    const result = await queryRows<{ row: string }>(db, sql.raw(`select row_to_json(t)::text as row from ${table} t`));
    rows.set(table, result.map((r) => r.row).sort());
  }
  return rows;
}

function differences(expected: Rows, actual: Rows): string[] {
  const problems: string[] = [];
  for (const [table, rows] of expected) {
    const restored = actual.get(table);
    if (!restored) problems.push(`${table}: missing`);
    else if (restored.length !== rows.length) problems.push(`${table}: ${rows.length} rows in the source, ${restored.length} restored`);
    else if (restored.some((row, i) => row !== rows[i])) problems.push(`${table}: rows differ`);
  }
  for (const table of actual.keys()) if (!expected.has(table)) problems.push(`${table}: not in the source`);
  return problems;
}

async function rowsOf(installation: Installation): Promise<Rows> {
  const database = await installation.open();
  try {
    return await tableRows(database.db);
  } finally {
    await database.close();
  }
}

/** The files under DATA_DIR/media (and the keys) with their bytes. */
function filesOf(dataDir: string): Record<string, string> {
  const media = path.join(dataDir, 'media');
  const names = readdirSync(media, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  const files = Object.fromEntries(names.map((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    return [path.relative(dataDir, file), readFileSync(file).toString('base64')];
  }));
  return { ...files, 'auth-secret': readFileSync(path.join(dataDir, 'auth-secret'), 'utf8') };
}

const count = async (db: Db, table: 'bookings' | 'payments' | 'mails') =>
  (await queryRows<{ n: number }>(db, sql.raw(`select count(*)::int as n from ${table}`)))[0].n;

/** Per session: seats taken minus confirmed bookings. Each booking changes both in one transaction, so any consistent moment shows the same. */
const seatDrift = async (db: Db) =>
  Object.fromEntries(
    (
      await queryRows<{ id: string; drift: number }>(
        db,
        sql`select s.id, s.current_participants - (count(b.id) filter (where b.status = 'confirmed'))::int as drift
            from sessions s left join bookings b on b.session_id = s.id group by s.id`,
      )
    ).map((r) => [r.id, r.drift]),
  );

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'sz-backup-'));
  const dataDir = path.join(work, 'source');
  mkdirSync(dataDir);
  if (onPglite) {
    source = { dataDir, env: { DATA_DIR: dataDir, DATABASE_URL: '' }, open: () => openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') }) };
    // As the app does: the channel first, then the directory.
    channel = await openBackupChannel(dataDir, createLogger('silent'));
    sourceDatabase = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db'), loadDataDir: await pgliteTemplateDump() });
    channel.serve(sourceDatabase);
  } else {
    pgAdmin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await pgAdmin.connect();
    const shared = await createSharedPostgresDatabase();
    dropPostgres.push(shared.drop);
    source = { dataDir, env: { DATA_DIR: dataDir, DATABASE_URL: shared.url }, open: () => openDatabase({ kind: 'postgres', url: shared.url, poolSize: 2 }) };
    sourceDatabase = await source.open();
  }
  app = await createTestApp({ DATA_DIR: dataDir, API_BUDGET: 'off', RATE_LIMIT: 'off' }, { database: sourceDatabase });
  await seedDemoData(app.db, { publicUrl: TEST_ORIGIN });
  admin = await app.clientSignedInAs((await createAdmin(app.db)).id);
  writeFileSync(path.join(dataDir, 'auth-secret'), 'a'.repeat(64), { mode: 0o600 });

  // One picture through the media library, so DATA_DIR/media holds what an upload leaves there.
  const form = new FormData();
  const png = await sharp({ create: { width: 600, height: 300, channels: 3, background: { r: 20, g: 120, b: 200 } } }).png().toBuffer();
  form.set('file', new File([new Uint8Array(png)], 'halle.png', { type: 'image/png' }));
  form.set('altText', 'Die große Halle');
  const uploaded = await app.app.request(`${TEST_ORIGIN}/api/admin/media`, {
    method: 'POST',
    body: form,
    headers: { origin: TEST_ORIGIN, 'x-forwarded-for': admin.ip, cookie: admin.cookieHeaders().map(([k, v]) => `${k}=${v}`).join('; ') },
  });
  expect(uploaded.status).toBe(201);
}, SLOW);

afterAll(async () => {
  await app?.spots.close();
  await app?.jobs.stop();
  await sourceDatabase?.close().catch(() => undefined);
  await channel?.close();
  for (const drop of dropPostgres) await drop();
  await pgAdmin?.end();
  rmSync(work, { recursive: true, force: true });
});

describe('npm run backup and npm run restore', () => {
  let sourceRows: Rows;
  let quietBackup: string;
  let loadTarget: Installation;

  it('backs up while the app takes bookings and payments; the restored copy is one consistent moment', async () => {
    const course = await createCourse(app.db, { maxParticipants: 50 });
    const sessions = await Promise.all(
      Array.from({ length: 12 }, (_, i) => createSession(app.db, { courseId: course.id, startTime: new Date(Date.now() + (48 + 2 * i) * 3_600_000) })),
    );
    const members = await Promise.all(Array.from({ length: 6 }, () => createUser(app.db)));
    const clients = await Promise.all(members.map((m) => app.clientSignedInAs(m.id)));
    const before = { bookings: await count(app.db, 'bookings'), payments: await count(app.db, 'payments') };

    let stop = false;
    let served = 0;
    let paid = 0;
    // In-process PGlite answers within microtasks: without a pause now and then the load would starve the
    // backup script's socket request (and take every core from the script on a small machine).
    const nextTurn = () => new Promise((resolve) => setTimeout(resolve, 5));
    const booking = clients.map(async (client, c) => {
      for (let i = 0; !stop; i++) {
        await nextTurn();
        const sessionId = sessions[(i + c) % sessions.length].id;
        const booked = await client.post('/api/bookings', { sessionId });
        expect(booked.status).toBe(200);
        served++;
        // Every other booking is cancelled again, so the load writes for as long as it runs.
        const [row] = await queryRows<{ id: string }>(app.db, sql`select id from bookings where user_id = ${members[c].id} and session_id = ${sessionId} and status = 'confirmed'`);
        if (i % 2 === 0 && row) {
          expect((await client.post(`/api/bookings/${row.id}/cancel`)).status).toBe(200);
          served++;
        }
      }
    });
    const paying = (async () => {
      for (let i = 0; !stop; i++) {
        await nextTurn();
        const res = await admin.post('/api/admin/payments', { userId: members[i % members.length].id, amount: 10 + i, status: 'completed' });
        expect(res.status).toBe(200);
        served++;
        paid++;
      }
    })();
    while (served < 30 || paid < 3) await new Promise((resolve) => setTimeout(resolve, 20));

    const servedBefore = served;
    const backup = await npmRun('backup', [path.join(work, 'backups')], source);
    const servedDuring = served - servedBefore;
    stop = true;
    await Promise.all([...booking, paying]);
    expect(backup.output).toContain('Sicherung geschrieben');
    expect(backup.code, backup.output).toBe(0);
    if (onPglite) expect(backup.output).toContain('von der laufenden App');
    expect(servedDuring).toBeGreaterThan(0);
    const file = backup.output.match(/Sicherung geschrieben: (\S+)/)![1];
    expect(path.basename(file)).toMatch(/^sportzentrum-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/);

    loadTarget = await emptyInstallation('restored-under-load');
    const restore = await npmRun('restore', [file], loadTarget);
    expect(restore.code, restore.output).toBe(0);
    expect(restore.output).toContain('Wiederhergestellt');

    const after = { bookings: await count(app.db, 'bookings'), payments: await count(app.db, 'payments') };
    const restored = await loadTarget.open();
    try {
      expect(await tableNames(restored.db)).toEqual(await tableNames(app.db));
      for (const table of ['bookings', 'payments'] as const) {
        const n = await count(restored.db, table);
        expect(n, table).toBeGreaterThan(before[table]);
        expect(n, table).toBeLessThanOrEqual(after[table]);
      }
      expect(await seatDrift(restored.db)).toEqual(await seatDrift(app.db));
    } finally {
      await restored.close();
    }
  }, SLOW);

  it('restores into an empty installation exactly: every table and row, the media files and the keys', async () => {
    // Quiet from here on: no job finishes, no stream writes, so the source stays as the backup saw it.
    await app.spots.close();
    await app.jobs.stop();
    const backup = await npmRun('backup', [path.join(work, 'backups', 'quiet.tar.gz')], source);
    expect(backup.code, backup.output).toBe(0);
    quietBackup = path.join(work, 'backups', 'quiet.tar.gz');
    // Recorded for Einstellungen → Datensicherung: on PGlite through the running app's socket.
    const [recorded] = await app.db.select().from(backupRuns).where(eq(backupRuns.file, quietBackup));
    expect(recorded).toMatchObject({ trigger: 'script', ok: true, bytes: statSync(quietBackup).size });
    sourceRows = await tableRows(app.db);
    expect(sourceRows.size).toBeGreaterThan(25);
    for (const table of ['public.bookings', 'public.payments', 'public.cms_media', 'public.mails', 'drizzle.__drizzle_migrations']) {
      expect(sourceRows.get(table)?.length, table).toBeGreaterThan(0);
    }

    const target = await emptyInstallation('restored');
    const restore = await npmRun('restore', [quietBackup], target);
    expect(restore.code, restore.output).toBe(0);
    expect(differences(sourceRows, await rowsOf(target))).toEqual([]);
    expect(filesOf(target.dataDir)).toEqual(filesOf(source.dataDir));
    expect(Object.keys(filesOf(target.dataDir)).filter((f) => f.startsWith('media/uploads/'))).toHaveLength(6);
  }, SLOW);

  it('refuses to restore over data without --force; with --force it replaces it', async () => {
    const refused = await npmRun('restore', [quietBackup], loadTarget);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('Hier liegen schon Daten');
    expect(refused.output).toContain('--force');

    const forced = await npmRun('restore', [quietBackup, '--force'], loadTarget);
    expect(forced.code, forced.output).toBe(0);
    expect(differences(sourceRows, await rowsOf(loadTarget))).toEqual([]);
    expect(filesOf(loadTarget.dataDir)).toEqual(filesOf(source.dataDir));
  }, SLOW);

  it('the comparison notices a lost table and a lost row', async () => {
    const database = await loadTarget.open();
    // A payment no pass came with and no invoice, direct debit or series registration names (an open one): deleting one a pass names
    // would change that pass too, and an invoiced or debited payment is kept by the database.
    await database.db.execute(
      sql`delete from payments where id = (select p.id from payments p
            where not exists (select 1 from passes where payment_id = p.id) and not exists (select 1 from invoices where payment_id = p.id)
              and not exists (select 1 from charges where payment_id = p.id)
              and not exists (select 1 from series_registrations where payment_id = p.id) limit 1)`,
    );
    await database.db.execute(sql`drop table faqs`);
    const damaged = await tableRows(database.db);
    await database.close();
    expect(differences(sourceRows, damaged)).toEqual(['public.faqs: missing', `public.payments: ${sourceRows.get('public.payments')!.length} rows in the source, ${sourceRows.get('public.payments')!.length - 1} restored`]);
  }, SLOW);

  it.runIf(onPglite)('refuses to restore into a directory the app has open; backs up a stopped installation by itself', async () => {
    const running = await npmRun('restore', [quietBackup, '--force'], source);
    expect(running.code).toBe(1);
    expect(running.output).toContain('wird schon benutzt');

    await sourceDatabase.close();
    await channel!.close();
    const offline = await npmRun('backup', [path.join(work, 'backups', 'offline.tar.gz')], source);
    expect(offline.code, offline.output).toBe(0);
    expect(offline.output).toContain('die App lief nicht');
    const target = await emptyInstallation('restored-offline');
    expect((await npmRun('restore', [path.join(work, 'backups', 'offline.tar.gz')], target)).code).toBe(0);
    expect(differences(sourceRows, await rowsOf(target))).toEqual([]);
  }, SLOW);
});
