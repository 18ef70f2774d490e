/*
 * Drill: backup and restore while the centre is busy (`npm run drill:backup`, after `npm run build`;
 * `-- postgres` or `-- pglite` for one database). 64 clients book and cancel; after 8 s `npm run backup`
 * writes its file while the load goes on, and the drill asks the health check every 100 ms meanwhile (on
 * PGlite the app pauses while it copies its directory). Then the app is stopped, `npm run restore` brings
 * the file into a new, empty installation, and the drill checks what came back: every booking acknowledged
 * before the backup began is there, the copy is consistent (counters equal bookings, nobody over capacity,
 * each booking with its confirmation job, nobody both booked and queued), and a member who was signed
 * in before the backup is still signed in on the restored installation and sees the booking.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, queryRows, type Database } from '../../src/server/db/client';
import { CONFIRMATION_JOB } from '../../src/server/modules/bookings/service';
import { startAppServer, stopAppServer } from '../support/app-server';
import { capacityProblems, printVerdict, startBookingLoad, type Outcome } from './support/booking-load';
import { callAs, createDrillSessions, drillAppEnv, mintMembers, runDrill, sleep, type DrillDatabase } from './support/drill-data';

const CLIENTS = 64;
const SESSIONS = 20;
const CAPACITY = 15;
const MEMBERS = 20_000; // more than 64 clients get through before the backup ends (about 600 attempts a second)
const LOAD_BEFORE_MS = 8000;
const PORT = 3630;
const RESTORED_PORT = 3631;

/** Runs one of the project's npm scripts as the operator would, with the installation's environment. */
function npmScript(script: 'backup' | 'restore', args: string[], env: Record<string, string>): Promise<{ code: number; ms: number; output: string }> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], { env: { ...inherited, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => resolve({ code: code ?? 1, ms: Math.round(performance.now() - started), output }));
  });
}

/** The health check's answer times while `until` is pending: how long the app keeps people waiting. */
async function watchHealth(until: Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  let done = false;
  void until.finally(() => (done = true));
  while (!done) {
    const started = performance.now();
    await fetch(`http://127.0.0.1:${PORT}/api/health`, { signal: AbortSignal.timeout(15_000) }).catch(() => null);
    times.push(performance.now() - started);
    await sleep(100);
  }
  return times;
}

/** An empty installation of the same kind to restore into, and how to remove it afterwards. */
async function emptyInstallation(database: DrillDatabase): Promise<{ env: Record<string, string>; open: () => Promise<Database>; remove: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sz-drill-restored-'));
  if (database.label === 'PGlite') {
    return {
      env: { DATA_DIR: dataDir },
      open: () => openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') }),
      remove: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const url = new URL(database.env.DATABASE_URL);
  const name = `${url.pathname.slice(1)}_restored`;
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
    open: () => openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 }),
    remove: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Is the restored copy one consistent moment of the database? */
async function consistencyProblems(db: Database['db']): Promise<string[]> {
  const problems = (await capacityProblems(db)).map((problem) => `restored ${problem}`);
  const [withoutJob] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from bookings b where not exists (select 1 from jobs j where j.type = ${CONFIRMATION_JOB} and j.payload->>'bookingId' = b.id::text)`,
  );
  if (withoutJob.n > 0) problems.push(`${withoutJob.n} restored bookings without their confirmation job (a torn copy)`);
  const [bookedAndQueued] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from session_waitlist w join bookings b on b.user_id = w.user_id and b.session_id = w.session_id and b.status = 'confirmed'`,
  );
  if (bookedAndQueued.n > 0) problems.push(`${bookedAndQueued.n} members both booked and queued for the same session in the copy`);
  return problems;
}

