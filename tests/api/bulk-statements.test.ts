import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InsertQueryNode, ValuesNode, type KyselyPlugin, type RootOperationNode } from 'kysely';
import { INSERT_CHUNK_SIZES, insertRows } from '../../src/server/db/insert-rows.ts';
import { STATEMENT_CACHE_LIMITS } from '../../src/server/db/statement-cache.ts';
import { createEvent } from './support/fixtures.ts';
import { createTestApp, dialect, signUp, type TestApp } from './support/test-app.ts';

/**
 * Bulk creates of every size from 1 to 300 lines: each is stored whole and in order, and on SQLite
 * the statement cache gains the same four INSERTs (1, 8, 64 and 256 rows) whatever the sizes, where
 * every row count used to leave a prepared statement of its own (+107 MB for these 300 requests).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const lines = (count: number, tag: string) => Array.from({ length: count }, (_, index) => `${tag} task ${index + 1}`).join('\n');

describe('bulk creates of 300 different sizes', () => {
  it('store every task, in order, and leave a handful of statements in the cache', async () => {
    const { cookie } = await signUp(t.app);
    const event = await createEvent(t.app, cookie, { name: 'Sizes Fair' });
    // One bulk create first, so that the cache already holds every other statement a bulk create makes.
    expect((await t.call('POST', '/api/tasks/bulk', cookie, { eventId: event.id, text: 'Warm-up task' })).statusCode).toBe(201);
    const before = t.app.statementCacheStats();
    const created: number[] = [];

    for (let count = 1; count <= 300; count += 1) {
      const response = await t.call('POST', '/api/tasks/bulk', cookie, { eventId: event.id, text: lines(count, `Size ${count}`) });
      expect(response.statusCode, response.body).toBe(201);
      const { successful, taskIds } = response.json() as { successful: number; taskIds: number[] };
      expect(successful).toBe(count);
      created.push(...taskIds);
    }
    const after = t.app.statementCacheStats();

    const stored = await t.app.db.selectFrom('tasks').select(['id', 'title']).where('event_id', '=', event.id).orderBy('id').execute();
    expect(stored.map((task) => task.id).slice(1)).toEqual(created);
    const expected = Array.from({ length: 300 }, (_, index) => lines(index + 1, `Size ${index + 1}`).split('\n')).flat();
    expect(stored.map((task) => task.title).slice(1)).toEqual(expected);
    if (dialect === 'postgres') {
      expect(after).toBeUndefined();
      return;
    }
    // The warm-up prepared the one-row INSERT; the 300 requests prepared the 8-, 64- and 256-row ones, and nothing else.
    expect(after!.prepared - before!.prepared).toBeLessThanOrEqual(INSERT_CHUNK_SIZES.length - 1);
    expect(after!.statements - before!.statements).toBeLessThanOrEqual(INSERT_CHUNK_SIZES.length - 1);
    expect(after!.statements).toBeLessThanOrEqual(STATEMENT_CACHE_LIMITS.statements);
    expect(after!.bytes).toBeLessThanOrEqual(STATEMENT_CACHE_LIMITS.bytes);
  }, 120_000);
});

describe('the rows of each INSERT statement', () => {
  /** Counts the rows of every INSERT … VALUES the database is sent through it. */
  function rowCounter() {
    const rows: number[] = [];
    const plugin: KyselyPlugin = {
      transformQuery: ({ node }: { node: RootOperationNode }) => {
        if (InsertQueryNode.is(node) && node.values && ValuesNode.is(node.values)) rows.push(node.values.values.length);
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    return { rows, plugin };
  }

  it('are up to 2,048 on PostgreSQL, whose triggers run once per statement, and up to 256 on SQLite, which keeps each text prepared', async () => {
    const { rows, plugin } = rowCounter();
    const throttles = Array.from({ length: 5_000 }, (_, index) => ({ key: `chunk-${index}`, hits: 1, expires_at_ms: 0 }));
    await t.app.db.transaction().execute((trx) => insertRows(trx.withPlugin(plugin), 'auth_throttle', throttles));
    expect(rows.reduce((sum, count) => sum + count, 0)).toBe(5_000);
    expect(Math.max(...rows)).toBe(dialect === 'postgres' ? 2_048 : 256);
    await t.app.db.deleteFrom('auth_throttle').where('key', 'like', 'chunk-%').execute();
  });
});
