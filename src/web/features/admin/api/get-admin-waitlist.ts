import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminWaitlistResponse } from '@shared/schemas/admin';
import { api } from '@/lib/api-client';
import { adminWaitlistQueryKey } from '@/lib/query-keys';

/** GET /api/admin/waitlist — waiting lists of future sessions, by session, oldest entry first. */
export function getAdminWaitlist() {
  return api.get<AdminWaitlistResponse>('/api/admin/waitlist').then((data) => data.groups);
}

export function adminWaitlistQueryOptions() {
  return queryOptions({ queryKey: adminWaitlistQueryKey, queryFn: getAdminWaitlist, staleTime: 10_000 });
}

export function useAdminWaitlist() {
  return useQuery(adminWaitlistQueryOptions());
}
