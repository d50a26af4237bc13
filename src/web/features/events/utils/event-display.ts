import type { Event, EventStatus } from '../../../../domain/events.ts';
import { formatCalendarDate } from '../../../lib/calendar-date-format.ts';
import { countLabel } from '../../../lib/count-label.ts';

export { formatCalendarDate };

const instantDateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });


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

/**
 * How many cards before one may not share its picture: all the other pictures are shown before one
 * comes back, so neither the card to its left nor the one above it (in a grid of up to 4 columns) has it.
 */
const PICTURE_NEIGHBOURS = EVENT_IMAGES.length - 1;

/** A well-spread 32-bit hash of an event id, so that ids in a row do not walk the pictures in order. */
function idHash(id: number): number {
  let x = Math.imul(id ^ (id >>> 16), 0x45d9f3b);
  x = Math.imul(x ^ (x >>> 16), 0x45d9f3b);
  return (x ^ (x >>> 16)) >>> 0;
}

/**
 * A picture for each event of a list, in its order: the one its id hashes to, unless one of the
 * previous cards already shows it, then the next free one. With more events than pictures no two
 * cards side by side (or one above the other) show the same, and the same list always gets the same pictures.
 */
export function eventPictures(ids: readonly number[]): string[] {
  const chosen: number[] = [];
  for (const id of ids) {
    const taken = new Set(chosen.slice(-PICTURE_NEIGHBOURS));
    const start = idHash(id) % EVENT_IMAGES.length;
    let index = start;
    while (taken.has(index)) index = (index + 1) % EVENT_IMAGES.length;
    chosen.push(index);
  }
  return chosen.map((index) => EVENT_IMAGES[index]!);
}
