import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPostResponse, PostInput } from '@shared/schemas/admin-content';
import { api } from '@/lib/api-client';
import { invalidateAfterPostChange } from './create-post';

/** PUT /api/admin/posts/{id} */
export function updatePost({ id, input }: { id: string; input: PostInput }) {
  return api.put<AdminPostResponse>(`/api/admin/posts/${encodeURIComponent(id)}`, input);
}

export function useUpdatePost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updatePost, onSuccess: () => invalidateAfterPostChange(queryClient) });
}
