import { useQuery } from '@tanstack/react-query';
import { apiQueries } from '@shared/api-queries';
import { apiQueryOptions } from '@/lib/api-query';

/** GET /api/trainers?limit=N — active trainers ordered by first name. */
export const trainersQueryOptions = (limit?: number) => apiQueryOptions(apiQueries.trainers(limit));

export function useTrainers(limit?: number) {
  return useQuery(trainersQueryOptions(limit));
}
