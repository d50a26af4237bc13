import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/schema.ts';
import { deleteEvent } from '../../src/server/events/events-repository.ts';
import { deleteTask } from '../../src/server/tasks/tasks-repository.ts';
import { deleteMember } from '../../src/server/team/team-repository.ts';
import { failWrites } from './support/faults.ts';
import { countOwnedRows, createEvent, createMember, createTask } from './support/fixtures.ts';
import { COUNT_TABLES, counted, maintained } from './support/maintained-counts.ts';
import { createTestApp, signUp, type Method, type TestApp } from './support/test-app.ts';
import { createWorkspace, invite, joinByInvitation, type Member } from './support/workspaces.ts';

/**
 * The lists read their totals from counters the database keeps with triggers, per workspace. After
 * every kind of change — through the API by the workspace's owner or by an editor, straight in SQL,
 * in cascades, and in transactions that roll back —
 * each counter table must equal a fresh GROUP BY over the tasks and team members, and every total
 * the API answers must equal a fresh COUNT.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Owner = Awaited<ReturnType<typeof signUp>>;
/** The tables of planning records, each with the workspace it belongs to as owner_id. */
const PLANNING_TABLES = ['events', 'team_members', 'tasks', 'task_status_log', 'task_batches', 'task_templates', 'task_template_items', 'calendar_feeds'] as const;
/** Whoever reads a workspace's lists: the session's cookie and the workspace its requests name. */
interface Reader {
  cookie: string;
  workspaceId: number;
}
type Db = Kysely<Database>;

const TODAY = '2031-06-15';
/** Days around TODAY's month: each lands in a different part of the past-due arithmetic. */
const DUE = {
  lastYear: '2030-12-31',
  lastMonth: '2031-05-31',
  monthStart: '2031-06-01',
  yesterday: '2031-06-14',
  today: '2031-06-15',
  tomorrow: '2031-06-16',
  nextMonth: '2031-07-01',
};
/** "Today" as callers in other places and times may send it. */
const TODAYS = [TODAY, '2031-06-01', '2031-07-01', '2031-05-31', '2032-01-01'];

async function expectCountersExact(db: Db = t.app.db) {
  const [kept, fresh] = [await maintained(db), await counted(db)];
  expect(kept).toEqual(fresh);
}

/** `text` as a LIKE pattern matching it anywhere, its %, _ and \ taken literally (escape '\'). */
function containsPattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

interface TaskFilter {
  eventId?: number;
  memberId?: number;
  unassigned?: boolean;
  status?: string;
  q?: string;
  hideCompleted?: boolean;
  due?: 'past' | 'week';
}

