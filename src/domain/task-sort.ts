import { TASK_STATUSES, type TaskPriority, type TaskStatus } from './task-rules.ts';

/** The columns a task list can be ordered by. */
export const TASK_SORT_COLUMNS = ['dueDate', 'priority', 'status', 'title', 'event', 'created'] as const;
export type TaskSortColumn = (typeof TASK_SORT_COLUMNS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** The spec's list order: by due date, undated last. */
export const DEFAULT_TASK_SORT: { sort: TaskSortColumn; order: SortOrder } = { sort: 'dueDate', order: 'asc' };

/** Ascending from the least to the most urgent: a list by priority, descending, starts with High. */
export const TASK_PRIORITY_SORT_ORDER: readonly TaskPriority[] = ['low', 'medium', 'high'];
/** Ascending in workflow order, as the spec lists the statuses. */
export const TASK_STATUS_SORT_ORDER: readonly TaskStatus[] = TASK_STATUSES;
