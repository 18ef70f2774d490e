import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@shared/schemas/common';
import { api } from '@/lib/api-client';
import { invalidateTrainerViews } from './get-admin-trainers';

/** DELETE /api/admin/trainers/{id} — refused (409) while the trainer teaches upcoming sessions. */
export function deleteAdminTrainer(id: string) {
  return api.delete<MessageResponse>(`/api/admin/trainers/${encodeURIComponent(id)}`);
}

export function useDeleteAdminTrainer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminTrainer,
    onSettled: () => invalidateTrainerViews(queryClient),
  });
}
