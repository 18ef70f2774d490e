import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPostsResponse } from '@shared/schemas/admin-content';
import { api } from '@/lib/api-client';
import { adminPostsQueryKey } from '@/lib/query-keys';

/** GET /api/admin/posts — every post, drafts included, newest first. */
export function getAdminPosts() {
  return api.get<AdminPostsResponse>('/api/admin/posts');
}

export const adminPostsQueryOptions = () => queryOptions({ queryKey: adminPostsQueryKey, queryFn: getAdminPosts, staleTime: 15_000 });

export function useAdminPosts() {
  return useQuery(adminPostsQueryOptions());
}
