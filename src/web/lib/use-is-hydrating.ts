import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * True while React renders on the server or hydrates the server's markup, false in a render of the
 * browser's own (React renders a hydrated component once more when the two differ).
 */
export function useIsHydrating() {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}
