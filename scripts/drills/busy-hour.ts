/*
 * Drill: a busy hour (`npm run drill:busy-hour`, after `npm run build`; PostgreSQL, or `-- pglite`).
 * 500 members (DRILL_MEMBERS) use the site for ten minutes (DRILL_MINUTES) as people in a browser do.
 * They arrive over the first 30 s; each goes from visit to visit, a visit is two to four page views, and
 * between two views the member thinks 0.5–2 s. A view sends what the web app sends for that page, in
 * parallel where the app does, through a per-member copy of the app's query cache: a page asks again
 * only for answers older than their staleTime in the app (me 5 min, lists 60 s, sessions and own bookings
 * 15 s, payments 30 s, overview and messages always), and a booking, cancellation or leaving a waiting
 * list invalidates the session lists and the own bookings, as the web app does. The pages:
 *  - the timetable (GET /api/sessions?week=, /api/courses, /api/trainers) and a course page
 *    (/api/courses/{id}, /api/sessions?courseId=), holding the tab's live-spots stream (GET
 *    /api/sessions/live) open while on them and 15 s after, as the web app does (DRILL_LIVE=0 leaves the
 *    streams out);
 *  - the dashboard (/api/me, /api/me/overview, /api/me/bookings, /api/me/messages, /api/me/payments) and
 *    the bookings page (/api/me/bookings);
 *  - a member's first visit, and 3 % of later browsing and dashboard visits (a new tab, a reload), start
 *    with the page's HTML (/stundenplan, /member/dashboard), rendered with the member's data;
 *  - booking a session with free places, cancelling one's own booking, joining a full session's waiting
 *    list and leaving it again, each followed by the refetch the web app makes; 5 % of bookings and 10 %
 *    of cancellations are double clicks (two requests at once);
 *  - signing out and in again with e-mail and password (POST /api/auth/sign-out, /sign-in/email).
 * The mix per visit: browse 48 %, dashboard 40.5 %, book 5 %, cancel 2.5 %, join a waiting list 2 %,
 * leave one 1.5 %, sign in again 0.5 %. A member holds at most 3 bookings and 2 waiting-list places (a
 * booking visit beyond that cancels, and so on), so the load stays steady. 60 sessions a week ahead:
 * 48 of 30 places, 12 of 5 (full early: waiting lists). That is about 0.7 requests a second per member
 * while answers are quick (about 350/s for 500 members), plus the live-spots events.
 *
 * The app runs with the production limits on (RATE_LIMIT, API_BUDGET), behind a (simulated) load balancer:
 * TRUST_PROXY=true, and each member sends its own X-Forwarded-For address, as 500 people at home would
 * arrive from 500 addresses. The members keep within every limit honestly: bookings, waiting-list places
 * and cancellations stay within MAIL_LIMITS.bookingPerUser (30 an hour per member; the drill counts each
 * request, and turns a member's further write visits into browsing once its hour is used up), sign-ins
 * are at most three per member and always with the right password (only wrong passwords count against
 * the sign-in limits), and a member sends a few requests a second at most, far inside the API budget.
 *
 * Plain node:http with one keep-alive Agent per member (at most 6 connections, as a browser) rather than
 * autocannon: autocannon replays a fixed list of requests back to back on each connection, while a
 * member's next step depends on the last answer (which session has places, which booking to cancel, the
 * new cookie after signing in), needs think time, a query cache and a page's requests in parallel.
 *
 * Counted as an error: a 5xx, no answer (network error, 15 s timeout), a live stream ending while open,
 * and every 4xx the step did not expect. The only 4xx expected: the second request of a double-clicked
 * cancellation is 409 NOT_CANCELLABLE (exactly one of the two succeeds). A full session answers 200 with
 * a waiting-list place and booking twice 200 with what exists, so 'full' and 'already booked' are no 4xx
 * here; an answer the flow did not expect (a single click answered 'already booked', a bookings page
 * that does not show what the member holds) fails the drill as well.
 *
 * Prints latency per request kind and overall (p50, p95, p99, max), requests per second (also per 30 s),
 * the app's RSS every 30 s (VmRSS), CPU used, and the load average at start and end. Checks afterwards:
 * the database (capacity, counters, one confirmation per booking, waiting lists without duplicates,
 * every held waiting-list place there and every left one gone, queues in arrival order), no error,
 * p99 < 200 ms (PostgreSQL only) and RSS growth from minute 2 to the end at most 10 %, read off the
 * least-squares line through the 30-s samples: under this load the app's RSS is 300–500 MiB, almost all
 * of it V8's heap reservation, which swings by a fifth between two samples while the live heap stays
 * flat, so two single samples would decide by chance. 10 % of ~450 MiB over eight minutes still
 * catches a leak of about 100 KiB a second, some 300 bytes per request. (Runs shorter than 4 minutes
 * compare from half-time and do not check it: the heap is still growing.) Exits 1 when a check fails.
 */
