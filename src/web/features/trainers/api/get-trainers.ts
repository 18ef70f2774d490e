import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrainersResponse } from '@shared/schemas/trainers';
import { api } from '@/lib/api-client';

/** GET /api/trainers?limit=N — active trainers ordered by first name. */
export function getTrainers(limit?: number) {
  return api.get<TrainersResponse>('/api/trainers', { params: { limit } }).then((data) => data.trainers);
}

export function trainersQueryOptions(limit?: number) {
  return queryOptions({
    queryKey: ['trainers', 'list', { limit: limit ?? null }],
    queryFn: () => getTrainers(limit),
  });
}

export function useTrainers(limit?: number) {
  return useQuery(trainersQueryOptions(limit));
}
