import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@shared/schemas/common';
import { api } from '@/lib/api-client';
import { adminSchedulesQueryKey } from '@/lib/query-keys';

/** DELETE /api/admin/schedules/{id} — generated sessions stay. */
export function deleteSchedule(id: string) {
  return api.delete<MessageResponse>(`/api/admin/schedules/${encodeURIComponent(id)}`);
}

export function useDeleteSchedule() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteSchedule, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminSchedulesQueryKey }) });
}
