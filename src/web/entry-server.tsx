import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { PageData } from '@shared/page-data';
import { AppProvider } from './app/provider';
import { preloadIslands } from './components/deferred-island';
import { AppRoutes, loadModulesFor } from './app/router';
import { createQueryClient } from './lib/query-client';

/*
 * Server rendering of public pages (docs/decisions/0017): `npm run build` bundles this file into
 * dist/ssr/entry-server.js, and the Node server (src/server/html/) puts its markup into <div id="root">.
 * The browser hydrates the same tree over it (src/web/main.tsx) from the same PageData.
 */

/**
 * The markup of the app for `url` with the query cache filled from `pageData`. The page's modules are
 * loaded first, as the browser does before it hydrates, and so are the deferred islands' (which the
 * browser loads only when they are wanted): the page renders complete, never a loading fallback.
 */
export async function renderPage(url: string, pageData: PageData): Promise<string | null> {
  const { pathname, search } = new URL(url);
  const loaded = await loadModulesFor(pathname);
  // After the page's modules: a page can bring islands of its own, which register when their module loads.
  await preloadIslands();
  const queryClient = createQueryClient();
  try {
    return renderToString(
      <AppProvider client={queryClient} pageData={pageData}>
        <StaticRouter location={`${pathname}${search}`}>
          <AppRoutes loaded={loaded} />
        </StaticRouter>
      </AppProvider>,
    );
  } finally {
    queryClient.clear();
  }
}
