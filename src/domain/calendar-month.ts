// The Tasks page's calendar without zod: the month grid, moving through it, the event's band and
// what dropping a task on a day changes. Everything works on calendar days (YYYY-MM-DD) with UTC
// arithmetic, never on the viewer's instants, so a daylight-saving change cannot shift a day.
import { addDays, daysBetween, type CalendarDate } from './calendar-dates.ts';
import { countdownLabel, describeOffset, isOffsetInRange, type DueAnchor, type EventDates } from './countdown.ts';
import { formatCalendarDay } from './english-format.ts';

/** A month as YYYY-MM. */
export type CalendarMonthKey = string;

export interface CalendarDay {
  date: CalendarDate;
  /** Day of the month, 1–31. */
  day: number;
  /** False for the days of the previous and next months that fill the first and last weeks. */
  inMonth: boolean;
}

export interface CalendarMonth {
  month: CalendarMonthKey;
  /** Weeks from Monday to Sunday: four to six of them, as the month needs. */
  weeks: CalendarDay[][];
}

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

function parts(month: CalendarMonthKey): [number, number] {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return [year, number];
}

function monthKey(year: number, month: number): CalendarMonthKey {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

/** The month a day lies in. */
export function monthOf(date: CalendarDate): CalendarMonthKey {
  return date.slice(0, 7);
}

export function firstDayOf(month: CalendarMonthKey): CalendarDate {
  return `${month}-01`;
}

export function daysInMonth(month: CalendarMonthKey): number {
  const [year, number] = parts(month);
  return new Date(Date.UTC(year, number, 0)).getUTCDate();
}

/** The month `count` months on (back when negative): December 2026 + 1 is January 2027. */
export function addMonths(month: CalendarMonthKey, count: number): CalendarMonthKey {
  const [year, number] = parts(month);
  const index = year * 12 + (number - 1) + count;
  return monthKey(Math.floor(index / 12), (index % 12) + 1);
}

export const previousMonth = (month: CalendarMonthKey) => addMonths(month, -1);
export const nextMonth = (month: CalendarMonthKey) => addMonths(month, 1);

/** "December 2026". */
export function monthName(month: CalendarMonthKey): string {
  const [year, number] = parts(month);
  return `${MONTH_NAMES[number - 1]} ${year}`;
}

/** 0 for Monday … 6 for Sunday. */
export function weekdayIndex(date: CalendarDate): number {
  return (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/** The Monday of the week a day lies in. */
export function startOfWeek(date: CalendarDate): CalendarDate {
  return addDays(date, -weekdayIndex(date));
}

/** The month as weeks from Monday: the first week starts on the Monday on or before the 1st, the last ends on the Sunday on or after the last day. */
export function calendarMonth(month: CalendarMonthKey): CalendarMonth {
  const first = firstDayOf(month);
  const last = `${month}-${String(daysInMonth(month)).padStart(2, '0')}`;
  const weeks: CalendarDay[][] = [];
  for (let monday = startOfWeek(first); monday <= last; monday = addDays(monday, 7)) {
    const week: CalendarDay[] = [];
    for (let offset = 0; offset < 7; offset++) {
      const date = addDays(monday, offset);
      week.push({ date, day: Number(date.slice(8, 10)), inMonth: monthOf(date) === month });
    }
    weeks.push(week);
  }
  return { month, weeks };
}

/** The same day `count` months on, or the month's last day when it has fewer days (Jan 31 + 1 is Feb 28). */
export function addMonthsToDay(date: CalendarDate, count: number): CalendarDate {
  const month = addMonths(monthOf(date), count);
  const day = Math.min(Number(date.slice(8, 10)), daysInMonth(month));
  return `${month}-${String(day).padStart(2, '0')}`;
}

/** The keys that move the focus across the month grid. */
export const CALENDAR_KEYS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown'] as const;
export type CalendarKey = (typeof CALENDAR_KEYS)[number];

export function isCalendarKey(key: string): key is CalendarKey {
  return (CALENDAR_KEYS as readonly string[]).includes(key);
}

/**
 * The day a key moves the focus to: a day left or right, a week up or down, the week's Monday (Home)
 * or Sunday (End), the same day a month back (PageUp) or on (PageDown).
 */
export function dayForKey(date: CalendarDate, key: CalendarKey): CalendarDate {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return startOfWeek(date);
    case 'End':
      return addDays(startOfWeek(date), 6);
    case 'PageUp':
      return addMonthsToDay(date, -1);
    case 'PageDown':
      return addMonthsToDay(date, 1);
  }
}

/** Where a day stands in the event's band: its first day, a middle one, its last, its only one, or outside. */
export type EventBandPart = 'start' | 'middle' | 'end' | 'single' | null;

export function eventBandPart(date: CalendarDate, event: EventDates | null): EventBandPart {
  if (!event || date < event.startDate || date > event.endDate) return null;
  if (event.startDate === event.endDate) return 'single';
  if (date === event.startDate) return 'start';
  if (date === event.endDate) return 'end';
  return 'middle';
}

/** The tasks of each due day, in the order given; tasks without a due date are left out. */
export function tasksByDay<T extends { dueDate: CalendarDate | null }>(tasks: readonly T[]): Map<CalendarDate, T[]> {
  const days = new Map<CalendarDate, T[]>();
  for (const task of tasks) {
    if (task.dueDate === null) continue;
    const day = days.get(task.dueDate);
    if (day) day.push(task);
    else days.set(task.dueDate, [task]);
  }
  return days;
}

/** A due date change the calendar asks for: a fixed day, or an offset from the event's start or end. */
export type DueDateChange = { dueDate: CalendarDate } | { dueAnchor: DueAnchor; dueOffsetDays: number };

export interface DroppedTask {
  dueDate: CalendarDate | null;
  dueAnchor: DueAnchor | null;
  dueOffsetDays: number | null;
}

/**
 * What dropping a task on a day can do:
 * - `none`: it is due that day already;
 * - `fixed`: a task with a fixed (or no) due date simply takes the day;
 * - `relative`: a task planned relative to its event may keep its anchor with the offset that lands
 *   on the day (`offset`, null when that offset would be out of range), or be fixed to the day (`fixed`).
 */
export type DropChoice =
  | { kind: 'none' }
  | { kind: 'fixed'; change: { dueDate: CalendarDate } }
  | {
      kind: 'relative';
      offset: { change: { dueAnchor: DueAnchor; dueOffsetDays: number }; from: string; to: string } | null;
      fixed: { change: { dueDate: CalendarDate }; label: string };
    };

/**
 * How the offset reads before and after the move: the countdown labels (`T-14` → `T-10`) when the
 * event's dates are known and the labels differ, else the offsets in words ("3 days before end").
 */
function offsetLabels(task: { dueDate: CalendarDate; dueAnchor: DueAnchor; dueOffsetDays: number }, day: CalendarDate, newOffset: number, event: EventDates | null) {
  if (event) {
    const from = countdownLabel(task.dueDate, event);
    const to = countdownLabel(day, event);
    if (from !== to) return { from, to };
  }
  return {
    from: describeOffset({ anchor: task.dueAnchor, offsetDays: task.dueOffsetDays }),
    to: describeOffset({ anchor: task.dueAnchor, offsetDays: newOffset }),
  };
}

/**
 * The choice for dropping `task` on `day`. `event` is the task's event, when its dates are known:
 * it only words the labels, as the new offset follows from the task alone (its anchor day lies
 * `dueOffsetDays` before its due date).
 */
export function dropChoice(task: DroppedTask, day: CalendarDate, event: EventDates | null = null): DropChoice {
  if (task.dueDate === day) return { kind: 'none' };
  const fixed = { change: { dueDate: day } };
  if (task.dueAnchor === null || task.dueOffsetDays === null || task.dueDate === null) return { kind: 'fixed', ...fixed };
  const dueOffsetDays = task.dueOffsetDays + daysBetween(task.dueDate, day);
  const anchored = { dueDate: task.dueDate, dueAnchor: task.dueAnchor, dueOffsetDays: task.dueOffsetDays };
  return {
    kind: 'relative',
    offset: isOffsetInRange(dueOffsetDays)
      ? { change: { dueAnchor: task.dueAnchor, dueOffsetDays }, ...offsetLabels(anchored, day, dueOffsetDays, event) }
      : null,
    fixed: { ...fixed, label: formatCalendarDay(day, 'weekday-day') },
  };
}
