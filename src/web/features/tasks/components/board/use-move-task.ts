import { useCallback } from 'react';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { taskStatusOf, type TaskStatus } from '../../../../../domain/task-rules.ts';
import type { Task } from '../../../../../domain/tasks.ts';
import { useToast } from '../../../../components/ui/toast.tsx';
import { userMessage } from '../../../../lib/api.ts';
import type { TaskList } from '../../api/get-tasks.ts';
import { withTaskInList } from '../../api/update-task.ts';
import { useUpdateTaskStatus } from '../../api/update-task-status.ts';
import { allTasksQueryKey, type AllTasksFilters } from '../../hooks/use-all-filtered-tasks.ts';
import { movedTask, refusedMoveMessage } from './board-columns.ts';

/**
 * Moves a card to another column: the status change (PUT /api/tasks/:id/status, which records the
 * change in the task's history as any change does) shows on the board at once, and goes back, with
 * a message saying why, when the server refuses it.
 */
export function useMoveTask(filters: AllTasksFilters) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { mutateAsync } = useUpdateTaskStatus();

  return useCallback(
    async (task: Task, status: TaskStatus) => {
      if (taskStatusOf(task.status) === status) return;
      const queryKey = allTasksQueryKey(filters);
      // A refresh on its way would bring the old status back over the move.
      await queryClient.cancelQueries({ queryKey });
      const setTask = (shown: Task) => queryClient.setQueryData<InfiniteData<TaskList>>(queryKey, (data) => withTaskInList(data, shown));
      setTask(movedTask(task, status));
      try {
        await mutateAsync({ id: task.id, status });
      } catch (error) {
        // Only this card goes back: other moves made meanwhile stay.
        setTask(task);
        const message = refusedMoveMessage(task, status, userMessage(error));
        toast.error(message.title, message.description);
      }
    },
    [filters, queryClient, toast, mutateAsync],
  );
}
