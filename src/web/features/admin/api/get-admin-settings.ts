import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminSettingsResponse } from '@shared/schemas/settings';
import { api } from '@/lib/api-client';
import { adminSettingsQueryKey } from '@/lib/query-keys';

/** GET /api/admin/settings — the website settings and booking rules as the form edits them. */
export function getAdminSettings() {
  return api.get<AdminSettingsResponse>('/api/admin/settings');
}

export const adminSettingsQueryOptions = () => queryOptions({ queryKey: adminSettingsQueryKey, queryFn: getAdminSettings, staleTime: 0 });

export function useAdminSettings() {
  return useQuery(adminSettingsQueryOptions());
}
