import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TaskStatusChange } from '../../../../domain/tasks.ts';
import { api } from '../../../lib/api.ts';
import { tasksQueryKeys } from './get-tasks.ts';

/** The task's last five status changes, newest first. */
export function getTaskHistory(taskId: number, signal?: AbortSignal) {
  return api.get<{ items: TaskStatusChange[] }>(`/api/tasks/${taskId}/history`, undefined, signal);
}

export function taskHistoryQueryOptions(taskId: number) {
  return queryOptions({
    queryKey: tasksQueryKeys.history(taskId),
    queryFn: ({ signal }) => getTaskHistory(taskId, signal),
    select: (data) => data.items,
    staleTime: 0,
  });
}

export function useTaskHistory(taskId: number) {
  return useQuery(taskHistoryQueryOptions(taskId));
}
