import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { invalidateOtherAreas } from '../../../lib/query-areas.ts';
import { tasksQueryKeys } from './get-tasks.ts';

export function deleteTask(id: number) {
  return api.delete(`/api/tasks/${id}`);
}

export function useDeleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTask,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: tasksQueryKeys.history(id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: tasksQueryKeys.lists() }),
        invalidateOtherAreas(queryClient, tasksQueryKeys.all[0]),
      ]);
    },
  });
}
