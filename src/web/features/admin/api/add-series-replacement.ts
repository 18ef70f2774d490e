import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminSeriesChange, SeriesReplacementInput } from '@shared/schemas/series';
import { api } from '@/lib/api-client';
import { invalidateSeriesViews } from './get-admin-series-list';

/** POST /api/admin/series/{id}/dates — an Ersatztermin for a cancelled date that has none yet. */
export function addSeriesReplacement({ seriesId, input }: { seriesId: string; input: SeriesReplacementInput }) {
  return api.post<AdminSeriesChange>(`/api/admin/series/${encodeURIComponent(seriesId)}/dates`, input);
}

export function useAddSeriesReplacement() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addSeriesReplacement, onSettled: () => invalidateSeriesViews(queryClient) });
}
