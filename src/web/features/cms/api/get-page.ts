import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ManagedPage } from '@shared/schemas/cms';
import { api } from '@/lib/api-client';

/** GET /api/pages/:slug — a published managed page; 404 when missing or unpublished. */
export function getPage(slug: string) {
  return api.get<ManagedPage>(`/api/pages/${encodeURIComponent(slug)}`);
}

export function pageQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['pages', slug],
    queryFn: () => getPage(slug),
  });
}

export function usePage(slug: string) {
  return useQuery(pageQueryOptions(slug));
}
