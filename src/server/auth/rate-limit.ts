import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';

export type Limit = { max: number; windowSeconds: number };

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * Counts one attempt for `key` in a fixed window and says whether it is still allowed.
 * One atomic upsert, so concurrent requests and several app servers count correctly.
 */
export async function hitRateLimit(db: Db, key: string, limit: Limit): Promise<boolean> {
  const now = nowSeconds();
  const windowStart = now - limit.windowSeconds;
  const rows = await queryRows<{ count: number }>(db, sql`
    insert into rate_limits (id, key, count, last_request)
    values (${crypto.randomUUID()}, ${key}, 1, ${now})
    on conflict (key) do update set
      count = case when rate_limits.last_request <= ${windowStart} then 1 else rate_limits.count + 1 end,
      last_request = case when rate_limits.last_request <= ${windowStart} then ${now} else rate_limits.last_request end
    returning count`);
  const count = Number(rows[0]?.count ?? 0);
  return count <= limit.max;
}

/**
 * Takes back one attempt counted by hitRateLimit or claimBackoff. Attempts are counted before they run (so
 * parallel requests cannot all slip through) and given back once they turn out not to count, e.g. a
 * successful sign-in.
 */
export async function refundRateLimit(db: Db, key: string): Promise<void> {
  await queryRows(db, sql`update rate_limits set count = greatest(count - 1, 0) where key = ${key}`);
}

/** `free` attempts without waiting; then each one waits twice as long as the last (capped) after it. */
export type Backoff = { free: number; maxDelaySeconds: number; resetAfterSeconds: number };

export function backoffDelaySeconds(count: number, policy: Backoff): number {
  if (count < policy.free) return 0;
  return Math.min(policy.maxDelaySeconds, 2 ** Math.min(count - policy.free, 30));
}

/**
 * Claims one attempt under a growing delay: allowed when fewer than `free` attempts were counted, or the
 * delay that the count has reached has passed since the last one. The count starts again after
 * `resetAfterSeconds` without attempts. One atomic statement: the conditional upsert returns no row when
 * the attempt has to wait, so two parallel attempts never share one slot.
 */
export async function claimBackoff(db: Db, key: string, policy: Backoff): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }> {
  const now = nowSeconds();
  const idleSince = now - policy.resetAfterSeconds;
  const rows = await queryRows<{ count: number }>(db, sql`
    insert into rate_limits (id, key, count, last_request)
    values (${crypto.randomUUID()}, ${key}, 1, ${now})
    on conflict (key) do update set
      count = case when rate_limits.last_request <= ${idleSince} then 1 else rate_limits.count + 1 end,
      last_request = ${now}
    where rate_limits.last_request <= ${idleSince}
       or rate_limits.count < ${policy.free}
       or rate_limits.last_request + least(${policy.maxDelaySeconds}, power(2, least(rate_limits.count - ${policy.free}, 30)))::integer <= ${now}
    returning count`);
  if (rows.length > 0) return { allowed: true };
  const [state] = await queryRows<{ count: number; last_request: number }>(db, sql`select count, last_request from rate_limits where key = ${key}`);
  const waitUntil = Number(state?.last_request ?? now) + backoffDelaySeconds(Number(state?.count ?? 0), policy);
  return { allowed: false, retryAfterSeconds: Math.max(1, waitUntil - now) };
}

/** Per-IP and per-account limits of the auth endpoints that can be abused for guessing or mail bombing. */
export const AUTH_LIMITS: Record<string, { perIp: Limit; perAccount?: Limit }> = {
  '/sign-up/email': { perIp: { max: 10, windowSeconds: 3600 }, perAccount: { max: 5, windowSeconds: 3600 } },
  '/request-password-reset': { perIp: { max: 10, windowSeconds: 900 }, perAccount: { max: 3, windowSeconds: 900 } },
  '/reset-password': { perIp: { max: 10, windowSeconds: 900 } },
  // Signed-in routes: "account" is the signed-in user. change-password checks the current password, so it
  // is limited like a sign-in.
  '/change-password': { perIp: { max: 20, windowSeconds: 900 }, perAccount: { max: 5, windowSeconds: 900 } },
  '/update-user': { perIp: { max: 60, windowSeconds: 900 }, perAccount: { max: 30, windowSeconds: 900 } },
  // Two-factor set-up, new recovery codes and switching off each check the password. Codes are limited
  // separately (two-factor-throttle.ts): only wrong ones count there.
  '/two-factor/enable': { perIp: { max: 20, windowSeconds: 900 }, perAccount: { max: 10, windowSeconds: 900 } },
  '/two-factor/generate-backup-codes': { perIp: { max: 20, windowSeconds: 900 }, perAccount: { max: 5, windowSeconds: 900 } },
  '/two-factor/disable': { perIp: { max: 20, windowSeconds: 900 }, perAccount: { max: 5, windowSeconds: 900 } },
};
