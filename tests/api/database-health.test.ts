import net from 'node:net';
import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, loggerOptions } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { createPostgresDatabase } from '../../src/server/db/database.ts';
import { searchKind } from '../../src/server/db/search-kind.ts';
import { createTestApp, dialect, type TestApp } from './support/test-app.ts';

/** A port on 127.0.0.1 that nothing listens on: taken from the system, then let go. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A server that accepts connections and never answers, as a database host lost in a network partition does. */
async function silentServer() {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

async function healthOfDatabaseAt(port: number) {
  const database = createPostgresDatabase({ url: `postgres://postgres@127.0.0.1:${port}/test`, timeouts: { connectMs: 300, statementMs: 1_000 } });
  const app = await buildApp({ config: loadConfig({}), database, logger: false });
  try {
    return await app.inject({ method: 'GET', url: '/api/health' });
  } finally {
    await app.close();
  }
}

describe.runIf(dialect === 'postgres')('PostgreSQL connections', () => {
  it('health reports the database down (503) when nothing listens where it should be', async () => {
    const response = await healthOfDatabaseAt(await closedPort());
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'degraded', database: 'down', dialect: 'postgres' });
  });

  it('health reports the database down when connecting hangs, once the connection time-out passes', async () => {
    const silent = await silentServer();
    try {
      const response = await healthOfDatabaseAt(silent.port);
      expect(response.statusCode).toBe(503);
      expect(response.json().database).toBe('down');
    } finally {
      await silent.close();
    }
  });

  it('cancels a statement that runs past the statement time-out', async () => {
    const database = createPostgresDatabase({ url: process.env.TEST_DATABASE_URL!, timeouts: { connectMs: 5_000, statementMs: 200 } });
    try {
      await expect(sql`select pg_sleep(5)`.execute(database.db)).rejects.toMatchObject({ code: '57014' });
      // The connection stays usable.
      expect((await sql<{ one: number }>`select 1 as one`.execute(database.db)).rows).toEqual([{ one: 1 }]);
    } finally {
      await database.db.destroy();
    }
  });

  describe('a pooled connection lost while idle', () => {
    const lines: { msg: string; level: number; err?: { message: string } }[] = [];
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ logger: loggerOptions('info', { write: (line: string) => void lines.push(JSON.parse(line)) }) });
    });
    afterAll(() => t.close());

    it('is logged as an error, and the app carries on', async () => {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(t.app.db);
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      try {
        await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
      } finally {
        await admin.end();
      }
      await vi.waitFor(() => expect(lines.find((line) => line.msg === 'database connection lost')).toBeDefined(), { timeout: 5_000 });
      const logged = lines.find((line) => line.msg === 'database connection lost')!;
      expect(logged.level).toBe(50);
      expect(logged.err?.message).toMatch(/terminat/i);
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json().database).toBe('up');
    });
  });
});

describe.runIf(dialect === 'sqlite')('SQLite', () => {
  it('health reports the database up', async () => {
    const t = await createTestApp();
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok', database: 'up', dialect: 'sqlite', search: 'trigram' });
    } finally {
      await t.close();
    }
  });
});

describe('which search runs', () => {
  it('health says trigram where the trigram index is there, and substring on PostgreSQL without pg_trgm’s indexes', async () => {
    const t = await createTestApp();
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({ database: 'up', dialect, search: 'trigram' });
      if (dialect !== 'postgres') return;
      // As a database where pg_trgm could not be installed is left by the migration: without the indexes.
      await t.app.db.transaction().execute(async (trx) => {
        await sql`drop index tasks_title_trigram_idx`.execute(trx);
        await sql`drop index tasks_description_trigram_idx`.execute(trx);
        expect(await searchKind(trx, 'postgres')).toBe('substring');
        throw new RolledBack();
      }).catch((error: unknown) => {
        if (!(error instanceof RolledBack)) throw error;
      });
      expect(await searchKind(t.app.db, 'postgres')).toBe('trigram');
    } finally {
      await t.close();
    }
  });
});

class RolledBack extends Error {}
