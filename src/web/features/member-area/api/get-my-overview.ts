import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberOverview } from '@shared/schemas/overview';
import { api } from '@/lib/api-client';
import { memberOverviewQueryKey } from '@/lib/query-keys';

/** GET /api/me/overview — first name and the dashboard's four counters. */
export function getMyOverview() {
  return api.get<MemberOverview>('/api/me/overview');
}

export function myOverviewQueryOptions() {
  // Bookings change elsewhere (timetable, /member/bookings): count afresh on every visit.
  return queryOptions({ queryKey: memberOverviewQueryKey, queryFn: getMyOverview, staleTime: 0 });
}

export function useMyOverview() {
  return useQuery(myOverviewQueryOptions());
}
