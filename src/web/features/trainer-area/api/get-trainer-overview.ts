import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrainerOverview } from '@shared/schemas/trainer-area';
import { api } from '@/lib/api-client';
import { trainerAreaQueryKey } from '@/lib/query-keys';

/** GET /api/trainer/overview — counts of the caller's upcoming sessions and their confirmed bookings, and the next five sessions. */
export function getTrainerOverview() {
  return api.get<TrainerOverview>('/api/trainer/overview');
}

export function trainerOverviewQueryOptions() {
  return queryOptions({ queryKey: [...trainerAreaQueryKey, 'overview'], queryFn: getTrainerOverview, staleTime: 15_000 });
}

export function useTrainerOverview() {
  return useQuery(trainerOverviewQueryOptions());
}
