import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SeriesAttendance } from '@shared/schemas/series';
import { api } from '@/lib/api-client';
import { adminSeriesAttendanceQueryKey } from '@/lib/query-keys';

/** GET /api/admin/series/{id}/attendance — the grid: a row per participant, a cell per date, counts and certificates. */
export function getSeriesAttendance(id: string) {
  return api.get<SeriesAttendance>(`/api/admin/series/${encodeURIComponent(id)}/attendance`);
}

export const seriesAttendanceQueryOptions = (id: string) =>
  queryOptions({ queryKey: adminSeriesAttendanceQueryKey(id), queryFn: () => getSeriesAttendance(id), staleTime: 15_000 });

export function useSeriesAttendance(id: string) {
  return useQuery(seriesAttendanceQueryOptions(id));
}
