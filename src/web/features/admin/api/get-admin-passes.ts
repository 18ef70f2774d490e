import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPassesPage, AdminPassesQuery } from '@shared/schemas/passes';
import { api } from '@/lib/api-client';
import { adminPassesQueryKey } from '@/lib/query-keys';

/** GET /api/admin/passes — one page of the passes of a state, running out soon or of a member, newest first. */
export function getAdminPasses(query: AdminPassesQuery) {
  return api.get<AdminPassesPage>('/api/admin/passes', { params: query });
}

export function adminPassesQueryOptions(query: AdminPassesQuery) {
  return queryOptions({ queryKey: [...adminPassesQueryKey, query], queryFn: () => getAdminPasses(query), staleTime: 15_000 });
}

export function useAdminPasses(query: AdminPassesQuery) {
  return useQuery({ ...adminPassesQueryOptions(query), placeholderData: keepPreviousData });
}
