import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrainerBookings } from '@shared/schemas/trainer-area';
import { api } from '@/lib/api-client';
import { trainerAreaQueryKey } from '@/lib/query-keys';

/** GET /api/trainer/bookings — the bookings of the caller's sessions, newest first, with the total. */
export function getTrainerBookings() {
  return api.get<TrainerBookings>('/api/trainer/bookings');
}

export function trainerBookingsQueryOptions() {
  return queryOptions({ queryKey: [...trainerAreaQueryKey, 'bookings'], queryFn: getTrainerBookings, staleTime: 15_000 });
}

export function useTrainerBookings() {
  return useQuery(trainerBookingsQueryOptions());
}
