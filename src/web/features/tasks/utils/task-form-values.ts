import { z } from 'zod';
import {
  anchoredDueDate,
  COUNTDOWN_MESSAGES,
  countdownLabel,
  describeOffset,
  isOffsetInRange,
  type DueAnchor,
  type DueOffset,
  type EventDates,
} from '../../../../domain/countdown.ts';
import type { CalendarDate } from '../../../../domain/dates.ts';
import { createTaskInputSchema, DEFAULT_TASK_PRIORITY, DEFAULT_TASK_STATUS, taskPriorityOf, taskStatusOf, type Task } from '../../../../domain/tasks.ts';
import { formatCalendarDate } from './task-display.ts';

/** A task's due date is a day of its own, or a number of days from its event. */
export const DUE_MODES = ['fixed', 'relative'] as const;
export type DueMode = (typeof DUE_MODES)[number];

/** The form's one choice for where a relative due date counts from and which way. */
export const OFFSET_DIRECTIONS = ['before-start', 'after-start', 'before-end', 'after-end'] as const;
export type OffsetDirection = (typeof OFFSET_DIRECTIONS)[number];

export const OFFSET_DIRECTION_LABELS: Record<OffsetDirection, string> = {
  'before-start': 'before start',
  'after-start': 'after start',
  'before-end': 'before end',
  'after-end': 'after end',
};

/** How many days a new relative due date starts with, before the start. */
const DEFAULT_OFFSET_DAYS = '7';

type TaskInput = z.input<typeof createTaskInputSchema>;

/**
 * What the task form holds. A relative due date is typed as a count of days and a direction; both
 * keep the request's field names (`dueOffsetDays`, `dueAnchor`) so that the server's field errors
 * land on the controls that set them.
 */
export type TaskFormValues = Omit<TaskInput, 'dueDate' | 'dueAnchor' | 'dueOffsetDays'> & {
  dueMode: DueMode;
  /** The date field: YYYY-MM-DD, or '' for no due date. */
  dueDate: string;
  /** Days, without a sign: the direction gives it. */
  dueOffsetDays: string;
  dueAnchor: OffsetDirection;
};

export function directionOf({ anchor, offsetDays }: DueOffset): OffsetDirection {
  if (anchor === 'start') return offsetDays < 0 ? 'before-start' : 'after-start';
  return offsetDays < 0 ? 'before-end' : 'after-end';
}

/** The offset the days and the direction give; null while the days are not a whole number. */
export function formOffset(days: string, direction: OffsetDirection): DueOffset | null {
  const text = days.trim();
  if (!/^\d{1,7}$/.test(text)) return null;
  const count = Number(text);
  const anchor: DueAnchor = direction.endsWith('start') ? 'start' : 'end';
  return { anchor, offsetDays: direction.startsWith('before') ? -count : count };
}

/** The request the form's values make: a fixed date clears any anchor; a relative one sends no date. */
export function taskInputOf({ dueMode, dueOffsetDays, dueAnchor, ...task }: TaskFormValues): TaskInput {
  if (dueMode === 'fixed') return { ...task, dueAnchor: null, dueOffsetDays: null };
  const text = dueOffsetDays.trim();
  const anchor: DueAnchor = dueAnchor.endsWith('start') ? 'start' : 'end';
  const sign = dueAnchor.startsWith('before') ? -1 : 1;
  // Not a whole number: the schema says so ('' is no offset at all).
  const days = text === '' ? null : /^\d+$/.test(text) ? sign * Number(text) : Number.NaN;
  return { ...task, dueDate: null, dueAnchor: anchor, dueOffsetDays: days };
}

/** The create and edit task forms: the request's own rules, checked on what the form's values make. */
export const taskFormSchema = z.custom<TaskFormValues>().transform(taskInputOf).pipe(createTaskInputSchema);

export function blankTaskForm(today: CalendarDate, eventId: number | null): TaskFormValues {
  return {
    title: '',
    description: '',
    eventId: eventId ?? (undefined as unknown as number),
    dueMode: 'fixed',
    dueDate: today,
    dueOffsetDays: DEFAULT_OFFSET_DAYS,
    dueAnchor: 'before-start',
    assigneeId: null,
    priority: DEFAULT_TASK_PRIORITY,
    status: DEFAULT_TASK_STATUS,
  };
}

export function taskFormOf(task: Task): TaskFormValues {
  const offset = task.dueAnchor !== null && task.dueOffsetDays !== null ? { anchor: task.dueAnchor, offsetDays: task.dueOffsetDays } : null;
  return {
    title: task.title,
    description: task.description,
    eventId: task.eventId,
    dueMode: offset ? 'relative' : 'fixed',
    dueDate: task.dueDate ?? '',
    dueOffsetDays: offset ? String(Math.abs(offset.offsetDays)) : DEFAULT_OFFSET_DAYS,
    dueAnchor: offset ? directionOf(offset) : 'before-start',
    assigneeId: task.assigneeId,
    priority: taskPriorityOf(task.priority),
    status: taskStatusOf(task.status),
  };
}

/** A due day said in full with where it stands against the event: "Due Mar 1, 2027 · T-14". */
export function dueWithCountdown(dueDate: CalendarDate, event: EventDates): string {
  return `Due ${formatCalendarDate(dueDate)} · ${countdownLabel(dueDate, event)}`;
}

/**
 * The live line under a relative due date: the day it gives for the chosen event, or what is
 * missing to work it out.
 */
export function relativeDueHint(offset: DueOffset | null, event: EventDates | null | undefined): string {
  if (offset === null) return 'Enter a whole number of days.';
  if (!isOffsetInRange(offset.offsetDays)) return COUNTDOWN_MESSAGES.offsetOutOfRange;
  if (event === null) return `${describeOffset(offset)}: choose the event to see the date.`;
  if (event === undefined) return `${describeOffset(offset)}: looking up the event’s dates…`;
  return dueWithCountdown(anchoredDueDate(offset, event), event);
}
