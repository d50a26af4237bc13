import { describe, expect, it } from 'vitest';
import type { MemberPageTask } from '../../../domain/member-page-rules.ts';
import { initialMemberTasks, memberTasksReducer, startsSave, type MemberTasksState } from './member-tasks-state.ts';

const TODAY = '2030-04-10';

function task(id: number, fields: Partial<MemberPageTask>): MemberPageTask {
  return { id, title: `Task ${id}`, description: '', status: 'todo', priority: 'medium', dueDate: null, dueAnchor: null, dueOffsetDays: null, ...fields };
}

const TASKS = [
  task(1, { title: 'Book the venue', dueDate: '2030-04-08' }),
  task(2, { title: 'Print the badges', dueDate: '2030-04-12', status: 'inprogress' }),
  task(3, { title: 'Thank the sponsors', dueDate: '2030-05-20' }),
  task(4, { title: 'Bring the gloves' }),
  task(5, { title: 'Order the banners', dueDate: '2030-04-01', status: 'completed' }),
];

const start = () => initialMemberTasks(TASKS, TODAY);

describe('a member’s tasks on their page', () => {
  it('places each task in its group as the page loads', () => {
    expect(start().placement).toEqual({ overdue: [1], thisWeek: [2], later: [3], noDate: [4], completed: [5] });
  });

  it('shows a new status at once and remembers the one to go back to', () => {
    const state = memberTasksReducer(start(), { type: 'change', taskId: 1, status: 'completed' });
    expect(state.tasks[1]!.status).toBe('completed');
    expect(state.saving).toEqual({ 1: 'todo' });
    // It stays where it was: nothing moves under the member's finger.
    expect(state.placement).toEqual(start().placement);
  });

  it('takes the server’s task once saved, and says so until the next change', () => {
    const changing = memberTasksReducer(start(), { type: 'change', taskId: 2, status: 'completed' });
    const saved = memberTasksReducer(changing, { type: 'saved', task: { ...TASKS[1]!, status: 'completed', description: 'From the server' } });
    expect(saved.tasks[2]).toEqual({ ...TASKS[1]!, status: 'completed', description: 'From the server' });
    expect(saved.saving).toEqual({});
    expect(saved.saved).toEqual({ 2: true });
    const again = memberTasksReducer(saved, { type: 'change', taskId: 2, status: 'todo' });
    expect(again.saved).toEqual({});
  });

  it('puts the status back when the save fails, with the reason, which the next change clears', () => {
    const changing = memberTasksReducer(start(), { type: 'change', taskId: 2, status: 'completed' });
    const failed = memberTasksReducer(changing, { type: 'failed', taskId: 2, message: 'Not saved: you seem to be offline.' });
    expect(failed.tasks[2]!.status).toBe('inprogress');
    expect(failed.saving).toEqual({});
    expect(failed.failures).toEqual({ 2: 'Not saved: you seem to be offline.' });
    const retried = memberTasksReducer(failed, { type: 'change', taskId: 2, status: 'completed' });
    expect(retried.failures).toEqual({});
    expect(retried.tasks[2]!.status).toBe('completed');
  });

  it('starts no second save of a task while one runs, and none for the status it already has', () => {
    const changing = memberTasksReducer(start(), { type: 'change', taskId: 1, status: 'inprogress' });
    expect(startsSave(changing, 1, 'completed')).toBe(false);
    expect(memberTasksReducer(changing, { type: 'change', taskId: 1, status: 'completed' })).toBe(changing);
    expect(startsSave(start(), 1, 'todo')).toBe(false);
    expect(startsSave(start(), 99, 'completed')).toBe(false);
    // Another task meanwhile is fine.
    expect(startsSave(changing, 3, 'completed')).toBe(true);
  });

  it('rolls back to the status before the change, not to one from an earlier change', () => {
    let state: MemberTasksState = start();
    state = memberTasksReducer(state, { type: 'change', taskId: 4, status: 'inprogress' });
    state = memberTasksReducer(state, { type: 'saved', task: { ...TASKS[3]!, status: 'inprogress' } });
    state = memberTasksReducer(state, { type: 'change', taskId: 4, status: 'completed' });
    state = memberTasksReducer(state, { type: 'failed', taskId: 4, message: 'Not saved.' });
    expect(state.tasks[4]!.status).toBe('inprogress');
  });

  it('ignores an answer for a task with no save running', () => {
    const state = start();
    expect(memberTasksReducer(state, { type: 'saved', task: { ...TASKS[0]!, status: 'completed' } })).toBe(state);
    expect(memberTasksReducer(state, { type: 'failed', taskId: 1, message: 'Not saved.' })).toBe(state);
  });
});
