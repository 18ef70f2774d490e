import { eq, inArray, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { sessions } from '../../db/schema';
import type { Logger } from '../../logger';

export const SPOTS_CHANNEL = 'session_spots';

export type SpotsEvent = { sessionId: string; availableSpots: number; currentParticipants: number; maxParticipants: number };
type Subscriber = (events: SpotsEvent[]) => void;

/** Queues a NOTIFY that Postgres delivers when (and only if) the caller's transaction commits. */
export async function notifySpotsChanged(tx: Tx, sessionId: string) {
  await tx.execute(sql`select pg_notify(${SPOTS_CHANNEL}, ${sessionId})`);
}

/**
 * Fans out free-spot changes to the browsers connected to this app server. Changes arrive by LISTEN, so a
 * booking made through any app server on the same database reaches every browser. Notifications within
 * 100 ms are read in one query.
 */
export function createSpotsHub(database: Database, log: Logger) {
  const subscribers = new Set<Subscriber>();
  const pending = new Set<string>();
  let flushTimer: NodeJS.Timeout | undefined;
  let unlisten: (() => Promise<void>) | undefined;
  let closed = false;

  async function flush() {
    flushTimer = undefined;
    const ids = [...pending];
    pending.clear();
    if (ids.length === 0 || subscribers.size === 0 || closed) return;
    const rows = await database.db
      .select({ sessionId: sessions.id, currentParticipants: sessions.currentParticipants, maxParticipants: sessions.maxParticipants })
      .from(sessions)
      .where(ids.length === 1 ? eq(sessions.id, ids[0]) : inArray(sessions.id, ids));
    const events = rows.map((r) => ({ ...r, availableSpots: r.maxParticipants - r.currentParticipants }));
    for (const subscriber of subscribers) subscriber(events);
  }

  const ready = database
    .listen(SPOTS_CHANNEL, (sessionId) => {
      pending.add(sessionId);
      flushTimer ??= setTimeout(() => void flush().catch((err) => log.warn({ err }, 'live spots: read failed')), 100);
    })
    .then((stop) => {
      unlisten = stop;
    })
    .catch((err) => log.error({ err }, 'live spots: LISTEN failed'));

  return {
    ready,
    subscribe(subscriber: Subscriber) {
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
    get subscriberCount() {
      return subscribers.size;
    },
    /** Ends every open stream (graceful shutdown) and stops listening. */
    onClose: new Set<() => void>(),
    async close() {
      closed = true;
      clearTimeout(flushTimer);
      for (const end of this.onClose) end();
      await ready;
      await unlisten?.().catch(() => undefined);
    },
  };
}

export type SpotsHub = ReturnType<typeof createSpotsHub>;
