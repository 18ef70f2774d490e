import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@shared/schemas/common';
import type { NewsletterSubscribeInput } from '@shared/schemas/newsletter';
import { api } from '@/lib/api-client';

/** POST /api/newsletter/subscribe {email}. */
export function subscribeNewsletter(input: NewsletterSubscribeInput) {
  return api.post<MessageResponse>('/api/newsletter/subscribe', input);
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}
