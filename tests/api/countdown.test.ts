import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTDOWN_MESSAGES } from '../../src/domain/countdown.ts';
import { taskCountdown } from '../../src/domain/task-rules.ts';
import { createEvent, createTask } from './support/fixtures.ts';
import { createTestApp, signUp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface TaskJson {
  id: number;
  title: string;
  dueDate: string | null;
  dueAnchor: 'start' | 'end' | null;
  dueOffsetDays: number | null;
  countdown: string | null;
  eventId: number;
}

const EVENT = { name: 'Music Summit', description: 'Three days of bands', startDate: '2030-06-10', endDate: '2030-06-12' };

async function owner() {
  const { cookie } = await signUp(t.app);
  const event = await createEvent(t.app, cookie, EVENT);
  return { cookie, event };
}

async function taskOf(cookie: string, id: number): Promise<TaskJson> {
  const response = await t.call('GET', `/api/tasks/${id}`, cookie);
  expect(response.statusCode).toBe(200);
  return response.json().task;
}

async function listed(cookie: string, query: string) {
  const response = await t.call('GET', `/api/tasks?${query}`, cookie);
  expect(response.statusCode).toBe(200);
  return response.json() as { items: TaskJson[]; totals: { pastDue: number } };
}

const dueOf = (tasks: TaskJson[]) => Object.fromEntries(tasks.map((task) => [task.title, [task.dueDate, task.countdown]]));

async function moveEvent(cookie: string, id: number, dates: { startDate: string; endDate: string }, name = EVENT.name) {
  return t.call('PATCH', `/api/events/${id}`, cookie, { ...EVENT, name, ...dates });
}

/** Five tasks on the event: four relative to it (before, on the first day, on the last, after) and one fixed. */
async function plannedTasks(cookie: string, eventId: number) {
  const create = (title: string, due: object) => createTask(t.app, cookie, { title, eventId, ...due });
  return {
    venue: await create('Book the venue', { dueAnchor: 'start', dueOffsetDays: -14 }),
    doors: await create('Open the doors', { dueAnchor: 'start', dueOffsetDays: 0 }),
    packUp: await create('Pack up', { dueAnchor: 'end', dueOffsetDays: 0 }),
    thanks: await create('Thank the sponsors', { dueAnchor: 'end', dueOffsetDays: 2 }),
    fixed: await create('Pay the deposit', { dueDate: '2030-06-01' }),
  };
}

describe('tasks due relative to their event', () => {
  it('are stored with their anchor and offset, due on the day computed from the event, with a countdown label', async () => {
    const { cookie, event } = await owner();
    const response = await t.call('POST', '/api/tasks', cookie, { title: 'Book the venue', eventId: event.id, dueAnchor: 'start', dueOffsetDays: -14 });
    expect(response.statusCode).toBe(201);
    expect(response.json().task).toMatchObject({ dueDate: '2030-05-27', dueAnchor: 'start', dueOffsetDays: -14, countdown: 'T-14' });

    const tasks = await plannedTasks(cookie, event.id);
    expect(await taskOf(cookie, tasks.doors.id)).toMatchObject({ dueDate: '2030-06-10', dueAnchor: 'start', dueOffsetDays: 0, countdown: 'Event day' });
    expect(await taskOf(cookie, tasks.packUp.id)).toMatchObject({ dueDate: '2030-06-12', dueAnchor: 'end', dueOffsetDays: 0, countdown: 'Event day' });
    expect(await taskOf(cookie, tasks.thanks.id)).toMatchObject({ dueDate: '2030-06-14', dueAnchor: 'end', dueOffsetDays: 2, countdown: 'T+2' });
    expect(await taskOf(cookie, tasks.fixed.id)).toMatchObject({ dueDate: '2030-06-01', dueAnchor: null, dueOffsetDays: null, countdown: null });

    const row = await t.app.db.selectFrom('tasks').select(['due_date', 'due_anchor', 'due_offset_days']).where('id', '=', tasks.thanks.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ due_date: '2030-06-14', due_anchor: 'end', due_offset_days: 2 });
  });

  it('move with the event, fixed-date tasks stay, and lists, counts and the dashboard show it at once', async () => {
    const { cookie, event } = await owner();
    const tasks = await plannedTasks(cookie, event.id);
    const other = await createEvent(t.app, cookie, { ...EVENT, name: 'Other event' });
    const elsewhere = await createTask(t.app, cookie, { title: 'Elsewhere', eventId: other.id, dueAnchor: 'start', dueOffsetDays: -1 });

    const query = `eventId=${event.id}&today=2030-06-20&limit=50`;
    const before = await listed(cookie, query);
    expect(dueOf(before.items)).toEqual({
      'Book the venue': ['2030-05-27', 'T-14'],
      'Open the doors': ['2030-06-10', 'Event day'],
      'Pack up': ['2030-06-12', 'Event day'],
      'Thank the sponsors': ['2030-06-14', 'T+2'],
      'Pay the deposit': ['2030-06-01', null],
    });
    expect(before.totals.pastDue).toBe(5);

    const moved = await moveEvent(cookie, event.id, { startDate: '2030-07-01', endDate: '2030-07-01' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ event: { id: event.id, startDate: '2030-07-01', endDate: '2030-07-01' }, movedTasks: 4 });

    const after = await listed(cookie, query);
    expect(dueOf(after.items)).toEqual({
      'Book the venue': ['2030-06-17', 'T-14'],
      'Open the doors': ['2030-07-01', 'Event day'],
      'Pack up': ['2030-07-01', 'Event day'],
      'Thank the sponsors': ['2030-07-03', 'T+2'],
      'Pay the deposit': ['2030-06-01', null],
    });
    expect(after.items.map((task) => task.title)).toEqual(['Pay the deposit', 'Book the venue', 'Open the doors', 'Pack up', 'Thank the sponsors']);
    expect(after.totals.pastDue).toBe(2);
    // All the owner's tasks, read from the maintained counters: Elsewhere (2030-06-09) is past due too.
    expect((await listed(cookie, 'today=2030-06-20')).totals.pastDue).toBe(3);
    expect(await taskOf(cookie, elsewhere.id)).toMatchObject({ dueDate: '2030-06-09', countdown: 'T-1' });
    expect(await taskOf(cookie, tasks.fixed.id)).toMatchObject({ dueDate: '2030-06-01', dueAnchor: null });

    const dashboard = await t.call('GET', '/api/dashboard?today=2030-06-15', cookie);
    expect(dashboard.json().soonestTasks.map((task: TaskJson) => [task.title, task.dueDate, task.countdown])).toEqual([
      ['Pay the deposit', '2030-06-01', null],
      ['Elsewhere', '2030-06-09', 'T-1'],
      ['Book the venue', '2030-06-17', 'T-14'],
      ['Open the doors', '2030-07-01', 'Event day'],
      ['Pack up', '2030-07-01', 'Event day'],
    ]);
  });

  it('counts exactly the tasks whose day changed', async () => {
    const { cookie, event } = await owner();
    await plannedTasks(cookie, event.id);
    const renamed = await moveEvent(cookie, event.id, { startDate: EVENT.startDate, endDate: EVENT.endDate }, 'Renamed summit');
    expect(renamed.json()).toMatchObject({ event: { name: 'Renamed summit' }, movedTasks: 0 });

    const longer = await moveEvent(cookie, event.id, { startDate: EVENT.startDate, endDate: '2030-06-13' });
    expect(longer.json().movedTasks).toBe(2);
    const { items } = await listed(cookie, `eventId=${event.id}`);
    expect(dueOf(items)).toMatchObject({ 'Book the venue': ['2030-05-27', 'T-14'], 'Pack up': ['2030-06-13', 'Event day'], 'Thank the sponsors': ['2030-06-15', 'T+2'] });
  });

  it('move only the tasks of the event that moved, not another event’s with the same offset', async () => {
    const { cookie, event } = await owner();
    const other = await createEvent(t.app, cookie, { ...EVENT, name: 'Jazz Night' });
    const moving = await createTask(t.app, cookie, { title: 'Print the tickets', eventId: event.id, dueAnchor: 'start', dueOffsetDays: -10 });
    const staying = await createTask(t.app, cookie, { title: 'Print the posters', eventId: other.id, dueAnchor: 'start', dueOffsetDays: -10 });

    const moved = await moveEvent(cookie, event.id, { startDate: '2030-07-10', endDate: '2030-07-12' });
    expect(moved.json().movedTasks).toBe(1);
    expect(await taskOf(cookie, moving.id)).toMatchObject({ dueDate: '2030-06-30', countdown: 'T-10', eventId: event.id });
    expect(await taskOf(cookie, staying.id)).toMatchObject({ dueDate: '2030-05-31', countdown: 'T-10', eventId: other.id });
  });

  it('refuses a move that would put a task outside the days stored, and changes nothing', async () => {
    const { cookie, event } = await owner();
    const early = await createTask(t.app, cookie, { title: 'Ten years ahead', eventId: event.id, dueAnchor: 'start', dueOffsetDays: -3650 });
    await createTask(t.app, cookie, { title: 'Close to the start', eventId: event.id, dueAnchor: 'start', dueOffsetDays: -1 });
    const before = await listed(cookie, `eventId=${event.id}`);

    const refused = await moveEvent(cookie, event.id, { startDate: '1905-01-01', endDate: '1905-01-01' }, 'Moved');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toEqual({ message: COUNTDOWN_MESSAGES.eventMoveOutOfRange, fields: { startDate: COUNTDOWN_MESSAGES.eventMoveOutOfRange } });
    const stored = await t.call('GET', `/api/events/${event.id}`, cookie);
    expect(stored.json().event).toMatchObject({ name: EVENT.name, startDate: EVENT.startDate, endDate: EVENT.endDate });
    expect(await listed(cookie, `eventId=${event.id}`)).toEqual(before);
    expect(await taskOf(cookie, early.id)).toMatchObject({ dueDate: '2020-06-12' });

    await createTask(t.app, cookie, { title: 'Long after', eventId: event.id, dueAnchor: 'end', dueOffsetDays: 3650 });
    const late = await moveEvent(cookie, event.id, { startDate: '9995-01-01', endDate: '9995-01-01' });
    expect(late.statusCode).toBe(400);
    expect(late.json().error.fields).toEqual({ endDate: COUNTDOWN_MESSAGES.eventMoveOutOfRange });
  });

  it('can be made fixed, relative again, and follow the task to another event', async () => {
    const { cookie, event } = await owner();
    const other = await createEvent(t.app, cookie, { ...EVENT, name: 'Winter gala', startDate: '2030-12-01', endDate: '2030-12-01' });
    const task = await createTask(t.app, cookie, { title: 'Book the venue', eventId: event.id, dueAnchor: 'start', dueOffsetDays: -14 });
    const patch = async (body: object) => {
      const response = await t.call('PATCH', `/api/tasks/${task.id}`, cookie, body);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().task as TaskJson;
    };

    expect(await patch({ title: 'Book the big venue' })).toMatchObject({ dueDate: '2030-05-27', dueAnchor: 'start', countdown: 'T-14' });
    expect(await patch({ eventId: other.id })).toMatchObject({ eventId: other.id, dueDate: '2030-11-17', dueAnchor: 'start', dueOffsetDays: -14, countdown: 'T-14' });
    expect(await patch({ dueAnchor: 'end', dueOffsetDays: 3 })).toMatchObject({ dueDate: '2030-12-04', dueAnchor: 'end', dueOffsetDays: 3, countdown: 'T+3' });
    expect(await patch({ dueAnchor: null })).toMatchObject({ dueDate: '2030-12-04', dueAnchor: null, dueOffsetDays: null, countdown: null });
    expect(await patch({ dueAnchor: 'start', dueOffsetDays: 0, dueDate: null })).toMatchObject({ dueDate: '2030-12-01', countdown: 'Event day' });
    expect(await patch({ dueDate: '2030-10-01' })).toMatchObject({ dueDate: '2030-10-01', dueAnchor: null, dueOffsetDays: null, countdown: null });

    // Fixed now: moving the event leaves it where it is.
    expect((await moveEvent(cookie, other.id, { startDate: '2031-01-10', endDate: '2031-01-10' })).json().movedTasks).toBe(0);
    expect(await taskOf(cookie, task.id)).toMatchObject({ dueDate: '2030-10-01' });
  });

  it.each<[string, object, Record<string, string>]>([
    ['an offset beyond 3,650 days', { dueAnchor: 'start', dueOffsetDays: 3651 }, { dueOffsetDays: COUNTDOWN_MESSAGES.offsetOutOfRange }],
    ['an offset beyond -3,650 days', { dueAnchor: 'start', dueOffsetDays: -3651 }, { dueOffsetDays: COUNTDOWN_MESSAGES.offsetOutOfRange }],
    ['a fractional offset', { dueAnchor: 'end', dueOffsetDays: 1.5 }, { dueOffsetDays: COUNTDOWN_MESSAGES.offsetInvalid }],
    ['an offset as text', { dueAnchor: 'end', dueOffsetDays: 'three' }, { dueOffsetDays: COUNTDOWN_MESSAGES.offsetInvalid }],
    ['an unknown anchor', { dueAnchor: 'middle', dueOffsetDays: 1 }, { dueAnchor: COUNTDOWN_MESSAGES.anchorInvalid }],
    ['an anchor without an offset', { dueAnchor: 'start' }, { dueOffsetDays: COUNTDOWN_MESSAGES.anchorWithoutOffset }],
    ['an offset without an anchor', { dueOffsetDays: -7 }, { dueAnchor: COUNTDOWN_MESSAGES.offsetWithoutAnchor }],
    ['a fixed date with an anchor', { dueDate: '2030-06-01', dueAnchor: 'start', dueOffsetDays: -7 }, { dueAnchor: COUNTDOWN_MESSAGES.dueDateAndAnchor }],
  ])('refuse %s with a field error, on create and on edit', async (_case, due, fields) => {
    const { cookie, event } = await owner();
    const created = await t.call('POST', '/api/tasks', cookie, { title: 'Book the venue', eventId: event.id, ...due });
    expect(created.statusCode).toBe(400);
    expect(created.json().error.fields).toEqual(fields);

    const task = await createTask(t.app, cookie, { title: 'Book the venue', eventId: event.id, dueDate: '2030-06-01' });
    const edited = await t.call('PATCH', `/api/tasks/${task.id}`, cookie, due);
    expect(edited.statusCode).toBe(400);
    expect(edited.json().error.fields).toEqual(fields);
    expect(await taskOf(cookie, task.id)).toMatchObject({ dueDate: '2030-06-01', dueAnchor: null });
  });

  it('refuse an offset that lands outside the days stored', async () => {
    const { cookie } = await signUp(t.app);
    const event = await createEvent(t.app, cookie, { ...EVENT, startDate: '1901-01-01', endDate: '1901-01-01' });
    const response = await t.call('POST', '/api/tasks', cookie, { title: 'Too early', eventId: event.id, dueAnchor: 'start', dueOffsetDays: -3650 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ dueOffsetDays: 'Due date must be between 1900-01-01 and 9999-12-31' });
  });
});

