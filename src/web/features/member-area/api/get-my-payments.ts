import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberPayment, MyPayments } from '@shared/schemas/payments';
import { api } from '@/lib/api-client';
import { myPaymentsQueryKey } from '@/lib/query-keys';

/** GET /api/me/payments — the caller's payments, newest first. */
export async function getMyPayments(): Promise<MemberPayment[]> {
  return (await api.get<MyPayments>('/api/me/payments')).payments;
}

export function myPaymentsQueryOptions() {
  return queryOptions({ queryKey: myPaymentsQueryKey, queryFn: getMyPayments, staleTime: 30_000 });
}

export function useMyPayments() {
  return useQuery(myPaymentsQueryOptions());
}
