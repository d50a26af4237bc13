// Bulk create's lines, priorities, due dates and messages without zod, so that the tasks page loads
// no schemas; bulk-tasks.ts re-exports all of it with the bulk create schemas.
import { addDays, type CalendarDate } from './calendar-dates.ts';
import { anchoredDueDate, parseBulkLineOffset, type DueAnchor, type EventDates } from './countdown.ts';
import { TASK_MESSAGES, TITLE_MAX_LENGTH, type TaskPriority, type TaskStatus } from './task-rules.ts';
import { controlCharactersMessage } from './text-rules.ts';
import { formatCount } from './english-format.ts';

/** Most lines one bulk request may hold; all are stored in one transaction. */
export const BULK_MAX_LINES = 5000;
/** The first lines are high priority, the next ones medium, the rest low. */
export const BULK_HIGH_PRIORITY_LINES = 10;
export const BULK_MEDIUM_PRIORITY_LINES = 30;

export const BULK_MESSAGES = {
  textRequired: 'Please enter tasks',
  eventRequired: TASK_MESSAGES.eventRequired,
  noLines: 'Please enter at least one task',
  tooManyLines: (count: number) =>
    `Please enter at most ${formatCount(BULK_MAX_LINES)} tasks at once (this list has ${formatCount(count)})`,
  lineTooLong: (line: number) => `Line ${line} is too long: a task title can have at most ${TITLE_MAX_LENGTH} characters`,
  lineControlCharacters: (line: number) => controlCharactersMessage(`Line ${line}`),
  noneCreated: 'No tasks were created successfully',
  clearConfirm: 'Are you sure you want to clear all tasks? This action cannot be undone.',
  replaceConfirm: 'This will replace your current tasks. Continue?',
  completed: (created: number, total: number, eventName: string) => `Successfully created ${created} of ${total} tasks for "${eventName}"!`,
  failed: (message: string) => `Failed to create tasks: ${message}`,
  /** A line that looks like it means a due offset (see `bulkOffsetLookalike`): how to write it as one. */
  lineLooksLikeOffset: (line: number, { typed, written, fix, title }: BulkOffsetLookalike) => {
    const start = `Line ${line}: “${typed}” looks like a due offset; write`;
    if (fix !== null) return `${start} “${shorten(fix)}” to date it from the event`;
    if (written !== null) return `${start} ${written}, a space and the task to date it from the event`;
    const example = `T${/^.\s*\+/.test(typed) ? '+' : '-'}2 ${title || 'Book the venue'}`;
    return `${start} the days after the sign, like “${shorten(example)}”, to date it from the event`;
  },
} as const;

/** Keeps a line quoted in a message short enough to read, cut after a whole word. */
function shorten(text: string, length = 48): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > length / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The text area's lines, trimmed, without the blank ones: one task each. */
export function bulkLines(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

export function bulkPriorityFor(index: number): TaskPriority {
  if (index < BULK_HIGH_PRIORITY_LINES) return 'high';
  if (index < BULK_MEDIUM_PRIORITY_LINES) return 'medium';
  return 'low';
}

export function bulkDescriptionFor(eventName: string): string {
  return `Bulk created task for ${eventName}`;
}

export interface PlannedTask {
  title: string;
  description: string;
  dueDate: CalendarDate;
  /** Set for a line that began with an offset token (`T-90 …`): the task is anchored to the event. */
  dueAnchor: DueAnchor | null;
  dueOffsetDays: number | null;
  priority: TaskPriority;
  status: TaskStatus;
  assigneeId: null;
}

/** The event a bulk create adds to: its name for the descriptions, its dates for offset lines. */
export interface BulkEvent extends EventDates {
  name: string;
}

/**
 * One task per non-blank line. A line starting with an offset token (`T-90 Book the venue`) is
 * anchored to the event and due on the day the token names, its title the rest of the line; any
 * other line is due `index + 1` days after today (line 1 tomorrow). A line whose token cannot be used
 * (see `bulkLineOffsetProblem`) keeps its text as the title: validation refuses such text first.
 */
export function planBulkTasks(text: string, event: BulkEvent, today: CalendarDate): PlannedTask[] {
  const description = bulkDescriptionFor(event.name);
  return bulkLines(text).map((line, index) => {
    const parsed = parseBulkLineOffset(line);
    const anchored = parsed.kind === 'offset' ? parsed.offset : null;
    return {
      title: parsed.kind === 'invalid' ? line : parsed.title,
      description,
      dueDate: anchored ? anchoredDueDate(anchored, event) : addDays(today, index + 1),
      dueAnchor: anchored?.anchor ?? null,
      dueOffsetDays: anchored?.offsetDays ?? null,
      priority: bulkPriorityFor(index),
      status: 'todo',
      assigneeId: null,
    };
  });
}

/**
 * Signs a typed offset may use: the hyphen-minus and plus of `T-2` and `T+3`, and the minus sign and
 * dashes that word processors and phones put in their place.
 */
const SIGN = '[+\\-\\u2010-\\u2015\\u2212]';
/** `t-2`, `T - 2`, `T–2`, `T-5days`, `T-5:` … with the days (group 2) and what is stuck to them (group 3). */
const LOOKALIKE_WITH_DAYS = new RegExp(`^[tT]\\s*(${SIGN})\\s*(\\d+)(\\S*)`);
/** `T-`, `T+`, `T-x`, `t+n`: a sign with no days, or a one-letter stand-in for them. */
const LOOKALIKE_WITHOUT_DAYS = new RegExp(`^[tT]${SIGN}[A-Za-z]?(?=\\s|$)`);
/** What may be stuck to the days and still mean days: `5d`, `5day`, `5days`, `5:`, `5days:`. */
const DAY_UNIT = /^(?:d|days?)?[:.,;)\]]*$/i;
/** A title that starts with the unit: `T-5 days Book the venue`. */
const TITLE_STARTS_WITH_DAYS = /^days\b[\s:.,;)\]-]*/i;

