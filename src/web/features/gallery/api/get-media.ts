import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type MediaCategory = 'kurse' | 'events' | 'raeumlichkeiten';

export type MediaItem = {
  id: string;
  url: string;
  altText: string | null;
  category: MediaCategory | null;
  createdAt: string;
};

/** GET /api/media — the gallery, newest first. */
export function getMedia() {
  return api.get<{ media: MediaItem[] }>('/api/media').then((data) => data.media);
}

export function mediaQueryOptions() {
  return queryOptions({ queryKey: ['media', 'list'], queryFn: getMedia });
}

export function useMedia() {
  return useQuery(mediaQueryOptions());
}
