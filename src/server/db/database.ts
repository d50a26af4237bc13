import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type { Config } from '../config.ts';
import type { Database } from './schema.ts';

export type Dialect = Config['database']['dialect'];

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
}

const PG_TYPES = { INT8: 20, DATE: 1082, TIMESTAMP: 1114, TIMESTAMPTZ: 1184 } as const;

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
      return (value) => new Date(value).toISOString();
    default:
      return pg.types.getTypeParser(oid, format as 'text');
  }
}

export interface PostgresOptions {
  url: string;
  /** Used by the test suite to give each test file a schema of its own. */
  searchPath?: string;
  maxConnections?: number;
}

export function createPostgresDatabase({ url, searchPath, maxConnections = 10 }: PostgresOptions): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: maxConnections,
    options: searchPath ? `-c search_path=${searchPath}` : undefined,
    types: { getTypeParser: postgresTypeParser as typeof pg.types.getTypeParser },
  });
  // An idle client losing its connection (a database restart) must not crash the process.
  pool.on('error', () => {});
  return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres' };
}

export function createSqliteDatabase(file: string): DatabaseHandle {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const database = new SQLite(file);
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  database.pragma('synchronous = NORMAL');
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database }) }), dialect: 'sqlite' };
}

export function createDatabase(config: Config['database']): DatabaseHandle {
  return config.dialect === 'postgres' ? createPostgresDatabase({ url: config.url }) : createSqliteDatabase(config.path);
}
