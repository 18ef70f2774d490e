import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingResult } from '@shared/schemas/bookings';
import { api } from '@/lib/api-client';
import { QUERY_ROOTS } from '@shared/api-queries';
import { adminBookingsQueryKey, adminWaitlistQueryKey, myBookingsQueryKey } from '@/lib/query-keys';

/** POST /api/bookings — books a free spot or, when the session is full, joins its waiting list. */
export function createBooking(sessionId: string) {
  return api.post<BookingResult>('/api/bookings', { sessionId });
}

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.sessions }),
        queryClient.invalidateQueries({ queryKey: myBookingsQueryKey }),
        queryClient.invalidateQueries({ queryKey: adminWaitlistQueryKey }),
        queryClient.invalidateQueries({ queryKey: adminBookingsQueryKey }),
      ]),
  });
}
