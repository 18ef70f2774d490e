import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckInResult } from '@shared/schemas/check-in';
import { api } from '@/lib/api-client';
import { trainerAreaQueryKey } from '@/lib/query-keys';

/** POST /api/trainer/check-in/bookings/{id} — the desk checks in a participant found by name. */
export function checkInBooking(bookingId: string) {
  return api.post<CheckInResult>(`/api/trainer/check-in/bookings/${encodeURIComponent(bookingId)}`);
}

export function useCheckInBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkInBooking,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trainerAreaQueryKey }),
  });
}
