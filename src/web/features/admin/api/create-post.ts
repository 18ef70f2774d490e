import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AdminPostResponse, PostInput } from '@shared/schemas/admin-content';
import { api } from '@/lib/api-client';
import { adminPostsQueryKey } from '@/lib/query-keys';
import { QUERY_ROOTS } from '@shared/api-queries';

/** POST /api/admin/posts */
export function createPost(input: PostInput) {
  return api.post<AdminPostResponse>('/api/admin/posts', input);
}

/** The admin list and /aktuelles (list and single posts) are loaded afresh after a change. */
export function invalidateAfterPostChange(queryClient: QueryClient) {
  return Promise.all([adminPostsQueryKey, QUERY_ROOTS.posts].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createPost, onSuccess: () => invalidateAfterPostChange(queryClient) });
}
