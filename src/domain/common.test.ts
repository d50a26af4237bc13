import { describe, expect, it } from 'vitest';
import { hasNoNulCharacter, idParamsSchema, idSchema, searchQuerySchema } from './common.ts';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('hasNoNulCharacter', () => {
  it('spots a NUL anywhere in the text', () => {
    expect(hasNoNulCharacter('Tech Conference')).toBe(true);
    expect(hasNoNulCharacter('Tech\u0000')).toBe(false);
    expect(hasNoNulCharacter('\u0000')).toBe(false);
  });
});

describe('idSchema', () => {
  const schema = idSchema('Pick one', 'No such record');

  it('accepts whole numbers from 1 to 2147483647', () => {
    expect(schema.parse(1)).toBe(1);
    expect(schema.parse(2_147_483_647)).toBe(2_147_483_647);
  });

  it.each([
    [0, 'Pick one'],
    [-4, 'Pick one'],
    [1.5, 'Pick one'],
    ['3', 'Pick one'],
    [2_147_483_648, 'No such record'],
  ])('%j → %s', (value, message) => {
    expect(messageOf(schema.safeParse(value))).toBe(message);
  });
});

describe('idParamsSchema', () => {
  const schema = idParamsSchema('Invalid thing id');

  it('reads the id from its path text', () => {
    expect(schema.parse({ id: '42' })).toEqual({ id: 42 });
  });

  it.each([['abc'], ['0'], ['-3'], ['1.5'], ['2147483648'], ['']])('refuses %j with its message', (id) => {
    expect(messageOf(schema.safeParse({ id }))).toBe('Invalid thing id');
  });
});

describe('searchQuerySchema', () => {
  it('trims the text and leaves a missing search undefined', () => {
    expect(searchQuerySchema.parse('  gala ')).toBe('gala');
    expect(searchQuerySchema.parse(undefined)).toBeUndefined();
  });

  it.each([
    ['x'.repeat(201), 'Search must be at most 200 characters'],
    ['a\u0000b', 'Search contains an invalid character'],
  ])('refuses %j', (q, message) => {
    expect(messageOf(searchQuerySchema.safeParse(q))).toBe(message);
  });
});
