/*
 * Drill: the moment booking opens (`npm run drill:booking-opens`, after `npm run build`; `-- postgres` or
 * `-- pglite` for one database). 1,000 members book one session of 20 places: the first 200 on fresh
 * connections at the same instant, the rest one by one as answers come back (on the kept-alive
 * connections, as browsers that keep the page open would). Checks: exactly 20 confirmed, everyone else on
 * the waiting list, no error, and arrival decides: the places go to the first wave, and the waiting list
 * holds the rest of the first wave before every later request, the later ones in the order they were sent.
 * Prints latency figures and the positions of both groups; exits 1 when a check fails.
 *
 * As at a real 18:00 opening, the server has been serving all day and the job runner has work:
 * - Earlier that day, DRILL_EARLIER (default 1,000) other members booked three other sessions as they
 *   opened, 100 at a time: 3,000 bookings. A freshly started Node process compiles its hot code while it
 *   serves (V8's optimising compiler); without that day, the first opening pays for it (DRILL_EARLIER=0:
 *   the first opening right after a restart).
 * - DRILL_BACKLOG (default 3,000) mails are due in the outbox (reminders, confirmations, waiting-list
 *   notices), delivered to an SMTP server inside the drill, and nobody waits for them to go out before
 *   the burst. DRILL_BACKLOG=0 is the earlier drill without backlog, which waits 3 s for mails to go out.
 * DRILL_RUNS (default 1) repeats the whole drill on fresh sessions and members, each with a fresh app
 * process and backlog, and prints each run's p99.
 */
