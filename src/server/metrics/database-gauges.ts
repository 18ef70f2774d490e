import { sql } from 'drizzle-orm';
import { Gauge, Registry } from 'prom-client';
import { queryRows, type Database } from '../db/client';
import { MAIL_JOB } from '../mail/outbox';

type QueueRow = { jobs_waiting: number | string; oldest_waiting_seconds: number | string | null; mails_failed: number | string; last_backup_seconds: number | string | null };

/**
 * One statement per scrape (ages by the database's clock), each part on the jobs table's (status, run_at) index: the due jobs still
 * pending, and the outbox mails whose delivery job gave up (a mail is 'failed' only through that job, and
 * 'Erneut senden' makes it 'queued' again, so the join keeps only the ones still failed).
 */
function readQueues(database: Database) {
  return queryRows<QueueRow>(
    database.db,
    sql`select
          (select count(*) from jobs where status = 'pending' and run_at <= now()) as jobs_waiting,
          (select extract(epoch from now() - min(run_at)) from jobs where status = 'pending' and run_at <= now()) as oldest_waiting_seconds,
          (select count(distinct m.id) from jobs j join mails m on m.id = (j.payload->>'mailId')::uuid
            where j.status = 'failed' and j.type = ${MAIL_JOB} and m.status = 'failed') as mails_failed,
          (select extract(epoch from max(finished_at)) from backup_runs where ok) as last_backup_seconds`,
  );
}

/** The gauges of one app's database, set right before each scrape is rendered (refresh). */
export function createDatabaseGauges(database: Database) {
  const registry = new Registry();
  const registers = [registry];
  const jobsWaiting = new Gauge({ name: 'sportzentrum_jobs_waiting', help: 'Jobs due and not yet taken by a runner (mails, pushes, reminders; retries once their back-off has passed).', registers });
  const oldestWaiting = new Gauge({ name: 'sportzentrum_jobs_oldest_waiting_age_seconds', help: 'Seconds since the oldest waiting job became due (0 when none waits).', registers });
  const mailsFailed = new Gauge({ name: 'sportzentrum_mails_failed', help: 'Outbox mails whose delivery has failed for good (until sent again from the outbox).', registers });
  const connections = new Gauge({
    name: 'sportzentrum_db_connections',
    help: `Database connections by state. ${database.kind === 'postgres' ? 'PostgreSQL: the open connections of the pool (total) and the idle ones.' : 'PGlite: its one connection (total 1), idle when nothing is asked of it.'}`,
    labelNames: ['state'] as const,
    registers,
  });
  const queriesWaiting = new Gauge({
    name: 'sportzentrum_db_waiting_queries',
    help: database.kind === 'postgres' ? 'Queries waiting for a free connection of the pool.' : 'Queries and transactions waiting for their turn on the one PGlite connection.',
    registers,
  });
  const lastBackup = new Gauge({ name: 'sportzentrum_backup_last_success_timestamp_seconds', help: 'Unix time of the latest successful backup (0 when none is recorded).', registers });

  return {
    registry,
    async refresh() {
      const use = database.connectionUse();
      connections.set({ state: 'total' }, use.total);
      connections.set({ state: 'idle' }, use.idle);
      queriesWaiting.set(use.waiting);
      const [queues] = await readQueues(database);
      jobsWaiting.set(Number(queues.jobs_waiting));
      oldestWaiting.set(Number(queues.oldest_waiting_seconds ?? 0));
      mailsFailed.set(Number(queues.mails_failed));
      lastBackup.set(Number(queues.last_backup_seconds ?? 0));
    },
  };
}
