/*
 * The booking load the drills put on the app, and the checks of what it left in the database: members
 * book a random session (and some cancel again) as fast as the app answers; afterwards every
 * acknowledged booking must be there, no session over capacity, its counter right, the waiting lists one
 * queue each, and each confirmation mail in the outbox exactly once.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../src/server/db/client';
import { CONFIRMATION_JOB } from '../../../src/server/modules/bookings/service';
import { callAs, sleep, type Member } from './drill-data';

export type Outcome = { member: Member; sessionId: string; booked?: 'confirmed' | 'waitlist'; cancelled?: boolean; cancelTried?: boolean };

export type LoadTally = {
  outcomes: Outcome[];
  /** Requests of any kind without an answer or answered with 5xx. */
  failed: number;
  /** Requests of any kind answered (2xx–4xx). */
  answered: number;
  /** Refused bookings by status and error code, e.g. `409 SESSION_FULL`. */
  refused: Record<string, number>;
};

export type BookingLoad = { tally: LoadTally; stop: () => Promise<void> };

type LoadOptions = {
  base: string;
  members: Member[];
  sessionIds: string[];
  clients: number;
  cancelShare: number;
  /** Each client also reads the week's timetable before booking, as a browsing member does. */
  browse?: boolean;
};

/** Starts `clients` parallel clients, each taking the next member until `stop()` or the members run out. */
export function startBookingLoad(options: LoadOptions): BookingLoad {
  const tally: LoadTally = { outcomes: [], failed: 0, answered: 0, refused: {} };
  let next = 0;
  let running = true;
  const call = async (member: Member, method: string, pathname: string, body?: unknown) => {
    const answer = await callAs(options.base, member, method, pathname, body);
    if (!answer || answer.status >= 500) {
      tally.failed += 1;
      await sleep(100); // the app is down: try again shortly, as a browser's user would
    } else tally.answered += 1;
    return answer;
  };

  const client = async () => {
    for (let member = options.members[next++]; member && running; member = options.members[next++]) {
      const outcome: Outcome = { member, sessionId: options.sessionIds[Math.floor(Math.random() * options.sessionIds.length)] };
      tally.outcomes.push(outcome);
      if (options.browse) await call(member, 'GET', '/api/sessions');
      // Without an answer the member tries again (booking twice answers what already exists), so a
      // restart does not use up the members.
      let booked = await call(member, 'POST', '/api/bookings', { sessionId: outcome.sessionId });
      while ((!booked || booked.status >= 500) && running) booked = await call(member, 'POST', '/api/bookings', { sessionId: outcome.sessionId });
      if (booked?.status === 200) outcome.booked = booked.json.status;
      else if (booked && booked.status < 500) {
        const reason = `${booked.status} ${booked.json?.error?.code ?? booked.json?.error?.message ?? ''}`.trim();
        tally.refused[reason] = (tally.refused[reason] ?? 0) + 1;
      }
      if (outcome.booked !== 'confirmed' || Math.random() > options.cancelShare) continue;
      outcome.cancelTried = true;
      const mine = await call(member, 'GET', '/api/me/bookings');
      const booking = mine?.json?.bookings?.find((b: { status: string; session: { id: string } }) => b.status === 'confirmed' && b.session.id === outcome.sessionId);
      if (!booking) continue;
      const cancelled = await call(member, 'POST', `/api/bookings/${booking.id}/cancel`);
      if (cancelled?.status === 200) outcome.cancelled = true;
    }
  };
  const clients = Array.from({ length: options.clients }, client);
  return {
    tally,
    stop: async () => {
      running = false;
      await Promise.all(clients);
    },
  };
}

/** Sessions holding more confirmed bookings than places, or whose counter differs from their bookings. */
export async function capacityProblems(db: Database['db']): Promise<string[]> {
  const wrong = await queryRows<{ id: string; n: number; cap: number; counter: number }>(
    db,
    sql`select s.id, count(b.id)::int as n, s.max_participants as cap, s.current_participants as counter
        from sessions s left join bookings b on b.session_id = s.id and b.status = 'confirmed'
        group by s.id having count(b.id) > s.max_participants or count(b.id) <> s.current_participants`,
  );
  return wrong.map((s) => `session ${s.id}: ${s.n} confirmed, capacity ${s.cap}, counter ${s.counter}`);
}

export type BookingCheck = { problems: string[]; acknowledged: number; cancelled: number; confirmationMails: number; jobsLeft: number };

/**
 * Checks what the load left in the database (with the app stopped or idle). `minimumAcknowledged` guards
 * against a run that proves nothing because too little was booked.
 */
