import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCharts } from '@shared/schemas/admin-charts';
import { api } from '@/lib/api-client';
import { adminChartsQueryKey } from '@/lib/query-keys';

/** GET /api/admin/stats/charts — the figures behind the dashboard's three charts. */
export function getAdminCharts() {
  return api.get<AdminCharts>('/api/admin/stats/charts');
}

export const adminChartsQueryOptions = () => queryOptions({ queryKey: adminChartsQueryKey, queryFn: getAdminCharts });

export function useAdminCharts() {
  return useQuery(adminChartsQueryOptions());
}
