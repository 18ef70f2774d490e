import type { MyCheckInCode } from '@shared/schemas/check-in';
import { canKeepCheckInCodes, CHECK_IN_CODES_CACHE, checkInCodesEntryOf } from './forget-check-in-codes';

/*
 * The check-in codes kept on this device for the door, where there is often no network
 * (docs/decisions/0045): the member's codes of the coming days, stored in the browser's Cache API (the
 * storage the service worker's offline page also lives in, readable by the page without a network). One
 * member per device: storing one member's codes removes anyone else's, and forget-check-in-codes.ts removes
 * them when the member signs out, when the server says the session has ended (a 401) and when someone else
 * signs in. Nothing new to trust: they are the codes the server checks at every scan.
 */

export type StoredCheckInCodes = { userId: string; savedAt: string; codes: MyCheckInCode[] };

/** Keeps `codes` as the device's codes of `userId`, replacing whatever was kept before. */
export async function storeCheckInCodes(userId: string, codes: MyCheckInCode[], savedAt = new Date()): Promise<StoredCheckInCodes | null> {
  if (!canKeepCheckInCodes()) return null;
  const stored: StoredCheckInCodes = { userId, savedAt: savedAt.toISOString(), codes };
  const cache = await caches.open(CHECK_IN_CODES_CACHE);
  const entry = checkInCodesEntryOf(userId);
  for (const request of await cache.keys()) if (request.url !== entry) await cache.delete(request);
  await cache.put(entry, new Response(JSON.stringify(stored), { headers: { 'Content-Type': 'application/json' } }));
  return stored;
}

/**
 * The codes kept on this device. Offline there is no one to ask who is signed in: they are then those of
 * whoever signed in here last and did not sign out.
 */
export async function readStoredCheckInCodes(): Promise<StoredCheckInCodes | null> {
  if (!canKeepCheckInCodes() || !(await caches.has(CHECK_IN_CODES_CACHE))) return null;
  const cache = await caches.open(CHECK_IN_CODES_CACHE);
  const [request] = await cache.keys();
  const response = request && (await cache.match(request));
  if (!response) return null;
  try {
    return (await response.json()) as StoredCheckInCodes;
  } catch {
    return null;
  }
}
