// Ids and text rules without zod, so that client code which only needs the rules loads no schemas;
// common.ts re-exports all of it with its schemas.

/** Ids are 32-bit integers: the largest the integer columns hold on PostgreSQL. */
export const MAX_ID = 2_147_483_647;

/**
 * Control characters: C0 (U+0000–U+001F), DEL (U+007F) and C1 (U+0080–U+009F). Invisible on screen,
 * able to break a log line or a terminal, and PostgreSQL text cannot hold NUL at all; so no text
 * field takes them, on either database.
 *
 * With them, the invisible characters that can make one text look like another: the bidirectional
 * embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), which reorder what follows them
 * ("\u202Egnp.exe" shows as "exe.png"), and the zero-width space, word joiner, invisible operators and
 * zero-width no-break space (U+200B, U+2060–U+2064, U+FEFF), which make "Ann" and "A\u200Bnn" two names
 * that look the same. Kept: the joiners U+200C/U+200D (Persian, Indic scripts, emoji sequences) and the
 * direction marks U+200E/U+200F/U+061C, which right-to-left writing needs and which reorder nothing.
 */
const SPOOFING_FORMAT = '\u200B\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF';
const CONTROL_CHARACTER = new RegExp(`[\u0000-\u001F\u007F-\u009F${SPOOFING_FORMAT}]`);
/** The same, except tab, line feed and carriage return, which multi-line text keeps. */
const CONTROL_CHARACTER_OUTSIDE_LINES = new RegExp(`[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F${SPOOFING_FORMAT}]`);

export function hasNoControlCharacters(value: string, { multiLine = false }: { multiLine?: boolean } = {}): boolean {
  return !(multiLine ? CONTROL_CHARACTER_OUTSIDE_LINES : CONTROL_CHARACTER).test(value);
}

export function controlCharactersMessage(field: string): string {
  return `${field} cannot contain control characters`;
}

export const SEARCH_MAX_LENGTH = 200;
