/** The better-auth client, loaded when first needed (a submit), so that no page's first load ships it. */
export function loadAuthClient() {
  return import('./auth-client').then((module) => module.authClient);
}
