import type { CalendarDate } from '../../../domain/calendar-dates.ts';
import { groupMemberTasks, type MemberPageTask, type MemberTaskGroups, type MemberTaskStatus } from '../../../domain/member-page-rules.ts';
import type { TaskStatus } from '../../../domain/task-rules.ts';

/**
 * The member's tasks on screen, changed optimistically: a tap shows the new status at once, the
 * server's answer confirms it, and a failure puts the status back and says why.
 *
 * Each task stays in the group it was in when the page loaded (a completed task does not jump to the
 * folded Completed group under the member's finger, nor take the keyboard focus with it); the page
 * sorts them afresh the next time it is opened.
 */
export interface MemberTasksState {
  /** Task ids by group, as the page loaded. */
  placement: MemberTaskGroups<number>;
  tasks: Record<number, MemberPageTask>;
  /** Tasks whose change is being saved, with the status to go back to if it fails. */
  saving: Record<number, TaskStatus>;
  /** Tasks whose last change was saved, until the next change. */
  saved: Record<number, true>;
  /** Why a task's last change failed, until the next change. */
  failures: Record<number, string>;
}

export type MemberTasksAction =
  | { type: 'change'; taskId: number; status: MemberTaskStatus }
  | { type: 'saved'; task: MemberPageTask }
  | { type: 'failed'; taskId: number; message: string };

export function initialMemberTasks(tasks: readonly MemberPageTask[], today: CalendarDate): MemberTasksState {
  const groups = groupMemberTasks(tasks, today);
  const ids = (group: MemberPageTask[]) => group.map((task) => task.id);
  return {
    placement: {
      overdue: ids(groups.overdue),
      thisWeek: ids(groups.thisWeek),
      later: ids(groups.later),
      noDate: ids(groups.noDate),
      completed: ids(groups.completed),
    },
    tasks: Object.fromEntries(tasks.map((task) => [task.id, task])),
    saving: {},
    saved: {},
    failures: {},
  };
}

/** Whether a tap on `status` for this task starts a save: not while one is running, nor for the status it has. */
export function startsSave(state: MemberTasksState, taskId: number, status: MemberTaskStatus): boolean {
  const task = state.tasks[taskId];
  return task !== undefined && !(taskId in state.saving) && task.status !== status;
}

const without = <T>(record: Record<number, T>, id: number): Record<number, T> => {
  const { [id]: _gone, ...rest } = record;
  return rest;
};

export function memberTasksReducer(state: MemberTasksState, action: MemberTasksAction): MemberTasksState {
  switch (action.type) {
    case 'change': {
      if (!startsSave(state, action.taskId, action.status)) return state;
      const task = state.tasks[action.taskId]!;
      return {
        ...state,
        tasks: { ...state.tasks, [task.id]: { ...task, status: action.status } },
        saving: { ...state.saving, [task.id]: task.status },
        saved: without(state.saved, task.id),
        failures: without(state.failures, task.id),
      };
    }
    case 'saved': {
      const { task } = action;
      if (!(task.id in state.saving)) return state;
      return { ...state, tasks: { ...state.tasks, [task.id]: task }, saving: without(state.saving, task.id), saved: { ...state.saved, [task.id]: true } };
    }
    case 'failed': {
      const previous = state.saving[action.taskId];
      const task = state.tasks[action.taskId];
      if (previous === undefined || task === undefined) return state;
      return {
        ...state,
        tasks: { ...state.tasks, [task.id]: { ...task, status: previous } },
        saving: without(state.saving, task.id),
        failures: { ...state.failures, [task.id]: action.message },
      };
    }
  }
}
