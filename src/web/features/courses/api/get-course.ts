import { useQuery } from '@tanstack/react-query';
import { apiQueries } from '@shared/api-queries';
import { apiQueryOptions } from '@/lib/api-query';

/** GET /api/courses/{id} — one active course (404 for unknown or inactive courses). */
export const courseQueryOptions = (id: string) => apiQueryOptions(apiQueries.course(id));

export function useCourse(id: string | undefined) {
  return useQuery({ ...courseQueryOptions(id ?? ''), enabled: !!id });
}
