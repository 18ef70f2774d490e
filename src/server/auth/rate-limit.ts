import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';

export type Limit = { max: number; windowSeconds: number };

/**
 * Counts one attempt for `key` in a fixed window and says whether it is still allowed.
 * One atomic upsert, so concurrent requests and several app servers count correctly.
 */
export async function hitRateLimit(db: Db, key: string, limit: Limit): Promise<boolean> {
  const now = Math.floor(Date.now() / 1000);
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

/** Per-IP and per-account limits of the auth endpoints that can be abused for guessing or mail bombing. */
export const AUTH_LIMITS: Record<string, { perIp: Limit; perAccount?: Limit }> = {
  '/sign-in/email': { perIp: { max: 30, windowSeconds: 600 }, perAccount: { max: 10, windowSeconds: 900 } },
  '/sign-up/email': { perIp: { max: 10, windowSeconds: 3600 }, perAccount: { max: 5, windowSeconds: 3600 } },
  '/request-password-reset': { perIp: { max: 10, windowSeconds: 900 }, perAccount: { max: 3, windowSeconds: 900 } },
  '/reset-password': { perIp: { max: 10, windowSeconds: 900 } },
};
