import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type SubscribeNewsletterInput = { email: string };

/** POST /api/newsletter/subscribe {email}. */
export function subscribeNewsletter(input: SubscribeNewsletterInput) {
  return api.post<unknown>('/api/newsletter/subscribe', input);
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}
