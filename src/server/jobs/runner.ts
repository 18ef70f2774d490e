import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { jobs } from '../db/schema';
import type { Logger } from '../logger';

export type JobRow = typeof jobs.$inferSelect;
/** `tx` is given to transactional handlers: what they write there commits together with the job's completion. */
export type JobHandler = (job: JobRow, tx: Tx) => Promise<void>;
/** Called when a job has used up its attempts, so its owner can record the final failure. */
export type JobGiveUp = (job: JobRow, error: unknown) => Promise<void>;
export type JobHandlerEntry = {
  run: JobHandler;
  giveUp?: JobGiveUp;
  /**
   * The handler only writes to the database (e.g. a mail into the outbox). Its writes and the job's 'done'
   * commit in one transaction, so a process killed in between leaves neither, and the job run again on
   * takeover writes them once.
   */
  transactional?: boolean;
};

export type JobRunner = {
  /** Runs every job that is due now, in batches; resolves with the number run. */
  drain(): Promise<number>;
  /** Asks the runner to look for work now instead of at the next poll. */
  kick(): void;
  stop(): Promise<void>;
};

/*
 * A running job holds a lease: its runner renews locked_at every LEASE_RENEW_MS while the job runs. A lease
 * not renewed for LEASE_SECONDS belonged to a process that died (kill -9, a lost machine); another runner
 * takes the job over at its next poll. Jobs are claimed with attempts + 1, and a runner only completes or
 * releases a job while attempts is still the number it claimed, so a runner that lost its lease never
 * overwrites the new owner's work.
 */
export const LEASE_SECONDS = 20;
const LEASE_RENEW_MS = 5000;
// Up to this many due jobs are claimed at once and run concurrently (mail delivery under a booking rush).
const CLAIM_BATCH = 16;
const GIVE_WAY_STEP_MS = 50;
// A crowd lasts seconds (booking opens at 18:00); under load that never ends, mail still goes out this often.
const MAX_GIVE_WAY_MS = 30_000;

/** The job's row changed hands while it ran: its work must not be kept. */
class LeaseLost extends Error {}

export function backoffSeconds(attempts: number): number {
  return Math.min(3600, 5 * 2 ** (attempts - 1));
}

export function createJobRunner(options: {
  db: Db;
  log: Logger;
  handlers: Record<string, JobHandlerEntry>;
  pollMs?: number;
  /** True while the app is busy answering requests; background work then gives way (see giveWay). */
  busy?: () => boolean;
  /** How often a running job's lease is renewed (tests shorten it). */
  leaseRenewMs?: number;
  /** The longest the runner gives way at a time under lasting load (tests shorten it). */
  maxGiveWayMs?: number;
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
             or (status = 'running' and locked_at < now() - make_interval(secs => ${LEASE_SECONDS}))
          order by run_at
          limit ${CLAIM_BATCH}
          for update skip locked)`,
      )
      .returning();
  }

  /** The job as this runner claimed it: still running, and not claimed again since (attempts unchanged). */
  const stillOurs = (job: JobRow) => and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.attempts, job.attempts));

  /** Marks the job done; false when another runner has taken it over meanwhile. */
  async function complete(tx: Tx, job: JobRow): Promise<boolean> {
    const done = await tx.update(jobs).set({ status: 'done', lockedAt: null, lastError: null }).where(stillOurs(job)).returning({ id: jobs.id });
    return done.length === 1;
  }

  /** Runs one job and records its outcome at once (a later crash of the batch cannot undo it). */
  async function runOne(job: JobRow): Promise<void> {
    const handler = handlers[job.type];
    try {
      if (!handler) throw new Error(`no handler for job type ${job.type}`);
      if (handler.transactional) {
        await db.transaction(async (tx) => {
          await handler.run(job, tx);
          if (!(await complete(tx, job))) throw new LeaseLost();
        });
      } else {
        await handler.run(job, db);
        if (!(await complete(db, job))) throw new LeaseLost();
      }
    } catch (error) {
      if (error instanceof LeaseLost) {
        log.warn({ jobId: job.id, type: job.type }, 'job was taken over by another runner; this run is discarded');
        return;
      }
      const message = error instanceof Error ? error.message : String(error);
      const finalFailure = job.attempts >= job.maxAttempts;
      log.warn({ jobId: job.id, type: job.type, attempts: job.attempts, err: message }, finalFailure ? 'job failed for good' : 'job failed, will retry');
      const released = await db
        .update(jobs)
        .set({
          status: finalFailure ? 'failed' : 'pending',
          lockedAt: null,
          lastError: message,
          runAt: sql`now() + make_interval(secs => ${backoffSeconds(job.attempts)})`,
        })
        .where(stillOurs(job))
        .returning({ id: jobs.id });
      if (finalFailure && released.length === 1) await handler?.giveUp?.(job, error);
    }
  }

  /** Renews the lease of the batch's jobs still running, until `stop` is called. */
  function holdLeases(running: Set<JobRow>) {
    const renew = () => {
      if (running.size === 0) return;
      const ids = [...running].map((job) => job.id);
      db.update(jobs)
        .set({ lockedAt: sql`now()` })
        .where(and(inArray(jobs.id, ids), eq(jobs.status, 'running')))
        .catch((error: unknown) => log.warn({ err: error }, 'renewing job leases failed'));
    };
    const timer = setInterval(renew, options.leaseRenewMs ?? LEASE_RENEW_MS);
    timer.unref();
    return () => clearInterval(timer);
  }

  /**
   * Requests come first: while a crowd is being answered the runner neither claims jobs nor renders or
   * sends a claimed one, so a booking rush is not slowed by its own mails (or the backlog due at the same
   * hour). Never longer than MAX_GIVE_WAY_MS at a time, so mail keeps flowing under any load.
   */
  async function giveWay() {
    const since = Date.now();
    while (options.busy?.() && !stopped && Date.now() - since < (options.maxGiveWayMs ?? MAX_GIVE_WAY_MS)) {
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
      const running = new Set(batch);
      const release = holdLeases(running);
      try {
        // Checked again before each job: a crowd may arrive while the batch runs.
        await Promise.all(batch.map((job) => giveWay().then(() => runOne(job)).finally(() => running.delete(job))));
      } finally {
        release();
      }
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
