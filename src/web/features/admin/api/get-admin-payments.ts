import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPaymentsPage, AdminPaymentsQuery } from '@shared/schemas/payments';
import { api } from '@/lib/api-client';
import { adminPaymentsQueryKey } from '@/lib/query-keys';

/** GET /api/admin/payments — one page of all payments, newest first, with the total and the summary cards. */
export function getAdminPayments(query: AdminPaymentsQuery) {
  return api.get<AdminPaymentsPage>('/api/admin/payments', { params: query });
}

export function adminPaymentsQueryOptions(query: AdminPaymentsQuery) {
  return queryOptions({ queryKey: [...adminPaymentsQueryKey, query], queryFn: () => getAdminPayments(query), staleTime: 15_000 });
}

export function useAdminPayments(query: AdminPaymentsQuery) {
  return useQuery({ ...adminPaymentsQueryOptions(query), placeholderData: keepPreviousData });
}
