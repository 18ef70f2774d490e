import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentMembers } from '@shared/schemas/payments';
import { api } from '@/lib/api-client';
import { adminPaymentMembersQueryKey } from '@/lib/query-keys';

/** GET /api/admin/payments/members?q= — members by e-mail or name (from 2 characters) for 'Zahlung erfassen'. */
export async function searchPaymentMembers(q: string) {
  return (await api.get<PaymentMembers>('/api/admin/payments/members', { params: { q } })).members;
}

export function paymentMembersQueryOptions(q: string) {
  return queryOptions({ queryKey: adminPaymentMembersQueryKey(q), queryFn: () => searchPaymentMembers(q), staleTime: 30_000, enabled: q.length >= 2 });
}

export function usePaymentMembers(q: string) {
  return useQuery(paymentMembersQueryOptions(q));
}
