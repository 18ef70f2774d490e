import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PostsResponse } from '@shared/schemas/cms';
import { api } from '@/lib/api-client';

/** GET /api/posts — published posts, newest first. */
export function getPosts() {
  return api.get<PostsResponse>('/api/posts').then((data) => data.posts);
}

export function postsQueryOptions() {
  return queryOptions({ queryKey: ['posts', 'list'], queryFn: getPosts });
}

export function usePosts() {
  return useQuery(postsQueryOptions());
}
