import { z } from 'zod';
import { dateOutOfRangeMessage, isCalendarDate, isDateInRange, LATEST_DATE, LATEST_TODAY, type CalendarDate } from './calendar-dates.ts';

// The rules without zod live in calendar-dates.ts, for client code that needs no schemas.
export * from './calendar-dates.ts';

interface CalendarDateOptions {
  /** Message for a missing or blank value; without it a blank value is simply not a date. */
  required?: string;
  outOfRange?: string;
  latest?: CalendarDate;
}

/** A YYYY-MM-DD day that exists and lies between EARLIEST_DATE and `latest` (LATEST_DATE by default). */
export function calendarDateSchema(message = 'Enter a date as YYYY-MM-DD', options: CalendarDateOptions = {}) {
  const { required, latest = LATEST_DATE, outOfRange = dateOutOfRangeMessage('Date', latest) } = options;
  let schema = z.string({ error: required ?? message }).trim();
  if (required) schema = schema.min(1, { error: required, abort: true });
  return schema
    .refine(isCalendarDate, { error: message, abort: true })
    .refine((value) => isDateInRange(value, latest), outOfRange);
}

/**
 * The caller's local date, which statuses, join dates, past-due counts and generated due dates are
 * derived from. Optional everywhere: the server's UTC date stands in when it is omitted.
 */
export const todaySchema = calendarDateSchema('Today must be a date as YYYY-MM-DD', {
  latest: LATEST_TODAY,
  outOfRange: dateOutOfRangeMessage('Today', LATEST_TODAY),
});

export { todayIn } from './today.ts';
