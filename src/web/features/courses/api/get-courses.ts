import { useQuery } from '@tanstack/react-query';
import { apiQueries } from '@shared/api-queries';
import { apiQueryOptions } from '@/lib/api-query';

/** GET /api/courses?limit=N — active courses ordered by name. */
export const coursesQueryOptions = (limit?: number) => apiQueryOptions(apiQueries.courses(limit));

export function useCourses(limit?: number) {
  return useQuery(coursesQueryOptions(limit));
}
