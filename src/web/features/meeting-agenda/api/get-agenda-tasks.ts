import { queryOptions } from '@tanstack/react-query';
import type { CalendarDate } from '../../../../domain/calendar-dates.ts';
import type { AgendaTask } from '../../../../domain/meeting-agenda.ts';
import { MAX_OFFSET, MAX_PAGE_SIZE } from '../../../../domain/pagination-rules.ts';
import type { Task, TaskStatusChange } from '../../../../domain/tasks.ts';
import { todayIn } from '../../../../domain/today.ts';
import { api } from '../../../lib/api.ts';

/** How many completed tasks' histories are read for their completion day, at most, and how many at a time. */
export const HISTORY_LOOKUP_LIMIT = 200;
const HISTORY_CONCURRENCY = 4;

export interface AgendaTasks {
  tasks: AgendaTask[];
  /** All of the event's tasks were read (false past the list's last reachable page). */
  complete: boolean;
  /** Completed tasks whose completion day is taken from their last change, their history not having been read. */
  approximated: number;
}

/** In the tasks area (see lib/query-areas.ts): a change to any task refreshes the agenda. */
export const agendaTasksQueryKeys = {
  forEvent: (eventId: number, since: CalendarDate) => ['tasks', 'meeting-agenda', eventId, since] as const,
};

interface TaskPage {
  items: Task[];
  total: number;
}

/** Every task of the event, page by page (GET /api/tasks, the list the tasks page shows). */
async function allEventTasks(eventId: number, signal?: AbortSignal): Promise<{ tasks: Task[]; complete: boolean }> {
  const tasks: Task[] = [];
  for (let offset = 0; offset <= MAX_OFFSET; offset += MAX_PAGE_SIZE) {
    const page = await api.get<TaskPage>('/api/tasks', { eventId, sort: 'dueDate', order: 'asc', limit: MAX_PAGE_SIZE, offset }, signal);
    tasks.push(...page.items);
    if (tasks.length >= page.total || page.items.length === 0) return { tasks, complete: true };
  }
  return { tasks, complete: false };
}

/** The day a completed task was completed: its newest change to Completed (GET /api/tasks/{id}/history, newest first). */
async function completionInstant(taskId: number, signal?: AbortSignal): Promise<string | null> {
  const history = await api.get<{ items: TaskStatusChange[] }>(`/api/tasks/${taskId}/history`, undefined, signal);
  return history.items.find((change) => change.newStatus === 'completed')?.changedAt ?? null;
}

/**
 * The event's tasks as the agenda reads them. A task's completion day comes from its status history;
 * only the tasks changed since the last meeting can have been completed since, so only theirs is read.
 */
export async function getAgendaTasks(eventId: number, since: CalendarDate, signal?: AbortSignal): Promise<AgendaTasks> {
  const { tasks, complete } = await allEventTasks(eventId, signal);
  const localDay = (instant: string) => todayIn(undefined, new Date(instant));
  const candidates = tasks.filter((task) => task.status === 'completed' && localDay(task.updatedAt) >= since);
  const looked = candidates.slice(0, HISTORY_LOOKUP_LIMIT);
  const completedAt = new Map<number, string | null>();
  for (let start = 0; start < looked.length; start += HISTORY_CONCURRENCY) {
    const batch = looked.slice(start, start + HISTORY_CONCURRENCY);
    const instants = await Promise.all(batch.map((task) => completionInstant(task.id, signal)));
    batch.forEach((task, index) => completedAt.set(task.id, instants[index]!));
  }
  return {
    tasks: tasks.map((task) => {
      let completedOn: CalendarDate | null = null;
      if (task.status === 'completed') {
        // Without a recorded change to Completed (created completed), the last change is the best day known.
        const instant = completedAt.has(task.id) ? (completedAt.get(task.id) ?? task.updatedAt) : task.updatedAt;
        completedOn = localDay(instant);
      }
      return {
        id: task.id,
        title: task.title,
        status: task.status,
        priority: task.priority,
        dueDate: task.dueDate,
        assigneeName: task.assigneeName,
        completedOn,
      };
    }),
    complete,
    approximated: candidates.length - looked.length,
  };
}

export function agendaTasksQueryOptions(eventId: number, since: CalendarDate) {
  return queryOptions({
    queryKey: agendaTasksQueryKeys.forEvent(eventId, since),
    queryFn: ({ signal }) => getAgendaTasks(eventId, since, signal),
  });
}
