import { z } from 'zod';
import type { CalendarDate } from './dates.ts';
import { TASK_EXPORT_FORMATS } from './task-export-formats.ts';
import {
  isPastDue,
  listTasksQuerySchema,
  TASK_PRIORITIES,
  TASK_DUE_FILTER_LABELS,
  TASK_PRIORITY_LABELS,
  TASK_STATUSES,
  TASK_STATUS_LABELS,
  taskAssigneeLabel,
  type Task,
  type TaskDueFilter,
  type TaskPriority,
  type TaskStatus,
} from './tasks.ts';
import { formatCount } from './english-format.ts';

export * from './task-export-formats.ts';

const filters = listTasksQuerySchema.shape;

/** The filters of the task list, without its paging: an export holds every task they match. */
export const taskExportQuerySchema = listTasksQuerySchema.omit({ limit: true, offset: true, sort: true, order: true, counts: true }).extend({
  format: z
    .enum(TASK_EXPORT_FORMATS, { error: 'Format must be csv or worksheet' })
    .default('csv')
    .meta({ description: 'csv: a spreadsheet file (the default); worksheet: a plain-text worksheet to read or print' }),
  eventId: filters.eventId.meta({ description: "Only this event's tasks (404 when the event is not yours)" }),
  memberId: filters.memberId.meta({ description: 'Only the tasks assigned to this team member (404 when the member is not yours)' }),
  unassigned: filters.unassigned.meta({ description: 'true: only the tasks nobody is assigned to' }),
  status: filters.status.meta({ description: 'Only the tasks in this status' }),
  hideCompleted: filters.hideCompleted.meta({ description: 'true: leave out the completed tasks' }),
  due: filters.due.meta({
    description: "past: only the tasks past due or in status Overdue (the dashboard's Overdue); week: only the tasks due this week, not completed",
  }),
  batch: filters.batch.meta({ description: 'Only the tasks of this bulk create (the batchId it answered)' }),
  q: filters.q.meta({ description: 'Only the tasks whose title or description contains this text, ignoring case' }),
  today: filters.today.meta({ description: "The caller's date: names the file and marks tasks past due; the server's UTC date when absent" }),
});
export type TaskExportQuery = z.infer<typeof taskExportQuerySchema>;

/** What an export shows of a task. */
export type ExportedTask = Pick<
  Task,
  'id' | 'title' | 'description' | 'status' | 'priority' | 'dueDate' | 'countdown' | 'eventName' | 'assigneeName' | 'assigneeCode' | 'createdAt'
>;

/** The spec's columns in its order, then the countdown label of a task due relative to its event (empty otherwise). */
export const TASK_CSV_COLUMNS = ['ID', 'Title', 'Description', 'Due Date', 'Event', 'Assignee', 'User ID', 'Status', 'Priority', 'Created At', 'Countdown'] as const;

/**
 * How the CSV is written: RFC 4180 (CRLF between records; a field holding a comma, a quote or a
 * line break of any kind quoted), UTF-8 with a byte order mark so that spreadsheets read it as UTF-8.
 */
const CSV_BYTE_ORDER_MARK = '\uFEFF';

