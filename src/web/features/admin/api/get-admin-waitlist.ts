import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminWaitlistQueryKey } from '@/features/bookings/api/query-keys';
import type { Session } from '@/features/sessions/api/get-sessions';

export type AdminWaitlistEntry = { id: string; position: number; name: string; email: string; addedAt: string };
export type AdminWaitlistGroup = { session: Session; entries: AdminWaitlistEntry[] };

/** GET /api/admin/waitlist — waiting lists of future sessions, by session, oldest entry first. */
export function getAdminWaitlist() {
  return api.get<{ groups: AdminWaitlistGroup[] }>('/api/admin/waitlist').then((data) => data.groups);
}

export function adminWaitlistQueryOptions() {
  return queryOptions({ queryKey: adminWaitlistQueryKey, queryFn: getAdminWaitlist, staleTime: 10_000 });
}

export function useAdminWaitlist() {
  return useQuery(adminWaitlistQueryOptions());
}
