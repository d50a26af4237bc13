import { describe, expect, it } from 'vitest';
import type { ExistingMember } from './import-types.ts';
import { createMemberMatcher, normalisePersonKey } from './match-members.ts';

const members: ExistingMember[] = [
  { id: 1, name: 'José Núñez', email: 'Jose.Nunez@Example.com', code: 'TC-10000001' },
  { id: 2, name: 'Priya Raman', email: null, code: 'TC-10000002' },
  { id: 3, name: 'Priya Raman', email: 'priya.r@example.com', code: 'TC-10000003' },
  { id: 4, name: 'Sam Okafor', email: 'sam@example.com', code: 'TC-10000004' },
];

describe('normalisePersonKey', () => {
  it('ignores accents, case and extra spaces', () => {
    expect(normalisePersonKey('  José   NÚÑEZ ')).toBe('jose nunez');
    expect(normalisePersonKey('Zoë Müller')).toBe('zoe muller');
  });
});

describe('createMemberMatcher', () => {
  const matcher = createMemberMatcher(members);

  it('matches a name ignoring case and accents', () => {
    expect(matcher.match({ name: 'jose nunez' })?.id).toBe(1);
    expect(matcher.match({ name: 'SAM  OKAFOR' })?.id).toBe(4);
  });

  it('matches an e-mail ignoring case, before the user ID and the name', () => {
    expect(matcher.match({ email: 'jose.nunez@example.com' })?.id).toBe(1);
    expect(matcher.match({ name: 'Sam Okafor', email: 'PRIYA.R@example.com', code: 'TC-10000001' })?.id).toBe(3);
  });

  it('matches a user ID before the name', () => {
    expect(matcher.match({ name: 'Priya Raman', code: 'tc-10000003' })?.id).toBe(3);
    expect(matcher.match({ name: 'Sam Okafor', code: 'TC-10000002' })?.id).toBe(2);
  });

  it('falls back to the name when the e-mail and user ID match nobody', () => {
    expect(matcher.match({ name: 'Sam Okafor', email: 'other@example.com', code: 'TC-99999999' })?.id).toBe(4);
  });

  it('takes the first listed of two members with the same name', () => {
    expect(matcher.match({ name: 'priya raman' })?.id).toBe(2);
  });

  it('matches nobody for an unknown person or no details at all', () => {
    expect(matcher.match({ name: 'Mia Chen', email: 'mia@example.com' })).toBeNull();
    expect(matcher.match({})).toBeNull();
    expect(matcher.match({ name: '', email: '', code: '' })).toBeNull();
  });
});