const CSV_NEEDS_QUOTES = /[",\r\n]/;

/**
 * One record, its CRLF included: the text csv-stringify writes (the tests compare the two), written
 * out here because the export writes 100,000 of them and csv-stringify took two and a half times as long.
 */
export function csvRecordText(cells: readonly string[]): string {
  let text = '';
  for (let index = 0; index < cells.length; index += 1) {
    const cell = cells[index]!;
    if (index > 0) text += ',';
    text += CSV_NEEDS_QUOTES.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
  }
  return `${text}\r\n`;
}

/**
 * Characters that make a spreadsheet read a cell as a formula (OWASP, CSV injection), with the
 * full-width forms some spreadsheets fold into them.
 */
const FORMULA_TRIGGERS: ReadonlySet<string> = new Set(['=', '+', '-', '@', '\t', '\r', '\uFF1D', '\uFF0B', '\uFF0D', '\uFF20']);

/**
 * A cell the export prefixes with ': one starting a formula, or whose leading 's come before a
 * formula trigger ("'=x"), so that the import (task-import/import-cells.ts) can remove exactly the
 * ' the export added and read every cell back as it was.
 */
export function isFormulaLike(cell: string): boolean {
  let first = 0;
  while (cell[first] === "'") first += 1;
  return first < cell.length && FORMULA_TRIGGERS.has(cell[first]!);
}

/** A cell a spreadsheet shows as the text it is: one that would start a formula gets a leading '. */
export function neutraliseFormula(cell: string): string {
  return isFormulaLike(cell) ? `'${cell}` : cell;
}

/**
 * One CSV row of a task, in TASK_CSV_COLUMNS order, every cell formula-safe. Status and priority as
 * the app shows them (To Do, High); an unassigned task reads Unassigned with an empty User ID.
 * Quoting is left to the CSV writer.
 */
export function taskCsvRecord(task: ExportedTask): string[] {
  return [
    String(task.id),
    task.title,
    task.description,
    task.dueDate ?? '',
    task.eventName,
    task.assigneeName ?? 'Unassigned',
    task.assigneeCode ?? '',
    TASK_STATUS_LABELS[task.status],
    TASK_PRIORITY_LABELS[task.priority],
    task.createdAt,
    task.countdown ?? '',
  ].map(neutraliseFormula);
}

/** The start of the CSV file: the byte order mark and the header row. */
export const TASK_CSV_HEADING = CSV_BYTE_ORDER_MARK + csvRecordText(TASK_CSV_COLUMNS);

/** The CSV records of `tasks`, one after another. */
export function taskCsvRecordsText(tasks: readonly ExportedTask[]): string {
  let text = '';
  for (const task of tasks) text += csvRecordText(taskCsvRecord(task));
  return text;
}

// ---------------------------------------------------------------------------------------------
// Worksheet: plain text for an editor or a printer, 80 columns wide.

export const WORKSHEET_WIDTH = 80;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
const WIDE_RANGES = '\u1100-\u115F\u2E80-\u303E\u3041-\u33FF\u3400-\u4DBF\u4E00-\u9FFF\uA000-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6\u{20000}-\u{3FFFD}';
/** A grapheme two columns wide: an emoji, a flag, a keycap, an East Asian wide character. */
const WIDE = new RegExp(`[\\p{Extended_Pictographic}\\p{Regional_Indicator}\\u20E3${WIDE_RANGES}]`, 'u');
const WIDE_CHARACTERS = new RegExp(`[\\p{Extended_Pictographic}${WIDE_RANGES}]`, 'gu');
/** Marks (variation selectors among them), invisible format characters and skin tones: no column of their own. */
const ZERO_WIDTH_CHARACTERS = /[\p{M}\p{Cf}\p{Emoji_Modifier}]/gu;
/** Sequences only a grapheme segmenter measures right: emoji joined by ZWJ, flags, keycaps. */
const JOINED = /\u200D|\u20E3|\p{Regional_Indicator}/u;
/** Printable ASCII: one column a character. */
const ASCII = /^[\x20-\x7e]*$/;

/** Columns a character takes in a monospaced editor: two for emoji and East Asian wide characters. */
function columnsOf(grapheme: string): number {
  return WIDE.test(grapheme) ? 2 : 1;
}

/**
 * Columns `text` takes in a monospaced editor. Counted by character classes, as a segmenter is
 * slow enough to matter over a 100,000-task worksheet; kept for the joined sequences that need it.
 */
export function displayWidth(text: string): number {
  if (ASCII.test(text)) return text.length;
  if (JOINED.test(text)) {
    let width = 0;
    for (const { segment } of graphemes.segment(text)) width += columnsOf(segment);
    return width;
  }
  let characters = 0;
  for (const _ of text) characters += 1;
  return characters - (text.match(ZERO_WIDTH_CHARACTERS)?.length ?? 0) + (text.match(WIDE_CHARACTERS)?.length ?? 0);
}

/** The start of `text` that fits in `columns` (at least one character), and the rest. */
function cutToWidth(text: string, columns: number): [string, string] {
  if (ASCII.test(text)) return [text.slice(0, Math.max(1, columns)), text.slice(Math.max(1, columns))];
  let head = '';
  let used = 0;
  for (const { segment, index } of graphemes.segment(text)) {
    const width = columnsOf(segment);
    if (used + width > columns && head) return [head, text.slice(index)];
    head += segment;
    used += width;
  }
  return [head, ''];
}

/** Printable ASCII words, one space apart: a line wrapText leaves as it is when it fits. */
const SIMPLE_LINE = /^[\x21-\x7e]+(?: [\x21-\x7e]+)*$/;

/** Leading spaces of a line that still indent its continuation lines; deeper ones are cut to this. */
const MAX_OWN_INDENT = 20;

/**
 * `text` as lines of at most `width` columns, each starting with `indent` (the first with
 * `firstIndent` when given): words wrap at spaces, a word longer than a line is cut. Line breaks
 * in the text are kept, blank lines too; a tab reads as four spaces; a line's own leading spaces
 * indent its continuation lines as well.
 */
export function wrapText(text: string, width: number, indent = '', firstIndent = indent): string[] {
  // Most titles and lines of a task: short, printable ASCII words one space apart, that fit as they are.
  if (firstIndent.length + text.length <= width && SIMPLE_LINE.test(text) && ASCII.test(firstIndent)) return [firstIndent + text];
  const lines: string[] = [];
  const sourceLines = text.replace(/\r\n?/g, '\n').replaceAll('\t', '    ').split('\n');
  for (const sourceLine of sourceLines) {
    const prefix = lines.length === 0 ? firstIndent : indent;
    const words = sourceLine.trim().split(/ +/).filter(Boolean);
    if (words.length === 0) {
      lines.push(prefix.trimEnd());
      continue;
    }
    const ownIndent = /^ */.exec(sourceLine)![0].slice(0, MAX_OWN_INDENT);
    const continuation = indent + ownIndent;
    const continuationWidth = displayWidth(continuation);
    let line = prefix + ownIndent;
    let used = displayWidth(line);
    let lineHasWord = false;
    for (const word of words) {
      let wordWidth = displayWidth(word);
      if (lineHasWord && used + 1 + wordWidth <= width) {
        line += ` ${word}`;
        used += 1 + wordWidth;
        continue;
      }
      if (lineHasWord) {
        lines.push(line);
        line = continuation;
        used = continuationWidth;
      }
      let rest = word;
      while (used + wordWidth > width) {
        const [head, tail] = cutToWidth(rest, width - used);
        lines.push(line + head);
        line = continuation;
        used = continuationWidth;
        rest = tail;
        wordWidth = displayWidth(rest);
        if (!rest) break;
      }
      line += rest;
      used += wordWidth;
      lineHasWord = rest !== '';
    }
    if (lineHasWord) lines.push(line);
  }
  return lines;
}

export type TaskCounts<K extends string> = Record<K, number>;

export interface WorksheetSummary {
  /** The day the worksheet is for, and against which tasks are past due. */
  date: CalendarDate;
  /** The filters, as names: undefined where the list is not narrowed. */
  eventName?: string;
  member?: { name: string; code: string };
  unassignedOnly?: boolean;
  status?: TaskStatus;
  /** The due filter (Past due, Due this week). */
  due?: TaskDueFilter;
  search?: string;
  byStatus: TaskCounts<TaskStatus>;
  byPriority: TaskCounts<TaskPriority>;
}

export const WORKSHEET_MESSAGES = {
  title: 'TASKS WORKSHEET',
  noTasksForFilters: 'No tasks found for the selected filters',
  noTasks: 'There are no tasks yet.',
} as const;

const RULE = '='.repeat(WORKSHEET_WIDTH);

const countOf = (count: number, one: string, many: string) => `${formatCount(count)} ${count === 1 ? one : many}`;

function labelledLines(label: string, value: string): string[] {
  const head = `  ${label.padEnd(8)}`;
  return wrapText(value, WORKSHEET_WIDTH, ' '.repeat(head.length), head);
}

function countLines<K extends string>(keys: readonly K[], labels: Record<K, string>, counts: TaskCounts<K>): string[] {
  const figures = keys.map((key) => formatCount(counts[key]));
  const figureWidth = Math.max(...figures.map((figure) => figure.length));
  return keys.map((key, index) => `  ${labels[key].padEnd(13)}${figures[index]!.padStart(figureWidth)}`);
}

function hasFilters(summary: WorksheetSummary): boolean {
  return Boolean(summary.eventName || summary.member || summary.unassignedOnly || summary.status || summary.due || summary.search);
}

/** The top of the worksheet: title, date, filters, and the counts by status and by priority. */
export function worksheetHeading(summary: WorksheetSummary): string {
  const total = TASK_STATUSES.reduce((sum, status) => sum + summary.byStatus[status], 0);
  const member = summary.member ? taskAssigneeLabel({ assigneeName: summary.member.name, assigneeCode: summary.member.code }) : undefined;
  const lines = [
    WORKSHEET_MESSAGES.title,
    `Date: ${summary.date}`,
    '',
    'Filters',
    ...labelledLines('Event:', summary.eventName ?? 'All events'),
    ...labelledLines('Member:', member ?? (summary.unassignedOnly ? 'Unassigned' : 'All members')),
    ...(member && summary.unassignedOnly ? labelledLines('', 'Unassigned only') : []),
    ...labelledLines('Status:', summary.status ? TASK_STATUS_LABELS[summary.status] : 'All statuses'),
    ...(summary.due ? labelledLines('Due:', TASK_DUE_FILTER_LABELS[summary.due]) : []),
    ...labelledLines('Search:', summary.search ? `"${summary.search}"` : 'None'),
    '',
    `By status (${countOf(total, 'task', 'tasks')})`,
    ...countLines(TASK_STATUSES, TASK_STATUS_LABELS, summary.byStatus),
    '',
    'By priority',
    ...countLines(TASK_PRIORITIES, TASK_PRIORITY_LABELS, summary.byPriority),
    '',
  ];
  if (total === 0) lines.push(hasFilters(summary) ? WORKSHEET_MESSAGES.noTasksForFilters : WORKSHEET_MESSAGES.noTasks, '');
  return lines.map((line) => `${line}\n`).join('');
}

/** The banner over the tasks of one status. */
export function worksheetGroupHeading(status: TaskStatus, count: number): string {
  return `${RULE}\n${TASK_STATUS_LABELS[status].toUpperCase()} (${countOf(count, 'task', 'tasks')})\n${RULE}\n\n`;
}

/**
 * One task: a box to tick and the title, then due date (with its countdown label when due relative
 * to the event) and priority, assignee, event and
 * description, each wrapped to the worksheet's width under the title.
 */
export function worksheetTask(task: ExportedTask, today: CalendarDate): string {
  const indent = '    ';
  const notes = [task.countdown, isPastDue(task, today) ? 'past due' : null].filter((note) => note !== null);
  const due = task.dueDate ? `Due: ${task.dueDate}${notes.length > 0 ? ` (${notes.join(', ')})` : ''}` : 'Due: none';
  const assignee = taskAssigneeLabel(task);
  const lines = [
    ...wrapText(task.title, WORKSHEET_WIDTH, indent, task.status === 'completed' ? '[x] ' : '[ ] '),
    ...wrapText(`${due} | Priority: ${TASK_PRIORITY_LABELS[task.priority]}`, WORKSHEET_WIDTH, indent),
    ...wrapText(`Assignee: ${assignee}`, WORKSHEET_WIDTH, indent),
    ...wrapText(`Event: ${task.eventName}`, WORKSHEET_WIDTH, indent),
    ...(task.description.trim() ? wrapText(task.description.trim(), WORKSHEET_WIDTH, indent) : []),
  ];
  return `${lines.join('\n')}\n\n`;
}

/**
 * The whole worksheet, piece by piece: the heading, then for each status that has tasks (in the
 * order To Do, In Progress, Completed, Overdue) its banner and its tasks as `batchesOf` lists them,
 * a piece per batch. The counts in `summary` say which groups there are; `batchesOf` is asked only for those.
 */
export async function* worksheetChunks(
  summary: WorksheetSummary,
  batchesOf: (status: TaskStatus) => AsyncIterable<readonly ExportedTask[]> | Iterable<readonly ExportedTask[]>,
): AsyncGenerator<string> {
  yield worksheetHeading(summary);
  for (const status of TASK_STATUSES) {
    const count = summary.byStatus[status];
    if (count === 0) continue;
    yield worksheetGroupHeading(status, count);
    for await (const batch of batchesOf(status)) yield batch.map((task) => worksheetTask(task, summary.date)).join('');
  }
}