/** A line that looks like it means a due offset but is not written as one: what was typed and how to write it. */
export interface BulkOffsetLookalike {
  /** The part of the line that looks like an offset, as typed (`t-2`, `T-5days`, `T+`). */
  typed: string;
  /** The offset written the way bulk create reads it (`T-2`), when its days are clear. */
  written: string | null;
  /** The whole line written as an offset (`T-2 Book the venue`), when its days and title are clear. */
  fix: string | null;
  /** The rest of the line: the task's title once the offset is written right. */
  title: string;
}

/**
 * Whether a bulk line looks like it starts with a due offset that is not written the way bulk
 * create reads one (`T-2 ` or `T+3 `, an upper-case T, a sign, the days and a space): a lower-case
 * `t-2`, `T-5days`, `T-5:`, `T - 2`, `T–2` with a dash, `T-5 days …`, or a sign without days (`T+`,
 * `T-`, `T-x`). Such a line would otherwise silently become a task of that title, dated like any
 * other line. Words that start with T and a hyphen (`T-shirt order`, `T-Rex costume`, `T-10k run`)
 * are titles. A line that is an offset, usable or not, is not a lookalike: `parseBulkLineOffset`
 * reads it.
 */
export function bulkOffsetLookalike(line: string): BulkOffsetLookalike | null {
  const trimmed = line.trim();
  const parsed = parseBulkLineOffset(trimmed);
  if (parsed.kind === 'invalid') return null;
  if (parsed.kind === 'offset') {
    // `T-5 days Book the venue`: a usable offset, but the title would start with "days".
    const unit = TITLE_STARTS_WITH_DAYS.exec(parsed.title);
    if (!unit) return null;
    const written = trimmed.slice(0, trimmed.length - parsed.title.length).trim();
    const title = parsed.title.slice(unit[0].length).trim();
    return { typed: `${written} ${unit[0].trim()}`, written, fix: title === '' ? null : `${written} ${title}`, title };
  }
  const withDays = LOOKALIKE_WITH_DAYS.exec(trimmed);
  if (withDays) {
    const [typed, sign, digits, stuck] = withDays as unknown as [string, string, string, string];
    if (!DAY_UNIT.test(stuck)) return null;
    const title = trimmed.slice(typed.length).trim();
    // Offered only when it is a usable offset (not too far from the event).
    const usable = parseBulkLineOffset(`T${sign === '+' ? '+' : '-'}${digits} ${title || 'task'}`);
    const written = usable.kind === 'offset' ? `T${sign === '+' ? '+' : '-'}${digits}` : null;
    return { typed, written, fix: written !== null && title !== '' ? `${written} ${title}` : null, title };
  }
  const withoutDays = LOOKALIKE_WITHOUT_DAYS.exec(trimmed);
  if (withoutDays) return { typed: withoutDays[0], written: null, fix: null, title: trimmed.slice(withoutDays[0].length).trim() };
  return null;
}

/** A line of the list that looks like a due offset: a warning, not an error; the line is still created as typed. */
export interface BulkLineWarning {
  /** 1-based, counting non-blank lines as the other bulk messages do. */
  line: number;
  lookalike: BulkOffsetLookalike;
  message: string;
}

/** The lines of a bulk list that look like due offsets, in order. */
export function bulkLineWarnings(text: string): BulkLineWarning[] {
  const warnings: BulkLineWarning[] = [];
  bulkLines(text).forEach((line, index) => {
    const lookalike = bulkOffsetLookalike(line);
    if (lookalike) {
      warnings.push({ line: index + 1, lookalike, message: BULK_MESSAGES.lineLooksLikeOffset(index + 1, lookalike) });
    }
  });
  return warnings;
}

/**
 * The list with each lookalike line that has a clear fix written as an offset (`t-2 Book` → `T-2 Book`);
 * every other line, blank lines and line breaks stay exactly as they were.
 */
export function fixBulkOffsetLookalikes(text: string): string {
  return text
    .split(/(\r\n|\r|\n)/)
    .map((part) => {
      const fix = part.trim() === '' ? null : bulkOffsetLookalike(part)?.fix;
      if (!fix) return part;
      const indent = /^\s*/.exec(part)?.[0] ?? '';
      return `${indent}${fix}`;
    })
    .join('');
}
