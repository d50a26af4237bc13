import { useCallback, useEffect, useState } from 'react';
import { MAX_PAGE_SIZE } from '../../../../domain/pagination-rules.ts';
import { TASK_DUE_FILTER_LABELS, TASK_DUE_FILTERS, TASK_STATUSES, type TaskStatus } from '../../../../domain/task-rules.ts';
import { DEFAULT_TASK_SORT, SORT_ORDERS, TASK_SORT_COLUMNS, type SortOrder, type TaskSortColumn } from '../../../../domain/task-sort.ts';
import { formatCount } from '../../../../domain/english-format.ts';
import { readStored, userStorageKey, writeStored } from '../../../lib/browser-storage.ts';
import { useSession } from '../../../lib/session.ts';
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

/**
 * The status filter's choices about what is still to do, beside the spec's statuses: each lists the
 * tasks a figure of the dashboard counts — Open (not completed), Past due (its Overdue: due before
 * today, or in status Overdue) and Due this week. In the address as `due=open|past|week`.
 */
export const TASK_DUE_CHOICES = ['open', ...TASK_DUE_FILTERS] as const;
export type TaskDueChoice = (typeof TASK_DUE_CHOICES)[number];
export const TASK_DUE_CHOICE_LABELS: Record<TaskDueChoice, string> = { open: 'Open', ...TASK_DUE_FILTER_LABELS };

/**
 * How the list is shown: the table; one event's tasks by week (only with an event chosen); a board
 * of columns by status; a month calendar by due date. The same filters hold in every view.
 */
export const TASK_VIEWS = ['table', 'timeline', 'board', 'calendar'] as const;
export type TaskView = (typeof TASK_VIEWS)[number];

/** The views that show every task the filters leave at once, not one page of them (see useAllFilteredTasks). */
export function showsAllTasks(view: TaskView): view is 'board' | 'calendar' {
  return view === 'board' || view === 'calendar';
}

/** The reader's last chosen view, remembered per user in this browser (lib/browser-storage.ts). */
export const TASK_VIEW_STORAGE_NAME = 'tasks.view';

/** A stored view, or null for anything else (never chosen, or written by another version). */
export function storedTaskView(value: string | null): TaskView | null {
  return oneOf(TASK_VIEWS, value);
}

/** The timeline asks for its tasks in the largest pages the API gives, by due date. */
export const TIMELINE_PAGE_SIZE = MAX_PAGE_SIZE;

export interface TaskFilterValues {
  q: string;
  eventId: number | null;
  member: number | 'unassigned' | null;
  status: TaskStatus | null;
  /** Open, Past due or Due this week (TASK_DUE_CHOICES), chosen in the status filter instead of a status. */
  due: TaskDueChoice | null;
  /** Only the tasks of one bulk create. */
  batch: number | null;
  sort: TaskSortColumn;
  order: SortOrder;
  pageSize: TaskPageSize;
  page: number;
  /**
   * The view asked for: the address's, else the reader's remembered one, else the table. The
   * timeline shows only while an event is chosen (see shownView).
   */
  view: TaskView;
  /** Whether the address names the view (otherwise it came from the reader's remembered choice). */
  viewInAddress: boolean;
}

export type TaskFilterChanges = Partial<
  Record<'q' | 'event' | 'member' | 'status' | 'due' | 'batch' | 'sort' | 'order' | 'size' | 'page' | 'view', string | null>
>;

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d{1,10}$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 && number <= 2_147_483_647 ? number : null;
}

function oneOf<T extends string | number>(values: readonly T[], value: unknown): T | null {
  return values.find((candidate) => String(candidate) === value) ?? null;
}

/**
 * Parses the page's search params; anything malformed reads as "no filter" (or the default order and
 * size). Without a view in the address, the reader's remembered one (`storedView`) is asked for.
 */
