import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminMenusResponse } from '@shared/schemas/menus';
import { api } from '@/lib/api-client';
import { adminMenusQueryKey } from '@/lib/query-keys';

/** GET /api/admin/menus — every menu with its links, header first. */
export function getAdminMenus() {
  return api.get<AdminMenusResponse>('/api/admin/menus');
}

export const adminMenusQueryOptions = () => queryOptions({ queryKey: adminMenusQueryKey, queryFn: getAdminMenus, staleTime: 15_000 });

export function useAdminMenus() {
  return useQuery(adminMenusQueryOptions());
}
