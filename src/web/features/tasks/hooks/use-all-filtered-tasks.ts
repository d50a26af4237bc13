import { useEffect, useMemo } from 'react';
import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { isCutShort, MAX_PAGE_SIZE, nextPageOffset } from '../../../../domain/pagination-rules.ts';
import type { Task } from '../../../../domain/tasks.ts';
import { getTasks, taskListQuery, tasksQueryKeys, type TaskFilters, type TaskList } from '../api/get-tasks.ts';

/** The tasks the board and the calendar show are asked for in the largest pages the API gives. */
export const ALL_TASKS_PAGE_SIZE = MAX_PAGE_SIZE;

/** The list's filters without its paging: the board and the calendar show every page. */
export type AllTasksFilters = Omit<TaskFilters, 'page' | 'pageSize'>;

export function allTasksFilters({ page: _page, pageSize: _pageSize, ...filters }: TaskFilters): AllTasksFilters {
  return filters;
}

/**
 * Under the lists' key, so that every change to a task (create, edit, delete, status) refreshes it
 * as it refreshes the table; its data is an infinite query's, pages of TaskList.
 */
export function allTasksQueryKey(filters: AllTasksFilters) {
  return [...tasksQueryKeys.lists(), 'all', filters] as const;
}

function getTasksPage(filters: AllTasksFilters, offset: number, signal?: AbortSignal) {
  return getTasks(taskListQuery(filters, ALL_TASKS_PAGE_SIZE, offset), signal);
}

export function allTasksQueryOptions(filters: AllTasksFilters) {
  return infiniteQueryOptions({
    queryKey: allTasksQueryKey(filters),
    queryFn: ({ pageParam, signal }) => getTasksPage(filters, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last: TaskList) => nextPageOffset(last),
    // Coming back to a view shows what the page already has, unless a change to a task made it out of
    // date meanwhile (every change invalidates the lists, see refreshAfterTaskChange).
    refetchOnMount: (query) => query.state.isInvalidated,
    // While other filters' tasks load, the ones on screen stay instead of a loading state.
    placeholderData: keepPreviousData,
  });
}

/**
 * The first page alone, in the infinite query's shape and under its key: what the route's loader asks
 * for while the page's code loads (app/router.tsx); the page then asks for the rest.
 */
export function allTasksFirstPageQueryOptions(filters: AllTasksFilters) {
  return queryOptions({
    queryKey: allTasksQueryKey(filters) as readonly unknown[],
    queryFn: async ({ signal }): Promise<InfiniteData<TaskList, number>> => ({ pages: [await getTasksPage(filters, 0, signal)], pageParams: [0] }),
  });
}

/** Every task of the pages so far, once each: a task that moved from one page to the next between two requests is not shown twice. */
export function tasksOfPages(data: InfiniteData<TaskList> | undefined): Task[] {
  if (!data) return [];
  const seen = new Set<number>();
  const tasks: Task[] = [];
  for (const page of data.pages) {
    for (const task of page.items) {
      if (seen.has(task.id)) continue;
      seen.add(task.id);
      tasks.push(task);
    }
  }
  return tasks;
}

export interface AllFilteredTasks {
  /** Every task the filters leave, in the list's order. */
  tasks: Task[];
  /** The API's count for the filters; null until the first page arrives. */
  total: number | null;
  /** The first page, with the list's totals and counts; undefined until it arrives. */
  first: TaskList | undefined;
  /** The first page has not arrived yet. */
  loading: boolean;
  /** Later pages are still coming. */
  fetchingMore: boolean;
  /** The tasks shown are the previous filters' while the new ones load. */
  stale: boolean;
  /** A request is on its way. */
  fetching: boolean;
  /** Every page the API can reach has arrived. */
  complete: boolean;
  /** More tasks match than the API's paging reaches: the rest are left out, and narrowing the filters shows them. */
  cutShort: boolean;
  error: unknown;
  refetch: () => void;
}

/**
 * Every task matching the page's filters, for the board and the calendar: the same /api/tasks list
 * as the table's, asked page after page (500 at a time, as far as the API's paging reaches) as one
 * infinite query keyed by the filters, so that coming back to a view does not ask again.
 */
export function useAllFilteredTasks(filters: TaskFilters, { enabled = true }: { enabled?: boolean } = {}): AllFilteredTasks {
  const key = allTasksFilters(filters);
  const query = useInfiniteQuery({ ...allTasksQueryOptions(key), enabled });
  const { data, hasNextPage, isFetchingNextPage, isError, isPlaceholderData, fetchNextPage } = query;

  // The pages after the first are asked for one after the other, until the list is whole.
  useEffect(() => {
    if (enabled && hasNextPage && !isFetchingNextPage && !isError && !isPlaceholderData) void fetchNextPage();
  }, [enabled, hasNextPage, isFetchingNextPage, isError, isPlaceholderData, fetchNextPage, data]);

  const tasks = useMemo(() => tasksOfPages(data), [data]);
  const last = data?.pages.at(-1);
  return {
    tasks,
    total: data?.pages[0]?.total ?? null,
    first: data?.pages[0],
    loading: query.isPending,
    fetchingMore: Boolean(hasNextPage) && !isError && !isPlaceholderData,
    stale: isPlaceholderData,
    fetching: query.isFetching,
    complete: data !== undefined && !hasNextPage && !isPlaceholderData,
    cutShort: last !== undefined && isCutShort(last),
    error: query.error,
    refetch: () => void query.refetch(),
  };
}
