import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authVerifications } from '../db/schema';
import { hitRateLimit, refundRateLimit, type Limit } from './rate-limit';
import { sourceKey } from './source-address';
import { signedAuthCookie } from './viewer';

/**
 * How fast the second factor can be guessed. A six-digit code has a million values and three of them pass
 * at any moment (the clock drift window), so only wrong codes count, and hard:
 * - per account, across sign-in challenges and app servers: ten wrong codes in 15 minutes, then none for
 *   the rest of the window — at most 960 guesses a day, some eight months for an even chance;
 * - per source address across accounts: against one address working through many accounts.
 * better-auth itself ends a challenge after five wrong codes, so each ten also costs two password sign-ins,
 * which the sign-in limits (sign-in-throttle.ts) count separately. The counters live in rate_limits, so
 * several app servers share them.
 */
export const TWO_FACTOR_CODE_LIMITS = {
  perAccount: { max: 10, windowSeconds: 900 } satisfies Limit,
  perSource: { max: 30, windowSeconds: 600 } satisfies Limit,
};

export type CodeAttempt = { allowed: true; settle(wrongCode: boolean): Promise<void> } | { allowed: false; retryAfterSeconds: number };

/** Counts one code attempt before it runs (parallel guesses cannot all slip through); settle gives it back unless it was wrong. */
export async function claimCodeAttempt(db: Db, userId: string | null, clientIp: string): Promise<CodeAttempt> {
  const sourceKeyName = `two-factor:source:${sourceKey(clientIp)}`;
  if (!(await hitRateLimit(db, sourceKeyName, TWO_FACTOR_CODE_LIMITS.perSource))) {
    await refundRateLimit(db, sourceKeyName);
    return { allowed: false, retryAfterSeconds: TWO_FACTOR_CODE_LIMITS.perSource.windowSeconds };
  }
  const claimed = [sourceKeyName];
  if (userId) {
    const accountKey = `two-factor:account:${userId}`;
    if (!(await hitRateLimit(db, accountKey, TWO_FACTOR_CODE_LIMITS.perAccount))) {
      await Promise.all([accountKey, ...claimed].map((key) => refundRateLimit(db, key)));
      return { allowed: false, retryAfterSeconds: TWO_FACTOR_CODE_LIMITS.perAccount.windowSeconds };
    }
    claimed.push(accountKey);
  }
  return {
    allowed: true,
    async settle(wrongCode) {
      if (!wrongCode) await Promise.all(claimed.map((key) => refundRateLimit(db, key)));
    },
  };
}

/**
 * A code from the authenticator app passes for up to 90 s (its 30-s step and one step either side), so a
 * code read over a shoulder or from a log would sign in a second time. The first use claims the code for
 * its account and the same code is refused until it can no longer pass. The claim is a row in
 * rate_limits, so every app server sees it, and one atomic upsert, so two parallel uses cannot both pass.
 */
const USED_CODE: Limit = { max: 1, windowSeconds: 120 };

export type CodeClaim = { fresh: boolean; release(): Promise<void> };

export async function claimTotpCode(db: Db, userId: string, code: string): Promise<CodeClaim> {
  const key = `two-factor:used:${userId}:${code}`;
  const fresh = await hitRateLimit(db, key, USED_CODE);
  // A claim whose code turned out wrong (or the challenge gone) is given back: it did not use the code up.
  return { fresh, release: () => (fresh ? refundRateLimit(db, key) : Promise.resolve()) };
}

/**
 * The account a sign-in's second step is for: better-auth's signed `two_factor` cookie names a verification
 * row (written when the password was right) whose value is the user id. Null without a live challenge.
 */
export async function challengeUserId(db: Db, cookieHeader: string | null | undefined, secret: string): Promise<string | null> {
  const identifier = signedAuthCookie(cookieHeader, 'two_factor', secret);
  if (!identifier) return null;
  const [row] = await db
    .select({ userId: authVerifications.value })
    .from(authVerifications)
    .where(and(eq(authVerifications.identifier, identifier), gt(authVerifications.expiresAt, new Date())));
  return row?.userId ?? null;
}
