// Countdown planning without zod: due dates anchored to an event's start or end, their labels, and
// the offset tokens of bulk lines. Shared by the server (which stores and moves anchored dates) and
// the client (forms, previews, timeline).
import { addDays, daysBetween, type CalendarDate } from './calendar-dates.ts';
import { formatCount } from './english-format.ts';

/** What a relative due date counts from: the event's first day or its last. */
export const DUE_ANCHORS = ['start', 'end'] as const;
export type DueAnchor = (typeof DUE_ANCHORS)[number];

/** The furthest a relative due date may lie from its anchor, either way (about ten years). */
export const MAX_OFFSET_DAYS = 3650;

export const COUNTDOWN_MESSAGES = {
  anchorInvalid: 'Anchor must be start or end',
  offsetInvalid: 'Offset must be a whole number of days',
  offsetOutOfRange: `Offset must be between -${formatCount(MAX_OFFSET_DAYS)} and ${formatCount(MAX_OFFSET_DAYS)} days`,
  offsetWithoutAnchor: 'Choose whether the offset counts from the start or the end of the event',
  anchorWithoutOffset: 'Enter how many days before or after the event the task is due',
  dueDateAndAnchor: 'A task has either a fixed due date or one relative to its event, not both',
  lineOffsetOutOfRange: (line: number) =>
    `Line ${line}: an offset can be at most ${formatCount(MAX_OFFSET_DAYS)} days before or after the event`,
  lineOffsetWithoutTitle: (line: number) => `Line ${line} has an offset but no task title`,
  eventMoveOutOfRange: 'These dates would move a task planned relative to this event before 1900-01-01 or after 9999-12-31',
  movedTasks: (count: number) => `${formatCount(count)} ${count === 1 ? 'task' : 'tasks'} moved`,
} as const;

/** The event days a relative due date is worked out from. */
export interface EventDates {
  startDate: CalendarDate;
  endDate: CalendarDate;
}

export interface DueOffset {
  anchor: DueAnchor;
  /** Days after the anchor: negative before it, 0 on the day. */
  offsetDays: number;
}

export function isDueAnchor(value: unknown): value is DueAnchor {
  return typeof value === 'string' && (DUE_ANCHORS as readonly string[]).includes(value);
}

export function isOffsetInRange(offsetDays: number): boolean {
  return Number.isInteger(offsetDays) && Math.abs(offsetDays) <= MAX_OFFSET_DAYS;
}

/** The calendar day a relative due date falls on for an event with these dates. */
export function anchoredDueDate(offset: DueOffset, event: EventDates): CalendarDate {
  return addDays(offset.anchor === 'start' ? event.startDate : event.endDate, offset.offsetDays);
}

/** The offset from the event's start that lands on `dueDate` (how a fixed date becomes a relative one). */
export function offsetFromStart(dueDate: CalendarDate, event: EventDates): DueOffset {
  return { anchor: 'start', offsetDays: daysBetween(event.startDate, dueDate) };
}

/**
 * Where a due day stands against its event: `T-14` fourteen days before the first day, `Event day`
 * on any day of the event, `T+2` two days after the last day.
 */
export function countdownLabel(dueDate: CalendarDate, event: EventDates): string {
  if (dueDate < event.startDate) return `T-${daysBetween(dueDate, event.startDate)}`;
  if (dueDate > event.endDate) return `T+${daysBetween(event.endDate, dueDate)}`;
  return 'Event day';
}

/** What a countdown label says, read out: `T-14` "14 days before the event", `T+1` "1 day after the event". */
export function countdownDescription(countdown: string): string {
  const match = /^T([+-])(\d+)$/.exec(countdown);
  if (!match) return countdown === 'Event day' ? 'on the event day' : countdown;
  const days = Number(match[2]);
  return `${formatCount(days)} ${days === 1 ? 'day' : 'days'} ${match[1] === '-' ? 'before' : 'after'} the event`;
}

/** How a form and a preview say an offset: "14 days before start", "On the start day", "2 days after end". */
export function describeOffset({ anchor, offsetDays }: DueOffset): string {
  const day = anchor === 'start' ? 'start' : 'end';
  if (offsetDays === 0) return `On the ${day} day`;
  const count = Math.abs(offsetDays);
  return `${formatCount(count)} ${count === 1 ? 'day' : 'days'} ${offsetDays < 0 ? 'before' : 'after'} ${day}`;
}

/**
 * A bulk line's leading offset token: `T-90 Book the venue` is due 90 days before the start,
 * `T+1 Thank the sponsors` one day after the end, `T-0` on the first day and `T+0` on the last.
 * Only an upper-case T followed by a sign, digits and a space counts, at the very start of the line,
 * so titles such as "T-shirts for volunteers" or "Print T-90 badges" stay titles.
 */
const OFFSET_TOKEN = /^T([+-])(\d+)(?:\s+|$)/;

export type BulkLineOffset =
  | { kind: 'none'; title: string }
  | { kind: 'offset'; title: string; offset: DueOffset }
  | { kind: 'invalid'; problem: 'outOfRange' | 'noTitle' };

export function parseBulkLineOffset(line: string): BulkLineOffset {
  const match = OFFSET_TOKEN.exec(line);
  if (!match) return { kind: 'none', title: line };
  const [token, sign, digits] = match as unknown as [string, '+' | '-', string];
  const title = line.slice(token.length).trim();
  if (title === '') return { kind: 'invalid', problem: 'noTitle' };
  const days = Number(digits);
  if (digits.length > 5 || !isOffsetInRange(days)) return { kind: 'invalid', problem: 'outOfRange' };
  // `0 - days`, not `-days`: T-0 is due on day 0, not -0.
  const offset: DueOffset = sign === '-' ? { anchor: 'start', offsetDays: 0 - days } : { anchor: 'end', offsetDays: days };
  return { kind: 'offset', title, offset };
}

/** The message for a bulk line whose token cannot be used; null when the line is fine. */
export function bulkLineOffsetProblem(line: string, lineNumber: number): string | null {
  const parsed = parseBulkLineOffset(line);
  if (parsed.kind !== 'invalid') return null;
  return parsed.problem === 'noTitle' ? COUNTDOWN_MESSAGES.lineOffsetWithoutTitle(lineNumber) : COUNTDOWN_MESSAGES.lineOffsetOutOfRange(lineNumber);
}
