import SQLite from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NATIVE_BYTES_PER_SQL_CHAR, withStatementCache } from './statement-cache.ts';

let database: SQLite.Database;
beforeEach(() => {
  database = new SQLite(':memory:');
  database.exec('create table numbers (n integer)');
  database.exec('insert into numbers values (1), (2), (3)');
});
afterEach(() => {
  if (database.open) database.close();
});

describe('withStatementCache', () => {
  it('answers the same statement for the same SQL, which runs with new parameters', () => {
    const cached = withStatementCache(database);
    const first = cached.prepare('select n from numbers where n >= ? order by n');
    const again = cached.prepare('select n from numbers where n >= ? order by n');
    expect(again).toBe(first);
    expect(first.all([2])).toEqual([{ n: 2 }, { n: 3 }]);
    expect(again.all([3])).toEqual([{ n: 3 }]);
  });

  it('prepares another statement while the cached one is still being iterated', () => {
    const cached = withStatementCache(database);
    const streaming = cached.prepare('select n from numbers order by n');
    const rows = streaming.iterate([]);
    expect(rows.next().value).toEqual({ n: 1 });
    const meanwhile = cached.prepare('select n from numbers order by n');
    expect(meanwhile).not.toBe(streaming);
    expect(meanwhile.all([])).toHaveLength(3);
    expect([...rows]).toEqual([{ n: 2 }, { n: 3 }]);
  });

  it('keeps at most `statements` statements, dropping the least recently used', () => {
    const cached = withStatementCache(database, { statements: 2 });
    const one = cached.prepare('select 1');
    const two = cached.prepare('select 2');
    expect(cached.prepare('select 1')).toBe(one);
    cached.prepare('select 3');
    const sqlChars = 'select 1'.length + 'select 3'.length;
    expect(cached.stats()).toEqual({ statements: 2, sqlChars, bytes: sqlChars * NATIVE_BYTES_PER_SQL_CHAR, prepared: 3 });
    expect(cached.prepare('select 1')).toBe(one);
    expect(cached.prepare('select 2')).not.toBe(two);
  });

  it('keeps at most `bytes` of estimated native memory, dropping the least recently used', () => {
    const cached = withStatementCache(database, { bytes: 40 * NATIVE_BYTES_PER_SQL_CHAR });
    const padded = (n: number) => `select ${n}${' '.repeat(10)}`; // 18 characters
    const one = cached.prepare(padded(1));
    const two = cached.prepare(padded(2));
    expect(cached.stats()).toEqual({ statements: 2, sqlChars: 36, bytes: 36 * NATIVE_BYTES_PER_SQL_CHAR, prepared: 2 });
    cached.prepare(padded(3));
    expect(cached.stats()).toEqual({ statements: 2, sqlChars: 36, bytes: 36 * NATIVE_BYTES_PER_SQL_CHAR, prepared: 3 });
    expect(cached.prepare(padded(3))).toBe(cached.prepare(padded(3)));
    expect(cached.prepare(padded(1))).not.toBe(one);
    expect(cached.prepare(padded(3))).toBe(cached.prepare(padded(3)));
    expect(cached.prepare(padded(2))).not.toBe(two);
  });

  it('does not keep a statement longer than `longestSql`, and counts a statement replaced while busy once', () => {
    const cached = withStatementCache(database, { longestSql: 30 });
    const long = `select n from numbers where n in (${Array.from({ length: 20 }, () => '?').join(', ')})`;
    const first = cached.prepare(long);
    expect(first.all(Array.from({ length: 20 }, (_, index) => index))).toHaveLength(3);
    expect(cached.prepare(long)).not.toBe(first);
    expect(cached.stats()).toEqual({ statements: 0, sqlChars: 0, bytes: 0, prepared: 2 });

    const sql = 'select n from numbers';
    const rows = cached.prepare(sql).iterate([]);
    rows.next();
    cached.prepare(sql);
    expect(cached.stats()).toEqual({ statements: 1, sqlChars: sql.length, bytes: sql.length * NATIVE_BYTES_PER_SQL_CHAR, prepared: 4 });
    rows.return?.();
  });

  it('answers rows as objects named by their columns, a later column of the same name winning, as better-sqlite3 does', () => {
    const cached = withStatementCache(database);
    const sql = `select n, n * 10 as "tens", 'x' as n, null as "empty", 'a"b' as "quo""ted" from numbers where n = ?`;
    expect(cached.prepare(sql).all([2])).toEqual(database.prepare(sql).all(2));
    expect(cached.prepare(sql).all([2])).toEqual([{ n: 'x', tens: 20, empty: null, 'quo"ted': 'a"b' }]);
    expect([...cached.prepare('select n from numbers order by n').iterate([])]).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
  });

  it('never gives a row a prototype from a column named __proto__', () => {
    const cached = withStatementCache(database);
    const [row] = cached.prepare(`select n as "__proto__" from numbers where n = 1`).all([]) as object[];
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
    expect(row).toEqual(database.prepare(`select n as "__proto__" from numbers where n = 1`).get());
  });

  it('runs writes as they are', () => {
    const cached = withStatementCache(database);
    expect(cached.prepare('insert into numbers values (?)').run([4])).toMatchObject({ changes: 1 });
    expect(cached.prepare('select count(*) as count from numbers').all([])).toEqual([{ count: 4 }]);
  });

  it('closes the database', () => {
    withStatementCache(database).close();
    expect(database.open).toBe(false);
  });
});
