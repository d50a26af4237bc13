import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import Cursor from 'pg-cursor';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
import type { Config } from '../config.ts';
import type { Database } from './schema.ts';
import { preparingReads } from './prepared-statements.ts';
import { withStatementCache, type StatementCacheStats } from './statement-cache.ts';

export type Dialect = Config['database']['dialect'];

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /**
   * Calls `listener` when a pooled PostgreSQL connection fails while idle (a database restart, a
   * dropped network); SQLite has no such connections. Returns a function that stops the calls.
   */
  onConnectionError: (listener: (error: Error) => void) => () => void;
  /**
   * A database for one long read, such as an export streamed to a slow client, that holds up no
   * other request meanwhile; `close` when done. PostgreSQL: the pool, where the read takes a
   * connection of its own. SQLite: a read-only connection of its own, since the one connection
   * every request shares would be held for the whole read; WAL lets it read while others write.
   * An in-memory SQLite database, which no second connection can open, answers its one connection.
   */
  openReader: () => DatabaseReader;
  /** SQLite: how many prepared statements, of how much SQL, the statement cache holds (db/statement-cache.ts). */
  statementCache?: () => StatementCacheStats;
}

export interface DatabaseReader {
  db: Kysely<Database>;
  /**
   * SQLite: the connection under `db`, for a long read that steps through its rows many at a time
   * (Kysely streams a SQLite query one row, and several promises, at a time).
   */
  sqlite?: SQLite.Database;
  close: () => Promise<void>;
}

const PG_TYPES = { INT8: 20, DATE: 1082, TIMESTAMP: 1114, TIMESTAMPTZ: 1184 } as const;

/** A timestamptz as PostgreSQL writes it in UTC: `2026-11-28 09:30:00.123456+00`, the fraction optional. */
const UTC_TIMESTAMP = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)(\.\d+)?\+00$/;

/**
 * A timestamptz as the ISO text SQLite holds (`2026-11-28T09:30:00.123Z`): rewritten as text when
 * it is in UTC (an export reads 100,000 of them; a Date for each took a tenth of its time), read
 * as a date otherwise.
 */
export function isoTimestamp(value: string): string {
  const utc = UTC_TIMESTAMP.exec(value);
  if (!utc) return new Date(value).toISOString();
  return `${utc[1]}T${utc[2]}${(utc[3] ?? '.').padEnd(4, '0').slice(0, 4)}Z`;
}

/**
 * PostgreSQL hands back counts as strings, dates as Date objects; SQLite hands back numbers and
 * text. These parsers make both dialects answer alike, so no query has to care which one it runs on.
 */
function postgresTypeParser(oid: number, format?: string): (value: string) => unknown {
  switch (oid) {
    case PG_TYPES.INT8:
      return (value) => Number(value);
    case PG_TYPES.DATE:
      return (value) => value;
    case PG_TYPES.TIMESTAMP:
      return (value) => new Date(`${value.replace(' ', 'T')}Z`).toISOString();
    case PG_TYPES.TIMESTAMPTZ:
      return isoTimestamp;
    default:
      return pg.types.getTypeParser(oid, format as 'text');
  }
}

export interface DatabaseTimeouts {
  /** How long to wait for a new PostgreSQL connection before the request fails. */
  connectMs: number;
  /** Longest a single statement may run before PostgreSQL cancels it; 0 for no limit. */
  statementMs: number;
}

export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = { connectMs: 5_000, statementMs: 30_000 };

/** A pooled connection unused this long is closed. */
const IDLE_CONNECTION_MS = 30_000;

export interface PostgresOptions {
  url: string;
  /** Used by the test suite to give each test file a schema of its own. */
  searchPath?: string;
  maxConnections?: number;
  timeouts?: DatabaseTimeouts;
}

