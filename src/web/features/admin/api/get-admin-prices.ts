import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPricesResponse } from '@shared/schemas/prices';
import { api } from '@/lib/api-client';
import { adminPricesQueryKey } from '@/lib/query-keys';

/** GET /api/admin/prices — all Preise, inactive ones included, ordered by name. */
export function getAdminPrices() {
  return api.get<AdminPricesResponse>('/api/admin/prices');
}

export const adminPricesQueryOptions = () => queryOptions({ queryKey: adminPricesQueryKey, queryFn: getAdminPrices, staleTime: 15_000 });

export function useAdminPrices() {
  return useQuery(adminPricesQueryOptions());
}
