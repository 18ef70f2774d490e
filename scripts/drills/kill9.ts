/*
 * Drill: kill -9 under booking load (`npm run drill:kill9`, after `npm run build`; `-- postgres` or
 * `-- pglite` for one database). 64 clients book (and a third of them cancel again) while the app process
 * is killed with SIGKILL ten times at random moments and restarted at once. Afterwards, with the app
 * stopped, the database is checked:
 *   - every booking a client saw acknowledged (2xx) exists, and every acknowledged cancellation holds;
 *   - no session holds more confirmed bookings than its capacity, and its counter equals its bookings;
 *   - every waiting list is one queue without duplicates;
 *   - every acknowledged booking still confirmed has exactly one confirmation mail, and no member has two;
 *   - no booking mail job is left pending or running (the jobs the killed processes held were taken over).
 * Prints the figures and exits 1 when a check fails.
 */
import { sql } from 'drizzle-orm';
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { queryRows } from '../../src/server/db/client';
import { CONFIRMATION_JOB } from '../../src/server/modules/bookings/service';
import { startAppServer, stopAppServer } from '../support/app-server';
import { callAs, createDrillSessions, drillAppEnv, median, mintMembers, onEachDatabase, sleep, type DrillDatabase, type Member } from './support/drill-data';

const CLIENTS = 64;
const SESSIONS = 20;
const CAPACITY = 15;
const MEMBERS = 15_000; // more than the clients get through, so the load lasts past the last kill
const KILLS = Number(process.env.DRILL_KILLS ?? 10);
const CANCEL_SHARE = 0.3;
const SETTLE_SECONDS = 35; // longer than a job's lease (20 s) plus a poll
const PORT = 3595;
const base = `http://127.0.0.1:${PORT}`;

type Outcome = { member: Member; sessionId: string; booked?: 'confirmed' | 'waitlist'; cancelled?: boolean; cancelTried?: boolean };
const call = (method: string, pathname: string, member: Member, body?: unknown) => callAs(base, member, method, pathname, body);

/** One client: book a member into a random session, sometimes cancel again; the next member after that. */
async function client(next: () => Member | undefined, sessionIds: string[], outcomes: Outcome[], running: () => boolean, counts: { failed: number; refused: Record<string, number> }) {
  for (let member = next(); member && running(); member = next()) {
    const outcome: Outcome = { member, sessionId: sessionIds[Math.floor(Math.random() * sessionIds.length)] };
    outcomes.push(outcome);
    const booked = await call('POST', '/api/bookings', member, { sessionId: outcome.sessionId });
    if (!booked || booked.status >= 500) {
      counts.failed += 1;
      await sleep(100); // the app is down: try again shortly, as a browser's user would
    }
    else if (booked.status !== 200) {
      const reason = `${booked.status} ${booked.json?.error?.code ?? booked.json?.error?.message ?? ''}`.trim();
      counts.refused[reason] = (counts.refused[reason] ?? 0) + 1;
    }
    if (booked?.status === 200) outcome.booked = booked.json.status;
    if (outcome.booked !== 'confirmed' || Math.random() > CANCEL_SHARE) continue;
    outcome.cancelTried = true;
    const mine = await call('GET', '/api/me/bookings', member);
    const booking = mine?.json?.bookings?.find((b: { status: string; session: { id: string } }) => b.status === 'confirmed' && b.session.id === outcome.sessionId);
    if (!booking) continue;
    const cancelled = await call('POST', `/api/bookings/${booking.id}/cancel`, member);
    if (cancelled?.status === 200) outcome.cancelled = true;
  }
}

