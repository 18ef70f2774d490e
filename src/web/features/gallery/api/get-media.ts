import { useQuery } from '@tanstack/react-query';
import { apiQueries } from '@shared/api-queries';
import { apiQueryOptions } from '@/lib/api-query';

/** GET /api/media — the gallery, newest first. */
export const mediaQueryOptions = () => apiQueryOptions(apiQueries.media());

export function useMedia() {
  return useQuery(mediaQueryOptions());
}
