import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useIsHydrating } from './use-is-hydrating';

/*
 * Server markup and the browser's first render must agree exactly, also in text that depends on the
 * time ('Heute', 'Vorbei', relative dates). What the server renders and what the browser hydrates comes
 * from the instant the server rendered at; a component the browser renders anew, and every component
 * once it has hydrated, reads the clock. The instant never changes, so no update ever reaches a part of
 * the page that is still waiting to hydrate (which would make React throw its server markup away).
 */
const RenderInstant = createContext<number | null>(null);

export function RenderInstantProvider({ instant, children }: { instant: number | null; children: ReactNode }) {
  return <RenderInstant.Provider value={instant}>{children}</RenderInstant.Provider>;
}

/** The current time, refreshed every `intervalMs` (so "already started" states turn over on their own). */
export function useNow(intervalMs = 60_000) {
  const instant = useContext(RenderInstant);
  const hydrating = useIsHydrating();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    const handle = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(handle);
  }, [intervalMs]);
  return hydrating && instant !== null ? instant : now;
}
