import { execFile, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBackupChannel } from '../../src/server/db/backup';
import { migrateDatabase, openDatabase, queryRows } from '../../src/server/db/client';
import { createCourse } from '../../src/server/db/factories';
import { seedDemoData } from '../../src/server/db/seed';
import { createLogger } from '../../src/server/logger';
import { withDatabase } from '../support/global-setup';
import { createTestApp, TEST_ORIGIN } from '../support/test-app';
import { pgliteTemplateDump } from '../support/test-db';

/*
 * `npm run db:move-to-postgres` as an operator runs it (a child process): a PGlite installation with the
 * demo data moves into an empty PostgreSQL database, every table equal row by row (compared here, not by
 * the command's own check); a target with data is refused and left alone; a move killed halfway leaves
 * no row behind and the next one succeeds; a member signed in before the move is still signed in after.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SLOW = 300_000;
/** Enough rows that copying them takes a while (the killed move) and spans many batches. */
const BULK_AUDIT_ROWS = 30_000;
const MEMBER = 'mitglied@sportzentrum.test';

type Rows = Map<string, string[]>;
type RunSql = (text: string) => Promise<{ row: string }[]>;

/** Every public table's rows as JSON text, sorted: both databases in UTC, whatever order they return rows in. */
async function publicRows(run: RunSql): Promise<Rows> {
  const tables = (await run(
    `select quote_ident(table_name) as row from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )) as { row: string }[];
  const rows: Rows = new Map();
  for (const { row: table } of tables) rows.set(table, (await run(`select row_to_json(t)::text as row from public.${table} t`)).map((r) => r.row).sort());
  return rows;
}

function differences(expected: Rows, actual: Rows): string[] {
  const problems: string[] = [];
  for (const [table, rows] of expected) {
    const moved = actual.get(table);
    if (!moved) problems.push(`${table}: missing`);
    else if (moved.length !== rows.length) problems.push(`${table}: ${rows.length} rows in the source, ${moved.length} moved`);
    else if (moved.some((row, i) => row !== rows[i])) problems.push(`${table}: rows differ`);
  }
  for (const table of actual.keys()) if (!expected.has(table)) problems.push(`${table}: not in the source`);
  return problems;
}

const withRows = (rows: Rows) => [...rows].filter(([, list]) => list.length > 0).map(([table]) => table);

describe.skipIf(process.env.TEST_DB_KIND !== 'postgres')('npm run db:move-to-postgres', () => {
  let work: string;
  let dataDir: string;
  let pgAdmin: pg.Client;
  const created: string[] = [];
  let sourceRows: Rows;
  let memberCookies: [string, string][];
  let movedUrl: string | undefined;

  const sourceRowsNow = async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
    try {
      await database.db.execute(sql`set timezone to 'UTC'`);
      return await publicRows((text) => queryRows(database.db, sql.raw(text)));
    } finally {
      await database.close();
    }
  };

  const targetRows = async (url: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(`set timezone to 'UTC'`);
      return await publicRows(async (text) => (await client.query<{ row: string }>(text)).rows);
    } finally {
      await client.end();
    }
  };

  async function emptyDatabase(): Promise<string> {
    const name = `sz_move_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
    await pgAdmin.query(`create database ${name} template template0`);
    created.push(name);
    return withDatabase(process.env.TEST_DATABASE_URL!, name);
  }

  const moveArgs = (url: string) => ['--import', 'tsx', 'scripts/move-to-postgres.ts', '--to', url];
  const moveEnv = () => ({ ...process.env, LOG_LEVEL: 'silent', DATA_DIR: dataDir, DATABASE_URL: '' });

  function move(url: string): Promise<{ code: number; output: string }> {
    return new Promise((resolve) => {
      execFile(process.execPath, moveArgs(url), { cwd: ROOT, env: moveEnv() }, (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code) : 0, output: stdout + stderr }),
      );
    });
  }

  beforeAll(async () => {
    pgAdmin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await pgAdmin.connect();
    work = mkdtempSync(path.join(tmpdir(), 'sz-move-'));
    dataDir = path.join(work, 'data');
    mkdirSync(dataDir);

    // The PGlite installation as the app leaves it: migrated, the demo data, a member signed in.
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db'), loadDataDir: await pgliteTemplateDump() });
    const app = await createTestApp({ DATA_DIR: dataDir, API_BUDGET: 'off', RATE_LIMIT: 'off' }, { database });
    try {
      await seedDemoData(app.db, { publicUrl: TEST_ORIGIN });
      await app.db.execute(sql.raw(`
        insert into audit_log (actor_email, entity, action, summary, created_at)
        select 'massen@example.de', (enum_range(null::audit_entity))[1], (enum_range(null::audit_action))[1], 'Zeile ' || i || ' mit Ümlaut',
               now() - i * interval '1 minute 0.123456 second'
          from generate_series(1, ${BULK_AUDIT_ROWS}) i`));
      const member = app.client();
      expect((await member.signIn(MEMBER)).status).toBe(200);
      expect((await member.get('/api/me')).json.user.email).toBe(MEMBER);
      memberCookies = member.cookieHeaders();
    } finally {
      await app.close();
    }
    sourceRows = await sourceRowsNow();
  }, SLOW);

  afterAll(async () => {
    for (const name of created) await pgAdmin.query(`drop database if exists ${name} with (force)`);
    await pgAdmin?.end();
    rmSync(work, { recursive: true, force: true });
  });

  it('moves every table of the demo installation, row for row, and leaves the PGlite directory as it was', async () => {
    const url = await emptyDatabase();
    const { code, output } = await move(url);
    expect(code, output).toBe(0);

    const moved = await targetRows(url);
    expect(differences(sourceRows, moved)).toEqual([]);
    expect(moved.get('audit_log')!.length).toBeGreaterThan(BULK_AUDIT_ROWS);
    expect(moved.get('auth_sessions')!.length).toBeGreaterThan(0);
    for (const table of withRows(sourceRows)) expect(output).toMatch(new RegExp(`^  ${table} +[\\d.]+ Zeilen? +Prüfsumme stimmt`, 'm'));
    expect(output).toContain(`DATABASE_URL=${url}`);
    expect(output).toContain('auth-secret');
    expect(differences(sourceRows, await sourceRowsNow())).toEqual([]);
    movedUrl = url;
  }, SLOW);

  it('keeps a member signed in on PGlite signed in on PostgreSQL (sessions moved, the same secret)', async () => {
    expect(movedUrl, 'the move above').toBeDefined();
    const app = await createTestApp({ DATA_DIR: dataDir }, { database: await openDatabase({ kind: 'postgres', url: movedUrl!, poolSize: 2 }) });
    try {
      const member = app.client();
      for (const [name, value] of memberCookies) member.setCookie(name, value);
      const me = await member.get('/api/me');
      expect(me.status).toBe(200);
      expect(me.json.user.email).toBe(MEMBER);
      expect((await app.client().get('/api/me')).status).toBe(401);
    } finally {
      await app.close();
    }
  }, SLOW);

  it('refuses a target that holds data, in German, and leaves it unchanged', async () => {
    const url = await emptyDatabase();
    const database = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
    await migrateDatabase(database);
    await createCourse(database.db, { name: 'Schon da' });
    await database.close();
    const before = await targetRows(url);

    const { code, output } = await move(url);
    expect(code, output).toBe(1);
    expect(output).toContain('Die Ziel-Datenbank ist nicht leer: 1 Tabelle enthält schon Zeilen (public.courses)');
    expect(differences(before, await targetRows(url))).toEqual([]);
  }, SLOW);

  it('refuses while the app runs on the DATA_DIR and touches neither side', async () => {
    const url = await emptyDatabase();
    const channel = await openBackupChannel(dataDir, createLogger('silent'));
    try {
      const { code, output } = await move(url);
      expect(code, output).toBe(1);
      expect(output).toContain('wird schon benutzt');
    } finally {
      await channel.close();
    }
    expect((await targetRows(url)).size, 'no migration ran').toBe(0);
  }, SLOW);

  it('leaves no row in the target when killed while copying, the source unchanged; the next move succeeds', async () => {
    const url = await emptyDatabase();
    const child = spawn(process.execPath, moveArgs(url), { cwd: ROOT, env: moveEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (data: Buffer) => (output += data.toString()));
    child.stderr.on('data', (data: Buffer) => (output += data.toString()));
    const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
    // The first table is in the transaction; the bulk of audit_log is still to come.
    const deadline = Date.now() + 120_000;
    while (!/ kopiert$/m.test(output) && Date.now() < deadline && child.exitCode === null) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(output).toMatch(/ kopiert$/m);
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');

    const name = new URL(url).pathname.slice(1);
    await expect.poll(async () => (await pgAdmin.query(`select 1 from pg_stat_activity where datname = $1`, [name])).rowCount, { timeout: 30_000 }).toBe(0);
    const afterKill = await targetRows(url);
    expect(afterKill.size, 'the schema stays').toBe(sourceRows.size);
    expect(withRows(afterKill)).toEqual([]);
    expect(differences(sourceRows, await sourceRowsNow())).toEqual([]);

    const again = await move(url);
    expect(again.code, again.output).toBe(0);
    expect(differences(sourceRows, await targetRows(url))).toEqual([]);
    expect(readdirSync(dataDir).filter((entry) => entry.startsWith('.move-to-postgres-'))).toEqual([]);
  }, SLOW);
});
