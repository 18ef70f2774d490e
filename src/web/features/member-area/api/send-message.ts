import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateMemberMessageInput, MemberMessage, MemberMessageSent } from '@shared/schemas/messages';
import { api } from '@/lib/api-client';
import { memberOverviewQueryKey, myMessagesQueryKey } from '@/lib/query-keys';

/** POST /api/me/messages → { message, item }; 400 with error.fields, 429 after too many messages. */
export function sendMessage(body: CreateMemberMessageInput) {
  return api.post<MemberMessageSent>('/api/me/messages', body);
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: ({ item }) => {
      // Shown at once, at the top of the list (newest first).
      queryClient.setQueryData<MemberMessage[]>(myMessagesQueryKey, (list) => [item, ...(list ?? []).filter((m) => m.id !== item.id)]);
      return queryClient.invalidateQueries({ queryKey: memberOverviewQueryKey });
    },
  });
}
