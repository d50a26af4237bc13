/**
 * Rules about people's names that the first screens need; without zod, so that importing them does
 * not bring the schemas into a page's first script.
 */

/**
 * Initials for an avatar: first letters of the first two words, upper case. A letter is taken by
 * code point, so a word starting with an emoji or another astral character keeps it whole.
 */
export function initialsOf(name: string, fallback = 'U'): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0]!.toUpperCase())
    .join('');
  return letters || fallback;
}
