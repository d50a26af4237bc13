import { taskTitleLabel } from '../../../../domain/task-rules.ts';
import type { Task } from '../../../../domain/tasks.ts';
import { createRequestHref } from '../../../lib/use-create-request.ts';

/** How long the toast after Create Task stays (paused while pointed at or focused): long enough to choose. */
export const TASK_CREATED_TOAST_MS = 10_000;

/**
 * What the Tasks page is asked, beside its address, by the toast after Create Task: which row to
 * mark (View task), or which event a new task form starts with (Create another).
 */
export interface TasksPageState {
  highlightTaskId?: number;
  createForEventId?: number;
}

function positiveId(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
}

function stateField(state: unknown, field: keyof TasksPageState): number | null {
  return typeof state === 'object' && state !== null ? positiveId((state as Record<string, unknown>)[field]) : null;
}

/** The task a View task link marks in the list, if any. */
export function highlightedTaskId(state: unknown): number | null {
  return stateField(state, 'highlightTaskId');
}

/** The event a Create another link opens the form with, if any. */
export function requestedEventId(state: unknown): number | null {
  return stateField(state, 'createForEventId');
}

/**
 * View task: the task's event, newest first, so the new task is the first row whatever the order,
 * page or search the list had; the table marks it and scrolls to it.
 */
export function viewTaskLink(task: Pick<Task, 'id' | 'eventId'>): { to: string; state: TasksPageState } {
  return { to: `/app/tasks?${new URLSearchParams({ event: String(task.eventId), sort: 'created' })}`, state: { highlightTaskId: task.id } };
}

/**
 * Create another: the create form again, with the same event chosen, over the list as it is when on
 * the Tasks page (`currentSearch`), or over the whole list from another page.
 */
export function createAnotherLink(task: Pick<Task, 'eventId'>, currentPath: string, currentSearch: string): { to: string; state: TasksPageState } {
  return { to: createRequestHref('task', currentPath === '/app/tasks' ? currentSearch : ''), state: { createForEventId: task.eventId } };
}

/** The toast's words: "Book the venue" was added to Harbour Summit. */
export function taskCreatedDescription(task: Pick<Task, 'title' | 'eventName'>): string {
  return `“${taskTitleLabel(task.title)}” was added to ${task.eventName}.`;
}
