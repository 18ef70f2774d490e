import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrainerProfile } from '@shared/schemas/trainers';
import { api } from '@/lib/api-client';
import { trainerProfileQueryKey } from '@/lib/query-keys';

/** GET /api/trainer/profile — the trainer record linked to the signed-in user (trainer: null when there is none). */
export function getTrainerProfile() {
  return api.get<TrainerProfile>('/api/trainer/profile');
}

export function trainerProfileQueryOptions() {
  return queryOptions({ queryKey: trainerProfileQueryKey, queryFn: getTrainerProfile });
}

export function useTrainerProfile() {
  return useQuery(trainerProfileQueryOptions());
}
