import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Distinct statements kept; the app has a few dozen query shapes, so this is never the limit in use. */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * The database as Kysely's SQLite dialect sees it, with `prepare` answering a statement prepared
 * before for the same SQL. Kysely prepares every query it runs, and on a list request parsing and
 * planning the SQL costs about as much as running it; a prepared statement is reusable with new
 * parameters. A statement still being iterated (a streamed query) is not shared: a second one is
 * prepared. The least recently used statement is dropped beyond `size`.
 */
export function withStatementCache(database: SQLite.Database, size = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => database.close(),
    prepare: (sql) => {
      let statement = statements.get(sql);
      if (statement && !statement.busy) {
        statements.delete(sql);
      } else {
        statement = database.prepare(sql);
        if (statements.size >= size) statements.delete(statements.keys().next().value!);
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}
