import { eq, inArray, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { Database } from '../../db/client';
import { sessions } from '../../db/schema';
import type { SpotsEvent } from '../../../shared/schemas/sessions';
import type { Logger } from '../../logger';

export const SPOTS_CHANNEL = 'session_spots';

export type { SpotsEvent };
/** `json`: the events as sent to browsers, serialised once for every open stream. */
type Subscriber = (events: SpotsEvent[], json: string) => void;
/** A session changed (its id), or '*': a course, trainer or room changed, so any session may look different. */
type ChangeListener = (sessionIdOrAll: string) => void;
export const ALL_SESSIONS = '*';

/**
 * Fans out free-spot changes to the browsers connected to this app server. Changes arrive by LISTEN, so a
 * booking made through any app server on the same database reaches every browser. Notifications within
 * 100 ms are read in one query.
 */
export function createSpotsHub(database: Database, log: Logger) {
  const subscribers = new Set<Subscriber>();
  const changeListeners = new Set<ChangeListener>();
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
      .select({ sessionId: sessions.id, currentParticipants: sessions.currentParticipants, maxParticipants: sessions.maxParticipants, heldPlaces: sessions.heldPlaces })
      .from(sessions)
      .where(ids.length === 1 ? eq(sessions.id, ids[0]) : inArray(sessions.id, ids));
    // A place held for a waiting-list offer is not free to anyone else.
    const events = rows.map(({ heldPlaces, ...r }) => ({ ...r, availableSpots: r.maxParticipants - r.currentParticipants - heldPlaces }));
    const json = JSON.stringify(events);
    for (const subscriber of subscribers) subscriber(events, json);
  }

  // Bookings made through this server, to be announced to every server (see announce()).
  const toAnnounce = new Set<string>();
  let announceTimer: NodeJS.Timeout | undefined;

  async function announceNow() {
    announceTimer = undefined;
    const ids = [...toAnnounce];
    toAnnounce.clear();
    // NOTIFY payloads are limited to 8,000 bytes: 150 ids of 37 characters each fit comfortably.
    for (let i = 0; i < ids.length && !closed; i += 150) {
      await database.db.execute(sql`select pg_notify(${SPOTS_CHANNEL}, ${ids.slice(i, i + 150).join(',')})`);
    }
  }

  const ready = database
    .listen(SPOTS_CHANNEL, (payload) => {
      for (const sessionId of payload.split(',')) {
        for (const listener of changeListeners) listener(sessionId);
        if (sessionId === ALL_SESSIONS) continue; // free spots change only with a session's own row
        pending.add(sessionId);
      }
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
    /**
     * Tells every app server (this one included) that a booking changed the session's free spots. Called
     * right after the booking committed; the ids of 20 ms go out in one NOTIFY. (A NOTIFY inside the
     * booking's transaction would serialise all bookings on PostgreSQL's notify lock; migration 0004.)
     */
    announce(sessionId: string) {
      if (closed) return;
      toAnnounce.add(sessionId);
      announceTimer ??= setTimeout(() => void announceNow().catch((err) => log.warn({ err }, 'live spots: NOTIFY failed')), 20);
    },
    /** Called on every change notification, before the free-spot read (the timetable cache listens here). */
    onChange(listener: ChangeListener) {
      changeListeners.add(listener);
      return () => changeListeners.delete(listener);
    },
    get subscriberCount() {
      return subscribers.size;
    },
    /** Ends every open stream (graceful shutdown) and stops listening. */
    onClose: new Set<() => void>(),
    async close() {
      if (announceTimer) {
        clearTimeout(announceTimer);
        await announceNow().catch(() => undefined); // announce what was booked before shutting down
      }
      closed = true;
      clearTimeout(flushTimer);
      for (const end of this.onClose) end();
      await ready;
      await unlisten?.().catch(() => undefined);
    },
  };
}

export type SpotsHub = ReturnType<typeof createSpotsHub>;

/** How long a browser waits before it reconnects a live stream that a stopping server ended. */
const RECONNECT_AFTER_SHUTDOWN_MS = 2000;

/**
 * GET /api/sessions/live for one browser: every batch of spot changes the hub hears is sent as a 'spots'
 * event until the browser leaves or the server stops.
 */
export function streamLiveSpots(c: Context, spots: SpotsHub) {
  return streamSSE(c, async (stream) => {
    const queue: string[] = [];
    let wake: (() => void) | undefined;
    let open = true;
    const unsubscribe = spots.subscribe((_events, json) => {
      queue.push(json);
      wake?.();
    });
    let serverStopping = false;
    const end = () => {
      open = false;
      wake?.();
    };
    // The server is shutting down: the browser is told to come back in a moment (to the restarted
    // server or another one behind the proxy), then the stream ends.
    const endForShutdown = () => {
      serverStopping = true;
      end();
    };
    spots.onClose.add(endForShutdown);
    stream.onAbort(end);
    try {
      await stream.writeSSE({ event: 'ready', data: '{}' });
      while (open) {
        // Wait for an event or send a heartbeat every 25 s so proxies keep the stream open.
        let heartbeat: NodeJS.Timeout | undefined;
        await new Promise<void>((resolve) => {
          wake = resolve;
          heartbeat = setTimeout(resolve, 25_000);
        });
        clearTimeout(heartbeat);
        wake = undefined;
        if (!open) break;
        if (queue.length === 0) await stream.write(': heartbeat\n\n');
        while (queue.length) await stream.writeSSE({ event: 'spots', data: queue.shift()! });
      }
      if (serverStopping) await stream.write(`retry: ${RECONNECT_AFTER_SHUTDOWN_MS}\n\n`);
    } finally {
      unsubscribe();
      spots.onClose.delete(endForShutdown);
    }
  });
}
