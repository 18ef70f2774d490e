import type { QueryClient } from '@tanstack/react-query';
import type { SessionsResponse, SpotsEvent } from '@shared/schemas/sessions';
import { QUERY_ROOTS } from '@shared/api-queries';

/**
 * How long the tab keeps the stream after the last page showing free spots is left. Members move between
 * the timetable, a course page and their bookings and back within seconds: one connection serves them all,
 * where opening one per page cost the server a request, a connection and its teardown each time.
 */
export const LIVE_SPOTS_LINGER_MS = 15_000;

/** Writes the new free-spot numbers into every cached sessions list (timetable weeks, course pages). */
function applySpotsEvents(queryClient: QueryClient, events: SpotsEvent[]) {
  if (events.length === 0) return;
  const byId = new Map(events.map((event) => [event.sessionId, event]));
  queryClient.setQueriesData<SessionsResponse>({ queryKey: QUERY_ROOTS.sessions }, (old) => {
    if (!old || !Array.isArray(old.sessions)) return old;
    let changed = false;
    const sessions = old.sessions.map((session) => {
      const event = byId.get(session.id);
      if (!event) return session;
      changed = true;
      return {
        ...session,
        availableSpots: event.availableSpots,
        currentParticipants: event.currentParticipants,
        maxParticipants: event.maxParticipants,
      };
    });
    return changed ? { ...old, sessions } : old;
  });
}

function parseEvents(data: string): SpotsEvent[] {
  try {
    const parsed: unknown = JSON.parse(data);
    return Array.isArray(parsed)
      ? parsed.filter((e): e is SpotsEvent => !!e && typeof e === 'object' && typeof (e as SpotsEvent).sessionId === 'string')
      : [];
  } catch {
    return [];
  }
}

type SharedStream = { source: EventSource; users: number; closeTimer?: ReturnType<typeof setTimeout> };

/** The tab's one stream, and the cache it writes into (the app has one QueryClient). */
let shared: SharedStream | null = null;
let target: QueryClient | null = null;
/** A stream of this tab was ready before: a new one may have missed changes in between. */
let readyBefore = false;

function openStream(): SharedStream {
  const source = new EventSource('/api/sessions/live');
  // The browser reconnects by itself after a dropped connection; each new 'ready' after the first means
  // changes may have been missed, so the lists are refetched.
  source.addEventListener('ready', () => {
    if (readyBefore) void target?.invalidateQueries({ queryKey: QUERY_ROOTS.sessions });
    readyBefore = true;
  });
  source.addEventListener('spots', (event: MessageEvent<string>) => {
    if (target) applySpotsEvents(target, parseEvents(event.data));
  });
  return { source, users: 0 };
}

/**
 * A page that shows free spots joins the tab's live stream (GET /api/sessions/live, server-sent events);
 * the returned function leaves it. The stream closes LIVE_SPOTS_LINGER_MS after the last page left.
 */
export function joinLiveSpots(queryClient: QueryClient): () => void {
  if (typeof EventSource === 'undefined') return () => undefined;
  target = queryClient;
  const stream = (shared ??= openStream());
  clearTimeout(stream.closeTimer);
  stream.users++;
  let left = false;
  return () => {
    if (left) return;
    left = true;
    stream.users--;
    if (stream.users > 0) return;
    stream.closeTimer = setTimeout(() => {
      stream.source.close();
      if (shared === stream) shared = null;
    }, LIVE_SPOTS_LINGER_MS);
  };
}
