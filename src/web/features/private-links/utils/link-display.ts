import type { PrivateLink } from '../../../../domain/private-links.ts';
import { addDays, type CalendarDate } from '../../../../domain/calendar-dates.ts';
import { formatCalendarDay } from '../../../../domain/english-format.ts';
import { todayIn } from '../../../../domain/today.ts';

/** The viewer's calendar day of a timestamp; null for one that does not parse. */
function localDay(timestamp: string): CalendarDate | null {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? null : todayIn(undefined, date);
}

/** "today", "yesterday" or "Nov 23, 2026", on the viewer's calendar. */
function dayLabel(timestamp: string, today: CalendarDate): string {
  const day = localDay(timestamp);
  if (day === null) return '';
  if (day === today) return 'today';
  if (day === addDays(today, -1)) return 'yesterday';
  return formatCalendarDay(day, 'date');
}

/** "Created Nov 23, 2026" (or today, yesterday). */
export function createdLabel(link: Pick<PrivateLink, 'createdAt'>, today: CalendarDate): string {
  return `Created ${dayLabel(link.createdAt, today)}`;
}

/** "Last used today", "Last used Nov 23, 2026", or "Never used" for a link no calendar has fetched yet. */
export function lastUsedLabel(link: Pick<PrivateLink, 'lastUsedAt'>, today: CalendarDate): string {
  return link.lastUsedAt === null ? 'Never used' : `Last used ${dayLabel(link.lastUsedAt, today)}`;
}

/** The kind of link, as a sentence names it. */
export function linkNoun(link: Pick<PrivateLink, 'kind'>): string {
  return link.kind === 'memberPage' ? 'task page' : 'calendar feed';
}

/** What the link shows, as its row names it: the event, or the member and their event. */
export function coveredLabel(link: Pick<PrivateLink, 'kind' | 'covers'>): { name: string; detail: string } {
  const { covers } = link;
  if (covers.type === 'event') return { name: covers.name, detail: 'Event calendar feed' };
  const what = link.kind === 'memberPage' ? "Team member's task page" : 'Team member calendar feed';
  return { name: covers.name, detail: covers.eventName ? `${what} · ${covers.eventName}` : what };
}
