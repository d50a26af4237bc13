import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { reachablePageCount } from '../../../../domain/pagination-rules.ts';
import type { TaskListCounts } from '../../../../domain/task-rules.ts';
import type { SortOrder, TaskSortColumn } from '../../../../domain/task-sort.ts';
import type { Task, TaskDueCounts, TaskDueFilter, TaskStatus, TaskTotals } from '../../../../domain/tasks.ts';
import { api } from '../../../lib/api.ts';
import type { TaskView } from '../hooks/use-task-filters.ts';

export interface TaskList {
  items: Task[];
  total: number;
  limit: number;
  offset: number;
  /**
   * False when a search asked with bounded counts matched more than the server counts
   * (SEARCH_COUNT_LIMIT): `total` is then that limit, a lower bound ("1,000+").
   */
  totalExact: boolean;
  /** Counts over every task matching the filters, not only this page; null when a bounded search stopped counting. */
  totals: TaskTotals | null;
  /** How many tasks Open, Past due and Due this week would list with the other filters as they are; null as `totals`. */
  dueCounts: TaskDueCounts | null;
  /** All of the owner's tasks, whatever the filters. */
  totalInSystem: number;
}

export interface TaskFilters {
  q: string;
  eventId: number | null;
  /** A member's id, 'unassigned', or null for everyone. */
  member: number | 'unassigned' | null;
  status: TaskStatus | null;
  /** Past due or Due this week: the dashboard's Overdue and Due this week. */
  due: TaskDueFilter | null;
  /** Only the tasks of one bulk create. */
  batch: number | null;
  /** Leave out the completed tasks. */
  hideCompleted: boolean;
  sort: TaskSortColumn;
  order: SortOrder;
  pageSize: number;
  page: number;
  /** The viewer's calendar day, which "past due" is counted from. */
  today: string;
}

/** Every key of this area starts with 'tasks' (see lib/query-areas.ts). */
export const tasksQueryKeys = {
  all: ['tasks'] as const,
  lists: () => [...tasksQueryKeys.all, 'list'] as const,
  /** A bounded list's counts differ from an exact one's, so the two never share a cache entry. */
  list: (filters: TaskFilters, counts: TaskListCounts = 'exact') => [...tasksQueryKeys.lists(), filters, counts] as const,
  history: (taskId: number) => [...tasksQueryKeys.all, 'history', taskId] as const,
};

export function getTasks(query: Record<string, string | number | undefined>, signal?: AbortSignal) {
  return api.get<TaskList>('/api/tasks', query, signal);
}

/**
 * How the page's list is counted: the table, which people type a search into, stops counting a broad
 * search's matches (an exact count of a common word costs far more than its page); the timeline, the
 * board and the calendar page through every task by the total, so they count exactly.
 */
export function pageListCounts(view: TaskView, q: string): TaskListCounts {
  return effectiveCounts({ q }, view === 'table' ? 'bounded' : 'exact');
}

/** Bounded counts only change a search's answer: without one, the list is asked for (and kept) as an exact one. */
function effectiveCounts(filters: Pick<TaskFilters, 'q'>, counts: TaskListCounts): TaskListCounts {
  return counts === 'bounded' && filters.q.trim() !== '' ? 'bounded' : 'exact';
}

/** The query of GET /api/tasks for the filters (their paging aside) and one page of `limit` from `offset`. */
export function taskListQuery(filters: Omit<TaskFilters, 'page' | 'pageSize'>, limit: number, offset: number, counts: TaskListCounts = 'exact') {
  return {
    q: filters.q || undefined,
    eventId: filters.eventId ?? undefined,
    memberId: typeof filters.member === 'number' ? filters.member : undefined,
    unassigned: filters.member === 'unassigned' ? 'true' : undefined,
    status: filters.status ?? undefined,
    due: filters.due ?? undefined,
    batch: filters.batch ?? undefined,
    hideCompleted: filters.hideCompleted ? 'true' : undefined,
    sort: filters.sort,
    order: filters.order,
    today: filters.today,
    limit,
    offset,
    counts: effectiveCounts(filters, counts) === 'bounded' ? 'bounded' : undefined,
  };
}

/** One page of the list; `counts: 'bounded'` lets a search stop counting its matches (see pageListCounts). */
export function getTasksQueryOptions(filters: TaskFilters, requestedCounts: TaskListCounts = 'exact') {
  const counts = effectiveCounts(filters, requestedCounts);
  return queryOptions({
    queryKey: tasksQueryKeys.list(filters, counts),
    queryFn: ({ signal }) =>
      getTasks(
        taskListQuery(
          filters,
          filters.pageSize,
          // A page past the API's offset limit (an old link) asks for the last page it can reach instead.
          (Math.min(filters.page, reachablePageCount(Number.MAX_SAFE_INTEGER, filters.pageSize)) - 1) * filters.pageSize,
          counts,
        ),
        signal,
      ),
    // While another page or filter loads, the rows on screen stay instead of a loading state.
    placeholderData: keepPreviousData,
  });
}

/** One page of the list; not asked for (`enabled: false`) while the page shows every task instead (board, calendar). */
export function useTasks(filters: TaskFilters, { enabled = true, counts = 'exact' }: { enabled?: boolean; counts?: TaskListCounts } = {}) {
  return useQuery({ ...getTasksQueryOptions(filters, counts), enabled });
}
