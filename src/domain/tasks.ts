import { z } from 'zod';
import { coercedIdSchema, idParamsSchema, idSchema, multiLineText, searchQuerySchema, singleLineText } from './common.ts';
import { calendarDateSchema, dateOutOfRangeMessage, todaySchema, type CalendarDate } from './dates.ts';
import { paginationQuerySchema } from './pagination.ts';

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

const titleSchema = z
  .string({ error: TASK_MESSAGES.titleRequired })
  .trim()
  .min(1, { error: TASK_MESSAGES.titleRequired, abort: true })
  .max(TITLE_MAX_LENGTH, TASK_MESSAGES.titleTooLong)
  .check(singleLineText('Title'));

const descriptionSchema = z
  .string({ error: TASK_MESSAGES.descriptionTooLong })
  .trim()
  .max(DESCRIPTION_MAX_LENGTH, TASK_MESSAGES.descriptionTooLong)
  .check(multiLineText('Description'));

export const taskEventIdSchema = idSchema(TASK_MESSAGES.eventRequired, TASK_MESSAGES.eventNotFound);

/** A form's empty date field means no due date. */
const dueDateSchema = z.preprocess(
  (value) => (value === '' ? null : value),
  calendarDateSchema(TASK_MESSAGES.dueDateInvalid, { outOfRange: TASK_MESSAGES.dueDateOutOfRange }).nullable(),
);

const assigneeIdSchema = idSchema(TASK_MESSAGES.assigneeInvalid, TASK_MESSAGES.assigneeNotInEvent).nullable();

export const taskStatusSchema = z.enum(TASK_STATUSES, { error: TASK_MESSAGES.statusInvalid });
export const taskPrioritySchema = z.enum(TASK_PRIORITIES, { error: TASK_MESSAGES.priorityInvalid });

const taskFields = {
  title: titleSchema,
  description: descriptionSchema.optional(),
  eventId: taskEventIdSchema,
  dueDate: dueDateSchema.optional(),
  assigneeId: assigneeIdSchema.optional(),
  priority: taskPrioritySchema,
  status: taskStatusSchema,
};

export const createTaskInputSchema = z.object({
  ...taskFields,
  priority: taskPrioritySchema.default(DEFAULT_TASK_PRIORITY),
  status: taskStatusSchema.default(DEFAULT_TASK_STATUS),
});
export type CreateTaskInput = z.infer<typeof createTaskInputSchema>;

/** Edit: any subset of the create fields; those sent are checked by the same rules. */
export const updateTaskInputSchema = z.object(taskFields).partial();
export type UpdateTaskInput = z.infer<typeof updateTaskInputSchema>;

export const updateTaskStatusInputSchema = z.object({ status: taskStatusSchema });
export type UpdateTaskStatusInput = z.infer<typeof updateTaskStatusInputSchema>;

export const taskSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  status: taskStatusSchema,
  priority: taskPrioritySchema,
  dueDate: z.string().nullable(),
  eventId: z.number().int(),
  eventName: z.string(),
  assigneeId: z.number().int().nullable(),
  assigneeName: z.string().nullable(),
  assigneeCode: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Task = z.infer<typeof taskSchema>;

export const taskIdParamsSchema = idParamsSchema('Invalid task id');

const idFilterSchema = (message: string) => coercedIdSchema(message).optional();

export const listTasksQuerySchema = paginationQuerySchema.extend({
  eventId: idFilterSchema('Event filter must be an event id'),
  memberId: idFilterSchema('Member filter must be a team member id'),
  /** 'true' keeps only tasks with no assignee. */
  unassigned: z.enum(['true', 'false'], { error: 'Unassigned must be true or false' }).optional(),
  status: taskStatusSchema.optional(),
  /** Matches title or description, ignoring case. */
  q: searchQuerySchema,
  /** The caller's today, for counting tasks past due; the server's date when absent. */
  today: todaySchema.optional(),
});
export type ListTasksQuery = z.infer<typeof listTasksQuerySchema>;

/** How many tasks there are in all and in each status. */
export const taskStatusCountsSchema = z.object({
  total: z.number().int(),
  todo: z.number().int(),
  inprogress: z.number().int(),
  completed: z.number().int(),
  overdue: z.number().int(),
});
export type TaskStatusCounts = z.infer<typeof taskStatusCountsSchema>;

export const taskTotalsSchema = taskStatusCountsSchema.extend({
  assigned: z.number().int(),
  unassigned: z.number().int(),
  pastDue: z.number().int(),
});
export type TaskTotals = z.infer<typeof taskTotalsSchema>;

export const taskStatusChangeSchema = z.object({
  id: z.number().int(),
  oldStatus: taskStatusSchema.nullable(),
  newStatus: taskStatusSchema,
  changedAt: z.string(),
});
export type TaskStatusChange = z.infer<typeof taskStatusChangeSchema>;

/** How many status changes the history shows. */
export const TASK_HISTORY_LIMIT = 5;
