import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminScheduleResponse, ScheduleInput } from '@shared/schemas/schedules';
import { api } from '@/lib/api-client';
import { adminSchedulesQueryKey } from '@/lib/query-keys';

/** POST /api/admin/schedules */
export function createSchedule(input: ScheduleInput) {
  return api.post<AdminScheduleResponse>('/api/admin/schedules', input);
}

export function useCreateSchedule() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createSchedule, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminSchedulesQueryKey }) });
}
