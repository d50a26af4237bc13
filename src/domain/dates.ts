import { z } from 'zod';

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

export function addDays(date: CalendarDate, days: number): CalendarDate {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