import { hashPassword } from 'better-auth/crypto';
import { inArray, sql } from 'drizzle-orm';
import { Agent, request, type ClientRequest, type IncomingHttpHeaders } from 'node:http';
import { loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { queryRows, type Database } from '../../src/server/db/client';
import { authAccounts, sessions } from '../../src/server/db/schema';
import { MAIL_LIMITS } from '../../src/server/mail/limits';
import { berlinWeekMonday } from '../../src/shared/time';
import { startAppServer, stopAppServer } from '../support/app-server';
import { cpuSeconds, rssMiB } from '../support/process-stats';
import { checkBookings, printVerdict, type Outcome } from './support/booking-load';
import { createDrillSessions, drillAppEnv, mintMembers, runDrill, sleep, type DrillDatabase, type Member } from './support/drill-data';

const MEMBERS = Number(process.env.DRILL_MEMBERS ?? 500);
const MINUTES = Number(process.env.DRILL_MINUTES ?? 10);
const LIVE = process.env.DRILL_LIVE !== '0';
const PORT = 3620;
const BASE = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'Drill-Passwort-Busy-Hour-7';
// 60 sessions a week ahead, hourly: 48 of 30 places and every fifth of 5 places (full early: waiting lists).
const SESSIONS = 60;
const PLACES = 30;
const SMALL_PLACES = 5;
const THINK_MS = { min: 500, max: 2000 };
// Members arrive over the first 30 s, not all in one millisecond.
const RAMP_MS = 30_000;
const TIMEOUT_MS = 15_000;
// A request whose answer was lost is surely done (answered or refused by the app's own limits) after this.
const UNCERTAIN_MS = 30_000;
const MAX_BOOKINGS = 3;
const MAX_WAITLIST = 2;
const MAX_SIGN_INS = 3;
// Share of later visits that start with a page's HTML (a new tab or a reload); the first always does.
const HTML_SHARE = 0.03;
const P99_TARGET_MS = 200;
const RSS_TOLERANCE = 0.1;
const RSS_CHECK_FROM_MINUTES = 4;
const SAMPLE_MS = 30_000;

type SessionView = { id: string; status: string; availableSpots: number; myStatus: 'booked' | 'waitlist' | null };
type Held = { bookingId: string; outcome: Outcome };
type Joined = { entryId: string; sessionId: string; memberId: string; sentAt: number; ackAt: number };
type VMember = Member & {
  index: number;
  agent: Agent;
  address: string;
  /** The session cookie sent with every request ('' while signed out). */
  session: string;
  /** The known-device cookie of the sign-in throttle (path /api/auth), once signed in with the password. */
  device: string;
  bookings: Map<string, Held>;
  waitlist: Map<string, Joined>;
  /** Sessions this member has ever booked: never booked again (checkBookings keys bookings by member and session). */
  touched: Set<string>;
  /**
   * Sessions whose last booking, cancellation or leaving got no answer (when it was lost): the request may
   * or may not have been carried out, so the bookings page decides, as it would for a person.
   */
  uncertain: Map<string, number>;
  limited: { since: number; used: number };
  signIns: number;
  /** The answers the member's web app holds (TanStack Query's cache): key → when fetched, data (null: known from a page's HTML). */
  cache: Map<string, { at: number; data: any }>;
  live: { req: ClientRequest; closing: boolean; closeTimer?: NodeJS.Timeout } | null;
};

type Reply = { status: number; headers: IncomingHttpHeaders; json: any };

// ---------------------------------------------------------------------------------------------------------
// Figures

const KINDS: string[] = [];
const kindIndex = new Map<string, number>();
const sampleAt: number[] = [];
const sampleMs: number[] = [];
const sampleKind: number[] = [];
let runStart = 0;
let running = false;

type Tally = {
  errors: { fiveXX: number; network: number; unexpected4xx: number; streamsEnded: number };
  errorDetails: Map<string, number>;
  surprises: string[];
  statuses: Map<string, Map<string, number>>;
  visits: Record<string, number>;
  views: number;
  outcomes: Outcome[];
  confirmed: number;
  raced: number;
  cancelled: number;
  doubleBooks: number;
  doubleCancels: { pairs: number; ok: number };
  joined: Joined[];
  left: string[];
  signIns: number;
  limitedActions: number;
  budgetSpent: number;
  liveOpened: number;
  liveEvents: number;
};

const tally: Tally = {
  errors: { fiveXX: 0, network: 0, unexpected4xx: 0, streamsEnded: 0 },
  errorDetails: new Map(),
  surprises: [],
  statuses: new Map(),
  visits: {},
  views: 0,
  outcomes: [],
  confirmed: 0,
  raced: 0,
  cancelled: 0,
  doubleBooks: 0,
  doubleCancels: { pairs: 0, ok: 0 },
  joined: [],
  left: [],
  signIns: 0,
  limitedActions: 0,
  budgetSpent: 0,
  liveOpened: 0,
  liveEvents: 0,
};

function record(kind: string, ms: number, status: number | 'network', expected: readonly number[], code?: string) {
  let k = kindIndex.get(kind);
  if (k === undefined) {
    k = KINDS.push(kind) - 1;
    kindIndex.set(kind, k);
  }
  sampleAt.push(performance.now() - runStart);
  sampleMs.push(ms);
  sampleKind.push(k);
  const statuses = tally.statuses.get(kind) ?? new Map<string, number>();
  tally.statuses.set(kind, statuses);
  statuses.set(String(status), (statuses.get(String(status)) ?? 0) + 1);
  if (status !== 'network' && expected.includes(status)) return;
  if (status === 'network') tally.errors.network++;
  else if (status >= 500) tally.errors.fiveXX++;
  else tally.errors.unexpected4xx++;
  const detail = `${kind}: ${status}${code ? ` ${code}` : ''}`;
  tally.errorDetails.set(detail, (tally.errorDetails.get(detail) ?? 0) + 1);
}

const surprise = (text: string) => tally.surprises.push(text);

// ---------------------------------------------------------------------------------------------------------
// HTTP as the member's browser sends it

function decode(body: Buffer, encoding: string | undefined): string {
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  if (encoding === 'deflate') return inflateSync(body).toString('utf8');
  return body.toString('utf8');
}

function cookieHeader(m: VMember, path: string): string {
  return [m.session, path.startsWith('/api/auth/') ? m.device : ''].filter(Boolean).join('; ');
}

function headersFor(m: VMember, method: string, path: string, html: boolean, body?: string): Record<string, string | number> {
  const headers: Record<string, string | number> = {
    accept: html ? 'text/html,application/xhtml+xml' : 'application/json',
    'accept-encoding': 'gzip, deflate, br',
    'accept-language': 'de-DE,de;q=0.9',
    'x-forwarded-for': m.address,
  };
  const cookie = cookieHeader(m, path);
  if (cookie) headers.cookie = cookie;
  if (method !== 'GET') headers.origin = BASE;
  // As fetch sends it: a JSON body with its type, no body with length 0 (a POST without input).
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET') headers['content-length'] = Buffer.byteLength(body ?? '');
  return headers;
}

/** One request, timed from sending to the last byte of the answer; null when no answer came. */
function call(m: VMember, kind: string, method: string, path: string, options: { body?: unknown; expect?: readonly number[]; html?: boolean } = {}): Promise<Reply | null> {
  const expect = options.expect ?? [200];
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port: PORT, method, path, agent: m.agent, headers: headersFor(m, method, path, options.html ?? false, body) }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const ms = performance.now() - started;
        clearTimeout(timer);
        const status = res.statusCode ?? 0;
        let json: any = null;
        if (!options.html) {
          try {
            json = JSON.parse(decode(Buffer.concat(chunks), res.headers['content-encoding']) || 'null');
          } catch {
            json = null;
          }
        }
        record(kind, ms, status, expect, json?.error?.code ?? json?.code);
        resolve({ status, headers: res.headers, json });
      });
      res.on('error', () => undefined);
    });
    const timer = setTimeout(() => req.destroy(new Error('timeout')), TIMEOUT_MS);
    req.on('error', (error) => {
      clearTimeout(timer);
      record(kind, performance.now() - started, 'network', expect, (error as NodeJS.ErrnoException).code ?? error.message);
      resolve(null);
    });
    req.end(body);
  });
}

