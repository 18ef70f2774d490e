import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminSeriesChange, SeriesDateCancelInput } from '@shared/schemas/series';
import { api } from '@/lib/api-client';
import { invalidateSeriesViews } from './get-admin-series-list';

/** POST /api/admin/series/{id}/dates/{sessionId}/cancel — the participants are mailed the reason (and the Ersatztermin). */
export function cancelSeriesDate({ seriesId, sessionId, input }: { seriesId: string; sessionId: string; input: SeriesDateCancelInput }) {
  return api.post<AdminSeriesChange>(`/api/admin/series/${encodeURIComponent(seriesId)}/dates/${encodeURIComponent(sessionId)}/cancel`, input);
}

export function useCancelSeriesDate() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelSeriesDate, onSettled: () => invalidateSeriesViews(queryClient) });
}
