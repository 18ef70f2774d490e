import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client';

/*
 * PGlite works on the main thread, and Node takes in one new connection per turn of its event loop. A
 * visitor who connects while a burst of queries runs must be taken in before the burst is over (when
 * booking opens, the first wave must not queue behind requests that came later).
 */
let database: Database;
let server: Server;
beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite' });
  server = createServer((_req, res) => res.end());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  server.close();
  await database.close();
});

describe('PGlite and new connections', () => {
  it('a connection made during a burst of 300 queries is taken in long before the burst is over', async () => {
    let done = 0;
    const burst = Array.from({ length: 300 }, () =>
      database.db.execute(sql`select sum(i) from generate_series(1, 2000) as i`).then(() => {
        done++;
      }),
    );
    const acceptedAfter = new Promise<number>((resolve) => server.once('connection', () => resolve(done)));
    const socket = connect((server.address() as AddressInfo).port, '127.0.0.1');
    const queriesDoneAtAccept = await acceptedAfter;
    await Promise.all(burst);
    socket.destroy();
    expect(done).toBe(300);
    expect(queriesDoneAtAccept, 'queries finished before the connection was taken in').toBeLessThan(30);
  });
});
