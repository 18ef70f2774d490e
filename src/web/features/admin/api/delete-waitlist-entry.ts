import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@shared/schemas/common';
import { api } from '@/lib/api-client';
import { adminWaitlistQueryKey } from '@/lib/query-keys';

/** DELETE /api/admin/waitlist/{id} — removes one waiting-list entry. */
export function deleteWaitlistEntry(entryId: string) {
  return api.delete<MessageResponse>(`/api/admin/waitlist/${encodeURIComponent(entryId)}`);
}

export function useDeleteWaitlistEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWaitlistEntry,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminWaitlistQueryKey }),
  });
}
