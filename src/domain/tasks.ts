import { z } from 'zod';
import { coercedIdSchema, idParamsSchema, idSchema, multiLineText, searchQuerySchema, singleLineText } from './common.ts';
import { COUNTDOWN_MESSAGES, DUE_ANCHORS, isDueAnchor, MAX_OFFSET_DAYS } from './countdown.ts';
import { calendarDateSchema, todaySchema } from './dates.ts';
import { paginationQuerySchema } from './pagination.ts';
import { DEFAULT_TASK_SORT, SORT_ORDERS, TASK_SORT_COLUMNS } from './task-sort.ts';
import {
  DEFAULT_TASK_PRIORITY,
  DEFAULT_TASK_STATUS,
  DESCRIPTION_MAX_LENGTH,
  TASK_DUE_FILTER_MESSAGE,
  TASK_DUE_FILTERS,
  TASK_MESSAGES,
  TASK_PRIORITIES,
  SEARCH_COUNT_LIMIT,
  TASK_LIST_COUNTS,
  TASK_STATUSES,
  TITLE_MAX_LENGTH,
} from './task-rules.ts';

export * from './task-rules.ts';

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

/** A form's empty choice means a fixed (or no) due date. */
const dueAnchorSchema = z.preprocess(
  (value) => (value === '' ? null : value),
  z.enum(DUE_ANCHORS, { error: COUNTDOWN_MESSAGES.anchorInvalid }).nullable(),
);

const dueOffsetDaysSchema = z.preprocess(
  (value) => (value === '' ? null : value),
  z
    .number({ error: COUNTDOWN_MESSAGES.offsetInvalid })
    .int({ error: COUNTDOWN_MESSAGES.offsetInvalid, abort: true })
    .min(-MAX_OFFSET_DAYS, COUNTDOWN_MESSAGES.offsetOutOfRange)
    .max(MAX_OFFSET_DAYS, COUNTDOWN_MESSAGES.offsetOutOfRange)
    .nullable(),
);

interface DueFields {
  dueDate?: string | null;
  dueAnchor?: unknown;
  dueOffsetDays?: unknown;
}

/**
 * A due date is either fixed (`dueDate`) or relative to the task's event (`dueAnchor` with
 * `dueOffsetDays`, the server computing the day): an anchor needs its offset, an offset its anchor,
 * and an anchor comes without a fixed date.
 */
function checkDueFields(input: DueFields, context: z.RefinementCtx) {
  const anchored = isDueAnchor(input.dueAnchor);
  const hasOffset = typeof input.dueOffsetDays === 'number';
  if (anchored && input.dueDate) {
    context.addIssue({ code: 'custom', path: ['dueAnchor'], message: COUNTDOWN_MESSAGES.dueDateAndAnchor });
  }
  if (anchored && (input.dueOffsetDays === undefined || input.dueOffsetDays === null)) {
    context.addIssue({ code: 'custom', path: ['dueOffsetDays'], message: COUNTDOWN_MESSAGES.anchorWithoutOffset });
  }
  if (hasOffset && (input.dueAnchor === undefined || input.dueAnchor === null)) {
    context.addIssue({ code: 'custom', path: ['dueAnchor'], message: COUNTDOWN_MESSAGES.offsetWithoutAnchor });
  }
}

const assigneeIdSchema = idSchema(TASK_MESSAGES.assigneeInvalid, TASK_MESSAGES.assigneeNotInEvent).nullable();

export const taskStatusSchema = z.enum(TASK_STATUSES, { error: TASK_MESSAGES.statusInvalid });
export const taskPrioritySchema = z.enum(TASK_PRIORITIES, { error: TASK_MESSAGES.priorityInvalid });

const taskFields = {
  title: titleSchema,
  description: descriptionSchema.optional(),
  eventId: taskEventIdSchema,
  dueDate: dueDateSchema.optional(),
  /** Relative due date: counted from the event's start or end; the server computes `dueDate`. */
  dueAnchor: dueAnchorSchema.optional(),
  /** Days after the anchor (negative before), with `dueAnchor`. */
  dueOffsetDays: dueOffsetDaysSchema.optional(),
  assigneeId: assigneeIdSchema.optional(),
  priority: taskPrioritySchema,
  status: taskStatusSchema,
};

export const createTaskInputSchema = z
  .object({
    ...taskFields,
    priority: taskPrioritySchema.default(DEFAULT_TASK_PRIORITY),
    status: taskStatusSchema.default(DEFAULT_TASK_STATUS),
  })
  .superRefine(checkDueFields);
