import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminSeries } from '@shared/schemas/series';
import { api } from '@/lib/api-client';
import { adminSeriesDetailQueryKey } from '@/lib/query-keys';

export type AdminSeriesResponse = { series: AdminSeries };

/** GET /api/admin/series/{id} — one series: its facts, every date, the participants and the waiting list. */
export function getAdminSeries(id: string) {
  return api.get<AdminSeriesResponse>(`/api/admin/series/${encodeURIComponent(id)}`);
}

export const adminSeriesQueryOptions = (id: string) =>
  queryOptions({ queryKey: adminSeriesDetailQueryKey(id), queryFn: () => getAdminSeries(id), staleTime: 15_000 });

export function useAdminSeries(id: string) {
  return useQuery(adminSeriesQueryOptions(id));
}
