import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emailSchema } from './auth.ts';
import { EMAIL_MAX_LENGTH, EMAIL_TOO_LONG_MESSAGE, emailAddressSchema, isEmailAddress } from './email.ts';
import { feedbackInputSchema } from './feedback.ts';
import { createMemberInputSchema, MEMBER_FORM_MESSAGES, memberInputSchemas, updateMemberInputSchema } from './team.ts';
import { hasNoControlCharacters } from './text-rules.ts';

/**
 * The pattern isEmailAddress replaced, kept only to show that the answers did not change. It
 * backtracks quadratically ("a@" and 60,000 dots took seconds): run it on short strings only.
 */
// eslint-disable-next-line regexp/no-super-linear-backtracking -- the reference being replaced, given short strings only
const OLD_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const TWO_MB = 2 * 1024 * 1024;
/** Strings built to make a backtracking e-mail pattern take minutes, each about 2 MB long. */
const PATHOLOGICAL = {
  'an at sign and dots': `a@${'.'.repeat(TWO_MB)}@`,
  'an at sign and dots, then a space': `a@${'.'.repeat(TWO_MB)} `,
  'dots and at signs': `a@${'.@'.repeat(TWO_MB / 2)}`,
  'letters and dots': `a@${'a.'.repeat(TWO_MB / 2)}@`,
  'letters, then a bang': `${'a'.repeat(TWO_MB)}!`,
  'one long valid-looking address': `a@${'b'.repeat(TWO_MB)}.co`,
};

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }): string | undefined {
  return result.error?.issues[0]?.message;
}

describe('isEmailAddress', () => {
  it.each(['a@b.co', 'ann.lee+events@example.co.uk', 'a@b.c', 'a@b..c', 'a.@b.c', '.a@b.c', 'Ann@Example.COM', 'a@b.c.', 'a@-.x', 'é@ü.de'])(
    'accepts %j',
    (value) => {
      expect(isEmailAddress(value)).toBe(true);
    },
  );

  it.each(['', '@', 'a', 'a@', '@b.co', 'a@b', 'a@.co', 'a@b.', 'a@.', 'a@@b.co', 'a@b@c.co', 'a b@c.co', 'a@b .co', 'a@b.co ', '\ta@b.co', 'a@b\u00A0.co', 'a@b.c\u2028', 'a\u0000@b.co', 'a\u202E@b.co'])(
    'refuses %j',
    (value) => {
      expect(isEmailAddress(value)).toBe(false);
    },
  );

  it('answers as the pattern it replaced did, for any short text', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'b', '@', '.', ' ', '\t', '\n', '\u00A0', '\uFEFF', '\u0000', 'é'), maxLength: 12 });
    fc.assert(
      fc.property(text, (value) => {
        expect(isEmailAddress(value)).toBe(OLD_EMAIL_PATTERN.test(value) && hasNoControlCharacters(value));
      }),
      { numRuns: 5_000 },
    );
  });

  it.each(Object.entries(PATHOLOGICAL))('decides 2 MB of %s in one pass', (name, value) => {
    // Without backtracking each of these is a few scans of the text; the old pattern took minutes on them.
    expect(isEmailAddress(value)).toBe(name === 'one long valid-looking address');
  });
});

describe('emailAddressSchema', () => {
  const required = emailAddressSchema({ invalid: 'not an address', required: 'required' }, { lowerCase: true });
  const optional = emailAddressSchema({ invalid: 'not an address', tooLong: 'too long' });

  it('trims, lowercases when asked, and keeps blank as no address when optional', () => {
    expect(required.parse('  Ann@Example.COM ')).toBe('ann@example.com');
    expect(optional.parse('  Ann@Example.COM ')).toBe('Ann@Example.COM');
    expect(optional.parse('   ')).toBe('');
    expect(firstMessage(required.safeParse('   '))).toBe('required');
    expect(firstMessage(required.safeParse(undefined))).toBe('required');
    expect(firstMessage(optional.safeParse(42))).toBe('not an address');
  });

  it('checks the length first and stops there: a long value gets the one message', () => {
    const long = `${'a'.repeat(EMAIL_MAX_LENGTH)}@b.co`;
    expect(required.safeParse(long).error?.issues.map((issue) => issue.message)).toEqual([EMAIL_TOO_LONG_MESSAGE]);
    expect(optional.safeParse(`${long}\u0000`).error?.issues.map((issue) => issue.message)).toEqual(['too long']);
    expect(required.parse(`${'a'.repeat(EMAIL_MAX_LENGTH - 5)}@b.co`)).toHaveLength(EMAIL_MAX_LENGTH);
  });

  it('refuses a control character before asking whether it is an address', () => {
    expect(optional.safeParse('a\u0000@b.co').error?.issues.map((issue) => issue.message)).toEqual(['Email cannot contain control characters']);
  });

  it.each(Object.entries(PATHOLOGICAL))('refuses 2 MB of %s as too long, and only that', (_name, value) => {
    for (const schema of [required, optional]) {
      expect(schema.safeParse(value).error?.issues.map((issue) => issue.message)).toEqual([schema === required ? EMAIL_TOO_LONG_MESSAGE : 'too long']);
    }
  });
});

describe('the e-mail fields, each with the messages of its place', () => {
  it('sign-in, sign-up and password reset: required, lower case, "Please enter a valid email address"', () => {
    expect(emailSchema.parse(' Ann@Example.com ')).toBe('ann@example.com');
    expect(firstMessage(emailSchema.safeParse(''))).toBe('Email is required');
    expect(firstMessage(emailSchema.safeParse('a@nodot'))).toBe('Please enter a valid email address');
    expect(firstMessage(emailSchema.safeParse(PATHOLOGICAL['an at sign and dots']))).toBe(`Email must be at most ${EMAIL_MAX_LENGTH} characters`);
  });

  it('team members: optional, case kept, "Invalid email format"', () => {
    const member = { name: 'Jordan Lee', eventId: 1 };
    expect(createMemberInputSchema.parse({ ...member, email: ' Jo@Example.com ' }).email).toBe('Jo@Example.com');
    expect(createMemberInputSchema.parse({ ...member, email: '' }).email).toBe('');
    expect(firstMessage(createMemberInputSchema.safeParse({ ...member, email: 'a@b' }))).toBe('Invalid email format');
    expect(firstMessage(updateMemberInputSchema.safeParse({ name: 'Jordan Lee', email: PATHOLOGICAL['dots and at signs'] }))).toBe(`Email must be at most ${EMAIL_MAX_LENGTH} characters`);
    expect(firstMessage(memberInputSchemas(MEMBER_FORM_MESSAGES).create.safeParse({ ...member, email: 'nope' }))).toBe('Invalid email format');
  });

  it("feedback: optional (blank, null or missing), lower case, the feedback form's messages", () => {
    const feedback = { rating: 5, message: 'Great' };
    expect(feedbackInputSchema.parse({ ...feedback, email: ' Ann@Example.COM ' }).email).toBe('ann@example.com');
    expect(feedbackInputSchema.parse({ ...feedback, email: null }).email).toBeNull();
    expect(feedbackInputSchema.parse(feedback).email).toBeUndefined();
    expect(firstMessage(feedbackInputSchema.safeParse({ ...feedback, email: 'nope' }))).toBe('Please enter a valid email address');
    expect(firstMessage(feedbackInputSchema.safeParse({ ...feedback, email: PATHOLOGICAL['letters and dots'] }))).toBe(`Email must be at most ${EMAIL_MAX_LENGTH} characters`);
  });
});
