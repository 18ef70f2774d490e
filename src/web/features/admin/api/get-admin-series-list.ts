import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { QUERY_ROOTS } from '@shared/api-queries';
import type { AdminSeriesList } from '@shared/schemas/series';
import { api } from '@/lib/api-client';
import { adminSeriesQueryKey, adminSessionsQueryKey, adminStatsQueryKey } from '@/lib/query-keys';

/** GET /api/admin/series — every Kursreihe with its dates, registrations and waiting list, the latest first date first. */
export function getAdminSeriesList() {
  return api.get<AdminSeriesList>('/api/admin/series');
}

export const adminSeriesListQueryOptions = () => queryOptions({ queryKey: [...adminSeriesQueryKey, 'list'], queryFn: getAdminSeriesList, staleTime: 15_000 });

export function useAdminSeriesList() {
  return useQuery(adminSeriesListQueryOptions());
}

/**
 * A series' change shows in its list, detail and grid, and, since its dates are sessions, in the office's
 * sessions, the dashboard counters and the public timetable.
 */
export function invalidateSeriesViews(queryClient: QueryClient) {
  return Promise.all(
    [adminSeriesQueryKey, adminSessionsQueryKey, adminStatsQueryKey, QUERY_ROOTS.sessions, QUERY_ROOTS.courses].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
