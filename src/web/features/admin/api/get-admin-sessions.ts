import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { AdminSessionsPage, AdminSessionsQuery } from '@shared/schemas/admin-sessions';
import { api } from '@/lib/api-client';
import { adminBookingsQueryKey, adminSessionsQueryKey, adminStatsQueryKey, adminWaitlistQueryKey } from '@/lib/query-keys';
import { QUERY_ROOTS } from '@shared/api-queries';

/** GET /api/admin/sessions — one page of sessions, newest start first, optionally of one week and course. */
export function getAdminSessions(query: AdminSessionsQuery) {
  return api.get<AdminSessionsPage>('/api/admin/sessions', { params: query });
}

export function adminSessionsQueryOptions(query: AdminSessionsQuery) {
  return queryOptions({ queryKey: [...adminSessionsQueryKey, query], queryFn: () => getAdminSessions(query), staleTime: 15_000 });
}

export function useAdminSessions(query: AdminSessionsQuery) {
  return useQuery({ ...adminSessionsQueryOptions(query), placeholderData: keepPreviousData });
}

/** A session change shows in this list, the dashboard counters, the waiting lists and the bookings. */
export function invalidateSessionViews(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminSessionsQueryKey }),
    queryClient.invalidateQueries({ queryKey: adminStatsQueryKey }),
    queryClient.invalidateQueries({ queryKey: adminWaitlistQueryKey }),
    queryClient.invalidateQueries({ queryKey: adminBookingsQueryKey }),
    queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.sessions }),
  ]);
}
