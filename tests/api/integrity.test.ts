import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { planSampleData } from '../../src/domain/sample-data.ts';
import { countOwnedRows, createEvent, createMember, createTask } from './support/fixtures.ts';
import { FAULT_MESSAGE, failQueries, failWrites, readsFrom } from './support/faults.ts';
import { createTestApp, dialect, signUp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Owner = Awaited<ReturnType<typeof signUp>>;

const now = () => new Date().toISOString();

/** Runs `write` straight on the database and answers the error code it failed with. */
async function refusal(write: () => Promise<unknown>): Promise<unknown> {
  try {
    await write();
  } catch (error) {
    return (error as { code?: unknown }).code;
  }
  throw new Error('the database accepted the write');
}

const FOREIGN_KEY_VIOLATION = dialect === 'postgres' ? '23503' : 'SQLITE_CONSTRAINT_FOREIGNKEY';

describe('the database enforces ownership, whatever the code does', () => {
  let owner: Owner;
  let stranger: Owner;
  let ownEvent: number;
  let otherOwnEvent: number;
  let strangersEvent: number;
  let member: number;
  let memberOfOtherEvent: number;

  beforeAll(async () => {
    owner = await signUp(t.app);
    stranger = await signUp(t.app);
    ownEvent = (await createEvent(t.app, owner.cookie, { name: 'Own Gala' })).id;
    otherOwnEvent = (await createEvent(t.app, owner.cookie, { name: 'Own Summit' })).id;
    strangersEvent = (await createEvent(t.app, stranger.cookie, { name: 'Stranger Fair' })).id;
    member = (await createMember(t.app, owner.cookie, ownEvent, { name: 'Ann Lee' })).id;
    memberOfOtherEvent = (await createMember(t.app, owner.cookie, otherOwnEvent, { name: 'Bob Stone' })).id;
  });

  const insertTask = (values: { owner_id: number; event_id: number; assignee_id?: number | null; title?: string }) =>
    t.app.db
      .insertInto('tasks')
      .values({ title: 'Straight in', created_at: now(), updated_at: now(), ...values })
      .returning('id')
      .executeTakeFirstOrThrow();

  it("refuses a task on another owner's event", async () => {
    expect(await refusal(() => insertTask({ owner_id: owner.workspaceId, event_id: strangersEvent }))).toBe(FOREIGN_KEY_VIOLATION);
    expect(await countOwnedRows(t.app, 'tasks', owner.workspaceId)).toBe(0);
  });

  it("refuses to move a task onto another owner's event", async () => {
    const { id } = await insertTask({ owner_id: owner.workspaceId, event_id: ownEvent, title: 'Stays home' });
    const move = () => t.app.db.updateTable('tasks').set({ event_id: strangersEvent }).where('id', '=', id).execute();
    expect(await refusal(move)).toBe(FOREIGN_KEY_VIOLATION);
    const row = await t.app.db.selectFrom('tasks').select('event_id').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.event_id).toBe(ownEvent);
    await t.app.db.deleteFrom('tasks').where('id', '=', id).execute();
  });

  it("refuses a team member on another owner's event", async () => {
    const insert = () =>
      t.app.db
        .insertInto('team_members')
        .values({ owner_id: owner.workspaceId, event_id: strangersEvent, code: 'SF-00000001', name: 'Sneaky', join_date: '2026-11-22', created_at: now(), updated_at: now() })
        .execute();
    expect(await refusal(insert)).toBe(FOREIGN_KEY_VIOLATION);
    expect(await countOwnedRows(t.app, 'team_members', owner.workspaceId)).toBe(2);
  });

  it("refuses a task assigned to a member of another event, even the owner's own", async () => {
    const insert = () => insertTask({ owner_id: owner.workspaceId, event_id: ownEvent, assignee_id: memberOfOtherEvent });
    expect(await refusal(insert)).toBe(FOREIGN_KEY_VIOLATION);
    expect(await countOwnedRows(t.app, 'tasks', owner.workspaceId)).toBe(0);
  });

  it("refuses to move an assigned task to another event while keeping its assignee", async () => {
    const { id } = await insertTask({ owner_id: owner.workspaceId, event_id: ownEvent, assignee_id: member, title: 'Assigned' });
    const move = () => t.app.db.updateTable('tasks').set({ event_id: otherOwnEvent }).where('id', '=', id).execute();
    expect(await refusal(move)).toBe(FOREIGN_KEY_VIOLATION);
    await t.app.db.deleteFrom('tasks').where('id', '=', id).execute();
  });

  it('accepts a task assigned to a member of its own event', async () => {
    const { id } = await insertTask({ owner_id: owner.workspaceId, event_id: ownEvent, assignee_id: member, title: 'Fine' });
    expect(id).toBeGreaterThan(0);
    await t.app.db.deleteFrom('tasks').where('id', '=', id).execute();
  });
});

