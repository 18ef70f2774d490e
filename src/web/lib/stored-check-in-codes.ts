import type { MyCheckInCode } from '@shared/schemas/check-in';

/*
 * The check-in codes kept on this device for the door, where there is often no network
 * (docs/decisions/0045): the member's codes of the coming days, stored in the browser's Cache API (the
 * storage the service worker's offline page also lives in, readable by the page without a network). One
 * member per device: storing one member's codes removes anyone else's, and they are removed when the
 * member signs out, when the server says the session has ended (a 401) and when someone else signs in.
 * Nothing new to trust: they are the codes the server checks at every scan.
 */

const CACHE_NAME = 'sz-check-in-codes';
// A key of the cache, never fetched: one entry per member.
const ENTRY_PREFIX = '/__check-in-codes/';
const entryOf = (userId: string) => `${ENTRY_PREFIX}${encodeURIComponent(userId)}`;

export type StoredCheckInCodes = { userId: string; savedAt: string; codes: MyCheckInCode[] };

/** The Cache API exists only on https (and localhost); elsewhere nothing is kept. */
const available = () => typeof caches !== 'undefined';

/** Keeps `codes` as the device's codes of `userId`, replacing whatever was kept before. */
export async function storeCheckInCodes(userId: string, codes: MyCheckInCode[], savedAt = new Date()): Promise<StoredCheckInCodes | null> {
  if (!available()) return null;
  const stored: StoredCheckInCodes = { userId, savedAt: savedAt.toISOString(), codes };
  const cache = await caches.open(CACHE_NAME);
  const entry = new URL(entryOf(userId), location.origin).href;
  for (const request of await cache.keys()) if (request.url !== entry) await cache.delete(request);
  await cache.put(entry, new Response(JSON.stringify(stored), { headers: { 'Content-Type': 'application/json' } }));
  return stored;
}

/**
 * The codes kept on this device. Offline there is no one to ask who is signed in: they are then those of
 * whoever signed in here last and did not sign out.
 */
export async function readStoredCheckInCodes(): Promise<StoredCheckInCodes | null> {
  if (!available() || !(await caches.has(CACHE_NAME))) return null;
  const cache = await caches.open(CACHE_NAME);
  const [request] = await cache.keys();
  const response = request && (await cache.match(request));
  if (!response) return null;
  try {
    return (await response.json()) as StoredCheckInCodes;
  } catch {
    return null;
  }
}

/** Removes every kept code: signed out, or the session has ended. */
export async function clearStoredCheckInCodes(): Promise<void> {
  if (available()) await caches.delete(CACHE_NAME);
}

/** Keeps the codes only if they are `userId`'s: someone else signed in, or (null) no one is. */
export async function forgetStoredCheckInCodesUnlessOf(userId: string | null): Promise<void> {
  if (!available() || !(await caches.has(CACHE_NAME))) return;
  const stored = await readStoredCheckInCodes();
  if (!userId || stored?.userId !== userId) await clearStoredCheckInCodes();
}
