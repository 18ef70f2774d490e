import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { seriesCertificatesIssuedSchema } from '@shared/schemas/series-certificates';
import { api } from '@/lib/api-client';
import { adminSeriesAttendanceQueryKey, adminSeriesQueryKey } from '@/lib/query-keys';

export type SeriesCertificatesIssued = z.infer<typeof seriesCertificatesIssuedSchema>;

/** POST /api/admin/series/{id}/certificates — the certificates due after the last date, each mailed to its participant. */
export function issueSeriesCertificates(seriesId: string) {
  return api.post<SeriesCertificatesIssued>(`/api/admin/series/${encodeURIComponent(seriesId)}/certificates`);
}

export function useIssueSeriesCertificates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueSeriesCertificates,
    onSuccess: (answer, seriesId) => queryClient.setQueryData(adminSeriesAttendanceQueryKey(seriesId), answer.attendance),
    // The series' own record says when its certificates were issued.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminSeriesQueryKey }),
  });
}
