import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingResult } from '@shared/schemas/bookings';
import { api } from '@/lib/api-client';
import { QUERY_ROOTS } from '@shared/api-queries';
import { adminBookingsQueryKey, adminWaitlistQueryKey, bookingOptionsQueryKey, myBookingsQueryKey, myPassesQueryKey } from '@/lib/query-keys';

/**
 * POST /api/bookings — books a free spot or, when the session is full, joins its waiting list; for the
 * member themself (familyMemberId null) or one of their family members.
 */
export function createBooking({ sessionId, familyMemberId }: { sessionId: string; familyMemberId: string | null }) {
  return api.post<BookingResult>('/api/bookings', { sessionId, familyMemberId });
}

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.sessions }),
        queryClient.invalidateQueries({ queryKey: myBookingsQueryKey }),
        // A booking draws an entry from a pass (or uses up the free trial).
        queryClient.invalidateQueries({ queryKey: myPassesQueryKey }),
        queryClient.invalidateQueries({ queryKey: adminWaitlistQueryKey }),
        queryClient.invalidateQueries({ queryKey: adminBookingsQueryKey }),
      ]),
    // Also after a refusal: the pass the line next to the button named may have run out meanwhile.
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingOptionsQueryKey }),
  });
}
