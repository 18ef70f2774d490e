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
import { SMTPServer } from 'smtp-server';
import { queryRows } from '../../src/server/db/client';
import { startAppServer, stopAppServer } from '../support/app-server';
import { checkBookings, printVerdict, startBookingLoad } from './support/booking-load';
import { callAs, createDrillSessions, drillAppEnv, mintMembers, runDrill, sleep, type DrillDatabase } from './support/drill-data';

const CLIENTS = 16;
const SESSIONS = 20;
const CAPACITY = 15;
const MEMBERS = 8000;
const PORT = 3596;
const SMTP_PORT = 2596;
const UP_BEFORE_SECONDS = 15;
const OUTAGE_SECONDS = Number(process.env.DRILL_OUTAGE_SECONDS ?? 60);
const UP_AFTER_SECONDS = 10;
const DRAIN_LIMIT_SECONDS = 300;

/** A real SMTP server on SMTP_PORT that counts every message it accepts by its Message-ID. */
async function startSmtpServer(delivered: Map<string, number>) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 100, // an outage cuts open connections too
    onData(stream, _session, callback) {
      let head = '';
      stream.on('data', (chunk: Buffer) => {
        if (head.length < 4000) head += chunk.toString('utf8');
      });
      stream.on('end', () => {
        const id = /^Message-ID:\s*(\S+)/im.exec(head)?.[1] ?? 'none';
        delivered.set(id, (delivered.get(id) ?? 0) + 1);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(SMTP_PORT, '127.0.0.1', resolve));
  return { close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function drill(database: DrillDatabase): Promise<boolean> {
  let db = await database.open();
  const sessionIds = await createDrillSessions(db, SESSIONS, CAPACITY);
  const members = await mintMembers(db, MEMBERS);
  const [admin] = await mintMembers(db, 1, 'drill-admin', 'ADMIN');
  if (db.kind === 'pglite') await db.close();
  const base = `http://127.0.0.1:${PORT}`;
  const delivered = new Map<string, number>();
  let smtp = await startSmtpServer(delivered);
  const app = await startAppServer(PORT, drillAppEnv(database, { SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}` }));
  const outbox = async () => (await callAs(base, admin, 'GET', '/api/admin/mails?pageSize=1'))?.json?.counts as { queued: number; sent: number; failed: number };

  const load = startBookingLoad({ base, members, sessionIds, clients: CLIENTS, cancelShare: 0.3 });
  await sleep(UP_BEFORE_SECONDS * 1000);
  await smtp.close();
  const deliveredBefore = [...delivered.values()].reduce((a, b) => a + b, 0);
  await sleep(OUTAGE_SECONDS * 1000);
  const duringOutage = [...delivered.values()].reduce((a, b) => a + b, 0) - deliveredBefore;
  const queuedAtRestart = (await outbox()).queued;
  smtp = await startSmtpServer(delivered);
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
  const idOf = (mailId: string) => `<mail-${mailId}@sportzentrum.test>`;
  const notDelivered = rows.filter((m) => !delivered.has(idOf(m.id)));
  const twice = [...delivered.entries()].filter(([, n]) => n > 1);
  const unknown = [...delivered.keys()].filter((id) => !rows.some((m) => idOf(m.id) === id));
  if (drainedMs === null) check.problems.push(`the outbox still held ${counts.queued} mails ${DRAIN_LIMIT_SECONDS} s after the SMTP server came back`);
  if (notDelivered.length > 0) check.problems.push(`${notDelivered.length} outbox mails never reached the SMTP server`);
  if (twice.length > 0) check.problems.push(`${twice.length} mails were delivered more than once`);
  if (unknown.length > 0) check.problems.push(`${unknown.length} delivered mails are not in the outbox`);
  if (counts.failed > 0) check.problems.push(`${counts.failed} mails marked failed after a one-minute outage`);
  if (queuedAtRestart === 0) check.problems.push('no mail waited through the outage: the drill proved nothing');
  const retried = rows.filter((m) => m.attempts > 1);

  console.log(`\n${database.label}`);
  console.log(`  ${load.tally.outcomes.length} booking attempts by ${CLIENTS} clients, ${check.acknowledged} acknowledged, ${check.cancelled} cancelled; ${rows.length} mails written`);
  console.log(`  SMTP server down for ${OUTAGE_SECONDS} s: ${duringOutage} mails delivered meanwhile, ${queuedAtRestart} waiting when it came back`);
  console.log(`  outbox empty ${drainedMs === null ? 'never' : `${(drainedMs / 1000).toFixed(1)} s`} after the restart; ${retried.length} mails needed more than one attempt (at most ${Math.max(0, ...rows.map((m) => m.attempts))})`);
  console.log(`  delivered: ${[...delivered.values()].reduce((a, b) => a + b, 0)} messages, ${delivered.size} distinct Message-IDs, ${twice.length} twice; outbox: ${counts.sent} sent, ${counts.failed} failed`);
  printVerdict(check.problems);
  return check.problems.length === 0;
}

runDrill(drill);
