import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countOwnedRows } from './support/fixtures.ts';
import { createTestApp, signUp, type TestApp } from './support/test-app.ts';

// Issue 28: a template's tasks that would be due before the caller's today are fitted between today
// and the event (`pastTasks: 'fit'`), created as they are ('keep', the default) or left out ('skip').
// Every expected day below is worked out by hand.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TODAY = '2030-01-11';

/** Two days, Jan 31 and Feb 1, 2030: T-20 is today. */
const event = (overrides: Record<string, unknown> = {}) => ({
  name: 'Spring Fair',
  description: 'On the green',
  startDate: '2030-01-31',
  endDate: '2030-02-01',
  ...overrides,
});

const TASKS = [
  { title: 'Book the hall', dueAnchor: 'start', dueOffsetDays: -60 }, // 2029-12-02, past due
  { title: 'Print the flyers', dueAnchor: 'start', dueOffsetDays: -30 }, // 2030-01-01, past due
  { title: 'Send reminders', dueAnchor: 'start', dueOffsetDays: -10 }, // 2030-01-21
  { title: 'Open the doors', dueAnchor: 'start', dueOffsetDays: 0 }, // 2030-01-31
  { title: 'Thank the helpers', dueAnchor: 'end', dueOffsetDays: 2 }, // 2030-02-03
  { title: 'Write notes', dueAnchor: null, dueOffsetDays: null },
];

async function ownTemplate(cookie: string): Promise<number> {
  const response = await t.call('POST', '/api/templates', cookie, { name: 'Fair plan', tasks: TASKS });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().template.id;
}

async function createFrom(cookie: string, path: string, body: Record<string, unknown>, today = TODAY) {
  return t.call('POST', `${path}?today=${today}`, cookie, body);
}

