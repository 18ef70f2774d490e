import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@shared/schemas/common';
import { api } from '@/lib/api-client';
import { QUERY_ROOTS } from '@shared/api-queries';
import { adminWaitlistQueryKey, myBookingsQueryKey } from '@/lib/query-keys';

/** DELETE /api/me/waitlist/{id} — the member leaves a waiting list; everyone behind moves up. */
export function leaveWaitlist(entryId: string) {
  return api.delete<MessageResponse>(`/api/me/waitlist/${encodeURIComponent(entryId)}`);
}

export function useLeaveWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveWaitlist,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: myBookingsQueryKey }),
        queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.sessions }),
        queryClient.invalidateQueries({ queryKey: adminWaitlistQueryKey }),
      ]),
  });
}
