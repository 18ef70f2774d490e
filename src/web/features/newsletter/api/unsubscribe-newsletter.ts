import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MessageResponse } from '@shared/schemas/common';
import { api } from '@/lib/api-client';
import { newsletterUnsubscribeQueryKey } from '@/lib/query-keys';

/** POST /api/newsletter/unsubscribe {token} → { message } (link in every newsletter mail). */
export function unsubscribeNewsletter(token: string) {
  return api.post<MessageResponse>('/api/newsletter/unsubscribe', { token });
}

export function unsubscribeNewsletterQueryOptions(token: string) {
  return queryOptions({
    queryKey: newsletterUnsubscribeQueryKey(token),
    queryFn: () => unsubscribeNewsletter(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export function useUnsubscribeNewsletter(token: string) {
  return useQuery({ ...unsubscribeNewsletterQueryOptions(token), enabled: !!token });
}
