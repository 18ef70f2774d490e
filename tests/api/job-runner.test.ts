import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Tx } from '../../src/server/db/client';
import { jobs, mails } from '../../src/server/db/schema';
import { createJobRunner, LEASE_SECONDS, type JobRow } from '../../src/server/jobs/runner';
import { createLogger } from '../../src/server/logger';
import { createTestDatabase } from '../support/test-db';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const statusOf = async (id: string) => (await database.db.select().from(jobs).where(eq(jobs.id, id)))[0];

describe('job runner', () => {
  it('runs every due job once, several at a time, and marks them done', async () => {
    const ran: string[] = [];
    const runner = createJobRunner({
      db: database.db,
      log: createLogger('silent'),
      handlers: { 'test.batch': { run: async (job) => void ran.push(String(job.payload.n)) } },
    });
    await database.db.insert(jobs).values(Array.from({ length: 40 }, (_, n) => ({ type: 'test.batch', payload: { n } })));
    expect(await runner.drain()).toBe(40);
    expect(ran.sort()).toEqual(Array.from({ length: 40 }, (_, n) => String(n)).sort());
    const left = await database.db.select().from(jobs).where(eq(jobs.type, 'test.batch'));
    expect(left.every((job) => job.status === 'done' && job.attempts === 1)).toBe(true);
    await runner.stop();
  });

  it('gives way to requests while the app is busy, and never for long', async () => {
    let busy = true;
    const ran: number[] = [];
    const runner = createJobRunner({
      db: database.db,
      log: createLogger('silent'),
      handlers: { 'test.later': { run: async () => void ran.push(Date.now()) } },
      busy: () => busy,
      maxGiveWayMs: 1500,
    });
    await database.db.insert(jobs).values({ type: 'test.later', payload: {} });
    const drained = runner.drain();
    await sleep(400);
    expect(ran).toHaveLength(0); // still serving requests: the mail waits
    busy = false;
    expect(await drained).toBe(1);
    expect(ran).toHaveLength(1);

    // Under lasting load the job still runs, only a little later.
    busy = true;
    await database.db.insert(jobs).values({ type: 'test.later', payload: {} });
    const started = Date.now();
    expect(await runner.drain()).toBe(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1500);
    await runner.stop();
  });

  it('does not start a job it has claimed while a crowd has arrived since', async () => {
    let crowd = true;
    let looks = 0;
    const ran: string[] = [];
    const runner = createJobRunner({
      db: database.db,
      log: createLogger('silent'),
      handlers: {
        'test.crowd': {
          run: async () => {
            ran.push('sent');
          },
        },
      },
      // Quiet at the first look (the batch is claimed); the crowd is there at every look after, until it goes.
      busy: () => ++looks > 1 && crowd,
    });
    await database.db.insert(jobs).values({ type: 'test.crowd', payload: {} });
    const drained = runner.drain();
    await sleep(400);
    expect(ran).toEqual([]);
    expect((await database.db.select().from(jobs).where(eq(jobs.type, 'test.crowd')))[0]!.status).toBe('running');
    crowd = false;
    await expect.poll(() => ran, { timeout: 5000 }).toEqual(['sent']);
    await drained;
    await runner.stop();
  });

  it('records each job as soon as it is done, not when its whole batch is', async () => {
    let finishSlow!: () => void;
    const slowDone = new Promise<void>((resolve) => (finishSlow = resolve));
    const runner = createJobRunner({
      db: database.db,
      log: createLogger('silent'),
      handlers: { 'test.fast': { run: async () => undefined }, 'test.slow': { run: () => slowDone } },
    });
    const [fast] = await database.db.insert(jobs).values({ type: 'test.fast', payload: {} }).returning();
    const [slow] = await database.db.insert(jobs).values({ type: 'test.slow', payload: {} }).returning();
    const drained = runner.drain();
    await expect.poll(async () => (await statusOf(fast.id)).status, { timeout: 5000 }).toBe('done');
    expect((await statusOf(slow.id)).status).toBe('running');
    finishSlow();
    await drained;
    expect((await statusOf(slow.id)).status).toBe('done');
    await runner.stop();
  });

  it('takes over a job whose runner died once its lease has lapsed, and leaves a held lease alone', async () => {
    const ran: string[] = [];
    const runner = createJobRunner({ db: database.db, log: createLogger('silent'), handlers: { 'test.lease': { run: async (job) => void ran.push(String(job.payload.name)) } } });
    await database.db.insert(jobs).values([
      { type: 'test.lease', payload: { name: 'verwaist' }, status: 'running', attempts: 1, lockedAt: sql`now() - make_interval(secs => ${LEASE_SECONDS + 5})` },
      { type: 'test.lease', payload: { name: 'gehalten' }, status: 'running', attempts: 1, lockedAt: sql`now() - interval '5 seconds'` },
    ]);
    await runner.drain();
    expect(ran).toEqual(['verwaist']);
    await runner.stop();
  });

  it('renews the lease of a job while it runs, so a long job is never taken over', async () => {
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const runner = createJobRunner({ db: database.db, log: createLogger('silent'), handlers: { 'test.long': { run: () => finished } }, leaseRenewMs: 50 });
    const [job] = await database.db.insert(jobs).values({ type: 'test.long', payload: {} }).returning();
    const drained = runner.drain();
    await expect.poll(async () => (await statusOf(job.id)).status).toBe('running');
    const claimedAt = (await statusOf(job.id)).lockedAt!;
    await expect.poll(async () => (await statusOf(job.id)).lockedAt!.getTime(), { timeout: 5000 }).toBeGreaterThan(claimedAt.getTime());
    finish();
    await drained;
    expect((await statusOf(job.id)).status).toBe('done');
    await runner.stop();
  });

  // Two runners with one open transaction each need PostgreSQL: PGlite serves one process and one transaction at a time.
  it.runIf(process.env.TEST_DB_KIND === 'postgres')('writes a transactional job\'s mail once: a runner that lost its lease keeps nothing of its run', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let firstRun = true;
    const handler = {
      transactional: true,
      async run(job: JobRow, tx: Tx) {
        await tx.insert(mails).values({ to: 'mitglied@example.de', subject: `Bestätigung ${String(job.payload.ref)}`, text: 'Gebucht.', template: 'test' });
        if (firstRun) {
          firstRun = false;
          await held; // this runner stalls (a frozen process) after writing its mail
        }
      },
    };
    const stalled = createJobRunner({ db: database.db, log: createLogger('silent'), handlers: { 'test.confirm': handler } });
    const ref = crypto.randomUUID();
    const [job] = await database.db.insert(jobs).values({ type: 'test.confirm', payload: { ref } }).returning();
    const stalledDrain = stalled.drain();
    await expect.poll(async () => (await statusOf(job.id)).attempts).toBe(1);

    // Its lease lapses; a second runner takes the job over and writes the mail.
    await database.db.update(jobs).set({ lockedAt: sql`now() - make_interval(secs => ${LEASE_SECONDS + 1})` }).where(eq(jobs.id, job.id));
    const other = createJobRunner({ db: database.db, log: createLogger('silent'), handlers: { 'test.confirm': handler } });
    await other.drain();
    expect(await statusOf(job.id)).toMatchObject({ status: 'done', attempts: 2 });

    // The first runner wakes up: its mail is rolled back with its run, the job stays done.
    release();
    await stalledDrain;
    const written = await database.db.select().from(mails).where(eq(mails.subject, `Bestätigung ${ref}`));
    expect(written).toHaveLength(1);
    expect(await statusOf(job.id)).toMatchObject({ status: 'done', attempts: 2 });
    await Promise.all([stalled.stop(), other.stop()]);
  });
});
