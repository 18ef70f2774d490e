import { memo, Suspense, use, useEffect, useRef, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import { PENDING_ISLAND_ATTRIBUTE } from '@shared/page-data';
import { replayEarlyActions } from '@/lib/early-actions';

/*
 * A part of a server-rendered page that is below the fold and needs code the first screen does not (the
 * newsletter form and react-hook-form): its markup comes with the page, its code only when the visitor
 * comes near it. Until then React leaves the server's markup in place (a dehydrated Suspense boundary):
 * what is typed stays in the field, and a click or submission inside it is held by the page's inline
 * script (src/server/html/document.ts), which the attribute below tells where the island is, and made
 * again once the island is React's.
 */

/** Any of these inside the island means the visitor is about to use it. */
const INTENT_EVENTS = ['focusin', 'pointerdown', 'touchstart', 'keydown', 'input'] as const;

const islandLoaders: (() => Promise<unknown>)[] = [];

/** Loads every island's code; the server renders pages complete, so it loads them before rendering. */
export function preloadIslands() {
  return Promise.all(islandLoaders.map((load) => load()));
}

export function deferredIsland<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const ensureLoaded = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  islandLoaders.push(ensureLoaded);

  let markWanted!: () => void;
  const wanted = new Promise<void>((resolve) => (markWanted = resolve));
  const ready = wanted.then(ensureLoaded);

  function IslandContent({ props, onHydrated }: { props: P; onHydrated: () => void }) {
    useEffect(onHydrated, [onHydrated]);
    // Suspends (keeping the server's markup) until the code is wanted and there. After every hook: React
    // replays the render once the code has come, and `use` is then skipped.
    const Component = loaded ?? use(ready);
    return <Component {...props} />;
  }

  // Memoized: an update that reaches a part still waiting to hydrate makes React drop its server markup
  // (it cannot render the part without its code), so a parent's re-render must stop here.
  return memo(function DeferredIsland({ className, ...props }: P & { className?: string }) {
    const box = useRef<HTMLDivElement>(null);
    const [pending, setPending] = useState(true);

    // A navigation changes the router's context above the island, and React can apply it to the island
    // only once the island's code is there: the navigation (a transition) waits for it. So the code is
    // wanted now, in this render; an effect would run only after that navigation, which never comes.
    const location = useLocation();
    const firstLocation = useRef(location);
    if (location !== firstLocation.current) markWanted();

    useEffect(() => {
      if (loaded) return;
      const element = box.current!;
      const visible = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && markWanted(), { rootMargin: '300px' });
      visible.observe(element);
      // On the document, in the capture phase: React stops events aimed at a part it has not hydrated.
      const onIntent = (event: Event) => element.contains(event.target as Node) && markWanted();
      for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { capture: true, passive: true });
      return () => {
        visible.disconnect();
        for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, { capture: true });
      };
    }, []);

    const hydrated = useRef(() => {
      setPending(false);
      replayEarlyActions();
    }).current;

    return (
      <div ref={box} className={className} {...(pending ? { [PENDING_ISLAND_ATTRIBUTE]: '' } : {})}>
        <Suspense>
          <IslandContent props={props as P} onHydrated={hydrated} />
        </Suspense>
      </div>
    );
  });
}
