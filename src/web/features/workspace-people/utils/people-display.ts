import { addDays, daysBetween, type CalendarDate } from '../../../../domain/calendar-dates.ts';
import { formatCalendarDay } from '../../../../domain/english-format.ts';
import { todayIn } from '../../../../domain/today.ts';

/** The viewer's calendar day of a timestamp; null for one that does not parse. */
function localDay(timestamp: string): CalendarDate | null {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? null : todayIn(undefined, date);
}

/** "Joined today", "Joined yesterday", "Joined Nov 23, 2026", on the viewer's calendar. */
export function joinedLabel(joinedAt: string, today: CalendarDate): string {
  const day = localDay(joinedAt);
  if (day === null) return '';
  if (day === today) return 'Joined today';
  if (day === addDays(today, -1)) return 'Joined yesterday';
  return `Joined ${formatCalendarDay(day, 'date')}`;
}

/**
 * When an invitation's link stops working, counted from `now`: "Expires in 7 days", "Expires
 * tomorrow", "Expires today", or "Expired" once past.
 */
export function expiresLabel(expiresAt: string, now: Date): string {
  const end = new Date(expiresAt);
  if (Number.isNaN(end.getTime())) return '';
  if (end.getTime() <= now.getTime()) return 'Expired';
  const days = daysBetween(todayIn(undefined, now), todayIn(undefined, end));
  if (days <= 0) return 'Expires today';
  if (days === 1) return 'Expires tomorrow';
  return `Expires in ${days} days`;
}

/** "Invited by Riley Organiser", or just "Invited" when the inviting account is gone. */
export function invitedByLabel(invitedBy: string | null): string {
  return invitedBy ? `Invited by ${invitedBy}` : 'Invited';
}
