import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Logger } from '../logger';
import type { Db } from './client';
import { authSessions, authVerifications, jobs, rateLimits } from './schema';

/** No limit counts over more than an hour (auth/rate-limit.ts, mail/limits.ts); a day leaves ample room. */
const RATE_LIMIT_KEEP_SECONDS = 86_400;
const EVERY_MS = 60 * 60 * 1000;
/** Finished jobs are kept a week after they were due (to look into a complaint about a mail), then deleted. */
const DONE_JOBS_KEEP_MS = 7 * 24 * 60 * 60 * 1000;
/** Finished jobs deleted per statement: a first run on years of them is many short deletes, not one long one. */
const DONE_JOBS_PER_STATEMENT = 5_000;

export type Pruned = { rateLimits: number; verifications: number; sessions: number; doneJobs: number };

/**
 * Deletes rows that only ever pile up and that no answer depends on any more: counters of the rate limits
 * whose window ended a day ago (one row per address and per account that ever signed in), expired sign-in
 * sessions, expired one-time tokens (password reset, two-factor sign-in challenges), and jobs done a week
 * ago (every booking leaves two, every mail one). better-auth refuses an expired session or token anyway;
 * it only deletes the ones it is shown. Pending and failed jobs stay: the first still have work to do, the
 * second are the trace of a mail the office may send again.
 */
export async function pruneExpiredRows(db: Db, now = new Date()): Promise<Pruned> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const [limits, verifications, sessions, doneJobs] = await Promise.all([
    db.delete(rateLimits).where(lt(rateLimits.lastRequest, nowSeconds - RATE_LIMIT_KEEP_SECONDS)).returning({ id: rateLimits.id }),
    db.delete(authVerifications).where(lt(authVerifications.expiresAt, now)).returning({ id: authVerifications.id }),
    db.delete(authSessions).where(lt(authSessions.expiresAt, now)).returning({ id: authSessions.id }),
    pruneDoneJobs(db, new Date(now.getTime() - DONE_JOBS_KEEP_MS)),
  ]);
  return { rateLimits: limits.length, verifications: verifications.length, sessions: sessions.length, doneJobs };
}

async function pruneDoneJobs(db: Db, dueBefore: Date): Promise<number> {
  let deleted = 0;
  for (;;) {
    const oldest = db.select({ id: jobs.id }).from(jobs).where(and(eq(jobs.status, 'done'), lt(jobs.runAt, dueBefore))).limit(DONE_JOBS_PER_STATEMENT);
    const batch = await db.delete(jobs).where(inArray(jobs.id, oldest)).returning({ id: jobs.id });
    deleted += batch.length;
    if (batch.length < DONE_JOBS_PER_STATEMENT) return deleted;
  }
}

/**
 * Prunes once an hour (the first time an hour after start, so a restart costs nothing). Every app server
 * does it; the deletes are idempotent, so two at once do no harm.
 */
export function startHousekeeping(db: Db, log: Logger, everyMs = EVERY_MS): { stop(): void } {
  const timer = setInterval(() => {
    pruneExpiredRows(db).then(
      (pruned) => log.info(pruned, 'expired rows pruned'),
      (error: unknown) => log.warn({ err: error }, 'pruning expired rows failed; next try in an hour'),
    );
  }, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
