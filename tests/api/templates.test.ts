import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_IN_TEMPLATES } from '../../src/domain/built-in-templates.ts';
import { countOwnedRows, createEvent, createTask } from './support/fixtures.ts';
import { FAULT_MESSAGE, failWrites } from './support/faults.ts';
import { createTestApp, signUp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface ApiTask {
  title: string;
  description: string;
  priority: string;
  status: string;
  dueDate: string | null;
  dueAnchor: string | null;
  dueOffsetDays: number | null;
}

const newEvent = (overrides: Record<string, unknown> = {}) => ({
  name: 'Autumn Summit',
  description: 'Second edition',
  startDate: '2031-03-10',
  endDate: '2031-03-11',
  ...overrides,
});

const templateTask = (title: string, overrides: Record<string, unknown> = {}) => ({ title, dueAnchor: 'start', dueOffsetDays: -7, ...overrides });

async function saveTemplate(cookie: string, body: Record<string, unknown>) {
  const response = await t.call('POST', '/api/templates', cookie, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().template as { id: number; name: string; tasks: Record<string, unknown>[] };
}

/** The event's tasks as the task list shows them, by title. */
async function tasksOf(cookie: string, eventId: number): Promise<Map<string, ApiTask>> {
  const response = await t.call('GET', `/api/tasks?eventId=${eventId}&limit=500`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return new Map((response.json().items as ApiTask[]).map((task) => [task.title, task]));
}

async function templateRows(workspaceId: number) {
  const templates = await t.app.db
    .selectFrom('task_templates')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('owner_id', '=', workspaceId)
    .executeTakeFirstOrThrow();
  const items = await t.app.db
    .selectFrom('task_template_items')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('owner_id', '=', workspaceId)
    .executeTakeFirstOrThrow();
  return { templates: Number(templates.count), items: Number(items.count) };
}

async function storedEvents(workspaceId: number) {
  return { events: await countOwnedRows(t.app, 'events', workspaceId), tasks: await countOwnedRows(t.app, 'tasks', workspaceId) };
}

describe('authentication', () => {
  it.each([
    ['GET', '/api/templates'],
    ['GET', '/api/templates/built-in'],
    ['GET', '/api/templates/1'],
    ['POST', '/api/templates'],
    ['PATCH', '/api/templates/1'],
    ['DELETE', '/api/templates/1'],
    ['POST', '/api/templates/1/events'],
    ['POST', '/api/templates/built-in/meetup/events'],
  ] as const)('%s %s answers 401 without a session', async (method, url) => {
    const response = await t.call(method, url, undefined, method === 'GET' || method === 'DELETE' ? undefined : { name: 'Gala' });
    expect(response.statusCode).toBe(401);
  });
});

describe('round trip: save from an event, read, create an event from it', () => {
  it("keeps anchored tasks, makes fixed dates start-relative, keeps undated tasks undated, and dates the new event's tasks", async () => {
    const { cookie, workspaceId } = await signUp(t.app);
    const source = await createEvent(t.app, cookie, { name: 'Spring Summit', startDate: '2030-06-10', endDate: '2030-06-12' });
    const venue = await createTask(t.app, cookie, {
      title: 'Book the venue',
      description: 'Main hall and two breakout rooms',
      priority: 'high',
      eventId: source.id,
      dueAnchor: 'start',
      dueOffsetDays: -30,
    });
    expect(venue.status).toBe('todo');
    await createTask(t.app, cookie, { title: 'Collect ideas', priority: 'low', eventId: source.id });
    await createTask(t.app, cookie, { title: 'Thank the sponsors', priority: 'low', eventId: source.id, dueAnchor: 'end', dueOffsetDays: 2 });
    await createTask(t.app, cookie, { title: 'Print badges', eventId: source.id, dueDate: '2030-06-01' });
    // A task's status is not part of a template: the new event's tasks all start To Do.
    await t.call('PUT', `/api/tasks/${venue.id}/status`, cookie, { status: 'completed' });

    const saved = await saveTemplate(cookie, { name: '  Summit plan  ', eventId: source.id });
    expect(saved.name).toBe('Summit plan');
    const expectedTasks = [
      { title: 'Book the venue', description: 'Main hall and two breakout rooms', priority: 'high', dueAnchor: 'start', dueOffsetDays: -30 },
      { title: 'Print badges', description: '', priority: 'medium', dueAnchor: 'start', dueOffsetDays: -9 },
      { title: 'Thank the sponsors', description: '', priority: 'low', dueAnchor: 'end', dueOffsetDays: 2 },
      { title: 'Collect ideas', description: '', priority: 'low', dueAnchor: null, dueOffsetDays: null },
    ];
    expect(saved.tasks).toEqual(expectedTasks);

    const read = await t.call('GET', `/api/templates/${saved.id}`, cookie);
    expect(read.statusCode).toBe(200);
    expect(read.json().template).toMatchObject({ id: saved.id, name: 'Summit plan', tasks: expectedTasks });

    const list = await t.call('GET', '/api/templates', cookie);
    expect(list.json().items).toEqual([expect.objectContaining({ id: saved.id, name: 'Summit plan', taskCount: 4 })]);

    const created = await t.call('POST', `/api/templates/${saved.id}/events`, cookie, newEvent());
    expect(created.statusCode, created.body).toBe(201);
    const { event, createdTasks } = created.json();
    expect(createdTasks).toBe(4);
    expect(event).toMatchObject({ name: 'Autumn Summit', description: 'Second edition', startDate: '2031-03-10', endDate: '2031-03-11', taskCount: 4 });

    const tasks = await tasksOf(cookie, event.id);
    expect(tasks.get('Book the venue')).toMatchObject({
      dueDate: '2031-02-08',
      dueAnchor: 'start',
      dueOffsetDays: -30,
      priority: 'high',
      description: 'Main hall and two breakout rooms',
      status: 'todo',
    });
    expect(tasks.get('Print badges')).toMatchObject({ dueDate: '2031-03-01', dueAnchor: 'start', dueOffsetDays: -9, priority: 'medium' });
    expect(tasks.get('Thank the sponsors')).toMatchObject({ dueDate: '2031-03-13', dueAnchor: 'end', dueOffsetDays: 2, priority: 'low' });
    expect(tasks.get('Collect ideas')).toMatchObject({ dueDate: null, dueAnchor: null, dueOffsetDays: null, status: 'todo' });
    expect(await storedEvents(workspaceId)).toEqual({ events: 2, tasks: 8 });

    // The new event's tasks are anchored: moving it moves them.
    const moved = await t.call('PATCH', `/api/events/${event.id}`, cookie, newEvent({ startDate: '2031-03-17', endDate: '2031-03-18' }));
    expect(moved.statusCode).toBe(200);
    expect((await tasksOf(cookie, event.id)).get('Book the venue')?.dueDate).toBe('2031-02-15');
  });

  it('saves tasks sent as a list, in the order sent, with defaults for what is left out', async () => {
    const { cookie } = await signUp(t.app);
    const template = await saveTemplate(cookie, {
      name: 'Picnic',
      tasks: [{ title: 'Buy food', dueAnchor: 'start', dueOffsetDays: -1, priority: 'high' }, { title: 'Bring blankets' }],
    });
    expect(template.tasks).toEqual([
      { title: 'Buy food', description: '', priority: 'high', dueAnchor: 'start', dueOffsetDays: -1 },
      { title: 'Bring blankets', description: '', priority: 'medium', dueAnchor: null, dueOffsetDays: null },
    ]);
  });

  it('refuses to save an event without tasks, or that is not yours, as a 400 on eventId', async () => {
    const { cookie, workspaceId } = await signUp(t.app);
    const empty = await createEvent(t.app, cookie);
    const noTasks = await t.call('POST', '/api/templates', cookie, { name: 'Empty', eventId: empty.id });
    expect(noTasks.statusCode).toBe(400);
    expect(noTasks.json().error.fields).toEqual({ eventId: 'This event has no tasks to save as a template' });
    const unknown = await t.call('POST', '/api/templates', cookie, { name: 'Empty', eventId: 2_000_000_000 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ eventId: 'Event not found' });
    expect(await templateRows(workspaceId)).toEqual({ templates: 0, items: 0 });
  });
});

describe('rename, replace the tasks, delete', () => {
  it('renames, replaces the whole task list, and deletes with the tasks', async () => {
    const { cookie, workspaceId } = await signUp(t.app);
    const template = await saveTemplate(cookie, { name: 'Gala', tasks: [templateTask('Book the hall'), templateTask('Hire a band')] });
    const other = await saveTemplate(cookie, { name: 'Auction', tasks: [templateTask('Collect lots')] });

    const renamed = await t.call('PATCH', `/api/templates/${template.id}`, cookie, { name: 'Winter gala' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().template).toMatchObject({ name: 'Winter gala', tasks: [{ title: 'Book the hall' }, { title: 'Hire a band' }] });

    // Its own name in another case is not a duplicate.
    const recased = await t.call('PATCH', `/api/templates/${template.id}`, cookie, { name: 'WINTER GALA' });
    expect(recased.statusCode).toBe(200);

    const replaced = await t.call('PATCH', `/api/templates/${template.id}`, cookie, {
      tasks: [templateTask('Send invitations', { dueOffsetDays: -42, priority: 'high' }), templateTask('Book the hall', { dueAnchor: null, dueOffsetDays: null })],
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().template).toMatchObject({
      name: 'WINTER GALA',
      tasks: [
        { title: 'Send invitations', dueAnchor: 'start', dueOffsetDays: -42, priority: 'high' },
        { title: 'Book the hall', dueAnchor: null, dueOffsetDays: null, priority: 'medium' },
      ],
    });
    expect((await t.call('GET', `/api/templates/${template.id}`, cookie)).json().template.tasks).toHaveLength(2);

    const list = await t.call('GET', '/api/templates', cookie);
    expect(list.json().items.map((item: { name: string; taskCount: number }) => [item.name, item.taskCount])).toEqual([
      ['Auction', 1],
      ['WINTER GALA', 2],
    ]);

    expect((await t.call('DELETE', `/api/templates/${template.id}`, cookie)).statusCode).toBe(204);
    expect((await t.call('GET', `/api/templates/${template.id}`, cookie)).statusCode).toBe(404);
    expect((await t.call('DELETE', `/api/templates/${template.id}`, cookie)).statusCode).toBe(404);
    expect((await t.call('GET', '/api/templates', cookie)).json().items.map((item: { id: number }) => item.id)).toEqual([other.id]);
    expect(await templateRows(workspaceId)).toEqual({ templates: 1, items: 1 });
  });

  it('leaves events created from a template as they are when it is deleted', async () => {
    const { cookie } = await signUp(t.app);
    const template = await saveTemplate(cookie, { name: 'Gala', tasks: [templateTask('Book the hall')] });
    const created = (await t.call('POST', `/api/templates/${template.id}/events`, cookie, newEvent())).json();
    expect((await t.call('DELETE', `/api/templates/${template.id}`, cookie)).statusCode).toBe(204);
    expect((await tasksOf(cookie, created.event.id)).get('Book the hall')?.dueDate).toBe('2031-03-03');
  });
});

describe('built-in templates', () => {
  it('lists the conference, wedding and meetup templates with 20 to 40 dated tasks each', async () => {
    const { cookie } = await signUp(t.app);
    const response = await t.call('GET', '/api/templates/built-in', cookie);
    expect(response.statusCode).toBe(200);
    const items = response.json().items as { key: string; name: string; description: string; tasks: ApiTask[] }[];
    expect(items.map((item) => item.key)).toEqual(['conference', 'wedding', 'meetup']);
    for (const item of items) {
      expect(item.tasks.length, item.key).toBeGreaterThanOrEqual(20);
      expect(item.tasks.length, item.key).toBeLessThanOrEqual(40);
      expect(item.tasks.every((task) => task.dueAnchor !== null && Number.isInteger(task.dueOffsetDays)), item.key).toBe(true);
    }
  });

  it('creates an event with every task of a built-in template, dated from the new event', async () => {
    const { cookie, workspaceId } = await signUp(t.app);
    const wedding = BUILT_IN_TEMPLATES.find((template) => template.key === 'wedding')!;
    const response = await t.call('POST', '/api/templates/built-in/wedding/events', cookie, newEvent({ name: 'Sam and Alex', startDate: '2031-09-20', endDate: '' }));
    expect(response.statusCode, response.body).toBe(201);
    const { event, createdTasks } = response.json();
    expect(createdTasks).toBe(wedding.tasks.length);
    expect(event).toMatchObject({ name: 'Sam and Alex', startDate: '2031-09-20', endDate: '2031-09-20', taskCount: wedding.tasks.length });

    const tasks = await tasksOf(cookie, event.id);
    expect(tasks.size).toBe(wedding.tasks.length);
    expect(tasks.get('Book the ceremony and reception venues')).toMatchObject({ dueDate: '2030-11-24', dueAnchor: 'start', dueOffsetDays: -300, priority: 'high' });
    expect(tasks.get('Send thank-you cards')).toMatchObject({ dueDate: '2031-10-04', dueAnchor: 'end', dueOffsetDays: 14 });
    expect(tasks.get('Hand the running order to the day coordinator')?.dueDate).toBe('2031-09-20');
    expect(await storedEvents(workspaceId)).toEqual({ events: 1, tasks: wedding.tasks.length });
  });

  it('answers 404 for a key that names no built-in template', async () => {
    const { cookie, workspaceId } = await signUp(t.app);
    const response = await t.call('POST', '/api/templates/built-in/picnic/events', cookie, newEvent());
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Built-in template not found');
    expect(await storedEvents(workspaceId)).toEqual({ events: 0, tasks: 0 });
  });
});

describe('creating an event from a template is all or nothing', () => {
  it('refuses dates that put a task before 1900-01-01, on the start date, storing nothing', async () => {
    const { cookie, workspaceId } = await signUp(t.app);
    const response = await t.call('POST', '/api/templates/built-in/conference/events', cookie, newEvent({ startDate: '1900-03-01', endDate: '' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      startDate: 'With these dates "Set the budget and ticket prices" would be due before 1900-01-01: choose other event dates',
    });
    expect(await storedEvents(workspaceId)).toEqual({ events: 0, tasks: 0 });
  });

  it('refuses dates that put a task after 9999-12-31, on the end date, storing nothing', async () => {
    const { cookie, workspaceId } = await signUp(t.app);
    const template = await saveTemplate(cookie, {
      name: 'Late',
      tasks: [templateTask('Early'), templateTask('Pay the suppliers', { dueAnchor: 'end', dueOffsetDays: 30 })],
    });
    const response = await t.call('POST', `/api/templates/${template.id}/events`, cookie, newEvent({ startDate: '9999-12-01', endDate: '9999-12-10' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      endDate: 'With these dates "Pay the suppliers" would be due after 9999-12-31: choose other event dates',
    });
    expect(await storedEvents(workspaceId)).toEqual({ events: 0, tasks: 0 });
  });

  it('stores neither the event nor any task when the database fails in the middle of the tasks', async () => {
    const { cookie, workspaceId } = await signUp(t.app);
    const tasks = Array.from({ length: 500 }, (_, index) => templateTask(`Step ${index + 1}`, { dueOffsetDays: -(index % 300) }));
    const template = await saveTemplate(cookie, { name: 'Long plan', tasks });

    const removeFault = await failWrites(t.app, 'tasks', 'insert', { title: 'Step 251' });
    try {
      const response = await t.call('POST', `/api/templates/${template.id}/events`, cookie, newEvent());
      expect(response.statusCode).toBe(500);
      expect(response.body).not.toContain(FAULT_MESSAGE);
    } finally {
      await removeFault();
    }
    expect(await storedEvents(workspaceId)).toEqual({ events: 0, tasks: 0 });

    const retried = await t.call('POST', `/api/templates/${template.id}/events`, cookie, newEvent());
    expect(retried.statusCode).toBe(201);
    expect(retried.json().createdTasks).toBe(500);
    expect(await storedEvents(workspaceId)).toEqual({ events: 1, tasks: 500 });
  });

  it('stores no template when the database fails while saving its tasks', async () => {
    const { cookie, workspaceId } = await signUp(t.app);
    const removeFault = await failWrites(t.app, 'task_template_items', 'insert', { title: 'Hire a band' });
    try {
      const response = await t.call('POST', '/api/templates', cookie, { name: 'Gala', tasks: [templateTask('Book the hall'), templateTask('Hire a band')] });
      expect(response.statusCode).toBe(500);
    } finally {
      await removeFault();
    }
    expect(await templateRows(workspaceId)).toEqual({ templates: 0, items: 0 });
  });
});

describe('bad input', () => {
  let cookie: string;
  let workspaceId: number;
  let templateId: number;

  beforeAll(async () => {
    const owner = await signUp(t.app);
    cookie = owner.cookie;
    workspaceId = owner.workspaceId;
    templateId = (await saveTemplate(cookie, { name: 'Gala', tasks: [templateTask('Book the hall')] })).id;
  });

  it.each([
    ['no tasks', { name: 'New', tasks: [] }, { tasks: 'A template needs at least one task' }],
    ['neither tasks nor an event', { name: 'New' }, { tasks: 'A template needs at least one task' }],
    [
      '501 tasks',
      { name: 'New', tasks: Array.from({ length: 501 }, (_, index) => templateTask(`Task ${index}`)) },
      { tasks: 'A template can hold at most 500 tasks' },
    ],
    ['an offset of 3,651 days', { name: 'New', tasks: [templateTask('Far', { dueOffsetDays: 3651 })] }, { 'tasks.0.dueOffsetDays': 'Offset must be between -3,650 and 3,650 days' }],
    ['an offset of -3,651 days', { name: 'New', tasks: [templateTask('Far', { dueOffsetDays: -3651 })] }, { 'tasks.0.dueOffsetDays': 'Offset must be between -3,650 and 3,650 days' }],
    ['an unknown anchor', { name: 'New', tasks: [templateTask('Odd', { dueAnchor: 'middle' })] }, { 'tasks.0.dueAnchor': 'Anchor must be start or end' }],
    ['an anchor without an offset', { name: 'New', tasks: [templateTask('Odd', { dueOffsetDays: null })] }, { 'tasks.0.dueOffsetDays': 'Enter how many days before or after the event the task is due' }],
    ['an empty name', { name: '', tasks: [templateTask('Book')] }, { name: 'Template name is required' }],
    ['a blank name', { name: '   ', tasks: [templateTask('Book')] }, { name: 'Template name is required' }],
    ['a name of 101 characters', { name: 'x'.repeat(101), tasks: [templateTask('Book')] }, { name: 'Template name must be at most 100 characters' }],
    ['a duplicate name, in another case', { name: ' gALA ', tasks: [templateTask('Book')] }, { name: 'You already have a template with this name' }],
    ['a task without a title', { name: 'New', tasks: [{ title: ' ' }] }, { 'tasks.0.title': 'Title is required' }],
  ])('POST refuses %s with a 400 on the field, storing nothing', async (_case, body, fields) => {
    const before = await templateRows(workspaceId);
    const response = await t.call('POST', '/api/templates', cookie, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual(fields);
    expect(await templateRows(workspaceId)).toEqual(before);
  });

  it('PATCH refuses an empty task list and another template’s name, changing nothing', async () => {
    await saveTemplate(cookie, { name: 'Auction', tasks: [templateTask('Collect lots')] });
    const before = (await t.call('GET', `/api/templates/${templateId}`, cookie)).json();
    const empty = await t.call('PATCH', `/api/templates/${templateId}`, cookie, { tasks: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({ tasks: 'A template needs at least one task' });
    const taken = await t.call('PATCH', `/api/templates/${templateId}`, cookie, { name: 'AUCTION', tasks: [templateTask('Other')] });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().error.fields).toEqual({ name: 'You already have a template with this name' });
    expect((await t.call('GET', `/api/templates/${templateId}`, cookie)).json()).toEqual(before);
  });

  it('creating an event refuses the event form’s bad input the way POST /api/events does', async () => {
    const before = await storedEvents(workspaceId);
    const response = await t.call('POST', `/api/templates/${templateId}/events`, cookie, newEvent({ name: '', endDate: '2031-03-01' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ name: 'Event name is required', endDate: 'End date cannot be before the start date' });
    expect(await storedEvents(workspaceId)).toEqual(before);
  });

  it('refuses an id that is not a positive whole number', async () => {
    const response = await t.call('GET', '/api/templates/abc', cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ id: 'Template id must be a positive whole number' });
  });
});

describe("another user's templates", () => {
  it('are invisible: 404 exactly as an unknown id for read, edit, delete and create-event, and absent from the list', async () => {
    const owner = await signUp(t.app);
    const stranger = await signUp(t.app);
    const template = await saveTemplate(owner.cookie, { name: 'Secret plan', tasks: [templateTask('Book the hall')] });
    const unknownId = 2_000_000_000;
    const before = (await t.call('GET', `/api/templates/${template.id}`, owner.cookie)).json();

    const requests = [
      ['GET', (id: number) => `/api/templates/${id}`, undefined],
      ['PATCH', (id: number) => `/api/templates/${id}`, { name: 'Taken over', tasks: [templateTask('Mine now')] }],
      ['DELETE', (id: number) => `/api/templates/${id}`, undefined],
      ['POST', (id: number) => `/api/templates/${id}/events`, newEvent()],
    ] as const;
    for (const [method, url, body] of requests) {
      const foreign = await t.call(method, url(template.id), stranger.cookie, body);
      const unknown = await t.call(method, url(unknownId), stranger.cookie, body);
      expect(foreign.statusCode, `${method} ${url(template.id)}`).toBe(404);
      expect(foreign.json()).toEqual(unknown.json());
      expect(foreign.json().error.message).toBe('Template not found');
    }

    expect((await t.call('GET', '/api/templates', stranger.cookie)).json()).toMatchObject({ items: [], total: 0 });
    expect((await t.call('GET', `/api/templates/${template.id}`, owner.cookie)).json()).toEqual(before);
    expect(await storedEvents(stranger.workspaceId)).toEqual({ events: 0, tasks: 0 });

    // Names are unique per owner only.
    await saveTemplate(stranger.cookie, { name: 'Secret plan', tasks: [templateTask('Something else')] });
    expect((await t.call('GET', '/api/templates', owner.cookie)).json().items).toHaveLength(1);
  });

  it("cannot save another user's event as a template", async () => {
    const owner = await signUp(t.app);
    const stranger = await signUp(t.app);
    const event = await createEvent(t.app, owner.cookie);
    await createTask(t.app, owner.cookie, { title: 'Private task', eventId: event.id });
    const foreign = await t.call('POST', '/api/templates', stranger.cookie, { name: 'Copy', eventId: event.id });
    const unknown = await t.call('POST', '/api/templates', stranger.cookie, { name: 'Copy', eventId: 2_000_000_000 });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual(unknown.json());
    expect(await templateRows(stranger.workspaceId)).toEqual({ templates: 0, items: 0 });
  });
});