/**
 * The web app keeps one live-spots stream per tab (src/web/features/sessions/lib/live-spots-stream.ts):
 * opened by the first timetable or course page, closed LIVE_LINGER_MS after the member left the last of them.
 */
const LIVE_LINGER_MS = 15_000;

/** 'page': on a timetable or course page; 'left': on another page; 'gone': the tab is closed (end of run). */
function setLive(m: VMember, where: 'page' | 'left' | 'gone') {
  if (!LIVE) return;
  const close = () => {
    if (!m.live) return;
    clearTimeout(m.live.closeTimer);
    m.live.closing = true;
    m.live.req.destroy();
    m.live = null;
  };
  if (where === 'gone') return close();
  if (where === 'left') {
    if (m.live) m.live.closeTimer ??= setTimeout(close, LIVE_LINGER_MS);
    return;
  }
  if (m.live) {
    clearTimeout(m.live.closeTimer);
    m.live.closeTimer = undefined;
    return;
  }
  const path = '/api/sessions/live';
  const started = performance.now();
  const live: NonNullable<VMember['live']> = { closing: false, req: undefined as unknown as ClientRequest };
  live.req = request({ host: '127.0.0.1', port: PORT, method: 'GET', path, agent: m.agent, headers: { ...headersFor(m, 'GET', path, false), accept: 'text/event-stream' } }, (res) => {
    let buffer = '';
    let ready = false;
    if (res.statusCode !== 200) record('GET /api/sessions/live (to ready)', performance.now() - started, res.statusCode ?? 0, [200]);
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => {
      buffer += chunk;
      const events = buffer.split('\n\n');
      buffer = events.pop() ?? '';
      for (const event of events) {
        if (event.includes('event: ready') && !ready) {
          ready = true;
          record('GET /api/sessions/live (to ready)', performance.now() - started, 200, [200]);
        } else if (event.includes('event: spots')) tally.liveEvents++;
      }
    });
    res.on('close', () => {
      if (!live.closing && running && res.statusCode === 200) {
        tally.errors.streamsEnded++;
        tally.errorDetails.set('live stream ended while open', (tally.errorDetails.get('live stream ended while open') ?? 0) + 1);
      }
    });
    res.on('error', () => undefined);
  });
  live.req.on('error', (error) => {
    if (!live.closing) record('GET /api/sessions/live (to ready)', performance.now() - started, 'network', [200], (error as NodeJS.ErrnoException).code);
  });
  live.req.end();
  tally.liveOpened++;
  m.live = live;
}

// ---------------------------------------------------------------------------------------------------------
// A member's visits

class RunOver extends Error {}

const pick = <T>(items: T[]): T | undefined => items[Math.floor(Math.random() * items.length)];

/** The member reads the page; at the end of the run the visit stops here. */
async function think() {
  tally.views++;
  await sleep(THINK_MS.min + Math.random() * (THINK_MS.max - THINK_MS.min));
  if (!running) throw new RunOver();
}

type World = { weeks: string[]; courseId: string };

/**
 * A GET through the member's query cache, as the web app's TanStack Query does it: a page asks again only
 * for answers older than their staleTime (src/shared/api-queries.ts, the features' api/ files, default
 * 60 s). `need`: the step reads the answer, so an entry known only from a page's HTML is fetched.
 */
async function query(m: VMember, key: string, staleMs: number, kind: string, path: string, need = false): Promise<any> {
  const hit = m.cache.get(key);
  if (hit && performance.now() - hit.at < staleMs && (hit.data !== null || !need)) return hit.data;
  const answer = await call(m, kind, 'GET', path);
  if (answer?.status !== 200) return hit?.data ?? null;
  m.cache.set(key, { at: performance.now(), data: answer.json });
  return answer.json;
}

/** After a booking, cancellation or leaving a waiting list the app invalidates these lists. */
function invalidateLists(m: VMember) {
  for (const key of m.cache.keys()) if (key.startsWith('sessions:') || key === 'my-bookings') m.cache.delete(key);
}

/** A page loaded as a document: the HTML carries the page's queries, which the app then has fresh. */
async function documentLoad(m: VMember, kind: string, path: string, keys: string[]) {
  m.cache.clear();
  await call(m, kind, 'GET', path, { html: true });
  for (const key of ['me', ...keys]) m.cache.set(key, { at: performance.now(), data: null });
}

/** Bookings, cancellations and waiting-list places count against the app's hourly limit per member. */
function mayWrite(m: VMember, requests: number): boolean {
  const now = Date.now();
  // The app's window starts with the member's first counted request; wait 10 s past it to be sure.
  if (m.limited.used > 0 && now - m.limited.since > MAIL_LIMITS.bookingPerUser.windowSeconds * 1000 + 10_000) m.limited = { since: now, used: 0 };
  if (m.limited.used + requests > MAIL_LIMITS.bookingPerUser.max) {
    tally.budgetSpent++;
    return false;
  }
  if (m.limited.used === 0) m.limited.since = now;
  m.limited.used += requests;
  tally.limitedActions += requests;
  return true;
}

