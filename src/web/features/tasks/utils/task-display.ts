import { taskStatusLabel, type TaskPriority, type TaskStatus } from '../../../../domain/task-rules.ts';
import type { TaskStatusChange } from '../../../../domain/tasks.ts';
import type { BadgeTone } from '../../../components/ui/badge.tsx';
import { formatCount, formatTotal } from '../../../../domain/english-format.ts';

export { formatCalendarDate } from '../../../lib/calendar-date-format.ts';

export const STATUS_TONES: Record<TaskStatus, BadgeTone> = {
  todo: 'neutral',
  inprogress: 'info',
  completed: 'success',
  overdue: 'danger',
};

export const PRIORITY_TONES: Record<TaskPriority, BadgeTone> = {
  high: 'danger',
  medium: 'warning',
  low: 'success',
};

/** A description cut to `max` characters (on a word boundary when one is near) plus an ellipsis. */
export function truncateText(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

// Made on first use, not when the tasks page loads: a page's first Intl object costs it the locale data.
let relativeFormat: Intl.RelativeTimeFormat | undefined;
const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "2 minutes ago", "yesterday", "just now". */
export function timeAgo(instant: string, now: number = Date.now()): string {
  const seconds = Math.round((Date.parse(instant) - now) / 1000);
  for (const [unit, size] of RELATIVE_UNITS) {
    if (Math.abs(seconds) >= size) {
      relativeFormat ??= new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
      return relativeFormat.format(Math.trunc(seconds / size), unit);
    }
  }
  return 'just now';
}

/** "To Do → In Progress", or "Created as In Progress" for a task's first status. */
export function statusChangeLabel(change: Pick<TaskStatusChange, 'oldStatus' | 'newStatus'>): string {
  if (change.oldStatus === null) return `Created as ${taskStatusLabel(change.newStatus)}`;
  return `${taskStatusLabel(change.oldStatus)} → ${taskStatusLabel(change.newStatus)}`;
}


/** "Showing 1–50 of 10,000", or "Showing 1–50 of 1,000+" when counting stopped at `total`. */
export function pageRangeLabel(offset: number, shown: number, total: number, exact = true): string {
  if (total === 0 || shown === 0) return `Showing 0 of ${formatTotal(total, exact)}`;
  return `Showing ${formatCount(offset + 1)}–${formatCount(offset + shown)} of ${formatTotal(total, exact)}`;
}

/**
 * The info banner, worded as the spec's templates. With a member, status or search filter but no
 * event, 'Showing all M tasks in system' would be untrue, so that case says how many match.
 */
export function tasksBanner({
  shown,
  shownExact = true,
  inSystem,
  eventChosen,
  filtered,
}: {
  shown: number;
  /** False when a search stopped counting at `shown`: "Showing 1,000+ matching tasks". */
  shownExact?: boolean;
  inSystem: number;
  eventChosen: boolean;
  filtered: boolean;
}): string {
  const n = formatTotal(shown, shownExact);
  const m = formatCount(inSystem);
  if (eventChosen) return `Showing ${n} tasks for selected event (${m} total tasks in system)`;
  if (filtered) return `Showing ${n} matching tasks (${m} total tasks in system)`;
  return `Showing all ${m} tasks in system`;
}

export { countdownDescription } from '../../../../domain/countdown.ts';
