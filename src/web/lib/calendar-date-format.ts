import type { CalendarDate } from '../../domain/calendar-dates.ts';

const calendarDateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** 2030-06-01 → "Jun 1, 2030": the day itself, whatever the viewer's time zone. */
export function formatCalendarDate(date: CalendarDate): string {
  return calendarDateFormat.format(new Date(`${date}T00:00:00Z`));
}
