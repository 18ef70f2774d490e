/**
 * Booking benchmark: `npm run bench:booking` (PostgreSQL from BENCH_DATABASE_URL, default the local server over
 * its Unix socket, then PGlite; `-- postgres` or `-- pglite` for one). The app runs as its own process (the production entry, src/server/index.ts); the load comes
 * from autocannon in this process, so the two do not share an event loop. Prints per database:
 *  - booking throughput and p50/p99 latency with 64 concurrent clients over 50 sessions (closed loop: each
 *    client sends its next booking when the last one answered; every request is a different member), after
 *    an unmeasured warm-up; then the same closed loop again with members who each hold a 10er-Karte, so
 *    every booking draws an entry, and its throughput as a share of the first (target: at least 85 %);
 *  - booking latency at a fixed offered rate of 1,500/s (64 connections), the issue's target rate;
 *  - how long the mail job took to work off the confirmation mails the bookings promised;
 *  - timetable-week reads per second and p50/p99;
 *  - on PostgreSQL, the pgbench ceiling: the same booking SQL, straight from pgbench (prepared, as the app
 *    sends it), on the same machine over the same connection.
 * Requests carry what a browser sends (cookie, origin, Accept-Encoding).
 * Figures only; nothing here is asserted.
 */
import { startAppServer, stopAppServer } from './support/app-server';
import { cpuSeconds } from './support/process-stats';
import autocannon from 'autocannon';
import { makeSignature } from 'better-auth/crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { migrateDatabase, openDatabase, queryRows, type Database } from '../src/server/db/client';
import { authSessions, courses, profiles, sessions } from '../src/server/db/schema';
import { berlinWeekMonday } from '../src/shared/time';
import { givePasses } from './drills/support/drill-data';

const CLIENTS = 64;
const SESSIONS = 50;
// Bookings per phase. The warm-up (JIT, prepared statements, connections) is not measured; PGlite books
// about 100/s, so it gets a shorter closed loop. BENCH_BOOKINGS overrides the closed loop's length.
const LOAD = {
  postgres: { warmUp: 1000, closedLoop: Number(process.env.BENCH_BOOKINGS ?? 15_000) },
  pglite: { warmUp: 200, closedLoop: Number(process.env.BENCH_BOOKINGS ?? 3000) },
};
const TARGET_RATE = 1500;
const RATE_SECONDS = 8;
const READ_SECONDS = 8;
const SECRET = 'bench-secret-bench-secret-bench-secret-123';
// The local server over its Unix socket when there is one (as a same-machine deployment would connect), else TCP.
const PG_SOCKET_DIR = '/var/run/postgresql';
const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ??
  (existsSync(`${PG_SOCKET_DIR}/.s.PGSQL.5432`) ? `postgres://postgres@localhost/postgres?host=${PG_SOCKET_DIR}` : 'postgres://postgres@127.0.0.1:5432/postgres');
// Connections of the app's pool: few backends competing with the app for two cores (decision 16).
const APP_POOL_SIZE = process.env.DATABASE_POOL_SIZE ?? '4';
const PORT = 3590;

const fmt = (n: number) => n.toFixed(1);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Prepared = { sessionIds: string[]; cookies: string[]; weekOf: string };

/**
 * 50 sessions of capacity 1,000 next week and one signed-in member (a minted session cookie) per booking;
 * the members `withPass` (a range of indexes) each hold a 10er-Karte.
 */
async function prepare(database: Database, members: number, withPass: { from: number; to: number }): Promise<Prepared> {
  const db = database.db;
  await migrateDatabase(database);
  const [course] = await db.insert(courses).values({ name: 'Bench-Kurs', maxParticipants: 1000 }).returning();
  const start = Date.now() + 7 * 86_400_000;
  const sessionRows = await db
    .insert(sessions)
    .values(
      Array.from({ length: SESSIONS }, (_, i) => ({
        courseId: course.id,
        date: `2099-01-${String((i % 28) + 1).padStart(2, '0')}`,
        startTime: new Date(start + i * 3_600_000),
        endTime: new Date(start + i * 3_600_000 + 3_600_000),
        maxParticipants: 1000,
      })),
    )
    .returning({ id: sessions.id });
  const cookies: string[] = [];
  for (let offset = 0; offset < members; offset += 1000) {
    const batch = Array.from({ length: Math.min(1000, members - offset) }, (_, i) => {
      const id = `bench-${offset + i}`;
      return { id, email: `${id}@bench.test`, name: id };
    });
    await db.insert(profiles).values(batch);
    const tokens = batch.map((u) => ({ id: crypto.randomUUID(), userId: u.id, token: crypto.randomUUID().replace(/-/g, ''), expiresAt: new Date(Date.now() + 3_600_000) }));
    await db.insert(authSessions).values(tokens);
    for (const t of tokens) cookies.push(`better-auth.session_token=${encodeURIComponent(`${t.token}.${await makeSignature(t.token, SECRET)}`)}`);
  }
  // Every member of the range holds a 10er-Karte: each of their bookings draws an entry.
  await givePasses(database, Array.from({ length: withPass.to - withPass.from }, (_, i) => ({ id: `bench-${withPass.from + i}` })), 1, { unlimitedShare: 0 });
  return { sessionIds: sessionRows.map((s) => s.id), cookies, weekOf: berlinWeekMonday(new Date(start)) };
}