const STALE = { me: 300_000, list: 60_000, sessions: 15_000, myBookings: 15_000, payments: 30_000, always: 0 };

/** The timetable page on `week`: its sessions (with the member's own status), the course and trainer filters. */
async function timetable(m: VMember, week: string, need = false): Promise<SessionView[]> {
  setLive(m, 'page');
  const [answer] = await Promise.all([
    query(m, `sessions:week:${week}`, STALE.sessions, 'GET /api/sessions?week=', `/api/sessions?week=${week}`, need),
    query(m, 'courses', STALE.list, 'GET /api/courses', '/api/courses'),
    query(m, 'trainers', STALE.list, 'GET /api/trainers', '/api/trainers'),
  ]);
  return answer?.sessions ?? [];
}

async function coursePage(m: VMember, world: World) {
  setLive(m, 'page');
  await Promise.all([
    query(m, `course:${world.courseId}`, STALE.list, 'GET /api/courses/{id}', `/api/courses/${world.courseId}`),
    query(m, `sessions:course:${world.courseId}`, STALE.sessions, 'GET /api/sessions?courseId=', `/api/sessions?courseId=${world.courseId}`),
  ]);
}

type MyBookings = { bookings: { id: string; status: string; session: { id: string } }[]; waitlist: { id: string; session: { id: string } }[] };

/** The member's bookings and waiting-list places (bookings page, dashboard); a fresh answer must match what the member holds. */
async function myBookings(m: VMember): Promise<MyBookings> {
  const fetched = !m.cache.has('my-bookings') || performance.now() - m.cache.get('my-bookings')!.at >= STALE.myBookings;
  const answer = await query(m, 'my-bookings', STALE.myBookings, 'GET /api/me/bookings', '/api/me/bookings', true);
  const mine: MyBookings = { bookings: answer?.bookings ?? [], waitlist: answer?.waitlist ?? [] };
  if (fetched && answer) {
    // After a lost answer the page says what happened: taken over once the request is surely done.
    const settled = [...m.uncertain].filter(([, lostAt]) => performance.now() - lostAt > UNCERTAIN_MS).map(([sessionId]) => sessionId);
    for (const sessionId of settled) {
      m.uncertain.delete(sessionId);
      const booking = mine.bookings.find((b) => b.status === 'confirmed' && b.session.id === sessionId);
      const held = m.bookings.get(sessionId);
      if (booking) m.bookings.set(sessionId, { bookingId: booking.id, outcome: held?.outcome ?? { member: m, sessionId } });
      else m.bookings.delete(sessionId);
      const entry = mine.waitlist.find((w) => w.session.id === sessionId);
      if (entry) m.waitlist.set(sessionId, { entryId: entry.id, sessionId, memberId: m.id, sentAt: NaN, ackAt: NaN });
      else m.waitlist.delete(sessionId);
    }
    const sure = (sessionId: string) => !m.uncertain.has(sessionId);
    const confirmed = mine.bookings.filter((b) => b.status === 'confirmed' && sure(b.session.id));
    const held = [...m.bookings.keys()].filter(sure);
    if (confirmed.length !== held.length || confirmed.some((b) => m.bookings.get(b.session.id)?.bookingId !== b.id)) {
      surprise(`${m.id}: bookings page shows ${confirmed.length} confirmed, the member holds ${held.length}`);
    }
    const queued = mine.waitlist.filter((w) => sure(w.session.id));
    const places = [...m.waitlist.keys()].filter(sure);
    if (queued.length !== places.length || queued.some((w) => m.waitlist.get(w.session.id)?.entryId !== w.id)) {
      surprise(`${m.id}: bookings page shows ${queued.length} waiting-list places, the member holds ${places.length}`);
    }
  }
  return mine;
}

async function dashboard(m: VMember) {
  setLive(m, 'left');
  await Promise.all([
    query(m, 'me', STALE.me, 'GET /api/me', '/api/me'),
    query(m, 'my-overview', STALE.always, 'GET /api/me/overview', '/api/me/overview'),
    myBookings(m),
    query(m, 'my-messages', STALE.always, 'GET /api/me/messages', '/api/me/messages'),
    query(m, 'my-payments', STALE.payments, 'GET /api/me/payments', '/api/me/payments'),
  ]);
}

async function bookingsPage(m: VMember) {
  setLive(m, 'left');
  return myBookings(m);
}

async function browseVisit(m: VMember, world: World, html: boolean) {
  const [first, second] = Math.random() < 0.5 ? world.weeks : [...world.weeks].reverse();
  if (html) {
    setLive(m, 'page');
    await documentLoad(m, 'GET /stundenplan (HTML)', `/stundenplan?woche=${first}`, [`sessions:week:${first}`, 'courses', 'trainers']);
  } else await timetable(m, first);
  await think();
  await coursePage(m, world);
  await think();
  await timetable(m, second ?? first);
  await think();
}

async function dashboardVisit(m: VMember, html: boolean) {
  if (html) {
    setLive(m, 'left');
    await documentLoad(m, 'GET /member/dashboard (HTML)', '/member/dashboard', []);
  }
  await dashboard(m);
  await think();
  await bookingsPage(m);
  await think();
}

function holdBooking(m: VMember, sessionId: string, bookingId: string) {
  const outcome: Outcome = { member: m, sessionId, booked: 'confirmed' };
  tally.outcomes.push(outcome);
  tally.confirmed++;
  m.bookings.set(sessionId, { bookingId, outcome });
  m.touched.add(sessionId);
}

function holdPlace(m: VMember, sessionId: string, entryId: string, sentAt: number) {
  const joined = { entryId, sessionId, memberId: m.id, sentAt, ackAt: performance.now() };
  tally.joined.push(joined);
  m.waitlist.set(sessionId, joined);
}