export type CreateTaskInput = z.infer<typeof createTaskInputSchema>;

/**
 * Edit: any subset of the create fields; those sent are checked by the same rules. A fixed
 * `dueDate` sent without an anchor makes the task fixed; `dueAnchor: null` alone keeps its date, fixed.
 */
export const updateTaskInputSchema = z.object(taskFields).partial().superRefine(checkDueFields);
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
  /** Set for a relative due date: `dueDate` is then this many days from the event's start or end. */
  dueAnchor: z.enum(DUE_ANCHORS).nullable(),
  dueOffsetDays: z.number().int().nullable(),
  /** `T-14`, `Event day` or `T+2` against the event's dates; only for a relative due date. */
  countdown: z.string().nullable(),
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
  /** 'true' leaves out the completed tasks. */
  hideCompleted: z.enum(['true', 'false'], { error: 'Hide completed must be true or false' }).optional(),
  /**
   * The tasks a dashboard figure counts: `past` not completed and due before `today`, or in status
   * Overdue whatever the due date (Overdue); `week` not completed and due today through today + 6
   * (Due this week). The dashboard's Open is `hideCompleted=true`.
   */
  due: z
    .enum(TASK_DUE_FILTERS, { error: TASK_DUE_FILTER_MESSAGE })
    .optional()
    .meta({
      description:
        "past: not completed and due before today, or in status Overdue whatever the due date (the dashboard's Overdue); " +
        "week: not completed and due from today through today + 6 (the dashboard's Due this week)",
    }),
  /** Matches title or description, ignoring case. */
  q: searchQuerySchema,
  /**
   * `bounded`: a search stops counting its matches past SEARCH_COUNT_LIMIT (the list as it is typed
   * into, where an exact count of a broad term costs far more than its page); `exact` counts them all.
   */
  counts: z
    .enum(TASK_LIST_COUNTS, { error: `Counts must be one of ${TASK_LIST_COUNTS.join(', ')}` })
    .default('exact')
    .meta({
      description:
        `bounded: with \`q\`, when more than ${SEARCH_COUNT_LIMIT} tasks match, counting stops: \`total\` is ${SEARCH_COUNT_LIMIT} ` +
        'and `totalExact` false, or the exact number of tasks the choices take when that is fewer; `totals` and `dueCounts` are then null (not counted). ' +
        'exact (the default): every match is counted.',
    }),
  /** The caller's today, for the due filter and for counting tasks past due; the server's date when absent. */
  today: todaySchema.optional(),
  /** Only the tasks one bulk create made (the batchId it answered). */
  batch: idFilterSchema('Batch filter must be a bulk create batch id'),
  /** Ties are broken by id, in the same direction, so the order is total and stable across pages. */
  sort: z.enum(TASK_SORT_COLUMNS, { error: `Sort must be one of ${TASK_SORT_COLUMNS.join(', ')}` }).default(DEFAULT_TASK_SORT.sort),
  order: z.enum(SORT_ORDERS, { error: 'Order must be asc or desc' }).default(DEFAULT_TASK_SORT.order),
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
  /** Of the matching tasks, those `due=past` takes: not completed and due before today, or in status Overdue. */
  pastDue: z.number().int(),
});
export type TaskTotals = z.infer<typeof taskTotalsSchema>;

/**
 * How many tasks each choice of the list's status filter that is about what is still to do would
 * list, with the other filters (event, member, unassigned, search, batch) as they are, whatever
 * `status`, `due` and `hideCompleted` say: `open` as `hideCompleted=true` (the dashboard's Open),
 * `past` as `due=past` (its Overdue), `week` as `due=week` (its Due this week).
 */
export const taskDueCountsSchema = z
  .object({ open: z.number().int(), past: z.number().int(), week: z.number().int() })
  .meta({ id: 'TaskDueCounts' });
export type TaskDueCounts = z.infer<typeof taskDueCountsSchema>;

export const taskStatusChangeSchema = z.object({
  id: z.number().int(),
  oldStatus: taskStatusSchema.nullable(),
  newStatus: taskStatusSchema,
  changedAt: z.string(),
  /**
   * Who made the change: the account's name, or the team member's when they made it through their own page;
   * null when not recorded (made before names were kept, or the account or member is gone).
   */
  changedBy: z.string().nullable(),
});
export type TaskStatusChange = z.infer<typeof taskStatusChangeSchema>;

/** How many status changes the history shows. */
export const TASK_HISTORY_LIMIT = 5;
