import { sql } from 'drizzle-orm';
import { queryRowsPrepared, type Db } from '../../db/client';
import type { WaitlistMode } from '../../../shared/enums';

/** What book_session (migration 0004) answers for one booking, with the centre's waiting-list mode (for the answer's wording). */
export type BookSessionRow = {
  outcome:
    | 'session_not_found'
    | 'session_cancelled'
    | 'session_started'
    | 'course_inactive'
    | 'booking_not_open'
    | 'waitlist_closed'
    | 'pass_required'
    | 'booking_blocked'
    | 'family_member_not_found'
    | 'age_out_of_range'
    | 'book_for_child'
    | 'already_booked'
    | 'confirmed'
    | 'already_waitlisted'
    | 'waitlisted';
  booking_id: string | null;
  waitlist_entry_id: string | null;
  waitlist_position: number | null;
  /** Read in the booking's own statement: a rush of queued members costs no extra round trip for it. */
  waitlist_mode?: WaitlistMode | null;
};

/** One booking asked for: by the member, for themself (familyMemberId null) or one of their family members. */
type Waiting = { userId: string; familyMemberId: string | null; at: string; resolve: (row: BookSessionRow) => void; reject: (error: unknown) => void };
type Request = Pick<Waiting, 'userId' | 'familyMemberId' | 'at'>;

/** The reminder mail goes out this long before the session starts. */
export const REMINDER_LEAD_MS = 24 * 60 * 60 * 1000;
/** The most bookings of one session in one statement; more wait for the next. */
const MAX_TOGETHER = 50;

const WAITLIST_MODE = sql.raw(`(select waitlist_mode::text from cms_settings where id = 1) as waitlist_mode`);

function bookSession(db: Db, sessionId: string, { userId, familyMemberId, at }: Request) {
  return queryRowsPrepared<BookSessionRow>(
    db,
    'book_session',
    sql`select b.*, ${WAITLIST_MODE} from book_session(${userId}, ${sessionId}::uuid, ${at}::timestamptz, ${`${REMINDER_LEAD_MS} milliseconds`}::interval, ${familyMemberId}::uuid) b`,
  ).then(([row]) => row);
}

/** Several bookings of the session in one statement (migration 0017), answered in the order given. */
function bookSessionBatch(db: Db, sessionId: string, batch: Request[]) {
  const requests = JSON.stringify(batch.map(({ userId, familyMemberId, at }) => ({ userId, familyMemberId, at })));
  return queryRowsPrepared<BookSessionRow>(
    db,
    'book_session_batch',
    sql`select b.*, ${WAITLIST_MODE} from book_session_batch(${sessionId}::uuid, ${requests}::jsonb, ${`${REMINDER_LEAD_MS} milliseconds`}::interval) b`,
  );
}

/**
 * The moment a session opens for booking, hundreds of members book it within a second. book_session holds
 * the session's row lock until its transaction has committed, and each commit waits for the disk, so the
 * bookings of one session run strictly one after another: a queue of 200 took 600 ms on PostgreSQL. Here
 * the bookings of a session that arrive while one of its bookings is running wait in this app server, in
 * the order they came, and then go together in one statement (book_session_batch): one round trip, one
 * lock and one commit for all of them, each still decided by book_session in turn. A booking that finds
 * nobody ahead is one prepared statement. Should a shared statement fail, its bookings are made one by
 * one, so nobody's booking fails for another's.
 */
export function createBookingQueue(db: Db) {
  const queues = new Map<string, Waiting[]>();

  async function settle(sessionId: string, batch: Waiting[]) {
    if (batch.length === 1) {
      await bookSession(db, sessionId, batch[0]).then(batch[0].resolve, batch[0].reject);
      return;
    }
    try {
      const rows = await bookSessionBatch(db, sessionId, batch);
      if (rows.length !== batch.length) throw new Error(`book_session_batch answered ${rows.length} of ${batch.length} bookings`);
      batch.forEach((waiting, i) => waiting.resolve(rows[i]));
    } catch {
      for (const waiting of batch) await bookSession(db, sessionId, waiting).then(waiting.resolve, waiting.reject);
    }
  }

  async function work(sessionId: string, queue: Waiting[]) {
    while (queue.length > 0) await settle(sessionId, queue.splice(0, MAX_TOGETHER));
    queues.delete(sessionId);
  }

  /** Books or queues the person for the session, as book_session decides; `at` is when they asked. */
  return function book(userId: string, sessionId: string, familyMemberId: string | null = null): Promise<BookSessionRow> {
    return new Promise((resolve, reject) => {
      const waiting = { userId, familyMemberId, at: new Date().toISOString(), resolve, reject };
      const queue = queues.get(sessionId);
      if (queue) return void queue.push(waiting);
      const fresh = [waiting];
      queues.set(sessionId, fresh);
      // At the end of this turn of the event loop: the bookings of the session that arrived in the same
      // turn (a crowd's session look-ups come back together) go in the first statement, too.
      setImmediate(() => void work(sessionId, fresh));
    });
  };
}

export type BookingQueue = ReturnType<typeof createBookingQueue>;
