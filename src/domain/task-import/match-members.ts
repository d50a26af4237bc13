// Who an imported assignee is: an existing member of the event found by e-mail, user ID or name.
import type { ExistingMember } from './import-types.ts';

/** A name or address as a key: accents stripped, lower case, spaces collapsed ("  José  Núñez" → "jose nunez"). */
export function normalisePersonKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

export interface PersonReference {
  name?: string;
  email?: string;
  code?: string;
}

export interface MemberMatcher {
  match(person: PersonReference): ExistingMember | null;
}

/** Keys to members; where two members share a key, the first listed keeps it. */
function indexBy(members: readonly ExistingMember[], keyOf: (member: ExistingMember) => string | null): Map<string, ExistingMember> {
  const index = new Map<string, ExistingMember>();
  for (const member of members) {
    const key = keyOf(member);
    if (key && !index.has(key)) index.set(key, member);
  }
  return index;
}

/**
 * Matches people by e-mail first, then by user ID, then by name, each ignoring case and accents.
 * Built once per import: each match is a few map look-ups.
 */
export function createMemberMatcher(members: readonly ExistingMember[]): MemberMatcher {
  const byEmail = indexBy(members, (member) => (member.email ? normalisePersonKey(member.email) : null));
  const byCode = indexBy(members, (member) => normalisePersonKey(member.code));
  const byName = indexBy(members, (member) => normalisePersonKey(member.name));
  const find = (index: Map<string, ExistingMember>, value: string | undefined) => {
    const key = value ? normalisePersonKey(value) : '';
    return key ? index.get(key) : undefined;
  };
  return {
    match: ({ name, email, code }) => find(byEmail, email) ?? find(byCode, code) ?? find(byName, name) ?? null,
  };
}
