/**
 * Fair-use benchmark: `npm run bench:fair-use`. Starts the production entry (src/server/index.ts) as its
 * own process on a fresh database, twice (embedded PGlite; with BENCH_DATABASE_URL=postgres://…/db a
 * database `<db>_fair_use` made fresh on that server for each run): with the API request budget off (as before) and on.
 * In each run one member sends a burst of 2,000 requests (BENCH_BURST_CONNECTIONS in flight, default 100)
 * to /api/me/bookings, three times with a pause for the budget to refill, while four other members ask the
 * same route 5 times a second each; prints the others' p50/p99 alone and during the bursts (all samples of
 * the three bursts pooled, so the p99 rests on a hundred or more), the bursts' 429 count and duration.
 * BENCH_LOG_LEVEL sets the app's LOG_LEVEL (default warn; `info` logs every request, as in production).
 * The loads come from autocannon in this process, the bursts in a worker thread of their own, so neither
 * shares the app's event loop. Figures only; nothing here is asserted.
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
const BURST = { amount: 2000, connections: Number(process.env.BENCH_BURST_CONNECTIONS ?? 100) };
const BURSTS = 3;
const OTHERS = 4;
const OTHER_RATE = 5; // requests per second of each other member: a busy user, half their budget
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'warn';
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

/** The attacker and the other members, with a few bookings each (so the route reads real rows) and minted session cookies. */
async function prepare(dataDir: string) {
  const { database, env } = await freshDatabase(dataDir);
  await migrateDatabase(database);
  const db = database.db;
  const course = await createCourse(db, { name: 'Bench-Kurs', maxParticipants: 50 });
  const cookies: string[] = [];
  for (const id of ['bench-attacker', ...Array.from({ length: OTHERS }, (_, i) => `bench-other-${i + 1}`)]) {
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
  return { attacker: cookies[0]!, others: cookies.slice(1), env };
}

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => autocannon(options, (error, result) => (error ? reject(error) : resolve(result))));
}

const target = (cookie: string): autocannon.Options => ({
  url: `http://127.0.0.1:${PORT}/api/me/bookings`,
  headers: { cookie, origin: `http://127.0.0.1:${PORT}`, 'accept-encoding': 'gzip' },
});

/** The other members' steady requests until stopped, each response's time in ms. */
function others(cookies: string[], durationSeconds: number) {
  const samples: number[] = [];
  let failed = 0;
  const instances = cookies.map((cookie) => {
    const instance = autocannon({ ...target(cookie), connections: 1, overallRate: OTHER_RATE, duration: durationSeconds }, () => {});
    instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
      samples.push(responseTime);
      if (statusCode !== 200) failed += 1;
    });
    return instance;
  });
  return {
    async stop() {
      for (const instance of instances) instance.stop();
      await Promise.all(instances.map((instance) => new Promise((resolve) => instance.on('done', resolve))));
      return { samples, failed };
    },
  };
}

const percentile = (samples: number[], p: number) => [...samples].sort((a, b) => a - b)[Math.min(samples.length - 1, Math.ceil((p / 100) * samples.length) - 1)] ?? NaN;

async function measure(dataDir: string, members: Awaited<ReturnType<typeof prepare>>, budget: 'on' | 'off') {
  const server = await startAppServer(PORT, { DATA_DIR: dataDir, BETTER_AUTH_SECRET: SECRET, SEED_DEMO: 'false', API_BUDGET: budget, LOG_LEVEL, ...members.env });
  try {
    // Warm-up (JIT, prepared statements) within every member's budget, which then refills; then the others alone.
    for (const cookie of [members.attacker, ...members.others]) await run({ ...target(cookie), amount: 50, connections: 1 });
    await sleep(8000);
    const quiet = others(members.others, BASELINE_SECONDS);
    await sleep(BASELINE_SECONDS * 1000);
    const alone = await quiet.stop();
    const during: number[] = [];
    let failed = 0;
    const bursts: { ok: number; refused: number; seconds: number }[] = [];
    for (let round = 0; round < BURSTS; round++) {
      // The others' steady requests alongside until the burst has been answered.
      const steady = others(members.others, 120);
      const started = performance.now();
      // The burst runs in its own worker thread, so its load generation does not delay the others' timings here.
      const burst = await run({ ...target(members.attacker), ...BURST, workers: 1 });
      const seconds = (performance.now() - started) / 1000;
      const result = await steady.stop();
      during.push(...result.samples);
      failed += result.failed;
      const status = (code: string) => (burst.statusCodeStats as Record<string, { count: number } | undefined>)[code]?.count ?? 0;
      bursts.push({ ok: status('200'), refused: status('429'), seconds });
      await sleep(8000); // the attacker's bucket refills
    }
    return { alone: alone.samples, during, failed, bursts };
  } finally {
    await stopAppServer(server);
  }
}

const ms = (n: number) => `${n.toFixed(1)} ms`;

async function main() {
  console.log(
    `Fair use: a member's burst of ${BURST.amount} requests (${BURST.connections} in flight) to /api/me/bookings, ${BURSTS} times; ${OTHERS} other members at ${OTHER_RATE}/s each (${POSTGRES_URL ? 'PostgreSQL' : 'PGlite'}, LOG_LEVEL=${LOG_LEVEL})`,
  );
  for (const budget of ['off', 'on'] as const) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'fair-use-bench-'));
    try {
      const result = await measure(dataDir, await prepare(dataDir), budget);
      const line = (samples: number[]) => `p50 ${ms(percentile(samples, 50))}  p99 ${ms(percentile(samples, 99))}  max ${ms(Math.max(...samples))}  (${samples.length} requests)`;
      console.log(`\nAPI_BUDGET=${budget}`);
      console.log(`  other members alone:         ${line(result.alone)}`);
      console.log(`  other members during bursts: ${line(result.during)}, ${result.failed} not 200`);
      for (const burst of result.bursts) console.log(`  burst: ${burst.ok} answered 200, ${burst.refused} answered 429, over ${burst.seconds.toFixed(2)} s`);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
