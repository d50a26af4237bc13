import { describe, expect, it } from 'vitest';
import {
  createTaskInputSchema,
  isDueThisWeek,
  isPastDue,
  isPastDueOrOverdue,
  listTasksQuerySchema,
  matchesDueFilter,
  thisWeek,
  taskAssigneeLabel,
  taskEventLabel,
  taskPriorityLabel,
  taskPriorityOf,
  taskStatusLabel,
  taskStatusOf,
  taskTitleLabel,
  taskWithIdNotFound,
  updateTaskInputSchema,
  updateTaskStatusInputSchema,
} from './tasks.ts';

function firstError(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const issue = result.error?.issues[0];
  return issue ? { path: issue.path.join('.'), message: issue.message } : undefined;
}

describe('status and priority display', () => {
  it.each([
    ['todo', 'To Do'],
    ['inprogress', 'In Progress'],
    ['completed', 'Completed'],
    ['overdue', 'Overdue'],
    ['done', 'To Do'],
    ['', 'To Do'],
    [null, 'To Do'],
    [undefined, 'To Do'],
    ['COMPLETED', 'To Do'],
  ])('status %j shows as %s', (value, label) => {
    expect(taskStatusLabel(value)).toBe(label);
  });

  it('reads an unknown status as todo', () => {
    expect(taskStatusOf('in progress')).toBe('todo');
    expect(taskStatusOf('inprogress')).toBe('inprogress');
  });

  it.each([
    ['high', 'high', 'High'],
    ['medium', 'medium', 'Medium'],
    ['low', 'low', 'Low'],
    ['urgent', 'medium', 'Medium'],
    [42, 'medium', 'Medium'],
    [undefined, 'medium', 'Medium'],
  ])('priority %j reads as %s', (value, priority, label) => {
    expect(taskPriorityOf(value)).toBe(priority);
    expect(taskPriorityLabel(value)).toBe(label);
  });

  it('falls back to Untitled Task, No Event and Unassigned', () => {
    expect(taskTitleLabel('  ')).toBe('Untitled Task');
    expect(taskTitleLabel(null)).toBe('Untitled Task');
    expect(taskTitleLabel('Book venue')).toBe('Book venue');
    expect(taskEventLabel('')).toBe('No Event');
    expect(taskEventLabel('Tech Conference')).toBe('Tech Conference');
    expect(taskAssigneeLabel({ assigneeName: null, assigneeCode: null })).toBe('Unassigned');
    expect(taskAssigneeLabel({ assigneeName: 'Ann Lee', assigneeCode: 'TC-12345678' })).toBe('Ann Lee (TC-12345678)');
  });

  it('names a missing task the way the status badge reports it', () => {
    expect(taskWithIdNotFound(17)).toBe('Task with ID 17 not found');
  });
});

describe('isPastDue', () => {
  const today = '2026-11-22';
  it.each([
    ['2026-11-21', 'todo', true],
    ['2026-11-21', 'inprogress', true],
    ['2026-11-21', 'overdue', true],
    ['2026-11-21', 'completed', false],
    ['2026-11-22', 'todo', false],
    ['2026-11-23', 'todo', false],
    ['2025-12-31', 'todo', true],
    [null, 'todo', false],
  ] as const)('due %s, status %s: %s', (dueDate, status, expected) => {
    expect(isPastDue({ dueDate, status }, today)).toBe(expected);
  });

  it('compares across month and year ends by calendar day', () => {
    expect(isPastDue({ dueDate: '2026-12-31', status: 'todo' }, '2027-01-01')).toBe(true);
    expect(isPastDue({ dueDate: '2027-01-01', status: 'todo' }, '2027-01-01')).toBe(false);
  });
});

describe('the due filter: the dashboard’s Overdue and Due this week', () => {
  // A Sunday: this week is 2026-11-22 through 2026-11-28.
  const today = '2026-11-22';

  it('takes this week as today and the six days after it, across month and year ends', () => {
    expect(thisWeek(today)).toEqual({ from: '2026-11-22', to: '2026-11-28' });
    expect(thisWeek('2026-11-28')).toEqual({ from: '2026-11-28', to: '2026-12-04' });
    expect(thisWeek('2026-12-29')).toEqual({ from: '2026-12-29', to: '2027-01-04' });
  });

  it.each([
    [null, 'overdue', true, false],
    ['2026-12-20', 'overdue', true, false],
    ['2026-11-25', 'overdue', true, true],
    ['2026-11-21', 'todo', true, false],
    ['2026-11-21', 'inprogress', true, false],
    ['2026-11-21', 'completed', false, false],
    ['2026-11-22', 'todo', false, true],
    ['2026-11-28', 'inprogress', false, true],
    ['2026-11-29', 'todo', false, false],
    ['2026-11-24', 'completed', false, false],
    [null, 'todo', false, false],
  ] as const)('due %s, status %s: past due or Overdue %s, due this week %s', (dueDate, status, past, week) => {
    expect(isPastDueOrOverdue({ dueDate, status }, today)).toBe(past);
    expect(isDueThisWeek({ dueDate, status }, today)).toBe(week);
    expect(matchesDueFilter({ dueDate, status }, 'past', today)).toBe(past);
    expect(matchesDueFilter({ dueDate, status }, 'week', today)).toBe(week);
  });

  it('is wider than the row’s past-due flag, which needs a due date', () => {
    expect(isPastDue({ dueDate: null, status: 'overdue' }, today)).toBe(false);
    expect(isPastDueOrOverdue({ dueDate: null, status: 'overdue' }, today)).toBe(true);
  });
});

