import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * What the cache may keep. A prepared statement's native memory grows with its SQL — measured about
 * 18 bytes per character of the app's SELECTs and 30 of a multi-row INSERT (300 KB for 256 task rows,
 * 10,000 characters) — and no heap figure counts it, so the cache is bounded by an estimate of
 * those bytes as well as by count.
 */
export interface StatementCacheLimits {
  /** Distinct statements kept. */
  statements: number;
  /** Estimated native bytes of the statements kept, all together (NATIVE_BYTES_PER_SQL_CHAR per character of SQL). */
  bytes: number;
  /** A statement whose SQL is longer than this is prepared for its one use and not kept. */
  longestSql: number;
}

/** The larger of the two measured figures, so the estimate is an upper bound. */
export const NATIVE_BYTES_PER_SQL_CHAR = 30;

/**
 * Every list filter and order, the analytics and the dashboard came to 106 SELECTs of 111,000
 * characters in all (about 2 MB native); the multi-row INSERTs come in a few sizes (db/insert-rows.ts),
 * the largest about 10,000 characters. All fit, with room for what a workload adds; the migrations'
 * statements, prepared once at start-up, are the first to go.
 */
export const STATEMENT_CACHE_LIMITS: StatementCacheLimits = { statements: 500, bytes: 15 * 1024 * 1024, longestSql: 16 * 1024 };

/** What the cache holds now, and how many statements it has prepared in all (each a miss); for tests and measurements. */
export interface StatementCacheStats {
  statements: number;
  sqlChars: number;
  /** The estimated native memory of the statements held. */
  bytes: number;
  prepared: number;
}

export interface CachingSqliteDatabase extends SqliteDatabase {
  stats: () => StatementCacheStats;
}

type RowOf = (values: unknown[]) => Record<string, unknown>;

/**
 * A function making a row object from a row's values, written for one statement's columns: objects
 * built in JavaScript with one fixed shape cost about half of what better-sqlite3 pays to build
 * them natively key by key (a page of 50 tasks: 0.2 of 0.45 ms). A later column of the same name
 * wins, as in better-sqlite3's own objects.
 */
function rowBuilder(columns: readonly string[]): RowOf | undefined {
  // A key that would set the object's prototype rather than a property: left to better-sqlite3.
  if (columns.includes('__proto__')) return undefined;
  const properties = columns.map((name, index) => `${JSON.stringify(name)}: values[${index}]`);
  return new Function('values', `return { ${properties.join(', ')} };`) as RowOf;
}

/**
 * A statement as Kysely uses it, reading its rows as arrays and making the objects in JavaScript.
 * Kysely calls `all` for a SELECT and `iterate` for a streamed one.
 */
function withRowsBuiltHere(statement: SQLite.Statement): SqliteStatement & { readonly busy: boolean } {
  if (!statement.reader) return statement;
  const rowOf = rowBuilder(statement.columns().map((column) => column.name));
  if (!rowOf) return statement;
  statement.raw(true);
  return {
    reader: true,
    get busy() {
      return statement.busy;
    },
    all: (parameters) => (statement.all(parameters) as unknown[][]).map(rowOf),
    run: (parameters) => statement.run(parameters),
    *iterate(parameters) {
      for (const values of statement.iterate(parameters) as IterableIterator<unknown[]>) yield rowOf(values);
    },
  };
}

type CachedStatement = ReturnType<typeof withRowsBuiltHere>;

/**
 * The database as Kysely's SQLite dialect sees it, with `prepare` answering a statement prepared
 * before for the same SQL. Kysely prepares every query it runs, and on a list request parsing and
 * planning the SQL costs about as much as running it; a prepared statement is reusable with new
 * parameters. A statement still being iterated (a streamed query) is not shared: a second one is
 * prepared. The least recently used statements are dropped beyond `limits`, so whatever SQL users'
 * requests make (every size of an `in (…)` list, every combination of filters), the memory held stays bounded.
 */
export function withStatementCache(database: SQLite.Database, limits: Partial<StatementCacheLimits> = {}): CachingSqliteDatabase {
  const { statements: maxStatements, bytes: maxBytes, longestSql } = { ...STATEMENT_CACHE_LIMITS, ...limits };
  const maxSqlChars = Math.floor(maxBytes / NATIVE_BYTES_PER_SQL_CHAR);
  // Oldest first: a Map iterates in insertion order, and a statement used again is moved to the end.
  const statements = new Map<string, CachedStatement>();
  let sqlChars = 0;
  let prepared = 0;

  const forget = (sql: string) => {
    if (statements.delete(sql)) sqlChars -= sql.length;
  };

  return {
    close: () => database.close(),
    prepare: (sql) => {
      const cached = statements.get(sql);
      if (cached && !cached.busy) {
        // Moved to the end: the most recently used.
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = withRowsBuiltHere(database.prepare(sql));
      prepared += 1;
      if (sql.length > longestSql) return statement;
      forget(sql);
      statements.set(sql, statement);
      sqlChars += sql.length;
      for (const oldest of statements.keys()) {
        if (statements.size <= maxStatements && sqlChars <= maxSqlChars) break;
        forget(oldest);
      }
      return statement;
    },
    stats: () => ({ statements: statements.size, sqlChars, bytes: sqlChars * NATIVE_BYTES_PER_SQL_CHAR, prepared }),
  };
}
