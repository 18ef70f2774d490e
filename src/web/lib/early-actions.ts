/*
 * Between the first paint of a server-rendered page and the moment the app calls hydrateRoot, the page
 * is markup without handlers. The inline script of the HTML (src/server/html/document.ts) notes the last
 * button click or form submission made in that time (a form would otherwise be sent as a GET with its
 * fields in the URL). Once React owns the page it is dispatched again: React hydrates the part it
 * targets and runs its handler, as if the visitor had clicked just now.
 */
declare global {
  interface Window {
    __earlyActions?: Element[];
  }
}

export function replayEarlyActions() {
  const actions = window.__earlyActions?.splice(0) ?? [];
  if (actions.length === 0) return;
  // A task later: fields bring their state in line with what was typed (use-early-value.ts) first.
  setTimeout(() => {
    for (const element of actions) {
      if (!element.isConnected) continue;
      // A click, also on a form's submit button: React hydrates the part it lands on first (it does not
      // do that for a bare submit event), then the form is submitted as by the visitor.
      if (element instanceof HTMLFormElement) element.requestSubmit();
      else if (element instanceof HTMLElement) element.click();
    }
  });
}
