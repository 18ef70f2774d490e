import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminMessageChange, ReplyMessageInput } from '@shared/schemas/messages';
import { api } from '@/lib/api-client';
import { adminMessagesQueryKey } from '@/lib/query-keys';

/** POST /api/admin/messages/{id}/reply — stores the answer once and mails it to the member. */
export function replyToMessage({ id, ...body }: ReplyMessageInput & { id: string }) {
  return api.post<AdminMessageChange>(`/api/admin/messages/${encodeURIComponent(id)}/reply`, body);
}

export function useReplyToMessage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: replyToMessage, onSettled: () => queryClient.invalidateQueries({ queryKey: adminMessagesQueryKey }) });
}
