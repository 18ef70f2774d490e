import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { PendingAwareBrowserRouter } from './app/pending-navigation';
import { AppRoutes, loadModulesFor } from './app/router';
import { replayEarlyActions } from './lib/early-actions';
import { readPageData } from './lib/page-data';
import { queryClient } from './lib/query-client';
import './styles.css';

/** The page is React's from here on. */
function appReady() {
  document.documentElement.dataset.app = 'ready';
  replayEarlyActions();
}

const root = document.getElementById('root')!;
const serverRendered = root.firstElementChild !== null;
const pageData = readPageData();

/*
 * A public page arrives server-rendered from the same tree and the same PageData (docs/decisions/0017).
 * The app hydrates it as soon as the page's modules (preloaded by the HTML) are there: React adopts the
 * server's DOM, keeps what the visitor typed, and from hydrateRoot on handles every click and key itself
 * (on a part not yet hydrated, React hydrates that part first). What React cannot see is what happened
 * before this script ran: the inline script of src/server/html/document.ts kept the last click or
 * submission, replayed once the first render has committed. Pages without server markup (the member,
 * trainer and admin areas, the dev server) render from scratch.
 */
async function start() {
  const loaded = await loadModulesFor(window.location.pathname);
  const app = (
    <StrictMode>
      <AppProvider client={queryClient} pageData={pageData} onCommitted={appReady}>
        <PendingAwareBrowserRouter>
          <AppRoutes loaded={loaded} />
        </PendingAwareBrowserRouter>
      </AppProvider>
    </StrictMode>
  );
  if (serverRendered) {
    // In a transition React hydrates in slices of a few milliseconds, yielding to the browser between
    // them: the page stays responsive, and a click on a part not yet hydrated still hydrates it first.
    // A mismatch between server and browser is a bug: report it where the end-to-end tests look.
    startTransition(() => {
      hydrateRoot(root, app, { onRecoverableError: (error) => console.error('Hydration:', error, (error as Error).cause) });
    });
  } else {
    createRoot(root).render(app);
  }
}

void start();
