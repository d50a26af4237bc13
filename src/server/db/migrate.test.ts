import { describe, expect, it } from 'vitest';
import { isCatalogRace } from './migrate.ts';

const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });

describe('a migration run that met another schema being dropped', () => {
  it('is run again when a schema, a table or a column vanished under the look at the catalog', () => {
    expect(isCatalogRace(pgError('3F000', 'schema "test_1" does not exist'), false)).toBe(true);
    expect(isCatalogRace(pgError('42P01', 'relation "test_1.tasks" does not exist'), false)).toBe(true);
    // pg_get_serial_sequence of a column whose table is dropped at that moment.
    expect(isCatalogRace(pgError('42703', 'column "changed_at" of relation "task_status_log" does not exist'), false)).toBe(true);
  });

  it('is not run again when a migration itself failed, or for any other error', () => {
    expect(isCatalogRace(pgError('42703', 'column "x" does not exist'), true)).toBe(false);
    expect(isCatalogRace(pgError('23505', 'duplicate key value'), false)).toBe(false);
    expect(isCatalogRace(new Error('no code'), false)).toBe(false);
    expect(isCatalogRace(undefined, false)).toBe(false);
  });
});