describe('createTaskInputSchema', () => {
  it('trims, applies defaults and keeps optional fields out', () => {
    const parsed = createTaskInputSchema.parse({ title: '  Book venue ', eventId: 3 });
    expect(parsed).toEqual({ title: 'Book venue', eventId: 3, priority: 'medium', status: 'todo' });
  });

  it('accepts every field', () => {
    const parsed = createTaskInputSchema.parse({
      title: 'Book venue',
      description: ' Call three venues ',
      eventId: 3,
      dueDate: '2026-12-01',
      assigneeId: 9,
      priority: 'high',
      status: 'inprogress',
    });
    expect(parsed).toEqual({
      title: 'Book venue',
      description: 'Call three venues',
      eventId: 3,
      dueDate: '2026-12-01',
      assigneeId: 9,
      priority: 'high',
      status: 'inprogress',
    });
  });

  it('reads an empty due date and a null assignee as none', () => {
    const parsed = createTaskInputSchema.parse({ title: 'x', eventId: 1, dueDate: '', assigneeId: null });
    expect(parsed.dueDate).toBeNull();
    expect(parsed.assigneeId).toBeNull();
  });

  it.each([
    [{ eventId: 1 }, 'title', 'Title is required'],
    [{ title: '   ', eventId: 1 }, 'title', 'Title is required'],
    [{ title: 'x'.repeat(201), eventId: 1 }, 'title', 'Title must be at most 200 characters'],
    [{ title: 'ok' }, 'eventId', 'Please select an event'],
    [{ title: 'ok', eventId: 0 }, 'eventId', 'Please select an event'],
    [{ title: 'ok', eventId: '' }, 'eventId', 'Please select an event'],
    [{ title: 'ok', eventId: 1, description: 'x'.repeat(5001) }, 'description', 'Description must be at most 5000 characters'],
    [{ title: 'ok', eventId: 1, dueDate: '2026-02-30' }, 'dueDate', 'Enter a due date as YYYY-MM-DD'],
    [{ title: 'ok', eventId: 1, dueDate: '0000-01-01' }, 'dueDate', 'Due date must be between 1900-01-01 and 9999-12-31'],
    [{ title: 'ok', eventId: 1, dueDate: '1899-12-31' }, 'dueDate', 'Due date must be between 1900-01-01 and 9999-12-31'],
    [{ title: 'ok', eventId: 1, assigneeId: 'abc' }, 'assigneeId', 'Please select a team member'],
    [{ title: 'ok', eventId: 1, priority: 'urgent' }, 'priority', 'Priority must be high, medium or low'],
    [{ title: 'ok', eventId: 1, status: 'done' }, 'status', 'Status must be one of To Do, In Progress, Completed or Overdue'],
    [{ title: 'Book\u0000venue', eventId: 1 }, 'title', 'Title cannot contain control characters'],
    [{ title: 'Book\u001Bvenue', eventId: 1 }, 'title', 'Title cannot contain control characters'],
    [{ title: 'Book\nvenue', eventId: 1 }, 'title', 'Title cannot contain control characters'],
    [{ title: 'ok', eventId: 1, description: 'Call\u0000them' }, 'description', 'Description cannot contain control characters'],
    [{ title: 'ok', eventId: 1, description: 'Call\u007Fthem' }, 'description', 'Description cannot contain control characters'],
  ])('%j is refused on %s with %s', (input, path, message) => {
    expect(firstError(createTaskInputSchema.safeParse(input))).toEqual({ path, message });
  });

  it('allows due dates from 1900 to 9999', () => {
    expect(createTaskInputSchema.safeParse({ title: 'ok', eventId: 1, dueDate: '1900-01-01' }).success).toBe(true);
    expect(createTaskInputSchema.safeParse({ title: 'ok', eventId: 1, dueDate: '9999-12-31' }).success).toBe(true);
  });

  it('keeps tabs and line breaks in a description', () => {
    const description = 'Agenda:\r\n\t- talks\n\t- dinner';
    expect(createTaskInputSchema.parse({ title: 'ok', eventId: 1, description }).description).toBe(description);
  });

  it('allows a title of exactly 200 characters', () => {
    expect(createTaskInputSchema.safeParse({ title: 'x'.repeat(200), eventId: 1 }).success).toBe(true);
  });
});