describe('one countdown rule in the task list, the timeline and the CSV export', () => {
  it('gives each task the chip taskCountdown gives it: only tasks due relative to the event, whatever their status', async () => {
    const { cookie, event } = await owner();
    const create = (title: string, due: object, status?: string) => createTask(t.app, cookie, { title, eventId: event.id, ...due, ...(status ? { status } : {}) });
    await create('Before, relative', { dueAnchor: 'start', dueOffsetDays: -14 });
    await create('Event day, relative', { dueAnchor: 'start', dueOffsetDays: 1 });
    await create('After, relative', { dueAnchor: 'end', dueOffsetDays: 2 });
    await create('Completed, relative', { dueAnchor: 'start', dueOffsetDays: -3 }, 'completed');
    await create('Before, fixed', { dueDate: '2030-05-27' });
    await create('Event day, fixed', { dueDate: '2030-06-10' });
    await create('After, fixed', { dueDate: '2030-06-14' });
    await create('Completed, fixed', { dueDate: '2030-06-11' }, 'completed');
    await create('No due date', { dueDate: null });
    const expected = {
      'Before, relative': 'T-14',
      'Event day, relative': 'Event day',
      'After, relative': 'T+2',
      'Completed, relative': 'T-3',
      'Before, fixed': null,
      'Event day, fixed': null,
      'After, fixed': null,
      'Completed, fixed': null,
      'No due date': null,
    };

    // The table's list, and the timeline's (the event's tasks by due date, the largest page).
    const table = await listed(cookie, `eventId=${event.id}&limit=50`);
    const timeline = await listed(cookie, `eventId=${event.id}&sort=dueDate&order=asc&limit=100`);
    const chips = (items: TaskJson[]) => Object.fromEntries(items.map((task) => [task.title, task.countdown]));
    expect(chips(table.items)).toEqual(expected);
    expect(chips(timeline.items)).toEqual(expected);
    for (const task of table.items) expect(task.countdown).toBe(taskCountdown(task, EVENT));

    const csv = await t.call('GET', `/api/tasks/export?format=csv&eventId=${event.id}`, cookie);
    expect(csv.statusCode, csv.body).toBe(200);
    const [header, ...rows] = parse(csv.rawPayload, { bom: true }) as string[][];
    const title = header!.indexOf('Title');
    const countdown = header!.indexOf('Countdown');
    expect(Object.fromEntries(rows.map((row) => [row[title], row[countdown] || null]))).toEqual(expected);
  });
});

