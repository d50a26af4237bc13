// The rules a member created by an import follows: the team's name length and the one e-mail schema.
import { emailAddressSchema } from '../email.ts';
import { formatCount } from '../english-format.ts';
import { MEMBER_NAME_MAX_LENGTH, MEMBER_NAME_MIN_LENGTH, MEMBER_TEXT_MAX_LENGTH } from '../team.ts';

export const MEMBER_FIELD_MESSAGES = {
  invalidEmail: (email: string) => `"${email}" is not an e-mail address`,
  nameLength: (name: string) => `"${name}" cannot be a member's name: names are ${MEMBER_NAME_MIN_LENGTH} to ${MEMBER_NAME_MAX_LENGTH} characters`,
  textTooLong: (field: string, length: number) =>
    `${field} is ${formatCount(length)} characters; at most ${MEMBER_TEXT_MAX_LENGTH} fit, so it is left empty`,
} as const;

const emailSchema = emailAddressSchema({ invalid: 'invalid' });

/** '' for no address; null when `email` is not one. */
export function memberEmail(email: string): string | null {
  const parsed = emailSchema.safeParse(email);
  return parsed.success ? parsed.data : null;
}

export function isMemberNameLength(name: string): boolean {
  return name.length >= MEMBER_NAME_MIN_LENGTH && name.length <= MEMBER_NAME_MAX_LENGTH;
}

export function fitsMemberText(text: string): boolean {
  return text.length <= MEMBER_TEXT_MAX_LENGTH;
}
