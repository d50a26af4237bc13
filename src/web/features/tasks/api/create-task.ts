import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTaskInput, Task } from '../../../../domain/tasks.ts';
import { api } from '../../../lib/api.ts';
import { invalidateOtherAreas } from '../../../lib/query-areas.ts';
import { tasksQueryKeys } from './get-tasks.ts';

export function createTask(input: CreateTaskInput) {
  return api.post<{ task: Task }>('/api/tasks', input);
}

export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTask,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tasksQueryKeys.lists() }),
        invalidateOtherAreas(queryClient, tasksQueryKeys.all[0]),
      ]),
  });
}
