import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberMessage, MyMessages } from '@shared/schemas/messages';
import { api } from '@/lib/api-client';
import { myMessagesQueryKey } from '@/lib/query-keys';

/** GET /api/me/messages — the caller's messages with replies, newest first. */
export async function getMyMessages(): Promise<MemberMessage[]> {
  return (await api.get<MyMessages>('/api/me/messages')).messages;
}

export function myMessagesQueryOptions() {
  // Replies arrive from the office at any time: fetch afresh whenever the tab opens.
  return queryOptions({ queryKey: myMessagesQueryKey, queryFn: getMyMessages, staleTime: 0 });
}

export function useMyMessages() {
  return useQuery(myMessagesQueryOptions());
}
