import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@shared/schemas/common';
import { QUERY_ROOTS } from '@shared/api-queries';
import { api } from '@/lib/api-client';
import { myBookingsQueryKey } from '@/lib/query-keys';

/** POST /api/me/series-registrations/{id}/cancel — the member cancels a registration (until the registration deadline). */
export function cancelSeriesRegistration(registrationId: string) {
  return api.post<MessageResponse>(`/api/me/series-registrations/${encodeURIComponent(registrationId)}/cancel`);
}

export function useCancelSeriesRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSeriesRegistration,
    onSettled: () =>
      Promise.all([
        // The registration and the bookings of its dates (under the bookings key), the places on the dates.
        queryClient.invalidateQueries({ queryKey: myBookingsQueryKey }),
        queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.series }),
        queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.sessions }),
      ]),
  });
}
