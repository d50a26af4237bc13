import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Task, TaskStatus } from '../../../../domain/tasks.ts';
import { api } from '../../../lib/api.ts';
import { tasksQueryKeys } from './get-tasks.ts';
import { refreshAfterTaskChange } from './update-task.ts';

export function updateTaskStatus({ id, status }: { id: number; status: TaskStatus }) {
  return api.put<{ task: Task }>(`/api/tasks/${id}/status`, { status });
}

export function useUpdateTaskStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTaskStatus,
    onSuccess: ({ task }) => refreshAfterTaskChange(queryClient, task),
    // The task may have changed or gone meanwhile: show the list as it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: tasksQueryKeys.lists() }),
  });
}
