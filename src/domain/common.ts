import { z } from 'zod';
import { controlCharactersMessage, hasNoControlCharacters, MAX_ID, SEARCH_MAX_LENGTH } from './text-rules.ts';

export * from './text-rules.ts';

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

/** The `q` parameter of a list: text matched anywhere, ignoring case; blank means no search. */
export const searchQuerySchema = z
  .string()
  .trim()
  .max(SEARCH_MAX_LENGTH, `Search must be at most ${SEARCH_MAX_LENGTH} characters`)
  .check(singleLineText('Search'))
  .optional();
