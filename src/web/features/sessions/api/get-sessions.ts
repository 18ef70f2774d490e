import { useQuery } from '@tanstack/react-query';
import { apiQueries, type ViewerId } from '@shared/api-queries';
import { apiQueryOptions } from '@/lib/api-query';

/*
 * The lists carry the caller's own status (myStatus), so the signed-in user's id (or null for a guest) is
 * part of the key: after signing in or out nobody sees the previous person's 'Bereits gebucht'.
 */

/** GET /api/sessions?week=YYYY-MM-DD — the scheduled sessions of that Monday-to-Sunday week (Berlin). */
export const weekSessionsQueryOptions = (week: string, viewer: ViewerId) => apiQueryOptions(apiQueries.weekSessions(week, viewer));

/** GET /api/sessions?courseId=… — the course's scheduled future sessions. */
export const courseSessionsQueryOptions = (courseId: string, viewer: ViewerId) => apiQueryOptions(apiQueries.courseSessions(courseId, viewer));

/** `viewer` undefined: still finding out who is signed in; the list waits for that. */
export function useWeekSessions(week: string, viewer: ViewerId | undefined) {
  return useQuery({ ...weekSessionsQueryOptions(week, viewer ?? null), enabled: viewer !== undefined });
}

export function useCourseSessions(courseId: string | undefined, viewer: ViewerId | undefined) {
  return useQuery({ ...courseSessionsQueryOptions(courseId ?? '', viewer ?? null), enabled: !!courseId && viewer !== undefined });
}
