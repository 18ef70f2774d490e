import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { migrateDatabase, migrationsFolder, openDatabase, queryRows } from '../../src/server/db/client';
import { sql } from 'drizzle-orm';
import { createSharedPostgresDatabase } from '../support/test-db';

/*
 * What an app server does on PostgreSQL beside its pool. PGlite is one embedded database per process, so
 * these only run in the api-postgres project.
 */
const onPostgres = describe.skipIf(process.env.TEST_DB_KIND !== 'postgres');

/**
 * A new installation with several app servers: they start at the same moment against one empty database
 * and all migrate. None may fail, and every migration is applied once.
 */
onPostgres('migrations with several app servers starting at once', () => {
  it('applies every migration once while the other servers wait', async () => {
    const shared = await createSharedPostgresDatabase({ unmigrated: true });
    const servers = await Promise.all([1, 2, 3].map(() => openDatabase({ kind: 'postgres', url: shared.url, poolSize: 3 })));
    try {
      const outcomes = await Promise.allSettled(servers.map((server) => migrateDatabase(server)));
      expect(outcomes.map((outcome) => (outcome.status === 'rejected' ? String(outcome.reason) : 'migrated'))).toEqual(['migrated', 'migrated', 'migrated']);

      const files = (await readdir(migrationsFolder)).filter((file) => file.endsWith('.sql'));
      const applied = await queryRows<{ count: number }>(servers[0].db, sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
      expect(applied[0].count).toBe(files.length);
      // The other servers see the finished schema.
      const tables = await queryRows<{ count: number }>(servers[1].db, sql`select count(*)::int as count from information_schema.tables where table_name = 'bookings'`);
      expect(tables[0].count).toBe(1);
    } finally {
      await Promise.all(servers.map((server) => server.close()));
      await shared.drop();
    }
  });
});

/**
 * Behind PgBouncer in transaction mode, LISTEN must not go through the pool: DATABASE_DIRECT_URL names the
 * connection for it (here told apart by its application_name).
 */
onPostgres('the direct connection (DATABASE_DIRECT_URL)', () => {
  it('carries the LISTEN for live free spots, the pool the queries', async () => {
    const shared = await createSharedPostgresDatabase();
    const directUrl = `${shared.url}${shared.url.includes('?') ? '&' : '?'}application_name=sz_direct`;
    const database = await openDatabase({ kind: 'postgres', url: shared.url, directUrl, poolSize: 2 });
    try {
      const notified: string[] = [];
      const unlisten = await database.listen('sz_direct_check', (payload) => notified.push(payload));
      const listening = await queryRows<{ query: string }>(database.db, sql`select query from pg_stat_activity where application_name = 'sz_direct'`);
      expect(listening.map((row) => row.query.toLowerCase())).toEqual([expect.stringContaining('listen')]);
      await database.db.execute(sql`select pg_notify('sz_direct_check', 'angekommen')`);
      await expect.poll(() => notified).toEqual(['angekommen']);
      await unlisten();
    } finally {
      await database.close();
      await shared.drop();
    }
  });
});
