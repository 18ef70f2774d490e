import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminSubscribersPage, AdminSubscribersQuery } from '@shared/schemas/admin-newsletter';
import { api } from '@/lib/api-client';
import { adminSubscribersQueryKey } from '@/lib/query-keys';

/** The CSV of every subscriber; a plain link downloads it with the session cookie. */
export const SUBSCRIBERS_EXPORT_URL = '/api/admin/newsletter/subscribers/export';

/** GET /api/admin/newsletter/subscribers — one page, newest sign-up first, searched by e-mail or name. */
export function getAdminSubscribers(query: AdminSubscribersQuery) {
  return api.get<AdminSubscribersPage>('/api/admin/newsletter/subscribers', { params: query });
}

export function adminSubscribersQueryOptions(query: AdminSubscribersQuery) {
  return queryOptions({ queryKey: [...adminSubscribersQueryKey, query], queryFn: () => getAdminSubscribers(query), staleTime: 15_000 });
}

export function useAdminSubscribers(query: AdminSubscribersQuery) {
  return useQuery({ ...adminSubscribersQueryOptions(query), placeholderData: keepPreviousData });
}
