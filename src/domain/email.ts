import { z } from 'zod';
import { hasNoControlCharacters, singleLineText } from './common.ts';

export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_TOO_LONG_MESSAGE = `Email must be at most ${EMAIL_MAX_LENGTH} characters`;

/** One whitespace character, as `\s` sees it (Unicode spaces and line breaks): tried once per position. */
const WHITESPACE = /\s/;

/**
 * Something before an at sign, something after it, and a dot in the domain part with something on
 * both sides of it; no whitespace and no second at sign anywhere. This is what
 * `/^[^\s@]+@[^\s@]+\.[^\s@]+$/` accepted, decided in one pass over the text instead: that pattern
 * backtracked quadratically ("a@" and 60,000 dots took seconds), so no pattern with repeated parts
 * decides it. Linear in the length of `value`; the schemas still refuse anything longer than
 * EMAIL_MAX_LENGTH before they get here.
 */
export function isEmailAddress(value: string): boolean {
  const at = value.indexOf('@');
  if (at < 1 || value.includes('@', at + 1)) return false;
  // The first dot with at least one character between it and the at sign; it must not end the text.
  const dot = value.indexOf('.', at + 2);
  if (dot === -1 || dot === value.length - 1) return false;
  return !WHITESPACE.test(value) && hasNoControlCharacters(value);
}

export interface EmailSchemaMessages {
  /** A value that is not an e-mail address (and, for an optional address, one that is not text at all). */
  invalid: string;
  /** A blank or missing value. Without it the address is optional: blank passes, as '' (no address). */
  required?: string;
  /** A value longer than EMAIL_MAX_LENGTH. */
  tooLong?: string;
}

/**
 * The one e-mail field schema: an account's address (`required` given, `lowerCase`), a member's
 * address (optional, case kept) or the feedback form's (optional, lower case), each with the
 * messages of its place. Trimmed, then its length is checked first and a value that is too long is
 * refused right there (`abort`), so the later checks only ever see at most EMAIL_MAX_LENGTH
 * characters; none of them can backtrack anyway (see isEmailAddress). The caller adds
 * `.optional()` or `.nullish()` where the field may be missing.
 */
export function emailAddressSchema(messages: EmailSchemaMessages, { lowerCase = false }: { lowerCase?: boolean } = {}) {
  const { invalid, required, tooLong = EMAIL_TOO_LONG_MESSAGE } = messages;
  const text = z.string({ error: required ?? invalid }).trim();
  const cased = lowerCase ? text.toLowerCase() : text;
  const present = required === undefined ? cased : cased.min(1, { error: required, abort: true });
  return present
    .max(EMAIL_MAX_LENGTH, { error: tooLong, abort: true })
    .check(singleLineText('Email', { abort: true }))
    .refine((value) => (required === undefined && value === '') || isEmailAddress(value), invalid);
}