export function createPostgresDatabase({
  url,
  searchPath,
  maxConnections = 10,
  timeouts = DEFAULT_DATABASE_TIMEOUTS,
}: PostgresOptions): DatabaseHandle {
  // The connect time-out goes to each client, not to the pool: the pool would apply it to waiting for
  // a free connection too, and fail requests under a burst that would have been served a moment later.
  // That wait stays bounded: the statement and idle-in-transaction time-outs keep any connection from being held long.
  class TimedClient extends pg.Client {
    constructor(config?: pg.ClientConfig) {
      super({ ...config, connectionTimeoutMillis: timeouts.connectMs });
      // A connection lost while checked out (between the queries of a transaction) emits 'error' where the
      // pool does not listen: unheard, it would end the process. The query in progress fails on its own,
      // and the pool drops the broken client once it is released.
      this.on('error', () => {});
    }
  }
  const pool = new pg.Pool({
    Client: TimedClient,
    connectionString: url,
    max: maxConnections,
    idleTimeoutMillis: IDLE_CONNECTION_MS,
    // Enforced by PostgreSQL itself: the statement is cancelled and the connection stays usable.
    statement_timeout: timeouts.statementMs,
    // A transaction left open (a request that died halfway) must not hold its locks for ever.
    idle_in_transaction_session_timeout: 2 * Math.max(timeouts.statementMs, IDLE_CONNECTION_MS),
    keepAlive: true,
    options: searchPath ? `-c search_path=${searchPath}` : undefined,
    types: { getTypeParser: postgresTypeParser as typeof pg.types.getTypeParser },
  });
  // PostgreSQL compiles a query to machine code once its estimated cost passes `jit_above_cost`: 10–35 ms
  // each time, more than the analytics' counts take to run (decision 026). Queued before the
  // connection's first statement; a server without JIT (before PostgreSQL 11) refuses it harmlessly.
  pool.on('connect', (client) => {
    client.query('set jit = off').catch(() => {});
  });
  // Always listened to: an idle client losing its connection must not crash the process.
  const listeners = new Set<(error: Error) => void>();
  pool.on('error', (error) => {
    for (const listener of listeners) listener(error);
  });
  // The cursor lets a query be streamed (Kysely's .stream()) a batch of rows at a time.
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparingReads(pool), cursor: Cursor }) });
  return {
    db,
    dialect: 'postgres',
    openReader: () => ({ db, close: async () => {} }),
    onConnectionError: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * SQLite itself rolls a transaction back on some failures (a full disk, an I/O error); Kysely's ROLLBACK
 * that follows would then fail with "no transaction is active", and that error would hide the real one.
 */
function withTolerantRollback(database: SQLite.Database, inner: SqliteDatabase): SqliteDatabase {
  const nothing = database.prepare('select 1 where 0');
  return { close: inner.close, prepare: (sql) => (!database.inTransaction && sql.trim().toLowerCase() === 'rollback' ? nothing : inner.prepare(sql)) };
}

/** Opens (or creates) the file, with a message that says what to check when that fails. */
function openSqliteFile(file: string): SQLite.Database {
  try {
    if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    const database = new SQLite(file);
    database.pragma('journal_mode = WAL');
    return database;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `cannot open or create the SQLite database ${path.resolve(file)} (${reason}): check that its folder exists and is writable and that the disk has space, or set SQLITE_PATH`,
      { cause: error },
    );
  }
}

export function createSqliteDatabase(file: string): DatabaseHandle {
  const database = openSqliteFile(file);
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  database.pragma('synchronous = NORMAL');
  // Memory: a page cache of at most 8 MiB and no memory-mapped I/O. At 200,000 tasks a 2 → 64 MiB
  // cache changed a full scan by < 10% (it is CPU-bound) and mmap brought no measurable gain, while
  // mapped pages count in the server's RSS (+27 MB under load); the kernel's page cache keeps the file
  // warm. The cache fills under load and its memory stays with the process: 8 rather than 16 MiB left
  // the server 6–13 MB smaller at rest after a benchmark's load.
  database.pragma('cache_size = -8000');
  database.pragma('mmap_size = 0');
  const cached = withStatementCache(database);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withTolerantRollback(database, cached) }) });
  const inMemory = file === ':memory:' || file === '';
  return {
    db,
    dialect: 'sqlite',
    onConnectionError: () => () => {},
    openReader: inMemory ? () => ({ db, sqlite: database, close: async () => {} }) : () => openSqliteReader(file),
    statementCache: cached.stats,
  };
}

function openSqliteReader(file: string): DatabaseReader {
  const database = new SQLite(file, { readonly: true, fileMustExist: true });
  database.pragma('busy_timeout = 5000');
  // The shared connection's page cache: an export reads its rows in an index's order, and with
  // SQLite's default 2 MB most of the rows it looks up are read from the file again (over 100,000
  // tasks, about 25 % more time). Freed when the read ends.
  database.pragma('cache_size = -16000');
  database.pragma('mmap_size = 0');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
  return {
    db,
    sqlite: database,
    close: async () => {
      await db.destroy();
      // Kysely closes it only when a query has opened the dialect.
      if (database.open) database.close();
    },
  };
}

export function createDatabase(config: Config['database'], timeouts: DatabaseTimeouts = DEFAULT_DATABASE_TIMEOUTS): DatabaseHandle {
  return config.dialect === 'postgres' ? createPostgresDatabase({ url: config.url, timeouts }) : createSqliteDatabase(config.path);
}
