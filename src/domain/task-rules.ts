// Task statuses, priorities, labels and messages without zod, so that client code which only needs the rules loads no schemas;
// tasks.ts re-exports all of it with its schemas.

import { addDays, dateOutOfRangeMessage, type CalendarDate } from './calendar-dates.ts';
import { countdownLabel, type DueAnchor, type EventDates } from './countdown.ts';

export const TASK_STATUSES = ['todo', 'inprogress', 'completed', 'overdue'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export const DEFAULT_TASK_STATUS: TaskStatus = 'todo';

export const TASK_STATUS_LABELS: Record<TaskStatus, string> = {
  todo: 'To Do',
  inprogress: 'In Progress',
  completed: 'Completed',
  overdue: 'Overdue',
};

export const TASK_PRIORITIES = ['high', 'medium', 'low'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];
export const DEFAULT_TASK_PRIORITY: TaskPriority = 'medium';

export const TASK_PRIORITY_LABELS: Record<TaskPriority, string> = {
  high: 'High',
  medium: 'Medium',
  low: 'Low',
};

export const TITLE_MAX_LENGTH = 200;
export const DESCRIPTION_MAX_LENGTH = 5000;

export const TASK_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooLong: `Title must be at most ${TITLE_MAX_LENGTH} characters`,
  descriptionTooLong: `Description must be at most ${DESCRIPTION_MAX_LENGTH} characters`,
  eventRequired: 'Please select an event',
  eventNotFound: 'Event not found',
  dueDateInvalid: 'Enter a due date as YYYY-MM-DD',
  dueDateOutOfRange: dateOutOfRangeMessage('Due date'),
  assigneeInvalid: 'Please select a team member',
  assigneeNotInEvent: "The assignee must be a team member of this task's event",
  statusInvalid: 'Status must be one of To Do, In Progress, Completed or Overdue',
  priorityInvalid: 'Priority must be high, medium or low',
  notFound: 'Task not found',
  deleteNotFound: 'Task not found or already deleted.',
  untitled: 'Untitled Task',
  noEvent: 'No Event',
  unassigned: 'Unassigned',
} as const;

/** The message the inline status badge shows when its task is gone. */
export function taskWithIdNotFound(id: number | string): string {
  return `Task with ID ${id} not found`;
}

/** A stored or received status; anything unknown reads as To Do. */
export function taskStatusOf(value: unknown): TaskStatus {
  return typeof value === 'string' && (TASK_STATUSES as readonly string[]).includes(value) ? (value as TaskStatus) : DEFAULT_TASK_STATUS;
}

export function taskStatusLabel(value: unknown): string {
  return TASK_STATUS_LABELS[taskStatusOf(value)];
}

/** A stored or received priority; anything unknown reads as medium. */
export function taskPriorityOf(value: unknown): TaskPriority {
  return typeof value === 'string' && (TASK_PRIORITIES as readonly string[]).includes(value)
    ? (value as TaskPriority)
    : DEFAULT_TASK_PRIORITY;
}

export function taskPriorityLabel(value: unknown): string {
  return TASK_PRIORITY_LABELS[taskPriorityOf(value)];
}

export function taskTitleLabel(title: string | null | undefined): string {
  return title?.trim() || TASK_MESSAGES.untitled;
}

export function taskEventLabel(eventName: string | null | undefined): string {
  return eventName?.trim() || TASK_MESSAGES.noEvent;
}

export function taskAssigneeLabel(task: { assigneeName: string | null; assigneeCode: string | null }): string {
  if (!task.assigneeName) return TASK_MESSAGES.unassigned;
  return task.assigneeCode ? `${task.assigneeName} (${task.assigneeCode})` : task.assigneeName;
}

/**
 * Past due: the due day is before today and the task is not completed. This is a flag shown beside
 * the status; the Overdue status itself is only ever set by a person.
 */
export function isPastDue(task: { dueDate: CalendarDate | null; status: string }, today: CalendarDate): boolean {
  return task.dueDate !== null && task.dueDate < today && task.status !== 'completed';
}

/** "This week": today and the six days after it, whatever weekday today is. */
export const THIS_WEEK_DAYS = 7;

/** The days "due this week" takes, both ends included: today through today + 6. */
export function thisWeek(today: CalendarDate): { from: CalendarDate; to: CalendarDate } {
  return { from: today, to: addDays(today, THIS_WEEK_DAYS - 1) };
}

/**
 * The task list's due filter, one choice for each task figure of the dashboard that is not simply
 * "not completed" (that one is Hide completed): `past` lists the dashboard's Overdue, `week` its
 * Due this week. Both leave the completed tasks out.
 */
export const TASK_DUE_FILTERS = ['past', 'week'] as const;
export type TaskDueFilter = (typeof TASK_DUE_FILTERS)[number];

export const TASK_DUE_FILTER_LABELS: Record<TaskDueFilter, string> = {
  past: 'Past due',
  week: 'Due this week',
};

export const TASK_DUE_FILTER_MESSAGE = 'Due must be past or week';

/**
 * The Past due filter and the dashboard's Overdue figure: not completed and due before today, or in
 * status Overdue whatever the due date (or without one). Wider than the row's past-due flag
 * (isPastDue), which needs a due date.
 */
export function isPastDueOrOverdue(task: { dueDate: CalendarDate | null; status: string }, today: CalendarDate): boolean {
  return task.status === 'overdue' || isPastDue(task, today);
}

/** The Due this week filter and the dashboard's figure: not completed and due today through today + 6. */
export function isDueThisWeek(task: { dueDate: CalendarDate | null; status: string }, today: CalendarDate): boolean {
  const week = thisWeek(today);
  return task.status !== 'completed' && task.dueDate !== null && task.dueDate >= week.from && task.dueDate <= week.to;
}

/** Whether a task is one the due filter lists. */
export function matchesDueFilter(task: { dueDate: CalendarDate | null; status: string }, due: TaskDueFilter, today: CalendarDate): boolean {
  return due === 'past' ? isPastDueOrOverdue(task, today) : isDueThisWeek(task, today);
}

/**
 * The countdown label a task shows (`T-14`, `Event day`, `T+2`): only an anchored task has one, as
 * only its date is planned from the event; a fixed date is just a date.
 */
export function taskCountdown(task: { dueDate: CalendarDate | null; dueAnchor: DueAnchor | null }, event: EventDates): string | null {
  return task.dueAnchor !== null && task.dueDate !== null ? countdownLabel(task.dueDate, event) : null;
}

/** How far a search counts its matches when the list asks for bounded counts; the page shows "1,000+" beyond. */
export const SEARCH_COUNT_LIMIT = 1000;
/** `bounded`: a search's matches are counted up to SEARCH_COUNT_LIMIT; `exact`: all of them. */
export const TASK_LIST_COUNTS = ['exact', 'bounded'] as const;
export type TaskListCounts = (typeof TASK_LIST_COUNTS)[number];
