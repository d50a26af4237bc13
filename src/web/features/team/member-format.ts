import { isCalendarDate } from '../../../domain/dates.ts';
import type { MemberStatus } from '../../../domain/team.ts';
import type { BadgeTone } from '../../components/ui/badge.tsx';
import { formatCount } from '../../../domain/english-format.ts';

const joinDateFormat = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/**
 * A join date for display: a calendar day (YYYY-MM-DD, or a timestamp starting with one) in the
 * viewer's locale; 'Unknown' when there is none and 'Invalid Date' when it cannot be read.
 */
export function formatJoinDate(value: string | null | undefined, format: Intl.DateTimeFormat = joinDateFormat): string {
  const text = (value ?? '').trim();
  if (!text) return 'Unknown';
  const day = text.slice(0, 10);
  if (!isCalendarDate(day)) return 'Invalid Date';
  return format.format(new Date(`${day}T00:00:00Z`));
}

export const MEMBER_STATUS_TONES: Record<MemberStatus, BadgeTone> = {
  active: 'success',
  inactive: 'neutral',
  pending: 'warning',
};


/** The info banner, worded as the spec's templates: with an event chosen, or for the whole team. */
export function teamBanner(shownForEvent: number | null, totalInSystem: number): string {
  if (shownForEvent === null) return `Total ${formatCount(totalInSystem)} members in system`;
  return `Showing ${formatCount(shownForEvent)} members for selected event (${formatCount(totalInSystem)} total members in system)`;
}
