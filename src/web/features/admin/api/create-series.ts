import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminSeriesChange, SeriesCreateInput } from '@shared/schemas/series';
import { api } from '@/lib/api-client';
import { invalidateSeriesViews } from './get-admin-series-list';

/** POST /api/admin/series — the series and all its dates in one go. */
export function createSeries(input: SeriesCreateInput) {
  return api.post<AdminSeriesChange>('/api/admin/series', input);
}

export function useCreateSeries() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createSeries, onSuccess: () => invalidateSeriesViews(queryClient) });
}
