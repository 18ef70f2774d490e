import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckInDesk } from '@shared/schemas/check-in';
import { api } from '@/lib/api-client';
import { checkInDeskQueryKey } from '@/lib/query-keys';

/** GET /api/trainer/check-in — the sessions open for check-in now (a trainer's own, an admin's all) and their participants. */
export function getCheckInDesk() {
  return api.get<CheckInDesk>('/api/trainer/check-in');
}

export function checkInDeskQueryOptions() {
  // Sessions enter and leave the window as time passes, and others check in at the same desk's sessions.
  return queryOptions({ queryKey: checkInDeskQueryKey, queryFn: getCheckInDesk, staleTime: 10_000, refetchInterval: 60_000 });
}

export function useCheckInDesk() {
  return useQuery(checkInDeskQueryOptions());
}
