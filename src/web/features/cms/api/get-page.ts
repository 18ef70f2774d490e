import { useQuery } from '@tanstack/react-query';
import { apiQueries } from '@shared/api-queries';
import { apiQueryOptions } from '@/lib/api-query';

/** GET /api/pages/:slug — a published managed page; 404 when missing or unpublished. */
export const pageQueryOptions = (slug: string) => apiQueryOptions(apiQueries.page(slug));

export function usePage(slug: string) {
  return useQuery(pageQueryOptions(slug));
}