/** The event's tasks as [title, dueDate, dueAnchor, dueOffsetDays], by title. */
async function tasksOf(cookie: string, eventId: number) {
  const response = await t.call('GET', `/api/tasks?eventId=${eventId}&limit=500&today=${TODAY}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  const items = response.json().items as { title: string; dueDate: string | null; dueAnchor: string | null; dueOffsetDays: number | null }[];
  return items.map((task) => [task.title, task.dueDate, task.dueAnchor, task.dueOffsetDays]).sort((a, b) => String(a[0]).localeCompare(String(b[0])));
}

async function overdue(cookie: string): Promise<number> {
  const response = await t.call('GET', `/api/dashboard?today=${TODAY}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().tasks.overdue;
}

describe('POST /api/templates/{id}/events with pastTasks', () => {
  it('keep (and no pastTasks at all) creates every task as it is, two of them past due', async () => {
    for (const body of [event({ pastTasks: 'keep' }), event()]) {
      const { cookie } = await signUp(t.app);
      const id = await ownTemplate(cookie);
      const response = await createFrom(cookie, `/api/templates/${id}/events`, body);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().createdTasks).toBe(6);
      expect(await tasksOf(cookie, response.json().event.id)).toEqual([
        ['Book the hall', '2029-12-02', 'start', -60],
        ['Open the doors', '2030-01-31', 'start', 0],
        ['Print the flyers', '2030-01-01', 'start', -30],
        ['Send reminders', '2030-01-21', 'start', -10],
        ['Thank the helpers', '2030-02-03', 'end', 2],
        ['Write notes', null, null, null],
      ]);
      expect(await overdue(cookie)).toBe(2);
    }
  });

  it('skip leaves the two past-due tasks out', async () => {
    const { cookie, workspaceId } = await signUp(t.app);
    const id = await ownTemplate(cookie);
    const response = await createFrom(cookie, `/api/templates/${id}/events`, event({ pastTasks: 'skip' }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().createdTasks).toBe(4);
    expect(response.json().event.taskCount).toBe(4);
    expect(await tasksOf(cookie, response.json().event.id)).toEqual([
      ['Open the doors', '2030-01-31', 'start', 0],
      ['Send reminders', '2030-01-21', 'start', -10],
      ['Thank the helpers', '2030-02-03', 'end', 2],
      ['Write notes', null, null, null],
    ]);
    expect(await countOwnedRows(t.app, 'tasks', workspaceId)).toBe(4);
    expect(await overdue(cookie)).toBe(0);
  });

  it('fit spreads them between today and the first task not past due, still relative to the event', async () => {
    const { cookie } = await signUp(t.app);
    const id = await ownTemplate(cookie);
    const response = await createFrom(cookie, `/api/templates/${id}/events`, event({ pastTasks: 'fit' }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().createdTasks).toBe(6);
    const eventId = response.json().event.id;
    // Dec 2..Jan 21 (50 days) onto Jan 11..Jan 21 (10 days): Dec 2 → Jan 11 (T-20); Jan 1 → Jan 11 + ⌊30 · 10 / 50⌋ = Jan 17 (T-14).
    expect(await tasksOf(cookie, eventId)).toEqual([
      ['Book the hall', '2030-01-11', 'start', -20],
      ['Open the doors', '2030-01-31', 'start', 0],
      ['Print the flyers', '2030-01-17', 'start', -14],
      ['Send reminders', '2030-01-21', 'start', -10],
      ['Thank the helpers', '2030-02-03', 'end', 2],
      ['Write notes', null, null, null],
    ]);
    expect(await overdue(cookie)).toBe(0);

    // Fitted tasks still move with the event: a week later, each is a week later.
    const moved = await t.call('PATCH', `/api/events/${eventId}?today=${TODAY}`, cookie, {
      name: 'Spring Fair',
      description: 'On the green',
      startDate: '2030-02-07',
      endDate: '2030-02-08',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = await tasksOf(cookie, eventId);
    expect(after[0]).toEqual(['Book the hall', '2030-01-18', 'start', -20]);
    expect(after[2]).toEqual(['Print the flyers', '2030-01-24', 'start', -14]);
  });

  it('fit with nothing past due creates the tasks as they are', async () => {
    const { cookie } = await signUp(t.app);
    const id = await ownTemplate(cookie);
    const response = await createFrom(cookie, `/api/templates/${id}/events`, event({ pastTasks: 'fit' }), '2029-11-01');
    expect(response.statusCode, response.body).toBe(201);
    const tasks = await tasksOf(cookie, response.json().event.id);
    expect(tasks[0]).toEqual(['Book the hall', '2029-12-02', 'start', -60]);
  });

  it('fit for an event that has started is a 400 on pastTasks and stores nothing; keep and skip still work', async () => {
    const { cookie, workspaceId } = await signUp(t.app);
    const id = await ownTemplate(cookie);
    const started = event({ startDate: '2030-01-10', endDate: '2030-01-12', pastTasks: 'fit' });
    const refused = await createFrom(cookie, `/api/templates/${id}/events`, started);
    expect(refused.statusCode).toBe(400);
    const message =
      'The event starts before today, so there are no days left before it to fit past-due tasks into: keep them as they are or skip them';
    expect(refused.json().error).toEqual({ message, fields: { pastTasks: message } });
    expect(await countOwnedRows(t.app, 'events', workspaceId)).toBe(0);

    // Jan 10..12: only "Thank the helpers" (Jan 14) and the undated task are not past due.
    const skipped = await createFrom(cookie, `/api/templates/${id}/events`, { ...started, pastTasks: 'skip' });
    expect(skipped.statusCode, skipped.body).toBe(201);
    expect(await tasksOf(cookie, skipped.json().event.id)).toEqual([
      ['Thank the helpers', '2030-01-14', 'end', 2],
      ['Write notes', null, null, null],
    ]);
  });

  it.each([['later'], ['FIT'], [''], [5], [null], [['fit']]])('answers 400 with a message for pastTasks %j, storing nothing', async (value) => {
    const { cookie, workspaceId } = await signUp(t.app);
    const id = await ownTemplate(cookie);
    const response = await createFrom(cookie, `/api/templates/${id}/events`, event({ pastTasks: value }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      pastTasks: 'Past tasks must be one of fit, keep, skip: fit them between today and the event, keep them as they are, or skip them',
    });
    expect(await countOwnedRows(t.app, 'events', workspaceId)).toBe(0);
  });
});

describe('POST /api/templates/built-in/{key}/events with pastTasks: the wedding 197 days away (issue 28)', () => {
  // 2027-01-01 + 197 days is 2027-07-17; the wedding's T-360..T-200 (9 of its 36 tasks) fall before today.
  const wedding = { name: 'Sam and Alex', description: 'The wedding', startDate: '2027-07-17', endDate: '' };
  const today = '2027-01-01';

  it.each([
    ['keep', 36, 9, '2026-07-22'],
    ['skip', 27, 0, '2027-01-18'],
    ['fit', 36, 0, '2027-01-01'],
  ])('%s creates %i tasks, %i of them past due, the earliest on %s', async (pastTasks, created, pastDue, earliest) => {
    const { cookie } = await signUp(t.app);
    const response = await createFrom(cookie, '/api/templates/built-in/wedding/events', { ...wedding, pastTasks }, today);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().createdTasks).toBe(created);
    const list = await t.call('GET', `/api/tasks?eventId=${response.json().event.id}&limit=500&sort=dueDate`, cookie);
    const items = list.json().items as { title: string; dueDate: string; dueOffsetDays: number }[];
    expect(items).toHaveLength(created);
    expect(items.filter((task) => task.dueDate < today)).toHaveLength(pastDue);
    expect(items[0]!.dueDate).toBe(earliest);
    if (pastTasks === 'fit') {
      // T-197 + ⌊(360 − n) · 17 / 180⌋ for the nine, in the template's order; "Book the florist" (T-180) keeps its day.
      const offsets = Object.fromEntries(items.map((task) => [task.title, task.dueOffsetDays]));
      expect(offsets['Set the budget']).toBe(-197);
      expect(offsets['Draft the guest list']).toBe(-196);
      expect(offsets['Book the ceremony and reception venues']).toBe(-192);
      expect(offsets['Book the photographer']).toBe(-189);
      expect(offsets['Choose the wedding outfits']).toBe(-182);
      expect(offsets['Book the florist']).toBe(-180);
    }
  });
});
