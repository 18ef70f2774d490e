import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCourseResponse, CourseInput } from '@shared/schemas/courses';
import { api } from '@/lib/api-client';
import { invalidateAfterCourseChange } from './create-course';

/** PUT /api/admin/courses/{id} */
export function updateCourse({ id, input }: { id: string; input: CourseInput }) {
  return api.put<AdminCourseResponse>(`/api/admin/courses/${encodeURIComponent(id)}`, input);
}

export function useUpdateCourse() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateCourse, onSuccess: () => invalidateAfterCourseChange(queryClient) });
}
