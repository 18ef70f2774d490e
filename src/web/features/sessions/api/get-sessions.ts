import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionsResponse } from '@shared/schemas/sessions';
import { api } from '@/lib/api-client';

/** Every sessions list lives under this key; the live-spots stream patches all of them. */
export const sessionsQueryKey = ['sessions'] as const;

/** GET /api/sessions?week=YYYY-MM-DD — the scheduled sessions of that Monday-to-Sunday week (Berlin). */
export function getWeekSessions(week: string) {
  return api.get<SessionsResponse>('/api/sessions', { params: { week } });
}

/** GET /api/sessions?courseId=… — the course's scheduled future sessions. */
export function getCourseSessions(courseId: string) {
  return api.get<SessionsResponse>('/api/sessions', { params: { courseId } });
}

/*
 * The lists carry the caller's own status (myStatus), so the signed-in user's id (or null for a guest) is
 * part of the key: after signing in or out nobody sees the previous person's 'Bereits gebucht'.
 */
type Viewer = string | null;

export function weekSessionsQueryOptions(week: string, viewer: Viewer) {
  return queryOptions({
    queryKey: [...sessionsQueryKey, 'week', week, { viewer }],
    queryFn: () => getWeekSessions(week),
    // Free spots change all the time; the live stream patches them, a revisit refetches.
    staleTime: 15_000,
  });
}

export function courseSessionsQueryOptions(courseId: string, viewer: Viewer) {
  return queryOptions({
    queryKey: [...sessionsQueryKey, 'course', courseId, { viewer }],
    queryFn: () => getCourseSessions(courseId),
    staleTime: 15_000,
  });
}

/** `viewer` undefined: still finding out who is signed in; the list waits for that. */
export function useWeekSessions(week: string, viewer: Viewer | undefined) {
  return useQuery({ ...weekSessionsQueryOptions(week, viewer ?? null), enabled: viewer !== undefined });
}

export function useCourseSessions(courseId: string | undefined, viewer: Viewer | undefined) {
  return useQuery({ ...courseSessionsQueryOptions(courseId ?? '', viewer ?? null), enabled: !!courseId && viewer !== undefined });
}
