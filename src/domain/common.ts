import { z } from 'zod';

/** Ids are 32-bit integers: the largest the integer columns hold on PostgreSQL. */
export const MAX_ID = 2_147_483_647;

/**
 * Control characters: C0 (U+0000–U+001F), DEL (U+007F) and C1 (U+0080–U+009F). Invisible on screen,
 * able to break a log line or a terminal, and PostgreSQL text cannot hold NUL at all; so no text
 * field takes them, on either database.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001F\u007F-\u009F]/;
/** The same, except tab, line feed and carriage return, which multi-line text keeps. */
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_CHARACTER_OUTSIDE_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export function hasNoControlCharacters(value: string, { multiLine = false }: { multiLine?: boolean } = {}): boolean {
  return !(multiLine ? CONTROL_CHARACTER_OUTSIDE_LINES : CONTROL_CHARACTER).test(value);
}

export function controlCharactersMessage(field: string): string {
  return `${field} cannot contain control characters`;
}

/**
 * The check of a one-line text field, named as the user sees it:
 * `z.string().trim().check(singleLineText('Name'))` refuses every control character, tab included.
 * `abort` stops the field's later checks (an email that holds one is not also "not an email").
 */
export function singleLineText(field: string, { abort = false }: { abort?: boolean } = {}) {
  return z.refine<string>((value) => hasNoControlCharacters(value), { error: controlCharactersMessage(field), abort });
}

/** The check of a multi-line text field (a description): tab and line breaks are allowed, other control characters not. */
export function multiLineText(field: string) {
  return z.refine<string>((value) => hasNoControlCharacters(value, { multiLine: true }), controlCharactersMessage(field));
}

/**
 * A record id in a JSON body: a whole number from 1 to MAX_ID. `tooLarge` is the message for a
 * whole number past MAX_ID, which cannot name an existing record.
 */
export function idSchema(message: string, tooLarge = message) {
  return z
    .number({ error: message })
    .int({ error: message, abort: true })
    .min(1, { error: message, abort: true })
    .max(MAX_ID, tooLarge);
}

/** A record id in a path or query string, where it arrives as text. */
export function coercedIdSchema(message: string) {
  return z.coerce
    .number({ error: message })
    .int({ error: message, abort: true })
    .min(1, { error: message, abort: true })
    .max(MAX_ID, message);
}

/** The `{ id }` path parameters of a single-record route, e.g. `idParamsSchema('Invalid task id')`. */
export function idParamsSchema(message: string) {
  return z.object({ id: coercedIdSchema(message) });
}

export const SEARCH_MAX_LENGTH = 200;

/** The `q` parameter of a list: text matched anywhere, ignoring case; blank means no search. */
export const searchQuerySchema = z
  .string()
  .trim()
  .max(SEARCH_MAX_LENGTH, `Search must be at most ${SEARCH_MAX_LENGTH} characters`)
  .check(singleLineText('Search'))
  .optional();
