import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminContractNoticesPage, AdminContractNoticesQuery } from '@shared/schemas/contract-notices';
import { api } from '@/lib/api-client';
import { adminContractNoticesQueryKey } from '@/lib/query-keys';

/** GET /api/admin/contract-notices — one page of the notices of a state (or all), newest first, with the open count. */
export function getAdminContractNotices(query: AdminContractNoticesQuery) {
  return api.get<AdminContractNoticesPage>('/api/admin/contract-notices', { params: query });
}

export function adminContractNoticesQueryOptions(query: AdminContractNoticesQuery) {
  return queryOptions({ queryKey: [...adminContractNoticesQueryKey, query], queryFn: () => getAdminContractNotices(query), staleTime: 15_000 });
}

export function useAdminContractNotices(query: AdminContractNoticesQuery) {
  return useQuery({ ...adminContractNoticesQueryOptions(query), placeholderData: keepPreviousData });
}
