import type { CalendarDate } from '../../../../../domain/calendar-dates.ts';
import { calendarMonth, dayForKey, isCalendarKey, monthOf, type CalendarMonthKey } from '../../../../../domain/calendar-month.ts';

export interface CalendarFocus {
  month: CalendarMonthKey;
  focusDate: CalendarDate;
}

/** Whether a day is on the month's grid, the days of the months before and after included. */
function onGrid(month: CalendarMonthKey, date: CalendarDate): boolean {
  const { weeks } = calendarMonth(month);
  return date >= weeks[0]![0]!.date && date <= weeks.at(-1)![6]!.date;
}

/**
 * What a key pressed on a day of the grid does: move the focus, open the day (Enter), or nothing.
 * The month shown stays while the focus is on its grid (Home on a week starting in the month before
 * stays), and follows it off the grid; PageUp and PageDown always show the month before or after.
 */
export type CalendarKeyStep = { kind: 'move'; focus: CalendarFocus } | { kind: 'open'; date: CalendarDate } | null;

export function calendarKeyStep({ month, focusDate }: CalendarFocus, key: string): CalendarKeyStep {
  if (key === 'Enter') return { kind: 'open', date: focusDate };
  if (!isCalendarKey(key)) return null;
  const next = dayForKey(focusDate, key);
  const keepMonth = key !== 'PageUp' && key !== 'PageDown' && onGrid(month, next);
  return { kind: 'move', focus: { month: keepMonth ? month : monthOf(next), focusDate: next } };
}
