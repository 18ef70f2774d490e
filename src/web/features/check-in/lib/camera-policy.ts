import { matchPageRoute } from '@shared/routes';

/*
 * The server allows the camera only in the HTML of the pages that scan (Permissions-Policy), and a
 * document keeps the policy it was loaded with: a scanning page reached by a link inside the app lives in
 * a document that forbids the camera. The scanner then loads its page afresh, and starts once it is there.
 */

export const START_CAMERA_PARAM = 'kamera';

/** Whether this document may use the camera. */
export function documentAllowsCamera(): boolean {
  const policy = (document as { permissionsPolicy?: { allowsFeature(name: string): boolean }; featurePolicy?: { allowsFeature(name: string): boolean } });
  const api = policy.permissionsPolicy ?? policy.featurePolicy;
  if (api?.allowsFeature) return api.allowsFeature('camera');
  // Browsers without the policy API: the page this document was first loaded as decides.
  const [navigation] = performance.getEntriesByType('navigation');
  const firstPath = navigation ? new URL(navigation.name).pathname : window.location.pathname;
  return matchPageRoute(firstPath)?.route.camera === true;
}

/** Loads the current page afresh from the server, asking it to start the camera at once. */
export function reloadWithCamera() {
  const url = new URL(window.location.href);
  url.searchParams.set(START_CAMERA_PARAM, '1');
  window.location.assign(url.toString());
}
