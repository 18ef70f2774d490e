import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@shared/schemas/common';
import { api } from '@/lib/api-client';
import { QUERY_ROOTS } from '@shared/api-queries';
import { adminBookingsQueryKey, adminWaitlistQueryKey } from '@/lib/query-keys';

/** POST /api/admin/waitlist/promote — books the first person of the session's queue (needs a free spot). */
export function promoteWaitlist(sessionId: string) {
  return api.post<MessageResponse>('/api/admin/waitlist/promote', { sessionId });
}

export function usePromoteWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: promoteWaitlist,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminWaitlistQueryKey }),
        queryClient.invalidateQueries({ queryKey: adminBookingsQueryKey }),
        queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.sessions }),
      ]),
  });
}
