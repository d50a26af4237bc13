import type { CalendarDate } from '../../../../domain/dates.ts';
import type { Event, EventStatus } from '../../../../domain/events.ts';
import { countLabel } from '../../../lib/count-label.ts';

const calendarDateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const instantDateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** 2030-06-01 → "Jun 1, 2030": the day itself, whatever the viewer's time zone. */
export function formatCalendarDate(date: CalendarDate): string {
  return calendarDateFormat.format(new Date(`${date}T00:00:00Z`));
}

/** A timestamp's day on the viewer's own calendar. */
export function formatInstantDate(instant: string, timeZone?: string): string {
  if (timeZone) return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone }).format(new Date(instant));
  return instantDateFormat.format(new Date(instant));
}

/** "Jun 1, 2030 - Jun 3, 2030", or one date for a one-day event. */
export function eventDateRange(event: Pick<Event, 'startDate' | 'endDate'>): string {
  const start = formatCalendarDate(event.startDate);
  if (!event.endDate || event.endDate === event.startDate) return start;
  return `${start} - ${formatCalendarDate(event.endDate)}`;
}

/** The card's status line: when an upcoming event starts, or where the event stands. */
export function eventStatusLine(event: Pick<Event, 'startDate' | 'status'>): string {
  if (event.status === 'upcoming') return `Starts on ${formatCalendarDate(event.startDate)}`;
  if (event.status === 'active') return 'Currently active';
  return 'Completed';
}

export const EVENT_BADGE_LABELS: Record<EventStatus, string> = {
  upcoming: 'Upcoming',
  active: 'Active',
  past: 'Past',
};

/** "12 events", "1 event". */
export function eventCountLabel(n: number): string {
  return countLabel(n, 'event');
}

/** The delete confirmation, naming what goes with the event; parts with nothing in them are left out. */
export function deleteEventWarning(event: Pick<Event, 'name' | 'taskCount' | 'memberCount'>): string {
  const parts = [
    event.taskCount > 0 ? countLabel(event.taskCount, 'task') : null,
    event.memberCount > 0 ? countLabel(event.memberCount, 'team member') : null,
  ].filter(Boolean);
  const alsoDeleted = parts.length > 0 ? ` This also deletes its ${parts.join(' and ')}.` : '';
  return `Delete "${event.name}"?${alsoDeleted} This cannot be undone.`;
}

export const EVENT_IMAGES = [
  '/images/events/conference.svg',
  '/images/events/concert.svg',
  '/images/events/gala.svg',
  '/images/events/launch.svg',
  '/images/events/run.svg',
] as const;

/** The same picture for an event every time it is shown. */
export function eventImage(id: number): string {
  return EVENT_IMAGES[Math.abs(id) % EVENT_IMAGES.length]!;
}
