import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/client';
import { withDatabase } from './global-setup';

/** A fresh, migrated database for one test file: PGlite or PostgreSQL depending on the test project. */
export async function createTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB_KIND === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const template = inject('postgresTemplate')!;
    const name = `sz_test_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    const database = await openDatabase({ kind: 'postgres', url: withDatabase(url, name), poolSize: 10 });
    return {
      ...database,
      async close() {
        await database.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  return openDatabase({ kind: 'pglite', loadDataDir: await pgliteTemplateDump() });
}

/** The run's migrated PGlite data directory, as a dump to load into a new PGlite. */
export async function pgliteTemplateDump(): Promise<Blob> {
  return new Blob([await readFile(inject('pgliteTemplate'))]);
}

/**
 * An empty migrated PostgreSQL database (a copy of the run's template) that the caller opens as often as it
 * likes, e.g. once per app server in a test of several app servers on one database. `unmigrated`: a
 * database without any table, as a new installation's.
 */
export async function createSharedPostgresDatabase({ unmigrated = false } = {}): Promise<{ url: string; drop(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplate');
  if (process.env.TEST_DB_KIND !== 'postgres' || !url || !template) throw new Error('createSharedPostgresDatabase needs the api-postgres project');
  const name = `sz_test_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(unmigrated ? `create database ${name}` : `create database ${name} template ${template}`);
  return {
    url: withDatabase(url, name),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
