import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyBookings } from '@shared/schemas/bookings';
import { api } from '@/lib/api-client';
import { myBookingsQueryKey } from '@/lib/query-keys';

/** GET /api/me/bookings — the caller's bookings (newest session first) and waiting-list places (future sessions). */
export function getMyBookings() {
  return api.get<MyBookings>('/api/me/bookings');
}

export function myBookingsQueryOptions() {
  return queryOptions({ queryKey: myBookingsQueryKey, queryFn: getMyBookings, staleTime: 15_000 });
}

export function useMyBookings() {
  return useQuery(myBookingsQueryOptions());
}
