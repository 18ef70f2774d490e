/*
 * Drill: kill -9 under booking load (`npm run drill:kill9`, after `npm run build`; `-- postgres` or
 * `-- pglite` for one database). 64 clients book (and a third of them cancel again) while the app process
 * is killed with SIGKILL ten times at random moments and restarted at once. Afterwards, with the app
 * stopped, the database is checked:
 *   - every booking a client saw acknowledged (2xx) exists, and every acknowledged cancellation holds;
 *   - no session holds more confirmed bookings than its capacity, and its counter equals its bookings;
 *   - every waiting list is one queue without duplicates;
 *   - every pass's balance equals its ledger, every booking paid by a pass drew exactly one entry, and each
 *     of those cancelled got it back once (a third of the members hold a pass);
 *   - every acknowledged booking still confirmed has exactly one confirmation mail, and no member has two;
 *   - no booking mail job is left pending or running (the jobs the killed processes held were taken over).
 * Prints the figures and exits 1 when a check fails.
 */
import type { ChildProcess } from 'node:child_process';
import { startAppServer, stopAppServer } from '../support/app-server';
import { checkBookings, printVerdict, startBookingLoad } from './support/booking-load';
import { createDrillSessions, drillAppEnv, givePasses, median, mintMembers, runDrill, sleep, type DrillDatabase } from './support/drill-data';

const CLIENTS = 64;
const SESSIONS = 20;
const CAPACITY = 15;
const MEMBERS = 40_000; // more than the clients get through (about 600 attempts a second on PostgreSQL), so the load lasts past the last kill
const KILLS = Number(process.env.DRILL_KILLS ?? 10);
const CANCEL_SHARE = 0.3;
const SETTLE_SECONDS = 35; // longer than a job's lease (20 s) plus a poll
const PORT = 3595;

async function drill(database: DrillDatabase): Promise<boolean> {
  let db = await database.open();
  const sessionIds = await createDrillSessions(db, SESSIONS, CAPACITY);
  const members = await mintMembers(db, MEMBERS);
  await givePasses(db, members);
  if (db.kind === 'pglite') await db.close();
  const appEnv = drillAppEnv(database);
  let app: ChildProcess = await startAppServer(PORT, appEnv);
  const load = startBookingLoad({ base: `http://127.0.0.1:${PORT}`, members, sessionIds, clients: CLIENTS, cancelShare: CANCEL_SHARE });

  const restarts: number[] = [];
  for (let kill = 0; kill < KILLS; kill += 1) {
    await sleep(1000 + Math.random() * 2500);
    app.kill('SIGKILL');
    await new Promise((resolve) => app.once('exit', resolve));
    const started = Date.now();
    app = await startAppServer(PORT, appEnv);
    restarts.push(Date.now() - started);
  }
  const attemptsAtLastKill = load.tally.outcomes.length;
  await sleep(2000);
  await load.stop();
  await sleep(SETTLE_SECONDS * 1000);
  await stopAppServer(app);
  if (db.kind === 'pglite') db = await database.open();

  const { outcomes, failed, refused } = load.tally;
  const check = await checkBookings(db, outcomes, SESSIONS * CAPACITY);
  if (outcomes.length === attemptsAtLastKill) check.problems.push('the load had stopped before the last restart');
  await db.close();

  console.log(`\n${database.label}`);
  console.log(`  ${outcomes.length} booking attempts by ${CLIENTS} clients (${outcomes.length - attemptsAtLastKill} after the last restart), ${check.acknowledged} acknowledged as booked, ${check.cancelled} of them cancelled (acknowledged)`);
  console.log(`  ${KILLS} kills; restart to answering: median ${median(restarts)} ms, max ${Math.max(...restarts)} ms`);
  console.log(`  requests unanswered (app down) or 5xx, each retried after 100 ms: ${failed}; refused bookings by status: ${JSON.stringify(refused)}`);
  console.log(`  confirmation mails in the outbox: ${check.confirmationMails}; confirmation jobs left ${SETTLE_SECONDS} s after the load: ${check.jobsLeft}`);
  printVerdict(check.problems);
  return check.problems.length === 0;
}

runDrill(drill);
