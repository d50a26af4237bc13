import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './errors.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['PostgreSQL refusing connections', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['PostgreSQL shutting down', withCode('terminating connection due to administrator command', '57P01')],
    ['PostgreSQL starting up', withCode('the database system is starting up', '57P03')],
    ['a connection exception', withCode('connection failure', '08006')],
    ['a connection lost mid-query', new Error('Connection terminated unexpectedly')],
    ['a connect time-out', new Error('Connection terminated due to connection timeout')],
    ['a client broken earlier', new Error('Client has encountered a connection error and is not queryable')],
    ['a full disk under SQLite', withCode('database or disk is full', 'SQLITE_FULL')],
    ['a read-only SQLite file', withCode('attempt to write a readonly database', 'SQLITE_READONLY')],
    ['an SQLite I/O error', withCode('disk I/O error', 'SQLITE_IOERR_WRITE')],
  ])('is true for %s', (_, error) => expect(isDatabaseUnavailable(error)).toBe(true));

  it.each([
    ['a unique violation', withCode('duplicate key', '23505')],
    ['an SQLite constraint', withCode('UNIQUE constraint failed', 'SQLITE_CONSTRAINT_UNIQUE')],
    ['a syntax error', withCode('syntax error', '42601')],
    ['a statement time-out', withCode('canceling statement due to statement timeout', '57014')],
    ['a bug', new TypeError('cannot read properties of undefined')],
    ['a non-error', 'ECONNREFUSED'],
  ])('is false for %s', (_, error) => expect(isDatabaseUnavailable(error)).toBe(false));
});