/** Books `sessionId` (once, or as a double click) for a free place or a waiting-list place. */
async function bookSession(m: VMember, sessionId: string, kind: 'book' | 'waiting list', double: boolean) {
  const label = kind === 'book' ? 'POST /api/bookings (free place)' : 'POST /api/bookings (full: waiting list)';
  const sentAt = performance.now();
  const send = () => call(m, label, 'POST', '/api/bookings', { body: { sessionId } });
  const answers = double ? await Promise.all([send(), send()]) : [await send()];
  invalidateLists(m);
  const ok = answers.filter((a): a is Reply => a?.status === 200);
  if (ok.length === 0) {
    if (answers.includes(null)) {
      // Perhaps booked: counted as an attempt without acknowledgement (checkBookings allows its mail).
      tally.outcomes.push({ member: m, sessionId });
      m.touched.add(sessionId);
      m.uncertain.set(sessionId, performance.now());
    }
    return;
  }
  if (double) {
    tally.doubleBooks++;
    const fresh = ok.filter((a) => !a.json.alreadyExisted);
    if (ok.length === 2 && fresh.length !== 1) surprise(`${m.id}: double-clicked booking answered ${fresh.length} new results`);
  } else if (ok[0].json.alreadyExisted) surprise(`${m.id}: booking of ${sessionId} answered as already existing`);
  const result = ok.find((a) => !a.json.alreadyExisted)?.json ?? ok[0].json;
  if (result.status === 'confirmed') {
    holdBooking(m, sessionId, result.bookingId);
    if (kind === 'book') return;
    tally.raced++; // a place came free between the timetable and the click
  } else {
    holdPlace(m, sessionId, result.waitlistEntryId, sentAt);
    if (kind === 'book') tally.raced++; // the last place went to someone else first
  }
}

async function bookVisit(m: VMember, world: World): Promise<void> {
  if (m.bookings.size >= MAX_BOOKINGS) return cancelVisit(m, world);
  const week = pick(world.weeks)!;
  const sessions = await timetable(m, week, true);
  await think();
  const free = sessions.filter((s) => s.status === 'scheduled' && s.availableSpots > 0 && s.myStatus === null && !m.touched.has(s.id));
  const target = pick(free);
  if (!target) return; // everything taken this week: the member looks again later
  const double = Math.random() < 0.05;
  if (!mayWrite(m, double ? 2 : 1)) return;
  await bookSession(m, target.id, 'book', double);
  await timetable(m, week); // the open week is refetched after the booking
  await think();
  await bookingsPage(m);
  await think();
}

async function cancelVisit(m: VMember, world: World): Promise<void> {
  if (m.bookings.size === 0) return bookVisit(m, world);
  const { bookings } = await bookingsPage(m);
  await think();
  const booking = pick(bookings.filter((b) => b.status === 'confirmed' && m.bookings.get(b.session.id)?.bookingId === b.id && !m.uncertain.has(b.session.id)));
  if (!booking) return;
  const double = Math.random() < 0.1;
  if (!mayWrite(m, double ? 2 : 1)) return;
  const held = m.bookings.get(booking.session.id)!;
  held.outcome.cancelTried = true;
  const path = `/api/bookings/${booking.id}/cancel`;
  const answers = double
    ? await Promise.all([0, 1].map(() => call(m, 'POST /api/bookings/{id}/cancel (double click)', 'POST', path, { expect: [200, 409] })))
    : [await call(m, 'POST /api/bookings/{id}/cancel', 'POST', path)];
  invalidateLists(m);
  const statuses = answers.map((a) => a?.status);
  if (double) {
    tally.doubleCancels.pairs++;
    const refused = answers.filter((a) => a?.status === 409);
    if (statuses.filter((s) => s === 200).length === 1 && refused.length === 1 && refused[0]!.json?.error?.code === 'NOT_CANCELLABLE') tally.doubleCancels.ok++;
    else if (!answers.includes(null)) surprise(`${m.id}: double-clicked cancellation answered ${statuses.join(' and ')}`);
  }
  if (statuses.includes(200)) {
    held.outcome.cancelled = true;
    tally.cancelled++;
    m.bookings.delete(booking.session.id);
  } else if (answers.includes(null)) m.uncertain.set(booking.session.id, performance.now());
  await bookingsPage(m); // refetched after the cancellation
  await think();
}

async function joinWaitlistVisit(m: VMember, world: World): Promise<void> {
  if (m.waitlist.size >= MAX_WAITLIST) return leaveWaitlistVisit(m, world);
  const week = pick(world.weeks)!;
  const sessions = await timetable(m, week, true);
  await think();
  const full = sessions.filter((s) => s.status === 'scheduled' && s.availableSpots === 0 && s.myStatus === null && !m.touched.has(s.id));
  const target = pick(full);
  if (!target || !mayWrite(m, 1)) return;
  await bookSession(m, target.id, 'waiting list', false);
  await timetable(m, week);
  await think();
}

async function leaveWaitlistVisit(m: VMember, world: World): Promise<void> {
  if (m.waitlist.size === 0) return joinWaitlistVisit(m, world);
  const { waitlist } = await bookingsPage(m);
  await think();
  const entry = pick(waitlist.filter((w) => m.waitlist.get(w.session.id)?.entryId === w.id && !m.uncertain.has(w.session.id)));
  if (!entry) return;
  const answer = await call(m, 'DELETE /api/me/waitlist/{id}', 'DELETE', `/api/me/waitlist/${entry.id}`);
  invalidateLists(m);
  if (answer?.status === 200) {
    tally.left.push(entry.id);
    m.waitlist.delete(entry.session.id);
  } else if (!answer) m.uncertain.set(entry.session.id, performance.now());
  await bookingsPage(m);
  await think();
}

const cookieOf = (headers: IncomingHttpHeaders, name: string) =>
  (headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).find((c) => c.startsWith(`${name}=`) && c.length > name.length + 1);

