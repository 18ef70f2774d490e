/*
 * The site's service worker (src/web/public/sw.js): Web Push, and the offline copy of 'Meine Check-in-Codes'
 * (docs/decisions/0045). It is registered for signed-in members only, from the member area and when push is
 * switched on: a guest's visit never downloads it, nor the copy it makes.
 */

const SCRIPT = '/sw.js';
const SCOPE = '/';

export const isServiceWorkerSupported = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

/** The worker's registration, registering it first where needed. */
export async function registerServiceWorker(): Promise<ServiceWorkerRegistration> {
  return (await navigator.serviceWorker.getRegistration(SCOPE)) ?? navigator.serviceWorker.register(SCRIPT, { scope: SCOPE });
}

/** The worker's registration if there is one; never registers it. */
export const existingServiceWorker = () => navigator.serviceWorker.getRegistration(SCOPE);

/**
 * Asks the worker to copy the offline page anew (after a deploy its files change). It does so in the
 * background and keeps the previous copy until the new one is complete.
 */
export async function refreshOfflinePage(): Promise<void> {
  if (!isServiceWorkerSupported()) return;
  const registration = await registerServiceWorker();
  // A worker still installing makes its first copy itself.
  registration.active?.postMessage({ type: 'refresh-offline-page' });
}
