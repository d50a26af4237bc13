import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { reachablePageCount } from '../../../../domain/pagination.ts';
import type { Task, TaskStatus, TaskTotals } from '../../../../domain/tasks.ts';
import { api } from '../../../lib/api.ts';

/** Rows per page of the tasks table. */
export const TASKS_PAGE_SIZE = 50;
const LAST_REACHABLE_PAGE = reachablePageCount(Number.MAX_SAFE_INTEGER, TASKS_PAGE_SIZE);

export interface TaskList {
  items: Task[];
  total: number;
  limit: number;
  offset: number;
  /** Counts over every task matching the filters, not only this page. */
  totals: TaskTotals;
  /** All of the owner's tasks, whatever the filters. */
  totalInSystem: number;
}

export interface TaskFilters {
  q: string;
  eventId: number | null;
  /** A member's id, 'unassigned', or null for everyone. */
  member: number | 'unassigned' | null;
  status: TaskStatus | null;
  page: number;
  /** The viewer's calendar day, which "past due" is counted from. */
  today: string;
}

/** Every key of this area starts with 'tasks' (see lib/query-areas.ts). */
export const tasksQueryKeys = {
  all: ['tasks'] as const,
  lists: () => [...tasksQueryKeys.all, 'list'] as const,
  list: (filters: TaskFilters) => [...tasksQueryKeys.lists(), filters] as const,
  history: (taskId: number) => [...tasksQueryKeys.all, 'history', taskId] as const,
};

export function getTasks(query: Record<string, string | number | undefined>, signal?: AbortSignal) {
  return api.get<TaskList>('/api/tasks', query, signal);
}

export function getTasksQueryOptions(filters: TaskFilters) {
  return queryOptions({
    queryKey: tasksQueryKeys.list(filters),
    queryFn: ({ signal }) =>
      getTasks(
        {
          q: filters.q || undefined,
          eventId: filters.eventId ?? undefined,
          memberId: typeof filters.member === 'number' ? filters.member : undefined,
          unassigned: filters.member === 'unassigned' ? 'true' : undefined,
          status: filters.status ?? undefined,
          today: filters.today,
          limit: TASKS_PAGE_SIZE,
          // A page past the API's offset limit (an old link) asks for the last page it can reach instead.
          offset: (Math.min(filters.page, LAST_REACHABLE_PAGE) - 1) * TASKS_PAGE_SIZE,
        },
        signal,
      ),
    // While another page or filter loads, the rows on screen stay instead of a loading state.
    placeholderData: keepPreviousData,
  });
}

export function useTasks(filters: TaskFilters) {
  return useQuery(getTasksQueryOptions(filters));
}
