import { createContext, useContext, useLayoutEffect, useState, useTransition, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory, type Location, type NavigationType } from 'react-router';

/*
 * React Router's BrowserRouter applies every navigation in a transition: the page on screen stays until
 * the next one can render (its code has loaded), which avoids a blank flash but, on a slow connection,
 * leaves a tap that seems to do nothing. This router is the same with the transition's pending state
 * kept, so the app can show that the next page is on its way (NavigationProgress).
 */
const NavigationPending = createContext(false);

/** Whether a navigation is waiting for the next page (always false on the server). */
export const useNavigationPending = () => useContext(NavigationPending);

export function PendingAwareBrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ window, v5Compat: true }));
  const [state, setState] = useState<{ action: NavigationType; location: Location }>({ action: history.action, location: history.location });
  const [pending, startTransition] = useTransition();
  useLayoutEffect(() => history.listen(({ action, location }) => startTransition(() => setState({ action, location }))), [history]);
  return (
    <NavigationPending.Provider value={pending}>
      <Router location={state.location} navigationType={state.action} navigator={history}>
        {children}
      </Router>
    </NavigationPending.Provider>
  );
}
