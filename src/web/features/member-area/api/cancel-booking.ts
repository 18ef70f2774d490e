import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@shared/schemas/common';
import { api } from '@/lib/api-client';
import { QUERY_ROOTS } from '@shared/api-queries';
import { adminBookingsQueryKey, adminWaitlistQueryKey, bookingOptionsQueryKey, myBookingsQueryKey, myPassesQueryKey } from '@/lib/query-keys';

/** POST /api/bookings/{id}/cancel — the member cancels a confirmed booking of a future session. */
export function cancelBooking(bookingId: string) {
  return api.post<MessageResponse>(`/api/bookings/${encodeURIComponent(bookingId)}/cancel`);
}

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: myBookingsQueryKey }),
        // A cancellation in time gives the entry back; the next booking may draw on it (or on the trial).
        queryClient.invalidateQueries({ queryKey: myPassesQueryKey }),
        queryClient.invalidateQueries({ queryKey: bookingOptionsQueryKey }),
        queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.sessions }),
        queryClient.invalidateQueries({ queryKey: adminWaitlistQueryKey }),
        queryClient.invalidateQueries({ queryKey: adminBookingsQueryKey }),
      ]),
  });
}
