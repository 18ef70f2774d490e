import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminScheduleResponse, ScheduleInput } from '@shared/schemas/schedules';
import { api } from '@/lib/api-client';
import { adminSchedulesQueryKey } from '@/lib/query-keys';

/** PUT /api/admin/schedules/{id} — sessions already generated keep their times. */
export function updateSchedule({ id, input }: { id: string; input: ScheduleInput }) {
  return api.put<AdminScheduleResponse>(`/api/admin/schedules/${encodeURIComponent(id)}`, input);
}

export function useUpdateSchedule() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateSchedule, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminSchedulesQueryKey }) });
}
