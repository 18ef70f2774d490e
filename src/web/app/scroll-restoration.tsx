import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType, type Location } from 'react-router';

const STORAGE_KEY = 'scroll-positions';

/*
 * Scroll positions are kept per history entry (its location key), in sessionStorage so that a reload
 * or a return from another site finds them. The entry a full page load starts on has the key 'default'
 * on every page, so it is told apart by its path; and a fresh load (a link followed from outside, a
 * typed address) never restores: one page's position is never carried to the next.
 */
const entryKey = (location: Location) => (location.key === 'default' ? `${location.pathname}${location.search}` : location.key);

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/** Whether this document was loaded by a reload or by going back/forward to it. */
function isReturnVisit() {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation?.type === 'reload' || navigation?.type === 'back_forward';
}

function scrollToHash(hash: string) {
  const target = document.getElementById(decodeURIComponent(hash.slice(1)));
  if (!target) return false;
  target.scrollIntoView();
  return true;
}

/**
 * Scroll handling of the single-page app: a new page starts at the top (or at its #anchor), going back or
 * forward returns to where the visitor was. The first page of a load is left where the browser and the
 * visitor put it, unless this is a reload or a return, which gets its saved position back.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Record<string, number> | null>(null);
  const currentKey = useRef(entryKey(location));
  const firstRender = useRef(true);

  // Remember the position of the entry on screen, continuously: when the location changes, the new
  // page's DOM is already in place and the old position is gone.
  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    positions.current = readPositions();
    let frame = 0;
    const remember = () => {
      positions.current![currentKey.current] = window.scrollY;
    };
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(remember);
    };
    const save = () => {
      remember();
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', save);
    };
  }, []);

  useLayoutEffect(() => {
    const key = entryKey(location);
    currentKey.current = key;
    const saved = (positions.current ?? readPositions())[key];
    if (firstRender.current) {
      firstRender.current = false;
      if (saved !== undefined && isReturnVisit()) window.scrollTo(0, saved);
      return;
    }
    if (navigationType === 'POP' && saved !== undefined) window.scrollTo(0, saved);
    else if (!location.hash || !scrollToHash(location.hash)) window.scrollTo(0, 0);
  }, [location, navigationType]);

  return null;
}
