import { PostgresAdapter, sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool, type StringReference } from 'kysely';
import type { Database } from './schema.ts';

/** `text` as a LIKE pattern that matches it anywhere, with its own %, _ and \ taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * True where any of `columns` contains `text`, ignoring case. `lower(column) like lower(?)` rather
 * than ILIKE, so that SQLite and PostgreSQL match alike.
 */
export function anyColumnContains<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  columns: readonly StringReference<DB, TB>[],
  text: string,
): Expression<SqlBool> {
  const pattern = containsPattern(text);
  return eb.or(columns.map((column) => sql<SqlBool>`lower(${eb.ref(column)}) like lower(${pattern}) escape '\\'`));
}

/** How many rows of a group meet `condition`; 0, not null, for an empty group. */
export function countWhen(condition: Expression<SqlBool>) {
  return sql<number>`coalesce(sum(case when ${condition} then 1 else 0 end), 0)`;
}

/** For the few statements only PostgreSQL needs, such as row locks (SQLite serialises writers anyway). */
export function isPostgres(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
