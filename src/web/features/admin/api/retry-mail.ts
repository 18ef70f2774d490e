import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OutboxRetryResponse } from '@shared/schemas/admin';
import { api } from '@/lib/api-client';
import { outboxQueryKey } from '@/lib/query-keys';

/** POST /api/admin/mails/{id}/retry — a failed mail goes back into the queue. */
export function retryMail(id: string) {
  return api.post<OutboxRetryResponse>(`/api/admin/mails/${encodeURIComponent(id)}/retry`);
}

export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: retryMail, onSuccess: () => queryClient.invalidateQueries({ queryKey: outboxQueryKey }) });
}
