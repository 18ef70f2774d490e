import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminTrainerResponse, SaveTrainerInput } from '@shared/schemas/admin-trainers';
import { api } from '@/lib/api-client';
import { invalidateTrainerViews } from './get-admin-trainers';

/** PUT /api/admin/trainers/{id} — saves the whole record. */
export function updateAdminTrainer({ id, input }: { id: string; input: SaveTrainerInput }) {
  return api.put<AdminTrainerResponse>(`/api/admin/trainers/${encodeURIComponent(id)}`, input);
}

export function useUpdateAdminTrainer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminTrainer,
    onSettled: () => invalidateTrainerViews(queryClient),
  });
}
