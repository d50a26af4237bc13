import { z } from 'zod';

/** Ids are 32-bit integers: the largest the integer columns hold on PostgreSQL. */
export const MAX_ID = 2_147_483_647;

/** PostgreSQL text cannot hold a NUL character, so no text field may carry one. */
export function hasNoNulCharacter(value: string): boolean {
  return !value.includes('\u0000');
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
  .refine(hasNoNulCharacter, 'Search contains an invalid character')
  .optional();
