/**
 * Counts and calendar days as the product writes them ("10,000 tasks", "Mon, Jun 3, 2030"),
 * without Intl: a page's first use of Intl makes the browser load its locale data, 40–60 ms on a
 * fast machine (four times that on a phone) before anything else can run. The output is exactly
 * what `toLocaleString('en-US')` and Intl.DateTimeFormat('en-US', …, timeZone 'UTC') give.
 */
import type { CalendarDate } from './calendar-dates.ts';

/** 1234567 → "1,234,567", -1500 → "-1,500"; a fraction keeps Intl's rounding. */
export function formatCount(value: number): string {
  if (!Number.isSafeInteger(value)) return value.toLocaleString('en-US');
  // Groups of three from the right, built in one pass (a lookahead to the end from every digit is quadratic).
  const whole = String(Math.abs(value));
  let digits = whole.slice(0, ((whole.length - 1) % 3) + 1);
  for (let start = digits.length; start < whole.length; start += 3) digits += `,${whole.slice(start, start + 3)}`;
  return value < 0 ? `-${digits}` : digits;
}

/**
 * A count with its noun, singular for exactly one: "1 task", "0 tasks", "10,000 tasks",
 * "1 team member", "2 people" (with `many`), "1,000+ tasks" (not `exact`: counting stopped there). The one helper for "N things" in the product;
 * strings the spec quotes word for word ('Showing N tasks for selected event …') keep its wording.
 */
export function countLabel(count: number, one: string, many = `${one}s`, exact = true): string {
  return `${formatTotal(count, exact)} ${exact && count === 1 ? one : many}`;
}

/** "10,000", or "1,000+" when counting stopped at `count` (a list answered with `totalExact` false). */
export function formatTotal(count: number, exact = true): string {
  return exact ? formatCount(count) : `${formatCount(count)}+`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export type CalendarDateStyle = 'day' | 'date' | 'weekday-day' | 'weekday-date';

/**
 * A calendar day, whatever the viewer's time zone: "Jun 3" (day), "Jun 3, 2030" (date),
 * "Mon, Jun 3" (weekday-day) or "Mon, Jun 3, 2030" (weekday-date).
 */
export function formatCalendarDay(date: CalendarDate, style: CalendarDateStyle = 'date'): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const monthDay = `${MONTHS[month - 1]} ${day}`;
  if (style === 'day') return monthDay;
  if (style === 'date') return `${monthDay}, ${year}`;
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  return style === 'weekday-day' ? `${weekday}, ${monthDay}` : `${weekday}, ${monthDay}, ${year}`;
}
