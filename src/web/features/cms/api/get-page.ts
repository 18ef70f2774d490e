import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type ManagedPage = {
  slug: string;
  title: string;
  /** Sanitized on the server. */
  contentHtml: string;
  metaTitle: string | null;
  metaDescription: string | null;
};

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
