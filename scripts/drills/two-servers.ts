/*
 * Drill: two app servers on one PostgreSQL (`npm run drill:two-servers`, after `npm run build`). This is how
 * the centre grows past one machine (docs/SCALING.md): app servers that keep nothing a request needs in
 * process memory, all on one PostgreSQL. Two compiled servers (ports 3611 = A, 3612 = B) run on one fresh
 * database behind the drill's small reverse proxy (3610, support/proxy.ts, which is the site's PUBLIC_URL),
 * with a real SMTP server inside the drill (2610, support/smtp-sink.ts). The checks:
 *
 * 1. Live free spots across servers: a browser-like stream `/api/sessions/live` is open on B; members book
 *    one after another through A; B's stream must show each new count within 1 s of A's answer (the
 *    time from sending is printed too), for 20 bookings on the idle servers and 20 during check 4's load.
 * 2. Sign-in sessions on both: a member signs in with a password through A; B knows the session
 *    (`/api/me`, same user); signed out through B, A answers 401.
 * 3. Rate limits across both: failed sign-ins from one address go to A and B in turn; the one after the
 *    per-address limit (SIGN_IN_LIMITS.perSource) is refused with 429 on either server, though neither saw
 *    more than half of them, while another address still gets in. The apps run with TRUST_PROXY=true, as
 *    behind any real load balancer, and the drill sends the visitor's address in X-Forwarded-For as the
 *    load balancer would append it (without it every visitor is the proxy's 127.0.0.1).
 * 4. Each job runs once: 32 clients book and cancel through the proxy for 30 s (so across both servers)
 *    on sessions that fill at once; 18 s in, two early bookings of each session are cancelled, so each
 *    session's long waiting list is told 'Platz frei' (mail per entry) while the load goes on. The sessions
 *    start 24 h and 15 s after the load begins, so the 24-hour reminders of the first bookings come due
 *    during the load, on both servers' job runners at once. Mails go to the SMTP sink, which counts them
 *    by Message-ID and by the sending server (each server names itself in EHLO, `?name=` in SMTP_URL).
 *    Afterwards: no job pending, running or failed; no job claimed more than once (attempts > 1); every
 *    outbox mail delivered exactly once and both servers delivered some; one reminder per booking that
 *    had one due, one 'Platz frei' mail per notified waiting-list entry; and the booking checks of the
 *    other drills (nothing acknowledged lost, capacity, counters, waiting lists, one confirmation each).
 *    Web Push jobs are not exercised: they only reach public https push services.
 *
 * PostgreSQL only: PGlite is an embedded database that one process holds per data directory, so two app
 * servers cannot share it (`-- pglite` says so and exits 0). Prints the figures and exits 1 when a check
 * fails.
 */
import type { ChildProcess } from 'node:child_process';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { SIGN_IN_LIMITS } from '../../src/server/auth/sign-in-throttle';
import { queryRows, type Database } from '../../src/server/db/client';
import { MAIL_JOB } from '../../src/server/mail/outbox';
import { SPOTS_CHANNEL } from '../../src/server/modules/bookings/live';
import { REMINDER_JOB } from '../../src/server/modules/bookings/service';
import { PUSH_JOB } from '../../src/server/push/push';
import { createUser } from '../../tests/support/factories';
import { takeSseEvents } from '../../tests/support/sse';
import { startAppServer, stopAppServer } from '../support/app-server';
import { checkBookings, printVerdict, startBookingLoad, type Outcome } from './support/booking-load';
import { callAs, createDrillSessions, drillAppEnv, median, mintMembers, runDrill, sleep, type DrillDatabase, type Member } from './support/drill-data';
import { startProxy } from './support/proxy';
import { compareWithOutbox, deliveredTotal, newDeliveries, startSmtpSink } from './support/smtp-sink';

const PROXY_PORT = 3610;
const [PORT_A, PORT_B] = [3611, 3612];
const SMTP_PORT = 2610;
const SITE = `http://127.0.0.1:${PROXY_PORT}`;

