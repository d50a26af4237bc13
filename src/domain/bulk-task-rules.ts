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
} as const;

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
