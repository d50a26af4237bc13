import type { InsertObject, InsertQueryBuilder, InsertResult, Kysely } from 'kysely';
import { isPostgres } from './query-helpers.ts';
import type { Database } from './schema.ts';

/**
 * Rows per INSERT statement, largest first. Every row count of a multi-row INSERT is a new SQL text,
 * and each text prepared on SQLite stays in the statement cache with its native memory (about 300 KB
 * for 256 task rows). Cut into these sizes, inserts of any length make at most four texts per table
 * and column set — so bulk creates, templates and sample data of every size reuse the same few
 * prepared statements. 1,000 rows take 3 × 256 + 3 × 64 + 5 × 8: 11 statements.
 */
export const INSERT_CHUNK_SIZES = [256, 64, 8, 1] as const;

/**
 * PostgreSQL keeps no statement per SQL text, and its counting triggers run once per statement (over
 * the statement's rows): an import of 50,000 tasks in 2,048-row statements makes 25 trigger runs
 * instead of 196, and took about a quarter less time.
 */
export const POSTGRES_INSERT_CHUNK_SIZES = [2048, ...INSERT_CHUNK_SIZES] as const;

/**
 * Bound parameters one statement may hold: SQLite's limit (SQLITE_MAX_VARIABLE_NUMBER, 32,766 since
 * 3.32), the lower of the two; PostgreSQL's is 65,535.
 */
export const MAX_STATEMENT_PARAMETERS = 32_766;

/**
 * The sizes of the chunks `rowCount` rows of `columns` values are inserted in, in order: as many of
 * the largest size as fit, then of the next, down to single rows. A size whose rows would hold more
 * parameters than a statement may is skipped.
 */
export function insertChunkSizes(rowCount: number, columns: number, chunkSizes: readonly number[] = INSERT_CHUNK_SIZES): number[] {
  const sizes = chunkSizes.filter((size) => size === 1 || size * columns <= MAX_STATEMENT_PARAMETERS);
  const chunks: number[] = [];
  let left = rowCount;
  for (const size of sizes) {
    for (; left >= size; left -= size) chunks.push(size);
  }
  return chunks;
}

/**
 * Inserts `rows` into `table` in chunks of the fixed sizes (PostgreSQL's larger), in order, within whatever transaction
 * `db` is; `finish` adds what every statement needs, such as `returning`. Answers the rows each
 * statement returned, in order. Rows must all have the same columns, each with a value (null rather
 * than undefined), so that every chunk of one size is the same SQL text. The one way the server
 * inserts more than one row at a time.
 */
export async function insertRows<TB extends keyof Database & string, O = InsertResult>(
  db: Kysely<Database>,
  table: TB,
  rows: readonly InsertObject<Database, TB>[],
  finish?: (query: InsertQueryBuilder<Database, TB, InsertResult>) => InsertQueryBuilder<Database, TB, O>,
): Promise<O[]> {
  if (rows.length === 0) return [];
  const columns = Object.keys(rows[0]!).length;
  const answered: O[] = [];
  let start = 0;
  for (const size of insertChunkSizes(rows.length, columns, isPostgres(db) ? POSTGRES_INSERT_CHUNK_SIZES : INSERT_CHUNK_SIZES)) {
    const query = db.insertInto(table).values(rows.slice(start, start + size));
    const finished = finish ? finish(query) : (query as unknown as InsertQueryBuilder<Database, TB, O>);
    for (const row of await finished.execute()) answered.push(row);
    start += size;
  }
  return answered;
}
