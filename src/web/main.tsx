import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';
import { replayHeldActions } from './lib/held-actions';
import { seedInitialData } from './lib/initial-data';
import { queryClient } from './lib/query-client';
import './styles.css';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Resolves once the router has loaded the matched routes' lazy modules. */
function routerReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/*
 * React Router's <ScrollRestoration> scrolls a location it has no saved position for to the top when it
 * first renders. On a server-rendered page that first render is the hydration, and the visitor may have
 * scrolled already (a guest's first scroll is what starts the app, decision 15): the page must stay put.
 * Preact runs layout effects inside hydrate(), so holding window.scrollTo for that call is enough.
 */
function withoutScrolling(hydrate: () => void) {
  const scrollTo = window.scrollTo;
  window.scrollTo = (() => undefined) as typeof window.scrollTo;
  try {
    hydrate();
  } finally {
    window.scrollTo = scrollTo;
  }
}

seedInitialData(queryClient);
const router = createAppRouter();
const root = document.getElementById('root')!;

/*
 * A public page arrives server-rendered (docs/decisions/0014), and the server starts this script only
 * after that markup is on screen or on the visitor's first interaction (0015). The app waits until the router has loaded the page's lazy module (or
 * its first render would be the loading fallback) and then hydrates: Preact adopts the server's DOM
 * nodes and attaches the event handlers. Other pages (an empty root) render from scratch.
 */
const serverRendered = root.firstElementChild !== null;
void (serverRendered ? routerReady(router) : Promise.resolve()).then(() => {
  const app = (
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>
  );
  if (serverRendered) withoutScrolling(() => hydrateRoot(root, app));
  else createRoot(root).render(app);
  // Until here a server-rendered page is markup without behaviour; the end-to-end tests wait for this.
  document.documentElement.dataset.app = 'ready';
  replayHeldActions();
});
