import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { CourseResponse } from '@shared/schemas/courses';

/** GET /api/courses/{id} — one active course (404 for unknown or inactive courses). */
export function getCourse(id: string) {
  return api.get<CourseResponse>(`/api/courses/${encodeURIComponent(id)}`).then((data) => data.course);
}

export function courseQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['courses', 'detail', id],
    queryFn: () => getCourse(id),
  });
}

export function useCourse(id: string | undefined) {
  return useQuery({ ...courseQueryOptions(id ?? ''), enabled: !!id });
}
