/**
 * The viewer's calendar day; without zod, so that a page which only needs today's date (the
 * dashboard) does not load the schemas. Also exported from dates.ts with the other date rules.
 */
import type { CalendarDate } from './calendar-dates.ts';

/**
 * One formatter per named time zone, made once: building an Intl.DateTimeFormat costs far more than
 * using one. The default zone is looked up afresh each time, as the device's zone can change.
 */
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

function dayFormatterFor(timeZone: string | undefined): Intl.DateTimeFormat {
  const make = () => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  if (timeZone === undefined) return make();
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = make();
    dayFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Today in the given time zone (the browser's by default) as YYYY-MM-DD. */
export function todayIn(timeZone?: string, now = new Date()): CalendarDate {
  const parts = dayFormatterFor(timeZone).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}