type LoadResult = { perSecond: number; p50: number; p99: number; count: number; non2xx: number; errors: number };

/** Bookings: request i books member i into session i mod 50. */
async function bookingLoad(prepared: Prepared, firstMember: number, options: { amount: number; overallRate?: number }): Promise<LoadResult> {
  let next = firstMember;
  return measure({
    url: `http://127.0.0.1:${PORT}`,
    connections: CLIENTS,
    amount: options.amount,
    timeout: 30,
    overallRate: options.overallRate,
    requests: [
      {
        method: 'POST',
        path: '/api/bookings',
        setupRequest: (request) => {
          const i = next++;
          return {
            ...request,
            headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br', cookie: prepared.cookies[i], origin: `http://127.0.0.1:${PORT}` },
            body: JSON.stringify({ sessionId: prepared.sessionIds[i % SESSIONS] }),
          };
        },
      },
    ],
  });
}

async function timetableLoad(prepared: Prepared): Promise<LoadResult> {
  // As a browser asks: a guest, accepting gzip.
  return measure({
    url: `http://127.0.0.1:${PORT}/api/sessions?week=${prepared.weekOf}`,
    headers: { 'accept-encoding': 'gzip, deflate, br' },
    connections: CLIENTS,
    duration: READ_SECONDS,
  });
}

/**
 * Runs autocannon and takes the rate over the time from its start to the last answer: autocannon's own
 * `duration` ends at its next whole-second tick, which for a fixed `amount` of requests adds up to a second.
 */
async function measure(options: autocannon.Options): Promise<LoadResult> {
  let lastAnswer = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon(options, (error, finished) => (error ? reject(error) : resolve(finished)));
    run.on('response', () => (lastAnswer = Date.now()));
  });
  const count = result.requests.total;
  const seconds = (lastAnswer - result.start.getTime()) / 1000;
  return { perSecond: count / seconds, p50: result.latency.p50, p99: result.latency.p99, count, non2xx: result.non2xx, errors: result.errors + result.timeouts };
}

const line = (label: string, r: LoadResult) =>
  `  ${label.padEnd(52)} ${fmt(r.perSecond).padStart(7)}/s  p50 ${fmt(r.p50)} ms  p99 ${fmt(r.p99)} ms  (${r.count} requests, ${r.non2xx} non-2xx, ${r.errors} errors)`;

