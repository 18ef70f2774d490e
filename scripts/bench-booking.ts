/**
 * Booking benchmark: `npm run bench:booking` (PostgreSQL from BENCH_DATABASE_URL, default the local server,
 * and PGlite). Prints booking throughput and p50/p99 latency with 64 concurrent HTTP clients over 50
 * sessions, timetable-week reads per second and p99, and on PostgreSQL the pgbench ceiling for the same
 * booking SQL on the same machine. Figures only; nothing here is asserted.
 */
import { serve } from '@hono/node-server';
import { makeSignature } from 'better-auth/crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrateDatabase, openDatabase, type Database } from '../src/server/db/client';
import { authSessions, courses, profiles, sessions } from '../src/server/db/schema';
import { parseEnv } from '../src/server/env';
import { createLogger } from '../src/server/logger';
import { createRuntime } from '../src/server/runtime';
import { berlinWeekMonday } from '../src/shared/time';
import webpush from 'web-push';

const CLIENTS = 64;
const SESSIONS = 50;
const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 6000);
const READ_SECONDS = 8;
const SECRET = 'bench-secret-bench-secret-bench-secret-123';
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const fmt = (n: number) => n.toFixed(1);

async function prepare(database: Database) {
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
  // One member per booking, each with a session cookie minted the way better-auth signs it.
  const cookies: string[] = [];
  for (let offset = 0; offset < BOOKINGS; offset += 1000) {
    const batch = Array.from({ length: Math.min(1000, BOOKINGS - offset) }, (_, i) => {
      const id = `bench-${offset + i}`;
      return { id, email: `${id}@bench.test`, name: id };
    });
    await db.insert(profiles).values(batch);
    const tokens = batch.map((u) => ({ id: crypto.randomUUID(), userId: u.id, token: crypto.randomUUID().replace(/-/g, ''), expiresAt: new Date(Date.now() + 3_600_000) }));
    await db.insert(authSessions).values(tokens);
    for (const t of tokens) cookies.push(`better-auth.session_token=${encodeURIComponent(`${t.token}.${await makeSignature(t.token, SECRET)}`)}`);
  }
  return { sessionIds: sessionRows.map((s) => s.id), cookies, weekOf: berlinWeekMonday(new Date(start)) };
}

async function runLoad(total: number, seconds: number | null, task: (i: number) => Promise<void>) {
  const latencies: number[] = [];
  let next = 0;
  let errors = 0;
  const deadline = seconds ? Date.now() + seconds * 1000 : Infinity;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (Date.now() < deadline) {
        const i = next++;
        if (i >= total) break;
        const t0 = performance.now();
        try {
          await task(i);
        } catch {
          errors++;
        }
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { count: latencies.length, perSecond: latencies.length / elapsed, p50: percentile(latencies, 50), p99: percentile(latencies, 99), errors };
}

async function benchBackend(label: string, database: Database, pgUrl?: string) {
  const { sessionIds, cookies, weekOf } = await prepare(database);
  const vapid = webpush.generateVAPIDKeys();
  const env = parseEnv({
    NODE_ENV: 'production',
    BETTER_AUTH_SECRET: SECRET,
    LOG_LEVEL: 'silent',
    RATE_LIMIT: 'off',
    PORT: '3500',
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
  });
  const runtime = createRuntime({ env, database, log: createLogger('silent'), secret: SECRET });
  const server = serve({ fetch: runtime.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const port = (server.address() as { port: number }).port;
  const base = `http://127.0.0.1:${port}`;

  const booking = await runLoad(cookies.length, null, async (i) => {
    const res = await fetch(`${base}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookies[i], origin: base },
      body: JSON.stringify({ sessionId: sessionIds[i % SESSIONS] }),
    });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(String(res.status));
  });
  const reads = await runLoad(Number.MAX_SAFE_INTEGER, READ_SECONDS, async () => {
    const res = await fetch(`${base}/api/sessions?week=${weekOf}`);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(String(res.status));
  });
  console.log(`\n${label}`);
  console.log(`  booking (HTTP, ${CLIENTS} clients, ${SESSIONS} sessions): ${fmt(booking.perSecond)}/s  p50 ${fmt(booking.p50)} ms  p99 ${fmt(booking.p99)} ms  (${booking.count} requests, ${booking.errors} errors)`);
  console.log(`  timetable week (HTTP, ${CLIENTS} clients):             ${fmt(reads.perSecond)}/s  p50 ${fmt(reads.p50)} ms  p99 ${fmt(reads.p99)} ms  (${reads.count} requests, ${reads.errors} errors)`);

  if (pgUrl) {
    // The ceiling: the same booking transaction as SQL, straight from pgbench, on the same machine.
    const script = path.join(mkdtempSync(path.join(tmpdir(), 'pgbench-')), 'booking.sql');
    writeFileSync(
      script,
      [
        `\\set s random(0, ${SESSIONS - 1})`,
        `\\set u random(0, ${BOOKINGS - 1})`,
        'BEGIN;',
        `SELECT id, current_participants, max_participants FROM sessions WHERE id = (SELECT id FROM sessions ORDER BY id OFFSET :s LIMIT 1) FOR UPDATE;`,
        `INSERT INTO session_waitlist (user_id, session_id) SELECT 'bench-' || :u, id FROM sessions ORDER BY id OFFSET :s LIMIT 1 ON CONFLICT DO NOTHING;`,
        `UPDATE sessions SET current_participants = current_participants WHERE id = (SELECT id FROM sessions ORDER BY id OFFSET :s LIMIT 1);`,
        'COMMIT;',
      ].join('\n'),
    );
    const out = execFileSync('pgbench', ['-n', '-c', String(CLIENTS), '-j', '2', '-T', '8', '-f', script, pgUrl], { encoding: 'utf8' });
    const tps = Number(out.match(/tps = ([\d.]+)/)?.[1] ?? 0);
    console.log(`  pgbench ceiling (same booking SQL, ${CLIENTS} clients): ${fmt(tps)} transactions/s → HTTP booking reaches ${fmt((booking.perSecond / tps) * 100)} %`);
  }
  server.close();
  await runtime.close();
}

async function main() {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const name = `sz_bench_${Date.now()}`;
  await admin.query(`create database ${name}`);
  const pgUrl = new URL(ADMIN_URL);
  pgUrl.pathname = `/${name}`;
  try {
    const postgres = await openDatabase({ kind: 'postgres', url: pgUrl.toString(), poolSize: 20 });
    await benchBackend('PostgreSQL', postgres, pgUrl.toString());
    await postgres.close();
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'pglite-bench-'));
  const pglite = await openDatabase({ kind: 'pglite', dataDir: dir });
  await benchBackend('PGlite (embedded)', pglite);
  await pglite.close();
  rmSync(dir, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
