import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countOwnedRows, createEvent } from './support/fixtures.ts';
import { createTestApp, signUp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TODAY = '2026-11-22';

const load = (cookie: string | undefined, payload: object = { today: TODAY }) => t.call('POST', '/api/sample-data', cookie, payload);

async function ownedCounts(workspaceId: number) {
  const count = (table: 'events' | 'team_members' | 'tasks' | 'task_status_log') => countOwnedRows(t.app, table, workspaceId);
  return { events: await count('events'), members: await count('team_members'), tasks: await count('tasks'), log: await count('task_status_log') };
}

describe('POST /api/sample-data', () => {
  it('needs a session', async () => {
    const response = await load(undefined);
    expect(response.statusCode).toBe(401);
  });

  describe('into an empty account', () => {
    let cookie: string;
    let workspaceId: number;

    beforeAll(async () => {
      const account = await signUp(t.app);
      cookie = account.cookie;
      workspaceId = account.workspaceId;
    });

    it('creates five events, 22 members and 43 tasks', async () => {
      const response = await load(cookie);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ events: 5, members: 22, tasks: 43 });
      expect(await ownedCounts(workspaceId)).toEqual({ events: 5, members: 22, tasks: 43, log: 23 });
    });

    it('places the events in the past, around today and ahead', async () => {
      const response = await t.call('GET', `/api/events?today=${TODAY}&limit=50`, cookie);
      const events = response.json().items as { name: string; startDate: string; endDate: string; status: string }[];
      const byName = Object.fromEntries(events.map((event) => [event.name, [event.startDate, event.endDate, event.status]]));
      expect(byName).toEqual({
        'Music Summit': ['2026-10-08', '2026-10-09', 'past'],
        'Startup Gala': ['2026-11-21', '2026-11-23', 'active'],
        'Tech Conference': ['2026-12-16', '2026-12-18', 'upcoming'],
        'Product Launch': ['2026-12-02', '2026-12-02', 'upcoming'],
        'Charity Run': ['2027-01-06', '2027-01-06', 'upcoming'],
      });
    });

    it("gives each event's members unique codes with the event's prefix", async () => {
      const rows = await t.app.db
        .selectFrom('team_members')
        .innerJoin('events', 'events.id', 'team_members.event_id')
        .select(['events.name as event', 'team_members.code', 'team_members.email', 'team_members.owner_id'])
        .where('team_members.owner_id', '=', workspaceId)
        .execute();
      const prefixes: Record<string, string> = {
        'Music Summit': 'MS',
        'Startup Gala': 'SG',
        'Tech Conference': 'TC',
        'Product Launch': 'PL',
        'Charity Run': 'CR',
      };
      for (const row of rows) {
        expect(row.code).toMatch(new RegExp(`^${prefixes[row.event]}-\\d{8}$`));
        expect(row.email).toMatch(/@example\.com$/);
      }
      expect(new Set(rows.map((row) => row.code)).size).toBe(22);
      const perEvent = Object.fromEntries(Object.keys(prefixes).map((name) => [name, rows.filter((row) => row.event === name).length]));
      expect(perEvent).toEqual({ 'Music Summit': 4, 'Startup Gala': 5, 'Tech Conference': 6, 'Product Launch': 4, 'Charity Run': 3 });
    });

    it('mixes statuses, assignment and past-due tasks', async () => {
      const response = await t.call('GET', `/api/tasks?today=${TODAY}`, cookie);
      expect(response.json().totals).toEqual({
        total: 43,
        todo: 20,
        inprogress: 8,
        completed: 14,
        overdue: 1,
        assigned: 33,
        unassigned: 10,
        pastDue: 10,
      });
    });

    it("assigns tasks only to members of the task's own event", async () => {
      const mismatched = await t.app.db
        .selectFrom('tasks')
        .innerJoin('team_members', 'team_members.id', 'tasks.assignee_id')
        .select('tasks.id')
        .where('tasks.owner_id', '=', workspaceId)
        .whereRef('team_members.event_id', '<>', 'tasks.event_id')
        .execute();
      expect(mismatched).toEqual([]);
    });

    it('logs how each task that is not To Do got its status, in the past', async () => {
      const rows = await t.app.db
        .selectFrom('task_status_log')
        .innerJoin('tasks', 'tasks.id', 'task_status_log.task_id')
        .select(['task_status_log.old_status', 'task_status_log.new_status', 'task_status_log.changed_at', 'tasks.status'])
        .where('task_status_log.owner_id', '=', workspaceId)
        .execute();
      expect(rows).toHaveLength(23);
      for (const row of rows) {
        expect(row.old_status).toBeNull();
        expect(row.new_status).toBe(row.status);
        expect(row.changed_at < `${TODAY}T00:00:00.000Z`).toBe(true);
      }
    });

    it('refuses a second load and changes nothing', async () => {
      const response = await load(cookie);
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toBe('Sample data can only be loaded into an account with no events');
      expect(await ownedCounts(workspaceId)).toEqual({ events: 5, members: 22, tasks: 43, log: 23 });
    });

    it("leaves a second user's account alone, and loads theirs separately", async () => {
      const second = await signUp(t.app);
      const before = await t.call('GET', '/api/tasks', second.cookie);
      expect(before.json()).toMatchObject({ items: [], totalInSystem: 0 });

      const response = await load(second.cookie);
      expect(response.statusCode).toBe(201);
      expect(await ownedCounts(second.workspaceId)).toEqual({ events: 5, members: 22, tasks: 43, log: 23 });
      expect(await ownedCounts(workspaceId)).toEqual({ events: 5, members: 22, tasks: 43, log: 23 });

      const secondsTasks = await t.call('GET', '/api/tasks?limit=500', second.cookie);
      const firstTasks = await t.call('GET', '/api/tasks?limit=500', cookie);
      const secondIds = new Set(secondsTasks.json().items.map((task: { id: number }) => task.id));
      expect(firstTasks.json().items.some((task: { id: number }) => secondIds.has(task.id))).toBe(false);
      expect(secondIds.size).toBe(43);
    });
  });

  it('refuses an account that already has an event of its own', async () => {
    const account = await signUp(t.app);
    await createEvent(t.app, account.cookie, { name: 'My Own Event' });
    const response = await load(account.cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('Sample data can only be loaded into an account with no events');
    expect(await ownedCounts(account.workspaceId)).toEqual({ events: 1, members: 0, tasks: 0, log: 0 });
  });

  it('uses the server date when no today is sent, and accepts an empty body', async () => {
    const account = await signUp(t.app);
    const response = await t.call('POST', '/api/sample-data', account.cookie);
    expect(response.statusCode).toBe(201);
    const today = new Date().toISOString().slice(0, 10);
    const gala = await t.app.db
      .selectFrom('events')
      .select(['start_date', 'end_date'])
      .where('owner_id', '=', account.workspaceId)
      .where('name', '=', 'Startup Gala')
      .executeTakeFirstOrThrow();
    expect(gala.start_date < today && today < gala.end_date).toBe(true);
  });

  it('refuses a today that is not a date and stores nothing', async () => {
    const account = await signUp(t.app);
    const response = await load(account.cookie, { today: '22/11/2026' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ today: 'Today must be a date as YYYY-MM-DD' });
    expect(await ownedCounts(account.workspaceId)).toEqual({ events: 0, members: 0, tasks: 0, log: 0 });
  });

  it('loads once when two requests race', async () => {
    const account = await signUp(t.app);
    const responses = await Promise.all([load(account.cookie), load(account.cookie)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(await ownedCounts(account.workspaceId)).toEqual({ events: 5, members: 22, tasks: 43, log: 23 });
  });
});
