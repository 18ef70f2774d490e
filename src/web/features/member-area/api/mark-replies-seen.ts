import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RepliesSeen } from '@shared/schemas/messages';
import { api } from '@/lib/api-client';
import { memberOverviewQueryKey } from '@/lib/query-keys';

/** POST /api/me/messages/seen — the member has seen the replies shown; they stop counting as new. */
export function markRepliesSeen() {
  return api.post<RepliesSeen>('/api/me/messages/seen');
}

export function useMarkRepliesSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRepliesSeen,
    // The list keeps its 'Neue Antwort' marks for this visit; only the counter changes.
    onSuccess: ({ seen }) => (seen > 0 ? queryClient.invalidateQueries({ queryKey: memberOverviewQueryKey }) : undefined),
  });
}
