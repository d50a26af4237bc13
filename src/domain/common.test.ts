import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hasNoControlCharacters, idParamsSchema, idSchema, multiLineText, searchQuerySchema, singleLineText } from './common.ts';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('hasNoControlCharacters', () => {
  const c0 = Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code));
  const c1 = Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(0x80 + code));
  const lineCharacters = ['\t', '\n', '\r'];

  it('accepts printable text in any script, emoji and non-breaking spaces', () => {
    for (const text of ['Tech Conference', 'Café «Nord» – 2026', '東京 🎉', 'a\u00A0b', 'x\u00A0\u2028y', '']) {
      expect(hasNoControlCharacters(text)).toBe(true);
    }
  });

  it('spots every C0 control, DEL and every C1 control anywhere in one-line text', () => {
    for (const control of [...c0, '\u007F', ...c1]) {
      expect(hasNoControlCharacters(`Tech${control}Conference`), JSON.stringify(control)).toBe(false);
      expect(hasNoControlCharacters(control), JSON.stringify(control)).toBe(false);
    }
  });

  it('lets multi-line text keep tab, line feed and carriage return, and nothing else', () => {
    expect(hasNoControlCharacters('Agenda:\r\n\t- talks\n\t- dinner', { multiLine: true })).toBe(true);
    for (const control of [...c0.filter((character) => !lineCharacters.includes(character)), '\u007F', ...c1]) {
      expect(hasNoControlCharacters(`line${control}`, { multiLine: true }), JSON.stringify(control)).toBe(false);
    }
  });

  it('spots the bidirectional overrides and zero-width characters that can disguise text, in one-line and multi-line text', () => {
    const spoofing = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069', '\u200B', '\u2060', '\u2063', '\uFEFF'];
    for (const character of spoofing) {
      expect(hasNoControlCharacters(`invoice${character}fdp.exe`), JSON.stringify(character)).toBe(false);
      expect(hasNoControlCharacters(`line${character}`, { multiLine: true }), JSON.stringify(character)).toBe(false);
    }
  });

  it('keeps the joiners and direction marks that real writing needs', () => {
    for (const text of ['می\u200Cخواهم', '👩\u200D💻 team', 'שלום \u200Fworld\u200E', 'مرحبا\u061C 2026', 'עברית and English']) {
      expect(hasNoControlCharacters(text), JSON.stringify(text)).toBe(true);
    }
  });
});

describe('singleLineText and multiLineText', () => {
  const name = z.string().trim().check(singleLineText('Name'));
  const notes = z.string().trim().check(multiLineText('Notes'));

  it('name the field in their message', () => {
    expect(messageOf(name.safeParse('Ann\u0000Lee'))).toBe('Name cannot contain control characters');
    expect(messageOf(name.safeParse('Ann\u001BLee'))).toBe('Name cannot contain control characters');
    expect(messageOf(name.safeParse('Ann\tLee'))).toBe('Name cannot contain control characters');
    expect(messageOf(notes.safeParse('first\u0000'))).toBe('Notes cannot contain control characters');
  });

  it('check the trimmed text, so surrounding white space is simply dropped', () => {
    expect(name.parse('\tAnn Lee\n')).toBe('Ann Lee');
    expect(notes.parse('first\n\tsecond\r\nthird')).toBe('first\n\tsecond\r\nthird');
  });

  it('with abort, stop the later checks of the field', () => {
    const email = z
      .string()
      .check(singleLineText('Email', { abort: true }))
      .refine((value) => value.includes('@'), 'Not an email');
    expect(email.safeParse('ann\u0000').error?.issues.map((issue) => issue.message)).toEqual(['Email cannot contain control characters']);
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
    ['a\u0000b', 'Search cannot contain control characters'],
    ['a\u001Bb', 'Search cannot contain control characters'],
  ])('refuses %j', (q, message) => {
    expect(messageOf(searchQuerySchema.safeParse(q))).toBe(message);
  });
});
