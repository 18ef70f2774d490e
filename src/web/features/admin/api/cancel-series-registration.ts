import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminSeriesChange } from '@shared/schemas/series';
import { api } from '@/lib/api-client';
import { adminPaymentsQueryKey } from '@/lib/query-keys';
import { invalidateSeriesViews } from './get-admin-series-list';

/** POST /api/admin/series-registrations/{id}/cancel — the place goes to the first on the waiting list. */
export function cancelSeriesRegistration(id: string) {
  return api.post<AdminSeriesChange>(`/api/admin/series-registrations/${encodeURIComponent(id)}/cancel`);
}

export function useCancelSeriesRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSeriesRegistration,
    // The registration's open payment is cancelled with it, and the next one in line gets one.
    onSettled: () => Promise.all([invalidateSeriesViews(queryClient), queryClient.invalidateQueries({ queryKey: adminPaymentsQueryKey })]),
  });
}
