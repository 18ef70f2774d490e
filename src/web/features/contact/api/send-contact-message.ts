import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@shared/schemas/common';
import type { ContactMessageInput } from '@shared/schemas/contact';
import { api } from '@/lib/api-client';

/** POST /api/contact → { message }; 400 with error.fields, 429 when too many messages were sent. */
export function sendContactMessage(body: ContactMessageInput) {
  return api.post<MessageResponse>('/api/contact', body);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
