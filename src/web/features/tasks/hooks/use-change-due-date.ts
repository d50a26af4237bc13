import { useCallback } from 'react';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { DueDateChange } from '../../../../domain/calendar-month.ts';
import { anchoredDueDate, countdownLabel, type EventDates } from '../../../../domain/countdown.ts';
import { taskTitleLabel } from '../../../../domain/task-rules.ts';
import type { Task } from '../../../../domain/tasks.ts';
import { useToast } from '../../../components/ui/toast.tsx';
import { userMessage } from '../../../lib/api.ts';
import type { TaskList } from '../api/get-tasks.ts';
import { useUpdateTask, withTaskInList } from '../api/update-task.ts';
import { allTasksQueryKey, type AllTasksFilters } from './use-all-filtered-tasks.ts';

/** The event whose days a relative due date counts from, with its id (the page's chosen event). */
export type EventWithDates = EventDates & { id: number };

/**
 * The task as it shows at once after its due date is changed, before the server answers: a fixed
 * date as given; a relative one on the day it falls on when its event's days are known (the page's
 * chosen event), else on its old day until the server says.
 */
export function withDueDateChange(task: Task, change: DueDateChange, event: EventWithDates | null): Task {
  if ('dueDate' in change) return { ...task, dueDate: change.dueDate, dueAnchor: null, dueOffsetDays: null, countdown: null };
  const dates = event && event.id === task.eventId ? event : null;
  const dueDate = dates ? anchoredDueDate({ anchor: change.dueAnchor, offsetDays: change.dueOffsetDays }, dates) : task.dueDate;
  return {
    ...task,
    dueDate,
    dueAnchor: change.dueAnchor,
    dueOffsetDays: change.dueOffsetDays,
    countdown: dates && dueDate ? countdownLabel(dueDate, dates) : task.countdown,
  };
}

/**
 * Changes a task's due date from the calendar (PATCH /api/tasks/:id with the fixed date, or the
 * anchor and offset): shown at once, put back with a message when the server refuses; the promise
 * then rejects.
 */
export function useChangeDueDate(filters: AllTasksFilters, event: EventWithDates | null) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { mutateAsync } = useUpdateTask();

  return useCallback(
    async (task: Task, change: DueDateChange) => {
      const queryKey = allTasksQueryKey(filters);
      await queryClient.cancelQueries({ queryKey });
      const setTask = (shown: Task) => queryClient.setQueryData<InfiniteData<TaskList>>(queryKey, (data) => withTaskInList(data, shown));
      setTask(withDueDateChange(task, change, event));
      try {
        await mutateAsync({ id: task.id, input: change });
      } catch (error) {
        setTask(task);
        toast.error(`Could not change the due date of “${taskTitleLabel(task.title)}”`, `${userMessage(error)} It keeps its date.`);
        throw error;
      }
    },
    [filters, event, queryClient, toast, mutateAsync],
  );
}