/** The calendar day `days` after `date`. */
function plusDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** What GET /api/tasks must answer for `filter`, counted straight from the tasks table. */
async function freshTaskTotals(workspaceId: number, filter: TaskFilter, today: string) {
  let query = t.app.db.selectFrom('tasks').where('owner_id', '=', workspaceId);
  if (filter.eventId !== undefined) query = query.where('event_id', '=', filter.eventId);
  if (filter.memberId !== undefined) query = query.where('assignee_id', '=', filter.memberId);
  if (filter.unassigned) query = query.where('assignee_id', 'is', null);
  if (filter.q !== undefined) {
    const pattern = containsPattern(filter.q);
    query = query.where(sql<boolean>`(lower(title) like lower(${pattern}) escape '\\' or lower(description) like lower(${pattern}) escape '\\')`);
  }
  const inScope = await query.select(['status', 'assignee_id', sql<string | null>`cast(due_date as text)`.as('due_date')]).execute();
  type Row = (typeof inScope)[number];
  // The dashboard's Overdue and Due this week, written out: due before today or in status Overdue; due today to today + 6.
  const open = (row: Row) => row.status !== 'completed';
  const pastDue = (row: Row) => row.status === 'overdue' || (open(row) && row.due_date !== null && row.due_date < today);
  const dueThisWeek = (row: Row) => open(row) && row.due_date !== null && row.due_date >= today && row.due_date <= plusDays(today, 6);
  const rows = inScope.filter(
    (row) =>
      (filter.status === undefined || row.status === filter.status) &&
      (!filter.hideCompleted || open(row)) &&
      (filter.due === undefined || (filter.due === 'past' ? pastDue(row) : dueThisWeek(row))),
  );
  const where = (keep: (row: Row) => boolean) => rows.filter(keep).length;
  const dueCounts = { open: inScope.filter(open).length, past: inScope.filter(pastDue).length, week: inScope.filter(dueThisWeek).length };
  const totals = {
    total: rows.length,
    todo: where((row) => row.status === 'todo'),
    inprogress: where((row) => row.status === 'inprogress'),
    completed: where((row) => row.status === 'completed'),
    overdue: where((row) => row.status === 'overdue'),
    assigned: where((row) => row.assignee_id !== null),
    unassigned: where((row) => row.assignee_id === null),
    pastDue: where(pastDue),
  };
  const all = await t.app.db.selectFrom('tasks').where('owner_id', '=', workspaceId).select(sql<number>`count(*)`.as('count')).executeTakeFirstOrThrow();
  return { total: totals.total, totals, dueCounts, totalInSystem: Number(all.count) };
}

function taskListUrl(filter: TaskFilter, today: string) {
  const params = new URLSearchParams({ limit: '5', today });
  if (filter.eventId !== undefined) params.set('eventId', String(filter.eventId));
  if (filter.memberId !== undefined) params.set('memberId', String(filter.memberId));
  if (filter.unassigned) params.set('unassigned', 'true');
  if (filter.status !== undefined) params.set('status', filter.status);
  if (filter.q !== undefined) params.set('q', filter.q);
  if (filter.hideCompleted) params.set('hideCompleted', 'true');
  if (filter.due !== undefined) params.set('due', filter.due);
  return `/api/tasks?${params}`;
}

/** Every filter of the task list the workspace's events and members allow, plus one of another workspace's members. */
async function filtersOf(owner: Reader, strangerMemberId: number): Promise<TaskFilter[]> {
  const events = await t.app.db.selectFrom('events').where('owner_id', '=', owner.workspaceId).select('id').orderBy('id').execute();
  const members = await t.app.db.selectFrom('team_members').where('owner_id', '=', owner.workspaceId).select(['id', 'event_id']).orderBy('id').execute();
  const filters: TaskFilter[] = [{}, { unassigned: true }, { memberId: strangerMemberId }, { q: 'venue' }, { q: 'ven', status: 'todo' }];
  for (const status of ['todo', 'inprogress', 'completed', 'overdue']) filters.push({ status });
  filters.push({ status: 'todo', unassigned: true });
  filters.push({ hideCompleted: true }, { due: 'past' }, { due: 'week' }, { due: 'past', unassigned: true, status: 'todo' }, { due: 'week', status: 'overdue' });
  filters.push({ due: 'past', q: 'ven' }, { due: 'week', hideCompleted: true, unassigned: true });
  for (const event of events) {
    filters.push({ eventId: event.id }, { eventId: event.id, unassigned: true, status: 'overdue' });
    filters.push({ eventId: event.id, due: 'past' }, { eventId: event.id, due: 'week', unassigned: true }, { eventId: event.id, hideCompleted: true, status: 'overdue' });
  }
  for (const member of members) {
    filters.push({ memberId: member.id }, { memberId: member.id, eventId: member.event_id, status: 'todo' });
    filters.push({ memberId: member.id, due: 'past' }, { memberId: member.id, eventId: member.event_id, due: 'week', status: 'inprogress' });
  }
  if (members[0]) filters.push({ memberId: members[0].id, unassigned: true });
  if (members[0] && events.length > 1) filters.push({ memberId: members[0].id, eventId: events.find((event) => event.id !== members[0]!.event_id)!.id });
  return filters;
}

