import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CoursesResponse } from '@shared/schemas/courses';
import { api } from '@/lib/api-client';

/** GET /api/courses?limit=N — active courses ordered by name. */
export function getCourses(limit?: number) {
  return api.get<CoursesResponse>('/api/courses', { params: { limit } }).then((data) => data.courses);
}

export function coursesQueryOptions(limit?: number) {
  return queryOptions({
    queryKey: ['courses', 'list', { limit: limit ?? null }],
    queryFn: () => getCourses(limit),
  });
}

export function useCourses(limit?: number) {
  return useQuery(coursesQueryOptions(limit));
}
