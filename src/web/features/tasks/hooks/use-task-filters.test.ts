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
  viewChanges,
  withImpliedChanges,
} from './use-task-filters.ts';

const parse = (query: string) => parseTaskFilters(new URLSearchParams(query));

describe('task list address state', () => {
  it('opens on the spec’s order, 25 rows a page, with no filter', () => {
    expect(parse('')).toEqual({ q: '', eventId: null, member: null, status: null, due: null, batch: null, sort: 'dueDate', order: 'asc', pageSize: 25, page: 1, view: 'table' });
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
  });
});