describe('deleting keeps working with the ownership keys', () => {
  let owner: Owner;
  let event: number;
  let keptEvent: number;
  let leaving: number;
  let staying: number;

  beforeAll(async () => {
    owner = await signUp(t.app);
    event = (await createEvent(t.app, owner.cookie, { name: 'Harbour Festival' })).id;
    keptEvent = (await createEvent(t.app, owner.cookie, { name: 'Kept Event' })).id;
    leaving = (await createMember(t.app, owner.cookie, event, { name: 'Lee Leaving' })).id;
    staying = (await createMember(t.app, owner.cookie, event, { name: 'Sky Staying' })).id;
  });

  const assigneeOf = async (taskId: number) =>
    (await t.app.db.selectFrom('tasks').select('assignee_id').where('id', '=', taskId).executeTakeFirstOrThrow()).assignee_id;

  it("unassigns a deleted member's tasks and keeps the tasks, through the API", async () => {
    const task = await createTask(t.app, owner.cookie, { title: 'Book boats', eventId: event, assigneeId: leaving, status: 'inprogress' });
    const other = await createTask(t.app, owner.cookie, { title: 'Hire stage', eventId: event, assigneeId: staying });
    expect((await t.call('DELETE', `/api/team-members/${leaving}`, owner.cookie)).statusCode).toBe(204);
    expect(await assigneeOf(task.id)).toBeNull();
    expect(await assigneeOf(other.id)).toBe(staying);
    expect(await countOwnedRows(t.app, 'task_status_log', owner.workspaceId)).toBe(1);
  });

  it("unassigns a deleted member's tasks when the row is deleted straight in the database", async () => {
    const task = await createTask(t.app, owner.cookie, { title: 'Print maps', eventId: event, assigneeId: staying });
    await t.app.db.deleteFrom('team_members').where('id', '=', staying).execute();
    expect(await assigneeOf(task.id)).toBeNull();
  });

  it('deletes an event with its members, tasks and status log, and nothing else', async () => {
    const member = await createMember(t.app, owner.cookie, event, { name: 'Dee Late' });
    await createTask(t.app, owner.cookie, { title: 'Sweep up', eventId: event, assigneeId: member.id, status: 'completed' });
    const kept = await createMember(t.app, owner.cookie, keptEvent, { name: 'Kay Kept' });
    await createTask(t.app, owner.cookie, { title: 'Kept task', eventId: keptEvent, assigneeId: kept.id, status: 'completed' });
    expect((await t.call('DELETE', `/api/events/${event}`, owner.cookie)).statusCode).toBe(204);

    const left = await t.app.db.selectFrom('tasks').select('title').where('owner_id', '=', owner.workspaceId).execute();
    expect(left.map((row) => row.title)).toEqual(['Kept task']);
    expect(await countOwnedRows(t.app, 'team_members', owner.workspaceId)).toBe(1);
    expect(await countOwnedRows(t.app, 'task_status_log', owner.workspaceId)).toBe(1);
  });

  it('deletes everything of a user whose row is deleted', async () => {
    await t.app.db.deleteFrom('users').where('id', '=', owner.user.id).execute();
    // The account's own workspace goes with it, and everything in it.
    expect(await t.app.db.selectFrom('workspaces').select('id').where('id', '=', owner.workspaceId).execute()).toEqual([]);
    for (const table of ['events', 'team_members', 'tasks', 'task_status_log'] as const) {
      expect(await countOwnedRows(t.app, table, owner.workspaceId)).toBe(0);
    }
  });
});

