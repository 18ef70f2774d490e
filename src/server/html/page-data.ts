import { dehydrate, QueryClient } from '@tanstack/query-core';
import { apiQueries } from '../../shared/api-queries';
import type { Navigation } from '../../shared/navigation';
import type { PageData } from '../../shared/page-data';
import type { RouteContext, PageRoute } from '../../shared/routes';
import type { Viewer } from '../http/context';
import type { SiteSettings } from '../modules/settings/service';

type FetchApi = (path: string) => Promise<Response>;

/**
 * The data of a page's first render, as the browser's query cache will hold it (docs/decisions/0017):
 * the site settings, the header's and footer's links and the visitor (all known to the handler already), and the page's own queries
 * from the route manifest, answered by the app's own API handlers in-process (the same JSON a fetch
 * would get, for the same visitor). A query not answered with 200 is left out: the page then fetches
 * it itself and shows its usual error or not-found state.
 */
export async function buildPageData(options: {
  route: PageRoute | null;
  context: RouteContext;
  settings: SiteSettings;
  navigation: Navigation;
  viewer: Viewer | null;
  fetchApi: FetchApi;
}): Promise<PageData> {
  const { route, context, settings, navigation, viewer, fetchApi } = options;
  const updatedAt = context.now.getTime();
  const client = new QueryClient();
  client.setQueryData(apiQueries.settings().queryKey, settings, { updatedAt });
  client.setQueryData(apiQueries.navigation().queryKey, navigation, { updatedAt });
  client.setQueryData(apiQueries.me().queryKey, viewer, { updatedAt });
  await Promise.all(
    (route?.queries?.(context) ?? []).map(async (query) => {
      const response = await fetchApi(query.path);
      if (response.status !== 200) return;
      const body = (await response.json()) as Record<string, unknown>;
      client.setQueryData(query.queryKey, query.pick ? body[query.pick] : body, { updatedAt });
    }),
  );
  const queries = dehydrate(client);
  client.clear();
  return { queries, renderedAt: updatedAt };
}
