import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/**
 * What the cache may keep. A prepared statement's native memory grows with its SQL — measured about
 * 18 bytes per character of the app's SELECTs and 30 of a multi-row INSERT (300 KB for 256 task rows,
 * 10,000 characters) — and no heap figure counts it, so the cache is bounded by the SQL it holds as
 * well as by count.
 */
export interface StatementCacheLimits {
  /** Distinct statements kept. */
  statements: number;
  /** Characters of SQL kept, all statements together: 512 Ki is 9–15 MB of native memory at most. */
  sqlChars: number;
  /** A statement whose SQL is longer than this is prepared for its one use and not kept. */
  longestSql: number;
}

/**
 * Every list filter and order, the analytics and the dashboard came to 106 SELECTs of 111,000
 * characters in all (about 2 MB native); the multi-row INSERTs come in four sizes (db/insert-rows.ts),
 * the largest about 10,000 characters. All fit, with room for what a workload adds; the migrations'
 * statements, prepared once at start-up, are the first to go.
 */
export const STATEMENT_CACHE_LIMITS: StatementCacheLimits = { statements: 500, sqlChars: 512 * 1024, longestSql: 16 * 1024 };

/** What the cache holds now, and how many statements it has prepared in all (each a miss); for tests and measurements. */
export interface StatementCacheStats {
  statements: number;
  sqlChars: number;
  prepared: number;
}

export interface CachingSqliteDatabase extends SqliteDatabase {
  stats: () => StatementCacheStats;
}

/**
 * The database as Kysely's SQLite dialect sees it, with `prepare` answering a statement prepared
 * before for the same SQL. Kysely prepares every query it runs, and on a list request parsing and
 * planning the SQL costs about as much as running it; a prepared statement is reusable with new
 * parameters. A statement still being iterated (a streamed query) is not shared: a second one is
 * prepared. The least recently used statements are dropped beyond `limits`, so whatever SQL users'
 * requests make (every size of an `in (…)` list, every combination of filters), the memory held stays bounded.
 */
export function withStatementCache(database: SQLite.Database, limits: Partial<StatementCacheLimits> = {}): CachingSqliteDatabase {
  const { statements: maxStatements, sqlChars: maxSqlChars, longestSql } = { ...STATEMENT_CACHE_LIMITS, ...limits };
  // Oldest first: a Map iterates in insertion order, and a statement used again is moved to the end.
  const statements = new Map<string, SQLite.Statement>();
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
      const statement = database.prepare(sql);
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
    stats: () => ({ statements: statements.size, sqlChars, prepared }),
  };
}
