import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { jobs } from '../db/schema';
import type { Logger } from '../logger';

export type JobRow = typeof jobs.$inferSelect;
export type JobHandler = (job: JobRow) => Promise<void>;
/** Called when a job has used up its attempts, so its owner can record the final failure. */
export type JobGiveUp = (job: JobRow, error: unknown) => Promise<void>;

export type JobRunner = {
  /** Runs every job that is due now, one after another; resolves with the number run. */
  drain(): Promise<number>;
  /** Asks the runner to look for work now instead of at the next poll. */
  kick(): void;
  stop(): Promise<void>;
};

// A job left 'running' longer than this belonged to a process that died; it is picked up again.
const STALE_LOCK = sql`interval '5 minutes'`;

export function backoffSeconds(attempts: number): number {
  return Math.min(3600, 5 * 2 ** (attempts - 1));
}

export function createJobRunner(options: {
  db: Db;
  log: Logger;
  handlers: Record<string, { run: JobHandler; giveUp?: JobGiveUp }>;
  pollMs?: number;
}): JobRunner {
  const { db, log, handlers } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = false;

  async function claimNext(): Promise<JobRow | undefined> {
    const rows = await queryRows<{ id: string }>(db, sql`
      update jobs set status = 'running', locked_at = now(), attempts = attempts + 1
      where id = (
        select id from jobs
        where (status = 'pending' and run_at <= now())
           or (status = 'running' and locked_at < now() - ${STALE_LOCK})
        order by run_at
        limit 1
        for update skip locked)
      returning id`);
    const id = rows[0]?.id;
    if (!id) return undefined;
    const [job] = await db.select().from(jobs).where(eq(jobs.id, id));
    return job;
  }

  async function runOne(job: JobRow) {
    const handler = handlers[job.type];
    try {
      if (!handler) throw new Error(`no handler for job type ${job.type}`);
      await handler.run(job);
      await db.update(jobs).set({ status: 'done', lockedAt: null, lastError: null }).where(eq(jobs.id, job.id));
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
    }
  }

  async function drainOnce(): Promise<number> {
    let count = 0;
    for (let job = await claimNext(); job && !stopped; job = await claimNext()) {
      await runOne(job);
      count++;
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
