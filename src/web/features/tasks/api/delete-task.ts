import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { invalidateOtherAreas } from '../../../lib/query-areas.ts';
import { tasksQueryKeys } from './get-tasks.ts';

export function deleteTask(id: number) {
  return api.delete(`/api/tasks/${id}`);
}

/** The task is gone, or may be (a 404 says it already was): the lists and the counts are refetched. */
function refreshAfterDelete(queryClient: QueryClient, id: number) {
  queryClient.removeQueries({ queryKey: tasksQueryKeys.history(id) });
  return Promise.all([queryClient.invalidateQueries({ queryKey: tasksQueryKeys.lists() }), invalidateOtherAreas(queryClient, tasksQueryKeys.all[0])]);
}

export function deleteTaskMutationOptions(queryClient: QueryClient) {
  return {
    mutationFn: deleteTask,
    onSuccess: (_result: unknown, id: number) => refreshAfterDelete(queryClient, id),
    // A failed delete ('Task not found or already deleted.', or a lost connection) still shows the list
    // as it is now, so a row that no longer exists disappears.
    onError: (_error: unknown, id: number) => refreshAfterDelete(queryClient, id),
  };
}

export function useDeleteTask() {
  const queryClient = useQueryClient();
  return useMutation(deleteTaskMutationOptions(queryClient));
}
