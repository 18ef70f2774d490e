import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MediaResponse } from '@shared/schemas/cms';
import { api } from '@/lib/api-client';

/** GET /api/media — the gallery, newest first. */
export function getMedia() {
  return api.get<MediaResponse>('/api/media').then((data) => data.media);
}

export function mediaQueryOptions() {
  return queryOptions({ queryKey: ['media', 'list'], queryFn: getMedia });
}

export function useMedia() {
  return useQuery(mediaQueryOptions());
}
