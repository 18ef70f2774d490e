import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MediaCategory } from '@shared/enums';
import type { AdminMediaItem } from '@shared/schemas/media';
import { api } from '@/lib/api-client';
import { invalidateAfterMediaChange } from './upload-media';

/** PATCH /api/admin/media/{id} — alt text and category. */
export function updateMedia({ id, altText, category }: { id: string; altText: string | null; category: MediaCategory | null }) {
  return api.patch<{ media: AdminMediaItem }>(`/api/admin/media/${encodeURIComponent(id)}`, { altText, category });
}

export function useUpdateMedia() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateMedia, onSuccess: () => invalidateAfterMediaChange(queryClient) });
}