describe('updateTaskInputSchema', () => {
  it('takes any subset without adding defaults', () => {
    expect(updateTaskInputSchema.parse({})).toEqual({});
    expect(updateTaskInputSchema.parse({ status: 'completed' })).toEqual({ status: 'completed' });
    expect(updateTaskInputSchema.parse({ dueDate: null, assigneeId: null })).toEqual({ dueDate: null, assigneeId: null });
  });

  it('checks the fields it is given', () => {
    expect(firstError(updateTaskInputSchema.safeParse({ title: '' }))).toEqual({ path: 'title', message: 'Title is required' });
    expect(firstError(updateTaskInputSchema.safeParse({ eventId: null }))).toEqual({ path: 'eventId', message: 'Please select an event' });
    expect(firstError(updateTaskInputSchema.safeParse({ description: '\u0000' }))).toEqual({
      path: 'description',
      message: 'Description cannot contain control characters',
    });
  });
});

describe('updateTaskStatusInputSchema', () => {
  it('needs one of the four statuses', () => {
    expect(updateTaskStatusInputSchema.parse({ status: 'overdue' })).toEqual({ status: 'overdue' });
    expect(updateTaskStatusInputSchema.safeParse({ status: 'blocked' }).success).toBe(false);
    expect(updateTaskStatusInputSchema.safeParse({}).success).toBe(false);
  });
});

describe('listTasksQuerySchema', () => {
  it('reads query-string values', () => {
    expect(
      listTasksQuerySchema.parse({ eventId: '4', memberId: '7', unassigned: 'true', status: 'todo', q: ' venue ', today: '2026-11-22', limit: '10', offset: '20' }),
    ).toEqual({ eventId: 4, memberId: 7, unassigned: 'true', status: 'todo', q: 'venue', today: '2026-11-22', limit: 10, offset: 20, sort: 'dueDate', order: 'asc', counts: 'exact' });
  });

  it('defaults to the first page of 50, by due date, every match counted', () => {
    expect(listTasksQuerySchema.parse({})).toEqual({ limit: 50, offset: 0, sort: 'dueDate', order: 'asc', counts: 'exact' });
  });

  it('reads bounded counts, and refuses any other kind', () => {
    expect(listTasksQuerySchema.parse({ q: 'venue', counts: 'bounded' })).toMatchObject({ q: 'venue', counts: 'bounded' });
    expect(firstError(listTasksQuerySchema.safeParse({ counts: 'some' }))).toEqual({ path: 'counts', message: 'Counts must be one of exact, bounded' });
  });

  it('reads the due filter', () => {
    expect(listTasksQuerySchema.parse({ due: 'past' })).toMatchObject({ due: 'past' });
    expect(listTasksQuerySchema.parse({ due: 'week', status: 'overdue' })).toMatchObject({ due: 'week', status: 'overdue' });
  });

  it.each(['overdue', 'open', 'PAST', '', 'week '])('refuses due=%j with the message naming its values', (due) => {
    expect(firstError(listTasksQuerySchema.safeParse({ due }))).toEqual({ path: 'due', message: 'Due must be past or week' });
  });

  it('reads a sort, its direction and a bulk batch', () => {
    expect(listTasksQuerySchema.parse({ sort: 'priority', order: 'desc', batch: '12' })).toMatchObject({ sort: 'priority', order: 'desc', batch: 12 });
  });

  it.each([
    [{ eventId: 'abc' }, 'eventId'],
    [{ memberId: '-1' }, 'memberId'],
    [{ unassigned: 'yes' }, 'unassigned'],
    [{ status: 'done' }, 'status'],
    [{ today: '22/11/2026' }, 'today'],
    [{ today: '9901-01-01' }, 'today'],
    [{ limit: '501' }, 'limit'],
    [{ offset: '10001' }, 'offset'],
    [{ q: 'venue\u0000' }, 'q'],
    [{ sort: 'assignee' }, 'sort'],
    [{ order: 'up' }, 'order'],
    [{ batch: '0' }, 'batch'],
  ])('refuses %j', (query, path) => {
    expect(firstError(listTasksQuerySchema.safeParse(query))?.path).toBe(path);
  });
});
