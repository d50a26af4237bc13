import { describe, expect, it } from 'vitest';
import { getTasksQueryOptions, pageListCounts, taskListQuery, tasksQueryKeys, type TaskFilters } from './get-tasks.ts';

const filters: TaskFilters = {
  q: 'venue',
  eventId: null,
  member: null,
  status: null,
  due: null,
  batch: null,
  hideCompleted: false,
  sort: 'dueDate',
  order: 'asc',
  pageSize: 50,
  page: 1,
  today: '2026-11-22',
};

describe('how the page counts its list', () => {
  it('bounds the counts of a search typed into the table only', () => {
    expect(pageListCounts('table', 'venue')).toBe('bounded');
    expect(pageListCounts('table', '')).toBe('exact');
    expect(pageListCounts('table', '  ')).toBe('exact');
    // The timeline pages on by the total, the board and the calendar ask for every task by it.
    expect(pageListCounts('timeline', 'venue')).toBe('exact');
    expect(pageListCounts('board', 'venue')).toBe('exact');
    expect(pageListCounts('calendar', 'venue')).toBe('exact');
  });

  it('asks the API for bounded counts only with a search, and for exact ones by default', () => {
    expect(taskListQuery(filters, 50, 0, 'bounded')).toMatchObject({ q: 'venue', counts: 'bounded' });
    expect(taskListQuery(filters, 50, 0).counts).toBeUndefined();
    expect(taskListQuery(filters, 50, 0, 'exact').counts).toBeUndefined();
    expect(taskListQuery({ ...filters, q: '' }, 50, 0, 'bounded').counts).toBeUndefined();
  });

  it('keeps a bounded list and an exact one of the same filters apart in the cache', () => {
    const bounded = getTasksQueryOptions(filters, 'bounded').queryKey;
    const exact = getTasksQueryOptions(filters).queryKey;
    expect(bounded).not.toEqual(exact);
    expect(exact).toEqual(tasksQueryKeys.list(filters));
    // Both under the lists' key, so that every change to a task refreshes them.
    expect(bounded.slice(0, 2)).toEqual(tasksQueryKeys.lists());
  });

  it('shares the exact list when there is no search to bound', () => {
    const noSearch = { ...filters, q: '' };
    expect(getTasksQueryOptions(noSearch, 'bounded').queryKey).toEqual(getTasksQueryOptions(noSearch).queryKey);
  });
});
