import { describe, expect, it } from 'vitest';
import {
  CLEARED_FILTERS,
  dueChoiceLabel,
  hasChosenFilters,
  hideCompletedSwitch,
  parseTaskFilters,
  showsTimeline,
  sortChanges,
  sortParams,
  statusChoiceChanges,
  statusChoiceValue,
  taskListFilters,
  TIMELINE_PAGE_SIZE,
  rememberedViewChanges,
  shownView,
  showsAllTasks,
  storedTaskView,
  TASK_VIEW_STORAGE_NAME,
  TASK_VIEWS,
  type TaskView,
  viewChanges,
  withImpliedChanges,
} from './use-task-filters.ts';

const parse = (query: string) => parseTaskFilters(new URLSearchParams(query));

describe('task list address state', () => {
  it('opens on the spec’s order, 25 rows a page, with no filter', () => {
    expect(parse('')).toEqual({ q: '', eventId: null, member: null, status: null, due: null, batch: null, sort: 'dueDate', order: 'asc', pageSize: 25, page: 1, view: 'table', viewInAddress: false });
  });

  it('reads the order, its direction, the page size and the bulk batch', () => {
    expect(parse('sort=title&order=desc&size=100&batch=42&page=3')).toMatchObject({ sort: 'title', order: 'desc', pageSize: 100, batch: 42, page: 3 });
    expect(parse('size=50').pageSize).toBe(50);
  });

  it('gives a column without a direction its first one: High priority first, the newest first', () => {
    expect(parse('sort=priority')).toMatchObject({ sort: 'priority', order: 'desc' });
    expect(parse('sort=created')).toMatchObject({ sort: 'created', order: 'desc' });
    expect(parse('sort=event')).toMatchObject({ sort: 'event', order: 'asc' });
  });

  it.each(['sort=assignee', 'sort=', 'order=sideways', 'size=10', 'size=1000', 'size=25.0', 'batch=0', 'batch=abc'])('reads %s as the default', (query) => {
    expect(parse(query)).toMatchObject({ sort: 'dueDate', order: 'asc', pageSize: 25, batch: null });
  });

  it('sorts by a new column in its first direction, and turns the sorted one around', () => {
    const byDue = parse('');
    expect(sortChanges(byDue, 'priority')).toEqual({ sort: 'priority', order: null });
    expect(sortChanges(byDue, 'dueDate')).toEqual({ sort: 'dueDate', order: 'desc' });
    expect(sortChanges(parse('sort=priority'), 'priority')).toEqual({ sort: 'priority', order: 'asc' });
    expect(sortChanges(parse('sort=priority&order=asc'), 'priority')).toEqual({ sort: 'priority', order: null });
  });

  it('leaves the spec’s order out of the address', () => {
    expect(sortChanges(parse('sort=dueDate&order=desc'), 'dueDate')).toEqual({ sort: null, order: null });
    expect(sortParams('dueDate', 'asc')).toEqual({ sort: null, order: null });
    expect(sortParams('title', 'desc')).toEqual({ sort: 'title', order: 'desc' });
  });

  it('round-trips every choice through the address', () => {
    for (const [column, order] of [['title', 'asc'], ['title', 'desc'], ['priority', 'asc'], ['created', 'desc'], ['dueDate', 'desc']] as const) {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(sortParams(column, order))) if (value) params.set(key, value);
      expect(parseTaskFilters(params)).toMatchObject({ sort: column, order });
    }
  });
});

describe('hide completed and the chosen filters', () => {
  const parsed = (query: string) => parseTaskFilters(new URLSearchParams(query));

  it('applies the reader\'s choice unless a status or one bulk create is shown whole', () => {
    expect(taskListFilters(parsed(''), true, '2026-11-23').hideCompleted).toBe(true);
    expect(taskListFilters(parsed(''), false, '2026-11-23').hideCompleted).toBe(false);
    expect(taskListFilters(parsed('status=completed'), true, '2026-11-23').hideCompleted).toBe(false);
    expect(taskListFilters(parsed('batch=7'), true, '2026-11-23').hideCompleted).toBe(false);
  });

  it('counts search and filters as chosen, not order or page size, and clears them all', () => {
    expect(hasChosenFilters(parsed('sort=title&order=desc&size=50&page=2'))).toBe(false);
    for (const query of ['q=venue', 'event=3', 'member=unassigned', 'status=todo', 'due=past', 'batch=7']) expect(hasChosenFilters(parsed(query)), query).toBe(true);
    const cleared = new URLSearchParams('q=venue&event=3&member=4&status=todo&due=week&batch=7&sort=title');
    for (const [key, value] of Object.entries(CLEARED_FILTERS)) if (value === null) cleared.delete(key);
    expect(hasChosenFilters(parseTaskFilters(cleared))).toBe(false);
    expect(cleared.get('sort')).toBe('title');
  });
});

