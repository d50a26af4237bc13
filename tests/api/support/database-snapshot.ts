import { sql, type Kysely } from 'kysely';
import { dialect } from './test-app.ts';

// Reads any schema, the one before a migration included, not only today's types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** Migration bookkeeping, and SQLite's full-text shadow tables (derived from the tasks, checked through the search itself). */
const NOT_DATA = /^(kysely_migration|kysely_migration_lock|sqlite_sequence|tasks_search.*)$/;

/** Every table of the database (the test's own schema on PostgreSQL) with its columns, in order. */
export async function tableColumns(db: AnyDb): Promise<Map<string, string[]>> {
  const rows =
    dialect === 'postgres'
      ? (
          await sql<{ table: string; column: string }>`
            select c.table_name as table, c.column_name as column from information_schema.columns c
            join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
            where c.table_schema = current_schema() and t.table_type = 'BASE TABLE' order by c.table_name, c.ordinal_position
          `.execute(db)
        ).rows
      : (
          await sql<{ table: string; column: string }>`
            select m.name as "table", p.name as "column" from sqlite_master m join pragma_table_info(m.name) p
            where m.type = 'table' and m.sql not like 'CREATE VIRTUAL%' order by m.name, p.cid
          `.execute(db)
        ).rows;
  const tables = new Map<string, string[]>();
  for (const { table, column } of rows) if (!NOT_DATA.test(table)) tables.set(table, [...(tables.get(table) ?? []), column]);
  return tables;
}

/** Every row of a table, as JSON, sorted: a snapshot to compare before and after something. */
export type Snapshot = Record<string, string[]>;

/** Values as both drivers give them back the same: bigints as numbers, dates as ISO text. */
function normal(value: unknown): unknown {
  if (typeof value === 'bigint') return Number(value);
  if (value instanceof Date) return value.toISOString();
  return value;
}

/**
 * Every row of every table, each as JSON of the `columns` given per table (all of today's by
 * default), sorted. `where` keeps, per table, the rows whose column equals a value; a table it
 * answers nothing for is left out.
 */
export async function snapshotRows(
  db: AnyDb,
  options: { columns?: Map<string, string[]>; where?: (table: string, columns: string[]) => [string, number] | undefined } = {},
): Promise<Snapshot> {
  const snapshot: Snapshot = {};
  for (const [table, all] of options.columns ?? (await tableColumns(db))) {
    const filter = options.where?.(table, all);
    if (options.where && !filter) continue;
    let query = db.selectFrom(table).select(all);
    if (filter) query = query.where(filter[0], '=', filter[1]);
    snapshot[table] = (await query.execute()).map((row) => JSON.stringify(all.map((column) => normal(row[column])))).sort();
  }
  return snapshot;
}
