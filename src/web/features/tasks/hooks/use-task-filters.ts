import { useCallback } from 'react';
import { MAX_PAGE_SIZE } from '../../../../domain/pagination-rules.ts';
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

/** How the list is shown: the table, or one event's tasks by week (only with an event chosen). */
export const TASK_VIEWS = ['table', 'timeline'] as const;
export type TaskView = (typeof TASK_VIEWS)[number];

/** The timeline asks for its tasks in the largest pages the API gives, by due date. */
export const TIMELINE_PAGE_SIZE = MAX_PAGE_SIZE;

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
  /** The view asked for; the timeline shows only while an event is chosen (see showsTimeline). */
  view: TaskView;
}

export type TaskFilterChanges = Partial<Record<'q' | 'event' | 'member' | 'status' | 'batch' | 'sort' | 'order' | 'size' | 'page' | 'view', string | null>>;

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
    view: oneOf(TASK_VIEWS, params.get('view')) ?? 'table',
  };
}

/** Whether the page shows the timeline: asked for, and an event chosen (a timeline is one event's). */
export function showsTimeline(filters: Pick<TaskFilterValues, 'view' | 'eventId'>): boolean {
  return filters.view === 'timeline' && filters.eventId !== null;
}

/** The address change that shows a view; the table, the default, leaves the parameter out. */
export function viewChanges(view: TaskView): TaskFilterChanges {
  return { view: view === 'table' ? null : view };
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
 * held off. The timeline's first page is the event's tasks by due date, as many as a page holds,
 * whatever the table's order and page. The route's loader asks for the same list while the page's
 * code loads (app/router.tsx).
 */
export function taskListFilters(filters: TaskFilterValues, hideCompletedChoice: boolean, today: string): TaskFilters {
  const { q, eventId, member, status, batch, sort, order, pageSize, page } = filters;
  const list = { q, eventId, member, status, batch, sort, order, pageSize, page, hideCompleted: hideCompletedChoice && hideCompletedHeldBy(filters) === undefined, today };
  return showsTimeline(filters) ? { ...list, sort: 'dueDate', order: 'asc', pageSize: TIMELINE_PAGE_SIZE, page: 1 } : list;
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

/** A change and what follows from it: back to the first page, and to the table when the event is cleared. */
export function withImpliedChanges(changes: TaskFilterChanges): TaskFilterChanges {
  const withPage = 'page' in changes ? changes : { ...changes, page: null };
  return withPage.event === null ? { ...withPage, view: null } : withPage;
}

/**
 * Search, filters, order, page size, page and view live in the URL
 * (?q=…&event=…&member=…&status=…&batch=…&sort=…&order=…&size=…&page=…&view=timeline), so reload,
 * back and shared links keep them. Any change but the page's goes back to the first page; clearing
 * the event goes back to the table, as a timeline is one event's.
 */
export function useTaskFilters() {
  const { params, update: updateParams } = useSearchParamsUpdater();
  const filters = parseTaskFilters(params);

  const update = useCallback(
    (changes: TaskFilterChanges, options: { replace?: boolean } = {}) => updateParams(withImpliedChanges(changes), options),
    [updateParams],
  );

  return { filters, update };
}