import { Agent, request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { enqueueMail } from '../../src/server/mail/outbox';
import { startAppServer, stopAppServer } from '../support/app-server';
import { createDrillSessions, drillAppEnv, median, mintMembers, runDrill, type DrillDatabase, type Member } from './support/drill-data';
import { newDeliveries, deliveredTotal, startSmtpSink } from './support/smtp-sink';

const MEMBERS = 1000;
const FIRST_WAVE = 200;
const PLACES = 20;
const PORT = 3597;
const ORDER_MS = 50;
/** Earlier openings that day: other members book each of these sessions, this many at a time. */
const EARLIER_OPENINGS = 3;
const EARLIER_IN_FLIGHT = 100;
const EARLIER_MEMBERS = Number(process.env.DRILL_EARLIER ?? 1000);
const SETTLE_MS = 3000;
const BACKLOG = Number(process.env.DRILL_BACKLOG ?? 3000);
const RUNS = Number(process.env.DRILL_RUNS ?? 1);
const SMTP_PORT = 2611;

type Attempt = { index: number; sentAt: number; ms: number; status: number; result?: 'confirmed' | 'waitlist'; position?: number };

function book(agent: Agent, member: Member, sessionId: string, index: number): Promise<Attempt> {
  const body = JSON.stringify({ sessionId });
  const sentAt = performance.now();
  return new Promise((resolve) => {
    const req = request(
      { host: '127.0.0.1', port: PORT, method: 'POST', path: '/api/bookings', agent, headers: { cookie: member.cookie, origin: `http://127.0.0.1:${PORT}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => {
          const json = JSON.parse(text || '{}');
          resolve({ index, sentAt, ms: performance.now() - sentAt, status: res.statusCode ?? 0, result: json.status, position: json.position });
        });
      },
    );
    req.on('error', () => resolve({ index, sentAt, ms: performance.now() - sentAt, status: 0 }));
    req.end(body);
  });
}

/**
 * Members booking one session as it opens: the first `inFlight` on fresh connections at the same instant,
 * the rest one by one as answers come back, each on the connection that just became free (as browsers
 * that keep the page open would).
 */
async function crowd(members: Member[], sessionId: string, inFlight: number): Promise<Attempt[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: inFlight });
  const attempts: Attempt[] = [];
  let next = inFlight;
  const chain = async (first: Promise<Attempt>): Promise<void> => {
    attempts.push(await first);
    if (next < members.length) await chain(book(agent, members[next], sessionId, next++));
  };
  await Promise.all(Array.from({ length: Math.min(inFlight, members.length) }, (_, i) => chain(book(agent, members[i], sessionId, i))));
  agent.destroy();
  return attempts;
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))];
const range = (values: number[]) => (values.length ? `${Math.min(...values)}–${Math.max(...values)} (median ${median(values)})` : 'none');

/** Mails due now, as the outbox holds them at an opening: one per member of earlier sessions. */
async function fillBacklog(db: Awaited<ReturnType<DrillDatabase['open']>>['db'], run: number) {
  for (let i = 0; i < BACKLOG; i += 500) {
    await db.transaction(async (tx) => {
      for (let j = i; j < Math.min(BACKLOG, i + 500); j++) {
        await enqueueMail(tx, {
          to: `rueckstand-${run}-${j}@drill.test`,
          subject: 'Erinnerung: Ihr Kurs morgen',
          text: `Hallo,\n\nmorgen um 18:00 Uhr beginnt Ihr Kurs. Wir freuen uns auf Sie.\n\nIhr Sportzentrum (${j})`,
          template: 'booking_reminder',
        });
      }
    });
  }
}

async function drill(database: DrillDatabase): Promise<boolean> {
  const p99s: number[] = [];
  let ok = true;
  for (let run = 1; run <= RUNS; run++) {
    const result = await drillOnce(database, run);
    ok = result.ok && ok;
    p99s.push(result.p99);
  }
  if (RUNS > 1) console.log(`\n${database.label}: p99 of the ${RUNS} runs: ${p99s.map((ms) => `${ms.toFixed(0)} ms`).join(', ')}`);
  return ok;
}

async function drillOnce(database: DrillDatabase, run: number): Promise<{ ok: boolean; p99: number }> {
  const db = await database.open();
  const [sessionId, ...earlierSessionIds] = await createDrillSessions(db, 1 + EARLIER_OPENINGS, PLACES, `Drill-Kurs ${run}`);
  const members = await mintMembers(db, MEMBERS, `drill-${run}`);
  const earlierMembers = await mintMembers(db, EARLIER_MEMBERS, `earlier-${run}`);
  await fillBacklog(db.db, run);
  await db.close();
  const deliveries = newDeliveries();
  const smtp = await startSmtpSink(SMTP_PORT, deliveries);
  const app = await startAppServer(PORT, drillAppEnv(database, { SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}` }));
  // The day so far: the timetable read, and earlier sessions booked by other members as they opened.
  await fetch(`http://127.0.0.1:${PORT}/api/sessions`);
  if (earlierMembers.length > 0) for (const earlierSessionId of earlierSessionIds) await crowd(earlierMembers, earlierSessionId, EARLIER_IN_FLIGHT);
  // Without a backlog: the earlier confirmation mails are sent by now. With one, the opening does not wait for it.
  if (BACKLOG === 0) await sleep(SETTLE_MS);
  const deliveredBefore = deliveredTotal(deliveries);

  const attempts = await crowd(members, sessionId, FIRST_WAVE);
  const deliveredDuring = deliveredTotal(deliveries) - deliveredBefore;
  await stopAppServer(app);
  await smtp.close();

  const problems: string[] = [];
  const errors = attempts.filter((a) => a.status !== 200);
  const confirmed = attempts.filter((a) => a.result === 'confirmed');
  const firstWave = attempts.filter((a) => a.index < FIRST_WAVE);
  const later = attempts.filter((a) => a.index >= FIRST_WAVE).sort((a, b) => a.index - b.index);
  if (errors.length > 0) problems.push(`${errors.length} requests failed (status ${[...new Set(errors.map((e) => e.status))].join(', ')})`);
  if (confirmed.length !== PLACES) problems.push(`${confirmed.length} confirmed instead of ${PLACES}`);
  const laterConfirmed = later.filter((a) => a.result === 'confirmed').length;
  if (laterConfirmed > 0) problems.push(`${laterConfirmed} places went to later requests while the first wave waited`);
  const firstWavePositions = firstWave.filter((a) => a.result === 'waitlist').map((a) => a.position!);
  const laterPositions = later.filter((a) => a.result === 'waitlist').map((a) => a.position!);
  if (Math.max(...firstWavePositions) > FIRST_WAVE - PLACES) problems.push(`the first wave reaches waiting-list position ${Math.max(...firstWavePositions)}, behind later requests`);
  // Later requests queue in the order they were sent. Up to 200 are on their way at once, so two sent
  // within a few milliseconds may reach the database in either order; one sent ORDER_MS after another may not.
  let inversions = 0;
  for (const [i, a] of later.entries()) {
    for (const b of later.slice(i + 1)) {
      if (b.sentAt - a.sentAt > ORDER_MS && a.position && b.position && b.position < a.position) inversions++;
    }
  }
  if (inversions > 0) problems.push(`${inversions} later requests overtook one sent over ${ORDER_MS} ms before them`);

  const all = attempts.map((a) => a.ms);
  const earlier = earlierMembers.length > 0 ? `after ${earlierMembers.length * EARLIER_OPENINGS} earlier bookings` : 'right after the start';
  console.log(`\n${database.label}${RUNS > 1 ? `, run ${run} of ${RUNS}` : ''}, ${earlier}: ${BACKLOG} mails due in the outbox at the start, ${deliveredBefore} delivered before the opening, ${deliveredDuring} during the burst`);
  console.log(`  ${attempts.length} bookings of one session with ${PLACES} places: ${confirmed.length} confirmed, ${attempts.filter((a) => a.result === 'waitlist').length} on the waiting list, ${errors.length} errors`);
  console.log(`  latency: p50 ${percentile(all, 50).toFixed(0)} ms, p99 ${percentile(all, 99).toFixed(0)} ms, max ${Math.max(...all).toFixed(0)} ms`);
  console.log(`  first wave (${FIRST_WAVE} at once): ${firstWave.filter((a) => a.result === 'confirmed').length} confirmed, waiting-list positions ${range(firstWavePositions)}`);
  console.log(`  later requests (${later.length}): ${laterConfirmed} confirmed, waiting-list positions ${range(laterPositions)}, ${inversions} pairs sent over ${ORDER_MS} ms apart out of order`);
  const firstWaveMs = firstWave.map((a) => a.ms);
  const laterMs = later.map((a) => a.ms);
  console.log(`  first wave latency: fastest ${Math.min(...firstWaveMs).toFixed(0)} ms, p50 ${percentile(firstWaveMs, 50).toFixed(0)} ms, p99 ${percentile(firstWaveMs, 99).toFixed(0)} ms; later requests: p50 ${percentile(laterMs, 50).toFixed(0)} ms, p99 ${percentile(laterMs, 99).toFixed(0)} ms`);
  console.log(problems.length === 0 ? '  all checks passed' : `  FAILED:\n    ${problems.join('\n    ')}`);
  return { ok: problems.length === 0, p99: percentile(all, 99) };
}

runDrill(drill);
