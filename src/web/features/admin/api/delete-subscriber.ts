import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@shared/schemas/common';
import { api } from '@/lib/api-client';
import { adminNewslettersQueryKey, adminSubscribersQueryKey } from '@/lib/query-keys';

/** DELETE /api/admin/newsletter/subscribers/{id} */
export function deleteSubscriber(id: string) {
  return api.delete<MessageResponse>(`/api/admin/newsletter/subscribers/${encodeURIComponent(id)}`);
}

export function useDeleteSubscriber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSubscriber,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminSubscribersQueryKey }),
        // The number of recipients of the next newsletter may have changed.
        queryClient.invalidateQueries({ queryKey: adminNewslettersQueryKey }),
      ]),
  });
}