describe('a failure halfway through a write leaves nothing behind', () => {
  let owner: Owner;
  let event: Awaited<ReturnType<typeof createEvent>>;
  /** Removes the database fault a test installed, also when the test fails. */
  let restore: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    owner = await signUp(t.app);
    event = await createEvent(t.app, owner.cookie, { name: 'Tech Conference', description: 'As it was' });
  });

  afterEach(async () => {
    await restore?.();
    restore = undefined;
  });

  function expectServerError(response: { statusCode: number; body: string }) {
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain(FAULT_MESSAGE);
  }

  /** The answer to `request` sent while the app's queries matching `matches` fail; the app is whole again after. */
  async function whileQueriesFail(matches: Parameters<typeof failQueries>[1], request: () => ReturnType<TestApp['call']>) {
    const restoreApp = failQueries(t.app, matches);
    try {
      return await request();
    } finally {
      restoreApp();
    }
  }

  const titles = async () =>
    (await t.app.db.selectFrom('tasks').select('title').where('owner_id', '=', owner.workspaceId).orderBy('id').execute()).map((row) => row.title);

  it('sample data failing on the last event’s tasks stores no event, member, task or log row', async () => {
    const empty = await signUp(t.app);
    const plan = planSampleData('2026-11-22');
    const lastTitle = plan.at(-1)!.tasks.at(-1)!.title;
    expect(plan.flatMap((planned) => planned.tasks).filter((task) => task.title === lastTitle)).toHaveLength(1);
    restore = await failWrites(t.app, 'tasks', 'insert', { title: lastTitle });

    expectServerError(await t.call('POST', '/api/sample-data', empty.cookie, { today: '2026-11-22' }));
    for (const table of ['events', 'team_members', 'tasks', 'task_status_log'] as const) {
      expect(await countOwnedRows(t.app, table, empty.workspaceId)).toBe(0);
    }

    await restore();
    restore = undefined;
    expect((await t.call('POST', '/api/sample-data', empty.cookie, { today: '2026-11-22' })).statusCode).toBe(201);
  });

  it('an event create failing at its read-back stores no event', async () => {
    const before = await countOwnedRows(t.app, 'events', owner.workspaceId);
    const payload = { name: 'Half Made', description: 'Never stored', startDate: '2030-01-01' };
    expectServerError(await whileQueriesFail(readsFrom('events'), () => t.call('POST', '/api/events', owner.cookie, payload)));
    expect(await countOwnedRows(t.app, 'events', owner.workspaceId)).toBe(before);
  });

  it('an event update failing at its read-back leaves the event unchanged', async () => {
    const payload = { name: 'Renamed', description: 'Changed', startDate: '2031-02-02', endDate: '2031-02-03' };
    expectServerError(await whileQueriesFail(readsFrom('events'), () => t.call('PATCH', `/api/events/${event.id}`, owner.cookie, payload)));
    const row = await t.app.db.selectFrom('events').selectAll().where('id', '=', event.id).executeTakeFirstOrThrow();
    expect([row.name, row.description, row.start_date]).toEqual(['Tech Conference', 'As it was', event.startDate]);
  });

  it('a member create failing after its insert stores no member', async () => {
    const before = await countOwnedRows(t.app, 'team_members', owner.workspaceId);
    const payload = { name: 'Half Added', eventId: event.id };
    expectServerError(await whileQueriesFail(readsFrom('team_members'), () => t.call('POST', '/api/team-members', owner.cookie, payload)));
    expect(await countOwnedRows(t.app, 'team_members', owner.workspaceId)).toBe(before);
  });

  it('a member update failing at its read-back leaves the member unchanged', async () => {
    const member = await createMember(t.app, owner.cookie, event.id, { name: 'Pat Quinn', role: 'Host' });
    const payload = { name: 'Pat Changed', role: 'Guest' };
    expectServerError(
      await whileQueriesFail(readsFrom('team_members'), () => t.call('PATCH', `/api/team-members/${member.id}`, owner.cookie, payload)),
    );
    const row = await t.app.db.selectFrom('team_members').selectAll().where('id', '=', member.id).executeTakeFirstOrThrow();
    expect([row.name, row.role]).toEqual(['Pat Quinn', 'Host']);
  });

  it('a task create failing at its status log stores no task', async () => {
    restore = await failWrites(t.app, 'task_status_log', 'insert');
    expectServerError(await t.call('POST', '/api/tasks', owner.cookie, { title: 'Started already', eventId: event.id, status: 'inprogress' }));
    expect(await titles()).not.toContain('Started already');
  });

  it('a status change failing at its log leaves the status unchanged', async () => {
    const task = await createTask(t.app, owner.cookie, { title: 'Order badges', eventId: event.id });
    restore = await failWrites(t.app, 'task_status_log', 'insert', { new_status: 'completed' });
    expectServerError(await t.call('PUT', `/api/tasks/${task.id}/status`, owner.cookie, { status: 'completed' }));
    expectServerError(await t.call('PATCH', `/api/tasks/${task.id}`, owner.cookie, { status: 'completed', title: 'Renamed' }));
    const row = await t.app.db.selectFrom('tasks').select(['status', 'title']).where('id', '=', task.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'todo', title: 'Order badges' });
  });

  it('a bulk create failing in its second batch of rows stores none of the tasks', async () => {
    const lines = Array.from({ length: 520 }, (_, index) => `Bulk line ${index + 1}`);
    restore = await failWrites(t.app, 'tasks', 'insert', { title: 'Bulk line 510' });
    const before = await countOwnedRows(t.app, 'tasks', owner.workspaceId);
    expectServerError(await t.call('POST', '/api/tasks/bulk', owner.cookie, { text: lines.join('\n'), eventId: event.id }));
    expect(await countOwnedRows(t.app, 'tasks', owner.workspaceId)).toBe(before);
  });
});
