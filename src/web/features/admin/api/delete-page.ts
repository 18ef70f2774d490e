import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@shared/schemas/common';
import { api } from '@/lib/api-client';
import { invalidateAfterPageChange } from './create-page';

/** DELETE /api/admin/pages/{id} */
export function deletePage(id: string) {
  return api.delete<MessageResponse>(`/api/admin/pages/${encodeURIComponent(id)}`);
}

export function useDeletePage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deletePage, onSuccess: () => invalidateAfterPageChange(queryClient) });
}
