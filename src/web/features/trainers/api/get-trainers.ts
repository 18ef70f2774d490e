import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type Trainer = {
  id: string;
  firstName: string;
  lastName: string;
  bio: string | null;
  specialties: string[];
  /** An uploaded photo; otherwise the bundled portrait for the first name (or the default). */
  photoUrl: string | null;
};

/** GET /api/trainers?limit=N — active trainers ordered by first name. */
export function getTrainers(limit?: number) {
  return api.get<{ trainers: Trainer[] }>('/api/trainers', { params: { limit } }).then((data) => data.trainers);
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
