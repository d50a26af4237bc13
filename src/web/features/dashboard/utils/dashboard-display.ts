import type { CalendarDate } from '../../../../domain/dates.ts';
import { formatCalendarDay, formatCount } from '../../../../domain/english-format.ts';

/** Before 12 is morning, before 18 afternoon, otherwise evening. */
export function greetingFor(hour: number): string {
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

/** The countdown to the next event: "Tomorrow", "In 12 days". */
export function countdownLabel(daysUntil: number): string {
  if (daysUntil === 1) return 'Tomorrow';
  return `In ${formatCount(daysUntil)} days`;
}

/** A calendar day as "Mon, Mar 2, 2026". */
export function formatDay(date: CalendarDate): string {
  return formatCalendarDay(date, 'weekday-date');
}

/** A due date relative to today: "Today", "Tomorrow", "Mar 2", or "2 days ago" once past. */
export function dueLabel(dueDate: CalendarDate, today: CalendarDate): string {
  const days = Math.round((Date.parse(`${dueDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
  if (days === 0) return 'Due today';
  if (days === 1) return 'Due tomorrow';
  if (days === -1) return 'Due yesterday';
  if (days < 0) return `Due ${formatCount(-days)} days ago`;
  return `Due ${formatCalendarDay(dueDate, 'day')}`;
}

/** The tasks page, filtered to one task: its event and its title (the page reads its filters from the URL). */
export function taskLink(task: { eventId: number; title: string }): string {
  return `/app/tasks?${new URLSearchParams({ event: String(task.eventId), q: task.title }).toString()}`;
}
