/**
 * A database of the benchmark's own: a SQLite file in a temporary folder, or a fresh PostgreSQL
 * database next to the one DATABASE_URL names, dropped afterwards. Migrated with the app's migrations.
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'kysely';
import { createPostgresDatabase, createSqliteDatabase, type DatabaseHandle, type Dialect } from '../src/server/db/database.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';

export interface BenchDatabase {
  dialect: Dialect;
  /** What the server's environment needs to use this database. */
  serverEnv: Record<string, string>;
  /** Where it lives, for the report (no password). */
  description: string;
  /** A connection as the app opens it, for checks; destroy it before measuring. */
  connect(): DatabaseHandle;
  /** A connection for bulk loading (on SQLite with a page cache that holds the whole file, so no page spills mid-transaction). */
  connectForSeeding(): Promise<DatabaseHandle>;
  version(handle: DatabaseHandle): Promise<string>;
  sizeMb(handle: DatabaseHandle): Promise<number>;
  /** ANALYZE (VACUUM ANALYZE on PostgreSQL), and on SQLite a checkpoint so the server does not start on a large WAL. */
  analyze(handle: DatabaseHandle): Promise<void>;
  drop(): Promise<void>;
}

export async function sqliteBenchDatabase(dir: string): Promise<BenchDatabase> {
  const file = path.join(dir, 'bench.db');
  const handle = createSqliteDatabase(file);
  await migrateToLatest(handle.db);
  await handle.db.destroy();
  return {
    dialect: 'sqlite',
    serverEnv: { SQLITE_PATH: file },
    description: `SQLite file ${file}`,
    connect: () => createSqliteDatabase(file),
    connectForSeeding: async () => {
      const handle = createSqliteDatabase(file);
      await sql`pragma cache_size = -262144`.execute(handle.db);
      return handle;
    },
    version: async ({ db }) => (await sql<{ v: string }>`select sqlite_version() as v`.execute(db)).rows[0]!.v,
    sizeMb: async () =>
      ['', '-wal'].reduce((sum, suffix) => sum + (fs.existsSync(file + suffix) ? fs.statSync(file + suffix).size : 0), 0) / 1024 / 1024,
    analyze: async ({ db }) => {
      await sql`analyze`.execute(db);
      await sql`pragma wal_checkpoint(truncate)`.execute(db);
    },
    drop: async () => {},
  };
}

export async function postgresBenchDatabase(baseUrl: string): Promise<BenchDatabase> {
  const name = `eventry_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const shown = new URL(url);
  shown.password = '';

  const handle = createPostgresDatabase({ url: url.href });
  await migrateToLatest(handle.db);
  await handle.db.destroy();
  return {
    dialect: 'postgres',
    serverEnv: { DATABASE_URL: url.href },
    description: `PostgreSQL database ${shown.href} (created for this run, dropped afterwards)`,
    connect: () => createPostgresDatabase({ url: url.href }),
    connectForSeeding: async () => createPostgresDatabase({ url: url.href }),
    version: async ({ db }) => (await sql<{ v: string }>`select current_setting('server_version') as v`.execute(db)).rows[0]!.v,
    sizeMb: async ({ db }) =>
      Number((await sql<{ bytes: string }>`select pg_database_size(current_database()) as bytes`.execute(db)).rows[0]!.bytes) / 1024 / 1024,
    // VACUUM too: it sets the visibility map after the bulk load, as autovacuum would on a live database.
    analyze: async ({ db }) => {
      await sql`vacuum analyze`.execute(db);
    },
    drop: async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