async function signInVisit(m: VMember): Promise<void> {
  if (m.signIns >= MAX_SIGN_INS) return dashboardVisit(m, false);
  setLive(m, 'left');
  const out = await call(m, 'POST /api/auth/sign-out', 'POST', '/api/auth/sign-out', { body: {} });
  if (out?.status !== 200) return;
  m.session = '';
  m.cache.clear();
  await think();
  m.signIns++;
  const signedIn = await call(m, 'POST /api/auth/sign-in/email', 'POST', '/api/auth/sign-in/email', { body: { email: m.email, password: PASSWORD, rememberMe: true } });
  const session = signedIn && cookieOf(signedIn.headers, 'better-auth.session_token');
  if (!session) {
    if (signedIn?.status === 200) surprise(`${m.id}: signed in without a session cookie`);
    return;
  }
  tally.signIns++;
  m.session = session;
  m.device = cookieOf(signedIn.headers, 'sz_known_device') ?? m.device;
  await dashboard(m);
  await think();
}

const VISITS: [number, string][] = [
  [48, 'browse'],
  [40.5, 'dashboard'],
  [5, 'book'],
  [2.5, 'cancel'],
  [2, 'join waiting list'],
  [1.5, 'leave waiting list'],
  [0.5, 'sign in again'],
];

async function visit(m: VMember, world: World, first: boolean) {
  let roll = Math.random() * 100;
  const name = first ? 'browse' : (VISITS.find(([weight]) => (roll -= weight) < 0)?.[1] ?? 'browse');
  tally.visits[name] = (tally.visits[name] ?? 0) + 1;
  // Everyone opens the site once at the start; later a new tab or a reload now and then.
  const html = first || Math.random() < HTML_SHARE;
  const wantsToWrite = name === 'book' || name === 'cancel' || name === 'join waiting list';
  // A member whose hour of bookings and cancellations is used up only looks.
  if (wantsToWrite && m.limited.used >= MAIL_LIMITS.bookingPerUser.max - 1 && Date.now() - m.limited.since < MAIL_LIMITS.bookingPerUser.windowSeconds * 1000) return browseVisit(m, world, html);
  if (name === 'browse') return browseVisit(m, world, html);
  if (name === 'dashboard') return dashboardVisit(m, html);
  if (name === 'book') return bookVisit(m, world);
  if (name === 'cancel') return cancelVisit(m, world);
  if (name === 'join waiting list') return joinWaitlistVisit(m, world);
  if (name === 'leave waiting list') return leaveWaitlistVisit(m, world);
  return signInVisit(m);
}

async function runMember(m: VMember, world: World) {
  await sleep(Math.random() * RAMP_MS);
  for (let first = true; running; first = false) {
    try {
      await visit(m, world, first);
    } catch (error) {
      if (!(error instanceof RunOver)) throw error;
    }
  }
  setLive(m, 'gone');
}

// ---------------------------------------------------------------------------------------------------------
// Figures and checks

function percentile(sorted: number[], p: number) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((sorted.length * p) / 100) - 1)] : NaN;
}

function summary(values: number[]) {
  const sorted = Float64Array.from(values).sort();
  const list = Array.from(sorted);
  return { n: list.length, p50: percentile(list, 50), p95: percentile(list, 95), p99: percentile(list, 99), max: list.at(-1) ?? NaN };
}

const f = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '–');
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');

type RssSample = { at: number; mib: number | null };

/** Waiting-list places: every held one there, every left one gone, no one booked and queued at once, queues in arrival order. */
async function checkWaitlists(db: Database, members: VMember[]): Promise<string[]> {
  const problems: string[] = [];
  const rows = await queryRows<{ id: string; user_id: string; session_id: string; added_at: Date | string }>(db.db, sql`select id, user_id, session_id, added_at from session_waitlist order by session_id, added_at, id`);
  const byId = new Map(rows.map((r) => [r.id, r]));
  let missing = 0;
  for (const m of members) {
    for (const held of m.waitlist.values()) {
      if (m.uncertain.has(held.sessionId)) continue; // its leaving got no answer
      const row = byId.get(held.entryId);
      if (!row || row.user_id !== m.id || row.session_id !== held.sessionId) missing++;
    }
  }
  if (missing > 0) problems.push(`${missing} waiting-list places the members hold are missing`);
  const stillThere = tally.left.filter((id) => byId.has(id)).length;
  if (stillThere > 0) problems.push(`${stillThere} waiting-list places left with 200 are still there`);
  const [both] = await queryRows<{ n: number }>(
    db.db,
    sql`select count(*)::int as n from session_waitlist w join bookings b on b.user_id = w.user_id and b.session_id = w.session_id and b.status = 'confirmed'`,
  );
  if (both.n > 0) problems.push(`${both.n} members are booked and on the waiting list of the same session`);
  // Order: whoever was acknowledged before another member's request was even sent stands ahead of them.
  const joinedById = new Map(tally.joined.map((j) => [j.entryId, j]));
  const queues = new Map<string, Joined[]>();
  for (const r of rows) {
    const joined = joinedById.get(r.id);
    if (joined) queues.set(r.session_id, [...(queues.get(r.session_id) ?? []), joined]);
  }
  let overtaken = 0;
  for (const queue of queues.values()) {
    for (const [i, ahead] of queue.entries()) for (const behind of queue.slice(i + 1)) if (behind.ackAt < ahead.sentAt) overtaken++;
  }
  if (overtaken > 0) problems.push(`${overtaken} waiting-list places stand behind one requested after them was acknowledged`);
  const [ties] = await queryRows<{ n: number }>(db.db, sql`select count(*)::int as n from (select session_id, added_at from session_waitlist group by 1, 2 having count(*) > 1) t`);
  if (ties.n > 0) problems.push(`${ties.n} waiting-list times shared by two places (their order would be left to chance)`);
  return problems;
}

/** Waits until the job runner has written the confirmation mails of the bookings (PostgreSQL: while the app runs). */
async function waitForConfirmations(db: Database, maxMs: number) {
  const started = Date.now();
  for (;;) {
    const [row] = await queryRows<{ n: number }>(db.db, sql`select count(*)::int as n from jobs where type = 'booking.confirmed' and status in ('pending', 'running')`);
    if (row.n === 0 || Date.now() - started > maxMs) return (Date.now() - started) / 1000;
    await sleep(500);
  }
}

// ---------------------------------------------------------------------------------------------------------

