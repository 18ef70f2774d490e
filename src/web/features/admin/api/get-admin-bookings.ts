import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminBookingsPage, AdminBookingsQuery } from '@shared/schemas/bookings';
import { api } from '@/lib/api-client';
import { adminBookingsQueryKey } from '@/lib/query-keys';

/** GET /api/admin/bookings — one page of all bookings, newest first, with the total and counts per status. */
export function getAdminBookings(query: AdminBookingsQuery) {
  return api.get<AdminBookingsPage>('/api/admin/bookings', { params: query });
}

export function adminBookingsQueryOptions(query: AdminBookingsQuery) {
  return queryOptions({ queryKey: [...adminBookingsQueryKey, query], queryFn: () => getAdminBookings(query), staleTime: 15_000 });
}

/** Keeps the previous page on screen while the next one loads, so paging and typing do not flash a spinner. */
export function useAdminBookings(query: AdminBookingsQuery) {
  return useQuery({ ...adminBookingsQueryOptions(query), placeholderData: keepPreviousData });
}
