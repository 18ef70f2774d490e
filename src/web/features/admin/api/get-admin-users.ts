import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUsersPage, AdminUsersQuery } from '@shared/schemas/admin-users';
import { api } from '@/lib/api-client';
import { adminUsersQueryKey } from '@/lib/query-keys';

/** GET /api/admin/users — one page of accounts, newest first, searched by name or e-mail. */
export function getAdminUsers(query: AdminUsersQuery) {
  return api.get<AdminUsersPage>('/api/admin/users', { params: query });
}

export function adminUsersQueryOptions(query: AdminUsersQuery) {
  return queryOptions({ queryKey: [...adminUsersQueryKey, query], queryFn: () => getAdminUsers(query), staleTime: 15_000 });
}

export function useAdminUsers(query: AdminUsersQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...adminUsersQueryOptions(query), placeholderData: keepPreviousData, enabled: options.enabled ?? true });
}
