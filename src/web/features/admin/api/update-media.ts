import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MediaCategory } from '@shared/enums';
import type { AdminMediaItem } from '@shared/schemas/media';
import { api } from '@/lib/api-client';
import { invalidateAfterMediaChange } from './upload-media';

type MediaChange = { id: string; altText: string | null; category: MediaCategory | null; decorative: boolean };

/** PATCH /api/admin/media/{id} — alt text, category, and whether the picture is only decoration. */
export function updateMedia({ id, ...change }: MediaChange) {
  return api.patch<{ media: AdminMediaItem }>(`/api/admin/media/${encodeURIComponent(id)}`, change);
}

export function useUpdateMedia() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateMedia, onSuccess: () => invalidateAfterMediaChange(queryClient) });
}
