import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { seriesCertificateReissuedSchema } from '@shared/schemas/series-certificates';
import { api } from '@/lib/api-client';
import { adminSeriesQueryKey } from '@/lib/query-keys';

export type SeriesCertificateReissued = z.infer<typeof seriesCertificateReissuedSchema>;

/** POST /api/admin/series-registrations/{id}/certificate — after a correction: a new number that replaces the earlier one. */
export function reissueSeriesCertificate(registrationId: string) {
  return api.post<SeriesCertificateReissued>(`/api/admin/series-registrations/${encodeURIComponent(registrationId)}/certificate`);
}

export function useReissueSeriesCertificate() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reissueSeriesCertificate, onSettled: () => queryClient.invalidateQueries({ queryKey: adminSeriesQueryKey }) });
}

/** GET /api/admin/series-certificates/{id}/pdf: the certificate as issued. */
export const seriesCertificatePdfUrl = (certificateId: string) => `/api/admin/series-certificates/${encodeURIComponent(certificateId)}/pdf`;