export function parseTaskFilters(params: URLSearchParams, storedView: TaskView | null = null): TaskFilterValues {
  const member = params.get('member');
  const addressView = oneOf(TASK_VIEWS, params.get('view'));
  const sort = oneOf(TASK_SORT_COLUMNS, params.get('sort')) ?? DEFAULT_TASK_SORT.sort;
  return {
    q: params.get('q')?.trim() ?? '',
    eventId: positiveInt(params.get('event')),
    member: member === 'unassigned' ? 'unassigned' : positiveInt(member),
    status: oneOf(TASK_STATUSES, params.get('status')),
    due: oneOf(TASK_DUE_CHOICES, params.get('due')),
    batch: positiveInt(params.get('batch')),
    sort,
    order: oneOf(SORT_ORDERS, params.get('order')) ?? FIRST_SORT_ORDER[sort],
    pageSize: oneOf(TASK_PAGE_SIZES, params.get('size')) ?? DEFAULT_TASK_PAGE_SIZE,
    page: positiveInt(params.get('page')) ?? 1,
    view: addressView ?? storedView ?? 'table',
    viewInAddress: addressView !== null,
  };
}

/** Whether the page shows the timeline: asked for, and an event chosen (a timeline is one event's). */
export function showsTimeline(filters: Pick<TaskFilterValues, 'view' | 'eventId'>): boolean {
  return filters.view === 'timeline' && filters.eventId !== null;
}

/** The view the page shows: the one asked for, but the table for a timeline without an event. */
export function shownView(filters: Pick<TaskFilterValues, 'view' | 'eventId'>): TaskView {
  return filters.view === 'timeline' && filters.eventId === null ? 'table' : filters.view;
}

/** The address change that shows a view; the table, the default, leaves the parameter out. */
export function viewChanges(view: TaskView): TaskFilterChanges {
  return { view: view === 'table' ? null : view };
}

/**
 * The address change that writes a remembered view into an address that names none, so that the
 * address says what is shown (and a copied link shows it too); none when there is nothing to add.
 */
export function rememberedViewChanges(filters: Pick<TaskFilterValues, 'view' | 'viewInAddress' | 'eventId'>): TaskFilterChanges | null {
  if (filters.viewInAddress) return null;
  const view = shownView(filters);
  return view === 'table' ? null : { view };
}

/** The reader's choice, remembered per user (lib/use-stored-flag.ts), to leave the completed tasks out. */
export const HIDE_COMPLETED_FLAG = 'tasks.hide-completed';

/** Clears the search and every filter, leaving order and page size. */
export const CLEARED_FILTERS: TaskFilterChanges = { q: null, event: null, member: null, status: null, due: null, batch: null };

/** Search or filters (not order or page size) narrow the list. */
export function hasChosenFilters(filters: Pick<TaskFilterValues, 'q' | 'eventId' | 'member' | 'status' | 'due' | 'batch'>): boolean {
  return (
    filters.q !== '' || filters.eventId !== null || filters.member !== null || filters.status !== null || filters.due !== null || filters.batch !== null
  );
}

/**
 * Why Hide completed does not apply now, if it does not: a chosen status, or one bulk create's tasks,
 * are shown whole; Open, Past due and Due this week hold no completed task anyway.
 */
export function hideCompletedHeldBy(filters: Pick<TaskFilterValues, 'status' | 'due' | 'batch'>): string | undefined {
  if (filters.due !== null) return `On while ${TASK_DUE_CHOICE_LABELS[filters.due]} is chosen`;
  if (filters.status !== null) return 'Off while a status is chosen';
  if (filters.batch !== null) return 'Off while new tasks are shown';
  return undefined;
}

/** How the Hide completed switch shows: the reader's choice, on while a due choice holds it, off while anything else does. */
export function hideCompletedSwitch(filters: Pick<TaskFilterValues, 'status' | 'due' | 'batch'>, hideCompletedChoice: boolean) {
  const heldBy = hideCompletedHeldBy(filters);
  return { checked: filters.due !== null || (hideCompletedChoice && heldBy === undefined), heldBy };
}

/** The status filter's value: a status, a due choice, or '' for none. */
export function statusChoiceValue(filters: Pick<TaskFilterValues, 'status' | 'due'>): string {
  return filters.due ?? filters.status ?? '';
}

/** The address change a status filter choice makes: a status and a due choice replace each other. */
export function statusChoiceChanges(value: string): TaskFilterChanges {
  const status = oneOf(TASK_STATUSES, value);
  const due = oneOf(TASK_DUE_CHOICES, value);
  return { status, due };
}

