import { gzipSync } from 'node:zlib';
import type { SessionView } from './queries';
import type { SpotsHub } from './live';

// A safety net only: every change to sessions, courses, trainers and rooms clears the cache at once
// through the change notification (migration 0005); this bounds staleness should LISTEN ever drop.
const MAX_AGE_MS = 10_000;
const MAX_WEEKS = 200;

/** A timetable week as visitors get it: the list, and the guest answer already serialised (and gzipped on first ask). */
export type CachedWeek = {
  weekStart: string;
  sessions: SessionView[];
  guestJson: Uint8Array<ArrayBuffer>;
  guestGzip(): Uint8Array<ArrayBuffer>;
};

export function cachedWeek(weekStart: string, sessions: SessionView[]): CachedWeek {
  const guestJson = new TextEncoder().encode(JSON.stringify({ weekStart, sessions: sessions.map((s) => ({ ...s, myStatus: null, familyStatuses: [] })) }));
  let gzip: Uint8Array<ArrayBuffer> | undefined;
  return { weekStart, sessions, guestJson, guestGzip: () => (gzip ??= new Uint8Array(gzipSync(guestJson))) };
}

/**
 * The public timetable weeks, shared by every visitor of this app server. The week page is the most read
 * thing on the site; without the cache each view is a five-table join plus serialising ~20 KB. Cleared on
 * every change notification from the database, so all app servers on the same database drop it together.
 */
export function createWeekCache(spots: Pick<SpotsHub, 'onChange'>, options: { enabled: boolean }) {
  const weeks = new Map<string, { loadedAt: number; week: Promise<CachedWeek> }>();
  if (options.enabled) spots.onChange(() => weeks.clear());

  return {
    get(key: string, load: () => Promise<CachedWeek>): Promise<CachedWeek> {
      if (!options.enabled) return load();
      const hit = weeks.get(key);
      if (hit && Date.now() - hit.loadedAt < MAX_AGE_MS) return hit.week;
      if (weeks.size >= MAX_WEEKS) weeks.clear();
      // The promise is cached, so a burst of visitors shares one query; a change during the load
      // clears it from the map, and the next visitor loads again.
      const week = load();
      const entry = { loadedAt: Date.now(), week };
      weeks.set(key, entry);
      week.catch(() => {
        if (weeks.get(key) === entry) weeks.delete(key);
      });
      return week;
    },
    /**
     * Called by every route that changes what the timetable shows (bookings, cancellations, promotions,
     * capacity, sessions, courses, trainers, rooms), after its transaction: this server's own next read
     * must not wait for the change notification. Other writes (sign-in, contact, newsletter) leave it.
     */
    clear() {
      weeks.clear();
    },
  };
}

export type WeekCache = ReturnType<typeof createWeekCache>;