async function drill(database: DrillDatabase): Promise<boolean> {
  let db = await database.open();
  const sessionIds = await createDrillSessions(db, SESSIONS, CAPACITY);
  const members = await mintMembers(db, MEMBERS);
  if (db.kind === 'pglite') await db.close();
  const appEnv = drillAppEnv(database);
  let app: ChildProcess = await startAppServer(PORT, appEnv);
  const outcomes: Outcome[] = [];
  const counts = { failed: 0, refused: {} as Record<string, number> };
  let memberIndex = 0;
  let loadOn = true;
  const clients = Array.from({ length: CLIENTS }, () =>
    client(() => members[memberIndex++], sessionIds, outcomes, () => loadOn, counts),
  );

  const restarts: number[] = [];
  for (let kill = 0; kill < KILLS; kill += 1) {
    await sleep(1000 + Math.random() * 2500);
    app.kill('SIGKILL');
    await new Promise((resolve) => app.once('exit', resolve));
    const started = Date.now();
    app = await startAppServer(PORT, appEnv);
    restarts.push(Date.now() - started);
  }
  const attemptsAtLastKill = outcomes.length;
  await sleep(2000);
  loadOn = false;
  await Promise.all(clients);
  await sleep(SETTLE_SECONDS * 1000);
  await stopAppServer(app);
  if (db.kind === 'pglite') db = await database.open();

  const acked = outcomes.filter((o) => o.booked === 'confirmed');
  const problems: string[] = [];
  // A run in which nothing was booked proves nothing.
  if (acked.length < SESSIONS * CAPACITY) problems.push(`only ${acked.length} bookings acknowledged: the load did not fill the sessions`);
  if (outcomes.length === attemptsAtLastKill) problems.push('the load had stopped before the last restart');
  const bookingRows = await queryRows<{ user_id: string; session_id: string; status: string }>(db.db, sql`select user_id, session_id, status from bookings`);
  const statusOf = new Map(bookingRows.map((b) => [`${b.user_id}/${b.session_id}`, b.status]));
  for (const o of acked) {
    const status = statusOf.get(`${o.member.id}/${o.sessionId}`);
    if (o.cancelled ? status !== 'cancelled' : !o.cancelTried && status !== 'confirmed') problems.push(`booking of ${o.member.id} is ${status ?? 'missing'}`);
  }
  const over = await queryRows<{ id: string; n: number; cap: number; counter: number }>(
    db.db,
    sql`select s.id, count(b.id)::int as n, s.max_participants as cap, s.current_participants as counter
        from sessions s left join bookings b on b.session_id = s.id and b.status = 'confirmed'
        group by s.id having count(b.id) > s.max_participants or count(b.id) <> s.current_participants`,
  );
  for (const s of over) problems.push(`session ${s.id}: ${s.n} confirmed, capacity ${s.cap}, counter ${s.counter}`);
  const [dupes] = await queryRows<{ n: number }>(db.db, sql`select count(*)::int as n from (select user_id, session_id from session_waitlist group by 1, 2 having count(*) > 1) d`);
  if (dupes.n > 0) problems.push(`${dupes.n} duplicate waiting-list entries`);
  const mailRows = await queryRows<{ to: string; n: number }>(db.db, sql`select "to", count(*)::int as n from mails where template = 'booking-confirmed' group by 1`);
  const mailsTo = new Map(mailRows.map((m) => [m.to, m.n]));
  const twice = mailRows.filter((m) => m.n > 1);
  if (twice.length > 0) problems.push(`${twice.length} members got their confirmation twice`);
  const missing = acked.filter((o) => !o.cancelTried && mailsTo.get(o.member.email) !== 1);
  if (missing.length > 0) problems.push(`${missing.length} acknowledged bookings without their confirmation mail`);
  const [left] = await queryRows<{ n: number }>(db.db, sql`select count(*)::int as n from jobs where type = ${CONFIRMATION_JOB} and status in ('pending', 'running')`);
  if (left.n > 0) problems.push(`${left.n} confirmation jobs still pending or running ${SETTLE_SECONDS} s after the load`);

  console.log(`\n${database.label}`);
  console.log(`  ${outcomes.length} booking attempts by ${CLIENTS} clients (${outcomes.length - attemptsAtLastKill} after the last restart), ${acked.length} acknowledged as booked, ${acked.filter((o) => o.cancelled).length} of them cancelled (acknowledged)`);
  console.log(`  ${KILLS} kills; restart to answering: median ${median(restarts)} ms, max ${Math.max(...restarts)} ms`);
  console.log(`  booking requests unanswered (app down) or 5xx, each retried after 100 ms: ${counts.failed}; refused bookings by status: ${JSON.stringify(counts.refused)}`);
  console.log(`  confirmation mails in the outbox: ${mailRows.reduce((sum, m) => sum + m.n, 0)}; jobs left after ${SETTLE_SECONDS} s: ${left.n}`);
  console.log(problems.length === 0 ? '  all checks passed' : `  FAILED:\n    ${problems.slice(0, 20).join('\n    ')}`);
  await db.close();
  return problems.length === 0;
}

async function main() {
  if (!existsSync('dist/server/index.js')) throw new Error('Run `npm run build` first: the drill kills the compiled server.');
  process.exit((await onEachDatabase(drill)) ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