const LIVE_BOOKINGS = 20;
const LIVE_LIMIT_MS = 1000;
const CLIENTS = 32;
const LOAD_SECONDS = 30;
const SESSIONS = 10;
const CAPACITY = 15;
const MEMBERS = 12_000;
/** The load's sessions start this long after 24 hours from the load's start: when their first bookings' reminders come due. */
const REMINDERS_DUE_AFTER_SECONDS = 15;
const REMINDER_LEAD_MS = 24 * 3_600_000;
/** Seconds into the load when some bookings of each session are cancelled, once the waiting lists are long. */
const CANCEL_WAVE_AT_SECONDS = 18;
const CANCEL_WAVE_PER_SESSION = 2;
const SETTLE_LIMIT_SECONDS = 180;

const ATTACKER = '198.51.100.23';
const OTHER_VISITOR = '198.51.100.24';
const WRONG_PASSWORD = 'Falsches-Passwort-17';

type Reply = { status: number; json: any; cookies: string[] };

/** A request straight to one app server, as the load balancer forwards a browser's request on the site. */
async function request(port: number, method: string, pathname: string, options: { cookie?: string; body?: unknown; forwardedFor?: string } = {}): Promise<Reply> {
  const headers: Record<string, string> = { origin: SITE };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.forwardedFor) headers['x-forwarded-for'] = options.forwardedFor;
  const res = await fetch(`http://127.0.0.1:${port}${pathname}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(15_000),
  });
  // name=value of each Set-Cookie: what the browser sends back.
  return { status: res.status, json: await res.json().catch(() => null), cookies: res.headers.getSetCookie().map((c) => c.split(';')[0]) };
}

type LiveStream = {
  /** When the stream first showed `available` free spots for the session (performance.now()), or null after `ms`. */
  shown(sessionId: string, available: number, ms: number): Promise<number | null>;
  close(): Promise<void>;
};

/** Opens the live free-spots stream on one server as a browser does and notes when each count first arrives. */
async function openLiveStream(port: number): Promise<LiveStream> {
  const res = await fetch(`http://127.0.0.1:${port}/api/sessions/live`, { headers: { accept: 'text/event-stream', origin: SITE } });
  if (res.status !== 200 || !res.body) throw new Error(`the live stream on ${port} answered ${res.status}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  const firstSeen = new Map<string, number>();
  const listeners = new Set<() => void>();
  let ready = false;
  const pump = (async () => {
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      const at = performance.now();
      const taken = takeSseEvents(buffer + decoder.decode(value, { stream: true }));
      buffer = taken.rest;
      for (const event of taken.events) {
        if (event.event === 'ready') ready = true;
        if (event.event !== 'spots') continue;
        for (const spot of JSON.parse(event.data) as { sessionId: string; availableSpots: number }[]) {
          const key = `${spot.sessionId}/${spot.availableSpots}`;
          if (!firstSeen.has(key)) firstSeen.set(key, at);
        }
      }
      for (const listener of listeners) listener();
    }
  })().catch(() => undefined); // cancel() at the end rejects the pending read

  const waitFor = <T>(pick: () => T | undefined, ms: number) =>
    new Promise<T | null>((resolve) => {
      const check = () => {
        const found = pick();
        if (found === undefined) return;
        done(found);
      };
      const timer = setTimeout(() => done(null), ms);
      const done = (value: T | null) => {
        clearTimeout(timer);
        listeners.delete(check);
        resolve(value);
      };
      listeners.add(check);
      check();
    });

  if ((await waitFor(() => (ready ? true : undefined), 5000)) === null) throw new Error(`the live stream on ${port} sent no 'ready' event`);
  return {
    shown: (sessionId, available, ms) => waitFor(() => firstSeen.get(`${sessionId}/${available}`), ms),
    async close() {
      await reader.cancel().catch(() => undefined);
      await pump;
    },
  };
}

/** A connection of the drill's own that LISTENs as the app servers do: when each session's change notification went out. */
async function watchNotifications(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const seen = new Map<string, number[]>();
  client.on('notification', (message) => {
    const at = performance.now();
    for (const id of (message.payload ?? '').split(',')) {
      const times = seen.get(id);
      if (times) times.push(at);
      else seen.set(id, [at]);
    }
  });
  await client.query(`listen ${SPOTS_CHANNEL}`);
  return {
    firstAfter: (sessionId: string, since: number) => seen.get(sessionId)?.find((at) => at >= since),
    close: () => client.end(),
  };
}

type NotificationWatch = Awaited<ReturnType<typeof watchNotifications>>;

/** Per booking, milliseconds after sending it to A (Infinity: never, within 5 s). */
type LiveFigures = {
  answered: number[];
  /** The NOTIFY reached the drill's own LISTEN connection. */
  notified: number[];
  /** B's stream showed the new count. */
  shown: number[];
  /** From A's answer (the booking is made) until B's stream showed it; 0 when the stream was first. */
  afterAnswer: number[];
};

/**
 * Books `members` into the session one after another through A and notes, for each booking, when A
 * answered, when its change notification went out and when B's stream showed the new free-spot count.
 * The booking commits between sending and A's answer; the check holds the time from the answer.
 */
async function measureLiveSpots(stream: LiveStream, notifications: NotificationWatch, sessionId: string, members: Member[], problems: string[], when: string): Promise<LiveFigures> {
  const figures: LiveFigures = { answered: [], notified: [], shown: [], afterAnswer: [] };
  for (const [i, member] of members.entries()) {
    const sent = performance.now();
    const booked = await request(PORT_A, 'POST', '/api/bookings', { cookie: member.cookie, body: { sessionId } }).catch(() => null);
    const answered = performance.now();
    figures.answered.push(answered - sent);
    if (booked?.status !== 200 || booked.json?.status !== 'confirmed') {
      problems.push(`live spots (${when}): booking ${i + 1} through A answered ${booked?.status ?? 'nothing'}`);
      for (const list of [figures.notified, figures.shown, figures.afterAnswer]) list.push(Infinity);
      continue;
    }
    const shownAt = await stream.shown(sessionId, members.length - i - 1, 5000);
    const notifiedAt = notifications.firstAfter(sessionId, sent);
    figures.notified.push(notifiedAt === undefined ? Infinity : notifiedAt - sent);
    figures.shown.push(shownAt === null ? Infinity : shownAt - sent);
    figures.afterAnswer.push(shownAt === null ? Infinity : Math.max(0, shownAt - answered));
    await sleep(100); // one booking at a time, each its own change
  }
  const late = figures.afterAnswer.filter((ms) => ms > LIVE_LIMIT_MS);
  if (late.length > 0) problems.push(`live spots (${when}): ${late.length} of ${members.length} bookings reached B's stream more than ${LIVE_LIMIT_MS} ms after A's answer (${late.map(formatMs).join(', ')})`);
  return figures;
}

const formatMs = (ms: number) => (Number.isFinite(ms) ? `${Math.round(ms)} ms` : 'never');
const latencySummary = (values: number[]) => `${formatMs(median(values))} / ${formatMs(Math.max(...values))}`;

type SessionCheck = { signIn: number; meOnB: number; sameUser: boolean; signOutOnB: number; meOnA: number; meOnBAfter: number };

/** Check 2: a session made by one server is known to the other, and a sign-out on one holds on both. */
async function checkSessions(db: Database, problems: string[]): Promise<SessionCheck> {
  const user = await createUser(db.db, { email: 'zwei-server@drill.test' });
  const signIn = await request(PORT_A, 'POST', '/api/auth/sign-in/email', { body: { email: user.email, password: user.password } });
  const cookie = signIn.cookies.join('; ');
  const meOnB = await request(PORT_B, 'GET', '/api/me', { cookie });
  const signOutOnB = await request(PORT_B, 'POST', '/api/auth/sign-out', { cookie, body: {} });
  const meOnA = await request(PORT_A, 'GET', '/api/me', { cookie });
  const meOnBAfter = await request(PORT_B, 'GET', '/api/me', { cookie });
  const result = { signIn: signIn.status, meOnB: meOnB.status, sameUser: meOnB.json?.user?.id === user.id, signOutOnB: signOutOnB.status, meOnA: meOnA.status, meOnBAfter: meOnBAfter.status };
  if (result.signIn !== 200 || !cookie.includes('session_token')) problems.push(`sessions: sign-in through A answered ${result.signIn} without a session cookie`);
  if (result.meOnB !== 200 || !result.sameUser) problems.push(`sessions: /api/me through B answered ${result.meOnB}${result.sameUser ? '' : ', not the signed-in user'}`);
  if (result.signOutOnB !== 200) problems.push(`sessions: sign-out through B answered ${result.signOutOnB}`);
  if (result.meOnA !== 401 || result.meOnBAfter !== 401) problems.push(`sessions: after the sign-out on B, /api/me answered ${result.meOnA} on A and ${result.meOnBAfter} on B (401 expected)`);
  return result;
}

type RateLimitCheck = { limit: number; onA: number; onB: number; allowed: number[]; refusedA: number; refusedB: number; otherA: number; otherB: number; counter: number };

/** Check 3: the per-address limit of failed sign-ins counts the attempts of both servers together. */
async function checkRateLimit(db: Database, problems: string[]): Promise<RateLimitCheck> {
  const limit = SIGN_IN_LIMITS.perSource.max;
  // Each attempt names another account, so only the per-address limit can stop them.
  const attempt = (port: number, i: number, address: string) =>
    request(port, 'POST', '/api/auth/sign-in/email', { body: { email: `unbekannt-${address}-${i}@drill.test`, password: WRONG_PASSWORD }, forwardedFor: address }).then((r) => r.status);
  const allowed: number[] = [];
  for (let i = 0; i < limit; i++) allowed.push(await attempt(i % 2 === 0 ? PORT_A : PORT_B, i, ATTACKER));
  // The next attempt on the server whose turn it is, and one more on the other.
  const [firstPort, secondPort] = limit % 2 === 0 ? [PORT_A, PORT_B] : [PORT_B, PORT_A];
  const first = await attempt(firstPort, limit, ATTACKER);
  const second = await attempt(secondPort, limit + 1, ATTACKER);
  const refusedA = firstPort === PORT_A ? first : second;
  const refusedB = firstPort === PORT_B ? first : second;
  const otherA = await attempt(PORT_A, 0, OTHER_VISITOR);
  const otherB = await attempt(PORT_B, 1, OTHER_VISITOR);
  const [row] = await queryRows<{ count: number }>(db.db, sql`select count from rate_limits where key = ${`sign-in:source:${ATTACKER}`}`);
  const result = { limit, onA: Math.ceil(limit / 2), onB: Math.floor(limit / 2), allowed, refusedA, refusedB, otherA, otherB, counter: Number(row?.count ?? 0) };
  const notRefused = allowed.filter((status) => status !== 401).length;
  if (notRefused > 0) problems.push(`rate limits: ${notRefused} of the first ${limit} failed sign-ins were not answered 401 (${[...new Set(allowed)].join(', ')})`);
  if (refusedA !== 429 || refusedB !== 429) problems.push(`rate limits: after ${limit} failed sign-ins from one address, A answered ${refusedA} and B ${refusedB} (429 expected on both)`);
  if (otherA !== 401 || otherB !== 401) problems.push(`rate limits: another address was answered ${otherA} on A and ${otherB} on B (401 expected: the limit is per address)`);
  if (result.counter !== limit) problems.push(`rate limits: the counter in rate_limits is ${result.counter}, not ${limit}`);
  return result;
}

/**
 * Cancels `perSession` early confirmed bookings of each session through the proxy at once, as their members would:
 * each cancellation tells that session's waiting list (everyone not told in the last 10 minutes) 'Platz frei'.
 */
async function cancelWave(outcomes: Outcome[], sessionIds: string[], perSession: number): Promise<number> {
  const picked = sessionIds.flatMap((sessionId) => outcomes.filter((o) => o.sessionId === sessionId && o.booked === 'confirmed' && !o.cancelTried).slice(0, perSession));
  const results = await Promise.all(
    picked.map(async (outcome) => {
      outcome.cancelTried = true;
      const mine = await callAs(SITE, outcome.member, 'GET', '/api/me/bookings');
      const booking = mine?.json?.bookings?.find((b: { status: string; session: { id: string } }) => b.status === 'confirmed' && b.session.id === outcome.sessionId);
      if (!booking) return false;
      const answer = await callAs(SITE, outcome.member, 'POST', `/api/bookings/${booking.id}/cancel`);
      if (answer?.status === 200) outcome.cancelled = true;
      return answer?.status === 200;
    }),
  );
  return results.filter(Boolean).length;
}

/** Waits until no job is pending or running; the seconds it took, or null after SETTLE_LIMIT_SECONDS. */
async function settleJobs(db: Database): Promise<number | null> {
  const started = Date.now();
  while (Date.now() - started < SETTLE_LIMIT_SECONDS * 1000) {
    const [left] = await queryRows<{ n: number }>(db.db, sql`select count(*)::int as n from jobs where status in ('pending', 'running')`);
    if (left.n === 0) return (Date.now() - started) / 1000;
    await sleep(500);
  }
  return null;
}

type JobFigures = { type: string; done: number; claimedTwice: number; left: number; failed: number };

async function drill(database: DrillDatabase): Promise<boolean> {
  if (database.label === 'PGlite') {
    console.log('\nPGlite: not run. Two app servers need one database both can reach; PGlite is embedded in one process per data directory. Run on PostgreSQL (`npm run drill:two-servers` or `-- postgres`).');
    return true;
  }
  const db = await database.open();
  const allSessions = await createDrillSessions(db, SESSIONS + 2, CAPACITY);
  const loadSessions = allSessions.slice(0, SESSIONS);
  const [liveIdleSession, liveLoadedSession] = allSessions.slice(SESSIONS);
  // The live sessions start in 12 hours (no reminder: less than 24 hours ahead), with one place per booking.
  await queryRows(
    db.db,
    sql`update sessions set max_participants = ${LIVE_BOOKINGS}, start_time = now() + interval '12 hours', end_time = now() + interval '13 hours',
        date = (now() + interval '12 hours')::date where id in (${liveIdleSession}, ${liveLoadedSession})`,
  );
  const members = await mintMembers(db, MEMBERS);
  const liveMembers = await mintMembers(db, 2 * LIVE_BOOKINGS, 'drill-live');

  const problems: string[] = [];
  const deliveries = newDeliveries();
  const smtp = await startSmtpSink(SMTP_PORT, deliveries);
  const apps = new Map<number, ChildProcess>();
  for (const port of [PORT_A, PORT_B]) {
    const env = drillAppEnv(database, { PUBLIC_URL: SITE, RATE_LIMIT: 'on', TRUST_PROXY: 'true', SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}/?name=app-${port}` });
    apps.set(port, await startAppServer(port, env));
  }
  const proxy = await startProxy(PROXY_PORT, [PORT_A, PORT_B]);
  const stream = await openLiveStream(PORT_B);
  const notifications = await watchNotifications(database.env.DATABASE_URL);
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });

  try {
    const sessions = await checkSessions(db, problems);
    const rateLimit = await checkRateLimit(db, problems);
    const liveIdle = await measureLiveSpots(stream, notifications, liveIdleSession, liveMembers.slice(0, LIVE_BOOKINGS), problems, 'idle');

    // The load's sessions start 24 h and a little after now: the first bookings' reminders come due soon.
    const loadStart = Date.now();
    const sessionStart = new Date(loadStart + REMINDER_LEAD_MS + REMINDERS_DUE_AFTER_SECONDS * 1000);
    await queryRows(
      db.db,
      sql`update sessions set start_time = ${sessionStart.toISOString()}::timestamptz, end_time = ${sessionStart.toISOString()}::timestamptz + interval '50 minutes',
          date = ${sessionStart.toISOString().slice(0, 10)}::date where id in ${loadSessions}`,
    );
    const load = startBookingLoad({ base: SITE, members, sessionIds: loadSessions, clients: CLIENTS, cancelShare: 0.3 });
    await sleep(5000);
    loopDelay.enable();
    const liveLoaded = await measureLiveSpots(stream, notifications, liveLoadedSession, liveMembers.slice(LIVE_BOOKINGS), problems, 'under load');
    loopDelay.disable();
    await sleep(Math.max(0, loadStart + CANCEL_WAVE_AT_SECONDS * 1000 - Date.now()));
    const waveCancelled = await cancelWave(load.tally.outcomes, loadSessions, CANCEL_WAVE_PER_SESSION);
    await sleep(Math.max(0, loadStart + LOAD_SECONDS * 1000 - Date.now()));
    await load.stop();
    const loadSeconds = (Date.now() - loadStart) / 1000;
    const settledSeconds = await settleJobs(db);
    await sleep(2000); // a second delivery of a mail, should there be one, arrives meanwhile
    await stream.close();
    await notifications.close();
    for (const app of apps.values()) await stopAppServer(app);
    apps.clear();
    await proxy.close();
    await smtp.close();

    // What the load left behind.
    const { outcomes, failed, answered, refused } = load.tally;
    const bookingCheck = await checkBookings(db, outcomes, SESSIONS * CAPACITY);
    problems.push(...bookingCheck.problems);
    if (failed > 0) problems.push(`${failed} requests of the load failed at the client`);

    const jobRows = await queryRows<{ type: string; status: string; n: number; twice: number; error: string | null }>(
      db.db,
      sql`select type, status::text as status, count(*)::int as n, count(*) filter (where attempts > 1)::int as twice, max(last_error) as error
          from jobs group by 1, 2 order by 1, 2`,
    );
    const jobs = new Map<string, JobFigures>();
    for (const row of jobRows) {
      const figures = jobs.get(row.type) ?? { type: row.type, done: 0, claimedTwice: 0, left: 0, failed: 0 };
      if (row.status === 'done') figures.done += row.n;
      else if (row.status === 'failed') figures.failed += row.n;
      else figures.left += row.n;
      figures.claimedTwice += row.twice;
      jobs.set(row.type, figures);
      if (row.twice > 0) problems.push(`${row.twice} ${row.type} jobs (${row.status}) were claimed more than once${row.error ? `; last error: ${row.error}` : ''}`);
    }
    for (const figures of jobs.values()) {
      if (figures.left > 0) problems.push(`${figures.left} ${figures.type} jobs still pending or running ${SETTLE_LIMIT_SECONDS} s after the load`);
      if (figures.failed > 0) problems.push(`${figures.failed} ${figures.type} jobs failed`);
    }
    const reminderJobs = jobs.get(REMINDER_JOB)?.done ?? 0;
    if (reminderJobs === 0) problems.push('no reminder job came due during the drill: reminders were not exercised');

    const mails = await queryRows<{ id: string; template: string; status: string; to: string }>(db.db, sql`select id, template, status::text as status, "to" from mails`);
    const byTemplate = (template: string) => mails.filter((m) => m.template === template);
    const notSent = mails.filter((m) => m.status !== 'sent').length;
    if (notSent > 0) problems.push(`${notSent} outbox mails are not marked sent`);
    const outbox = compareWithOutbox(deliveries, mails.map((m) => m.id));
    if (outbox.notDelivered > 0) problems.push(`${outbox.notDelivered} outbox mails never reached the SMTP server`);
    if (outbox.twice > 0) problems.push(`${outbox.twice} mails were delivered more than once`);
    if (outbox.unknown > 0) problems.push(`${outbox.unknown} delivered mails are not in the outbox`);
    const byServer = [PORT_A, PORT_B].map((port) => deliveries.byClient.get(`app-${port}`) ?? 0);
    if (byServer.some((n) => n === 0)) problems.push(`only one server delivered mails (A ${byServer[0]}, B ${byServer[1]}): the jobs did not run on both`);

    // Each member books one session, so one reminder and one 'Platz frei' mail per address at most.
    const twiceTo = (template: string) => {
      const counts = new Map<string, number>();
      for (const m of byTemplate(template)) counts.set(m.to, (counts.get(m.to) ?? 0) + 1);
      return [...counts.values()].filter((n) => n > 1).length;
    };
    for (const template of ['booking-reminder', 'waitlist-spot-free']) {
      const twice = twiceTo(template);
      if (twice > 0) problems.push(`${twice} members got '${template}' twice`);
    }
    const [reminders] = await queryRows<{ due: number; without: number }>(
      db.db,
      sql`select count(*)::int as due,
                 count(*) filter (where (select count(*) from mails m where m.template = 'booking-reminder' and m."to" = p.email) <> 1)::int as without
          from bookings b join profiles p on p.id = b.user_id
          join jobs j on j.type = ${REMINDER_JOB} and j.payload->>'bookingId' = b.id::text
          where b.status = 'confirmed'`,
    );
    if (reminders.without > 0) problems.push(`${reminders.without} of ${reminders.due} confirmed bookings with a reminder due have no reminder mail, or more than one`);
    const [notified] = await queryRows<{ n: number }>(db.db, sql`select count(*)::int as n from session_waitlist where notified_at is not null`);
    const spotFree = byTemplate('waitlist-spot-free').length;
    if (spotFree !== notified.n) problems.push(`${notified.n} waiting-list entries were told of a free spot, but ${spotFree} 'Platz frei' mails were written`);
    if (spotFree === 0) problems.push("no 'Platz frei' mail was written: the waiting-list notifications were not exercised");

    // For docs/SCALING.md: what each row of the growing tables takes (data only, compressed as stored).
    const rowSizes = await queryRows<{ name: string; bytes: number }>(
      db.db,
      sql`select 'bookings' as name, avg(pg_column_size(t.*))::int as bytes from bookings t
          union all select 'session_waitlist', avg(pg_column_size(t.*))::int from session_waitlist t
          union all select 'jobs', avg(pg_column_size(t.*))::int from jobs t
          union all select 'mails', avg(pg_column_size(t.*))::int from mails t`,
    );

    const jobLine = [...jobs.values()].map((j) => `${j.type} ${j.done}`).join(', ');
    console.log(`\nPostgreSQL: app servers A (${PORT_A}) and B (${PORT_B}) on one database, behind the proxy (${PROXY_PORT}); SMTP sink ${SMTP_PORT}`);
    for (const [when, figures] of [['idle', liveIdle], ['during the load', liveLoaded]] as const) {
      console.log(
        `  live spots ${when}, ${LIVE_BOOKINGS} bookings through A, stream on B (median / max): on B's stream ${latencySummary(figures.afterAnswer)} after A's answer; ` +
          `after sending: answered ${latencySummary(figures.answered)}, NOTIFY out ${latencySummary(figures.notified)}, on B's stream ${latencySummary(figures.shown)}`,
      );
    }
    console.log(`  the drill's own event loop during the load (it reads B's stream): delay p99 ${(loopDelay.percentile(99) / 1e6).toFixed(0)} ms, max ${(loopDelay.max / 1e6).toFixed(0)} ms`);
    console.log(`  sessions: sign-in through A ${sessions.signIn}; /api/me through B ${sessions.meOnB}${sessions.sameUser ? ', same user' : ', another user'}; sign-out through B ${sessions.signOutOnB}; then /api/me ${sessions.meOnA} on A, ${sessions.meOnBAfter} on B`);
    console.log(
      `  rate limit (SIGN_IN_LIMITS.perSource: ${rateLimit.limit} failed sign-ins per address in ${SIGN_IN_LIMITS.perSource.windowSeconds / 60} min): ${rateLimit.limit} from ${ATTACKER}, ${rateLimit.onA} on A and ${rateLimit.onB} on B, answered ${[...new Set(rateLimit.allowed)].join('/')}; ` +
        `the next one ${rateLimit.refusedA} on A, ${rateLimit.refusedB} on B; ${OTHER_VISITOR} ${rateLimit.otherA} on A, ${rateLimit.otherB} on B; counter in rate_limits ${rateLimit.counter}`,
    );
    console.log(`  load: ${answered + failed} requests by ${CLIENTS} clients through the proxy in ${loadSeconds.toFixed(0)} s, ${failed} failed; ${outcomes.length} booking attempts, ${bookingCheck.acknowledged} acknowledged, ${bookingCheck.cancelled} cancelled (${waveCancelled} of them ${CANCEL_WAVE_AT_SECONDS} s in, ${CANCEL_WAVE_PER_SESSION} per session, to tell the waiting lists); refused: ${JSON.stringify(refused)}`);
    console.log(`  jobs done: ${jobLine}; claimed more than once: ${[...jobs.values()].reduce((sum, j) => sum + j.claimedTwice, 0)}; left ${settledSeconds === null ? `after ${SETTLE_LIMIT_SECONDS} s` : `none ${settledSeconds.toFixed(1)} s after the load`}`);
    console.log(`  reminders came due ${REMINDERS_DUE_AFTER_SECONDS} s into the load: ${reminderJobs} reminder jobs, ${byTemplate('booking-reminder').length} reminder mails (${reminders.due} bookings still confirmed had one due); push jobs: ${jobs.get(PUSH_JOB)?.done ?? 0} (not exercised)`);
    console.log(`  mails: ${byTemplate('booking-confirmed').length} confirmations, ${byTemplate('booking-reminder').length} reminders, ${spotFree} 'Platz frei' (${notified.n} waiting-list entries told); ${jobs.get(MAIL_JOB)?.done ?? 0} mail jobs`);
    console.log(`  SMTP sink: ${deliveredTotal(deliveries)} messages, ${deliveries.byMessageId.size} distinct Message-IDs, ${outbox.twice} twice, ${outbox.notDelivered} not delivered, ${outbox.unknown} unknown; delivered by A ${byServer[0]}, by B ${byServer[1]}`);
    console.log(`  average row size (without indexes): ${rowSizes.map((r) => `${r.name} ${r.bytes ?? 0} B`).join(', ')}`);
    printVerdict(problems);
    return problems.length === 0;
  } finally {
    for (const app of apps.values()) await stopAppServer(app);
    await db.close();
  }
}

runDrill(drill);
