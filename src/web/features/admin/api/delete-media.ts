import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@shared/schemas/common';
import { api } from '@/lib/api-client';
import { invalidateAfterMediaChange } from './upload-media';

/** DELETE /api/admin/media/{id} — removes the entry and its stored files. */
export function deleteMedia(id: string) {
  return api.delete<MessageResponse>(`/api/admin/media/${encodeURIComponent(id)}`);
}

export function useDeleteMedia() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteMedia, onSuccess: () => invalidateAfterMediaChange(queryClient) });
}
