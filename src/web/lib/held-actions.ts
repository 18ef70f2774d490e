/*
 * Until the app has hydrated a server-rendered page, the inline boot script (src/server/modules/seo/html.ts)
 * holds a click on a button or a form submission (the markup has no handlers yet) and keeps the last one
 * in window.__heldActions. Once the app is ready it is replayed, so the visitor's tap is not lost.
 */
declare global {
  interface Window {
    __heldActions?: Element[];
  }
}

export function replayHeldActions() {
  const held = window.__heldActions?.splice(0) ?? [];
  if (held.length === 0) return;
  // A task later: Preact runs hydration effects (focus traps, refs read in effects) before the replay.
  setTimeout(() => {
    for (const element of held) {
      if (!element.isConnected) continue;
      if (element instanceof HTMLFormElement) element.requestSubmit();
      else if (element instanceof HTMLElement) element.click();
    }
  });
}
