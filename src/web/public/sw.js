/*
 * The site's service worker, registered for signed-in members (src/web/lib/service-worker.ts). It
 *
 * 1. shows the Web Push notifications the server sends (a free spot on a waiting list);
 * 2. keeps an offline copy of the page 'Meine Check-in-Codes' (docs/decisions/0045): its HTML as a visitor
 *    without cookies gets it, so nothing personal, and the built files that HTML names. Member-area pages go
 *    to the network first; when it cannot be reached, /member/check-in-codes is answered from the copy and
 *    every other member-area page sends there. Built files (/assets/…, named by their content) come from the
 *    copy first. Nothing else is ever kept: no API answer, no page as a signed-in member got it, no admin or
 *    trainer page. The codes themselves are kept by that page, in a cache of their own, for the member who
 *    is signed in (src/web/lib/stored-check-in-codes.ts); this worker never reads them.
 */

const OFFLINE_PAGE = '/member/check-in-codes';
const SHELL_CACHE_PREFIX = 'sz-shell-';
// The built files an HTML page names: scripts, module preloads, the stylesheet.
const ASSET_REFERENCE = /(?:src|href)="(\/assets\/[^"?#]+)"/g;

const isMemberArea = (path) => path === '/member' || path.startsWith('/member/');
const isAsset = (path) => path.startsWith('/assets/');

// ---------------------------------------------------------------------------------------------- push

self.addEventListener('push', (event) => {
  let message = { title: 'Sportzentrum', body: '', url: '/member/bookings' };
  try {
    message = { ...message, ...event.data.json() };
  } catch {
    // A push without a readable payload still tells the member to look.
  }
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      icon: '/icons/icon-192.png',
      lang: 'de',
      data: { url: message.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => w.url === url);
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});

// ------------------------------------------------------------------------------- the offline copy

/** The newest complete copy (its page is put in last), or null before the first one is made. */
async function currentShellCache() {
  const names = (await caches.keys()).filter((name) => name.startsWith(SHELL_CACHE_PREFIX)).sort().reverse();
  for (const name of names) {
    const cache = await caches.open(name);
    if (await cache.match(OFFLINE_PAGE)) return cache;
  }
  return null;
}

let refreshing = null;

/**
 * Copies the offline page anew: its HTML fetched without cookies, and every built file it names. Files the
 * current copy holds are taken from it; when it holds them all (no deploy since), only the page is
 * replaced. Otherwise a new copy is made beside it and replaces it once complete, so a deploy in between
 * never leaves a page naming files that are not there.
 */
function refreshShell() {
  refreshing ??= (async () => {
    const response = await fetch(OFFLINE_PAGE, { credentials: 'omit', cache: 'no-store' });
    if (!response.ok || !(response.headers.get('content-type') ?? '').includes('text/html')) return;
    const html = await response.clone().text();
    const assets = [...new Set([...html.matchAll(ASSET_REFERENCE)].map((match) => match[1]))];
    const current = await currentShellCache();
    const kept = current ? await Promise.all(assets.map((asset) => current.match(asset))) : [];
    if (current && kept.every(Boolean)) {
      await current.put(OFFLINE_PAGE, response);
      return;
    }
    const name = `${SHELL_CACHE_PREFIX}${Date.now()}`;
    const cache = await caches.open(name);
    try {
      for (const [index, asset] of assets.entries()) {
        const copy = kept[index] ?? (await fetch(asset));
        if (!copy.ok) throw new Error(`${asset}: ${copy.status}`);
        await cache.put(asset, copy);
      }
      await cache.put(OFFLINE_PAGE, response);
    } catch (error) {
      await caches.delete(name);
      throw error;
    }
    for (const old of await caches.keys()) if (old.startsWith(SHELL_CACHE_PREFIX) && old !== name) await caches.delete(old);
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function memberPage(request, path) {
  try {
    return await fetch(request);
  } catch (error) {
    const copy = await (await currentShellCache())?.match(OFFLINE_PAGE, { ignoreVary: true });
    if (!copy) throw error;
    return path === OFFLINE_PAGE ? copy : Response.redirect(OFFLINE_PAGE, 302);
  }
}

async function asset(request) {
  const copy = await (await currentShellCache())?.match(request, { ignoreVary: true });
  return copy ?? fetch(request);
}

self.addEventListener('install', (event) => {
  self.skipWaiting();
  // Requests this worker has nothing to do with go to the network without starting it, where the browser
  // can route them so; elsewhere the fetch handler below lets them pass. The first rule that matches wins.
  if (event.addRoutes && typeof URLPattern === 'function') {
    const path = (pathname) => new URLPattern({ pathname });
    event.waitUntil(
      event
        .addRoutes([
          { condition: { urlPattern: path('/assets/*') }, source: 'fetch-event' },
          { condition: { requestMode: 'navigate', urlPattern: path('/member{/*}?') }, source: 'fetch-event' },
          { condition: { urlPattern: path('/*') }, source: 'network' },
        ])
        .catch(() => {}),
    );
  }
  // A copy failing now (offline at the moment) is made again the next time the app asks.
  event.waitUntil(refreshShell().catch(() => {}));
});

self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('message', (event) => {
  if (event.data?.type === 'refresh-offline-page') event.waitUntil(refreshShell().catch(() => {}));
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate' && isMemberArea(url.pathname)) event.respondWith(memberPage(request, url.pathname));
  else if (isAsset(url.pathname)) event.respondWith(asset(request));
});
