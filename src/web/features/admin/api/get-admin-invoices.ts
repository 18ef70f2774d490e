import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminInvoices } from '@shared/schemas/invoices';
import { api } from '@/lib/api-client';
import { adminInvoicesQueryKey } from '@/lib/query-keys';

const yearQuery = (year: number | undefined) => (year ? `?year=${year}` : '');

/** GET /api/admin/invoices — one year's invoices (the latest year with invoices when none is asked for). */
export function useAdminInvoices(year: number | undefined) {
  return useQuery({ queryKey: adminInvoicesQueryKey(year), queryFn: () => api.get<AdminInvoices>(`/api/admin/invoices${yearQuery(year)}`), placeholderData: keepPreviousData });
}

/** The year's CSV for the tax adviser, and one invoice's PDF. */
export const invoicesExportUrl = (year: number | undefined) => `/api/admin/invoices/export${yearQuery(year)}`;
export const adminInvoicePdfUrl = (id: string) => `/api/admin/invoices/${encodeURIComponent(id)}/pdf`;
