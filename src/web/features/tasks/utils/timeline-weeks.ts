import { addDays, daysBetween, type CalendarDate } from '../../../../domain/calendar-dates.ts';
import type { EventDates } from '../../../../domain/countdown.ts';
import { formatCalendarDate } from '../../../lib/calendar-date-format.ts';
import { formatCalendarDay, formatCount } from '../../../../domain/english-format.ts';

/**
 * Where a group lies against its event: a week before its first day, its days, a week after its
 * last day, or no due date at all.
 */
export type TimelineGroupKind = 'before' | 'event' | 'after' | 'undated';

export interface TimelineGroup<T> {
  /** Stable while the event's dates stay: `before-3`, `event`, `after-1`, `undated`. */
  key: string;
  kind: TimelineGroupKind;
  /** Weeks from the event: 1 for the week right before or after it, 0 for the event and undated. */
  weeks: number;
  /** "3 weeks before", "Week before", "Event", "Week after", "No due date". */
  label: string;
  /** The group's first and last day (null for undated tasks). */
  from: CalendarDate | null;
  to: CalendarDate | null;
  /** Its tasks by due date; tasks due the same day keep the order they came in. */
  tasks: T[];
  /**
   * Where today falls among the tasks when this group holds today: the marker goes before
   * `tasks[todayAt]` (after every task when it equals the length). Null when today is elsewhere.
   */
  todayAt: number | null;
}

interface Slot {
  kind: Exclude<TimelineGroupKind, 'undated'>;
  weeks: number;
}

const DAYS_A_WEEK = 7;

/** The week of a day against the event: the 7 days before its first day are "Week before", and so on. */
function slotOf(date: CalendarDate, event: EventDates): Slot {
  if (date < event.startDate) return { kind: 'before', weeks: Math.ceil(daysBetween(date, event.startDate) / DAYS_A_WEEK) };
  if (date > event.endDate) return { kind: 'after', weeks: Math.ceil(daysBetween(event.endDate, date) / DAYS_A_WEEK) };
  return { kind: 'event', weeks: 0 };
}

/** Where a slot lies in time: earlier weeks before first, the event at 0. */
const position = ({ kind, weeks }: Slot) => (kind === 'before' ? -weeks : kind === 'after' ? weeks : 0);

function slotRange({ kind, weeks }: Slot, event: EventDates): { from: CalendarDate; to: CalendarDate } {
  if (kind === 'before') return { from: addDays(event.startDate, -DAYS_A_WEEK * weeks), to: addDays(event.startDate, -DAYS_A_WEEK * (weeks - 1) - 1) };
  if (kind === 'after') return { from: addDays(event.endDate, DAYS_A_WEEK * (weeks - 1) + 1), to: addDays(event.endDate, DAYS_A_WEEK * weeks) };
  return { from: event.startDate, to: event.endDate };
}

export function timelineGroupLabel({ kind, weeks }: { kind: TimelineGroupKind; weeks: number }): string {
  if (kind === 'event') return 'Event';
  if (kind === 'undated') return 'No due date';
  const side = kind === 'before' ? 'before' : 'after';
  return weeks === 1 ? `Week ${side}` : `${formatCount(weeks)} weeks ${side}`;
}

/**
 * An event's tasks by week relative to the event, in time order, then the tasks without a due date.
 * Only the weeks that hold a task are listed, and always the event's own days and the week that holds
 * `today` (so that a reader sees where they stand, even in a quiet week).
 */
export function groupTasksByEventWeek<T extends { dueDate: CalendarDate | null }>(tasks: readonly T[], event: EventDates, today: CalendarDate): TimelineGroup<T>[] {
  const slots = new Map<number, { slot: Slot; tasks: T[] }>();
  const place = (slot: Slot) => {
    const at = position(slot);
    let entry = slots.get(at);
    if (!entry) {
      entry = { slot, tasks: [] };
      slots.set(at, entry);
    }
    return entry;
  };
  place({ kind: 'event', weeks: 0 });
  const todaySlot = slotOf(today, event);
  place(todaySlot);

  const undated: T[] = [];
  for (const task of tasks) {
    if (task.dueDate === null) undated.push(task);
    else place(slotOf(task.dueDate, event)).tasks.push(task);
  }

  const groups: TimelineGroup<T>[] = [...slots.entries()]
    .sort(([a], [b]) => a - b)
    .map(([at, { slot, tasks: inSlot }]) => {
      // Array.prototype.sort is stable: tasks due the same day keep the list's order.
      const sorted = [...inSlot].sort((a, b) => (a.dueDate! < b.dueDate! ? -1 : a.dueDate! > b.dueDate! ? 1 : 0));
      const holdsToday = at === position(todaySlot);
      return {
        key: slot.kind === 'event' ? 'event' : `${slot.kind}-${slot.weeks}`,
        kind: slot.kind,
        weeks: slot.weeks,
        label: timelineGroupLabel(slot),
        ...slotRange(slot, event),
        tasks: sorted,
        todayAt: holdsToday ? sorted.filter((task) => task.dueDate! < today).length : null,
      };
    });
  if (undated.length > 0) groups.push({ key: 'undated', kind: 'undated', weeks: 0, label: timelineGroupLabel({ kind: 'undated', weeks: 0 }), from: null, to: null, tasks: undated, todayAt: null });
  return groups;
}

/**
 * A group's days, as short as stays clear: "Dec 5, 2026", "Dec 1 – 7, 2026", "Nov 30 – Dec 6, 2026",
 * "Dec 28, 2026 – Jan 3, 2027".
 */
export function formatDayRange(from: CalendarDate, to: CalendarDate): string {
  if (from === to) return formatCalendarDate(from);
  if (from.slice(0, 4) !== to.slice(0, 4)) return `${formatCalendarDate(from)} – ${formatCalendarDate(to)}`;
  if (from.slice(0, 7) === to.slice(0, 7)) return `${formatCalendarDay(from, 'day')} – ${Number(to.slice(8))}, ${to.slice(0, 4)}`;
  return `${formatCalendarDay(from, 'day')} – ${formatCalendarDate(to)}`;
}
