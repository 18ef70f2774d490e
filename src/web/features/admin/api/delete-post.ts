import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@shared/schemas/common';
import { api } from '@/lib/api-client';
import { invalidateAfterPostChange } from './create-post';

/** DELETE /api/admin/posts/{id} */
export function deletePost(id: string) {
  return api.delete<MessageResponse>(`/api/admin/posts/${encodeURIComponent(id)}`);
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deletePost, onSuccess: () => invalidateAfterPostChange(queryClient) });
}
