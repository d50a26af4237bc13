import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Task, UpdateTaskInput } from '../../../../domain/tasks.ts';
import { api } from '../../../lib/api.ts';
import { invalidateOtherAreas } from '../../../lib/query-areas.ts';
import { tasksQueryKeys, type TaskList } from './get-tasks.ts';

export function updateTask({ id, input }: { id: number; input: UpdateTaskInput }) {
  return api.patch<{ task: Task }>(`/api/tasks/${id}`, input);
}

/** Shows a task as the server now has it in every list on screen, then refreshes the lists and their counts. */
export function refreshAfterTaskChange(queryClient: QueryClient, task: Task) {
  queryClient.setQueriesData<TaskList>({ queryKey: tasksQueryKeys.lists() }, (list) =>
    list ? { ...list, items: list.items.map((item) => (item.id === task.id ? task : item)) } : list,
  );
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