describe('bulk lines with offset tokens', () => {
  it('store anchored tasks due on the computed days, other lines staggered from tomorrow', async () => {
    const { cookie, event } = await owner();
    const text = 'T-90 Book the venue\nHire the band\nT-7 Send reminders\nT-shirts for volunteers\nT+1 Thank the sponsors';
    const response = await t.call('POST', '/api/tasks/bulk', cookie, { eventId: event.id, text, today: '2030-01-01' });
    expect(response.statusCode).toBe(201);
    const { items } = await listed(cookie, `batch=${response.json().batchId}&sort=created&order=asc`);
    expect(items.map(({ title, dueDate, dueAnchor, dueOffsetDays, countdown }) => ({ title, dueDate, dueAnchor, dueOffsetDays, countdown }))).toEqual([
      { title: 'Book the venue', dueDate: '2030-03-12', dueAnchor: 'start', dueOffsetDays: -90, countdown: 'T-90' },
      { title: 'Hire the band', dueDate: '2030-01-03', dueAnchor: null, dueOffsetDays: null, countdown: null },
      { title: 'Send reminders', dueDate: '2030-06-03', dueAnchor: 'start', dueOffsetDays: -7, countdown: 'T-7' },
      { title: 'T-shirts for volunteers', dueDate: '2030-01-05', dueAnchor: null, dueOffsetDays: null, countdown: null },
      { title: 'Thank the sponsors', dueDate: '2030-06-13', dueAnchor: 'end', dueOffsetDays: 1, countdown: 'T+1' },
    ]);

    const moved = await moveEvent(cookie, event.id, { startDate: '2030-06-20', endDate: '2030-06-20' });
    expect(moved.json().movedTasks).toBe(3);
  });

  it.each([
    ['Book the venue\nT-3651 Far too early', 'Line 2: an offset can be at most 3,650 days before or after the event'],
    ['T+1', 'Line 1 has an offset but no task title'],
  ])('refuse an unusable token, naming its line: %j', async (text, message) => {
    const { cookie, event } = await owner();
    const response = await t.call('POST', '/api/tasks/bulk', cookie, { eventId: event.id, text });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ text: message });
    expect((await listed(cookie, `eventId=${event.id}`)).items).toEqual([]);
  });

  it('take a line that only looks like an offset (t-2, T-5days, T+) as a title, dated like any other line, as the preview warns', async () => {
    const { cookie, event } = await owner();
    const text = 't-2 Book the venue\nT-5days Order badges\nT+ Thank the sponsors';
    const response = await t.call('POST', '/api/tasks/bulk', cookie, { eventId: event.id, text, today: '2030-01-01' });
    expect(response.statusCode).toBe(201);
    const { items } = await listed(cookie, `batch=${response.json().batchId}&sort=created&order=asc`);
    expect(items.map(({ title, dueDate, dueAnchor, countdown }) => ({ title, dueDate, dueAnchor, countdown }))).toEqual([
      { title: 't-2 Book the venue', dueDate: '2030-01-02', dueAnchor: null, countdown: null },
      { title: 'T-5days Order badges', dueDate: '2030-01-03', dueAnchor: null, countdown: null },
      { title: 'T+ Thank the sponsors', dueDate: '2030-01-04', dueAnchor: null, countdown: null },
    ]);
  });
});

describe('the OpenAPI document', () => {
  it('lists the relative due date fields and the moved task count', async () => {
    const { paths } = (await t.call('GET', '/api/docs/json')).json();
    const text = (value: unknown) => JSON.stringify(value);
    for (const operation of [paths['/api/tasks'].post, paths['/api/tasks/{id}'].patch]) {
      expect(text(operation.requestBody)).toContain('"dueAnchor"');
      expect(text(operation.requestBody)).toContain('"dueOffsetDays"');
      expect(text(operation.requestBody)).toContain('"maximum":3650');
      expect(text(operation.responses['200'] ?? operation.responses['201'])).toContain('"countdown"');
    }
    expect(text(paths['/api/events/{id}'].patch.responses['200'])).toContain('"movedTasks"');
    expect(paths['/api/tasks/bulk'].post.description).toContain('T-90');
  });
});
