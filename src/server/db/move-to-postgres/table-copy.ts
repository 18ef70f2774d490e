import type pg from 'pg';
import type { RunSql, Table } from './catalog';

/** Rows per read and per INSERT: a big table never becomes one statement or one array in memory. */
const BATCH_ROWS = 1000;
/** PostgreSQL's limit of parameters in one statement. */
const MAX_PARAMETERS = 65_535;

/**
 * Copies one table's rows in batches: read through a cursor on the source (inside its open transaction)
 * and inserted on the target's open transaction. Every value travels as its text and is read back by the
 * column type's own input function, as COPY does: timestamps, numeric, jsonb, arrays and bytea arrive
 * exactly as they left. Resolves to the number of rows copied.
 */
export async function copyTable(source: RunSql, target: pg.ClientBase, table: Table): Promise<number> {
  const { name, columns } = table;
  const perBatch = Math.max(1, Math.min(BATCH_ROWS, Math.floor(MAX_PARAMETERS / columns.length)));
  await source(`declare move_rows no scroll cursor for select ${columns.map((column, c) => `${column}::text as v${c}`).join(', ')} from ${name}`);
  let copied = 0;
  for (;;) {
    const rows = await source(`fetch forward ${perBatch} from move_rows`);
    if (!rows.length) break;
    const values = rows.flatMap((row) => columns.map((_, c) => row[`v${c}`]));
    const tuples = rows.map((_, r) => `(${columns.map((_, c) => `$${r * columns.length + c + 1}`).join(', ')})`);
    // OVERRIDING SYSTEM VALUE keeps the source's values of identity columns too.
    await target.query(`insert into ${name} (${columns.join(', ')}) overriding system value values ${tuples.join(', ')}`, values);
    copied += rows.length;
  }
  // On a failure the cursor ends with the source's transaction.
  await source('close move_rows');
  return copied;
}

export type TableSum = { rows: number; checksum: string };

/**
 * Row count and checksum of a table: the md5 of its rows' md5s in a fixed order. Whole rows, generated
 * columns included; run with SAME_TEXT_SETTINGS, so the same rows give the same sum on either side.
 */
export async function tableSum(run: RunSql, table: string): Promise<TableSum> {
  const [row] = await run(`
    select count(*)::text as rows, md5(coalesce(string_agg(row_md5, '' order by row_md5 collate "C"), '')) as checksum
      from (select md5(t::text) as row_md5 from ${table} t) rows`);
  return { rows: Number(row.rows), checksum: String(row.checksum) };
}
