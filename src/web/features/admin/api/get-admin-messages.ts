import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminMessagesPage, AdminMessagesQuery } from '@shared/schemas/messages';
import { api } from '@/lib/api-client';
import { adminMessagesQueryKey } from '@/lib/query-keys';

/** GET /api/admin/messages — one page of all members' messages, newest first, with the unread count. */
export function getAdminMessages(query: AdminMessagesQuery) {
  return api.get<AdminMessagesPage>('/api/admin/messages', { params: query });
}

export function adminMessagesQueryOptions(query: AdminMessagesQuery) {
  return queryOptions({ queryKey: [...adminMessagesQueryKey, query], queryFn: () => getAdminMessages(query), staleTime: 15_000 });
}

export function useAdminMessages(query: AdminMessagesQuery) {
  return useQuery({ ...adminMessagesQueryOptions(query), placeholderData: keepPreviousData });
}
