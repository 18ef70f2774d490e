import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStats } from '@shared/schemas/admin';
import { api } from '@/lib/api-client';
import { adminStatsQueryKey } from '@/lib/query-keys';

/** GET /api/admin/stats: members, active courses, upcoming sessions and confirmed bookings. */
export function getAdminStats() {
  return api.get<AdminStats>('/api/admin/stats');
}

export const adminStatsQueryOptions = () => queryOptions({ queryKey: adminStatsQueryKey, queryFn: getAdminStats });

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions());
}
