import type { CalendarDate } from '../../../../../domain/calendar-dates.ts';
import { countLabel, formatCalendarDay } from '../../../../../domain/english-format.ts';

/** A day as read out: "Mon, Dec 14, 2026, today, event day, 3 tasks". */
export function dayLabel(date: CalendarDate, { today, eventDay, count }: { today: boolean; eventDay: boolean; count: number }): string {
  const parts = [formatCalendarDay(date, 'weekday-date')];
  if (today) parts.push('today');
  if (eventDay) parts.push('event day');
  parts.push(count === 0 ? 'no tasks' : countLabel(count, 'task', 'tasks'));
  return parts.join(', ');
}
