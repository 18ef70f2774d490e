/*
 * Removing the check-in codes kept on this device (docs/decisions/0045), apart from keeping and reading them
 * (stored-check-in-codes.ts): signing out and learning who is signed in happen on every page, keeping codes
 * only in the member area, so every page's first load carries just these few lines.
 */

/** The Cache API cache the codes are kept in: one entry per member, keyed by `checkInCodesEntryOf`. */
export const CHECK_IN_CODES_CACHE = 'sz-check-in-codes';

/** The cache key of a member's codes: a URL of this site that is never fetched. */
export const checkInCodesEntryOf = (userId: string) => new URL(`/__check-in-codes/${encodeURIComponent(userId)}`, location.origin).href;

/** The Cache API exists only on https (and localhost); elsewhere nothing is kept. */
export const canKeepCheckInCodes = () => typeof caches !== 'undefined';

/** Removes every kept code: signed out, or the session has ended. */
export async function clearStoredCheckInCodes(): Promise<void> {
  if (canKeepCheckInCodes()) await caches.delete(CHECK_IN_CODES_CACHE);
}

/** Keeps the codes only if they are `userId`'s: someone else is signed in, or (null) no one is. */
export async function forgetStoredCheckInCodesUnlessOf(userId: string | null): Promise<void> {
  if (!canKeepCheckInCodes() || !(await caches.has(CHECK_IN_CODES_CACHE))) return;
  const keys = await (await caches.open(CHECK_IN_CODES_CACHE)).keys();
  if (!userId || keys.some((request) => request.url !== checkInCodesEntryOf(userId))) await clearStoredCheckInCodes();
}
