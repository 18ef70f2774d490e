import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { myBookingsQueryKey } from '@/features/bookings/api/query-keys';
import type { Session } from '@/features/sessions/api/get-sessions';

export type MemberBookingStatus = 'confirmed' | 'cancelled' | 'attended' | 'no_show';

export type MemberBooking = { id: string; status: MemberBookingStatus; bookedAt: string; session: Session };
export type MemberWaitlistEntry = { id: string; addedAt: string; position: number; session: Session };
export type MyBookings = { bookings: MemberBooking[]; waitlist: MemberWaitlistEntry[] };

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
