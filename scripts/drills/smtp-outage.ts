/*
 * Drill: SMTP outage (`npm run drill:smtp-outage`, after `npm run build`; `-- postgres` or `-- pglite` for
 * one database). A real SMTP server runs inside the drill; members book and cancel while it is stopped
 * for a minute (connections refused) and then started again. Afterwards every mail in the outbox must be
 * delivered exactly once (counted by its Message-ID at the SMTP server), none lost, none failed, with
 * back-off between the attempts. The 'failed' state after the last attempt and its place in the admin
 * outbox are covered by tests/api/mail.test.ts, as eight attempts with back-off take over ten minutes.
 * Prints the figures and exits 1 when a check fails.
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/server/db/client';
import { startAppServer, stopAppServer } from '../support/app-server';
import { checkBookings, printVerdict, startBookingLoad } from './support/booking-load';
import { callAs, createDrillSessions, drillAppEnv, mintMembers, runDrill, sleep, type DrillDatabase } from './support/drill-data';
import { compareWithOutbox, deliveredTotal, newDeliveries, startSmtpSink } from './support/smtp-sink';

const CLIENTS = 16;
const SESSIONS = 20;
const CAPACITY = 15;
const MEMBERS = 100_000; // more than 16 clients get through in the 85 s of load (up to 700 attempts a second on PostgreSQL)
const PORT = 3596;
const SMTP_PORT = 2596;
const UP_BEFORE_SECONDS = 15;
const OUTAGE_SECONDS = Number(process.env.DRILL_OUTAGE_SECONDS ?? 60);
const UP_AFTER_SECONDS = 10;
const DRAIN_LIMIT_SECONDS = 300;

async function drill(database: DrillDatabase): Promise<boolean> {
  let db = await database.open();
  const sessionIds = await createDrillSessions(db, SESSIONS, CAPACITY);
  const members = await mintMembers(db, MEMBERS);
  const [admin] = await mintMembers(db, 1, 'drill-admin', 'ADMIN');
  if (db.kind === 'pglite') await db.close();
  const base = `http://127.0.0.1:${PORT}`;
  const delivered = newDeliveries();
  let smtp = await startSmtpSink(SMTP_PORT, delivered);
  const app = await startAppServer(PORT, drillAppEnv(database, { SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}` }));
  const outbox = async () => (await callAs(base, admin, 'GET', '/api/admin/mails?pageSize=1'))?.json?.counts as { queued: number; sent: number; failed: number };

  const load = startBookingLoad({ base, members, sessionIds, clients: CLIENTS, cancelShare: 0.3 });
  await sleep(UP_BEFORE_SECONDS * 1000);
  await smtp.close();
  const deliveredBefore = deliveredTotal(delivered);
  await sleep(OUTAGE_SECONDS * 1000);
  const duringOutage = deliveredTotal(delivered) - deliveredBefore;
  const queuedAtRestart = (await outbox()).queued;
  smtp = await startSmtpSink(SMTP_PORT, delivered);
  const restartedAt = Date.now();
  await sleep(UP_AFTER_SECONDS * 1000);
  await load.stop();
  let drainedMs: number | null = null;
  while (Date.now() - restartedAt < DRAIN_LIMIT_SECONDS * 1000) {
    if ((await outbox()).queued === 0) {
      drainedMs = Date.now() - restartedAt;
      break;
    }
    await sleep(500);
  }
  const counts = await outbox();
  await stopAppServer(app);
  await smtp.close();
  if (db.kind === 'pglite') db = await database.open();

  const check = await checkBookings(db, load.tally.outcomes, 100);
  const rows = await queryRows<{ id: string; status: string; attempts: number }>(db.db, sql`select id, status, attempts from mails`);
  await db.close();
  const { notDelivered, twice, unknown } = compareWithOutbox(delivered, rows.map((m) => m.id));
  if (drainedMs === null) check.problems.push(`the outbox still held ${counts.queued} mails ${DRAIN_LIMIT_SECONDS} s after the SMTP server came back`);
  if (notDelivered > 0) check.problems.push(`${notDelivered} outbox mails never reached the SMTP server`);
  if (twice > 0) check.problems.push(`${twice} mails were delivered more than once`);
  if (unknown > 0) check.problems.push(`${unknown} delivered mails are not in the outbox`);
  if (counts.failed > 0) check.problems.push(`${counts.failed} mails marked failed after a one-minute outage`);
  if (queuedAtRestart === 0) check.problems.push('no mail waited through the outage: the drill proved nothing');
  const retried = rows.filter((m) => m.attempts > 1);

  console.log(`\n${database.label}`);
  console.log(`  ${load.tally.outcomes.length} booking attempts by ${CLIENTS} clients, ${check.acknowledged} acknowledged, ${check.cancelled} cancelled; ${rows.length} mails written`);
  console.log(`  SMTP server down for ${OUTAGE_SECONDS} s: ${duringOutage} mails delivered meanwhile, ${queuedAtRestart} waiting when it came back`);
  console.log(`  outbox empty ${drainedMs === null ? 'never' : `${(drainedMs / 1000).toFixed(1)} s`} after the restart; ${retried.length} mails needed more than one attempt (at most ${Math.max(0, ...rows.map((m) => m.attempts))})`);
  console.log(`  delivered: ${deliveredTotal(delivered)} messages, ${delivered.byMessageId.size} distinct Message-IDs, ${twice} twice; outbox: ${counts.sent} sent, ${counts.failed} failed`);
  printVerdict(check.problems);
  return check.problems.length === 0;
}

runDrill(drill);
