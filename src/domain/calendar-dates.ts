// Calendar days without zod, so that client code which only needs the rules loads no schemas;
// dates.ts re-exports all of it with the date schemas.

/** A calendar day, YYYY-MM-DD, with no time zone: events and due dates are days, not instants. */
export type CalendarDate = string;

const CALENDAR_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export function isCalendarDate(value: string): boolean {
  if (!CALENDAR_DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * The days every database stores alike: PostgreSQL has no year 0, and four-digit years keep
 * YYYY-MM-DD strings comparable as text.
 */
export const EARLIEST_DATE: CalendarDate = '1900-01-01';
export const LATEST_DATE: CalendarDate = '9999-12-31';
/**
 * Latest accepted "today": dates derived from it (bulk due dates up to 5,000 days on, sample
 * events weeks ahead) must stay within LATEST_DATE.
 */
export const LATEST_TODAY: CalendarDate = '9900-12-31';

export function isDateInRange(value: CalendarDate, latest: CalendarDate = LATEST_DATE): boolean {
  return value >= EARLIEST_DATE && value <= latest;
}

export const dateOutOfRangeMessage = (label: string, latest: CalendarDate = LATEST_DATE) =>
  `${label} must be between ${EARLIEST_DATE} and ${latest}`;

export function addDays(date: CalendarDate, days: number): CalendarDate {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
