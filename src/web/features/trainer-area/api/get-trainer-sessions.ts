import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrainerSessions } from '@shared/schemas/trainer-area';
import { api } from '@/lib/api-client';
import { trainerAreaQueryKey } from '@/lib/query-keys';

/** GET /api/trainer/sessions — the caller's upcoming sessions (soonest first) and those started in the last days. */
export function getTrainerSessions() {
  return api.get<TrainerSessions>('/api/trainer/sessions');
}

export function trainerSessionsQueryOptions() {
  return queryOptions({ queryKey: [...trainerAreaQueryKey, 'sessions'], queryFn: getTrainerSessions, staleTime: 15_000 });
}

export function useTrainerSessions() {
  return useQuery(trainerSessionsQueryOptions());
}
