import type { Db } from '../db/client';
import { claimBackoff, hitRateLimit, refundRateLimit, type Backoff, type Limit } from './rate-limit';
import { sourceKey } from './source-address';

/**
 * How fast passwords can be guessed. Only failed sign-ins count: each attempt is counted before it runs
 * (so parallel guesses cannot all slip through) and given back when it was not a wrong password.
 * - per source address and account: the hard limit, so a stranger's guesses block only the stranger;
 * - per source address across accounts: against trying one password on many accounts;
 * - per account from any address: a growing delay once many guesses have come from several addresses,
 *   which keeps guessing slow;
 * - from a browser that has signed in to the account before (known-device.ts): only per (account, browser),
 *   so the owner's own browser is never held up by strangers.
 */
export const SIGN_IN_LIMITS = {
  perAccountAndSource: { max: 10, windowSeconds: 900 } satisfies Limit,
  perSource: { max: 30, windowSeconds: 600 } satisfies Limit,
  perAccount: { free: 20, maxDelaySeconds: 300, resetAfterSeconds: 3600 } satisfies Backoff,
  perAccountAndKnownDevice: { max: 10, windowSeconds: 900 } satisfies Limit,
};

export type SignInAttempt =
  | { allowed: true; settle(wrongPassword: boolean): Promise<void> }
  | { allowed: false; retryAfterSeconds: number };

export const normalizeAccount = (email: string) => email.trim().toLowerCase();

export async function claimSignInAttempt(db: Db, account: string, clientIp: string, knownDevice: string | null): Promise<SignInAttempt> {
  const source = sourceKey(clientIp);
  const claimed: string[] = [];
  const refund = () => Promise.all(claimed.map((key) => refundRateLimit(db, key))).then(() => undefined);
  const settled = (keys: string[]): SignInAttempt => ({
    allowed: true,
    async settle(wrongPassword) {
      if (!wrongPassword) await Promise.all(keys.map((key) => refundRateLimit(db, key)));
    },
  });

  if (account && knownDevice) {
    const deviceKey = `sign-in:account-device:${account}:${knownDevice}`;
    if (!(await hitRateLimit(db, deviceKey, SIGN_IN_LIMITS.perAccountAndKnownDevice))) {
      await refundRateLimit(db, deviceKey);
      return { allowed: false, retryAfterSeconds: SIGN_IN_LIMITS.perAccountAndKnownDevice.windowSeconds };
    }
    return settled([deviceKey]);
  }

  const sourceKeyName = `sign-in:source:${source}`;
  if (!(await hitRateLimit(db, sourceKeyName, SIGN_IN_LIMITS.perSource))) {
    await refundRateLimit(db, sourceKeyName);
    return { allowed: false, retryAfterSeconds: SIGN_IN_LIMITS.perSource.windowSeconds };
  }
  claimed.push(sourceKeyName);
  if (account) {
    const pairKey = `sign-in:account-source:${account}:${source}`;
    if (!(await hitRateLimit(db, pairKey, SIGN_IN_LIMITS.perAccountAndSource))) {
      await refundRateLimit(db, pairKey);
      await refund();
      return { allowed: false, retryAfterSeconds: SIGN_IN_LIMITS.perAccountAndSource.windowSeconds };
    }
    claimed.push(pairKey);
    const accountKey = `sign-in:account:${account}`;
    const backoff = await claimBackoff(db, accountKey, SIGN_IN_LIMITS.perAccount);
    if (!backoff.allowed) {
      await refund();
      return backoff;
    }
    claimed.push(accountKey);
  }
  return settled(claimed);
}
