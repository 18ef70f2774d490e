import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { SeriesAttendance, seriesAttendanceInputSchema } from '@shared/schemas/series';
import { api } from '@/lib/api-client';
import { adminSeriesAttendanceQueryKey } from '@/lib/query-keys';

export type SeriesAttendanceInput = z.input<typeof seriesAttendanceInputSchema>;

/** PUT /api/admin/series/{id}/attendance — one participant's attendance on one date, corrected; answers the grid after it. */
export function correctSeriesAttendance({ seriesId, input }: { seriesId: string; input: SeriesAttendanceInput }) {
  return api.put<SeriesAttendance>(`/api/admin/series/${encodeURIComponent(seriesId)}/attendance`, input);
}

export function useCorrectSeriesAttendance(seriesId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SeriesAttendanceInput) => correctSeriesAttendance({ seriesId, input }),
    onSuccess: (attendance) => queryClient.setQueryData(adminSeriesAttendanceQueryKey(seriesId), attendance),
    onError: () => queryClient.invalidateQueries({ queryKey: adminSeriesAttendanceQueryKey(seriesId) }),
  });
}
