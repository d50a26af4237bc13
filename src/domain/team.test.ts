import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import { eventPrefix } from './events.ts';
import {
  addMemberFormSchema,
  createMemberInputSchema,
  editMemberFormSchema,
  generateMemberCode,
  memberAvatarIndex,
  memberCodeHasPrefix,
  memberCodeSchema,
  memberDisplayName,
  memberInitials,
  memberStatusLabel,
  memberInputSchemas,
  normalizeMemberStatus,
  updateMemberInputSchema,
} from './team.ts';

describe('generateMemberCode', () => {
  it.each([
    // now % 100000 = 12345; floor(0.0425 × 999) = floor(42.4575) = 42
    ['TC', 1_700_000_012_345, 0.0425, 'TC-12345042'],
    // now % 100000 = 42 → 00042; floor(0 × 999) = 0 → 000
    ['MS', 1_700_000_000_042, 0, 'MS-00042000'],
    // the largest random part: floor(0.999999 × 999) = 998
    ['SG', 1_700_000_099_999, 0.999999, 'SG-99999998'],
    // floor(0.5 × 999) = floor(499.5) = 499
    ['EV', 1_732_240_800_000, 0.5, 'EV-00000499'],
  ])('%s at %d with random %d → %s', (prefix, now, random, code) => {
    expect(generateMemberCode(prefix, now, () => random)).toBe(code);
  });

  it('never goes past 998 in the random part, even for a random() of exactly 1', () => {
    expect(generateMemberCode('PL', 1_700_000_012_345, () => 1)).toBe('PL-12345998');
  });

  it('always gives a code the format accepts', () => {
    fc.assert(
      fc.property(fc.constantFrom('MS', 'SG', 'TC', 'PL', 'CR', 'EV', 'X', 'A1'), fc.nat(), (prefix, now) => {
        expect(memberCodeSchema.safeParse(generateMemberCode(prefix, now)).success).toBe(true);
      }),
    );
  });
});

describe('memberCodeSchema', () => {
  it.each(['TC-12345042', 'EV-00000000', 'H-12345678', 'AB12-99999999'])('accepts %s', (code) => {
    expect(memberCodeSchema.safeParse(code).success).toBe(true);
  });

  it.each(['tc-12345042', 'TC-1234504', 'TC-123450421', 'TC12345042', '-12345042', 'TC-1234504a', 'TC_12345042', ''])(
    'refuses %j with its message',
    (code) => {
      const result = memberCodeSchema.safeParse(code);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('User ID must look like TC-12345678');
    },
  );

  it("accepts the code of a one-word event, whose prefix is one letter", () => {
    // Hackathon → H; 1_700_000_012_345 % 100000 = 12345; floor(0 × 999) = 0 → 000
    const code = generateMemberCode(eventPrefix('Hackathon'), 1_700_000_012_345, () => 0);
    expect(code).toBe('H-12345000');
    expect(memberCodeSchema.safeParse(code).success).toBe(true);
    expect(memberCodeHasPrefix(code, 'H')).toBe(true);
  });

  it('checks the prefix by the whole prefix, not a part of it', () => {
    expect(memberCodeHasPrefix('TC-12345042', 'TC')).toBe(true);
    expect(memberCodeHasPrefix('TCX-12345042', 'TC')).toBe(false);
    expect(memberCodeHasPrefix('MS-12345042', 'TC')).toBe(false);
  });
});

describe('memberInitials', () => {
  it.each([
    ['Jordan Smith', 'JS'],
    ['ann marie lee', 'AM'],
    ['Cher', 'C'],
    ['  mary   jones  ', 'MJ'],
    ['', 'TM'],
    ['   ', 'TM'],
    [null, 'TM'],
  ])('%j → %s', (name, initials) => {
    expect(memberInitials(name)).toBe(initials);
  });
});

describe('memberDisplayName', () => {
  it.each([
    ['Jordan Smith', 'Jordan Smith'],
    // exactly 20 characters: shown whole
    ['Abcdefghij Klmnopqrs', 'Abcdefghij Klmnopqrs'],
    // 26 characters: the first 20 ('Alexandra' 9 + space + 'Montgomery' 10) and an ellipsis
    ['Alexandra Montgomery-Smith', 'Alexandra Montgomery…'],
    ['', 'Unknown Member'],
    [undefined, 'Unknown Member'],
  ])('%j → %j', (name, shown) => {
    expect(memberDisplayName(name)).toBe(shown);
  });

  it('cuts by characters, never through a surrogate pair', () => {
    // 19 letters, then an emoji (two UTF-16 units) as the 20th character, then more
    expect(memberDisplayName('abcdefghijklmnopqrs😀xyz')).toBe('abcdefghijklmnopqrs😀…');
  });
});

