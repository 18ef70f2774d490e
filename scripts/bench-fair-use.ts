/**
 * Fair-use benchmark: `npm run bench:fair-use`. Starts the production entry (src/server/index.ts) as its
 * own process on a fresh database, twice (embedded PGlite; with BENCH_DATABASE_URL=postgres://…/db a
 * database `<db>_fair_use` made fresh on that server for each run): with the API request budget off (as before) and on.
 * In each run one member sends a burst of 2,000 requests with 100 in flight to /api/me/bookings while
 * another member asks the same route 5 times a second; prints the other member's p50/p99 alone and
 * during the burst, the burst's 429 count and how long it took. Both loads come from autocannon in this
 * process, so they do not share the app's event loop. Figures only; nothing here is asserted.
 */
import { startAppServer, stopAppServer } from './support/app-server';
import autocannon from 'autocannon';
import { makeSignature } from 'better-auth/crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrateDatabase, openDatabase, type Database } from '../src/server/db/client';
import { authSessions, profiles } from '../src/server/db/schema';
import { createBooking, createCourse, createSession } from '../tests/support/factories';

const PORT = Number(process.env.BENCH_PORT ?? 3591);
const BURST = { amount: 2000, connections: 100 };
const OTHER_RATE = 5; // requests per second of the other member: a busy user, half their budget
const BASELINE_SECONDS = 10;
const SECRET = 'bench-secret-bench-secret-bench-secret-123';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const POSTGRES_URL = process.env.BENCH_DATABASE_URL;

/** A fresh database: PGlite in `dataDir`, or a new PostgreSQL database beside BENCH_DATABASE_URL's. */
async function freshDatabase(dataDir: string): Promise<{ database: Database; env: Record<string, string> }> {
  if (!POSTGRES_URL) return { database: await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') }), env: {} };
  const url = new URL(POSTGRES_URL);
  const name = `${url.pathname.slice(1)}_fair_use`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  url.pathname = `/${name}`;
  return { database: await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 }), env: { DATABASE_URL: url.toString() } };
}

/** Two members with a few bookings each (so the route reads real rows) and minted session cookies. */
async function prepare(dataDir: string) {
  const { database, env } = await freshDatabase(dataDir);
  await migrateDatabase(database);
  const db = database.db;
  const course = await createCourse(db, { name: 'Bench-Kurs', maxParticipants: 50 });
  const cookies: string[] = [];
  for (const id of ['bench-attacker', 'bench-other']) {
    await db.insert(profiles).values({ id, email: `${id}@bench.test`, name: id });
    for (let day = 1; day <= 5; day++) {
      const session = await createSession(db, { courseId: course.id, startTime: new Date(Date.now() + day * 86_400_000) });
      await createBooking(db, { userId: id, sessionId: session.id });
    }
    const token = crypto.randomUUID().replace(/-/g, '');
    await db.insert(authSessions).values({ id: crypto.randomUUID(), userId: id, token, expiresAt: new Date(Date.now() + 3_600_000) });
    cookies.push(`better-auth.session_token=${encodeURIComponent(`${token}.${await makeSignature(token, SECRET)}`)}`);
  }
  await database.close(); // the app process opens the data folder itself
  return { attacker: cookies[0], other: cookies[1], env };
}

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => autocannon(options, (error, result) => (error ? reject(error) : resolve(result))));
}

const target = (cookie: string): autocannon.Options => ({
  url: `http://127.0.0.1:${PORT}/api/me/bookings`,
  headers: { cookie, origin: `http://127.0.0.1:${PORT}`, 'accept-encoding': 'gzip' },
});

async function measure(dataDir: string, cookies: { attacker: string; other: string; env: Record<string, string> }, budget: 'on' | 'off') {
  const server = await startAppServer(PORT, { DATA_DIR: dataDir, BETTER_AUTH_SECRET: SECRET, SEED_DEMO: 'false', API_BUDGET: budget, ...cookies.env });
  try {
    // Warm-up (JIT, prepared statements) within both members' budgets, which then refill; then the other member alone.
    for (const cookie of [cookies.attacker, cookies.other]) await run({ ...target(cookie), amount: 50, connections: 1 });
    await sleep(8000);
    const alone = await run({ ...target(cookies.other), connections: 1, overallRate: OTHER_RATE, duration: BASELINE_SECONDS });
    // The burst, with the other member's steady requests alongside until it has been answered.
    const started = performance.now();
    const other = autocannon({ ...target(cookies.other), connections: 1, overallRate: OTHER_RATE, duration: 120 }, () => {});
    // The burst runs in its own worker thread, so its load generation does not delay the other member's timings here.
    const burst = await run({ ...target(cookies.attacker), ...BURST, workers: 1 });
    const burstSeconds = (performance.now() - started) / 1000;
    other.stop();
    const during = await new Promise<autocannon.Result>((resolve) => other.on('done', resolve));
    const status = (code: string) => (burst.statusCodeStats as Record<string, { count: number } | undefined>)[code]?.count ?? 0;
    return { alone, during, burst, burstSeconds, ok: status('200'), refused: status('429') };
  } finally {
    await stopAppServer(server);
  }
}

const ms = (n: number) => `${n.toFixed(1)} ms`;

async function main() {
  console.log(`Fair use: a member's burst of ${BURST.amount} requests (${BURST.connections} in flight) to /api/me/bookings, another member at ${OTHER_RATE}/s (${POSTGRES_URL ? 'PostgreSQL' : 'PGlite'})`);
  for (const budget of ['off', 'on'] as const) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'fair-use-bench-'));
    try {
      const result = await measure(dataDir, await prepare(dataDir), budget);
      console.log(`\nAPI_BUDGET=${budget}`);
      console.log(`  other member alone:        p50 ${ms(result.alone.latency.p50)}  p99 ${ms(result.alone.latency.p99)}  max ${ms(result.alone.latency.max)}  (${result.alone.requests.total} requests)`);
      console.log(`  other member during burst: p50 ${ms(result.during.latency.p50)}  p99 ${ms(result.during.latency.p99)}  max ${ms(result.during.latency.max)}  (${result.during.requests.total} requests, ${result.during.non2xx} non-2xx)`);
      console.log(`  burst: ${result.ok} answered 200, ${result.refused} answered 429, over ${result.burstSeconds.toFixed(2)} s; its p99 ${ms(result.burst.latency.p99)}, max ${ms(result.burst.latency.max)}`);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