/** Waits until the job runner has worked off every due job (the promised confirmation mails). */
async function waitForMailBacklog(database: Database): Promise<{ seconds: number; mails: number }> {
  const started = performance.now();
  for (;;) {
    const [row] = await queryRows<{ due: number }>(database.db, sql`select count(*)::int as due from jobs where status <> 'done' and status <> 'failed' and run_at <= now()`);
    if (row.due === 0) break;
    await sleep(250);
  }
  const [sent] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from mails where template = 'booking-confirmed' and status in ('sent', 'logged')`);
  return { seconds: (performance.now() - started) / 1000, mails: sent.n };
}

async function benchBackend(label: string, database: Database, databaseEnv: Record<string, string>, reopen: () => Promise<Database>, pgUrl?: string) {
  const load = LOAD[database.kind];
  const members = load.warmUp + 2 * load.closedLoop + (database.kind === 'postgres' ? TARGET_RATE * RATE_SECONDS : 0);
  const withPassFrom = load.warmUp + load.closedLoop;
  const prepared = await prepare(database, members, { from: withPassFrom, to: withPassFrom + load.closedLoop });
  if (database.kind === 'pglite') await database.close(); // the app process opens the data folder itself

  const server = await startAppServer(PORT, { ...databaseEnv, BETTER_AUTH_SECRET: SECRET, RATE_LIMIT: 'off', SEED_DEMO: 'false', DATABASE_POOL_SIZE: APP_POOL_SIZE });
  let observer = database;
  try {
    console.log(`\n${label}`);
    // Reads first, on the empty week: later the mail job would still be working off the bookings' mails.
    const reads = await timetableLoad(prepared);
    console.log(line(`timetable week (${CLIENTS} clients, guests, gzip)`, reads));
    await bookingLoad(prepared, 0, { amount: load.warmUp });
    const cpuBefore = cpuSeconds(server.pid);
    const closedLoop = await bookingLoad(prepared, load.warmUp, { amount: load.closedLoop });
    const cpuAfter = cpuSeconds(server.pid);
    const perBooking = (key: 'app' | 'postgres') => `${(((cpuAfter[key] - cpuBefore[key]) * 1000) / closedLoop.count).toFixed(2)} ms`;
    console.log(line(`booking, closed loop (${CLIENTS} clients, ${SESSIONS} sessions)`, closedLoop));
    console.log(`  CPU per booking in the closed loop: app process ${perBooking('app')}${database.kind === 'postgres' ? `, PostgreSQL ${perBooking('postgres')}` : ''} (mail jobs running alongside included)`);
    const withPasses = await bookingLoad(prepared, withPassFrom, { amount: load.closedLoop });
    console.log(line(`booking drawing on a 10er-Karte, closed loop`, withPasses));
    console.log(`  with passes: ${fmt((withPasses.perSecond / closedLoop.perSecond) * 100)} % of the throughput without (target ≥ 85 %)`);
    if (database.kind === 'postgres') {
      // The issue's target rate; PGlite (one embedded connection) is far below it, so it is offered to PostgreSQL only.
      const atTargetRate = await bookingLoad(prepared, withPassFrom + load.closedLoop, { amount: TARGET_RATE * RATE_SECONDS, overallRate: TARGET_RATE });
      console.log(line(`booking at ${TARGET_RATE}/s offered (${CLIENTS} connections)`, atTargetRate));
    }
    if (database.kind === 'pglite') {
      // PGlite has a single owner: stop the app, then count what its mail job still had to do.
      await stopAppServer(server);
      observer = await reopen();
      const [row] = await queryRows<{ due: number }>(observer.db, sql`select count(*)::int as due from jobs where status = 'pending' and run_at <= now()`);
      console.log(`  ${row.due} mail jobs still queued when the load ended (delivered after it by the job runner)`);
    } else {
      const drained = await waitForMailBacklog(observer);
      console.log(`  confirmation mails worked off ${fmt(drained.seconds)} s after the last booking (${drained.mails} written to the outbox and handed to the mailer)`);
    }
    if (pgUrl) console.log(await pgbenchCeiling(observer, pgUrl, closedLoop.perSecond));
  } finally {
    if (server.exitCode === null) await stopAppServer(server);
  }
  return observer;
}

const PGBENCH_MEMBERS = 100_000;

/**
 * The ceiling: the booking statement the app sends (book_session, migration 0004), straight from pgbench
 * with 64 clients, for members of its own (so every call books afresh) over the same 50 sessions.
 */
async function pgbenchCeiling(database: Database, pgUrl: string, httpPerSecond: number) {
  await database.db.execute(
    sql.raw(`insert into profiles (id, email, name)
             select 'pgbench-' || g, 'pgbench-' || g || '@bench.test', 'pgbench ' || g from generate_series(0, ${PGBENCH_MEMBERS - 1}) g`),
  );
  await database.db.execute(sql.raw(`create table bench_sessions as select row_number() over (order by id) - 1 as n, id from sessions`));
  const script = path.join(mkdtempSync(path.join(tmpdir(), 'pgbench-')), 'booking.sql');
  writeFileSync(
    script,
    [
      `\\set s random(0, ${SESSIONS - 1})`,
      `\\set u random(0, ${PGBENCH_MEMBERS - 1})`,
      `SELECT * FROM book_session('pgbench-' || :u, (SELECT id FROM bench_sessions WHERE n = :s), now(), interval '24 hours');`,
    ].join('\n'),
  );
  const out = execFileSync('pgbench', ['-n', '-M', 'prepared', '-c', String(CLIENTS), '-j', '2', '-T', '15', '-f', script, pgUrl], { encoding: 'utf8' });
  const tps = Number(out.match(/tps = ([\d.]+)/)?.[1] ?? 0);
  return `  pgbench ceiling (the same booking statement, ${CLIENTS} clients): ${fmt(tps)} bookings/s → HTTP booking reaches ${fmt((httpPerSecond / tps) * 100)} %`;
}

async function main() {
  const only = process.argv[2]; // 'postgres' | 'pglite' | undefined for both
  if (only !== 'pglite') {
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    const name = `sz_bench_${Date.now()}`;
    await admin.query(`create database ${name}`);
    const pgUrl = new URL(ADMIN_URL);
    pgUrl.pathname = `/${name}`;
    try {
      const open = () => openDatabase({ kind: 'postgres', url: pgUrl.toString(), poolSize: 4 });
      const postgres = await open();
      const via = pgUrl.searchParams.get('host') ?? `${pgUrl.hostname}:${pgUrl.port || 5432}`;
      const observer = await benchBackend(`PostgreSQL (${via}, app pool ${APP_POOL_SIZE})`, postgres, { DATABASE_URL: pgUrl.toString() }, open, pgUrl.toString());
      await observer.close();
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }
  if (only !== 'postgres') {
    const dir = mkdtempSync(path.join(tmpdir(), 'pglite-bench-'));
    const open = () => openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'db') });
    const observer = await benchBackend('PGlite (embedded)', await open(), { DATA_DIR: dir }, open);
    await observer.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