/** The lists of the workspace `owner.workspaceId`, as `owner` reads them, against fresh counts of its rows. */
async function expectListsExact(owner: Reader, strangerMemberId: number) {
  for (const filter of await filtersOf(owner, strangerMemberId)) {
    // Past-due counts of the whole account come from per-month and per-day counters: try several todays.
    const ownerWide = filter.eventId === undefined && filter.memberId === undefined && filter.q === undefined;
    for (const today of ownerWide ? TODAYS : [TODAY]) {
      const response = await t.call('GET', taskListUrl(filter, today), owner.cookie, undefined, owner.workspaceId);
      expect(response.statusCode).toBe(200);
      const { total, totals, dueCounts, totalInSystem } = response.json();
      expect({ filter, today, total, totals, dueCounts, totalInSystem }).toEqual({ filter, today, ...(await freshTaskTotals(owner.workspaceId, filter, today)) });
    }
  }

  const events = (await t.call('GET', '/api/events?limit=100', owner.cookie, undefined, owner.workspaceId)).json().items as { id: number; taskCount: number; memberCount: number }[];
  for (const event of events) {
    const tasks = await t.app.db.selectFrom('tasks').where('event_id', '=', event.id).select(sql<number>`count(*)`.as('count')).executeTakeFirstOrThrow();
    const members = await t.app.db.selectFrom('team_members').where('event_id', '=', event.id).select(sql<number>`count(*)`.as('count')).executeTakeFirstOrThrow();
    expect({ id: event.id, taskCount: event.taskCount, memberCount: event.memberCount }).toEqual({
      id: event.id,
      taskCount: Number(tasks.count),
      memberCount: Number(members.count),
    });
  }

  for (const eventId of [undefined, ...events.map((event) => event.id)]) {
    const team = (await t.call('GET', `/api/team-members?limit=100${eventId ? `&eventId=${eventId}` : ''}`, owner.cookie, undefined, owner.workspaceId)).json();
    let members = t.app.db.selectFrom('team_members').where('owner_id', '=', owner.workspaceId);
    if (eventId !== undefined) members = members.where('event_id', '=', eventId);
    const rows = await members.select(['id', 'event_id', 'status']).execute();
    const all = await t.app.db.selectFrom('team_members').where('owner_id', '=', owner.workspaceId).select(sql<number>`count(*)`.as('count')).executeTakeFirstOrThrow();
    expect({ total: team.total, totalInSystem: team.totalInSystem, activeCount: team.activeCount, eventCount: team.eventCount }).toEqual({
      total: rows.length,
      totalInSystem: Number(all.count),
      activeCount: rows.filter((row) => row.status === 'active').length,
      eventCount: new Set(rows.map((row) => row.event_id)).size,
    });
    for (const member of team.items as { id: number; taskCounts: Record<string, number> }[]) {
      const tasks = await t.app.db.selectFrom('tasks').where('assignee_id', '=', member.id).select('status').execute();
      const of = (status: string) => tasks.filter((task) => task.status === status).length;
      expect({ id: member.id, ...member.taskCounts }).toEqual({
        id: member.id,
        total: tasks.length,
        todo: of('todo'),
        inprogress: of('inprogress'),
        completed: of('completed'),
        overdue: of('overdue'),
      });
    }
  }
}

