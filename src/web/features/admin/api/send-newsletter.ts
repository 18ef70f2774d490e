import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminNewsletterSent, NewsletterComposeInput } from '@shared/schemas/admin-newsletter';
import type { MessageResponse } from '@shared/schemas/common';
import { api } from '@/lib/api-client';
import { adminNewslettersQueryKey } from '@/lib/query-keys';

/** POST /api/admin/newsletter/newsletters — queues one mail per active, confirmed subscriber. */
export function sendNewsletter(input: NewsletterComposeInput) {
  return api.post<AdminNewsletterSent>('/api/admin/newsletter/newsletters', input);
}

/** POST /api/admin/newsletter/test — the same mail to the signed-in admin only. */
export function sendTestNewsletter(input: NewsletterComposeInput) {
  return api.post<MessageResponse>('/api/admin/newsletter/test', input);
}

export function useSendNewsletter() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: sendNewsletter, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminNewslettersQueryKey }) });
}

export function useSendTestNewsletter() {
  return useMutation({ mutationFn: sendTestNewsletter });
}
