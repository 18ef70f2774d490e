import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@shared/schemas/common';
import { api } from '@/lib/api-client';
import { QUERY_ROOTS } from '@shared/api-queries';
import { adminWaitlistQueryKey, myBookingsQueryKey, myPassesQueryKey } from '@/lib/query-keys';

/** POST /api/me/waitlist/{id}/accept — 'Platz annehmen': the member books the place held for them. */
export function acceptOffer(entryId: string) {
  return api.post<MessageResponse>(`/api/me/waitlist/${encodeURIComponent(entryId)}/accept`);
}

export function useAcceptOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptOffer,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: myBookingsQueryKey }),
        queryClient.invalidateQueries({ queryKey: myPassesQueryKey }),
        queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.sessions }),
        queryClient.invalidateQueries({ queryKey: adminWaitlistQueryKey }),
      ]),
  });
}
