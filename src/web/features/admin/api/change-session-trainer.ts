import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminSessionChange, ChangeSessionTrainerInput } from '@shared/schemas/admin-sessions';
import { api } from '@/lib/api-client';
import { invalidateSessionViews } from './get-admin-sessions';

/** POST /api/admin/sessions/{id}/trainer — a substitute takes over; 409 when that trainer is busy then. */
export function changeSessionTrainer({ id, ...body }: ChangeSessionTrainerInput & { id: string }) {
  return api.post<AdminSessionChange>(`/api/admin/sessions/${encodeURIComponent(id)}/trainer`, body);
}

export function useChangeSessionTrainer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeSessionTrainer, onSettled: () => invalidateSessionViews(queryClient) });
}
