import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminSeriesChange, SeriesUpdateInput } from '@shared/schemas/series';
import { api } from '@/lib/api-client';
import { invalidateSeriesViews } from './get-admin-series-list';

/** PUT /api/admin/series/{id} — the facts; the dates change only by cancelling one and adding its Ersatztermin. */
export function updateSeries({ id, input }: { id: string; input: SeriesUpdateInput }) {
  return api.put<AdminSeriesChange>(`/api/admin/series/${encodeURIComponent(id)}`, input);
}

export function useUpdateSeries() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateSeries, onSuccess: () => invalidateSeriesViews(queryClient) });
}
