import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { EVENT_MESSAGES } from '../../src/domain/events.ts';
import { IMPORT_MAX_ROWS, IMPORT_MESSAGES, IMPORTS_PER_WORKSPACE_PER_HOUR } from '../../src/domain/task-import/import-api.ts';
import { controlCharactersMessage } from '../../src/domain/common.ts';
import { TASK_MESSAGES } from '../../src/domain/tasks.ts';
import { failWrites, FAULT_MESSAGE } from './support/faults.ts';
import { createEvent, createMember, createTask } from './support/fixtures.ts';
import { createTestApp, requestHeaders, signUp, type TestApp } from './support/test-app.ts';
import { addToWorkspace } from './support/workspaces.ts';

/**
 * Bringing existing plans in (issue 33): tasks and team members imported into an event from rows the
 * import screen mapped, stored all together or not at all, and undone as a whole.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Account = Awaited<ReturnType<typeof signUp>>;

/** An organiser with an event (starting 2030-06-01, ending 2030-06-03) and a member of it. */
async function organiser() {
  const account = await signUp(t.app);
  const event = await createEvent(t.app, account.cookie, { name: 'Tech Conference', startDate: '2030-06-01', endDate: '2030-06-03' });
  const member = await createMember(t.app, account.cookie, event.id, { name: 'Ada Lovelace', email: 'ada@example.com' });
  return { account, event, member };
}

const importTasks = (account: Account, eventId: number, body: object) =>
  t.app.inject({ method: 'POST', url: `/api/events/${eventId}/imports/tasks`, headers: requestHeaders(account.cookie), payload: { format: 'csv', fileName: 'plan.csv', ...body } });
const importMembers = (account: Account, eventId: number, body: object) =>
  t.app.inject({ method: 'POST', url: `/api/events/${eventId}/imports/members`, headers: requestHeaders(account.cookie), payload: { format: 'csv', fileName: 'team.csv', ...body } });
const undo = (account: Account, importId: number) => t.app.inject({ method: 'POST', url: `/api/imports/${importId}/undo`, headers: requestHeaders(account.cookie) });

const task = (row: number, fields: object = {}) => ({ row, title: `Task ${row}`, status: 'todo', priority: 'medium', ...fields });

/** Every record of the workspace an import can write, and what the maintained counts say of them. */
async function stored(account: Account) {
  const ownerId = account.workspaceId;
  const rows = async (table: 'tasks' | 'team_members' | 'imports' | 'task_batches' | 'task_status_log') =>
    (await t.app.db.selectFrom(table).selectAll().where('owner_id', '=', ownerId).orderBy('id').execute()).map((row) => JSON.stringify(row));
  const dashboard = await t.app.inject({ method: 'GET', url: '/api/dashboard?today=2030-01-01', headers: requestHeaders(account.cookie) });
  const list = await t.app.inject({ method: 'GET', url: '/api/tasks?limit=1', headers: requestHeaders(account.cookie) });
  return {
    tasks: await rows('tasks'),
    members: await rows('team_members'),
    imports: await rows('imports'),
    batches: await rows('task_batches'),
    log: await rows('task_status_log'),
    dashboard: { tasks: dashboard.json().tasks, teamMembers: dashboard.json().teamMembers },
    listed: { total: list.json().total, totals: list.json().totals, inSystem: list.json().totalInSystem },
  };
}

