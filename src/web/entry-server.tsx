import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { PageData } from '@shared/page-data';
import { AppProvider } from './app/provider';
import { buildRoutes } from './app/router';
import { createQueryClient } from './lib/query-client';

/*
 * Server rendering of public pages (docs/decisions/0017): `npm run build` bundles this file into
 * dist/ssr/entry-server.js, and the Node server (src/server/html/) puts its markup into <div id="root">.
 * The browser hydrates the same tree over it (src/web/main.tsx) from the same PageData.
 */

const handler = createStaticHandler(buildRoutes());

/**
 * The markup of the app for `url` with the query cache filled from `pageData`, or null when the route
 * redirects or fails to load. React Router's static handler resolves the matched lazy routes first, so
 * the page renders complete, never its loading fallback.
 */
export async function renderPage(url: string, pageData: PageData): Promise<string | null> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response || context.errors) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  try {
    return renderToString(
      <AppProvider client={queryClient} pageData={pageData}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>,
    );
  } finally {
    queryClient.clear();
  }
}
