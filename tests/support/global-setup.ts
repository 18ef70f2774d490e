import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, migrationsFolder, openDatabase, pgliteExtensions } from '../../src/server/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the migrated PGlite data directory dumped to a file (read by each test file). */
    pgliteTemplate: string;
    postgresTemplate: string | null;
  }
}

/**
 * Migrates one database per run; every test file then starts from a copy of it:
 * a dumped PGlite data directory, or a PostgreSQL template database.
 */
export default async function setup(project: TestProject) {
  const client = new PGlite({ extensions: pgliteExtensions });
  await migrate(drizzle(client), { migrationsFolder });
  const dump = await client.dumpDataDir('none');
  await client.close();
  // Only the path goes to the workers: vitest serialises provided values for every test file, and the
  // 40 MB dump as a value cost seconds per file and gigabytes in the main process.
  const templateFile = path.resolve('.tmp', `pglite-template-${process.pid}-${project.name}.tar`);
  await mkdir(path.dirname(templateFile), { recursive: true });
  await writeFile(templateFile, new Uint8Array(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', templateFile);
  const removeTemplateFile = () => rm(templateFile, { force: true });

  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    project.provide('postgresTemplate', null);
    return removeTemplateFile;
  }
  const templateName = `sz_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${templateName}`);
  await admin.query(`create database ${templateName}`);
  const template = await openDatabase({ kind: 'postgres', url: withDatabase(url, templateName), poolSize: 1 });
  await migrateDatabase(template);
  await template.db.execute(sql`select 1`);
  await template.close();
  project.provide('postgresTemplate', templateName);

  return async () => {
    await removeTemplateFile();
    await admin.query(`drop database if exists ${templateName} with (force)`);
    await admin.end();
  };
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
