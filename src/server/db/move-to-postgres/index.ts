import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Logger } from '../../logger';
import { describeDatabase, openBackupChannel } from '../backup';
import { migrateDatabase, openDatabase, queryRows, type Database } from '../client';
import { copyOrder, readCatalog, SAME_TEXT_SETTINGS, schemaDifferences, tablesWithRows, type RunSql } from './catalog';
import { copyTable, tableSum } from './table-copy';

/*
 * Moves an installation from its PGlite directory (DATA_DIR/db) into an empty PostgreSQL database
 * (decision 46): the app's own migrations make the schema, then every table of the public schema is
 * copied in one transaction on the target and checked row count and checksum against the source before
 * it commits. A failure at any point leaves the target without a single copied row.
 */

export type MovedTable = { name: string; rows: number; checksum: string };
export type MoveResult = { tables: MovedTable[]; sequences: number; migrations: number; durationMs: number };
export type MoveOptions = { dataDir: string; targetUrl: string; log: Logger; onTableCopied?: (table: string, rows: number) => void };

/** A refusal or failure the operator reads as it is (German). */
export class MoveError extends Error {}
/** The target holds rows: nothing was done to it. */
class TargetNotEmpty extends MoveError {}

const WORKING_COPY_PREFIX = '.move-to-postgres-';

const sourceSql = (database: Database): RunSql => (text) => queryRows<Record<string, unknown>>(database.db, sql.raw(text));
const clientSql = (client: pg.ClientBase): RunSql => async (text) => (await client.query(text)).rows as Record<string, unknown>[];

export async function moveToPostgres({ dataDir, targetUrl, log, onTableCopied }: MoveOptions): Promise<MoveResult> {
  const started = performance.now();
  const sourceDir = path.join(dataDir, 'db');
  if (!existsSync(path.join(sourceDir, 'PG_VERSION'))) throw new MoveError(`In ${sourceDir} liegt keine PGlite-Datenbank.`);
  // Held to the end: refuses while the app runs on this DATA_DIR, and keeps it from starting meanwhile.
  const channel = await openBackupChannel(dataDir, log);
  let workingCopy: string | undefined;
  let source: Database | undefined;
  let target: Database | undefined;
  try {
    // PGlite writes into a directory it opens (and migrations might too): the move reads a copy, so the
    // installation's own directory stays exactly as it was, whatever happens to this process.
    for (const name of readdirSync(dataDir)) if (name.startsWith(WORKING_COPY_PREFIX)) rmSync(path.join(dataDir, name), { recursive: true, force: true });
    workingCopy = mkdtempSync(path.join(dataDir, WORKING_COPY_PREFIX));
    cpSync(sourceDir, workingCopy, { recursive: true });
    source = await openDatabase({ kind: 'pglite', dataDir: workingCopy });
    await migrateDatabase(source);

    target = await openDatabase({ kind: 'postgres', url: targetUrl, poolSize: 1 });
    const filled = await tablesWithRows(sourceSql(target)).catch((error: Error) => {
      throw new MoveError(`Die Ziel-Datenbank ist nicht erreichbar: ${error.message}`);
    });
    if (filled.length) throw notEmpty(filled);
    await migrateDatabase(target);
    const [fromMigrations, toMigrations] = [(await describeDatabase(source.db)).migrations, (await describeDatabase(target.db)).migrations];
    if (fromMigrations !== toMigrations) {
      throw new MoveError(`Die PGlite-Datenbank hat ${fromMigrations} Migrationen, diese Version der App kennt ${toMigrations}: bitte mit derselben Version umziehen, die zuletzt auf ihr lief.`);
    }

    const client = await target.directConnection!();
    try {
      const copied = await copyInOneTransaction(sourceSql(source), client, onTableCopied);
      return { ...copied, migrations: toMigrations, durationMs: performance.now() - started };
    } finally {
      await client.end();
    }
  } finally {
    await target?.close();
    await source?.close();
    if (workingCopy) rmSync(workingCopy, { recursive: true, force: true });
    await channel.close();
  }
}

