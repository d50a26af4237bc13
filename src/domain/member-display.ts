// How a team member is shown (initials, cut name, avatar), without zod, so that the pages showing
// members load no schemas; team.ts re-exports all of it with the team schemas.
import { initialsOf } from './names.ts';

export const MEMBER_DISPLAY_NAME_LENGTH = 20;
export const MEMBER_AVATAR_COUNT = 5;

/** Avatar initials: first letters of the first two words, upper case; 'TM' when the name is blank. */
export function memberInitials(name: string | null | undefined): string {
  return initialsOf(name ?? '', 'TM');
}

/**
 * The name cut to 20 characters plus an ellipsis (the single character …, which keeps the cut name
 * at 21 characters on screen); shorter names are shown whole, a blank name as 'Unknown Member'.
 */
export function memberDisplayName(name: string | null | undefined): string {
  const trimmed = (name ?? '').trim();
  if (!trimmed) return 'Unknown Member';
  const characters = Array.from(trimmed);
  if (characters.length <= MEMBER_DISPLAY_NAME_LENGTH) return trimmed;
  return `${characters.slice(0, MEMBER_DISPLAY_NAME_LENGTH).join('')}…`;
}

/**
 * Which of the five avatar images the app shows for a name: a 31-multiplier string hash of the
 * trimmed name (UTF-16 code units, kept to 32 unsigned bits) modulo 5, so a name always gets the same picture.
 */
export function memberAvatarIndex(name: string | null | undefined): number {
  const text = (name ?? '').trim();
  let hash = 0;
  for (let i = 0; i < text.length; i += 1) hash = (Math.imul(hash, 31) + text.charCodeAt(i)) >>> 0;
  return hash % MEMBER_AVATAR_COUNT;
}
