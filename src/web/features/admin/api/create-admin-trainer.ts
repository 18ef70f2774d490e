import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminTrainerResponse, SaveTrainerInput } from '@shared/schemas/admin-trainers';
import { api } from '@/lib/api-client';
import { invalidateTrainerViews } from './get-admin-trainers';

/** POST /api/admin/trainers — a new trainer; a linked account gets the trainer role. */
export function createAdminTrainer(input: SaveTrainerInput) {
  return api.post<AdminTrainerResponse>('/api/admin/trainers', input);
}

export function useCreateAdminTrainer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdminTrainer,
    onSettled: () => invalidateTrainerViews(queryClient),
  });
}
