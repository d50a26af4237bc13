import { describe, expect, it } from 'vitest';
import type { TaskStatus } from '../../../../../domain/task-rules.ts';
import type { TaskTotals } from '../../../../../domain/tasks.ts';
import {
  BOARD_ANNOUNCEMENTS,
  BOARD_CHUNK,
  BOARD_COLUMNS,
  columnCount,
  columnCountLabel,
  groupTasksByStatus,
  movedTask,
  moveTarget,
  neighbourColumn,
  nextShown,
  refusedMoveMessage,
} from './board-columns.ts';

const card = (id: number, status: string) => ({ id, title: `Task ${id}`, status: status as TaskStatus });

describe('the board’s columns', () => {
  it('has a column for each status of the spec, in its order', () => {
    expect(BOARD_COLUMNS).toEqual(['todo', 'inprogress', 'completed', 'overdue']);
  });

  it('groups the tasks by status, keeping the list’s order (the page’s sort) within each column', () => {
    const tasks = [card(5, 'completed'), card(1, 'todo'), card(9, 'overdue'), card(3, 'todo'), card(2, 'inprogress'), card(7, 'todo')];
    const columns = groupTasksByStatus(tasks);
    expect(columns.todo.map((task) => task.id)).toEqual([1, 3, 7]);
    expect(columns.inprogress.map((task) => task.id)).toEqual([2]);
    expect(columns.completed.map((task) => task.id)).toEqual([5]);
    expect(columns.overdue.map((task) => task.id)).toEqual([9]);
  });

  it('puts a task of an unknown status in To Do, as the rest of the app reads it', () => {
    expect(groupTasksByStatus([card(1, 'archived')]).todo).toHaveLength(1);
  });

  it('leaves every column there, empty, with no tasks', () => {
    expect(groupTasksByStatus([])).toEqual({ todo: [], inprogress: [], completed: [], overdue: [] });
  });
});

describe('moving a card', () => {
  it('moves to another column, and not when dropped on its own or outside any', () => {
    expect(moveTarget(card(1, 'todo'), 'completed')).toBe('completed');
    expect(moveTarget(card(1, 'todo'), 'todo')).toBeNull();
    expect(moveTarget(card(1, 'todo'), undefined)).toBeNull();
    expect(moveTarget(card(1, 'todo'), 42)).toBeNull();
  });

  it('shows the moved card in its new column at once', () => {
    const tasks = [card(1, 'todo'), card(2, 'todo')];
    const moved = tasks.map((task) => (task.id === 1 ? movedTask(task, 'completed') : task));
    expect(groupTasksByStatus(moved).completed.map((task) => task.id)).toEqual([1]);
    expect(groupTasksByStatus(moved).todo.map((task) => task.id)).toEqual([2]);
    expect(tasks[0]!.status).toBe('todo');
  });

  it('steps a column at a time from the keyboard, stopping at either end', () => {
    expect(neighbourColumn('todo', 1)).toBe('inprogress');
    expect(neighbourColumn('inprogress', 1)).toBe('completed');
    expect(neighbourColumn('completed', -1)).toBe('inprogress');
    expect(neighbourColumn('todo', -1)).toBe('todo');
    expect(neighbourColumn('overdue', 1)).toBe('overdue');
  });

  it('says in plain words what happens, for a screen reader', () => {
    const task = card(4, 'todo');
    expect(BOARD_ANNOUNCEMENTS.pickedUp(task)).toBe('Picked up “Task 4” in To Do.');
    expect(BOARD_ANNOUNCEMENTS.over(task, 'completed')).toBe('“Task 4” is over Completed. Drop it to move it there.');
    expect(BOARD_ANNOUNCEMENTS.over(task, 'todo')).toBe('“Task 4” is over its own column, To Do.');
    expect(BOARD_ANNOUNCEMENTS.over(task, null)).toBe('“Task 4” is not over a column.');
    expect(BOARD_ANNOUNCEMENTS.dropped(task, 'completed')).toBe('Moved “Task 4” from To Do to Completed.');
    expect(BOARD_ANNOUNCEMENTS.dropped(task, null)).toBe('“Task 4” was dropped back in To Do, unchanged.');
    expect(BOARD_ANNOUNCEMENTS.cancelled(task)).toBe('Move cancelled. “Task 4” stays in To Do.');
    expect(BOARD_ANNOUNCEMENTS.pickedUp({ title: ' ', status: 'overdue' })).toBe('Picked up “Untitled Task” in Overdue.');
    expect(BOARD_ANNOUNCEMENTS.instructions).toMatch(/Space or Enter.*arrow keys.*Escape/);
  });

  it('says why a refused move went back, and where the card is', () => {
    expect(refusedMoveMessage(card(4, 'todo'), 'completed', 'Task not found')).toEqual({
      title: 'Could not move “Task 4” to Completed',
      description: 'Task not found. It is back in To Do.',
    });
    expect(refusedMoveMessage({ title: '', status: 'inprogress' }, 'overdue', 'Server error.').description).toBe('Server error. It is back in In Progress.');
  });
});

describe('a column’s count and length', () => {
  const totals: TaskTotals = { total: 3000, todo: 2000, inprogress: 500, completed: 400, overdue: 100, assigned: 0, unassigned: 3000, pastDue: 0 };

  it('counts the cards once the list is whole, so that a move shows in the counts at once', () => {
    expect(columnCount('todo', 1999, totals, true)).toBe(1999);
    expect(columnCount('completed', 401, totals, true)).toBe(401);
  });

  it('counts with the API’s figures while the list is still arriving', () => {
    expect(columnCount('todo', 500, totals, false)).toBe(2000);
    expect(columnCount('todo', 12, undefined, false)).toBe(12);
  });

  it('shows a first chunk of a long column and another each time its end is reached, up to all', () => {
    expect(BOARD_CHUNK).toBe(50);
    expect(nextShown(50, 2000)).toBe(100);
    expect(nextShown(1980, 2000)).toBe(2000);
    expect(nextShown(50, 60)).toBe(60);
  });

  it('reads a count out with its noun', () => {
    expect(columnCountLabel(1)).toBe('1 task');
    expect(columnCountLabel(2000)).toBe('2,000 tasks');
  });
});
