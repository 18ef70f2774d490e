import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminBookingsQueryKey } from '@/features/bookings/api/query-keys';

export type AdminBooking = {
  id: string;
  status: 'confirmed' | 'cancelled' | 'attended' | 'no_show';
  bookedAt: string;
  user: { name: string; email: string };
  courseName: string;
  sessionStart: string;
};

/** GET /api/admin/bookings — all bookings, newest first (read-only). */
export function getAdminBookings() {
  return api.get<{ bookings: AdminBooking[] }>('/api/admin/bookings').then((data) => data.bookings);
}

export function adminBookingsQueryOptions() {
  return queryOptions({ queryKey: adminBookingsQueryKey, queryFn: getAdminBookings, staleTime: 15_000 });
}

export function useAdminBookings() {
  return useQuery(adminBookingsQueryOptions());
}