async function drill(database: DrillDatabase): Promise<boolean> {
  let db = await database.open();
  const sessionIds = await createDrillSessions(db, SESSIONS, PLACES);
  const small = sessionIds.filter((_, i) => i % 5 === 0);
  await db.db.update(sessions).set({ maxParticipants: SMALL_PLACES }).where(inArray(sessions.id, small));
  const base = await mintMembers(db, MEMBERS, 'busy');
  // Everyone can also sign in with a password (one hash for all: scrypt is slow on purpose).
  const hash = await hashPassword(PASSWORD);
  for (let i = 0; i < base.length; i += 1000) {
    await db.db.insert(authAccounts).values(base.slice(i, i + 1000).map((m) => ({ id: crypto.randomUUID(), userId: m.id, accountId: m.id, providerId: 'credential', password: hash })));
  }
  const starts = await queryRows<{ start_time: Date | string }>(db.db, sql`select start_time from sessions`);
  const [course] = await queryRows<{ id: string }>(db.db, sql`select id from courses limit 1`);
  const world: World = { weeks: [...new Set(starts.map((s) => berlinWeekMonday(new Date(s.start_time))))].sort(), courseId: course.id };
  if (db.kind === 'pglite') await db.close();

  const members: VMember[] = base.map((m, index) => ({
    ...m,
    index,
    // Idle connections are closed 1 s before the server's keep-alive timeout (its `Keep-Alive: timeout=5`
    // hint; Node's Agent heeds the hint only with a timeout of its own), as a browser does: reusing one the
    // server is closing at that moment would be a reset no member would see (the browser retries it).
    agent: new Agent({ keepAlive: true, maxSockets: 6, timeout: 4000 }),
    // 10.x.y.z, one address per member (index + 1, so none ends in .0)
    address: `10.${((index + 1) >> 16) & 255}.${((index + 1) >> 8) & 255}.${(index + 1) & 255}`,
    session: m.cookie,
    device: '',
    bookings: new Map(),
    waitlist: new Map(),
    touched: new Set(),
    uncertain: new Map(),
    limited: { since: 0, used: 0 },
    signIns: 0,
    cache: new Map(),
    live: null,
  }));

  const app = await startAppServer(PORT, drillAppEnv(database, { RATE_LIMIT: 'on', API_BUDGET: 'on', TRUST_PROXY: 'true' }));
  // A warm server, as at any moment of the day: one unrelated request first.
  await fetch(`${BASE}/api/sessions`);

  const loadAtStart = load();
  const cpuBefore = cpuSeconds(app.pid);
  const ownCpuBefore = process.cpuUsage();
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const durationMs = MINUTES * 60_000;
  const rss: RssSample[] = [];
  runStart = performance.now();
  running = true;
  rss.push({ at: 0, mib: rssMiB(app.pid) });
  const sampler = setInterval(() => rss.push({ at: performance.now() - runStart, mib: rssMiB(app.pid) }), SAMPLE_MS);
  const stopAt = setTimeout(() => {
    // The last sample at the end of the load, before members stop.
    rss.push({ at: performance.now() - runStart, mib: rssMiB(app.pid) });
    running = false;
  }, durationMs);
  console.log(`\n${database.label}: ${MEMBERS} members for ${MINUTES} min${LIVE ? '' : ' (no live streams)'}; load average at the start ${loadAtStart}`);
  await Promise.all(members.map((m) => runMember(m, world)));
  const runSeconds = (performance.now() - runStart) / 1000;
  clearInterval(sampler);
  clearTimeout(stopAt);
  loopDelay.disable();
  const cpuAfter = cpuSeconds(app.pid);
  const ownCpu = process.cpuUsage(ownCpuBefore);
  const loadAtEnd = load();
  for (const m of members) m.agent.destroy();

  // The confirmation mails of the last bookings, then the app stops.
  let settleSeconds = 0;
  if (db.kind === 'postgres') settleSeconds = await waitForConfirmations(db, 120_000);
  else await sleep(20_000);
  await stopAppServer(app);
  if (db.kind === 'pglite') db = await database.open();
  const check = await checkBookings(db, tally.outcomes, Math.ceil(MEMBERS / 4));
  const waitlistProblems = await checkWaitlists(db, members);
  const [queued] = await queryRows<{ n: number; sessions: number }>(db.db, sql`select count(*)::int as n, count(distinct session_id)::int as sessions from session_waitlist`);
  const [fullSessions] = await queryRows<{ n: number }>(db.db, sql`select count(*)::int as n from sessions where current_participants = max_participants`);
  await db.close();

  // Figures
  const all = summary(sampleMs);
  const loadSeconds = durationMs / 1000;
  const inRun = sampleAt.filter((at) => at <= durationMs).length;
  const errors = tally.errors.fiveXX + tally.errors.network + tally.errors.unexpected4xx + tally.errors.streamsEnded;
  console.log(`  ${sampleMs.length} requests (${f(inRun / loadSeconds)}/s over the ${MINUTES} min; the last views finished ${f(runSeconds - loadSeconds)} s after), ${tally.views} page views, visits ${JSON.stringify(tally.visits)}`);
  console.log(`  errors: ${errors} (5xx ${tally.errors.fiveXX}, no answer ${tally.errors.network}, unexpected 4xx ${tally.errors.unexpected4xx}, live streams ended ${tally.errors.streamsEnded})`);
  for (const [detail, n] of [...tally.errorDetails].slice(0, 15)) console.log(`    ${n}× ${detail}`);
  console.log(`  latency, all requests: p50 ${f(all.p50)} ms, p95 ${f(all.p95)} ms, p99 ${f(all.p99)} ms, max ${f(all.max)} ms`);
  console.log(`  ${'request'.padEnd(46)} ${'count'.padStart(7)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'p99'.padStart(7)} ${'max'.padStart(8)}  statuses`);
  const perKind = KINDS.map((kind, k) => ({ kind, s: summary(sampleMs.filter((_, i) => sampleKind[i] === k)) })).sort((a, b) => b.s.n - a.s.n);
  for (const { kind, s } of perKind) {
    const statuses = [...(tally.statuses.get(kind) ?? [])].map(([status, n]) => `${status}×${n}`).join(' ');
    console.log(`  ${kind.padEnd(46)} ${String(s.n).padStart(7)} ${f(s.p50).padStart(7)} ${f(s.p95).padStart(7)} ${f(s.p99).padStart(7)} ${f(s.max).padStart(8)}  ${statuses}`);
  }
  const windows: string[] = [];
  for (let start = 0; start < durationMs; start += SAMPLE_MS) {
    const inWindow = sampleMs.filter((_, i) => sampleAt[i] >= start && sampleAt[i] < start + SAMPLE_MS);
    windows.push(`${f(inWindow.length / (SAMPLE_MS / 1000), 0)}/s p99 ${f(summary(inWindow).p99, 0)}`);
  }
  console.log(`  per 30 s (requests/s, p99 ms): ${windows.join(' | ')}`);
  console.log(
    `  bookings: ${tally.confirmed} confirmed (${tally.raced} found the place taken or freed meanwhile), ${tally.cancelled} cancelled; double clicks: ${tally.doubleBooks} bookings, ${tally.doubleCancels.pairs} cancellations (${tally.doubleCancels.ok} answered 200 + 409 NOT_CANCELLABLE)`,
  );
  console.log(
    `  waiting lists: ${tally.joined.length} joined, ${tally.left.length} left, ${queued.n} places on ${queued.sessions} sessions at the end; ${fullSessions.n} of ${SESSIONS} sessions full; sign-ins with password: ${tally.signIns}`,
  );
  console.log(`  writes counted against the hourly limit: ${tally.limitedActions} (${f(tally.limitedActions / loadSeconds)}/s); write visits turned into browsing by it: ${tally.budgetSpent}`);
  if (LIVE) console.log(`  live streams: ${tally.liveOpened} opened, ${tally.liveEvents} spots events received`);
  console.log(`  app RSS (MiB) every 30 s: ${rss.map((r) => f(r.mib ?? NaN, 0)).join(' ')}`);
  const baselineAt = MINUTES >= 4 ? 120_000 : durationMs / 2;
  const baselineSample = rss.find((r) => r.at >= baselineAt - 1000);
  const baseline = baselineSample?.mib ?? NaN;
  const end = rss.at(-1)?.mib ?? NaN;
  const minuteOf = (sample: RssSample | undefined) => f((sample?.at ?? NaN) / 60_000);
  // A single sample moves with V8's heap sizing by a fifth and more under load, so growth is read off the
  // least-squares line through every sample from the baseline to the end.
  const window = rss.filter((r) => r.at >= baselineAt - 1000 && r.mib !== null) as { at: number; mib: number }[];
  const meanAt = window.reduce((sum, r) => sum + r.at, 0) / window.length;
  const meanMib = window.reduce((sum, r) => sum + r.mib, 0) / window.length;
  const slope = window.reduce((sum, r) => sum + (r.at - meanAt) * (r.mib - meanMib), 0) / window.reduce((sum, r) => sum + (r.at - meanAt) ** 2, 0);
  const fittedStart = meanMib + slope * ((baselineSample?.at ?? NaN) - meanAt);
  const growth = (slope * ((rss.at(-1)?.at ?? NaN) - (baselineSample?.at ?? NaN))) / fittedStart;
  console.log(
    `  app RSS at minute ${minuteOf(baselineSample)}: ${f(baseline)} MiB, at minute ${minuteOf(rss.at(-1))} (the end): ${f(end)} MiB; growth along the fitted line ${growth >= 0 ? '+' : ''}${f(growth * 100)} % (${f(slope * 60_000)} MiB a minute; tolerance ${RSS_TOLERANCE * 100} %${MINUTES >= RSS_CHECK_FROM_MINUTES ? '' : `, not checked in a run shorter than ${RSS_CHECK_FROM_MINUTES} min: the heap is still growing to its size`})`,
  );
  console.log(
    `  CPU over the run: app ${f(cpuAfter.app - cpuBefore.app)} s (${f(((cpuAfter.app - cpuBefore.app) / runSeconds) * 100, 0)} % of one core)${db.kind === 'postgres' ? `, PostgreSQL (every database on the server) ${f(cpuAfter.postgres - cpuBefore.postgres)} s` : ''}, this load generator ${f((ownCpu.user + ownCpu.system) / 1e6)} s; its event loop delay p99 ${f(loopDelay.percentile(99) / 1e6)} ms, max ${f(loopDelay.max / 1e6)} ms`,
  );
  console.log(`  load average at the end ${loadAtEnd}; ${db.kind === 'postgres' ? `confirmation mails written ${f(settleSeconds)} s after the load` : 'the app stopped after 20 s of quiet'}`);
  console.log(`  database: ${check.acknowledged} bookings acknowledged, ${check.cancelled} cancelled, ${check.confirmationMails} confirmation mails, ${check.jobsLeft} confirmation jobs left`);

  const problems = [...check.problems, ...waitlistProblems];
  if (errors > 0) problems.push(`${errors} errors`);
  if (tally.surprises.length > 0) problems.push(`${tally.surprises.length} answers the flow did not expect: ${tally.surprises.slice(0, 5).join('; ')}`);
  if (database.label === 'PostgreSQL' && !(all.p99 < P99_TARGET_MS)) problems.push(`p99 ${f(all.p99)} ms, target under ${P99_TARGET_MS} ms`);
  if (MINUTES >= RSS_CHECK_FROM_MINUTES && !(growth <= RSS_TOLERANCE)) problems.push(`app RSS grew ${f(growth * 100)} % (fitted) between minute ${minuteOf(baselineSample)} and the end`);
  if (database.label === 'PGlite') console.log(`  (PGlite: the latency target applies to PostgreSQL; p99 is shown, not checked)`);
  printVerdict(problems);
  return problems.length === 0;
}

// PostgreSQL unless `-- pglite` is given: the targets are PostgreSQL's.
if (!process.argv[2]) process.argv[2] = 'postgres';
runDrill(drill);
