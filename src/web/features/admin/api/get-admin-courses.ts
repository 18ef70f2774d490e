import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCoursesResponse } from '@shared/schemas/courses';
import { api } from '@/lib/api-client';
import { adminCoursesQueryKey } from '@/lib/query-keys';

/** GET /api/admin/courses — all Kurse, inactive ones included, ordered by name. */
export function getAdminCourses() {
  return api.get<AdminCoursesResponse>('/api/admin/courses');
}

export const adminCoursesQueryOptions = () => queryOptions({ queryKey: adminCoursesQueryKey, queryFn: getAdminCourses, staleTime: 15_000 });

export function useAdminCourses() {
  return useQuery(adminCoursesQueryOptions());
}
