import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminMessageChange } from '@shared/schemas/messages';
import { api } from '@/lib/api-client';
import { adminMessagesQueryKey } from '@/lib/query-keys';

/** POST /api/admin/messages/{id}/read — opening an unread message marks it read. */
export function markMessageRead(id: string) {
  return api.post<AdminMessageChange>(`/api/admin/messages/${encodeURIComponent(id)}/read`);
}

export function useMarkMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markMessageRead, onSettled: () => queryClient.invalidateQueries({ queryKey: adminMessagesQueryKey }) });
}
