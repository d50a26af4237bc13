import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countOwnedRows, createEvent } from './support/fixtures.ts';
import { createTestApp, signUp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = async (cookie: string, query = '') => {
  const response = await t.call('GET', `/api/events${query}`, cookie);
  expect(response.statusCode).toBe(200);
  return response.json() as { items: { id: number; name: string; status: string }[]; total: number; limit: number; offset: number };
};
const names = (page: { items: { name: string }[] }) => page.items.map((event) => event.name);

describe('creating an event', () => {
  it('answers 201 with the stored event, trimmed, owned by the caller', async () => {
    const { cookie, workspaceId } = await signUp(t.app, { name: 'Dana Owner' });
    const before = new Date().toISOString();
    const response = await t.call('POST', '/api/events?today=2026-05-20', cookie, {
      name: '  Music Summit ',
      description: ' Live bands and talks  ',
      startDate: '2026-06-01',
      endDate: '2026-06-03',
    });
    expect(response.statusCode).toBe(201);
    const { event } = response.json();
    expect(event).toEqual({
      id: expect.any(Number),
      name: 'Music Summit',
      description: 'Live bands and talks',
      startDate: '2026-06-01',
      endDate: '2026-06-03',
      status: 'upcoming',
      createdBy: 'Dana Owner',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      updatedAt: event.createdAt,
      taskCount: 0,
      memberCount: 0,
    });
    expect(event.createdAt >= before).toBe(true);

    const row = await t.app.db.selectFrom('events').selectAll().where('id', '=', event.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ owner_id: workspaceId, name: 'Music Summit', start_date: '2026-06-01', end_date: '2026-06-03' });
  });

  it.each([[undefined], [''], ['   '], [null]])('an end date of %j becomes the start date', async (endDate) => {
    const { cookie } = await signUp(t.app);
    const response = await t.call('POST', '/api/events', cookie, {
      name: 'Charity Run',
      description: '5k',
      startDate: '2026-09-12',
      endDate,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().event).toMatchObject({ startDate: '2026-09-12', endDate: '2026-09-12' });
  });

  it('ignores a client-supplied id, owner and timestamps', async () => {
    const other = await signUp(t.app);
    const { cookie, workspaceId } = await signUp(t.app);
    const before = new Date().toISOString();
    const response = await t.call('POST', '/api/events', cookie, {
      name: 'Startup Gala',
      description: 'Pitch night',
      startDate: '2026-07-01',
      id: 987654,
      ownerId: other.workspaceId,
      owner_id: other.workspaceId,
      workspaceId: other.workspaceId,
      workspace_id: other.workspaceId,
      userId: other.user.id,
      user_id: other.user.id,
      createdAt: '2000-01-01T00:00:00.000Z',
      created_at: '2000-01-01T00:00:00.000Z',
      updatedAt: '2000-01-01T00:00:00.000Z',
      updated_at: '2000-01-01T00:00:00.000Z',
      createdBy: 'Someone Else',
      taskCount: 40,
    });
    expect(response.statusCode).toBe(201);
    const { event } = response.json();
    expect(event.id).not.toBe(987654);
    expect(event.createdAt >= before).toBe(true);
    expect(event.updatedAt >= before).toBe(true);
    expect(event.createdBy).toBe('Test Organiser');
    expect(event.taskCount).toBe(0);
    const row = await t.app.db.selectFrom('events').selectAll().where('id', '=', event.id).executeTakeFirstOrThrow();
    expect(row.owner_id).toBe(workspaceId);
    expect(row.created_at >= before).toBe(true);
    expect(await countOwnedRows(t.app, 'events', other.workspaceId)).toBe(0);
  });
});

describe('validation', () => {
  const valid = { name: 'Tech Conference', description: 'Annual conference', startDate: '2026-06-01' };

  it.each([
    [{ name: '' }, 'name', 'Event name is required'],
    [{ name: '   ' }, 'name', 'Event name is required'],
    [{ name: undefined }, 'name', 'Event name is required'],
    [{ name: 'x'.repeat(201) }, 'name', 'Event name must be at most 200 characters'],
    [{ description: '' }, 'description', 'Event description is required'],
    [{ description: '  ' }, 'description', 'Event description is required'],
    [{ description: 'x'.repeat(5001) }, 'description', 'Event description must be at most 5000 characters'],
    [{ startDate: '' }, 'startDate', 'Start date is required'],
    [{ startDate: undefined }, 'startDate', 'Start date is required'],
    [{ startDate: '2026-02-30' }, 'startDate', 'Start date must be a valid date (YYYY-MM-DD)'],
    [{ startDate: '06/01/2026' }, 'startDate', 'Start date must be a valid date (YYYY-MM-DD)'],
    [{ endDate: 'soon' }, 'endDate', 'End date must be a valid date (YYYY-MM-DD)'],
    [{ endDate: '2026-05-31' }, 'endDate', 'End date cannot be before the start date'],
    [{ startDate: '0000-01-01' }, 'startDate', 'Start date must be between 1900-01-01 and 9999-12-31'],
    [{ startDate: '1899-12-31' }, 'startDate', 'Start date must be between 1900-01-01 and 9999-12-31'],
    [{ endDate: '0000-01-01' }, 'endDate', 'End date must be between 1900-01-01 and 9999-12-31'],
    [{ name: 'Tech\u0000Conference' }, 'name', 'Event name cannot contain control characters'],
    [{ description: 'Annual\u0000conference' }, 'description', 'Event description cannot contain control characters'],
  ])('create %j is refused on %s with "%s" and stores nothing', async (override, field, message) => {
    const { cookie, workspaceId } = await signUp(t.app);
    const response = await t.call('POST', '/api/events', cookie, { ...valid, ...override });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.fields).toEqual({ [field]: message });
    expect(error.message).toBe(message);
    expect(await countOwnedRows(t.app, 'events', workspaceId)).toBe(0);
  });

  it('names every wrong field at once', async () => {
    const { cookie } = await signUp(t.app);
    const response = await t.call('POST', '/api/events', cookie, { name: '', description: '', startDate: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      name: 'Event name is required',
      description: 'Event description is required',
      startDate: 'Start date is required',
    });
  });

  it.each([
    [{ name: '' }, 'name', 'Event name is required'],
    [{ description: '' }, 'description', 'Event description is required'],
    [{ startDate: '' }, 'startDate', 'Start date is required'],
    [{ endDate: '2026-05-31' }, 'endDate', 'End date cannot be before the start date'],
  ])('update %j is refused on %s and changes nothing', async (override, field, message) => {
    const { cookie } = await signUp(t.app);
    const created = await createEvent(t.app, cookie, valid);
    const response = await t.call('PATCH', `/api/events/${created.id}`, cookie, { ...valid, name: 'Renamed', ...override });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[field]).toBe(message);
    const row = await t.app.db.selectFrom('events').selectAll().where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Tech Conference', description: 'Annual conference', start_date: '2026-06-01', end_date: '2026-06-01' });
  });

  it.each([
    ['?status=soon', 'status'],
    ['?today=tomorrow', 'today'],
    ['?today=2026-02-30', 'today'],
    ['?today=0000-01-01', 'today'],
    ['?q=a%00b', 'q'],
    ['?limit=0', 'limit'],
    ['?limit=501', 'limit'],
    ['?offset=-1', 'offset'],
    ['?q=' + 'x'.repeat(201), 'q'],
  ])('a list query %s is refused on %s', async (query, field) => {
    const { cookie } = await signUp(t.app);
    const response = await t.call('GET', `/api/events${query}`, cookie);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual([field]);
  });

  it.each([['abc'], ['0'], ['-3'], ['1.5'], ['99999999999']])('an event id of %s is refused', async (id) => {
    const { cookie } = await signUp(t.app);
    const response = await t.call('GET', `/api/events/${id}`, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.id).toBe('Event id must be a positive whole number');
  });
});

