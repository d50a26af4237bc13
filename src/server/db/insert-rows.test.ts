import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSqliteDatabase, type DatabaseHandle } from './database.ts';
import { INSERT_CHUNK_SIZES, insertChunkSizes, insertRows, MAX_STATEMENT_PARAMETERS, POSTGRES_INSERT_CHUNK_SIZES } from './insert-rows.ts';
import { migrateToLatest } from './migrate.ts';

describe('insertChunkSizes', () => {
  it('cuts every count from 0 to 2,000 into chunks of the fixed sizes, largest first, covering every row once', () => {
    for (let rows = 0; rows <= 2_000; rows += 1) {
      const chunks = insertChunkSizes(rows, 12);
      for (const size of chunks) expect(INSERT_CHUNK_SIZES).toContain(size);
      expect(chunks.reduce((sum, size) => sum + size, 0)).toBe(rows);
      expect([...chunks].sort((a, b) => b - a)).toEqual(chunks);
      // Greedy: fewer than 8 chunks of each size below the largest, so at most 3 × 7 + ⌊rows / 256⌋ statements.
      for (const size of INSERT_CHUNK_SIZES.slice(1)) expect(chunks.filter((chunk) => chunk === size).length).toBeLessThan(8);
    }
    expect(insertChunkSizes(1_000, 12)).toEqual([256, 256, 256, 64, 64, 64, 8, 8, 8, 8, 8]);
    expect(insertChunkSizes(1, 12)).toEqual([1]);
    expect(insertChunkSizes(0, 12)).toEqual([]);
  });

  it('never puts more parameters in a statement than SQLite allows', () => {
    for (const columns of [1, 12, 127, 128, 600, 40_000]) {
      const chunks = insertChunkSizes(1_000, columns);
      expect(chunks.reduce((sum, size) => sum + size, 0)).toBe(1_000);
      for (const size of chunks) expect(size === 1 || size * columns <= MAX_STATEMENT_PARAMETERS).toBe(true);
    }
    expect(insertChunkSizes(300, 200)).toEqual([64, 64, 64, 64, 8, 8, 8, 8, 8, 1, 1, 1, 1]);
  });

  it('cuts PostgreSQL inserts into 2,048-row statements first, while they hold few enough parameters', () => {
    expect(insertChunkSizes(5_000, 14, POSTGRES_INSERT_CHUNK_SIZES)).toEqual([2048, 2048, 256, 256, 256, 64, 64, 8]);
    expect(insertChunkSizes(5_000, 20, POSTGRES_INSERT_CHUNK_SIZES)[0]).toBe(256);
  });
});

describe('insertRows', () => {
  let dir: string;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'eventry-insert-rows-'));
    handle = createSqliteDatabase(path.join(dir, 'test.db'));
    await migrateToLatest(handle.db);
  });
  afterAll(async () => {
    await handle.db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('stores every row in order and answers what each statement returned, in order', async () => {
    const now = new Date().toISOString();
    const [user] = await insertRows(handle.db, 'users', [{ name: 'Ada', email: 'ada@example.com', password_hash: 'x', created_at: now, updated_at: now }], (insert) =>
      insert.returning('id'),
    );
    const rows = Array.from({ length: 331 }, (_, index) => ({ key: `row-${index}`, hits: index, expires_at_ms: index }));
    const answered = await insertRows(handle.db, 'auth_throttle', rows, (insert) => insert.returning(['key', 'hits']));
    expect(answered).toEqual(rows.map(({ key, hits }) => ({ key, hits })));
    const stored = await handle.db.selectFrom('auth_throttle').select(['key', 'hits']).orderBy('hits').execute();
    expect(stored).toEqual(answered);
    expect(user!.id).toBeGreaterThan(0);
    expect(await insertRows(handle.db, 'auth_throttle', [])).toEqual([]);
  });

  it('makes the same few statements whatever the row count', async () => {
    const before = handle.statementCache!();
    for (let count = 1; count <= 300; count += 1) {
      await insertRows(
        handle.db,
        'auth_throttle',
        Array.from({ length: count }, (_, index) => ({ key: `n${count}-${index}`, hits: 1, expires_at_ms: 0 })),
      );
    }
    // 1, 8, 64 and 256 rows: four statements prepared, however many sizes were inserted.
    const after = handle.statementCache!();
    expect(after.prepared - before.prepared).toBeLessThanOrEqual(INSERT_CHUNK_SIZES.length);
    expect(after.statements - before.statements).toBeLessThanOrEqual(INSERT_CHUNK_SIZES.length);
  });
});

describe('the server’s multi-row inserts', () => {
  /** Every `.values(` in the server's code that is not given one literal row `{ … }`. */
  function multiRowInserts(): string[] {
    const serverDir = path.resolve(import.meta.dirname, '..');
    const found: string[] = [];
    for (const entry of fs.readdirSync(serverDir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) continue;
      const file = path.join(entry.parentPath, entry.name);
      const relative = path.relative(serverDir, file);
      if (relative.startsWith(`db${path.sep}migrations`) || relative === path.join('db', 'insert-rows.ts')) continue;
      const text = fs.readFileSync(file, 'utf8');
      for (const match of text.matchAll(/(?<!Object)\.values\(\s*(?!\{)/g)) {
        const line = text.slice(0, match.index).split('\n').length;
        const call = text.slice(match.index, match.index + 40).split('\n')[0]!;
        if (!call.startsWith('.values()')) found.push(`${relative}:${line} ${call}`);
      }
    }
    return found;
  }

  it('all go through insertRows, so that each is cut into the fixed sizes', () => {
    expect(multiRowInserts()).toEqual([]);
  });
});
