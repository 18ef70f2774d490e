import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQueries } from '@shared/api-queries';
import type { Post } from '@shared/schemas/cms';
import { apiQueryOptions } from '@/lib/api-query';

/** GET /api/posts/:slug — one published post; 404 when missing or unpublished. */
export const postQueryOptions = (slug: string) => apiQueryOptions(apiQueries.post(slug));

/** The post, shown at once from the list cache when the visitor comes from /aktuelles. */
export function usePost(slug: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...postQueryOptions(slug),
    placeholderData: () => queryClient.getQueryData<Post[]>(apiQueries.posts().queryKey)?.find((post) => post.slug === slug),
  });
}
