import { addDays, type CalendarDate } from '../../../../domain/calendar-dates.ts';
import { bulkLines, bulkLineWarnings, bulkPriorityFor, planBulkTasks, type BulkEvent, type BulkLineWarning } from '../../../../domain/bulk-task-rules.ts';
import { anchoredDueDate, bulkLineOffsetProblem, countdownLabel, describeOffset, parseBulkLineOffset } from '../../../../domain/countdown.ts';
import type { TaskPriority } from '../../../../domain/task-rules.ts';
import { formatCalendarDate } from './task-display.ts';

/** One line of the Bulk Create preview: the task it will be. */
export interface BulkPreviewTask {
  title: string;
  priority: TaskPriority;
  /** Unknown for a line with an offset until the event's dates are. */
  dueDate: CalendarDate | null;
  /** `T-14`, `Event day`, `T+2` for a line with an offset, once the event's dates are known. */
  countdown: string | null;
  /** "14 days before start" for a line with an offset. */
  offset: string | null;
  /** Why this line's offset cannot be used. */
  problem: string | null;
  /** Why this line looks like a due offset that is not written as one: it is created as typed unless fixed. */
  warning: string | null;
}

export interface BulkPreview {
  tasks: BulkPreviewTask[];
  /** The first line whose offset cannot be used, as the server would refuse it: nothing is created while there is one. */
  problem: string | null;
  /** The lines that look like due offsets but are not written as one: created as typed, unless fixed. */
  warnings: BulkLineWarning[];
}

/**
 * What the lines will create, planned as the server plans them (`planBulkTasks`) once the event's
 * dates are known. Before that, or while a line's offset is unusable, the lines are read one by one
 * with the same rules: lines with an offset say it in words until the event's dates are known.
 * A line that looks like a due offset but is not written as one (`t-2 …`) carries a warning: it is
 * still created, as typed, unless the list is fixed.
 */
export function bulkPreview(text: string, event: BulkEvent | null, today: CalendarDate): BulkPreview {
  const preview = plannedPreview(text, event, today);
  const warnings = bulkLineWarnings(text);
  for (const warning of warnings) {
    const task = preview.tasks[warning.line - 1];
    if (task) task.warning = warning.message;
  }
  return { ...preview, warnings };
}

function plannedPreview(text: string, event: BulkEvent | null, today: CalendarDate): Omit<BulkPreview, 'warnings'> {
  const lines = bulkLines(text);
  const problem = lines.map((line, index) => bulkLineOffsetProblem(line, index + 1)).find((message) => message !== null) ?? null;
  if (event && problem === null) {
    const tasks = planBulkTasks(text, event, today).map((task): BulkPreviewTask => {
      const offset = task.dueAnchor !== null && task.dueOffsetDays !== null ? { anchor: task.dueAnchor, offsetDays: task.dueOffsetDays } : null;
      return {
        title: task.title,
        priority: task.priority,
        dueDate: task.dueDate,
        countdown: offset ? countdownLabel(task.dueDate, event) : null,
        offset: offset ? describeOffset(offset) : null,
        problem: null,
        warning: null,
      };
    });
    return { tasks, problem };
  }
  const tasks = lines.map((line, index): BulkPreviewTask => {
    const parsed = parseBulkLineOffset(line);
    const priority = bulkPriorityFor(index);
    if (parsed.kind === 'invalid') {
      return { title: line, priority, dueDate: null, countdown: null, offset: null, problem: bulkLineOffsetProblem(line, index + 1), warning: null };
    }
    if (parsed.kind === 'none') {
      return { title: line, priority, dueDate: addDays(today, index + 1), countdown: null, offset: null, problem: null, warning: null };
    }
    const dueDate = event ? anchoredDueDate(parsed.offset, event) : null;
    return {
      title: parsed.title,
      priority,
      dueDate,
      countdown: event && dueDate ? countdownLabel(dueDate, event) : null,
      offset: describeOffset(parsed.offset),
      problem: null,
      warning: null,
    };
  });
  return { tasks, problem };
}

/** "Due Feb 15, 2027 · T-14", "Due Nov 24, 2026", or for an offset whose date is not known yet "14 days before start". */
export function bulkPreviewDue(task: BulkPreviewTask): string {
  if (task.problem !== null) return task.problem;
  if (task.dueDate === null) return `${task.offset ?? ''}: choose the event to see the date`;
  const due = `Due ${formatCalendarDate(task.dueDate)}`;
  return task.countdown ? `${due} · ${task.countdown}` : due;
}
