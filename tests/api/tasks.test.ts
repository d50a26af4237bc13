import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createMember, createTask } from './support/fixtures.ts';
import { createTestApp, dialect, signUp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function logRows(taskId: number) {
  return t.app.db
    .selectFrom('task_status_log')
    .selectAll()
    .where('task_id', '=', taskId)
    .orderBy('id')
    .execute();
}

async function taskCount(eventId: number) {
  const row = await t.app.db
    .selectFrom('tasks')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('event_id', '=', eventId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

describe('authentication', () => {
  it.each([
    ['GET', '/api/tasks', undefined],
    ['POST', '/api/tasks', { title: 'Book venue', eventId: 1 }],
    ['POST', '/api/tasks/bulk', { text: 'Book venue', eventId: 1 }],
    ['GET', '/api/tasks/1', undefined],
    ['PATCH', '/api/tasks/1', { title: 'Book venue' }],
    ['PUT', '/api/tasks/1/status', { status: 'completed' }],
    ['GET', '/api/tasks/1/history', undefined],
    ['DELETE', '/api/tasks/1', undefined],
  ] as const)('%s %s answers 401 without a session', async (method, url, payload) => {
    const response = await t.call(method, url, undefined, payload);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe('Authentication required. Please sign in to continue.');
  });

  it('refuses a signed-out request before looking at its body', async () => {
    const response = await t.call('POST', '/api/tasks/bulk', undefined, { text: '' });
    expect(response.statusCode).toBe(401);
  });
});

describe('create, read, edit and delete', () => {
  let cookie: string;
  let event: { id: number; name: string };
  let otherEvent: { id: number; name: string };
  let member: { id: number; code: string; name: string };
  let otherEventMember: { id: number };

  beforeAll(async () => {
    ({ cookie } = await signUp(t.app));
    event = await createEvent(t.app, cookie, { name: 'Tech Conference' });
    otherEvent = await createEvent(t.app, cookie, { name: 'Music Summit' });
    member = await createMember(t.app, cookie, event.id, { name: 'Ann Lee' });
    otherEventMember = await createMember(t.app, cookie, otherEvent.id, { name: 'Bob Stone' });
  });

  it('creates a task with defaults and answers it with its event name', async () => {
    const response = await t.call('POST', '/api/tasks', cookie, { title: '  Book venue  ', eventId: event.id });
    expect(response.statusCode).toBe(201);
    const { task } = response.json();
    expect(task).toMatchObject({
      title: 'Book venue',
      description: '',
      status: 'todo',
      priority: 'medium',
      dueDate: null,
      eventId: event.id,
      eventName: 'Tech Conference',
      assigneeId: null,
      assigneeName: null,
      assigneeCode: null,
    });
    expect(task.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(await logRows(task.id)).toHaveLength(0);

    const read = await t.call('GET', `/api/tasks/${task.id}`, cookie);
    expect(read.statusCode).toBe(200);
    expect(read.json().task).toEqual(task);
  });

  it('creates a task with every field, assigned to a member of its event', async () => {
    const response = await t.call('POST', '/api/tasks', cookie, {
      title: 'Hire DJ',
      description: 'Two sets',
      eventId: event.id,
      dueDate: '2030-05-20',
      assigneeId: member.id,
      priority: 'high',
      status: 'inprogress',
    });
    expect(response.statusCode).toBe(201);
    const { task } = response.json();
    expect(task).toMatchObject({
      title: 'Hire DJ',
      description: 'Two sets',
      dueDate: '2030-05-20',
      // A fixed date: not relative to the event, so no countdown label.
      dueAnchor: null,
      dueOffsetDays: null,
      countdown: null,
      priority: 'high',
      status: 'inprogress',
      assigneeId: member.id,
      assigneeName: 'Ann Lee',
      assigneeCode: member.code,
    });
    const rows = await logRows(task.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ old_status: null, new_status: 'inprogress' });
  });

  it.each([
    [{}, 'title', 'Title is required'],
    [{ title: '   ' }, 'title', 'Title is required'],
    [{ title: 'x'.repeat(201) }, 'title', 'Title must be at most 200 characters'],
    [{ title: 'Valid', eventId: undefined }, 'eventId', 'Please select an event'],
    [{ title: 'Valid', dueDate: '2030-02-30' }, 'dueDate', 'Enter a due date as YYYY-MM-DD'],
    [{ title: 'Valid', dueDate: '0000-01-01' }, 'dueDate', 'Due date must be between 1900-01-01 and 9999-12-31'],
    [{ title: 'Valid', priority: 'urgent' }, 'priority', 'Priority must be high, medium or low'],
    [{ title: 'Valid', status: 'done' }, 'status', 'Status must be one of To Do, In Progress, Completed or Overdue'],
    [{ title: 'Valid\u0000' }, 'title', 'Title cannot contain control characters'],
    [{ title: 'Valid', eventId: 99_999_999_999 }, 'eventId', 'Event not found'],
  ])('refuses %j with its message on the field and stores nothing', async (override, field, message) => {
    const before = await taskCount(event.id);
    const response = await t.call('POST', '/api/tasks', cookie, { eventId: event.id, ...override });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[field]).toBe(message);
    expect(await taskCount(event.id)).toBe(before);
  });

  it('refuses an event that does not exist', async () => {
    const response = await t.call('POST', '/api/tasks', cookie, { title: 'Ghost', eventId: 987654 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({ message: 'Event not found', fields: { eventId: 'Event not found' } });
  });

  it("refuses an assignee who is not on the task's event", async () => {
    const before = await taskCount(event.id);
    const response = await t.call('POST', '/api/tasks', cookie, { title: 'Wrong team', eventId: event.id, assigneeId: otherEventMember.id });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ assigneeId: "The assignee must be a team member of this task's event" });
    expect(await taskCount(event.id)).toBe(before);
  });

  it('edits only the fields sent', async () => {
    const task = await createTask(t.app, cookie, { title: 'Print badges', description: 'Two hundred', eventId: event.id, dueDate: '2030-01-10', priority: 'low' });
    const response = await t.call('PATCH', `/api/tasks/${task.id}`, cookie, { title: 'Print name badges' });
    expect(response.statusCode).toBe(200);
    expect(response.json().task).toMatchObject({
      title: 'Print name badges',
      description: 'Two hundred',
      dueDate: '2030-01-10',
      priority: 'low',
      status: 'todo',
      eventId: event.id,
    });

    const cleared = await t.call('PATCH', `/api/tasks/${task.id}`, cookie, { dueDate: null, description: '', assigneeId: member.id });
    expect(cleared.json().task).toMatchObject({ dueDate: null, description: '', assigneeId: member.id, assigneeName: 'Ann Lee' });
    const stored = await t.call('GET', `/api/tasks/${task.id}`, cookie);
    expect(stored.json().task).toMatchObject({ title: 'Print name badges', dueDate: null, assigneeId: member.id });
  });

  it('refuses an edit that leaves the assignee behind on another event, and allows the move when unassigned', async () => {
    const task = await createTask(t.app, cookie, { title: 'Move me', eventId: event.id, assigneeId: member.id });
    const refused = await t.call('PATCH', `/api/tasks/${task.id}`, cookie, { eventId: otherEvent.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ assigneeId: "The assignee must be a team member of this task's event" });
    expect((await t.call('GET', `/api/tasks/${task.id}`, cookie)).json().task.eventId).toBe(event.id);

    const moved = await t.call('PATCH', `/api/tasks/${task.id}`, cookie, { eventId: otherEvent.id, assigneeId: otherEventMember.id });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().task).toMatchObject({ eventId: otherEvent.id, eventName: 'Music Summit', assigneeId: otherEventMember.id });

    const unassigned = await t.call('PATCH', `/api/tasks/${task.id}`, cookie, { eventId: event.id, assigneeId: null });
    expect(unassigned.json().task).toMatchObject({ eventId: event.id, assigneeId: null, assigneeName: null });
  });

  it('refuses an edit to an empty title', async () => {
    const task = await createTask(t.app, cookie, { title: 'Keep me', eventId: event.id });
    const response = await t.call('PATCH', `/api/tasks/${task.id}`, cookie, { title: ' ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ title: 'Title is required' });
    expect((await t.call('GET', `/api/tasks/${task.id}`, cookie)).json().task.title).toBe('Keep me');
  });

  it('logs a status change made through an edit, and nothing when the status stays', async () => {
    const task = await createTask(t.app, cookie, { title: 'Edit status', eventId: event.id });
    await t.call('PATCH', `/api/tasks/${task.id}`, cookie, { status: 'todo', title: 'Edit status again' });
    expect(await logRows(task.id)).toHaveLength(0);
    const response = await t.call('PATCH', `/api/tasks/${task.id}`, cookie, { status: 'completed' });
    expect(response.json().task.status).toBe('completed');
    const rows = await logRows(task.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ old_status: 'todo', new_status: 'completed' });
  });

  it('answers 404 for a task that does not exist, and 400 for an id that is not one', async () => {
    expect((await t.call('GET', '/api/tasks/999999', cookie)).json()).toEqual({ error: { message: 'Task not found' } });
    expect((await t.call('PATCH', '/api/tasks/999999', cookie, { title: 'x' })).statusCode).toBe(404);
    expect((await t.call('GET', '/api/tasks/999999/history', cookie)).statusCode).toBe(404);
    const bad = await t.call('GET', '/api/tasks/abc', cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Invalid task id');
  });

  it('deletes a task with its status log; a second delete answers 404 with the spec message', async () => {
    const task = await createTask(t.app, cookie, { title: 'Delete me', eventId: event.id, status: 'completed' });
    expect(await logRows(task.id)).toHaveLength(1);
    const response = await t.call('DELETE', `/api/tasks/${task.id}`, cookie);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await t.call('GET', `/api/tasks/${task.id}`, cookie)).statusCode).toBe(404);
    expect(await logRows(task.id)).toHaveLength(0);

    const again = await t.call('DELETE', `/api/tasks/${task.id}`, cookie);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe('Task not found or already deleted.');
  });

  it('leaves tasks unassigned when their member is removed', async () => {
    const leaving = await createMember(t.app, cookie, event.id, { name: 'Cara Diaz' });
    const task = await createTask(t.app, cookie, { title: 'Assigned to Cara', eventId: event.id, assigneeId: leaving.id });
    const removed = await t.call('DELETE', `/api/team-members/${leaving.id}`, cookie);
    expect(removed.statusCode).toBe(204);
    const read = await t.call('GET', `/api/tasks/${task.id}`, cookie);
    expect(read.statusCode).toBe(200);
    expect(read.json().task).toMatchObject({ title: 'Assigned to Cara', assigneeId: null, assigneeName: null, assigneeCode: null });
  });
});

describe('status changes and history', () => {
  let cookie: string;
  let eventId: number;

  beforeAll(async () => {
    ({ cookie } = await signUp(t.app));
    eventId = (await createEvent(t.app, cookie, { name: 'Startup Gala' })).id;
  });

  it('sets the status and writes exactly one log row with the old and new status', async () => {
    const task = await createTask(t.app, cookie, { title: 'Status me', eventId });
    const response = await t.call('PUT', `/api/tasks/${task.id}/status`, cookie, { status: 'inprogress' });
    expect(response.statusCode).toBe(200);
    expect(response.json().task).toMatchObject({ id: task.id, status: 'inprogress' });
    const rows = await logRows(task.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ old_status: 'todo', new_status: 'inprogress' });
    expect(Date.now() - Date.parse(rows[0]!.changed_at)).toBeLessThan(60_000);
  });

  it('writes nothing when the status is unchanged', async () => {
    const task = await createTask(t.app, cookie, { title: 'Same status', eventId });
    const response = await t.call('PUT', `/api/tasks/${task.id}/status`, cookie, { status: 'todo' });
    expect(response.statusCode).toBe(200);
    expect(response.json().task.status).toBe('todo');
    expect(await logRows(task.id)).toHaveLength(0);
  });

  it('refuses an unknown status and changes nothing', async () => {
    const task = await createTask(t.app, cookie, { title: 'Bad status', eventId });
    const response = await t.call('PUT', `/api/tasks/${task.id}/status`, cookie, { status: 'blocked' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.status).toBe('Status must be one of To Do, In Progress, Completed or Overdue');
    expect((await t.call('GET', `/api/tasks/${task.id}`, cookie)).json().task.status).toBe('todo');
    expect(await logRows(task.id)).toHaveLength(0);
  });

  it('answers the inline badge message for a missing task', async () => {
    const response = await t.call('PUT', '/api/tasks/424242/status', cookie, { status: 'completed' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Task with ID 424242 not found');
  });

  it('returns the last five changes, newest first', async () => {
    const task = await createTask(t.app, cookie, { title: 'Busy task', eventId });
    const sequence = ['inprogress', 'completed', 'overdue', 'todo', 'inprogress', 'completed', 'todo'];
    for (const status of sequence) {
      const response = await t.call('PUT', `/api/tasks/${task.id}/status`, cookie, { status });
      expect(response.statusCode).toBe(200);
    }
    expect(await logRows(task.id)).toHaveLength(7);

    const response = await t.call('GET', `/api/tasks/${task.id}/history`, cookie);
    expect(response.statusCode).toBe(200);
    const { items } = response.json();
    expect(items.map((item: { oldStatus: string; newStatus: string }) => [item.oldStatus, item.newStatus])).toEqual([
      ['completed', 'todo'],
      ['inprogress', 'completed'],
      ['todo', 'inprogress'],
      ['overdue', 'todo'],
      ['completed', 'overdue'],
    ]);
    for (const item of items) expect(Object.keys(item).sort()).toEqual(['changedAt', 'changedBy', 'id', 'newStatus', 'oldStatus']);
  });

  it('has an empty history for a task never changed', async () => {
    const task = await createTask(t.app, cookie, { title: 'Quiet task', eventId });
    expect((await t.call('GET', `/api/tasks/${task.id}/history`, cookie)).json()).toEqual({ items: [] });
  });
});

describe('list: filters, totals and pagination', () => {
  let cookie: string;
  let gala: number;
  let summit: number;
  const ids: Record<string, number> = {};
  let mia: number;

  const titles = (body: { items: { title: string }[] }) => body.items.map((task) => task.title);
  const list = async (query: string) => {
    const response = await t.call('GET', `/api/tasks?today=2026-11-22${query}`, cookie);
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  beforeAll(async () => {
    ({ cookie } = await signUp(t.app));
    gala = (await createEvent(t.app, cookie, { name: 'Startup Gala' })).id;
    summit = (await createEvent(t.app, cookie, { name: 'Music Summit' })).id;
    mia = (await createMember(t.app, cookie, gala, { name: 'Mia Wong' })).id;
    const noah = (await createMember(t.app, cookie, gala, { name: 'Noah Park' })).id;
    const liam = (await createMember(t.app, cookie, summit, { name: 'Liam Ortiz' })).id;
    const rows = [
      { title: 'Book venue', description: 'Call the Grand Hotel', eventId: gala, dueDate: '2026-11-20', status: 'todo', assigneeId: mia },
      { title: 'Hire DJ', eventId: gala, dueDate: '2026-11-25', status: 'inprogress', assigneeId: mia },
      { title: 'Print badges', description: 'Venue 100% confirmed first', eventId: gala, status: 'completed' },
      { title: 'Order flowers', eventId: gala, dueDate: '2026-11-21', status: 'completed', assigneeId: noah },
      { title: 'Venue walkthrough', eventId: summit, dueDate: '2026-11-22', status: 'overdue', assigneeId: liam },
      { title: 'Send invites', eventId: summit, dueDate: '2026-11-10', status: 'todo' },
      { title: 'Book_catering', eventId: summit, dueDate: '2026-11-30', status: 'todo' },
    ];
    for (const row of rows) ids[row.title] = (await createTask(t.app, cookie, row)).id;
  });

  it('lists every task by due date, undated last, with totals over all of them', async () => {
    const body = await list('');
    expect(titles(body)).toEqual(['Send invites', 'Book venue', 'Order flowers', 'Venue walkthrough', 'Hire DJ', 'Book_catering', 'Print badges']);
    expect(body).toMatchObject({ total: 7, limit: 50, offset: 0, totalInSystem: 7 });
    expect(body.totals).toEqual({ total: 7, todo: 3, inprogress: 1, completed: 2, overdue: 1, assigned: 4, unassigned: 3, pastDue: 3 });
    expect(body.items[1]).toMatchObject({ eventName: 'Startup Gala', assigneeName: 'Mia Wong' });
  });

  it('filters by event, with totals for the event and the system count beside them', async () => {
    const body = await list(`&eventId=${gala}`);
    expect(titles(body)).toEqual(['Book venue', 'Order flowers', 'Hire DJ', 'Print badges']);
    expect(body.total).toBe(4);
    expect(body.totals).toEqual({ total: 4, todo: 1, inprogress: 1, completed: 2, overdue: 0, assigned: 3, unassigned: 1, pastDue: 1 });
    expect(body.totalInSystem).toBe(7);
  });

  it('filters by member, by event and member, and by unassigned', async () => {
    expect(titles(await list(`&memberId=${mia}`))).toEqual(['Book venue', 'Hire DJ']);
    expect(titles(await list(`&memberId=${mia}&eventId=${summit}`))).toEqual([]);
    const unassigned = await list('&unassigned=true');
    expect(titles(unassigned)).toEqual(['Send invites', 'Book_catering', 'Print badges']);
    expect(unassigned.totals).toMatchObject({ total: 3, assigned: 0, unassigned: 3, todo: 2, completed: 1, pastDue: 1 });
    expect((await list('&unassigned=false')).total).toBe(7);
  });

  it('filters by status', async () => {
    const body = await list('&status=todo');
    expect(titles(body)).toEqual(['Send invites', 'Book venue', 'Book_catering']);
    expect(body.totals).toMatchObject({ total: 3, todo: 3, completed: 0, pastDue: 2 });
  });

  it('searches title and description, ignoring case, with % and _ taken literally', async () => {
    expect(titles(await list('&q=VeNuE'))).toEqual(['Book venue', 'Venue walkthrough', 'Print badges']);
    expect(titles(await list(`&q=venue&eventId=${gala}`))).toEqual(['Book venue', 'Print badges']);
    expect(titles(await list('&q=_'))).toEqual(['Book_catering']);
    expect(titles(await list('&q=100%25'))).toEqual(['Print badges']);
    expect(titles(await list('&q=%25'))).toEqual(['Print badges']);
    expect(titles(await list('&q=grand%20hotel'))).toEqual(['Book venue']);
    expect((await list('&q=nothing-like-this')).totals.total).toBe(0);
  });

  it('counts past-due tasks against the given today, and every task in status Overdue', async () => {
    // Send invites and Book venue are due before the 22nd; Venue walkthrough is in status Overdue.
    expect((await list('')).totals.pastDue).toBe(3);
    const early = await t.call('GET', '/api/tasks?today=2026-11-01', cookie);
    expect(early.json().totals.pastDue).toBe(1);
    const late = await t.call('GET', '/api/tasks?today=2027-01-01', cookie);
    expect(late.json().totals.pastDue).toBe(5);
  });

  it('pages through the same order while totals stay whole', async () => {
    const first = await list('&limit=2');
    expect(titles(first)).toEqual(['Send invites', 'Book venue']);
    const second = await list('&limit=2&offset=2');
    expect(titles(second)).toEqual(['Order flowers', 'Venue walkthrough']);
    const last = await list('&limit=2&offset=6');
    expect(titles(last)).toEqual(['Print badges']);
    for (const page of [first, second, last]) {
      expect(page.total).toBe(7);
      expect(page.totals.total).toBe(7);
    }
    expect(second).toMatchObject({ limit: 2, offset: 2 });
    expect((await list('&offset=50')).items).toEqual([]);
  });

  it.each([
    ['status=done', 'status'],
    ['eventId=abc', 'eventId'],
    ['unassigned=yes', 'unassigned'],
    ['limit=0', 'limit'],
    ['limit=501', 'limit'],
    ['today=tomorrow', 'today'],
  ])('refuses ?%s', async (query, field) => {
    const response = await t.call('GET', `/api/tasks?${query}`, cookie);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual([field]);
  });
});

describe('bulk create', () => {
  let cookie: string;
  let workspaceId: number;
  let event: { id: number; name: string };

  beforeAll(async () => {
    ({ cookie, workspaceId } = await signUp(t.app));
    event = await createEvent(t.app, cookie, { name: 'Tech Conference' });
  });

  const lines = (count: number, label = 'Task') => Array.from({ length: count }, (_, i) => `${label} ${i + 1}`).join('\n');

  it('stores 1,000 lines whole, with staggered due dates and priority bands', async () => {
    const bulkEvent = await createEvent(t.app, cookie, { name: 'Product Launch' });
    const response = await t.call('POST', '/api/tasks/bulk', cookie, { eventId: bulkEvent.id, text: lines(1000), today: '2026-01-01' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ successful: 1000, failed: 0, totalTasks: 1000 });
    expect(body.taskIds).toHaveLength(1000);
    expect(new Set(body.taskIds).size).toBe(1000);

    const rows = await t.app.db
      .selectFrom('tasks')
      .selectAll()
      .where('event_id', '=', bulkEvent.id)
      .orderBy('id')
      .execute();
    expect(rows).toHaveLength(1000);
    expect(rows.map((row) => row.id)).toEqual(body.taskIds);
    const byTitle = new Map(rows.map((row) => [row.title, row]));
    expect(byTitle.get('Task 1')).toMatchObject({ due_date: '2026-01-02', priority: 'high', status: 'todo', assignee_id: null });
    expect(byTitle.get('Task 10')).toMatchObject({ due_date: '2026-01-11', priority: 'high' });
    expect(byTitle.get('Task 11')).toMatchObject({ due_date: '2026-01-12', priority: 'medium' });
    expect(byTitle.get('Task 30')).toMatchObject({ due_date: '2026-01-31', priority: 'medium' });
    expect(byTitle.get('Task 31')).toMatchObject({ due_date: '2026-02-01', priority: 'low' });
    expect(byTitle.get('Task 1000')).toMatchObject({ due_date: '2028-09-27', priority: 'low' });
    expect(rows.filter((row) => row.priority === 'high')).toHaveLength(10);
    expect(rows.filter((row) => row.priority === 'medium')).toHaveLength(20);
    expect(rows.filter((row) => row.priority === 'low')).toHaveLength(970);
    expect(new Set(rows.map((row) => row.description))).toEqual(new Set(['Bulk created task for Product Launch']));
    expect(rows.every((row) => row.owner_id === workspaceId)).toBe(true);

    const listed = await t.call('GET', `/api/tasks?eventId=${bulkEvent.id}&limit=1`, cookie);
    expect(listed.json().totals).toMatchObject({ total: 1000, todo: 1000, unassigned: 1000 });
  });

  it('trims lines and skips blank ones', async () => {
    const target = await createEvent(t.app, cookie, { name: 'Charity Run' });
    const response = await t.call('POST', '/api/tasks/bulk', cookie, { eventId: target.id, text: '  Map the route  \n\n   \r\nOrder medals\n', today: '2026-11-22' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ successful: 2, failed: 0, totalTasks: 2 });
    const listed = await t.call('GET', `/api/tasks?eventId=${target.id}`, cookie);
    expect(listed.json().items.map((task: { title: string; dueDate: string }) => [task.title, task.dueDate])).toEqual([
      ['Map the route', '2026-11-23'],
      ['Order medals', '2026-11-24'],
    ]);
  });

  it.each([
    ['empty text', { text: '' }, 'text', 'Please enter tasks'],
    ['only blank lines', { text: '  \n \n' }, 'text', 'Please enter at least one task'],
    ['no event', { text: 'One task', eventId: undefined }, 'eventId', 'Please select an event'],
    ['a line too long', { text: `ok\n${'x'.repeat(201)}` }, 'text', 'Line 2 is too long: a task title can have at most 200 characters'],
    ['5,001 lines', { text: lines(5001) }, 'text', 'Please enter at most 5,000 tasks at once (this list has 5,001)'],
    ['an unknown event', { text: 'One', eventId: 987654 }, 'eventId', 'Event not found'],
    ['a today too late for its due dates', { text: 'One', today: '9999-12-31' }, 'today', 'Today must be between 1900-01-01 and 9900-12-31'],
  ])('refuses %s on %s, storing nothing', async (_label, override, field, message) => {
    const before = await taskCount(event.id);
    const response = await t.call('POST', '/api/tasks/bulk', cookie, { eventId: event.id, ...override });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[field]).toBe(message);
    expect(await taskCount(event.id)).toBe(before);
  });

  it('answers the ids it stored, by which the connection check deletes its test tasks again', async () => {
    const target = await createEvent(t.app, cookie, { name: 'Diagnostic Day' });
    const single = await t.call('POST', '/api/tasks', cookie, { eventId: target.id, title: 'Connection check task' });
    expect(single.statusCode).toBe(201);
    const response = await t.call('POST', '/api/tasks/bulk', cookie, { eventId: target.id, text: 'Connection check task 1\nConnection check task 2' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['batchId', 'failed', 'successful', 'taskIds', 'totalTasks']);
    expect(body).toMatchObject({ successful: 2, failed: 0, totalTasks: 2 });
    expect(await taskCount(target.id)).toBe(3);

    for (const id of [single.json().task.id, ...body.taskIds]) {
      expect((await t.call('DELETE', `/api/tasks/${id}`, cookie)).statusCode).toBe(204);
    }
    expect(await taskCount(target.id)).toBe(0);
  });

  it('accepts 5,000 lines in one request', async () => {
    const big = await createEvent(t.app, cookie, { name: 'Big Expo' });
    const response = await t.call('POST', '/api/tasks/bulk', cookie, { eventId: big.id, text: lines(5000, 'Big expo task number') });
    expect(response.statusCode).toBe(201);
    expect(response.json().successful).toBe(5000);
    expect(await taskCount(big.id)).toBe(5000);
  });

  describe('when an insert fails part-way', () => {
    const FAILING_TITLE = 'Refused by the database';

    beforeAll(async () => {
      if (dialect === 'sqlite') {
        await sql
          .raw(`create trigger refuse_task before insert on tasks when new.title = '${FAILING_TITLE}' begin select raise(abort, 'refused'); end`)
          .execute(t.app.db);
      } else {
        await sql
          .raw(
            `create function refuse_task() returns trigger language plpgsql as $$ begin
               if new.title = '${FAILING_TITLE}' then raise exception 'refused'; end if; return new; end $$`,
          )
          .execute(t.app.db);
        await sql.raw('create trigger refuse_task before insert on tasks for each row execute function refuse_task()').execute(t.app.db);
      }
    });

    afterAll(async () => {
      await sql.raw(dialect === 'sqlite' ? 'drop trigger refuse_task' : 'drop trigger refuse_task on tasks').execute(t.app.db);
    });

    it('stores none of the lines, not even the chunks before the failing one', async () => {
      const target = await createEvent(t.app, cookie, { name: 'Fragile Fair' });
      const text = lines(1200).replace(/^Task 1100$/m, FAILING_TITLE);
      const response = await t.call('POST', '/api/tasks/bulk', cookie, { eventId: target.id, text });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ error: { message: 'No tasks were created successfully' } });
      expect(await taskCount(target.id)).toBe(0);
    });

    it('still stores a list the database accepts', async () => {
      const target = await createEvent(t.app, cookie, { name: 'Sturdy Fair' });
      const response = await t.call('POST', '/api/tasks/bulk', cookie, { eventId: target.id, text: lines(1200) });
      expect(response.statusCode).toBe(201);
      expect(await taskCount(target.id)).toBe(1200);
    });
  });
});

describe('another user', () => {
  let owner: string;
  let intruder: string;
  let ownerEvent: number;
  let ownerMember: number;
  let task: { id: number };

  beforeAll(async () => {
    ({ cookie: owner } = await signUp(t.app));
    ({ cookie: intruder } = await signUp(t.app));
    ownerEvent = (await createEvent(t.app, owner, { name: 'Private Gala' })).id;
    ownerMember = (await createMember(t.app, owner, ownerEvent, { name: 'Owen Hart' })).id;
    task = await createTask(t.app, owner, { title: 'Private task', eventId: ownerEvent, assigneeId: ownerMember, status: 'inprogress' });
  });

  it('sees none of the tasks in the list', async () => {
    const response = await t.call('GET', `/api/tasks?eventId=${ownerEvent}`, intruder);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ items: [], total: 0, totalInSystem: 0 });
    expect((await t.call('GET', `/api/tasks?memberId=${ownerMember}`, intruder)).json().items).toEqual([]);
    expect((await t.call('GET', '/api/tasks?q=private', intruder)).json().items).toEqual([]);
  });

  it('gets 404 from every route on the task and changes nothing', async () => {
    const get = await t.call('GET', `/api/tasks/${task.id}`, intruder);
    expect(get.statusCode).toBe(404);
    expect(get.json().error.message).toBe('Task not found');
    const patch = await t.call('PATCH', `/api/tasks/${task.id}`, intruder, { title: 'Mine now' });
    expect(patch.statusCode).toBe(404);
    const status = await t.call('PUT', `/api/tasks/${task.id}/status`, intruder, { status: 'completed' });
    expect(status.statusCode).toBe(404);
    expect(status.json().error.message).toBe(`Task with ID ${task.id} not found`);
    const history = await t.call('GET', `/api/tasks/${task.id}/history`, intruder);
    expect(history.statusCode).toBe(404);
    const remove = await t.call('DELETE', `/api/tasks/${task.id}`, intruder);
    expect(remove.statusCode).toBe(404);
    expect(remove.json().error.message).toBe('Task not found or already deleted.');

    const still = await t.call('GET', `/api/tasks/${task.id}`, owner);
    expect(still.json().task).toMatchObject({ title: 'Private task', status: 'inprogress' });
    expect(await logRows(task.id)).toHaveLength(1);
  });

  it("cannot create or bulk-create tasks in the owner's event", async () => {
    const before = await taskCount(ownerEvent);
    const create = await t.call('POST', '/api/tasks', intruder, { title: 'Sneaky', eventId: ownerEvent });
    expect(create.statusCode).toBe(400);
    expect(create.json().error.fields).toEqual({ eventId: 'Event not found' });
    const bulk = await t.call('POST', '/api/tasks/bulk', intruder, { eventId: ownerEvent, text: 'Sneaky one\nSneaky two' });
    expect(bulk.statusCode).toBe(400);
    expect(bulk.json().error.fields).toEqual({ eventId: 'Event not found' });
    expect(await taskCount(ownerEvent)).toBe(before);
  });

  it("cannot assign the owner's member or move a task into the owner's event", async () => {
    const ownEvent = (await createEvent(t.app, intruder, { name: 'Own Event' })).id;
    const ownTask = await createTask(t.app, intruder, { title: 'Own task', eventId: ownEvent });
    const assign = await t.call('POST', '/api/tasks', intruder, { title: 'x', eventId: ownEvent, assigneeId: ownerMember });
    expect(assign.statusCode).toBe(400);
    expect(assign.json().error.fields).toEqual({ assigneeId: "The assignee must be a team member of this task's event" });
    const patchAssign = await t.call('PATCH', `/api/tasks/${ownTask.id}`, intruder, { assigneeId: ownerMember });
    expect(patchAssign.statusCode).toBe(400);
    const move = await t.call('PATCH', `/api/tasks/${ownTask.id}`, intruder, { eventId: ownerEvent });
    expect(move.statusCode).toBe(400);
    expect(move.json().error.fields).toEqual({ eventId: 'Event not found' });
    expect((await t.call('GET', `/api/tasks/${ownTask.id}`, intruder)).json().task).toMatchObject({ eventId: ownEvent, assigneeId: null });
  });
});
