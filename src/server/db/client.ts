import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import { fileURLToPath } from 'node:url';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle or the database itself: service functions accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** LISTEN on a channel; NOTIFYs from any app server on the same database arrive here. Resolves to unlisten. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * PostgreSQL only: a connection of its own, not from the pool (DATABASE_DIRECT_URL when set), for what
   * must stay on one server connection: LISTEN, a lock held across statements.
   */
  directConnection?(): Promise<pg.Client>;
  /** PGlite only: the data directory as a gzipped tarball, taken between two statements (decision 34). */
  dumpDataDir?(): Promise<Blob>;
  /**
   * How the connections are used right now (the operator's metrics). PostgreSQL: the pool's connections,
   * the idle ones among them, and the queries waiting for a free one. PGlite: its one connection (idle
   * when nothing is asked of it), and the queries and transactions waiting for their turn on it.
   */
  connectionUse(): ConnectionUse;
  close(): Promise<void>;
};

export type ConnectionUse = { total: number; idle: number; waiting: number };

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; directUrl?: string; poolSize?: number; onIdleClientError?: (error: Error) => void }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob; betweenTurns?: () => Promise<void> | undefined };

/** btree_gist backs the sessions' no-overlap constraints (room and trainer). */
export const pgliteExtensions = { btree_gist };

/**
 * PGlite runs each query synchronously on the main thread. Node accepts one new connection per turn of its
 * event loop, so when a burst of queries made each turn long, connections that had arrived waited in the
 * kernel's queue for seconds while requests that came later on connections already open were served: when
 * booking opened, part of the first wave landed behind them on the waiting list. Queries (and transactions)
 * therefore start one per turn of the loop, in the order they were asked for: the turns stay short, every
 * waiting connection is taken in within milliseconds, and requests reach the database in the order they
 * came. Queries inside a transaction run on without waiting (it holds the database meanwhile anyway).
 * `betweenTurns` may hold the next query back further (while the server takes in a crowd of connections).
 */
function takingTurnsWithIo(client: PGlite, betweenTurns?: () => Promise<void> | undefined): { client: PGlite; use: () => ConnectionUse } {
  let lastTurn = Promise.resolve();
  // Queries and transactions asked for and not finished: one of them has the connection, the rest wait.
  let asked = 0;
  const nextTurn = () => (lastTurn = lastTurn.then(() => new Promise<void>((resolve) => setImmediate(resolve))).then(() => betweenTurns?.()));
  const inTurn = async <T>(run: () => Promise<T>): Promise<T> => {
    asked++;
    try {
      await nextTurn();
      return await run();
    } finally {
      asked--;
    }
  };
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((...args: Parameters<PGlite['query']>) => inTurn(() => query(...args))) as PGlite['query'];
  client.exec = (...args: Parameters<PGlite['exec']>) => inTurn(() => exec(...args));
  client.transaction = ((...args: Parameters<PGlite['transaction']>) => inTurn(() => transaction(...args))) as PGlite['transaction'];
  return { client, use: () => ({ total: 1, idle: asked === 0 ? 1 : 0, waiting: Math.max(0, asked - 1) }) };
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle client that loses its connection (server restart, database dropped) is thrown away by the
    // pool; without a listener that would crash the process. Queries still get their own errors.
    pool.on('error', (error) => options.onIdleClientError?.(error));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const directConnection = async () => {
      const client = new pg.Client({ connectionString: options.directUrl ?? options.url });
      client.on('error', (error) => options.onIdleClientError?.(error));
      await client.connect();
      return client;
    };
    return {
      db,
      kind: 'postgres',
      directConnection,
      async listen(channel, onNotify) {
        // Pooled connections are handed to other queries between uses (and, behind PgBouncer in
        // transaction mode, to other clients), so a LISTEN there would lose its notifications.
        const listener = await directConnection();
        listener.on('notification', (message) => {
          if (message.channel === channel) onNotify(message.payload ?? '');
        });
        await listener.query(`listen ${pg.escapeIdentifier(channel)}`);
        return () => listener.end();
      },
      connectionUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => pool.end(),
    };
  }
  const { client, use } = takingTurnsWithIo(new PGlite({ dataDir: options.dataDir, loadDataDir: options.loadDataDir, extensions: pgliteExtensions }), options.betweenTurns);
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async listen(channel, onNotify) {
      const unlisten = await client.listen(channel, onNotify);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    dumpDataDir: () => client.dumpDataDir('gzip'),
    connectionUse: use,
    close: () => client.close(),
  };
}

/** Any 64-bit number that no other code on the database uses as an advisory lock: 'sz-migrate' in hex. */
const MIGRATION_LOCK = 0x737a2d6d696772n;

/**
 * Brings the schema up to date. On PostgreSQL several app servers may start at once against one database:
 * the first to take the advisory lock migrates, the others wait for it and then find nothing left to do.
 * The lock belongs to the connection that migrates (a direct one: see directConnection), so it is given
 * back when that connection ends, also when the server dies.
 */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder });
    return;
  }
  const connection = await database.directConnection!();
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK.toString()]);
    await migratePg(drizzlePg(connection, { schema }) as never, { migrationsFolder });
  } finally {
    await connection.end(); // ends the lock with the session
  }
}

/** Runs raw SQL and returns its rows; the same on PGlite and node-postgres. */
export async function queryRows<T>(db: Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const dialect = new PgDialect();

/**
 * queryRows for the statements on the hot path of every booking (the session lookup, book_session): on
 * PostgreSQL a named prepared statement, so each pooled connection parses and plans it once instead of
 * on every call. Inside a transaction, or on PGlite (no network, one connection), it is queryRows.
 * `name` must belong to this one SQL text.
 */
export async function queryRowsPrepared<T>(db: Tx, name: string, query: SQL): Promise<T[]> {
  const client = (db as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return queryRows<T>(db, query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  const result = await client.query<T & pg.QueryResultRow>({ name, text, values: params });
  return result.rows;
}