describe('Open, Past due and Due this week: the dashboard’s figures in the status filter', () => {
  const parsed = (query: string) => parseTaskFilters(new URLSearchParams(query));
  const today = '2026-11-23';

  it('reads due=open|past|week from the address, and anything else as no choice', () => {
    expect(parsed('due=open').due).toBe('open');
    expect(parsed('due=past').due).toBe('past');
    expect(parsed('due=week').due).toBe('week');
    for (const query of ['', 'due=', 'due=PAST', 'due=overdue', 'due=month', 'status=past']) expect(parsed(query).due, query).toBeNull();
  });

  it('asks the API for due=past and due=week, and for Open as the list without the completed tasks', () => {
    expect(taskListFilters(parsed('due=past'), false, today)).toMatchObject({ due: 'past', status: null, hideCompleted: false });
    expect(taskListFilters(parsed('due=week&event=3'), true, today)).toMatchObject({ due: 'week', eventId: 3, hideCompleted: false });
    expect(taskListFilters(parsed('due=open'), false, today)).toMatchObject({ due: null, status: null, hideCompleted: true });
    expect(taskListFilters(parsed(''), false, today)).toMatchObject({ due: null, hideCompleted: false });
  });

  it('shows a status or a due choice in the one select, each choice replacing the other', () => {
    expect(statusChoiceValue(parsed(''))).toBe('');
    expect(statusChoiceValue(parsed('status=overdue'))).toBe('overdue');
    expect(statusChoiceValue(parsed('due=past'))).toBe('past');
    expect(statusChoiceChanges('past')).toEqual({ status: null, due: 'past' });
    expect(statusChoiceChanges('overdue')).toEqual({ status: 'overdue', due: null });
    expect(statusChoiceChanges('')).toEqual({ status: null, due: null });
    expect(statusChoiceChanges('nonsense')).toEqual({ status: null, due: null });
    expect(withImpliedChanges(statusChoiceChanges('week'))).toEqual({ status: null, due: 'week', page: null });
  });

  it('holds Hide completed on, whatever the reader chose, while a due choice is made', () => {
    expect(hideCompletedSwitch(parsed('due=past'), false)).toEqual({ checked: true, heldBy: 'On while Past due is chosen' });
    expect(hideCompletedSwitch(parsed('due=open'), true)).toEqual({ checked: true, heldBy: 'On while Open is chosen' });
    expect(hideCompletedSwitch(parsed(''), true)).toEqual({ checked: true, heldBy: undefined });
    expect(hideCompletedSwitch(parsed('status=todo'), true)).toEqual({ checked: false, heldBy: 'Off while a status is chosen' });
  });

  it('labels each choice with its count once known', () => {
    expect(dueChoiceLabel('past', 12)).toBe('Past due (12)');
    expect(dueChoiceLabel('week', 0)).toBe('Due this week (0)');
    expect(dueChoiceLabel('open', 25471)).toBe('Open (25,471)');
    expect(dueChoiceLabel('open', undefined)).toBe('Open');
  });
});

describe('the timeline view', () => {
  const parsed = (query: string) => parseTaskFilters(new URLSearchParams(query));

  it('reads view=timeline, and anything else as the table', () => {
    expect(parsed('view=timeline').view).toBe('timeline');
    for (const query of ['', 'view=table', 'view=cards', 'view=TIMELINE']) expect(parsed(query).view, query).toBe('table');
    expect(viewChanges('timeline')).toEqual({ view: 'timeline' });
    expect(viewChanges('table')).toEqual({ view: null });
  });

  it('shows the timeline only while an event is chosen', () => {
    expect(showsTimeline(parsed('view=timeline&event=3'))).toBe(true);
    expect(showsTimeline(parsed('view=timeline'))).toBe(false);
    expect(showsTimeline(parsed('event=3'))).toBe(false);
  });

  it('asks for the event’s tasks by due date in the largest pages, keeping the other filters', () => {
    const list = taskListFilters(parsed('view=timeline&event=3&member=4&status=todo&q=venue&sort=title&order=desc&size=50&page=3'), true, '2026-11-23');
    expect(list).toEqual({
      q: 'venue',
      eventId: 3,
      member: 4,
      status: 'todo',
      due: null,
      batch: null,
      hideCompleted: false,
      sort: 'dueDate',
      order: 'asc',
      pageSize: TIMELINE_PAGE_SIZE,
      page: 1,
      today: '2026-11-23',
    });
    expect(taskListFilters(parsed('view=timeline&event=3'), true, '2026-11-23').hideCompleted).toBe(true);
    // Without an event, the table's order and page stand.
    expect(taskListFilters(parsed('view=timeline&sort=title&page=2'), false, '2026-11-23')).toMatchObject({ sort: 'title', page: 2, pageSize: 25 });
    expect(TIMELINE_PAGE_SIZE).toBe(500);
  });

  it('goes back to the first page on a change, and to the table when the event is cleared', () => {
    expect(withImpliedChanges({ status: 'todo' })).toEqual({ status: 'todo', page: null });
    expect(withImpliedChanges({ page: '2' })).toEqual({ page: '2' });
    expect(withImpliedChanges({ event: '5' })).toEqual({ event: '5', page: null });
    expect(withImpliedChanges({ event: null })).toEqual({ event: null, page: null, view: null });
    expect(withImpliedChanges(CLEARED_FILTERS)).toMatchObject({ event: null, view: null });
    expect(withImpliedChanges({ event: null }, 'timeline')).toEqual({ event: null, page: null, view: null });
  });
});

