import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPagesResponse } from '@shared/schemas/admin-content';
import { api } from '@/lib/api-client';
import { adminPagesQueryKey } from '@/lib/query-keys';

/** GET /api/admin/pages — every managed page, drafts included, newest first. */
export function getAdminPages() {
  return api.get<AdminPagesResponse>('/api/admin/pages');
}

export const adminPagesQueryOptions = () => queryOptions({ queryKey: adminPagesQueryKey, queryFn: getAdminPages, staleTime: 15_000 });

export function useAdminPages() {
  return useQuery(adminPagesQueryOptions());
}
