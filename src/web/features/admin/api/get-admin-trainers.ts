import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { AdminTrainersResponse } from '@shared/schemas/admin-trainers';
import { api } from '@/lib/api-client';
import { adminTrainersQueryKey, adminUsersQueryKey } from '@/lib/query-keys';
import { QUERY_ROOTS } from '@shared/api-queries';

/** GET /api/admin/trainers — every trainer, active or not, by first name. */
export function getAdminTrainers() {
  return api.get<AdminTrainersResponse>('/api/admin/trainers');
}

export function adminTrainersQueryOptions() {
  return queryOptions({ queryKey: adminTrainersQueryKey, queryFn: getAdminTrainers, staleTime: 15_000 });
}

export function useAdminTrainers() {
  return useQuery(adminTrainersQueryOptions());
}

/** A trainer change shows in the admin list, the public trainer list and (linking) the user roles. */
export function invalidateTrainerViews(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminTrainersQueryKey }),
    queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.trainers }),
    queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
  ]);
}
