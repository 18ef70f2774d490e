import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OutboxMailsResponse, OutboxQuery } from '@shared/schemas/admin';
import { api } from '@/lib/api-client';
import { outboxQueryKey } from '@/lib/query-keys';

/** GET /api/admin/mails — one page of the outbox, newest first. */
export function getOutbox(query: OutboxQuery) {
  return api.get<OutboxMailsResponse>('/api/admin/mails', { params: query });
}

export function outboxQueryOptions(query: OutboxQuery) {
  return queryOptions({ queryKey: [...outboxQueryKey, query], queryFn: () => getOutbox(query), staleTime: 0 });
}

export function useOutbox(query: OutboxQuery) {
  return useQuery({ ...outboxQueryOptions(query), placeholderData: keepPreviousData });
}
