/*
 * Drill: SIGTERM under load (`npm run drill:sigterm`, after `npm run build`; `-- postgres` or `-- pglite`
 * for one database). 64 clients browse the timetable, book and cancel through a small reverse proxy while
 * the app servers are stopped with SIGTERM, one at a time, and started again as a process manager would.
 * On PostgreSQL two app servers run behind the proxy, so the other one takes the traffic; on PGlite (one
 * process per data directory) the proxy holds new requests until the restarted server answers. Each stop
 * must end within 10 s with exit code 0, end its live streams with a `retry:` hint, and cut no request:
 * the clients see no failure at all. Afterwards the bookings are checked as in the kill -9 drill, and no
 * booking mail job may be left behind (a stopping server finishes or releases the jobs it holds).
 * Prints the figures and exits 1 when a check fails.
 */
import type { ChildProcess } from 'node:child_process';
import { startAppServer, stopAppServer } from '../support/app-server';
import { checkBookings, printVerdict, startBookingLoad } from './support/booking-load';
import { createDrillSessions, drillAppEnv, median, mintMembers, runDrill, sleep, type DrillDatabase } from './support/drill-data';
import { startProxy } from './support/proxy';

const CLIENTS = 64;
const SESSIONS = 10; // PGlite books a few dozen a second: the sessions fill within the drill
const CAPACITY = 15;
const MEMBERS = 15_000;
const STOPS = Number(process.env.DRILL_STOPS ?? 6);
const PROXY_PORT = 3600;
const APP_PORTS = [3601, 3602];
const SETTLE_SECONDS = 5; // a graceful stop leaves no job for a takeover, so the outbox is done at once

type Stop = { ms: number; code: number | null; signal: string | null; inFlight: number; streamRetryHint: boolean; streamEndedMs: number | null };

/** Opens the live-spots stream on one server and resolves, once it ends, to what it said last. */
function watchStream(port: number, since: () => number) {
  return fetch(`http://127.0.0.1:${port}/api/sessions/live`)
    .then(async (res) => {
      const text = await res.text().catch(() => '');
      return { retryHint: /^retry: \d+$/m.test(text), endedMs: Date.now() - since() };
    })
    .catch(() => ({ retryHint: false, endedMs: null }));
}

async function drill(database: DrillDatabase): Promise<boolean> {
  let db = await database.open();
  const sessionIds = await createDrillSessions(db, SESSIONS, CAPACITY);
  const members = await mintMembers(db, MEMBERS);
  if (db.kind === 'pglite') await db.close();
  const ports = database.label === 'PGlite' ? APP_PORTS.slice(0, 1) : APP_PORTS;
  // Requests reach the apps from the proxy, so the proxy's address is the site's own.
  const appEnv = drillAppEnv(database, { PUBLIC_URL: `http://127.0.0.1:${PROXY_PORT}` });
  const apps = new Map<number, ChildProcess>();
  for (const port of ports) apps.set(port, await startAppServer(port, appEnv));
  const proxy = await startProxy(PROXY_PORT, ports);
  const load = startBookingLoad({ base: `http://127.0.0.1:${PROXY_PORT}`, members, sessionIds, clients: CLIENTS, cancelShare: 0.3, browse: true });

  const stops: Stop[] = [];
  for (let i = 0; i < STOPS; i++) {
    await sleep(2500 + Math.random() * 2000);
    const port = ports[i % ports.length];
    const app = apps.get(port)!;
    let signalledAt = 0;
    const stream = watchStream(port, () => signalledAt);
    await sleep(300); // the stream is open before the stop
    const exited = new Promise<[number | null, string | null]>((resolve) => app.once('exit', (code, signal) => resolve([code, signal])));
    signalledAt = Date.now();
    const inFlight = proxy.inFlight.get(port)!;
    app.kill('SIGTERM');
    const [code, signal] = await exited;
    const ms = Date.now() - signalledAt;
    const { retryHint, endedMs } = await stream;
    stops.push({ ms, code, signal, inFlight, streamRetryHint: retryHint, streamEndedMs: endedMs });
    apps.set(port, await startAppServer(port, appEnv));
  }
  await sleep(1000);
  await load.stop();
  await sleep(SETTLE_SECONDS * 1000);
  for (const app of apps.values()) await stopAppServer(app);
  await proxy.close();
  if (db.kind === 'pglite') db = await database.open();

  const { outcomes, failed, answered, refused } = load.tally;
  const check = await checkBookings(db, outcomes, SESSIONS * CAPACITY);
  await db.close();
  if (failed > 0) check.problems.push(`${failed} requests failed at the client (${proxy.cut} cut by a stopping server)`);
  for (const [i, stop] of stops.entries()) {
    if (stop.code !== 0) check.problems.push(`stop ${i + 1}: exit code ${stop.code ?? stop.signal}`);
    if (stop.ms > 10_000) check.problems.push(`stop ${i + 1}: took ${stop.ms} ms`);
    if (!stop.streamRetryHint) check.problems.push(`stop ${i + 1}: the live stream ended without a retry hint`);
  }

  console.log(`\n${database.label} (${ports.length} app server${ports.length > 1 ? 's' : ''} behind the proxy)`);
  console.log(`  ${answered + failed} requests by ${CLIENTS} clients, ${failed} failed; ${outcomes.length} booking attempts, ${check.acknowledged} acknowledged, ${check.cancelled} cancelled; refused: ${JSON.stringify(refused)}`);
  console.log(`  ${STOPS} stops with SIGTERM: exit codes ${[...new Set(stops.map((s) => s.code ?? s.signal))].join(', ')}; signal to exit median ${median(stops.map((s) => s.ms))} ms, max ${Math.max(...stops.map((s) => s.ms))} ms`);
  console.log(`  requests in flight at the signal: ${stops.map((s) => s.inFlight).join(', ')}; requests the proxy passed on because a server was down: ${proxy.rerouted}`);
  console.log(`  live streams ended with a retry hint: ${stops.filter((s) => s.streamRetryHint).length} of ${STOPS}, after median ${median(stops.map((s) => s.streamEndedMs ?? Infinity))} ms`);
  console.log(`  confirmation mails in the outbox: ${check.confirmationMails}; confirmation jobs left ${SETTLE_SECONDS} s after the load: ${check.jobsLeft}`);
  printVerdict(check.problems);
  return check.problems.length === 0;
}

runDrill(drill);
