import { useCallback } from 'react';
import { TASK_STATUSES, type TaskStatus } from '../../../../domain/task-rules.ts';
import { DEFAULT_TASK_SORT, SORT_ORDERS, TASK_SORT_COLUMNS, type SortOrder, type TaskSortColumn } from '../../../../domain/task-sort.ts';
import { useSearchParamsUpdater } from '../../../lib/use-search-params-updater.ts';
import type { TaskFilters } from '../api/get-tasks.ts';

/** The rows per page a reader can choose; the first is the default. */
export const TASK_PAGE_SIZES = [25, 50, 100] as const;
export type TaskPageSize = (typeof TASK_PAGE_SIZES)[number];
export const DEFAULT_TASK_PAGE_SIZE: TaskPageSize = TASK_PAGE_SIZES[0];

/**
 * The direction a column sorts in when first chosen: what a reader most likely wants first — the
 * most urgent priority, the newest tasks — and otherwise ascending.
 */
export const FIRST_SORT_ORDER: Record<TaskSortColumn, SortOrder> = {
  dueDate: 'asc',
  priority: 'desc',
  status: 'asc',
  title: 'asc',
  event: 'asc',
  created: 'desc',
};

export interface TaskFilterValues {
  q: string;
  eventId: number | null;
  member: number | 'unassigned' | null;
  status: TaskStatus | null;
  /** Only the tasks of one bulk create. */
  batch: number | null;
  sort: TaskSortColumn;
  order: SortOrder;
  pageSize: TaskPageSize;
  page: number;
}

export type TaskFilterChanges = Partial<Record<'q' | 'event' | 'member' | 'status' | 'batch' | 'sort' | 'order' | 'size' | 'page', string | null>>;

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d{1,10}$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 && number <= 2_147_483_647 ? number : null;
}

function oneOf<T extends string | number>(values: readonly T[], value: unknown): T | null {
  return values.find((candidate) => String(candidate) === value) ?? null;
}

/** Parses the page's search params; anything malformed reads as "no filter" (or the default order and size). */
export function parseTaskFilters(params: URLSearchParams): TaskFilterValues {
  const member = params.get('member');
  const sort = oneOf(TASK_SORT_COLUMNS, params.get('sort')) ?? DEFAULT_TASK_SORT.sort;
  return {
    q: params.get('q')?.trim() ?? '',
    eventId: positiveInt(params.get('event')),
    member: member === 'unassigned' ? 'unassigned' : positiveInt(member),
    status: oneOf(TASK_STATUSES, params.get('status')),
    batch: positiveInt(params.get('batch')),
    sort,
    order: oneOf(SORT_ORDERS, params.get('order')) ?? FIRST_SORT_ORDER[sort],
    pageSize: oneOf(TASK_PAGE_SIZES, params.get('size')) ?? DEFAULT_TASK_PAGE_SIZE,
    page: positiveInt(params.get('page')) ?? 1,
  };
}

/** The reader's choice, remembered per user (lib/use-stored-flag.ts), to leave the completed tasks out. */
export const HIDE_COMPLETED_FLAG = 'tasks.hide-completed';

/** Clears the search and every filter, leaving order and page size. */
export const CLEARED_FILTERS: TaskFilterChanges = { q: null, event: null, member: null, status: null, batch: null };

/** Search or filters (not order or page size) narrow the list. */
export function hasChosenFilters(filters: Pick<TaskFilterValues, 'q' | 'eventId' | 'member' | 'status' | 'batch'>): boolean {
  return filters.q !== '' || filters.eventId !== null || filters.member !== null || filters.status !== null || filters.batch !== null;
}

/** Why Hide completed does not apply now, if it does not: a chosen status, or one bulk create's tasks, are shown whole. */
export function hideCompletedHeldBy(filters: Pick<TaskFilterValues, 'status' | 'batch'>): string | undefined {
  if (filters.status !== null) return 'Off while a status is chosen';
  if (filters.batch !== null) return 'Off while new tasks are shown';
  return undefined;
}

/**
 * The list the page shows: the address's filters and the reader's hide-completed choice, unless
 * held off. The route's loader asks for the same list while the page's code loads (app/router.tsx).
 */
export function taskListFilters(filters: TaskFilterValues, hideCompletedChoice: boolean, today: string): TaskFilters {
  return { ...filters, hideCompleted: hideCompletedChoice && hideCompletedHeldBy(filters) === undefined, today };
}

/** The address parameters of an order; the spec's order (due date, ascending) leaves both out. */
export function sortParams(column: TaskSortColumn, order: SortOrder): TaskFilterChanges {
  const isDefault = column === DEFAULT_TASK_SORT.sort && order === DEFAULT_TASK_SORT.order;
  return {
    sort: isDefault ? null : column,
    order: isDefault || order === FIRST_SORT_ORDER[column] ? null : order,
  };
}

/** A header's click: a column not sorted by yet starts in its first direction, the sorted one turns around. */
export function sortChanges(current: Pick<TaskFilterValues, 'sort' | 'order'>, column: TaskSortColumn): TaskFilterChanges {
  const order = current.sort === column ? (current.order === 'asc' ? 'desc' : 'asc') : FIRST_SORT_ORDER[column];
  return sortParams(column, order);
}

/**
 * Search, filters, order, page size and page live in the URL
 * (?q=…&event=…&member=…&status=…&batch=…&sort=…&order=…&size=…&page=…), so reload, back and shared
 * links keep them. Any change but the page's goes back to the first page.
 */
export function useTaskFilters() {
  const { params, update: updateParams } = useSearchParamsUpdater();
  const filters = parseTaskFilters(params);

  const update = useCallback(
    (changes: TaskFilterChanges, options: { replace?: boolean } = {}) =>
      updateParams('page' in changes ? changes : { ...changes, page: null }, options),
    [updateParams],
  );

  return { filters, update };
}