describe('memberAvatarIndex', () => {
  it.each([
    ['', 0],
    ['A', 0], // 65 mod 5
    ['B', 1], // 66 mod 5
    ['Bo', 2], // 66 × 31 + 111 = 2157
    ['Al', 3], // 65 × 31 + 108 = 2123
    ['Ed', 4], // 69 × 31 + 100 = 2239
    ['  Ed  ', 4], // surrounding spaces do not count
  ])('%j → %d', (name, index) => {
    expect(memberAvatarIndex(name)).toBe(index);
  });

  it('is one of the five images and the same every time for any name', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 500 }), (name) => {
        const index = memberAvatarIndex(name);
        expect(Number.isInteger(index)).toBe(true);
        expect(index).toBeGreaterThanOrEqual(0);
        expect(index).toBeLessThanOrEqual(4);
        expect(memberAvatarIndex(name)).toBe(index);
      }),
    );
  });
});

describe('member status', () => {
  it.each([
    ['active', 'Active'],
    ['inactive', 'Inactive'],
    ['pending', 'Pending'],
    ['archived', 'Active'],
    ['', 'Active'],
    [null, 'Active'],
  ])('%j displays as %s', (status, label) => {
    expect(memberStatusLabel(status)).toBe(label);
  });

  it('reads an unknown value as active', () => {
    expect(normalizeMemberStatus('Inactive')).toBe('active');
    expect(normalizeMemberStatus('pending')).toBe('pending');
  });
});

/** Field → message of a failed parse ({} when it passes). */
function messagesOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('createMemberInputSchema (the API: the team service\'s messages)', () => {
  const valid = { name: 'Jordan Smith', eventId: 3 };
  const messages = (input: unknown) => messagesOf(createMemberInputSchema, input);

  it('accepts the smallest valid member and trims the name', () => {
    const result = createMemberInputSchema.parse({ ...valid, name: '  Jo  ' });
    expect(result).toEqual({ name: 'Jo', eventId: 3 });
  });

  it('accepts an empty email as none, and a full member', () => {
    expect(createMemberInputSchema.safeParse({ ...valid, email: '' }).success).toBe(true);
    expect(
      createMemberInputSchema.parse({
        ...valid,
        email: ' jordan@example.com ',
        company: ' Acme ',
        role: 'Stage manager',
        code: 'TC-12345042',
        today: '2026-11-22',
      }),
    ).toEqual({
      ...valid,
      email: 'jordan@example.com',
      company: 'Acme',
      role: 'Stage manager',
      code: 'TC-12345042',
      today: '2026-11-22',
    });
  });

  it.each([
    [{ name: '' }, 'name', 'Name must be at least 2 characters long'],
    [{ name: '    ' }, 'name', 'Name must be at least 2 characters long'],
    [{ name: undefined }, 'name', 'Name must be at least 2 characters long'],
    [{ name: ' A ' }, 'name', 'Name must be at least 2 characters long'],
    [{ name: 'x'.repeat(51) }, 'name', 'Name must be less than 50 characters'],
    [{ email: 'not-an-email' }, 'email', 'Invalid email format'],
    [{ email: 'a@b' }, 'email', 'Invalid email format'],
    [{ email: 'a b@example.com' }, 'email', 'Invalid email format'],
    [{ eventId: undefined }, 'eventId', 'Please select an event'],
    [{ eventId: 0 }, 'eventId', 'Please select an event'],
    [{ eventId: 1.5 }, 'eventId', 'Please select an event'],
    [{ eventId: Number.NaN }, 'eventId', 'Please select an event'],
    [{ company: 'c'.repeat(101) }, 'company', 'Company must be at most 100 characters'],
    [{ role: 'r'.repeat(101) }, 'role', 'Role must be at most 100 characters'],
    [{ code: 'TC-123' }, 'code', 'User ID must look like TC-12345678'],
    [{ today: '2026-02-30' }, 'today', 'Today must be a date as YYYY-MM-DD'],
    [{ name: 'Jordan\u0000Smith' }, 'name', 'Name cannot contain control characters'],
    [{ name: 'Jordan\u001BSmith' }, 'name', 'Name cannot contain control characters'],
    [{ email: 'jordan\u0000@example.com' }, 'email', 'Email cannot contain control characters'],
    [{ company: 'Acme\u0000' }, 'company', 'Company cannot contain control characters'],
    [{ role: 'Stage\u009Bmanager' }, 'role', 'Role cannot contain control characters'],
  ])('%j → %s: %s', (override, field, message) => {
    expect(messages({ ...valid, ...override })[field]).toBe(message);
  });

  it('allows a name of exactly 50 characters (the limit triggers above 50)', () => {
    expect(createMemberInputSchema.safeParse({ ...valid, name: 'x'.repeat(50) }).success).toBe(true);
  });

  it('reports every failing field at once', () => {
    expect(messages({ name: 'A', email: 'nope' })).toEqual({
      name: 'Name must be at least 2 characters long',
      email: 'Invalid email format',
      eventId: 'Please select an event',
    });
  });
});