async function drill(database: DrillDatabase): Promise<boolean> {
  const dataDir = database.env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'sz-drill-data-'));
  const env = { ...database.env, DATA_DIR: dataDir };
  const db = await database.open();
  const sessionIds = await createDrillSessions(db, SESSIONS, CAPACITY);
  const members = await mintMembers(db, MEMBERS);
  await db.close();
  const workDir = mkdtempSync(path.join(tmpdir(), 'sz-drill-backup-'));
  const file = path.join(workDir, 'sicherung.tar.gz');
  const restored = await emptyInstallation(database);
  const problems: string[] = [];
  try {
    const app = await startAppServer(PORT, drillAppEnv(database, env));
    const load = startBookingLoad({ base: `http://127.0.0.1:${PORT}`, members, sessionIds, clients: CLIENTS, cancelShare: 0.3 });
    await sleep(LOAD_BEFORE_MS);

    // What the members were told before the backup began must all be in it.
    const before: Outcome[] = load.tally.outcomes.filter((o) => o.booked === 'confirmed' && !o.cancelTried).map((o) => ({ ...o }));
    const attemptsBefore = load.tally.outcomes.length;
    const backup = npmScript('backup', [file], drillAppEnv(database, env));
    const health = await watchHealth(backup);
    const backedUp = await backup;
    const attemptsDuring = load.tally.outcomes.length - attemptsBefore;
    await sleep(2000);
    await load.stop();
    await stopAppServer(app);
    if (backedUp.code !== 0) problems.push(`npm run backup failed:\n${backedUp.output}`);
    const size = backedUp.code === 0 ? statSync(file).size : 0;

    const restore = backedUp.code === 0 ? await npmScript('restore', [file], drillAppEnv(database, restored.env)) : { code: 1, ms: 0, output: 'no file' };
    if (restore.code !== 0) problems.push(`npm run restore failed:\n${restore.output}`);

    let found = 0;
    let seenSignedIn = 0;
    if (restore.code === 0) {
      const copy = await restored.open();
      const rows = await queryRows<{ user_id: string; session_id: string }>(copy.db, sql`select user_id, session_id from bookings`);
      const inCopy = new Set(rows.map((r) => `${r.user_id}/${r.session_id}`));
      found = before.filter((o) => inCopy.has(`${o.member.id}/${o.sessionId}`)).length;
      if (found < before.length) problems.push(`${before.length - found} bookings acknowledged before the backup are missing from it`);
      problems.push(...(await consistencyProblems(copy.db)));
      await copy.close();

      // The restored installation works: members signed in before the backup still are, and see their bookings.
      const restoredApp = await startAppServer(RESTORED_PORT, drillAppEnv(database, restored.env));
      for (const outcome of before.slice(0, 20)) {
        const mine = await callAs(`http://127.0.0.1:${RESTORED_PORT}`, outcome.member, 'GET', '/api/me/bookings');
        if (mine?.status === 200 && mine.json.bookings.some((b: { session: { id: string } }) => b.session.id === outcome.sessionId)) seenSignedIn++;
      }
      await stopAppServer(restoredApp);
      if (seenSignedIn < Math.min(20, before.length)) problems.push(`only ${seenSignedIn} of ${Math.min(20, before.length)} members see their booking on the restored installation`);
    }
    if (before.length < 50) problems.push(`only ${before.length} bookings before the backup: the drill proved little`);
    if (attemptsDuring === 0) problems.push('no booking was attempted while the backup ran: it was not taken under load');

    const slowest = Math.max(...health);
    console.log(`\n${database.label}`);
    console.log(`  ${CLIENTS} clients booking; ${before.length} bookings acknowledged before the backup began, ${attemptsDuring} booking attempts while it ran`);
    console.log(`  npm run backup: ${(backedUp.ms / 1000).toFixed(1)} s, ${(size / 1024 / 1024).toFixed(2)} MB; health check meanwhile: ${health.length} asked, slowest answer ${Math.round(slowest)} ms`);
    console.log(`  npm run restore into an empty installation: ${(restore.ms / 1000).toFixed(1)} s`);
    console.log(`  in the restored copy: ${found} of ${before.length} bookings acknowledged before the backup; ${seenSignedIn} members still signed in and seeing their booking`);
    printVerdict(problems);
    return problems.length === 0;
  } finally {
    await restored.remove();
    rmSync(workDir, { recursive: true, force: true });
    if (!database.env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
  }
}

runDrill(drill);
