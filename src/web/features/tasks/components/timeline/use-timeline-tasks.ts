import { useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import { MAX_OFFSET } from '../../../../../domain/pagination-rules.ts';
import type { Task } from '../../../../../domain/tasks.ts';
import { getTasksQueryOptions, type TaskFilters, type TaskList } from '../../api/get-tasks.ts';

/**
 * The timeline's tasks: the page's first page (the event's tasks by due date) and the pages after
 * it that the reader asked for with Show more. Each page is a list query like the table's, so a
 * change to a task shows and refreshes here as it does there.
 */
export function useTimelineTasks(filters: TaskFilters, first: TaskList) {
  const key = JSON.stringify(filters);
  const [more, setMore] = useState({ key, pages: 0 });
  // Other filters start again from the first page.
  const extraPages = more.key === key ? more.pages : 0;

  const pages = useQueries({
    queries: Array.from({ length: extraPages }, (_, index) => ({
      ...getTasksQueryOptions({ ...filters, page: index + 2 }),
      placeholderData: undefined,
    })),
  });

  const seen = new Set<number>();
  const tasks: Task[] = [];
  // A task that moved from one page to the next between two requests is shown once.
  for (const list of [first, ...pages.map((page) => page.data)]) {
    if (!list) break;
    for (const task of list.items) {
      if (seen.has(task.id)) continue;
      seen.add(task.id);
      tasks.push(task);
    }
  }

  const loadingMore = pages.some((page) => page.isPending);
  const failed = pages.find((page) => page.isError);
  const nextOffset = (extraPages + 1) * filters.pageSize;
  const hasMore = !loadingMore && nextOffset < first.total && nextOffset <= MAX_OFFSET;

  const showMore = () => {
    if (failed) void failed.refetch();
    else setMore({ key, pages: extraPages + 1 });
  };

  return { tasks, total: first.total, hasMore: hasMore || Boolean(failed), loadingMore, error: failed?.error ?? null, showMore };
}