describe('four views of one list', () => {
  const parsed = (query: string, stored: TaskView | null = null) => parseTaskFilters(new URLSearchParams(query), stored);

  it('reads view=board and view=calendar from the address', () => {
    expect(TASK_VIEWS).toEqual(['table', 'timeline', 'board', 'calendar']);
    expect(parsed('view=board')).toMatchObject({ view: 'board', viewInAddress: true });
    expect(parsed('view=calendar')).toMatchObject({ view: 'calendar', viewInAddress: true });
    expect(viewChanges('board')).toEqual({ view: 'board' });
    expect(viewChanges('calendar')).toEqual({ view: 'calendar' });
  });

  it('opens on the remembered view when the address names none, and on the address’s when it does', () => {
    expect(parsed('', 'board')).toMatchObject({ view: 'board', viewInAddress: false });
    expect(parsed('event=3', 'calendar').view).toBe('calendar');
    expect(parsed('view=table', 'board')).toMatchObject({ view: 'table', viewInAddress: true });
    expect(parsed('view=calendar', 'board').view).toBe('calendar');
    expect(parsed('view=nonsense', 'board').view).toBe('board');
    expect(parsed('').view).toBe('table');
  });

  it('remembers only a known view', () => {
    expect(TASK_VIEW_STORAGE_NAME).toBe('tasks.view');
    expect(storedTaskView('calendar')).toBe('calendar');
    expect(storedTaskView('board')).toBe('board');
    for (const value of [null, '', 'kanban', 'Board']) expect(storedTaskView(value), String(value)).toBeNull();
  });

  it('shows the table for a timeline without an event, and any other view as asked', () => {
    expect(shownView(parsed('view=timeline'))).toBe('table');
    expect(shownView(parsed('view=timeline&event=3'))).toBe('timeline');
    expect(shownView(parsed('view=board'))).toBe('board');
    expect(shownView(parsed('view=calendar&member=4'))).toBe('calendar');
    expect(shownView(parsed('', 'timeline'))).toBe('table');
  });

  it('writes a remembered view into an address that names none, once', () => {
    expect(rememberedViewChanges(parsed('', 'board'))).toEqual({ view: 'board' });
    expect(rememberedViewChanges(parsed('event=3', 'timeline'))).toEqual({ view: 'timeline' });
    // Already named, the table (the default), or a timeline that cannot show: nothing to write.
    expect(rememberedViewChanges(parsed('view=board', 'calendar'))).toBeNull();
    expect(rememberedViewChanges(parsed('', 'table'))).toBeNull();
    expect(rememberedViewChanges(parsed('', 'timeline'))).toBeNull();
    expect(rememberedViewChanges(parsed(''))).toBeNull();
  });

  it('keeps the board and the calendar when the event is cleared: they show any event’s tasks', () => {
    expect(withImpliedChanges({ event: null }, 'board')).toEqual({ event: null, page: null });
    expect(withImpliedChanges(CLEARED_FILTERS, 'calendar')).not.toHaveProperty('view');
    expect(withImpliedChanges({ event: null }, 'table')).toEqual({ event: null, page: null });
  });

  it('carries the filters across views: the board and the calendar ask for the same list as the table', () => {
    const query = 'event=3&member=4&status=todo&q=venue&sort=title&order=desc';
    const table = taskListFilters(parsed(query), true, '2026-11-23');
    for (const view of ['board', 'calendar'] as const) {
      expect(taskListFilters(parsed(`${query}&view=${view}`), true, '2026-11-23')).toEqual(table);
    }
    expect(showsAllTasks('board')).toBe(true);
    expect(showsAllTasks('calendar')).toBe(true);
    expect(showsAllTasks('table')).toBe(false);
    expect(showsAllTasks('timeline')).toBe(false);
  });
});