describe('POST /api/events/{id}/imports/tasks', () => {
  it('stores every task: fixed and relative due dates, statuses, priorities, existing and new assignees, text as written', async () => {
    const { account, event, member } = await organiser();
    const before = await stored(account);
    const response = await importTasks(account, event.id, {
      today: '2030-01-15',
      newMembers: [{ row: 4, name: 'Grace Hopper', email: 'grace@example.com', company: 'Navy', role: 'Speaker' }],
      tasks: [
        task(1, { title: 'Book the venue', description: 'Ask for the\nlarge hall', dueDate: '2030-05-01', priority: 'high', assigneeId: member.id }),
        task(2, { title: 'Send invitations', dueAnchor: 'start', dueOffsetDays: -30, status: 'inprogress', priority: 'low' }),
        task(3, { title: 'Thank the sponsors', dueAnchor: 'end', dueOffsetDays: 2, status: 'completed' }),
        task(4, { title: 'Rehearse the keynote', newAssignee: 0, status: 'overdue' }),
        task(5, { title: '=HYPERLINK("http://example.com","Click")', description: '+SUM(A1:A2) @cmd -1' }),
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    const result = response.json();
    expect(result).toEqual({ importId: expect.any(Number), tasksCreated: 5, membersCreated: 1, batchId: expect.any(Number) });

    const listed = await t.app.inject({ method: 'GET', url: `/api/tasks?batch=${result.batchId}&sort=created&order=asc&limit=50`, headers: requestHeaders(account.cookie) });
    const items = listed.json().items as Record<string, unknown>[];
    expect(items.map((item) => [item.title, item.description, item.status, item.priority, item.dueDate, item.dueAnchor, item.dueOffsetDays, item.countdown, item.assigneeName])).toEqual([
      ['Book the venue', 'Ask for the\nlarge hall', 'todo', 'high', '2030-05-01', null, null, null, 'Ada Lovelace'],
      ['Send invitations', '', 'inprogress', 'low', '2030-05-02', 'start', -30, 'T-30', null],
      ['Thank the sponsors', '', 'completed', 'medium', '2030-06-05', 'end', 2, 'T+2', null],
      ['Rehearse the keynote', '', 'overdue', 'medium', null, null, null, null, 'Grace Hopper'],
      ['=HYPERLINK("http://example.com","Click")', '+SUM(A1:A2) @cmd -1', 'todo', 'medium', null, null, null, null, null],
    ]);

    // The new member: in the event, with a user ID of its prefix, joined on the caller's today.
    const members = await t.app.inject({ method: 'GET', url: `/api/team-members?eventId=${event.id}`, headers: requestHeaders(account.cookie) });
    const grace = (members.json().items as Record<string, unknown>[]).find((item) => item.name === 'Grace Hopper')!;
    expect(grace).toMatchObject({ email: 'grace@example.com', company: 'Navy', role: 'Speaker', status: 'active', joinDate: '2030-01-15', eventId: event.id });
    expect(grace.code).toMatch(/^TC-\d{8}$/);
    expect(grace.taskCounts).toMatchObject({ total: 1, overdue: 1 });

    // A task imported in a status other than To Do has its first status change logged, as when created.
    const completed = items[2]!;
    const history = await t.app.inject({ method: 'GET', url: `/api/tasks/${completed.id}/history`, headers: requestHeaders(account.cookie) });
    expect(history.json().items).toEqual([expect.objectContaining({ oldStatus: null, newStatus: 'completed', changedBy: 'Test Organiser' })]);
    // …and its latest activity is its creation, as the status log's trigger records it for a task created so.
    const activity = await t.app.db.selectFrom('tasks').select(['id', 'created_at', 'status_changed_at']).where('batch_id', '=', result.batchId).orderBy('id').execute();
    expect(activity.map((row) => row.status_changed_at === null ? null : String(row.status_changed_at) === String(row.created_at))).toEqual([null, true, true, true, null]);

    // The counts the lists and the dashboard read follow.
    const after = await stored(account);
    expect(after.listed.inSystem).toBe(before.listed.inSystem + 5);
    expect(after.listed.totals.completed).toBe(before.listed.totals.completed + 1);
    expect(after.dashboard.tasks.open).toBe(before.dashboard.tasks.open + 4);
    expect(after.dashboard.teamMembers).toBe(before.dashboard.teamMembers + 1);

    // The import is recorded.
    const record = await t.app.db.selectFrom('imports').selectAll().where('id', '=', result.importId).executeTakeFirstOrThrow();
    expect(record).toMatchObject({
      owner_id: account.workspaceId,
      event_id: event.id,
      kind: 'tasks',
      format: 'csv',
      file_name: 'plan.csv',
      batch_id: result.batchId,
      tasks_created: 5,
      members_created: 1,
      created_by: account.user.id,
      undone_at: null,
    });
  });

  it("assigns a new person whose e-mail address is already a member's of the event to that member, creating no one", async () => {
    const { account, event, member } = await organiser();
    const response = await importTasks(account, event.id, {
      newMembers: [{ name: 'Ada L.', email: 'ADA@example.com' }, { name: 'Bo Chen', email: 'bo@example.com' }, { name: 'Bo C.', email: 'Bo@Example.com' }],
      tasks: [task(1, { newAssignee: 0 }), task(2, { newAssignee: 1 }), task(3, { newAssignee: 2 })],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().membersCreated).toBe(1);
    const assignees = await t.app.db.selectFrom('tasks').select('assignee_id').where('batch_id', '=', response.json().batchId).orderBy('id').execute();
    const bo = await t.app.db.selectFrom('team_members').select('id').where('owner_id', '=', account.workspaceId).where('name', '=', 'Bo Chen').executeTakeFirstOrThrow();
    expect(assignees.map((row) => row.assignee_id)).toEqual([member.id, bo.id, bo.id]);
  });

  it.each([
    ['a blank title', task(7, { title: '   ' }), `Row 7: ${TASK_MESSAGES.titleRequired}`],
    ['a title over 200 characters', task(7, { title: 'x'.repeat(201) }), `Row 7: ${TASK_MESSAGES.titleTooLong}`],
    ['a title of two lines', task(7, { title: 'One\nTwo' }), `Row 7: ${controlCharactersMessage('Title')}`],
    ['a description over 5,000 characters', task(7, { description: 'x'.repeat(5_001) }), `Row 7: ${TASK_MESSAGES.descriptionTooLong}`],
    ['a fixed and a relative due date', task(7, { dueDate: '2030-05-01', dueAnchor: 'start', dueOffsetDays: -3 }), 'Row 7: A task has either a fixed due date or one relative to its event, not both'],
    ['an anchor without its offset', task(7, { dueAnchor: 'start' }), /^Row 7: /],
    ['an offset beyond ten years', task(7, { dueAnchor: 'start', dueOffsetDays: -4000 }), /^Row 7: Offset must be between/],
    ['a new assignee not among the people to add', task(7, { newAssignee: 3 }), 'Row 7: the new assignee is not among the people to add.'],
  ])('refuses %s with 400 naming the row, storing nothing', async (_case, badTask, message) => {
    const { account, event } = await organiser();
    const before = await stored(account);
    const response = await importTasks(account, event.id, { newMembers: [{ name: 'Grace Hopper' }], tasks: [task(5, { newAssignee: 0 }), task(6), badTask, task(8)] });
    expect(response.statusCode, response.body).toBe(400);
    if (typeof message === 'string') expect(response.json().error.message).toBe(message);
    else expect(response.json().error.message).toMatch(message);
    expect(await stored(account)).toEqual(before);
  });

  it('refuses a relative due date that falls outside the days stored, naming the row', async () => {
    const { account } = await organiser();
    const event = await createEvent(t.app, account.cookie, { name: 'Far Future', startDate: '9999-12-20', endDate: '9999-12-30' });
    const before = await stored(account);
    const response = await importTasks(account, event.id, { tasks: [task(1), task(2, { dueAnchor: 'end', dueOffsetDays: 5 })] });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.message).toBe(`Row 2: ${TASK_MESSAGES.dueDateOutOfRange}`);
    expect(await stored(account)).toEqual(before);
  });

  it('refuses a new member that breaks the member rules, naming the row', async () => {
    const { account, event } = await organiser();
    const before = await stored(account);
    const response = await importTasks(account, event.id, { newMembers: [{ row: 12, name: 'Grace', email: 'not an address' }], tasks: [task(12, { newAssignee: 0 })] });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.message).toBe('Row 12: Invalid email format');
    expect(await stored(account)).toEqual(before);
  });

  it("refuses an assignee who is a member of another event of the workspace, or of another workspace, naming the row", async () => {
    const { account, event } = await organiser();
    const otherEvent = await createEvent(t.app, account.cookie, { name: 'Other Event' });
    const colleague = await createMember(t.app, account.cookie, otherEvent.id, { name: 'Other Event Member' });
    const stranger = await organiser();
    const before = await stored(account);
    for (const assigneeId of [colleague.id, stranger.member.id, 2_000_000_000]) {
      const response = await importTasks(account, event.id, { tasks: [task(1), task(2, { assigneeId })] });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error).toEqual({ message: `Row 2: ${TASK_MESSAGES.assigneeNotInEvent}`, fields: { 'tasks.1.assigneeId': `Row 2: ${TASK_MESSAGES.assigneeNotInEvent}` } });
    }
    expect(await stored(account)).toEqual(before);
  });

  it("answers 404 for another workspace's event, as for an event that does not exist, storing nothing", async () => {
    const { account } = await organiser();
    const stranger = await organiser();
    const before = await stored(stranger.account);
    const foreign = await importTasks(account, stranger.event.id, { tasks: [task(1)] });
    const missing = await importTasks(account, 2_000_000_000, { tasks: [task(1)] });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: { message: EVENT_MESSAGES.notFound } });
    expect(missing.json()).toEqual(foreign.json());
    expect(await stored(stranger.account)).toEqual(before);
  });

  it('lets editors import and refuses viewers with 403', async () => {
    const { account, event } = await organiser();
    const editor = await signUp(t.app);
    const viewer = await signUp(t.app);
    await addToWorkspace(t.app, account.workspaceId, editor.user.id, 'editor');
    await addToWorkspace(t.app, account.workspaceId, viewer.user.id, 'viewer');
    const asMember = (who: Account, url: string, payload?: object) =>
      t.app.inject({ method: 'POST', url, headers: requestHeaders(who.cookie, account.workspaceId), ...(payload ? { payload } : {}) });
    const body = { format: 'trello', fileName: 'board.json', tasks: [task(1)] };
    const before = await stored(account);
    expect((await asMember(viewer, `/api/events/${event.id}/imports/tasks`, body)).statusCode).toBe(403);
    expect((await asMember(viewer, `/api/events/${event.id}/imports/members`, { format: 'csv', fileName: 'team.csv', members: [{ name: 'Grace Hopper' }] })).statusCode).toBe(403);
    expect(await stored(account)).toEqual(before);
    const imported = await asMember(editor, `/api/events/${event.id}/imports/tasks`, body);
    expect(imported.statusCode, imported.body).toBe(201);
    expect((await asMember(viewer, `/api/imports/${imported.json().importId}/undo`)).statusCode).toBe(403);
    expect((await asMember(editor, `/api/imports/${imported.json().importId}/undo`)).statusCode).toBe(200);
  });

  it('refuses more rows than an import holds, and a body over 40 MB with 413 and a message saying so', async () => {
    const { account, event } = await organiser();
    const before = await stored(account);
    const tooMany = await importTasks(account, event.id, { tasks: Array.from({ length: IMPORT_MAX_ROWS + 1 }, () => task(1)) });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.message).toBe(IMPORT_MESSAGES.tooManyRows(IMPORT_MAX_ROWS + 1));
    const none = await importTasks(account, event.id, { tasks: [] });
    expect(none.json().error.message).toBe(IMPORT_MESSAGES.noRows);

    const huge = `{"format":"csv","fileName":"plan.csv","tasks":[{"row":1,"title":"${'x'.repeat(41 * 1024 * 1024)}"}]}`;
    const tooLarge = await t.app.inject({
      method: 'POST',
      url: `/api/events/${event.id}/imports/tasks`,
      headers: { ...requestHeaders(account.cookie), 'content-type': 'application/json' },
      payload: huge,
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ error: { message: IMPORT_MESSAGES.bodyTooLarge } });
    // Larger than other routes take, smaller than the import limit: accepted (and refused only for its title).
    const large = `{"format":"csv","fileName":"plan.csv","tasks":[{"row":1,"status":"todo","priority":"low","title":"${'x'.repeat(3 * 1024 * 1024)}"}]}`;
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/events/${event.id}/imports/tasks`,
      headers: { ...requestHeaders(account.cookie), 'content-type': 'application/json' },
      payload: large,
    });
    expect(accepted.statusCode).toBe(400);
    expect(accepted.json().error.message).toBe(`Row 1: ${TASK_MESSAGES.titleTooLong}`);
    expect(await stored(account)).toEqual(before);
  });

  it('stores nothing when the database fails partway through the tasks, and answers that nothing was imported', async () => {
    const { account, event, member } = await organiser();
    const before = await stored(account);
    const restore = await failWrites(t.app, 'tasks', 'insert', { title: 'Task 700', owner_id: account.workspaceId });
    try {
      const response = await importTasks(account, event.id, {
        newMembers: [{ name: 'Grace Hopper' }],
        tasks: Array.from({ length: 1_000 }, (_, index) => task(index + 1, index % 2 ? { assigneeId: member.id } : { newAssignee: 0, status: 'completed' })),
      });
      expect(response.statusCode, response.body).toBe(500);
      expect(response.json().error.message).toBe(IMPORT_MESSAGES.noneStored);
      expect(response.body).not.toContain(FAULT_MESSAGE);
    } finally {
      await restore();
    }
    expect(await stored(account)).toEqual(before);
  });

  it('stores 50,000 rows or none: a foreign assignee or a bad title at row 40,000, or a failure while storing it, leaves nothing', async () => {
    const { account, event, member } = await organiser();
    const stranger = await organiser();
    const before = await stored(account);
    const rows = Array.from({ length: 50_000 }, (_, index) => ({
      row: index + 1,
      title: `Task ${index + 1}`,
      status: index % 3 ? 'todo' : 'completed',
      priority: 'medium',
      dueAnchor: 'start',
      dueOffsetDays: -(index % 365),
      assigneeId: index % 2 ? member.id : null,
      newAssignee: index % 2 ? null : index % 100,
    }));
    const newMembers = Array.from({ length: 100 }, (_, index) => ({ name: `Person ${index + 1}`, email: `person${index + 1}@example.com` }));
    const send = (tasks: object[]) =>
      t.app.inject({
        method: 'POST',
        url: `/api/events/${event.id}/imports/tasks`,
        headers: { ...requestHeaders(account.cookie), 'content-type': 'application/json' },
        payload: JSON.stringify({ format: 'asana', fileName: 'project.csv', newMembers, tasks }),
      });

    const foreign = await send(rows.map((row, index) => (index === 39_999 ? { ...row, assigneeId: stranger.member.id, newAssignee: null } : row)));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.message).toBe(`Row 40,000: ${TASK_MESSAGES.assigneeNotInEvent}`);

    const badTitle = await send(rows.map((row, index) => (index === 39_999 ? { ...row, title: '' } : row)));
    expect(badTitle.statusCode).toBe(400);
    expect(badTitle.json().error.message).toBe(`Row 40,000: ${TASK_MESSAGES.titleRequired}`);
    expect(await stored(account)).toEqual(before);

    const restore = await failWrites(t.app, 'tasks', 'insert', { title: 'Task 40000', owner_id: account.workspaceId });
    try {
      const failed = await send(rows);
      expect(failed.statusCode).toBe(500);
      expect(failed.json().error.message).toBe(IMPORT_MESSAGES.noneStored);
    } finally {
      await restore();
    }
    expect(await stored(account)).toEqual(before);
  }, 180_000);

  it(`allows ${IMPORTS_PER_WORKSPACE_PER_HOUR} imports a workspace an hour, then answers 429 with Retry-After`, async () => {
    let now = Date.UTC(2030, 0, 1);
    const limited = await createTestApp({ clock: () => now });
    onTestFinished(() => limited.close());
    const account = await signUp(limited.app);
    const event = await createEvent(limited.app, account.cookie);
    const send = () =>
      limited.app.inject({ method: 'POST', url: `/api/events/${event.id}/imports/tasks`, headers: requestHeaders(account.cookie), payload: { format: 'csv', fileName: 'plan.csv', tasks: [task(1)] } });
    for (let count = 0; count < IMPORTS_PER_WORKSPACE_PER_HOUR; count += 1) expect((await send()).statusCode).toBe(201);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('3600');
    expect(refused.json().error.message).toBe(IMPORT_MESSAGES.tooManyImports(3600));
    now += 60 * 60 * 1000 + 1;
    expect((await send()).statusCode).toBe(201);
  }, 60_000);
});

describe('POST /api/events/{id}/imports/members', () => {
  it('creates the members in the event, skipping those whose e-mail address is already there or earlier in the file', async () => {
    const { account, event } = await organiser();
    const response = await importMembers(account, event.id, {
      today: '2030-02-01',
      members: [
        { row: 1, name: 'Grace Hopper', email: 'grace@example.com', company: 'Navy', role: 'Speaker' },
        { row: 2, name: 'Ada again', email: 'Ada@Example.com' },
        { row: 3, name: 'Grace H.', email: 'GRACE@example.com' },
        { row: 4, name: 'Alan Turing' },
        { row: 5, name: 'Alan Turing' },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ importId: expect.any(Number), tasksCreated: 0, membersCreated: 3, batchId: null });
    const members = await t.app.inject({ method: 'GET', url: `/api/team-members?eventId=${event.id}`, headers: requestHeaders(account.cookie) });
    const items = members.json().items as { name: string; code: string; joinDate: string; email: string | null }[];
    expect(items.map((item) => item.name).sort()).toEqual(['Ada Lovelace', 'Alan Turing', 'Alan Turing', 'Grace Hopper']);
    for (const item of items.filter((one) => one.name !== 'Ada Lovelace')) {
      expect(item.code).toMatch(/^TC-\d{8}$/);
      expect(item.joinDate).toBe('2030-02-01');
    }
    expect(new Set(items.map((item) => item.code)).size).toBe(4);
  });

  it('refuses a row that breaks the member rules, naming it, storing nothing', async () => {
    const { account, event } = await organiser();
    const before = await stored(account);
    const response = await importMembers(account, event.id, { members: [{ row: 1, name: 'Grace Hopper' }, { row: 2, name: 'X' }] });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.message).toBe('Row 2: Name must be at least 2 characters long');
    expect(await stored(account)).toEqual(before);
  });

  it('gives 2,000 members unique user IDs in one import', async () => {
    const { account, event } = await organiser();
    const response = await importMembers(account, event.id, { members: Array.from({ length: 2_000 }, (_, index) => ({ name: `Person ${index + 1}` })) });
    expect(response.statusCode, response.body).toBe(201);
    const codes = await t.app.db.selectFrom('team_members').select('code').where('owner_id', '=', account.workspaceId).execute();
    expect(new Set(codes.map((row) => row.code)).size).toBe(2_001);
  });
});

describe('POST /api/imports/{id}/undo', () => {
  /** An organiser with a task of their own, then an import of tasks with a new member. */
  async function imported() {
    const world = await organiser();
    const earlier = await createTask(t.app, world.account.cookie, { title: 'Earlier task', eventId: world.event.id, assigneeId: world.member.id });
    const before = await stored(world.account);
    const response = await importTasks(world.account, world.event.id, {
      newMembers: [{ name: 'Grace Hopper', email: 'grace@example.com' }],
      tasks: [task(1, { assigneeId: world.member.id }), task(2, { newAssignee: 0, status: 'completed' }), task(3, { dueAnchor: 'start', dueOffsetDays: -7 })],
    });
    expect(response.statusCode, response.body).toBe(201);
    const result = response.json() as { importId: number; batchId: number };
    const taskIds = (await t.app.db.selectFrom('tasks').select('id').where('batch_id', '=', result.batchId).orderBy('id').execute()).map((row) => row.id);
    const grace = await t.app.db.selectFrom('team_members').select('id').where('owner_id', '=', world.account.workspaceId).where('name', '=', 'Grace Hopper').executeTakeFirstOrThrow();
    return { ...world, earlier, before, result, taskIds, newMemberId: grace.id };
  }

  it("removes exactly the import's tasks and new members, leaving everything else, and the counts follow", async () => {
    const world = await imported();
    const response = await undo(world.account, world.result.importId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ tasksRemoved: 3, membersRemoved: 1 });
    const after = await stored(world.account);
    // Everything as before the import, but the import's record (now undone) and its batch.
    expect({ ...after, imports: [], batches: [] }).toEqual({ ...world.before, imports: [], batches: [] });
    const record = await t.app.db.selectFrom('imports').select('undone_at').where('id', '=', world.result.importId).executeTakeFirstOrThrow();
    expect(record.undone_at).not.toBeNull();
    const listed = await t.app.inject({ method: 'GET', url: `/api/tasks?batch=${world.result.batchId}`, headers: requestHeaders(world.account.cookie) });
    expect(listed.json().total).toBe(0);

    const again = await undo(world.account, world.result.importId);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(IMPORT_MESSAGES.alreadyUndone);
  });

  it('undoes a member import', async () => {
    const { account, event } = await organiser();
    const before = await stored(account);
    const response = await importMembers(account, event.id, { members: [{ name: 'Grace Hopper' }, { name: 'Alan Turing' }] });
    const undone = await undo(account, response.json().importId);
    expect(undone.json()).toEqual({ tasksRemoved: 0, membersRemoved: 2 });
    expect((await stored(account)).members).toEqual(before.members);
  });

  const changes: [string, (world: Awaited<ReturnType<typeof imported>>) => Promise<unknown>, number][] = [
    ['a task edited', (w) => t.call('PATCH', `/api/tasks/${w.taskIds[0]}`, w.account.cookie, { title: 'Book the large hall' }), 1],
    ['a task’s status changed', (w) => t.call('PUT', `/api/tasks/${w.taskIds[2]}/status`, w.account.cookie, { status: 'inprogress' }), 1],
    ['a task deleted', (w) => t.call('DELETE', `/api/tasks/${w.taskIds[1]}`, w.account.cookie), 1],
    ['a new member edited', (w) => t.call('PATCH', `/api/team-members/${w.newMemberId}`, w.account.cookie, { name: 'Grace B. Hopper' }), 1],
    ['a new member given another task', (w) => createTask(t.app, w.account.cookie, { title: 'Later task', eventId: w.event.id, assigneeId: w.newMemberId }), 1],
    [
      'two tasks edited',
      async (w) => {
        await t.call('PUT', `/api/tasks/${w.taskIds[0]}/status`, w.account.cookie, { status: 'completed' });
        await t.call('PATCH', `/api/tasks/${w.taskIds[1]}`, w.account.cookie, { priority: 'high' });
      },
      2,
    ],
  ];

  it.each(changes)('refuses with 409 after %s, removing nothing', async (_change, change, count) => {
    const world = await imported();
    await change(world);
    const before = await stored(world.account);
    const response = await undo(world.account, world.result.importId);
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().error.message).toBe(IMPORT_MESSAGES.undoChanged(count));
    expect(await stored(world.account)).toEqual(before);
  });

  it("answers 404 for another workspace's import, as for one that does not exist, removing nothing", async () => {
    const world = await imported();
    const stranger = await organiser();
    const before = await stored(world.account);
    const foreign = await undo(stranger.account, world.result.importId);
    const missing = await undo(stranger.account, 2_000_000_000);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: { message: IMPORT_MESSAGES.importNotFound } });
    expect(missing.json()).toEqual(foreign.json());
    expect(await stored(world.account)).toEqual(before);
  });
});
