import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/newsletter/unsubscribe {token} → { message } (link in every newsletter mail). */
export function unsubscribeNewsletter(token: string) {
  return api.post<{ message: string }>('/api/newsletter/unsubscribe', { token });
}

export function unsubscribeNewsletterQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['newsletter', 'unsubscribe', token],
    queryFn: () => unsubscribeNewsletter(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export function useUnsubscribeNewsletter(token: string) {
  return useQuery({ ...unsubscribeNewsletterQueryOptions(token), enabled: !!token });
}