describe('reading, updating and deleting one event', () => {
  it('reads an event back as it was created', async () => {
    const { cookie } = await signUp(t.app);
    const created = await t.call('POST', '/api/events?today=2026-06-02', cookie, {
      name: 'Product Launch',
      description: 'Launch day',
      startDate: '2026-06-01',
      endDate: '2026-06-05',
    });
    const response = await t.call('GET', `/api/events/${created.json().event.id}?today=2026-06-02`, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(created.json());
    expect(response.json().event.status).toBe('active');
  });

  it('derives the status of one event from the today parameter', async () => {
    const { cookie } = await signUp(t.app);
    const { id } = await createEvent(t.app, cookie, { startDate: '2026-06-10', endDate: '2026-06-12' });
    const statusOn = async (today: string) => (await t.call('GET', `/api/events/${id}?today=${today}`, cookie)).json().event.status;
    expect(await statusOn('2026-06-09')).toBe('upcoming');
    expect(await statusOn('2026-06-10')).toBe('active');
    expect(await statusOn('2026-06-12')).toBe('active');
    expect(await statusOn('2026-06-13')).toBe('past');
  });

  it('answers 404 "Event not found" for an id that does not exist', async () => {
    const { cookie } = await signUp(t.app);
    for (const method of ['GET', 'DELETE'] as const) {
      const response = await t.call(method, '/api/events/2000000000', cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('Event not found');
    }
    const response = await t.call('PATCH', '/api/events/2000000000', cookie, {
      name: 'X',
      description: 'Y',
      startDate: '2026-01-01',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Event not found');
  });

  it('replaces the editable fields, keeps the creation time and moves the update time', async () => {
    const { cookie } = await signUp(t.app, { name: 'Eve Editor' });
    const created = (
      await t.call('POST', '/api/events', cookie, { name: 'Tech Conference', description: 'Old', startDate: '2026-06-01', endDate: '2026-06-02' })
    ).json().event;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const response = await t.call('PATCH', `/api/events/${created.id}?today=2026-06-04`, cookie, {
      name: ' Tech Conference 2026 ',
      description: 'New agenda',
      startDate: '2026-06-03',
      endDate: '2026-06-05',
      createdAt: '2000-01-01T00:00:00.000Z',
      ownerId: 12345,
    });
    expect(response.statusCode).toBe(200);
    const { event } = response.json();
    expect(event).toMatchObject({
      id: created.id,
      name: 'Tech Conference 2026',
      description: 'New agenda',
      startDate: '2026-06-03',
      endDate: '2026-06-05',
      status: 'active',
      createdBy: 'Eve Editor',
      createdAt: created.createdAt,
    });
    expect(event.updatedAt > created.updatedAt).toBe(true);
    const reread = await t.call('GET', `/api/events/${created.id}?today=2026-06-04`, cookie);
    expect(reread.json().event).toEqual(event);
  });

  it('sets the end date to the start date when an edit clears it', async () => {
    const { cookie } = await signUp(t.app);
    const { id } = await createEvent(t.app, cookie, { startDate: '2026-06-01', endDate: '2026-06-04' });
    const response = await t.call('PATCH', `/api/events/${id}`, cookie, {
      name: 'Tech Conference',
      description: 'Annual conference',
      startDate: '2026-06-02',
      endDate: '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().event).toMatchObject({ startDate: '2026-06-02', endDate: '2026-06-02' });
  });

  it('deletes an event: 204, then 404', async () => {
    const { cookie, workspaceId } = await signUp(t.app);
    const { id } = await createEvent(t.app, cookie);
    const kept = await createEvent(t.app, cookie, { name: 'Kept Event' });
    const response = await t.call('DELETE', `/api/events/${id}`, cookie);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await t.call('GET', `/api/events/${id}`, cookie)).statusCode).toBe(404);
    expect((await t.call('DELETE', `/api/events/${id}`, cookie)).statusCode).toBe(404);
    expect(names(await list(cookie))).toEqual(['Kept Event']);
    expect(await countOwnedRows(t.app, 'events', workspaceId)).toBe(1);
    expect((await t.call('GET', `/api/events/${kept.id}`, cookie)).statusCode).toBe(200);
  });
});

describe('tasks and team members of an event', () => {
  async function addMember(workspaceId: number, eventId: number, code: string) {
    const now = new Date().toISOString();
    const row = await t.app.db
      .insertInto('team_members')
      .values({ owner_id: workspaceId, event_id: eventId, code, name: `Member ${code}`, join_date: '2026-06-01', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
  async function addTask(workspaceId: number, eventId: number, title: string, assigneeId: number | null = null) {
    const now = new Date().toISOString();
    const row = await t.app.db
      .insertInto('tasks')
      .values({ owner_id: workspaceId, event_id: eventId, title, assignee_id: assigneeId, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.app.db
      .insertInto('task_status_log')
      .values({ task_id: row.id, owner_id: workspaceId, old_status: null, new_status: 'todo', changed_at: now })
      .execute();
    return row.id;
  }
  const countWhere = async (table: 'tasks' | 'team_members', eventId: number) =>
    Number(
      (
        await t.app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('event_id', '=', eventId)
          .executeTakeFirstOrThrow()
      ).count,
    );

  it('counts each event’s own tasks and members in the list and on the event', async () => {
    const { cookie, workspaceId } = await signUp(t.app);
    const a = await createEvent(t.app, cookie, { name: 'Alpha Event', startDate: '2026-06-01' });
    const b = await createEvent(t.app, cookie, { name: 'Beta Event', startDate: '2026-06-02' });
    await createEvent(t.app, cookie, { name: 'Gamma Event', startDate: '2026-06-03' });
    const member = await addMember(workspaceId, a.id, 'AE-00000001');
    await addMember(workspaceId, a.id, 'AE-00000002');
    await addMember(workspaceId, b.id, 'BE-00000001');
    await addTask(workspaceId, a.id, 'Book venue', member);
    await addTask(workspaceId, a.id, 'Print badges');
    await addTask(workspaceId, a.id, 'Order food');
    await addTask(workspaceId, b.id, 'Send invites');

    const page = await list(cookie, '?today=2026-05-01');
    const counts = page.items.map((event) => [
      event.name,
      (event as unknown as { taskCount: number }).taskCount,
      (event as unknown as { memberCount: number }).memberCount,
    ]);
    expect(counts).toEqual([
      ['Alpha Event', 3, 2],
      ['Beta Event', 1, 1],
      ['Gamma Event', 0, 0],
    ]);
    const single = (await t.call('GET', `/api/events/${a.id}`, cookie)).json().event;
    expect(single).toMatchObject({ taskCount: 3, memberCount: 2 });
  });

  it('deleting an event deletes its tasks, their status history and its team members, and nothing else', async () => {
    const { cookie, workspaceId } = await signUp(t.app);
    const doomed = await createEvent(t.app, cookie, { name: 'Doomed Event' });
    const kept = await createEvent(t.app, cookie, { name: 'Kept Event' });
    const doomedMember = await addMember(workspaceId, doomed.id, 'DE-00000001');
    const doomedTask = await addTask(workspaceId, doomed.id, 'Doomed task', doomedMember);
    await addTask(workspaceId, doomed.id, 'Another doomed task');
    const keptMember = await addMember(workspaceId, kept.id, 'KE-00000001');
    const keptTask = await addTask(workspaceId, kept.id, 'Kept task', keptMember);

    const response = await t.call('DELETE', `/api/events/${doomed.id}`, cookie);
    expect(response.statusCode).toBe(204);

    expect(await countWhere('tasks', doomed.id)).toBe(0);
    expect(await countWhere('team_members', doomed.id)).toBe(0);
    const history = await t.app.db.selectFrom('task_status_log').select('task_id').where('task_id', '=', doomedTask).execute();
    expect(history).toEqual([]);

    expect(await countWhere('tasks', kept.id)).toBe(1);
    expect(await countWhere('team_members', kept.id)).toBe(1);
    const keptRow = await t.app.db.selectFrom('tasks').selectAll().where('id', '=', keptTask).executeTakeFirstOrThrow();
    expect(keptRow.assignee_id).toBe(keptMember);
    expect((await t.call('GET', `/api/events/${kept.id}`, cookie)).json().event).toMatchObject({ taskCount: 1, memberCount: 1 });
  });
});

describe('search', () => {
  let cookie: string;
  beforeAll(async () => {
    ({ cookie } = await signUp(t.app));
    await createEvent(t.app, cookie, { name: 'Music Summit', description: 'Live bands', startDate: '2026-06-01' });
    await createEvent(t.app, cookie, { name: 'Startup Gala', description: 'Pitch night for founders', startDate: '2026-06-02' });
    await createEvent(t.app, cookie, { name: 'Tech Conference', description: 'MUSIC technology talks', startDate: '2026-06-03' });
    await createEvent(t.app, cookie, { name: '100% Fun_Run', description: 'Charity', startDate: '2026-06-04' });
    await createEvent(t.app, cookie, { name: 'Back\\slash Expo', description: 'Odd names', startDate: '2026-06-05' });
  });
  const search = async (q: string) => names(await list(cookie, `?today=2026-01-01&q=${encodeURIComponent(q)}`));

  it('matches name or description, ignoring case', async () => {
    expect(await search('music')).toEqual(['Music Summit', 'Tech Conference']);
    expect(await search('GALA')).toEqual(['Startup Gala']);
    expect(await search('founders')).toEqual(['Startup Gala']);
    expect(await search('  summit  ')).toEqual(['Music Summit']);
  });

  it('takes % and _ literally', async () => {
    expect(await search('%')).toEqual(['100% Fun_Run']);
    expect(await search('_')).toEqual(['100% Fun_Run']);
    expect(await search('0%')).toEqual(['100% Fun_Run']);
    expect(await search('c_n')).toEqual([]);
    expect(await search('m%c')).toEqual([]);
  });

  it('takes a backslash literally', async () => {
    expect(await search('\\')).toEqual(['Back\\slash Expo']);
    expect(await search('k\\s')).toEqual(['Back\\slash Expo']);
  });

  it('an empty search lists everything; no match gives an empty page', async () => {
    expect(await search('')).toHaveLength(5);
    const page = await list(cookie, '?q=nothing-like-this');
    expect(page).toEqual({ items: [], total: 0, limit: 50, offset: 0 });
  });

  it('combines with the status filter and counts only matches in total', async () => {
    const page = await list(cookie, '?today=2026-06-02&status=past&q=music');
    expect(names(page)).toEqual(['Music Summit']);
    expect(page.total).toBe(1);
  });
});

describe('status filter', () => {
  // today = 2026-06-10; yesterday 06-09, tomorrow 06-11
  let cookie: string;
  beforeAll(async () => {
    ({ cookie } = await signUp(t.app));
    const events = [
      ['Ended Last Month', '2026-05-01', '2026-05-03'],
      ['Ended Yesterday', '2026-06-01', '2026-06-09'],
      ['Only Yesterday', '2026-06-09', '2026-06-09'],
      ['Ends Today', '2026-06-05', '2026-06-10'],
      ['Only Today', '2026-06-10', '2026-06-10'],
      ['Yesterday To Tomorrow', '2026-06-09', '2026-06-11'],
      ['Starts Today', '2026-06-10', '2026-06-12'],
      ['Only Tomorrow', '2026-06-11', '2026-06-11'],
      ['Starts Tomorrow', '2026-06-11', '2026-06-14'],
      ['Later In June', '2026-06-20', '2026-06-22'],
    ] as const;
    // Created out of order so that the list order has to come from the dates.
    for (const index of [6, 0, 9, 3, 7, 1, 5, 8, 2, 4]) {
      const [name, startDate, endDate] = events[index]!;
      await createEvent(t.app, cookie, { name, startDate, endDate });
    }
  });
  const filtered = async (status: string, today = '2026-06-10') => list(cookie, `?today=${today}&status=${status}`);

  it('all: active events by start date (shorter first), then upcoming soonest first, then past most recent first', async () => {
    const page = await filtered('all');
    expect(page.total).toBe(10);
    expect(page.items.map((event) => [event.name, event.status])).toEqual([
      ['Ends Today', 'active'],
      ['Yesterday To Tomorrow', 'active'],
      ['Only Today', 'active'],
      ['Starts Today', 'active'],
      ['Only Tomorrow', 'upcoming'],
      ['Starts Tomorrow', 'upcoming'],
      ['Later In June', 'upcoming'],
      ['Ended Yesterday', 'past'],
      ['Only Yesterday', 'past'],
      ['Ended Last Month', 'past'],
    ]);
  });

  it('defaults to all', async () => {
    expect((await list(cookie, '?today=2026-06-10')).total).toBe(10);
  });

  it('upcoming: starts after today', async () => {
    const page = await filtered('upcoming');
    expect(names(page)).toEqual(['Only Tomorrow', 'Starts Tomorrow', 'Later In June']);
    expect(page.total).toBe(3);
    expect(page.items.every((event) => event.status === 'upcoming')).toBe(true);
  });

  it('active: started today or earlier and ends today or later', async () => {
    const page = await filtered('active');
    expect(names(page)).toEqual(['Ends Today', 'Yesterday To Tomorrow', 'Only Today', 'Starts Today']);
    expect(page.total).toBe(4);
    expect(page.items.every((event) => event.status === 'active')).toBe(true);
  });

  it('past: ended before today', async () => {
    const page = await filtered('past');
    expect(names(page)).toEqual(['Ended Yesterday', 'Only Yesterday', 'Ended Last Month']);
    expect(page.total).toBe(3);
    expect(page.items.every((event) => event.status === 'past')).toBe(true);
  });

  it('moves with the today parameter', async () => {
    expect(names(await filtered('active', '2026-06-12'))).toEqual(['Starts Today', 'Starts Tomorrow']);
    expect(names(await filtered('past', '2026-06-12'))).toHaveLength(7);
    expect(names(await filtered('upcoming', '2026-04-30'))).toHaveLength(10);
    expect(names(await filtered('past', '2026-06-23'))).toHaveLength(10);
  });

  it('uses the server date when no today is given', async () => {
    const { cookie: own } = await signUp(t.app);
    await createEvent(t.app, own, { name: 'Long Ago', startDate: '2000-01-01' });
    await createEvent(t.app, own, { name: 'Far Ahead', startDate: '2099-01-01' });
    await createEvent(t.app, own, { name: 'All Century', startDate: '2000-01-02', endDate: '2099-12-31' });
    expect((await list(own)).items.map((event) => [event.name, event.status])).toEqual([
      ['All Century', 'active'],
      ['Far Ahead', 'upcoming'],
      ['Long Ago', 'past'],
    ]);
    expect(names(await list(own, '?status=past'))).toEqual(['Long Ago']);
  });
});

describe('pagination', () => {
  let cookie: string;
  beforeAll(async () => {
    ({ cookie } = await signUp(t.app));
    for (const day of ['05', '01', '04', '02', '03']) {
      await createEvent(t.app, cookie, { name: `Event 07-${day}`, startDate: `2026-07-${day}` });
    }
  });

  it('answers the first 50 by default', async () => {
    const page = await list(cookie, '?today=2026-06-01');
    expect(page).toMatchObject({ total: 5, limit: 50, offset: 0 });
    expect(names(page)).toEqual(['Event 07-01', 'Event 07-02', 'Event 07-03', 'Event 07-04', 'Event 07-05']);
  });

  it('walks the list with limit and offset, total counting every match', async () => {
    const first = await list(cookie, '?today=2026-06-01&limit=2');
    expect(first).toMatchObject({ total: 5, limit: 2, offset: 0 });
    expect(names(first)).toEqual(['Event 07-01', 'Event 07-02']);
    const second = await list(cookie, '?today=2026-06-01&limit=2&offset=2');
    expect(names(second)).toEqual(['Event 07-03', 'Event 07-04']);
    const last = await list(cookie, '?today=2026-06-01&limit=2&offset=4');
    expect(last).toMatchObject({ total: 5, limit: 2, offset: 4 });
    expect(names(last)).toEqual(['Event 07-05']);
    const beyond = await list(cookie, '?today=2026-06-01&limit=2&offset=10');
    expect(beyond).toEqual({ items: [], total: 5, limit: 2, offset: 10 });
  });
});

describe('another user', () => {
  it('cannot list, read, update or delete the first user’s events', async () => {
    const alice = await signUp(t.app, { name: 'Alice Owner' });
    const bob = await signUp(t.app, { name: 'Bob Other' });
    const event = await createEvent(t.app, alice.cookie, { name: 'Private Gala', description: 'Secret plans' });
    await createEvent(t.app, bob.cookie, { name: 'Bob Meetup' });

    expect(names(await list(bob.cookie))).toEqual(['Bob Meetup']);
    expect((await list(bob.cookie, '?q=gala')).total).toBe(0);
    expect((await list(bob.cookie, '?status=upcoming')).items.map((e) => e.name)).toEqual(['Bob Meetup']);

    const read = await t.call('GET', `/api/events/${event.id}`, bob.cookie);
    expect(read.statusCode).toBe(404);
    expect(read.json().error.message).toBe('Event not found');

    const update = await t.call('PATCH', `/api/events/${event.id}`, bob.cookie, {
      name: 'Hijacked',
      description: 'Mine now',
      startDate: '2026-01-01',
    });
    expect(update.statusCode).toBe(404);
    expect(update.json().error.message).toBe('Event not found');

    const remove = await t.call('DELETE', `/api/events/${event.id}`, bob.cookie);
    expect(remove.statusCode).toBe(404);
    expect(remove.json().error.message).toBe('Event not found');

    const still = await t.call('GET', `/api/events/${event.id}`, alice.cookie);
    expect(still.statusCode).toBe(200);
    expect(still.json().event).toMatchObject({ name: 'Private Gala', description: 'Secret plans', createdBy: 'Alice Owner' });
    expect(names(await list(alice.cookie))).toEqual(['Private Gala']);
  });
});

describe('without a session', () => {
  it.each([
    ['GET', '/api/events'],
    ['GET', '/api/events/1'],
    ['POST', '/api/events'],
    ['PATCH', '/api/events/1'],
    ['DELETE', '/api/events/1'],
  ] as const)('%s %s answers 401', async (method, url) => {
    const { cookie, workspaceId } = await signUp(t.app);
    const { id } = await createEvent(t.app, cookie, { name: 'Guarded' });
    const payload = method === 'POST' || method === 'PATCH' ? { name: 'Sneaky', description: 'x', startDate: '2026-01-01' } : undefined;
    const response = await t.call(method, url.replace('/1', `/${id}`), undefined, payload);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe('Authentication required. Please sign in to continue.');
    const rows = await t.app.db.selectFrom('events').select(['name']).where('owner_id', '=', workspaceId).execute();
    expect(rows).toEqual([{ name: 'Guarded' }]);
    expect(await t.app.db.selectFrom('events').select('id').where('name', '=', 'Sneaky').execute()).toEqual([]);
  });

  it('a signed-out session cookie is refused too', async () => {
    const { cookie } = await signUp(t.app);
    await t.call('POST', '/api/auth/sign-out', cookie);
    expect((await t.call('GET', '/api/events', cookie)).statusCode).toBe(401);
  });
});
