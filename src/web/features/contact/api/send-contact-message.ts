import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type ContactMessageBody = { name: string; email: string; message: string; website?: string };

/** POST /api/contact → { message }; 400 with error.fields, 429 when too many messages were sent. */
export function sendContactMessage(body: ContactMessageBody) {
  return api.post<{ message: string }>('/api/contact', body);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
