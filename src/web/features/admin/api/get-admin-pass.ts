import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPassDetail } from '@shared/schemas/passes';
import { api } from '@/lib/api-client';
import { adminPassQueryKey } from '@/lib/query-keys';

/** GET /api/admin/passes/{id} — one pass with its whole history, oldest entry first. */
export function getAdminPass(id: string) {
  return api.get<AdminPassDetail>(`/api/admin/passes/${encodeURIComponent(id)}`);
}

export function adminPassQueryOptions(id: string) {
  return queryOptions({ queryKey: adminPassQueryKey(id), queryFn: () => getAdminPass(id), staleTime: 15_000 });
}

export function useAdminPass(id: string) {
  return useQuery(adminPassQueryOptions(id));
}
