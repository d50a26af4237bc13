import type { CalendarDate } from '../../domain/calendar-dates.ts';
import { formatCalendarDay } from '../../domain/english-format.ts';

/** 2030-06-01 → "Jun 1, 2030": the day itself, whatever the viewer's time zone. */
export function formatCalendarDate(date: CalendarDate): string {
  return formatCalendarDay(date, 'date');
}
