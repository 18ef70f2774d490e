/*
 * What the move reads from the database's own catalog, with the same SQL on PGlite and PostgreSQL: the
 * tables of the public schema, their columns, foreign keys, triggers and sequences. Nothing is hard-coded,
 * so a table a later migration adds is moved without changing this code.
 */

/** Runs one statement on one side of the move and returns its rows. */
export type RunSql = (text: string) => Promise<Record<string, unknown>[]>;

/** Settings that make every value's text the same on both sides, whatever the servers' defaults. */
export const SAME_TEXT_SETTINGS = ["set timezone to 'UTC'", "set datestyle to 'ISO, YMD'", "set intervalstyle to 'postgres'", 'set extra_float_digits to 3', "set bytea_output to 'hex'"];

export type Table = {
  /** Quoted, ready for SQL; the schema is public. */
  name: string;
  /** Quoted; generated columns are left out, the database computes them. */
  columns: string[];
};

export type ForeignKey = { table: string; references: string; constraint: string; deferrable: boolean; deferred: boolean };

export type Catalog = { tables: Table[]; foreignKeys: ForeignKey[]; triggers: { table: string; trigger: string }[]; sequences: string[] };

export async function readCatalog(run: RunSql): Promise<Catalog> {
  const tables = await run(`
    select quote_ident(c.relname) as name,
           (select json_agg(quote_ident(a.attname) order by a.attnum) from pg_attribute a
             where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = '')::text as columns
      from pg_class c
     where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') and not c.relispartition
     order by c.relname`);
  const foreignKeys = await run(`
    select quote_ident(child.relname) as "table", quote_ident(parent.relname) as "references", quote_ident(k.conname) as "constraint",
           k.condeferrable as deferrable, k.condeferred as deferred
      from pg_constraint k join pg_class child on child.oid = k.conrelid join pg_class parent on parent.oid = k.confrelid
     where k.contype = 'f' and child.relnamespace = 'public'::regnamespace and parent.relnamespace = 'public'::regnamespace
     order by 1, 3`);
  // Only those that fire now ('O'); one disabled on purpose stays disabled.
  const triggers = await run(`
    select quote_ident(c.relname) as "table", quote_ident(t.tgname) as "trigger"
      from pg_trigger t join pg_class c on c.oid = t.tgrelid
     where not t.tgisinternal and t.tgenabled = 'O' and c.relnamespace = 'public'::regnamespace
     order by 1, 2`);
  const sequences = await run(`select 'public.' || quote_ident(sequencename) as name from pg_sequences where schemaname = 'public' order by 1`);
  return {
    tables: tables.map((row) => ({ name: String(row.name), columns: JSON.parse(String(row.columns ?? '[]')) as string[] })),
    foreignKeys: foreignKeys as ForeignKey[],
    triggers: triggers as Catalog['triggers'],
    sequences: sequences.map((row) => String(row.name)),
  };
}

/** German descriptions of how the two schemas differ; empty when tables, columns and sequences match. */
export function schemaDifferences(source: Catalog, target: Catalog): string[] {
  const describe = (catalog: Catalog) => new Map(catalog.tables.map((table) => [table.name, table.columns.join(', ')]));
  const from = describe(source);
  const to = describe(target);
  const problems: string[] = [];
  for (const [name, columns] of from) {
    if (!to.has(name)) problems.push(`Tabelle ${name} fehlt im Ziel`);
    else if (to.get(name) !== columns) problems.push(`Tabelle ${name} hat andere Spalten (Quelle: ${columns}; Ziel: ${to.get(name)})`);
  }
  for (const name of to.keys()) if (!from.has(name)) problems.push(`Tabelle ${name} fehlt in der Quelle`);
  const missing = (a: string[], b: string[]) => a.filter((name) => !b.includes(name));
  for (const name of missing(source.sequences, target.sequences)) problems.push(`Sequenz ${name} fehlt im Ziel`);
  for (const name of missing(target.sequences, source.sequences)) problems.push(`Sequenz ${name} fehlt in der Quelle`);
  return problems;
}

/**
 * The order to fill the tables in: every table after the tables it references, alphabetical among equals.
 * Where references go round in a circle (a booking names its pass, the pass its payment, the payment its
 * booking) or a table references itself, no order satisfies them all: the circle is broken at the first
 * table alphabetically, and the foreign keys that point forward in the order are returned to be checked
 * at the end of the copy instead of row by row.
 */
export function copyOrder(catalog: Catalog): { tables: Table[]; checkedAtEnd: ForeignKey[] } {
  const remaining = [...catalog.tables].sort((a, b) => a.name.localeCompare(b.name));
  const placed = new Set<string>();
  const order: Table[] = [];
  const parents = (table: Table) => catalog.foreignKeys.filter((key) => key.table === table.name && key.references !== table.name).map((key) => key.references);
  while (remaining.length) {
    const ready = remaining.findIndex((table) => parents(table).every((parent) => placed.has(parent)));
    const [next] = remaining.splice(ready === -1 ? 0 : ready, 1);
    order.push(next);
    placed.add(next.name);
  }
  const position = new Map(order.map((table, index) => [table.name, index]));
  const checkedAtEnd = catalog.foreignKeys.filter((key) => position.get(key.references)! >= position.get(key.table)!);
  return { tables: order, checkedAtEnd };
}

/**
 * Tables that hold at least one row, in every schema but the system's; drizzle's own record of applied
 * migrations is not data (an earlier, interrupted move leaves it behind with the empty schema).
 */
export async function tablesWithRows(run: RunSql): Promise<string[]> {
  const tables = await run(`
    select quote_ident(n.nspname) || '.' || quote_ident(c.relname) as name
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p') and not c.relispartition
       and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%'
       and not (n.nspname = 'drizzle' and c.relname = '__drizzle_migrations')
     order by 1`);
  const withRows: string[] = [];
  for (const { name } of tables) {
    const [row] = await run(`select exists (select 1 from ${String(name)}) as filled`);
    if (row.filled) withRows.push(String(name));
  }
  return withRows;
}