describe('maintained counts', () => {
  let ada: Owner;
  let ben: Owner;
  let adaConference: { id: number };
  let adaGala: { id: number };
  let benFair: { id: number };
  let ann: { id: number };
  let bob: { id: number };
  let cy: { id: number };
  let dee: { id: number };
  const taskIds: number[] = [];

  /** Both owners' lists and the counter tables, checked together after each step. */
  async function expectExact() {
    await expectCountersExact();
    await expectListsExact(ada, dee.id);
    await expectListsExact(ben, ann.id);
  }

  async function patchTask(id: number, payload: Record<string, unknown>, owner = ada) {
    const response = await t.call('PATCH', `/api/tasks/${id}`, owner.cookie, payload);
    expect(response.statusCode, response.body).toBe(200);
  }

  beforeAll(async () => {
    ada = await signUp(t.app, { name: 'Ada' });
    ben = await signUp(t.app, { name: 'Ben' });
    adaConference = await createEvent(t.app, ada.cookie, { name: 'Tech Conference' });
    adaGala = await createEvent(t.app, ada.cookie, { name: 'Charity Gala' });
    benFair = await createEvent(t.app, ben.cookie, { name: 'Book Fair' });
    ann = await createMember(t.app, ada.cookie, adaConference.id, { name: 'Ann Lee' });
    bob = await createMember(t.app, ada.cookie, adaConference.id, { name: 'Bob Stone' });
    cy = await createMember(t.app, ada.cookie, adaGala.id, { name: 'Cy Ode' });
    dee = await createMember(t.app, ben.cookie, benFair.id, { name: 'Dee Park' });
  });

  it('starts exact with events and members but no tasks', async () => {
    await expectExact();
  });

  it('counts tasks created one by one, in every status, due on every kind of day', async () => {
    const statuses = ['todo', 'inprogress', 'completed', 'overdue'];
    const dueDates = [...Object.values(DUE), null];
    const assignees = [ann.id, bob.id, null];
    let n = 0;
    for (const status of statuses) {
      for (const dueDate of dueDates) {
        n += 1;
        const assigneeId = assignees[n % assignees.length];
        const task = await createTask(t.app, ada.cookie, {
          title: n % 3 === 0 ? `Book venue ${n}` : `Order catering ${n}`,
          eventId: adaConference.id,
          status,
          dueDate,
          assigneeId,
        });
        taskIds.push(task.id);
      }
    }
    await createTask(t.app, ada.cookie, { title: 'Seat plan', eventId: adaGala.id, assigneeId: cy.id, dueDate: DUE.yesterday });
    await createTask(t.app, ben.cookie, { title: 'Venue walk', eventId: benFair.id, assigneeId: dee.id, dueDate: DUE.lastMonth });
    await createTask(t.app, ben.cookie, { title: 'Print flyers', eventId: benFair.id, status: 'overdue', dueDate: DUE.lastYear });
    await expectExact();
  });

  it('counts a bulk create', async () => {
    const text = Array.from({ length: 30 }, (_, i) => `Bulk line ${i + 1}`).join('\n');
    const response = await t.call('POST', '/api/tasks/bulk', ada.cookie, { eventId: adaGala.id, text, today: TODAY });
    expect(response.statusCode, response.body).toBe(201);
    await expectExact();
  });

  it('follows status changes, including to and from completed', async () => {
    for (const [index, status] of ['completed', 'todo', 'overdue', 'inprogress', 'completed'].entries()) {
      const response = await t.call('PUT', `/api/tasks/${taskIds[index]}/status`, ada.cookie, { status });
      expect(response.statusCode).toBe(200);
    }
    await t.call('PUT', `/api/tasks/${taskIds[10]}/status`, ada.cookie, { status: 'completed' });
    await t.call('PUT', `/api/tasks/${taskIds[10]}/status`, ada.cookie, { status: 'todo' });
    await expectExact();
  });

  it('follows reassignments: to another member, to nobody and back', async () => {
    await patchTask(taskIds[0]!, { assigneeId: bob.id });
    await patchTask(taskIds[1]!, { assigneeId: null });
    await patchTask(taskIds[2]!, { assigneeId: ann.id });
    await expectExact();
  });

  it('follows a task moved to another event, and edits of its due date and status together', async () => {
    await patchTask(taskIds[3]!, { eventId: adaGala.id, assigneeId: cy.id });
    await patchTask(taskIds[4]!, { eventId: adaGala.id, assigneeId: null, dueDate: DUE.nextMonth });
    await patchTask(taskIds[5]!, { dueDate: DUE.monthStart, status: 'overdue' });
    await patchTask(taskIds[6]!, { dueDate: null });
    await patchTask(taskIds[7]!, { title: 'Book the venue again', description: 'Only the words change' });
    await expectExact();
  });

  it('follows changes made straight in SQL, several rows in one statement', async () => {
    await t.app.db.updateTable('tasks').set({ status: 'completed' }).where('event_id', '=', adaGala.id).where('status', '=', 'todo').execute();
    await t.app.db.updateTable('tasks').set({ due_date: DUE.yesterday }).where('owner_id', '=', ada.workspaceId).where('due_date', 'is', null).execute();
    await t.app.db.updateTable('team_members').set({ status: 'inactive' }).where('id', '=', bob.id).execute();
    await expectExact();
  });

  it('is unchanged by editing an event, and follows member status edits', async () => {
    const edit = await t.call('PATCH', `/api/events/${adaConference.id}`, ada.cookie, {
      name: 'Tech Conference 2031',
      description: 'Renamed',
      startDate: '2031-06-01',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const member = await t.call('PATCH', `/api/team-members/${ann.id}`, ada.cookie, { name: 'Ann Lee', status: 'pending' });
    expect(member.statusCode, member.body).toBe(200);
    await expectExact();
  });

  it('follows deleted tasks', async () => {
    for (const id of taskIds.splice(8, 3)) expect((await t.call('DELETE', `/api/tasks/${id}`, ada.cookie)).statusCode).toBe(204);
    await expectExact();
  });

  it('moves a deleted member’s tasks to unassigned', async () => {
    const before = await t.app.db.selectFrom('tasks').where('assignee_id', '=', bob.id).select('id').execute();
    expect(before.length).toBeGreaterThan(0);
    expect((await t.call('DELETE', `/api/team-members/${bob.id}`, ada.cookie)).statusCode).toBe(204);
    await expectExact();
  });

  it('is unchanged by changes rolled back with their transaction, and exact inside it', async () => {
    const before = await maintained(t.app.db);
    await expect(
      t.app.db.transaction().execute(async (trx) => {
        expect(await deleteMember(trx, ada.workspaceId, ann.id)).toBe(true);
        expect(await deleteTask(trx, ada.workspaceId, taskIds[0]!)).toBe(true);
        await trx.updateTable('tasks').set({ status: 'overdue' }).where('owner_id', '=', ada.workspaceId).execute();
        expect(await deleteEvent(trx, ben.workspaceId, benFair.id)).toBe(true);
        await expectCountersExact(trx);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await maintained(t.app.db)).toEqual(before);
    await expectExact();
  });

  it('is unchanged by a bulk create that fails halfway', async () => {
    const before = await maintained(t.app.db);
    const restore = await failWrites(t.app, 'tasks', 'insert', { title: 'Line 700' });
    try {
      const text = Array.from({ length: 800 }, (_, i) => `Line ${i + 1}`).join('\n');
      const response = await t.call('POST', '/api/tasks/bulk', ada.cookie, { eventId: adaConference.id, text, today: TODAY });
      expect(response.statusCode).toBe(500);
    } finally {
      await restore();
    }
    expect(await maintained(t.app.db)).toEqual(before);
    await expectExact();
  });

  it('drops a deleted event’s tasks and members (cascade)', async () => {
    expect((await t.call('DELETE', `/api/events/${adaGala.id}`, ada.cookie)).statusCode).toBe(204);
    await expectExact();
  });

  it('counts sample data, and drops everything of a deleted user', async () => {
    const cy = await signUp(t.app, { name: 'Cy' });
    const sample = await t.call('POST', '/api/sample-data', cy.cookie, { today: TODAY });
    expect(sample.statusCode, sample.body).toBe(201);
    await expectCountersExact();
    const owned = await t.app.db.selectFrom('owner_task_counts').where('owner_id', '=', cy.workspaceId).select('task_count').execute();
    expect(owned.length).toBeGreaterThan(0);

    await t.app.db.deleteFrom('users').where('id', '=', cy.user.id).execute();
    await expectExact();
    for (const table of ['owner_task_counts', 'event_task_counts', 'assignee_task_counts', 'open_task_due_counts', 'event_member_counts'] as const) {
      const left = await t.app.db.selectFrom(table).where('owner_id', '=', cy.workspaceId).select('owner_id').execute();
      expect({ table, left: left.length }).toEqual({ table, left: 0 });
    }
  });
});

describe('maintained counts for changes made by an editor of the workspace', () => {
  let olive: Owner;
  let eddie: Member;
  let stranger: Owner;
  let strangerMemberId: number;
  let summit: { id: number };
  let fair: { id: number };
  const members: number[] = [];
  const tasks: number[] = [];

  /** A request of the editor's, in the owner's workspace. */
  const asEditor = (method: Method, url: string, payload?: object) => t.call(method, url, eddie.cookie, payload, olive.workspaceId);
  const editorReads = (): Reader => ({ cookie: eddie.cookie, workspaceId: olive.workspaceId });

  async function versionOf(workspaceId: number): Promise<number> {
    const row = await t.app.db.selectFrom('owner_data_versions').select('version').where('owner_id', '=', workspaceId).executeTakeFirst();
    return Number(row?.version ?? 0);
  }

  /** Nothing of the editor's changes is kept under the editor's own workspace: no row, no count, no version. */
  async function expectNothingUnder(workspaceId: number) {
    for (const table of [...COUNT_TABLES, ...PLANNING_TABLES, 'owner_data_versions'] as const) {
      const rows = await t.app.db.selectFrom(table).select('owner_id').where('owner_id', '=', workspaceId).execute();
      expect({ table, rows: rows.length }).toEqual({ table, rows: 0 });
    }
  }

  /**
   * Makes the editor's `change`, then: every counter equals a recount, every list the owner reads (and,
   * when asked, the editor) equals a fresh count at once, the owner's data version moved, and nothing
   * landed in the editor's own workspace.
   */
  async function expectExactAfter(change: () => Promise<void>, { editorToo = false } = {}) {
    const before = await versionOf(olive.workspaceId);
    await change();
    await expectCountersExact();
    await expectListsExact(olive, strangerMemberId);
    if (editorToo) await expectListsExact(editorReads(), strangerMemberId);
    expect(await versionOf(olive.workspaceId)).toBeGreaterThan(before);
    await expectNothingUnder(eddie.workspaceId);
  }

  async function expectOk(response: Awaited<ReturnType<TestApp['call']>>, status = 200) {
    expect(response.statusCode, response.body).toBe(status);
    return response;
  }

  beforeAll(async () => {
    olive = await signUp(t.app, { name: 'Olive Owner' });
    eddie = await joinByInvitation(t, olive, olive.workspaceId, 'editor', { name: 'Eddie Editor' });
    stranger = await signUp(t.app, { name: 'Stan Stranger' });
    const strangerEvent = await createEvent(t.app, stranger.cookie, { name: 'Other Fair' });
    strangerMemberId = (await createMember(t.app, stranger.cookie, strangerEvent.id, { name: 'Sam Other' })).id;
    // The owner has read the lists before the editor changes anything: those answers are cached.
    await expectListsExact(olive, strangerMemberId);
  });

  it('counts events, members and tasks the editor creates, one by one and in bulk', async () => {
    await expectExactAfter(
      async () => {
        summit = await createEvent(t.app, eddie.cookie, { name: 'Editor Summit' }, olive.workspaceId);
        fair = await createEvent(t.app, eddie.cookie, { name: 'Editor Fair' }, olive.workspaceId);
        for (const [index, name] of ['Ann Editor', 'Bob Editor', 'Cy Editor'].entries()) {
          members.push((await createMember(t.app, eddie.cookie, index < 2 ? summit.id : fair.id, { name }, olive.workspaceId)).id);
        }
        let n = 0;
        for (const status of ['todo', 'inprogress', 'completed', 'overdue']) {
          for (const dueDate of [DUE.lastMonth, DUE.yesterday, DUE.today, DUE.nextMonth, null]) {
            n += 1;
            const assigneeId = [members[0], members[1], null][n % 3];
            const task = await createTask(t.app, eddie.cookie, { title: `Book venue ${n}`, eventId: summit.id, status, dueDate, assigneeId }, olive.workspaceId);
            tasks.push(task.id);
          }
        }
        const text = Array.from({ length: 12 }, (_, i) => `Editor bulk ${i + 1}`).join('\n');
        await expectOk(await asEditor('POST', '/api/tasks/bulk', { eventId: fair.id, text, today: TODAY }), 201);
      },
      { editorToo: true },
    );
    expect(await countOwnedRows(t.app, 'tasks', olive.workspaceId)).toBe(32);
  });

  it('follows the status changes the editor makes, completing tasks and reopening them', async () => {
    await expectExactAfter(async () => {
      for (const [index, status] of ['completed', 'todo', 'overdue', 'inprogress', 'completed'].entries()) {
        await expectOk(await asEditor('PUT', `/api/tasks/${tasks[index]}/status`, { status }));
      }
      await expectOk(await asEditor('PATCH', `/api/tasks/${tasks[6]}`, { status: 'completed' }));
    });
  });

  it('follows the editor’s reassignments, moves to another event and due date edits', async () => {
    await expectExactAfter(async () => {
      await expectOk(await asEditor('PATCH', `/api/tasks/${tasks[0]}`, { assigneeId: members[1] }));
      await expectOk(await asEditor('PATCH', `/api/tasks/${tasks[1]}`, { assigneeId: null }));
      await expectOk(await asEditor('PATCH', `/api/tasks/${tasks[2]}`, { eventId: fair.id, assigneeId: members[2] }));
      await expectOk(await asEditor('PATCH', `/api/tasks/${tasks[3]}`, { eventId: fair.id, assigneeId: null, dueDate: DUE.nextMonth }));
      await expectOk(await asEditor('PATCH', `/api/tasks/${tasks[4]}`, { dueDate: DUE.monthStart, status: 'overdue' }));
      await expectOk(await asEditor('PATCH', `/api/tasks/${tasks[5]}`, { dueDate: null }));
    });
  });

  it('follows the editor’s member edits and deletions, and task deletions', async () => {
    await expectExactAfter(async () => {
      await expectOk(await asEditor('PATCH', `/api/team-members/${members[0]}`, { name: 'Ann Editor', status: 'inactive' }));
      await expectOk(await asEditor('DELETE', `/api/team-members/${members[1]}`), 204);
      for (const id of tasks.splice(10, 3)) await expectOk(await asEditor('DELETE', `/api/tasks/${id}`), 204);
    });
  });

  it('counts an event the editor makes from a template, and drops an event the editor deletes', async () => {
    await expectExactAfter(async () => {
      const template = await expectOk(await asEditor('POST', '/api/templates', { name: 'Editor plan', eventId: summit.id }), 201);
      const made = await asEditor('POST', `/api/templates/${template.json().template.id}/events`, { name: 'From the plan', description: 'Copied', startDate: '2031-07-01' });
      await expectOk(made, 201);
    });
    await expectExactAfter(
      async () => {
        await expectOk(await asEditor('DELETE', `/api/events/${fair.id}`), 204);
      },
      { editorToo: true },
    );
  });

  it('counts sample data the editor loads into an empty workspace of the owner’s', async () => {
    const planning = await createWorkspace(t.app, olive, 'Planning together');
    await invite(t, olive, planning, eddie, 'editor');
    const before = await versionOf(planning);
    await expectOk(await t.call('POST', '/api/sample-data', eddie.cookie, { today: TODAY }, planning), 201);
    await expectCountersExact();
    await expectListsExact({ cookie: olive.cookie, workspaceId: planning }, strangerMemberId);
    expect(await versionOf(planning)).toBeGreaterThan(before);
    expect(await countOwnedRows(t.app, 'tasks', planning)).toBeGreaterThan(0);
    await expectNothingUnder(eddie.workspaceId);
  });
});

describe('search', () => {
  let owner: Owner;
  let eventId: number;

  /** The ids GET /api/tasks?q= answers (every page of them) and its totals, against a fresh LIKE over the tasks. */
  async function expectSearchExact(q: string) {
    const response = await t.call('GET', `/api/tasks?limit=500&today=${TODAY}&q=${encodeURIComponent(q)}`, owner.cookie);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const pattern = containsPattern(q);
    const matching = await t.app.db
      .selectFrom('tasks')
      .where('owner_id', '=', owner.workspaceId)
      .where(sql<boolean>`(lower(title) like lower(${pattern}) escape '\\' or lower(description) like lower(${pattern}) escape '\\')`)
      .select('id')
      .orderBy('id')
      .execute();
    const ids = (body.items as { id: number }[]).map((item) => item.id).sort((a, b) => a - b);
    expect({ q, ids, totals: body.totals }).toEqual({
      q,
      ids: matching.map((row) => row.id),
      totals: (await freshTaskTotals(owner.workspaceId, { q }, TODAY)).totals,
    });
    return ids.length;
  }

  beforeAll(async () => {
    owner = await signUp(t.app, { name: 'Searcher' });
    ({ id: eventId } = await createEvent(t.app, owner.cookie, { name: 'Search Fair' }));
    const tasks = [
      { title: 'Book the Grand Hotel ballroom', description: 'Ask for the terrace as well' },
      { title: 'Catering: "vegan" options', description: '' },
      { title: 'cat, eri and ing', description: 'Holds the pieces of catering, but not the word' },
      { title: 'Café crème for the speakers', description: 'Order 40% decaf' },
      { title: 'Print badges', description: 'Codes like xyz-42 and XYZ_43' },
      { title: 'CATERING for the crew', description: 'Late caterings too' },
    ];
    for (const task of tasks) await createTask(t.app, owner.cookie, { ...task, eventId, dueDate: DUE.yesterday });
  });

  it('finds exactly the tasks whose title or description contains the text, ignoring case', async () => {
    const found: Record<string, number> = {};
    for (const q of ['catering', 'CaTeRiNg', 'ater', 'at', 'a', 'eri', '"vegan"', 'g: "v', 'hotel ball', 'terrace', 'Café', 'crème f', 'é', '40%', '_4', 'xyz-4', 'z_43', 'nowhere']) {
      found[q] = await expectSearchExact(q);
    }
    expect(found).toMatchObject({ catering: 3, 'hotel ball': 1, nowhere: 0, 'g: "v': 1, '_4': 1, z_43: 1, '40%': 1 });
  });

  it('follows edits and deletions of titles and descriptions', async () => {
    const [first] = (await t.call('GET', `/api/tasks?q=ballroom`, owner.cookie)).json().items as { id: number }[];
    const edit = await t.call('PATCH', `/api/tasks/${first!.id}`, owner.cookie, { title: 'Book the garden', description: 'Catering outside' });
    expect(edit.statusCode).toBe(200);
    expect(await expectSearchExact('ballroom')).toBe(0);
    expect(await expectSearchExact('garden')).toBe(1);
    expect(await expectSearchExact('catering')).toBe(4);

    expect((await t.call('DELETE', `/api/tasks/${first!.id}`, owner.cookie)).statusCode).toBe(204);
    expect(await expectSearchExact('garden')).toBe(0);
    expect(await expectSearchExact('catering')).toBe(3);
  });
});
