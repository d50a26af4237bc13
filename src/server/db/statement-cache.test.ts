import SQLite from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withStatementCache } from './statement-cache.ts';

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

  it('keeps at most `size` statements, dropping the least recently used', () => {
    const cached = withStatementCache(database, 2);
    const one = cached.prepare('select 1');
    const two = cached.prepare('select 2');
    expect(cached.prepare('select 1')).toBe(one);
    cached.prepare('select 3');
    expect(cached.prepare('select 1')).toBe(one);
    expect(cached.prepare('select 2')).not.toBe(two);
  });

  it('closes the database', () => {
    withStatementCache(database).close();
    expect(database.open).toBe(false);
  });
});
