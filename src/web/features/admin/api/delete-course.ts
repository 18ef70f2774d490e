import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@shared/schemas/common';
import { api } from '@/lib/api-client';
import { invalidateAfterCourseChange } from './create-course';

/** DELETE /api/admin/courses/{id} — refused (409) while the course is still in use. */
export function deleteCourse(id: string) {
  return api.delete<MessageResponse>(`/api/admin/courses/${encodeURIComponent(id)}`);
}

export function useDeleteCourse() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCourse, onSuccess: () => invalidateAfterCourseChange(queryClient) });
}
