import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { jobs } from '../../src/server/db/schema';
import { createJobRunner } from '../../src/server/jobs/runner';
import { createLogger } from '../../src/server/logger';
import { createTestDatabase } from '../support/test-db';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
});