export async function checkBookings(database: Database, outcomes: Outcome[], minimumAcknowledged: number): Promise<BookingCheck> {
  const db = database.db;
  const acked = outcomes.filter((o) => o.booked === 'confirmed');
  const problems: string[] = [];
  if (acked.length < minimumAcknowledged) problems.push(`only ${acked.length} bookings acknowledged: the load did not fill the sessions`);

  const bookingRows = await queryRows<{ user_id: string; session_id: string; status: string }>(db, sql`select user_id, session_id, status from bookings`);
  const statusOf = new Map(bookingRows.map((b) => [`${b.user_id}/${b.session_id}`, b.status]));
  for (const o of acked) {
    const status = statusOf.get(`${o.member.id}/${o.sessionId}`);
    // A cancellation whose answer was lost may or may not have happened; an acknowledged one must hold.
    if (o.cancelled ? status !== 'cancelled' : !o.cancelTried && status !== 'confirmed') problems.push(`booking of ${o.member.id} is ${status ?? 'missing'}`);
  }
  problems.push(...(await capacityProblems(db)));
  const [dupes] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from (select user_id, session_id from session_waitlist group by 1, 2 having count(*) > 1) d`);
  if (dupes.n > 0) problems.push(`${dupes.n} duplicate waiting-list entries`);

  const mailRows = await queryRows<{ to: string; n: number }>(db, sql`select "to", count(*)::int as n from mails where template = 'booking-confirmed' group by 1`);
  const mailsTo = new Map(mailRows.map((m) => [m.to, m.n]));
  // A member may book several sessions: one confirmation per acknowledged booking, perhaps none for one
  // whose cancellation was tried (its job skips a booking cancelled before it ran). An attempt without an
  // answer may have booked too, so it may have its mail; and every member may have one.
  const possibleTo = new Map<string, number>();
  const keptTo = new Map<string, number>();
  for (const o of outcomes) if (o.booked !== 'waitlist') possibleTo.set(o.member.email, (possibleTo.get(o.member.email) ?? 0) + 1);
  for (const o of acked) if (!o.cancelTried) keptTo.set(o.member.email, (keptTo.get(o.member.email) ?? 0) + 1);
  const twice = mailRows.filter((m) => m.n > Math.max(1, possibleTo.get(m.to) ?? 0));
  if (twice.length > 0) problems.push(`${twice.length} members got a confirmation twice`);
  const missing = [...keptTo].reduce((sum, [to, n]) => sum + Math.max(0, n - (mailsTo.get(to) ?? 0)), 0);
  if (missing > 0) problems.push(`${missing} acknowledged bookings without their confirmation mail`);
  const [left] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from jobs where type = ${CONFIRMATION_JOB} and status in ('pending', 'running')`);
  if (left.n > 0) problems.push(`${left.n} confirmation jobs still pending or running`);

  problems.push(...(await passProblems(db)));

  return {
    problems,
    acknowledged: acked.length,
    cancelled: acked.filter((o) => o.cancelled).length,
    confirmationMails: mailRows.reduce((sum, m) => sum + m.n, 0),
    jobsLeft: left.n,
  };
}

export function printVerdict(problems: string[]) {
  console.log(problems.length === 0 ? '  all checks passed' : `  FAILED:\n    ${problems.slice(0, 20).join('\n    ')}`);
}

/**
 * Entry balances: each pass's balance equals the sum of its ledger, every booking paid by a pass drew
 * exactly one entry, and every booking of it cancelled got exactly one answer (its entry back).
 */
export async function passProblems(db: Database['db']): Promise<string[]> {
  const problems: string[] = [];
  const [off] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from passes p where p.balance is distinct from (select case when p.credits is null then null else coalesce(sum(l.delta), 0) end from pass_ledger l where l.pass_id = p.id)`,
  );
  if (off.n > 0) problems.push(`${off.n} passes whose balance is not the sum of their ledger`);
  const [draws] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from bookings b where b.pass_id is not null and (select count(*) from pass_ledger l where l.booking_id = b.id and l.kind = 'booking') <> 1`,
  );
  if (draws.n > 0) problems.push(`${draws.n} bookings paid by a pass without exactly one drawn entry`);
  const [returns] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from bookings b where b.pass_id is not null and b.status = 'cancelled' and (select count(*) from pass_ledger l where l.booking_id = b.id and l.kind <> 'booking') <> 1`,
  );
  if (returns.n > 0) problems.push(`${returns.n} cancelled bookings paid by a pass without their entry settled once`);
  return problems;
}
