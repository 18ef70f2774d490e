import { useQuery } from '@tanstack/react-query';
import { apiQueries } from '@shared/api-queries';
import { apiQueryOptions } from '@/lib/api-query';

/** GET /api/posts — published posts, newest first. */
export const postsQueryOptions = () => apiQueryOptions(apiQueries.posts());

export function usePosts() {
  return useQuery(postsQueryOptions());
}
