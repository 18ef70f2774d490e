import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Post, PostResponse } from '@shared/schemas/cms';

/** GET /api/posts/:slug — one published post; 404 when missing or unpublished. */
export function getPost(slug: string) {
  return api.get<PostResponse>(`/api/posts/${encodeURIComponent(slug)}`).then((data) => data.post);
}

export function postQueryOptions(slug: string) {
  return queryOptions({ queryKey: ['posts', 'detail', slug], queryFn: () => getPost(slug) });
}

/** The post, shown at once from the list cache when the visitor comes from /aktuelles. */
export function usePost(slug: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...postQueryOptions(slug),
    placeholderData: () => queryClient.getQueryData<Post[]>(['posts', 'list'])?.find((post) => post.slug === slug),
  });
}
