import type { QueryClient } from '@tanstack/react-query';

/**
 * The server inlines the answers of the first render's API queries into the HTML (site settings and
 * the page's content; src/server/modules/seo/page-assets.ts) as [queryKey, data] pairs. Seeding them
 * into the cache before the first render spares those round trips and the layout shift of content
 * arriving late. They count as fresh for the queries' usual staleTime.
 */
export function seedInitialData(queryClient: QueryClient, id = 'initial-data') {
  const element = document.getElementById(id);
  if (!element?.textContent) return;
  try {
    const queries = JSON.parse(element.textContent) as [unknown[], unknown][];
    for (const [queryKey, data] of queries) queryClient.setQueryData(queryKey, data);
  } catch {
    // A broken payload only costs the round trips it was meant to save.
  }
  element.remove();
}
