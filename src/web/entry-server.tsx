import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { routes } from './app/router';
import { createQueryClient } from './lib/query-client';

/*
 * Server rendering of public pages (docs/decisions/0014): `npm run build` bundles this file with the
 * production aliases (Preact) into dist/ssr/entry-server.js, and the Node server
 * (src/server/modules/seo/ssr.ts) puts its markup into <div id="root"> so the first paint needs only
 * HTML and CSS. The browser then renders the same tree over it (src/web/main.tsx).
 */

const handler = createStaticHandler(routes);

/**
 * The markup of the app for `url` with the TanStack Query cache filled from `initialQueries` (the same
 * [queryKey, data] pairs the HTML inlines), or null when the route redirects or fails to load.
 * The visitor is rendered as "not known yet", exactly like the browser's first render.
 */
export async function renderPage(url: string, initialQueries: [unknown[], unknown][]): Promise<string | null> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response || context.errors) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  for (const [queryKey, data] of initialQueries) queryClient.setQueryData(queryKey, data);
  try {
    return renderToString(
      <QueryClientProvider client={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </QueryClientProvider>,
    );
  } finally {
    queryClient.clear();
  }
}