function notEmpty(tables: string[]): TargetNotEmpty {
  const named = `${tables.slice(0, 5).join(', ')}${tables.length > 5 ? ', …' : ''}`;
  return new TargetNotEmpty(`Die Ziel-Datenbank ist nicht leer: ${tables.length === 1 ? '1 Tabelle enthält' : `${tables.length} Tabellen enthalten`} schon Zeilen (${named}). Umziehen nur in eine leere Datenbank; an ihr wurde nichts verändert.`);
}

async function copyInOneTransaction(source: RunSql, client: pg.ClientBase, onTableCopied: MoveOptions['onTableCopied']) {
  const target = clientSql(client);
  for (const setting of SAME_TEXT_SETTINGS) {
    await source(setting);
    await target(setting);
  }
  await source('begin transaction isolation level repeatable read read only');
  await target('begin');
  try {
    const sourceCatalog = await readCatalog(source);
    const catalog = await readCatalog(target);
    const differences = schemaDifferences(sourceCatalog, catalog);
    if (differences.length) throw new MoveError(`Quelle und Ziel haben nicht dasselbe Schema: ${differences.join('; ')}.`);
    // No app server may write beside the copy; the locks also make the emptiness check below final.
    await target(`lock table ${catalog.tables.map((table) => table.name).join(', ')} in access exclusive mode`);
    const filled = await tablesWithRows(target);
    if (filled.length) throw notEmpty(filled);

    // The copied rows already carry what triggers would compute (pass balances, held places, counters),
    // and the refusal triggers (immutable invoices, series-only bookings) are not meant for them.
    for (const { table, trigger } of catalog.triggers) await target(`alter table ${table} disable trigger ${trigger}`);
    const order = copyOrder(catalog);
    for (const key of order.checkedAtEnd) await target(`alter table ${key.table} alter constraint ${key.constraint} deferrable initially deferred`);

    for (const table of order.tables) onTableCopied?.(table.name, await copyTable(source, client, table));

    await target('set constraints all immediate'); // the foreign keys checked at the end, now
    for (const key of order.checkedAtEnd) {
      await target(`alter table ${key.table} alter constraint ${key.constraint} ${key.deferrable ? '' : 'not '}deferrable initially ${key.deferred ? 'deferred' : 'immediate'}`);
    }
    for (const { table, trigger } of catalog.triggers) await target(`alter table ${table} enable trigger ${trigger}`);
    for (const sequence of sourceCatalog.sequences) {
      const [{ value, is_called }] = await source(`select last_value::text as value, is_called from ${sequence}`);
      await client.query('select setval($1::regclass, $2::bigint, $3)', [sequence, value, is_called]);
    }

    const tables: MovedTable[] = [];
    const mismatches: string[] = [];
    for (const { name } of order.tables) {
      const [expected, actual] = [await tableSum(source, name), await tableSum(target, name)];
      if (expected.rows !== actual.rows || expected.checksum !== actual.checksum) {
        mismatches.push(`${name} (Quelle ${expected.rows} Zeilen, ${expected.checksum}; Ziel ${actual.rows} Zeilen, ${actual.checksum})`);
      }
      tables.push({ name, ...actual });
    }
    if (mismatches.length) throw new MoveError(`Prüfung fehlgeschlagen, Zeilenzahl oder Prüfsumme weichen ab: ${mismatches.join('; ')}.`);
    await target('commit');
    return { tables, sequences: sourceCatalog.sequences.length };
  } catch (error) {
    await target('rollback').catch(() => undefined);
    if (error instanceof TargetNotEmpty) throw error;
    const cause = error instanceof MoveError ? error.message : `Fehler der Datenbank: ${(error as Error).message}`;
    throw new MoveError(`${cause}\nNichts wurde übernommen: die Ziel-Datenbank enthält keine Zeile (die leeren Tabellen dürfen bleiben), ein neuer Versuch ist möglich.`);
  } finally {
    await source('commit').catch(() => undefined); // read only: nothing to keep, and the cause above matters more
  }
}
