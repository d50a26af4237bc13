import { describe, expect, it } from 'vitest';
import type { InfiniteData } from '@tanstack/react-query';
import type { Task } from '../../../../domain/tasks.ts';
import { tasksQueryKeys, type TaskFilters, type TaskList } from '../api/get-tasks.ts';
import { withTaskInList } from '../api/update-task.ts';
import { ALL_TASKS_PAGE_SIZE, allTasksFilters, allTasksQueryKey, allTasksQueryOptions, tasksOfPages } from './use-all-filtered-tasks.ts';

const task = (id: number, status: Task['status'] = 'todo') => ({ id, title: `Task ${id}`, status }) as Task;
const page = (offset: number, total: number, ids: number[]): TaskList =>
  ({ items: ids.map((id) => task(id)), total, offset, limit: 500 }) as unknown as TaskList;

const filters: TaskFilters = {
  q: 'venue',
  eventId: 3,
  member: null,
  status: null,
  due: null,
  batch: null,
  hideCompleted: true,
  sort: 'title',
  order: 'asc',
  pageSize: 25,
  page: 4,
  today: '2026-11-22',
};

describe('every task the filters leave', () => {
  it('is one query for the filters, whatever the table’s page and page size', () => {
    expect(allTasksFilters(filters)).not.toHaveProperty('page');
    expect(allTasksQueryKey(allTasksFilters(filters))).toEqual(allTasksQueryKey(allTasksFilters({ ...filters, page: 1, pageSize: 100 })));
    expect(allTasksQueryKey(allTasksFilters(filters))).not.toEqual(allTasksQueryKey(allTasksFilters({ ...filters, hideCompleted: false })));
  });

  it('lives under the lists’ key, so that every change to a task refreshes it', () => {
    expect(allTasksQueryKey(allTasksFilters(filters)).slice(0, 2)).toEqual(tasksQueryKeys.lists());
  });

  it('asks 500 at a time, page after page, as far as the API’s paging reaches', () => {
    const options = allTasksQueryOptions(allTasksFilters(filters));
    expect(ALL_TASKS_PAGE_SIZE).toBe(500);
    expect(options.initialPageParam).toBe(0);
    const next = (last: TaskList) => options.getNextPageParam(last, [last], 0, [0]);
    expect(next(page(0, 1200, Array.from({ length: 500 }, (_, index) => index)))).toBe(500);
    expect(next(page(1000, 1200, Array.from({ length: 200 }, (_, index) => index)))).toBeUndefined();
    // Past the API's offset cap (10,000) there is no next page to ask for.
    expect(next(page(10_000, 20_000, Array.from({ length: 500 }, (_, index) => index)))).toBeUndefined();
  });

  it('is not asked again when a view comes back to it, unless a change made it out of date', () => {
    const { refetchOnMount } = allTasksQueryOptions(allTasksFilters(filters));
    expect(typeof refetchOnMount).toBe('function');
    const onMount = refetchOnMount as (query: { state: { isInvalidated: boolean } }) => boolean;
    expect(onMount({ state: { isInvalidated: false } })).toBe(false);
    expect(onMount({ state: { isInvalidated: true } })).toBe(true);
  });

  it('shows a task once when it moved from one page to the next between two requests', () => {
    const data: InfiniteData<TaskList> = { pages: [page(0, 4, [1, 2]), page(2, 4, [2, 3, 4])], pageParams: [0, 2] };
    expect(tasksOfPages(data).map((shown) => shown.id)).toEqual([1, 2, 3, 4]);
    expect(tasksOfPages(undefined)).toEqual([]);
  });
});

describe('a changed task in the cached lists', () => {
  it('replaces the task in a table’s page and in every page of the board’s list', () => {
    const changed = task(3, 'completed');
    const table = withTaskInList(page(0, 3, [1, 3]), changed)!;
    expect(table.items.map((item) => item.status)).toEqual(['todo', 'completed']);
    const all = withTaskInList<InfiniteData<TaskList>>({ pages: [page(0, 4, [1, 2]), page(2, 4, [3, 4])], pageParams: [0, 2] }, changed)!;
    expect(all.pages[1]!.items.map((item) => item.status)).toEqual(['completed', 'todo']);
    expect(all.pageParams).toEqual([0, 2]);
  });

  it('leaves a list without the task as it was', () => {
    const list = page(0, 2, [1, 2]);
    expect(withTaskInList(list, task(9, 'completed'))).toBe(list);
    expect(withTaskInList(undefined, task(9))).toBeUndefined();
  });
});
