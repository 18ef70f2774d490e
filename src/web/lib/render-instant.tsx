import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

/*
 * Server markup and the browser's first render must agree exactly, also in text that depends on the
 * time ('Heute', 'Vorbei', relative dates). Both render from the instant the server rendered at; once the
 * page has hydrated, the provider lets go of it and everything reads the clock again.
 */
const RenderInstant = createContext<number | null>(null);

export function RenderInstantProvider({ instant, children }: { instant: number | null; children: ReactNode }) {
  const [held, setHeld] = useState(instant);
  useEffect(() => setHeld(null), []);
  return <RenderInstant.Provider value={held}>{children}</RenderInstant.Provider>;
}

/** The current time, refreshed every `intervalMs` (so "already started" states turn over on their own). */
export function useNow(intervalMs = 60_000) {
  const instant = useContext(RenderInstant);
  const [now, setNow] = useState(() => instant ?? Date.now());
  useEffect(() => {
    setNow(Date.now());
    const handle = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(handle);
  }, [intervalMs, instant]);
  return instant ?? now;
}
