import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';
import type { Logger } from '../logger';

export type JobRow = typeof jobs.$inferSelect;
export type JobHandler = (job: JobRow) => Promise<void>;
/** Called when a job has used up its attempts, so its owner can record the final failure. */
export type JobGiveUp = (job: JobRow, error: unknown) => Promise<void>;

export type JobRunner = {
  /** Runs every job that is due now, in batches; resolves with the number run. */
  drain(): Promise<number>;
  /** Asks the runner to look for work now instead of at the next poll. */
  kick(): void;
  stop(): Promise<void>;
};

// A job left 'running' longer than this belonged to a process that died; it is picked up again.
const STALE_LOCK = sql`interval '5 minutes'`;
// Up to this many due jobs are claimed at once and run concurrently (mail delivery under a booking rush).
const CLAIM_BATCH = 16;
const GIVE_WAY_STEP_MS = 50;
const MAX_GIVE_WAY_MS = 2000;

export function backoffSeconds(attempts: number): number {
  return Math.min(3600, 5 * 2 ** (attempts - 1));
}

export function createJobRunner(options: {
  db: Db;
  log: Logger;
  handlers: Record<string, { run: JobHandler; giveUp?: JobGiveUp }>;
  pollMs?: number;
  /** True while the app is busy answering requests; background work then gives way (see giveWay). */
  busy?: () => boolean;
}): JobRunner {
  const { db, log, handlers } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = false;

  /** Claims up to CLAIM_BATCH due jobs in one statement; other processes skip the rows locked here. */
  async function claimBatch(): Promise<JobRow[]> {
    return db
      .update(jobs)
      .set({ status: 'running', lockedAt: sql`now()`, attempts: sql`${jobs.attempts} + 1` })
      .where(
        sql`${jobs.id} in (
          select id from jobs
          where (status = 'pending' and run_at <= now())
             or (status = 'running' and locked_at < now() - ${STALE_LOCK})
          order by run_at
          limit ${CLAIM_BATCH}
          for update skip locked)`,
      )
      .returning();
  }

  /** Runs one job; resolves true when it succeeded (the caller marks the batch's successes done at once). */
  async function runOne(job: JobRow): Promise<boolean> {
    const handler = handlers[job.type];
    try {
      if (!handler) throw new Error(`no handler for job type ${job.type}`);
      await handler.run(job);
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const finalFailure = job.attempts >= job.maxAttempts;
      log.warn({ jobId: job.id, type: job.type, attempts: job.attempts, err: message }, finalFailure ? 'job failed for good' : 'job failed, will retry');
      await db
        .update(jobs)
        .set({
          status: finalFailure ? 'failed' : 'pending',
          lockedAt: null,
          lastError: message,
          runAt: sql`now() + make_interval(secs => ${backoffSeconds(job.attempts)})`,
        })
        .where(eq(jobs.id, job.id));
      if (finalFailure) await handler?.giveUp?.(job, error);
      return false;
    }
  }

  /**
   * Requests come first: in a booking rush the mails wait a moment instead of slowing every booking down.
   * Never longer than MAX_GIVE_WAY_MS per batch, so mail keeps flowing under any load.
   */
  async function giveWay() {
    const since = Date.now();
    while (options.busy?.() && !stopped && Date.now() - since < MAX_GIVE_WAY_MS) {
      await new Promise((resolve) => setTimeout(resolve, GIVE_WAY_STEP_MS));
    }
  }

  async function nextBatch(): Promise<JobRow[]> {
    await giveWay();
    return stopped ? [] : claimBatch();
  }

  async function drainOnce(): Promise<number> {
    let count = 0;
    // The jobs of one batch are independent of each other (mails, pushes), so they run side by side.
    for (let batch = await nextBatch(); batch.length > 0; batch = await nextBatch()) {
      const succeeded = await Promise.all(batch.map(runOne));
      const done = batch.filter((_, i) => succeeded[i]).map((job) => job.id);
      if (done.length > 0) await db.update(jobs).set({ status: 'done', lockedAt: null, lastError: null }).where(inArray(jobs.id, done));
      count += batch.length;
    }
    return count;
  }

  function drain(): Promise<number> {
    // One drain at a time inside this process; other processes are kept apart by SKIP LOCKED.
    running ??= drainOnce().finally(() => {
      running = undefined;
    });
    return running;
  }

  function schedule() {
    if (stopped || !options.pollMs) return;
    timer = setTimeout(() => {
      drain()
        .catch((error) => log.error({ err: error }, 'job runner poll failed'))
        .finally(schedule);
    }, options.pollMs);
  }
  schedule();

  return {
    drain,
    kick() {
      if (!stopped) void drain().catch((error) => log.error({ err: error }, 'job runner failed'));
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}
