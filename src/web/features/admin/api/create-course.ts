import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiQueries, QUERY_ROOTS } from '@shared/api-queries';
import type { AdminCourseResponse, CourseInput } from '@shared/schemas/courses';
import { api } from '@/lib/api-client';
import { adminStatsQueryOptions } from './get-admin-stats';
import { adminCoursesQueryKey, adminPricesQueryKey } from '@/lib/query-keys';

/** POST /api/admin/courses */
export function createCourse(input: CourseInput) {
  return api.post<AdminCourseResponse>('/api/admin/courses', input);
}

/** What shows this data elsewhere (public pages, the timetable) is loaded afresh after a change. */
export function invalidateAfterCourseChange(queryClient: QueryClient) {
  return Promise.all([adminCoursesQueryKey, QUERY_ROOTS.sessions, apiQueries.courses().queryKey.slice(0, 1), adminPricesQueryKey, adminStatsQueryOptions().queryKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export function useCreateCourse() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCourse, onSuccess: () => invalidateAfterCourseChange(queryClient) });
}
