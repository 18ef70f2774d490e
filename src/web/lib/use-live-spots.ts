import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { SessionsResponse, SpotsEvent } from '@shared/schemas/sessions';
import { sessionsQueryKey } from '@/features/sessions/api/get-sessions';

/** Writes the new free-spot numbers into every cached sessions list (timetable weeks, course pages). */
function applySpotsEvents(queryClient: QueryClient, events: SpotsEvent[]) {
  if (events.length === 0) return;
  const byId = new Map(events.map((event) => [event.sessionId, event]));
  queryClient.setQueriesData<SessionsResponse>({ queryKey: sessionsQueryKey }, (old) => {
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

/**
 * Listens to GET /api/sessions/live (server-sent events) while mounted, so free spots change on screen
 * when anyone books or cancels. The browser reconnects by itself after a dropped connection; what was
 * missed in between is refetched when the stream is ready again.
 */
export function useLiveSpots(enabled = true) {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/sessions/live');
    let readyBefore = false;

    const onReady = () => {
      if (readyBefore) void queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
      readyBefore = true;
    };
    const onSpots = (event: MessageEvent<string>) => applySpotsEvents(queryClient, parseEvents(event.data));

    source.addEventListener('ready', onReady);
    source.addEventListener('spots', onSpots);
    return () => {
      source.removeEventListener('ready', onReady);
      source.removeEventListener('spots', onSpots);
      source.close();
    };
  }, [enabled, queryClient]);
}
