import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MessageResponse } from '@shared/schemas/common';
import { api } from '@/lib/api-client';
import { newsletterConfirmQueryKey } from '@/lib/query-keys';

/** POST /api/newsletter/confirm {token} → { message } (double opt-in link from the e-mail). */
export function confirmNewsletter(token: string) {
  return api.post<MessageResponse>('/api/newsletter/confirm', { token });
}

// A one-shot action run as a query so that it is sent once per token, even under StrictMode.
export function confirmNewsletterQueryOptions(token: string) {
  return queryOptions({
    queryKey: newsletterConfirmQueryKey(token),
    queryFn: () => confirmNewsletter(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export function useConfirmNewsletter(token: string) {
  return useQuery({ ...confirmNewsletterQueryOptions(token), enabled: !!token });
}
