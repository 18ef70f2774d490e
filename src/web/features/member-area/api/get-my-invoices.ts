import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberInvoice, MemberInvoices } from '@shared/schemas/invoices';
import { api } from '@/lib/api-client';
import { myInvoicesQueryKey } from '@/lib/query-keys';

/** GET /api/me/invoices — the caller's invoices and Stornorechnungen, newest first. */
export async function getMyInvoices(): Promise<MemberInvoice[]> {
  return (await api.get<MemberInvoices>('/api/me/invoices')).invoices;
}

export function useMyInvoices() {
  return useQuery(queryOptions({ queryKey: myInvoicesQueryKey, queryFn: getMyInvoices, staleTime: 15_000 }));
}

/** Where the invoice's PDF downloads from (the member's own only). */
export const invoicePdfUrl = (id: string) => `/api/me/invoices/${encodeURIComponent(id)}/pdf`;
