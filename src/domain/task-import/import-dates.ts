// Due dates and countdown labels as other tools and Eventry's export write them.
import { addDays, daysBetween, isCalendarDate, isDateInRange, type CalendarDate } from '../calendar-dates.ts';
import { isOffsetInRange, MAX_OFFSET_DAYS, type DueAnchor, type EventDates } from '../countdown.ts';
import { formatCount } from '../english-format.ts';
import type { DateOrder } from './import-types.ts';

export type ParsedDate = { date: CalendarDate } | { problem: string };
export type ParsedCountdown = { anchor: DueAnchor; offsetDays: number } | { problem: string };

export const IMPORT_DATE_MESSAGES = {
  unreadable: (cell: string) => `Due date "${cell}" is not a date Eventry can read (use YYYY-MM-DD)`,
  impossible: (cell: string) => `Due date "${cell}" does not exist`,
  outOfRange: (cell: string) => `Due date "${cell}" is not between 1900 and 9999`,
  countdownUnreadable: (cell: string) => `Countdown "${cell}" is not a countdown such as T-14, Event day or T+2`,
  countdownOutOfRange: (cell: string) => `Countdown "${cell}" is more than ${formatCount(MAX_OFFSET_DAYS)} days from the event`,
} as const;

/** Excel's day numbers: 1 is 1900-01-01, 60 the 29 February 1900 that never was, 2958465 is 9999-12-31. */
export const EXCEL_SERIAL_MIN = 1;
export const EXCEL_SERIAL_MAX = 2_958_465;
const EXCEL_LEAP_BUG_SERIAL = 60;

const MONTH_NAMES = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
/** January and Jan, September, Sept and Sep… → 1–12. */
const MONTH_NUMBERS = new Map<string, number>([
  ...MONTH_NAMES.flatMap((name, index) => [[name, index + 1] as const, [name.slice(0, 3), index + 1] as const]),
  ['sept', 9],
]);

/** 2026-12-31, optionally followed by a time (2026-12-31T17:00:00.000Z, 2026-12-31 17:00): the day as written. */
const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/i;
/** 12/31/2026, 31.12.26, 31-12-2026, optionally followed by a time (17:00, 5:00 PM). */
const NUMERIC = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})(?: [\d:.]+(?: ?[ap]m)?)?$/i;
/** Dec 31, 2026 · December 31 2026 · Thu Dec 31 2026 */
const MONTH_FIRST = /^(?:[a-z]{3,9},? )?([a-z]{3,9})\.? (\d{1,2})(?:st|nd|rd|th)?,? (\d{4})$/i;
/** 31 December 2026 · 31-Dec-2026 · 31 Dec. 26 */
const DAY_FIRST = /^(\d{1,2})(?:st|nd|rd|th)?[ -]([a-z]{3,9})\.?[ -](\d{4}|\d{2})$/i;
const SERIAL = /^\d{1,7}(?:\.\d+)?$/;

function fullYear(digits: string): number {
  return digits.length === 2 ? 2000 + Number(digits) : Number(digits);
}

function monthNumber(name: string): number | null {
  return MONTH_NUMBERS.get(name.toLowerCase()) ?? null;
}

function dayOf(cell: string, year: number, month: number | null, day: number): ParsedDate {
  if (month === null) return { problem: IMPORT_DATE_MESSAGES.unreadable(cell) };
  const date = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  if (!isCalendarDate(date)) return { problem: IMPORT_DATE_MESSAGES.impossible(cell) };
  if (!isDateInRange(date)) return { problem: IMPORT_DATE_MESSAGES.outOfRange(cell) };
  return { date };
}

function excelSerialDate(cell: string): ParsedDate {
  const serial = Math.floor(Number(cell));
  if (serial < EXCEL_SERIAL_MIN || serial > EXCEL_SERIAL_MAX) return { problem: IMPORT_DATE_MESSAGES.unreadable(cell) };
  if (serial === EXCEL_LEAP_BUG_SERIAL) return { problem: IMPORT_DATE_MESSAGES.impossible(cell) };
  // Excel counts a 29 February 1900, so its numbers from 61 on are one day ahead of the calendar.
  return { date: serial < EXCEL_LEAP_BUG_SERIAL ? addDays('1899-12-31', serial) : addDays('1899-12-30', serial) };
}

/**
 * A due date cell as a calendar day: ISO dates and datetimes (the day as written), numeric dates in
 * the given day/month order (/ . or - between, two-digit years in 20xx), Excel day numbers and
 * English month names. Null for an empty cell; a problem naming the cell when it is no day.
 */
export function parseImportDate(cell: string, order: DateOrder): ParsedDate | null {
  const text = cell.trim();
  if (text === '') return null;
  let match = ISO.exec(text);
  if (match) return dayOf(text, Number(match[1]), Number(match[2]), Number(match[3]));
  match = NUMERIC.exec(text);
  if (match) {
    const [first, second] = [Number(match[1]), Number(match[3])];
    const [month, day] = order === 'mdy' ? [first, second] : [second, first];
    return dayOf(text, fullYear(match[4]!), month, day);
  }
  match = MONTH_FIRST.exec(text);
  if (match) return dayOf(text, Number(match[3]), monthNumber(match[1]!), Number(match[2]));
  match = DAY_FIRST.exec(text);
  if (match) return dayOf(text, fullYear(match[3]!), monthNumber(match[2]!), Number(match[1]));
  if (SERIAL.test(text)) return excelSerialDate(text);
  return { problem: IMPORT_DATE_MESSAGES.unreadable(text) };
}

/** 'dmy' when some numeric date's first part is over 12 (31/12/2026), else 'mdy'. */
export function proposeDateOrder(cells: readonly string[]): DateOrder {
  for (const cell of cells) {
    const match = NUMERIC.exec(cell.trim());
    if (match && Number(match[1]) > 12) return 'dmy';
  }
  return 'mdy';
}

const COUNTDOWN = /^T ?([+\-\u2212]) ?(\d{1,6})$/i;
const EVENT_DAY = /^event ?day$/i;

/**
 * A countdown label as countdownLabel() writes it: `T-14` is due 14 days before the first day (start
 * −14), `T+2` two days after the last (end +2), `Event day` on the first day (start 0). Null for an
 * empty cell.
 */
export function parseCountdownCell(cell: string): ParsedCountdown | null {
  const text = cell.trim();
  if (text === '') return null;
  if (EVENT_DAY.test(text)) return { anchor: 'start', offsetDays: 0 };
  const match = COUNTDOWN.exec(text);
  if (!match) return { problem: IMPORT_DATE_MESSAGES.countdownUnreadable(text) };
  const days = Number(match[2]);
  if (!isOffsetInRange(days)) return { problem: IMPORT_DATE_MESSAGES.countdownOutOfRange(text) };
  // `0 - days`, not `-days`: T-0 is due on day 0, not -0.
  return match[1] === '+' ? { anchor: 'end', offsetDays: days } : { anchor: 'start', offsetDays: 0 - days };
}

/**
 * `Event day` says only that the task falls during the event; the export's due date says which day.
 * When that day lies within the event, the offset counts from the first day to it.
 */
export function eventDayOffset(dueDate: CalendarDate | null, event: EventDates): number {
  return dueDate !== null && dueDate >= event.startDate && dueDate <= event.endDate ? daysBetween(event.startDate, dueDate) : 0;
}
