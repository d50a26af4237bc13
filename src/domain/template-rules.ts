// Task templates without zod: limits, messages and the arithmetic that turns a template's relative
// due dates into days for one event. Shared by the server and the client (forms, previews);
// templates.ts re-exports all of it with the schemas.
import { EARLIEST_DATE, isDateInRange, LATEST_DATE, type CalendarDate } from './calendar-dates.ts';
import { anchoredDueDate, offsetFromStart, type DueAnchor, type EventDates } from './countdown.ts';
import type { TaskPriority } from './task-rules.ts';
import { formatCount } from './english-format.ts';

export const TEMPLATE_NAME_MAX_LENGTH = 100;
export const TEMPLATE_MAX_TASKS = 500;

export const BUILT_IN_TEMPLATE_KEYS = ['conference', 'wedding', 'meetup'] as const;
export type BuiltInTemplateKey = (typeof BUILT_IN_TEMPLATE_KEYS)[number];

export const TEMPLATE_MESSAGES = {
  nameRequired: 'Template name is required',
  nameTooLong: `Template name must be at most ${TEMPLATE_NAME_MAX_LENGTH} characters`,
  nameTaken: 'You already have a template with this name',
  tasksRequired: 'A template needs at least one task',
  tooManyTasks: `A template can hold at most ${TEMPLATE_MAX_TASKS} tasks`,
  tasksInvalid: 'Tasks must be a list of tasks',
  eventOrTasks: 'Save either the tasks of an event or a list of tasks, not both',
  eventRequired: 'Please select an event',
  eventNotFound: 'Event not found',
  eventHasNoTasks: 'This event has no tasks to save as a template',
  eventHasTooManyTasks: `This event has more than ${TEMPLATE_MAX_TASKS} tasks; a template can hold at most ${TEMPLATE_MAX_TASKS}`,
  taskTooFarFromEvent: (title: string) =>
    `"${title}" is due too far from the event's start to save as a relative date (at most 3,650 days either way)`,
  notFound: 'Template not found',
  builtInNotFound: 'Built-in template not found',
  invalidId: 'Template id must be a positive whole number',
  dueDateOutOfRange: (title: string, side: 'before' | 'after') =>
    `With these dates "${title}" would be due ${side === 'before' ? `before ${EARLIEST_DATE}` : `after ${LATEST_DATE}`}: choose other event dates`,
} as const;

/** One task of a template: what a new event's task gets, its due date relative to the event (both null: no due date). */
export interface TemplateTask {
  title: string;
  description: string;
  priority: TaskPriority;
  dueAnchor: DueAnchor | null;
  dueOffsetDays: number | null;
}

/** The day a template task falls due for an event with these dates; null for a task without a due date. */
export function templateTaskDueDate(task: Pick<TemplateTask, 'dueAnchor' | 'dueOffsetDays'>, event: EventDates): CalendarDate | null {
  if (task.dueAnchor === null || task.dueOffsetDays === null) return null;
  return anchoredDueDate({ anchor: task.dueAnchor, offsetDays: task.dueOffsetDays }, event);
}

export interface PlannedTemplateTask extends TemplateTask {
  dueDate: CalendarDate | null;
}

/** The template's tasks with their due days for an event with these dates, in the template's order. */
export function planTemplateTasks(tasks: readonly TemplateTask[], event: EventDates): PlannedTemplateTask[] {
  return tasks.map((task) => ({ ...task, dueDate: templateTaskDueDate(task, event) }));
}

/** The first planned task whose day the app cannot store (before 1900 or after 9999), if any. */
export function firstTaskOutOfRange(tasks: readonly PlannedTemplateTask[]): PlannedTemplateTask | undefined {
  return tasks.find((task) => task.dueDate !== null && !isDateInRange(task.dueDate));
}

/** An event's task as a template keeps it. */
export interface EventTaskForTemplate {
  title: string;
  description: string;
  priority: TaskPriority;
  dueDate: CalendarDate | null;
  dueAnchor: DueAnchor | null;
  dueOffsetDays: number | null;
}

/**
 * How a template remembers an event's task: an anchored task keeps its anchor and offset, a task
 * with a fixed date becomes relative to the event's start (so it lands as far from the new event's
 * start as it was from this one's), and a task without a due date stays without.
 */
export function templateTaskFromEventTask(task: EventTaskForTemplate, event: EventDates): TemplateTask {
  const { title, description, priority } = task;
  if (task.dueAnchor !== null && task.dueOffsetDays !== null) {
    return { title, description, priority, dueAnchor: task.dueAnchor, dueOffsetDays: task.dueOffsetDays };
  }
  if (task.dueDate === null) return { title, description, priority, dueAnchor: null, dueOffsetDays: null };
  const offset = offsetFromStart(task.dueDate, event);
  return { title, description, priority, dueAnchor: offset.anchor, dueOffsetDays: offset.offsetDays };
}

/** "24 tasks", "1 task". */
export function templateTaskCountLabel(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'task' : 'tasks'}`;
}
