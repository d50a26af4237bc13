import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '../../src/server/db/database.ts';
import { dialect } from './support/test-app.ts';

describe.runIf(dialect === 'postgres')('PostgreSQL connections as the app opens them', () => {
  const database = createPostgresDatabase({ url: process.env.TEST_DATABASE_URL!, maxConnections: 2 });

  afterAll(async () => {
    await database.db.destroy();
  });

  it('plan every statement without JIT compilation, on each pooled connection', async () => {
    const settingOnAConnection = () =>
      database.db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ pid: number; jit: string }>`select pg_backend_pid() as pid, current_setting('jit') as jit`.execute(trx);
        // Held until the other transaction has its own connection, so the two are never the same one.
        await sql`select pg_sleep(0.05)`.execute(trx);
        return rows[0]!;
      });
    const sessions = await Promise.all([settingOnAConnection(), settingOnAConnection()]);
    expect(new Set(sessions.map((session) => session.pid)).size).toBe(2);
    expect(sessions.map((session) => session.jit)).toEqual(['off', 'off']);
  });
});