/** The status filter's label of a due choice, with how many tasks it lists once known: "Past due (12)". */
export function dueChoiceLabel(choice: TaskDueChoice, count: number | undefined): string {
  const label = TASK_DUE_CHOICE_LABELS[choice];
  return count === undefined ? label : `${label} (${formatCount(count)})`;
}

/**
 * The list the page shows: the address's filters and the reader's hide-completed choice, unless
 * held off. The timeline's first page is the event's tasks by due date, as many as a page holds,
 * whatever the table's order and page. The route's loader asks for the same list while the page's
 * code loads (app/router.tsx).
 */
export function taskListFilters(filters: TaskFilterValues, hideCompletedChoice: boolean, today: string): TaskFilters {
  const { q, eventId, member, status, due, batch, sort, order, pageSize, page } = filters;
  // Open is the list without the completed tasks, as Hide completed makes it; the API's `due` is the other two.
  const hideCompleted = due === 'open' || (hideCompletedChoice && hideCompletedHeldBy(filters) === undefined);
  const list = { q, eventId, member, status, due: due === 'open' ? null : due, batch, sort, order, pageSize, page, hideCompleted, today };
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

/**
 * A change and what follows from it: back to the first page, and from the timeline to the table when
 * the event is cleared (a timeline is one event's; the board and the calendar show any tasks).
 */
export function withImpliedChanges(changes: TaskFilterChanges, currentView: TaskView = 'timeline'): TaskFilterChanges {
  const withPage = 'page' in changes ? changes : { ...changes, page: null };
  return withPage.event === null && currentView === 'timeline' && !('view' in withPage) ? { ...withPage, view: null } : withPage;
}

/** The view `userId` last chose in this browser, or null. */
export function readStoredTaskView(userId: number | null): TaskView | null {
  return userId === null ? null : storedTaskView(readStored(userStorageKey(TASK_VIEW_STORAGE_NAME, userId)));
}

/**
 * The Tasks page's view last chosen by the signed-in user in this browser (as Hide completed is
 * remembered, lib/use-stored-flag.ts), read at the first render so that the page opens as it was left.
 */
export function useStoredTaskView(): [TaskView | null, (view: TaskView) => void] {
  const userId = useSession().user?.id ?? null;
  const [state, setState] = useState(() => ({ userId, view: readStoredTaskView(userId) }));
  let view = state.view;
  if (state.userId !== userId) {
    // Another user signed in (or the session arrived): their own choice.
    view = readStoredTaskView(userId);
    setState({ userId, view });
  }
  const store = useCallback(
    (next: TaskView) => {
      if (userId !== null) writeStored(userStorageKey(TASK_VIEW_STORAGE_NAME, userId), next);
      setState({ userId, view: next });
    },
    [userId],
  );
  return [view, store];
}

/**
 * Search, filters, order, page size, page and view live in the URL
 * (?q=…&event=…&member=…&status=…&due=…&batch=…&sort=…&order=…&size=…&page=…&view=board), so reload,
 * back and shared links keep them. Any change but the page's goes back to the first page; clearing
 * the event goes from the timeline back to the table, as a timeline is one event's. The view the
 * reader chooses (chooseView) is also remembered for them in this browser: an address without a
 * view opens on it, and says so.
 */
export function useTaskFilters() {
  const { params, update: updateParams } = useSearchParamsUpdater();
  const [storedView, storeView] = useStoredTaskView();
  const filters = parseTaskFilters(params, storedView);
  const currentView = filters.view;

  const update = useCallback(
    (changes: TaskFilterChanges, options: { replace?: boolean } = {}) => updateParams(withImpliedChanges(changes, currentView), options),
    [updateParams, currentView],
  );
  const chooseView = useCallback(
    (next: TaskView) => {
      storeView(next);
      update(viewChanges(next));
    },
    [storeView, update],
  );

  const remembered = rememberedViewChanges(filters);
  const rememberedView = remembered?.view ?? null;
  useEffect(() => {
    if (rememberedView !== null) updateParams({ view: rememberedView }, { replace: true });
  }, [rememberedView, updateParams]);

  return { filters, update, chooseView };
}
