import { memo, Suspense, use, useEffect, useRef, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import { PENDING_ISLAND_ATTRIBUTE } from '@shared/page-data';
import { replayEarlyActions } from '@/lib/early-actions';
import { useIsHydrating } from '@/lib/use-is-hydrating';

/*
 * A part of a server-rendered page that is below the fold and needs code the first screen does not (the
 * newsletter form and react-hook-form): its markup comes with the page, its code only when the visitor
 * comes near it or starts using the page. Until then React leaves the server's markup in place (a dehydrated Suspense boundary):
 * what is typed stays in the field, and a click or submission inside it is held by the page's inline
 * script (src/server/html/document.ts), which the attribute below tells where the island is, and made
 * again once the island is React's.
 */

/**
 * Any of these means the visitor is at work: inside the island they are about to use it, elsewhere they
 * may navigate, and a navigation has to wait for the island's code (see below).
 */
const INTENT_EVENTS = ['focusin', 'pointerdown', 'touchstart', 'keydown', 'input'] as const;

const islandLoaders: (() => Promise<unknown>)[] = [];

/** Loads every island's code; the server renders pages complete, so it loads them before rendering. */
export function preloadIslands() {
  return Promise.all(islandLoaders.map((load) => load()));
}

/**
 * When the code is wanted: 'sight' once the island comes near the screen (a part below the fold, so it is
 * there before the visitor reaches it), 'use' only once the visitor starts using the page (a form at the
 * top: its fields take typing without code, and the code comes while they type).
 */
type LoadOn = 'sight' | 'use';

export function deferredIsland<P extends object>(load: () => Promise<ComponentType<P>>, { loadOn = 'sight' }: { loadOn?: LoadOn } = {}) {
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
    // Hydrating, it suspends (keeping the server's markup) until the code is wanted and there. Rendered
    // by the browser itself (a page that came without server markup, or a navigation to a page that shows
    // the island anew) there is nothing to keep: the code loads at once. After every hook: React replays
    // the render once the code has come, and `use` is then skipped.
    const hydrating = useIsHydrating();
    const Component = loaded ?? use(hydrating ? ready : ensureLoaded());
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
      if (loadOn === 'sight') visible.observe(element);
      // On the document, in the capture phase: React stops events aimed at a part it has not hydrated.
      // Inside the island the code is wanted now; elsewhere once the browser is idle, so that it does not
      // compete with what the visitor just asked for (a tap on the menu button).
      let idle = 0;
      const onIntent = (event: Event) => {
        if (element.contains(event.target as Node)) markWanted();
        else idle ||= requestIdleCallback(markWanted, { timeout: 3000 });
      };
      for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { capture: true, passive: true });
      return () => {
        cancelIdleCallback(idle);
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
