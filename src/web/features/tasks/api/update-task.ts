import { useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { Task, UpdateTaskInput } from '../../../../domain/tasks.ts';
import { api } from '../../../lib/api.ts';
import { invalidateOtherAreas } from '../../../lib/query-areas.ts';
import { tasksQueryKeys, type TaskList } from './get-tasks.ts';

export function updateTask({ id, input }: { id: number; input: UpdateTaskInput }) {
  return api.patch<{ task: Task }>(`/api/tasks/${id}`, input);
}

function withTask(list: TaskList, task: Task): TaskList {
  return list.items.some((item) => item.id === task.id) ? { ...list, items: list.items.map((item) => (item.id === task.id ? task : item)) } : list;
}

/**
 * `task` as it now is in a cached list: a page of the table's, or every page of the board's and the
 * calendar's list (an infinite query's pages, see hooks/use-all-filtered-tasks.ts).
 */
export function withTaskInList<T extends TaskList | InfiniteData<TaskList>>(list: T | undefined, task: Task): T | undefined {
  if (!list) return list;
  if ('pages' in list) return { ...list, pages: list.pages.map((page) => withTask(page, task)) };
  return withTask(list, task) as T;
}

/** Shows a task as the server now has it in every list on screen, then refreshes the lists and their counts. */
export function refreshAfterTaskChange(queryClient: QueryClient, task: Task) {
  queryClient.setQueriesData<TaskList | InfiniteData<TaskList>>({ queryKey: tasksQueryKeys.lists() }, (list) => withTaskInList(list, task));
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: tasksQueryKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: tasksQueryKeys.history(task.id) }),
    invalidateOtherAreas(queryClient, tasksQueryKeys.all[0]),
  ]);
}

export function useUpdateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTask,
    onSuccess: ({ task }) => refreshAfterTaskChange(queryClient, task),
    // The task may have changed or gone meanwhile: show the list as it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: tasksQueryKeys.lists() }),
  });
}
