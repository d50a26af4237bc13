/**
 * The viewer's calendar day; without zod, so that a page which only needs today's date (the
 * dashboard) does not load the schemas. Also exported from dates.ts with the other date rules.
 */
import type { CalendarDate } from './calendar-dates.ts';

/**
 * One formatter per named time zone, made once: building an Intl.DateTimeFormat costs far more than
 * using one.
 */
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

function dayFormatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * Today in the given time zone (the device's by default) as YYYY-MM-DD. The device's own day comes
 * from Date, which follows a change of zone at once and, unlike Intl, loads no locale data (the
 * dashboard asks for today before its first paint).
 */
export function todayIn(timeZone?: string, now = new Date()): CalendarDate {
  if (timeZone === undefined) {
    return `${String(now.getFullYear()).padStart(4, '0')}-${twoDigits(now.getMonth() + 1)}-${twoDigits(now.getDate())}`;
  }
  const parts = dayFormatterFor(timeZone).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * Whether the runtime's Intl knows `timeZone` as an IANA zone name (Europe/Berlin, America/New_York,
 * UTC…). A zone stored for a workspace is always one of these, so every date computed in it works.
 */
export function isKnownTimeZone(timeZone: string): boolean {
  if (timeZone.length === 0 || timeZone.length > 64 || !/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(timeZone)) return false;
  try {
    dayFormatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}