describe('updateMemberInputSchema (the API)', () => {
  it('takes name and email, and optionally status, company and role', () => {
    expect(updateMemberInputSchema.parse({ name: ' Sam Lee ', email: '', status: 'pending' })).toEqual({
      name: 'Sam Lee',
      email: '',
      status: 'pending',
    });
  });

  it.each([
    [{ name: '' }, 'name', 'Name must be at least 2 characters long'],
    [{}, 'name', 'Name must be at least 2 characters long'],
    [{ name: 'A' }, 'name', 'Name must be at least 2 characters long'],
    [{ name: 'y'.repeat(51) }, 'name', 'Name must be less than 50 characters'],
    [{ name: 'Sam Lee', email: 'sam@' }, 'email', 'Invalid email format'],
    [{ name: 'Sam Lee', status: 'archived' }, 'status', 'Status must be active, inactive or pending'],
    [{ name: 'Sam\u0000Lee' }, 'name', 'Name cannot contain control characters'],
    [{ name: 'Sam Lee', email: 'sam\u001B@example.com' }, 'email', 'Email cannot contain control characters'],
    [{ name: 'Sam Lee', company: 'Acme\tLtd' }, 'company', 'Company cannot contain control characters'],
    [{ name: 'Sam Lee', role: '\u0000' }, 'role', 'Role cannot contain control characters'],
  ])('%j → %s: %s', (input, field, message) => {
    expect(messagesOf(updateMemberInputSchema, input)[field]).toBe(message);
  });
});

describe('addMemberFormSchema and editMemberFormSchema (the forms\' messages)', () => {
  const valid = { name: 'Jordan Smith', eventId: 3 };

  it.each([
    [{ name: '' }, 'name', 'Name is required'],
    [{ name: '    ' }, 'name', 'Name is required'],
    [{ name: undefined }, 'name', 'Name is required'],
    [{ name: ' A ' }, 'name', 'Name must be at least 2 characters'],
    [{ name: 'x'.repeat(51) }, 'name', 'Name must be less than 50 characters'],
    [{ email: 'a@b' }, 'email', 'Invalid email format'],
    [{ eventId: undefined }, 'eventId', 'Please select an event'],
  ])('add form: %j → %s: %s', (override, field, message) => {
    expect(messagesOf(addMemberFormSchema, { ...valid, ...override })[field]).toBe(message);
  });

  it('add form: reports every failing field at once', () => {
    expect(messagesOf(addMemberFormSchema, { name: 'A', email: 'nope' })).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Invalid email format',
      eventId: 'Please select an event',
    });
  });

  it.each([
    [{ name: '' }, 'name', 'Name is required'],
    [{ name: 'A' }, 'name', 'Name must be at least 2 characters'],
    [{ name: 'y'.repeat(51) }, 'name', 'Name must be less than 50 characters'],
    [{ name: 'Sam Lee', email: 'sam@' }, 'email', 'Invalid email format'],
  ])('edit modal: %j → %s: %s', (input, field, message) => {
    expect(messagesOf(editMemberFormSchema, input)[field]).toBe(message);
  });

  it('parses valid input exactly as the API schemas do', () => {
    const member = { name: ' Jo ', email: ' jo@example.com ', company: 'Acme', eventId: 3, code: 'TC-12345042' };
    expect(addMemberFormSchema.parse(member)).toEqual(createMemberInputSchema.parse(member));
    const changes = { name: ' Sam Lee ', email: '', status: 'inactive' };
    expect(editMemberFormSchema.parse(changes)).toEqual(updateMemberInputSchema.parse(changes));
  });
});

describe('memberInputSchemas', () => {
  it('words each rule with the messages it is given', () => {
    const { create, update } = memberInputSchemas({
      nameRequired: 'required',
      nameTooShort: 'short',
      nameTooLong: 'long',
      invalidEmail: 'email',
      eventRequired: 'event',
    });
    expect(messagesOf(create, { name: ' ', email: 'x' })).toEqual({ name: 'required', email: 'email', eventId: 'event' });
    expect(messagesOf(create, { name: 'A', eventId: 1 })).toEqual({ name: 'short' });
    expect(messagesOf(update, { name: 'z'.repeat(51) })).toEqual({ name: 'long' });
  });
});
