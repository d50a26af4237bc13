import { TASK_STATUS_LABELS, TASK_STATUSES, taskStatusOf, taskTitleLabel, type TaskStatus } from '../../../../../domain/task-rules.ts';
import type { Task, TaskTotals } from '../../../../../domain/tasks.ts';
import { formatCount } from '../../../../../domain/english-format.ts';

/** The board's columns: one for each status of the spec, in its order. */
export const BOARD_COLUMNS: readonly TaskStatus[] = TASK_STATUSES;

/** How many cards a column shows at first, and how many more each time the reader reaches its end. */
export const BOARD_CHUNK = 50;

/**
 * Cards a column draws in its first frame, and adds in each of the next until its first chunk is on
 * screen, so a board of thousands opens without a long task.
 */
export const BOARD_FIRST_PAINT = 12;

/** The tasks of each column, each in the list's order (the page's sort). */
export function groupTasksByStatus<T extends Pick<Task, 'status'>>(tasks: readonly T[]): Record<TaskStatus, T[]> {
  const columns = Object.fromEntries(BOARD_COLUMNS.map((status) => [status, [] as T[]])) as Record<TaskStatus, T[]>;
  for (const task of tasks) columns[taskStatusOf(task.status)].push(task);
  return columns;
}

/**
 * A column's count: the tasks in it once the whole list is here (so that a move shows in the counts
 * at once), and the API's count of the status while the list is still arriving or cut short.
 */
export function columnCount(status: TaskStatus, loaded: number, totals: TaskTotals | undefined, whole: boolean): number {
  return whole || !totals ? loaded : Math.max(loaded, totals[status]);
}

/** The column next to `status` in a direction, or `status` itself at either end. */
export function neighbourColumn(status: TaskStatus, step: -1 | 1): TaskStatus {
  const index = BOARD_COLUMNS.indexOf(status) + step;
  return BOARD_COLUMNS[Math.min(BOARD_COLUMNS.length - 1, Math.max(0, index))] ?? status;
}

/** The column a card is moved to from its own, if it moves: a drop on its own column (or outside any) changes nothing. */
export function moveTarget(task: Pick<Task, 'status'>, over: unknown): TaskStatus | null {
  const to = BOARD_COLUMNS.find((status) => status === over);
  return to && to !== taskStatusOf(task.status) ? to : null;
}

/** The task as it shows at once after a move, before the server answers. */
export function movedTask<T extends Pick<Task, 'status'>>(task: T, status: TaskStatus): T {
  return { ...task, status };
}

/** How many cards a column shows after the reader reached its end: another chunk, up to all of them. */
export function nextShown(shown: number, total: number): number {
  return Math.min(total, shown + BOARD_CHUNK);
}

const label = (status: TaskStatus) => TASK_STATUS_LABELS[status];
const named = (task: Pick<Task, 'title'>) => `“${taskTitleLabel(task.title)}”`;

/** What the screen reader says while a card is moved, in plain words. */
export const BOARD_ANNOUNCEMENTS = {
  instructions:
    'To move a task to another column, press Space or Enter on its move button to pick it up, the Left and Right arrow keys to move it between columns, and Space or Enter to drop it. Press Escape to cancel.',
  pickedUp: (task: Pick<Task, 'title' | 'status'>) => `Picked up ${named(task)} in ${label(taskStatusOf(task.status))}.`,
  over: (task: Pick<Task, 'title' | 'status'>, over: TaskStatus | null) =>
    over === null
      ? `${named(task)} is not over a column.`
      : over === taskStatusOf(task.status)
        ? `${named(task)} is over its own column, ${label(over)}.`
        : `${named(task)} is over ${label(over)}. Drop it to move it there.`,
  dropped: (task: Pick<Task, 'title' | 'status'>, to: TaskStatus | null) =>
    to === null || to === taskStatusOf(task.status)
      ? `${named(task)} was dropped back in ${label(taskStatusOf(task.status))}, unchanged.`
      : `Moved ${named(task)} from ${label(taskStatusOf(task.status))} to ${label(to)}.`,
  cancelled: (task: Pick<Task, 'title' | 'status'>) => `Move cancelled. ${named(task)} stays in ${label(taskStatusOf(task.status))}.`,
};

/** The toast when the server refuses a move (`reason`, the server's words): the card is back where it was. */
export function refusedMoveMessage(task: Pick<Task, 'title' | 'status'>, to: TaskStatus, reason: string) {
  const sentence = /[.!?]$/.test(reason.trim()) ? reason.trim() : `${reason.trim()}.`;
  return {
    title: `Could not move “${taskTitleLabel(task.title)}” to ${label(to)}`,
    description: `${sentence} It is back in ${label(taskStatusOf(task.status))}.`,
  };
}

/** "12 tasks" for a column's count, read out with its name. */
export function columnCountLabel(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'task' : 'tasks'}`;
}
