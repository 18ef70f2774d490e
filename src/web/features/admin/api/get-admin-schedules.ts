import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminSchedulesResponse } from '@shared/schemas/schedules';
import { api } from '@/lib/api-client';
import { adminSchedulesQueryKey } from '@/lib/query-keys';

/** GET /api/admin/schedules — every Zeitplan, Monday to Sunday, then by start time. */
export function getAdminSchedules() {
  return api.get<AdminSchedulesResponse>('/api/admin/schedules');
}

export const adminSchedulesQueryOptions = () => queryOptions({ queryKey: adminSchedulesQueryKey, queryFn: getAdminSchedules, staleTime: 15_000 });

export function useAdminSchedules() {
  return useQuery(adminSchedulesQueryOptions());
}
