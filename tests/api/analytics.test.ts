import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '../../src/domain/dates.ts';
import { createPostgresDatabase, createSqliteDatabase } from '../../src/server/db/database.ts';
import { migrateTo } from '../../src/server/db/migrate.ts';
import { createEvent, createTask } from './support/fixtures.ts';
import { createTestApp, dialect, signUp, type TestApp } from './support/test-app.ts';
import { tableColumns } from './support/database-snapshot.ts';

/**
 * GET /api/analytics against fixtures whose figures are worked out by hand below: a small one where
 * every task sits on a different side of a period's edge, and a 20,000-task one of a regular shape.
 * Tasks and status-log rows are written straight into the database, so their times can be chosen.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Owner = Awaited<ReturnType<typeof signUp>>;

const get = (cookie: string | undefined, url: string) => t.call('GET', url, cookie);

async function addMember(owner: Owner, eventId: number, name: string, joinDate: string) {
  const response = await t.call('POST', '/api/team-members', owner.cookie, { name, eventId, today: joinDate });
  if (response.statusCode !== 201) throw new Error(`adding ${name} failed: ${response.body}`);
  return response.json().member as { id: number; code: string };
}

interface TaskRow {
  eventId: number;
  assigneeId: number | null;
  status: string;
  dueDate: string | null;
  createdAt: string;
  /** Status changes: [when, old status, new status]. */
  log?: [string, string | null, string][];
  /** When something other than the status last changed. */
  editedAt?: string;
}

const CHUNK = 500;

/** Inserts the tasks and their status logs; updated_at is the latest of creation, status changes and edits, as the app writes it. */
async function insertTasks(owner: Owner, tasks: TaskRow[]) {
  for (let start = 0; start < tasks.length; start += CHUNK) {
    const chunk = tasks.slice(start, start + CHUNK);
    const ids = await t.app.db
      .insertInto('tasks')
      .values(
        chunk.map((task, index) => {
          const times = [task.createdAt, ...(task.log ?? []).map(([at]) => at), ...(task.editedAt ? [task.editedAt] : [])];
          return {
            owner_id: owner.workspaceId,
            event_id: task.eventId,
            title: `Task ${start + index}`,
            status: task.status,
            due_date: task.dueDate,
            assignee_id: task.assigneeId,
            created_at: task.createdAt,
            updated_at: times.sort().at(-1)!,
          };
        }),
      )
      .returning('id')
      .execute();
    const logRows = chunk.flatMap((task, index) =>
      (task.log ?? []).map(([changedAt, oldStatus, newStatus]) => ({
        task_id: ids[index]!.id,
        owner_id: owner.workspaceId,
        old_status: oldStatus,
        new_status: newStatus,
        changed_at: changedAt,
      })),
    );
    for (let from = 0; from < logRows.length; from += CHUNK) {
      await t.app.db.insertInto('task_status_log').values(logRows.slice(from, from + CHUNK)).execute();
    }
  }
}

const at = (day: string, time = '12:00:00.000') => `${day}T${time}Z`;

describe('a hand-worked fixture', () => {
  // Today is Wednesday 2031-06-18.
  //   7 days:  2031-06-12 … 2031-06-18, previous 2031-06-05 … 2031-06-11
  //   30 days: 2031-05-20 … 2031-06-18, previous 2031-04-20 … 2031-05-19
  //   90 days: 2031-03-21 … 2031-06-18, previous 2030-12-21 … 2031-03-20
  const TODAY = '2031-06-18';
  let owner: Owner;
  let other: Owner;
  let gala: { id: number };
  let fair: { id: number };
  let othersEvent: { id: number };
  let ada: { id: number; code: string };
  let ben: { id: number; code: string };
  let cy: { id: number; code: string };
  /**
   * Every task of each event, whatever the period, as of TODAY: Gala T1 … T6, T11, T13; Fair T7 … T10, T12.
   * Overdue: status Overdue, or due before today and not completed.
   */
  let EVENTS_WHATEVER_THE_PERIOD: { id?: number; title: string; tasksTotal: number; tasksCompleted: number; tasksInProgress: number; tasksTodo: number; tasksOverdue: number; progress: number; teamSize: number }[];

  beforeAll(async () => {
    owner = await signUp(t.app);
    gala = await createEvent(t.app, owner.cookie, { name: 'Gala', startDate: '2031-07-01' });
    fair = await createEvent(t.app, owner.cookie, { name: 'Fair', startDate: '2031-07-01' });
    await createEvent(t.app, owner.cookie, { name: 'Expo', startDate: '2031-07-01' });
    EVENTS_WHATEVER_THE_PERIOD = [
      { title: 'Expo', tasksTotal: 0, tasksCompleted: 0, tasksInProgress: 0, tasksTodo: 0, tasksOverdue: 0, progress: 0, teamSize: 0 },
      // completed T8, T9; in progress T7 (due today); to do T10, T12 (due 06-12: past due); 2 of 5 = 40 %
      { id: fair.id, title: 'Fair', tasksTotal: 5, tasksCompleted: 2, tasksInProgress: 1, tasksTodo: 2, tasksOverdue: 1, progress: 40, teamSize: 1 },
      // completed T1, T2, T13; in progress T3; to do T4, T5, T11; Overdue T6. Overdue: T6 (status) and T3, T4, T5 (past due).
      // 3 of 8 = 37.5 % → 38 %
      { id: gala.id, title: 'Gala', tasksTotal: 8, tasksCompleted: 3, tasksInProgress: 1, tasksTodo: 3, tasksOverdue: 4, progress: 38, teamSize: 2 },
    ];
    ada = await addMember(owner, gala.id, 'Ada Lee', '2031-06-01');
    ben = await addMember(owner, gala.id, 'Ben Ng', '2031-06-15');
    cy = await addMember(owner, fair.id, 'Cy Silva', '2031-05-01');

    await insertTasks(owner, [
      // T1 Ada: created in the period, completed on Tue 06-17; due Mon 06-16
      { eventId: gala.id, assigneeId: ada.id, status: 'completed', dueDate: '2031-06-16', createdAt: at('2031-06-13', '09:00:00.000'),
        log: [[at('2031-06-14'), 'todo', 'inprogress'], [at('2031-06-17', '15:00:00.000'), 'inprogress', 'completed']] },
      // T2 Ada: created before both 7-day periods, completed late on Wed 06-18 (UTC); due after today
      { eventId: gala.id, assigneeId: ada.id, status: 'completed', dueDate: '2031-06-20', createdAt: at('2031-06-01', '08:00:00.000'),
        log: [[at('2031-06-18', '23:30:00.000'), 'todo', 'completed']] },
      // T3 Ada: changed only in the previous 7 days (06-08); created on the first of the 30 days
      { eventId: gala.id, assigneeId: ada.id, status: 'inprogress', dueDate: '2031-06-10', createdAt: at('2031-05-20', '06:00:00.000'),
        log: [[at('2031-06-08'), 'todo', 'inprogress']] },
      // T4 Ben: created at the very first instant of the 7 days; past due
      { eventId: gala.id, assigneeId: ben.id, status: 'todo', dueDate: '2031-06-11', createdAt: '2031-06-12T00:00:00.000Z' },
      // T5 Ben: created at the very last instant before them (in the previous 7 days); due Tue 06-17
      { eventId: gala.id, assigneeId: ben.id, status: 'todo', dueDate: '2031-06-17', createdAt: '2031-06-11T23:59:59.999Z' },
      // T6 unassigned, Overdue status, no due date
      { eventId: gala.id, assigneeId: null, status: 'overdue', dueDate: null, createdAt: at('2031-06-15', '10:00:00.000'),
        log: [[at('2031-06-15', '10:05:00.000'), 'todo', 'overdue']] },
      // T7 Cy: created long before, changed in the previous 7 days and again in these; due today
      { eventId: fair.id, assigneeId: cy.id, status: 'inprogress', dueDate: '2031-06-18', createdAt: at('2031-04-01'),
        log: [[at('2031-06-09'), 'todo', 'inprogress'], [at('2031-06-10'), 'inprogress', 'todo'], [at('2031-06-16'), 'todo', 'inprogress']] },
      // T8 Cy: created and completed on Sat 06-14, reopened and completed again the same day; due 06-14
      { eventId: fair.id, assigneeId: cy.id, status: 'completed', dueDate: '2031-06-14', createdAt: at('2031-06-14', '11:00:00.000'),
        log: [[at('2031-06-14', '12:00:00.000'), 'todo', 'completed'], [at('2031-06-14', '13:00:00.000'), 'completed', 'todo'], [at('2031-06-14', '14:00:00.000'), 'todo', 'completed']] },
      // T9 Cy: created 05-01, its only change is tomorrow (UTC): in no 7- or 30-day period ending today
      { eventId: fair.id, assigneeId: cy.id, status: 'completed', dueDate: null, createdAt: at('2031-05-01'),
        log: [[at('2031-06-19', '01:00:00.000'), 'todo', 'completed']] },
      // T10 Cy: created 05-01, changed in the 7 days (06-13) and again tomorrow
      { eventId: fair.id, assigneeId: cy.id, status: 'todo', dueDate: null, createdAt: at('2031-05-01'),
        log: [[at('2031-06-13'), 'todo', 'inprogress'], [at('2031-06-19', '02:00:00.000'), 'inprogress', 'todo']] },
      // T11 Ada: created in the period; due later
      { eventId: gala.id, assigneeId: ada.id, status: 'todo', dueDate: '2031-06-25', createdAt: at('2031-06-16') },
      // T12 Cy: created 05-10, never changed in status, its title edited on 06-15: in no 7- or 30-day period; due Thu 06-12
      { eventId: fair.id, assigneeId: cy.id, status: 'todo', dueDate: '2031-06-12', createdAt: at('2031-05-10'), editedAt: at('2031-06-15') },
      // T13 Ada: created in the previous 7 days, completed on Mon 06-16; due Sun 06-15
      { eventId: gala.id, assigneeId: ada.id, status: 'completed', dueDate: '2031-06-15', createdAt: at('2031-06-10'),
        log: [[at('2031-06-16', '08:00:00.000'), 'todo', 'completed']] },
    ]);

    // Another owner with an event of the same name, members and tasks in every period: never counted.
    other = await signUp(t.app);
    othersEvent = await createEvent(t.app, other.cookie, { name: 'Gala', startDate: '2031-07-01' });
    const stranger = await addMember(other, othersEvent.id, 'Zed Stranger', '2031-01-01');
    await insertTasks(other, [
      { eventId: othersEvent.id, assigneeId: stranger.id, status: 'completed', dueDate: '2031-06-18', createdAt: at('2031-06-17'),
        log: [[at('2031-06-18', '08:00:00.000'), 'todo', 'completed']] },
      { eventId: othersEvent.id, assigneeId: null, status: 'todo', dueDate: '2031-06-12', createdAt: at('2031-06-13') },
    ]);
  });

  it('answers the last 7 days by default', async () => {
    const response = await get(owner.cookie, `/api/analytics?today=${TODAY}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.period).toBe(7);
    expect(body.range).toEqual({ from: '2031-06-12', to: '2031-06-18' });
    expect(body.previousRange).toEqual({ from: '2031-06-05', to: '2031-06-11' });
    expect(body.selectedEventName).toBeNull();
  });

  it('counts the tasks created or changed in status within the 7 days: T1, T2, T4, T6, T7, T8, T10, T11, T13', async () => {
    const body = (await get(owner.cookie, `/api/analytics?period=7&today=${TODAY}`)).json();
    expect(body.summary).toEqual({
      totalTasks: 9,
      // T1, T2, T8, T13
      completedTasks: 4,
      // 4 / 9 = 44.4 %
      overallCompletion: 44,
      teamSize: 3,
      // each member's share of their own event's tasks in the period: (66.7 + 100 + 16.7) / 3 = 61.13
      averageWorkload: 61.1,
      changes: {
        // previous 7 days: T3, T5, T7, T13 (T13 completed: 1 of 4, 25 %)
        totalTasks: '+125%', // 9 against 4
        completedTasks: '+300%', // 4 against 1
        overallCompletion: '+19 pts', // 44 % against 25 %
        teamSize: '+1', // Ben joined after 06-11: 3 against 2
      },
    });

    expect(body.members).toEqual([
      {
        id: ada.id,
        userId: ada.code,
        name: 'Ada Lee',
        eventId: gala.id,
        assignedEvent: 'Gala',
        // T1, T2, T11, T13
        tasksTotal: 4,
        tasksCompleted: 3,
        tasksInProgress: 0,
        tasksTodo: 1,
        tasksOverdue: 0,
        completionRate: 75,
        workloadPercentage: 66.7, // 4 of Gala's 6 in the period (T1, T2, T4, T6, T11, T13)
        points: 32, // 3 × 10 + 1 × 2
        level: 1,
        streak: 3, // completions on 06-16 (T13), 06-17 (T1) and 06-18 (T2)
        badge: 'Workhorse', // 66.7 % ≥ 40 %; not Champion, Expert or Streaker
        efficiency: 0.4, // 3 / 7 days = 0.43
        productivity: 100, // due by today: T1, T13, both completed
      },
      {
        id: cy.id,
        userId: cy.code,
        name: 'Cy Silva',
        eventId: fair.id,
        assignedEvent: 'Fair',
        // T7, T8, T10
        tasksTotal: 3,
        tasksCompleted: 1,
        tasksInProgress: 1,
        tasksTodo: 1,
        tasksOverdue: 0,
        completionRate: 33,
        workloadPercentage: 100, // all 3 of Fair's in the period
        points: 17, // 10 + 5 + 2
        level: 1,
        streak: 0, // last completion in the 7 days was 06-14; T9's is tomorrow
        badge: 'Workhorse',
        efficiency: 0.1, // 1 / 7 = 0.14
        productivity: 50, // due by today: T7 (today), T8: one completed
      },
      {
        id: ben.id,
        userId: ben.code,
        name: 'Ben Ng',
        eventId: gala.id,
        assignedEvent: 'Gala',
        // T4 only; T5 was created a millisecond before the period
        tasksTotal: 1,
        tasksCompleted: 0,
        tasksInProgress: 0,
        tasksTodo: 1,
        tasksOverdue: 1, // due 06-11, not completed
        completionRate: 0,
        workloadPercentage: 16.7, // 1 of Gala's 6
        points: 2,
        level: 1,
        streak: 0,
        badge: 'Rising Star',
        efficiency: 0,
        productivity: 0,
      },
    ]);

    expect(body.events).toEqual(EVENTS_WHATEVER_THE_PERIOD.map((event) => ({ ...event, id: event.id ?? expect.any(Number), tasksInPeriod: { Expo: 0, Fair: 3, Gala: 6 }[event.title] })));

    expect(body.workloadDistribution).toEqual({
      balanced: { count: 1, percentage: 33 }, // Ben 16.7 %
      overloaded: { count: 2, percentage: 67 }, // Ada 66.7 %, Cy 100 %
      underutilized: { count: 0, percentage: 0 },
    });
    expect(body.topPerformers.map((member: { name: string }) => member.name)).toEqual(['Ada Lee', 'Cy Silva', 'Ben Ng']);
    expect(body.achievements.map((a: { kind: string; description: string }) => [a.kind, a.description])).toEqual([
      ['heavy-lifter', 'Ada Lee carries 66.7% of the workload'],
      ['heavy-lifter', 'Cy Silva carries 100% of the workload'],
    ]);
    expect(body.highlights).toEqual({ topPerformer: 'Ada Lee', bestStreak: 3, achievementsCount: 2, averageWorkload: 61.1 });
  });

  it('shows each event’s progress over all its tasks, whatever the period: tasks created or completed outside it count', async () => {
    for (const period of [7, 30, 90]) {
      const body = (await get(owner.cookie, `/api/analytics?period=${period}&today=${TODAY}`)).json();
      const events = body.events.map(({ tasksInPeriod: _inPeriod, ...event }: { tasksInPeriod: number }) => event);
      expect(events, `${period} days`).toEqual(EVENTS_WHATEVER_THE_PERIOD.map((event) => ({ ...event, id: event.id ?? expect.any(Number) })));
    }
    // T9 (completed tomorrow) and T12 (only edited) are in no period ending today, and still count.
    const thirty = (await get(owner.cookie, `/api/analytics?period=30&today=${TODAY}`)).json();
    expect(thirty.events.map((event: { title: string; tasksInPeriod: number }) => [event.title, event.tasksInPeriod])).toEqual([
      ['Expo', 0],
      ['Fair', 3], // T7, T8, T10
      ['Gala', 8], // T1 … T6, T11, T13
    ]);
    // One event chosen: the same progress.
    const onlyGala = (await get(owner.cookie, `/api/analytics?period=7&eventId=${gala.id}&today=${TODAY}`)).json();
    expect(onlyGala.events).toEqual([{ ...EVENTS_WHATEVER_THE_PERIOD[2], tasksInPeriod: 6 }]);
    // Later, with nothing in the period at all, the events still show where they stand (past due counted against that day).
    const later = (await get(owner.cookie, `/api/analytics?period=7&today=2032-01-01`)).json();
    expect(later.summary.totalTasks).toBe(0);
    expect(later.events.map((e: Record<string, number>) => [e.title, e.tasksCompleted, e.tasksTotal, e.progress, e.tasksOverdue, e.tasksInPeriod])).toEqual([
      ['Expo', 0, 0, 0, 0, 0],
      ['Fair', 2, 5, 40, 2, 0], // + T7, due 06-18
      ['Gala', 3, 8, 38, 5, 0], // + T11, due 06-25
    ]);
  });

  it('charts tasks due and tasks completed per weekday within the 7 days, from the status log', async () => {
    const body = (await get(owner.cookie, `/api/analytics?period=7&today=${TODAY}`)).json();
    expect(body.productivityData).toEqual([
      { day: 'Mon', tasks: 1, completed: 1 }, // due T1; completed T13
      { day: 'Tue', tasks: 1, completed: 1 }, // due T5; completed T1
      { day: 'Wed', tasks: 1, completed: 1 }, // due T7; completed T2
      { day: 'Thu', tasks: 1, completed: 0 }, // due T12
      { day: 'Fri', tasks: 0, completed: 0 },
      { day: 'Sat', tasks: 1, completed: 1 }, // due T8; completed T8 (twice that day, counted once)
      { day: 'Sun', tasks: 1, completed: 0 }, // due T13
    ]);
  });

  it('narrows everything to one event and its members', async () => {
    const body = (await get(owner.cookie, `/api/analytics?period=7&eventId=${gala.id}&today=${TODAY}`)).json();
    expect(body.selectedEventName).toBe('Gala');
    expect(body.summary).toEqual({
      // T1, T2, T4, T6, T11, T13
      totalTasks: 6,
      completedTasks: 3,
      overallCompletion: 50,
      teamSize: 2,
      // (66.7 + 16.7) / 2
      averageWorkload: 41.7,
      changes: {
        // previous 7 days of Gala: T3, T5, T13, one completed (33 %)
        totalTasks: '+100%',
        completedTasks: '+200%',
        overallCompletion: '+17 pts',
        teamSize: '+1',
      },
    });
    expect(body.members.map((m: Record<string, unknown>) => [m.name, m.tasksTotal, m.workloadPercentage, m.badge])).toEqual([
      ['Ada Lee', 4, 66.7, 'Workhorse'],
      ['Ben Ng', 1, 16.7, 'Rising Star'],
    ]);
    expect(body.events.map((e: { title: string }) => e.title)).toEqual(['Gala']);
    expect(body.workloadDistribution).toEqual({
      balanced: { count: 1, percentage: 50 },
      overloaded: { count: 1, percentage: 50 },
      underutilized: { count: 0, percentage: 0 },
    });
    expect(body.achievements).toEqual([
      {
        kind: 'heavy-lifter',
        title: 'Heavy Lifter',
        description: 'Ada Lee carries 66.7% of the workload',
        memberId: ada.id,
        memberName: 'Ada Lee',
        eventId: null,
        eventName: null,
      },
    ]);
    expect(body.productivityData.map((d: { tasks: number; completed: number }) => [d.tasks, d.completed])).toEqual([
      [1, 1], // Mon: due T1; completed T13
      [1, 1], // Tue: due T5; completed T1
      [0, 1], // Wed: completed T2 (T7 is Fair's)
      [0, 0],
      [0, 0],
      [0, 0], // Sat: T8 is Fair's
      [1, 0], // Sun: due T13
    ]);
  });

  it('counts the 30 days and compares them with the 30 before', async () => {
    const body = (await get(owner.cookie, `/api/analytics?period=30&today=${TODAY}`)).json();
    expect(body.range).toEqual({ from: '2031-05-20', to: '2031-06-18' });
    expect(body.summary).toEqual({
      // the 7 days' nine, plus T3 (created 05-20) and T5; not T9 (changed tomorrow) nor T12 (only edited)
      totalTasks: 11,
      completedTasks: 4,
      overallCompletion: 36, // 4 / 11 = 36.4 %
      teamSize: 3,
      // Ada 5 of Gala's 8 (62.5), Ben 2 of 8 (25), Cy 3 of Fair's 3 (100): 187.5 / 3 = 62.5
      averageWorkload: 62.5,
      changes: {
        // 04-20 … 05-19: T9, T10, T12 (created 05-01, 05-01, 05-10), T9 completed: 33 %
        totalTasks: '+267%', // 11 against 3
        completedTasks: '+300%',
        overallCompletion: '+3 pts', // 36 % against 33 %
        teamSize: '+2', // only Cy had joined by 05-19
      },
    });
    expect(body.members.map((m: Record<string, unknown>) => [m.name, m.tasksTotal, m.tasksOverdue, m.efficiency])).toEqual([
      ['Ada Lee', 5, 1, 0.1], // + T3 (in progress, due 06-10: past due); 3 completed / 30 days
      ['Cy Silva', 3, 0, 0], // 1 completed / 30 days = 0.03
      ['Ben Ng', 2, 2, 0], // T4 and T5, both past due
    ]);
  });

  it('has nothing to compare with before the 90 days', async () => {
    const body = (await get(owner.cookie, `/api/analytics?period=90&today=${TODAY}`)).json();
    // every task: T7 was created 04-01, T9 and T10 05-01, T12 05-10
    expect(body.summary.totalTasks).toBe(13);
    // T1, T2, T8, T9, T13
    expect(body.summary.completedTasks).toBe(5);
    expect(body.summary.changes).toEqual({ totalTasks: '—', completedTasks: '—', overallCompletion: '—', teamSize: '—' });
  });

  it('never counts another owner’s data, and answers 404 for their event', async () => {
    const mine = (await get(owner.cookie, `/api/analytics?period=7&today=${TODAY}`)).json();
    expect(mine.summary.totalTasks).toBe(9);
    expect(mine.members.map((m: { name: string }) => m.name)).not.toContain('Zed Stranger');

    const theirs = (await get(other.cookie, `/api/analytics?period=7&today=${TODAY}`)).json();
    expect(theirs.summary).toMatchObject({ totalTasks: 2, completedTasks: 1, teamSize: 1 });
    expect(theirs.events.map((e: { id: number }) => e.id)).toEqual([othersEvent.id]);

    const response = await get(owner.cookie, `/api/analytics?eventId=${othersEvent.id}&today=${TODAY}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { message: 'Event not found' } });
    expect((await get(owner.cookie, `/api/analytics?eventId=999999&today=${TODAY}`)).statusCode).toBe(404);
  });
});

describe('workload with All Events: each member against their own event', () => {
  // Today is 2031-06-18; every task is created in the 7 days, so all count.
  //   Conference: Ana 6, Bo 3, Cal 1 task             = 10 in the period
  //   Picnic:     Dia 1, Eve 1, and 2 unassigned     =  4 in the period
  // Over all 14 tasks, Dia and Eve would carry 7.1 % each and read as underutilized although they split their
  // event evenly; against their own event, they carry 25 % each.
  const TODAY = '2031-06-18';
  let owner: Owner;
  let conference: { id: number };
  let picnic: { id: number };

  beforeAll(async () => {
    owner = await signUp(t.app);
    conference = await createEvent(t.app, owner.cookie, { name: 'Conference', startDate: '2031-07-01' });
    picnic = await createEvent(t.app, owner.cookie, { name: 'Picnic', startDate: '2031-07-01' });
    const load: [{ id: number }, string, number][] = [
      [conference, 'Ana', 6],
      [conference, 'Bo', 3],
      [conference, 'Cal', 1],
      [picnic, 'Dia', 1],
      [picnic, 'Eve', 1],
    ];
    const tasks: TaskRow[] = [];
    for (const [event, name, count] of load) {
      const member = await addMember(owner, event.id, name, '2031-01-01');
      for (let i = 0; i < count; i += 1) tasks.push({ eventId: event.id, assigneeId: member.id, status: 'todo', dueDate: null, createdAt: at('2031-06-15') });
    }
    for (let i = 0; i < 2; i += 1) tasks.push({ eventId: picnic.id, assigneeId: null, status: 'todo', dueDate: null, createdAt: at('2031-06-15') });
    await insertTasks(owner, tasks);
  });

  const workloads = (body: { members: { name: string; workloadPercentage: number }[] }) =>
    Object.fromEntries(body.members.map((m) => [m.name, m.workloadPercentage]));

  it('is the member’s share of their event’s tasks in the period, banded within the event', async () => {
    const body = (await get(owner.cookie, `/api/analytics?period=7&today=${TODAY}`)).json();
    expect(body.summary.totalTasks).toBe(14);
    expect(workloads(body)).toEqual({ Ana: 60, Bo: 30, Cal: 10, Dia: 25, Eve: 25 });
    expect(body.workloadDistribution).toEqual({
      balanced: { count: 3, percentage: 60 }, // Bo, Dia, Eve
      overloaded: { count: 1, percentage: 20 }, // Ana
      underutilized: { count: 1, percentage: 20 }, // Cal
    });
    // (60 + 30 + 10 + 25 + 25) / 5
    expect(body.summary.averageWorkload).toBe(30);
    expect(body.events.map((e: { title: string; tasksInPeriod: number }) => [e.title, e.tasksInPeriod])).toEqual([
      ['Conference', 10],
      ['Picnic', 4],
    ]);
    // Heavy Lifter (50 % or more) and Workhorse (40 % or more) read the same figure.
    expect(body.achievements.map((a: { kind: string; memberName: string }) => [a.kind, a.memberName])).toEqual([['heavy-lifter', 'Ana']]);
    expect(body.members.find((m: { name: string }) => m.name === 'Ana').badge).toBe('Workhorse');
  });

  it('gives each member the figure they have with their own event chosen: the spec’s share of all filtered tasks', async () => {
    const all = workloads((await get(owner.cookie, `/api/analytics?period=7&today=${TODAY}`)).json());
    const onlyConference = (await get(owner.cookie, `/api/analytics?period=7&eventId=${conference.id}&today=${TODAY}`)).json();
    const onlyPicnic = (await get(owner.cookie, `/api/analytics?period=7&eventId=${picnic.id}&today=${TODAY}`)).json();
    // 6, 3 and 1 of the 10 filtered tasks; 1 and 1 of 4
    expect(workloads(onlyConference)).toEqual({ Ana: 60, Bo: 30, Cal: 10 });
    expect(workloads(onlyPicnic)).toEqual({ Dia: 25, Eve: 25 });
    expect({ ...workloads(onlyConference), ...workloads(onlyPicnic) }).toEqual(all);
    expect(onlyPicnic.workloadDistribution.balanced).toEqual({ count: 2, percentage: 100 });
  });
});

describe('20,000 tasks of a known shape', () => {
  // Task i of 0…19,999, in blocks of 80 (250 blocks), so that every combination below occurs once a block:
  //   timing  = i % 4:             0 created 06-01 (and logged then when not To Do);
  //                                1 created 01-01, status changed 06-10;
  //                                2 created 01-01, status changed 05-01;
  //                                3 created 01-01, status changed 06-10 and again (back) on 06-20, after today
  //   status  = ⌊i / 4⌋ % 4:       To Do, In Progress, Completed, Overdue
  //   member  = ⌊i / 16⌋ % 5:      Ana, Bo, Cai, Dee (Summit), Eli (Retreat); all joined 2031-01-01
  //   due     = ⌊i / 80⌋ even:      2031-06-10, else none
  // Today is Wednesday 2031-06-18; the 30 days run 05-20 … 06-18, the 30 before 04-20 … 05-19.
  const TODAY = '2031-06-18';
  const STATUSES = ['todo', 'inprogress', 'completed', 'overdue'];
  const TASKS = 20_000;
  let owner: Owner;
  let members: { id: number }[];

  beforeAll(async () => {
    owner = await signUp(t.app);
    const summit = await createEvent(t.app, owner.cookie, { name: 'Summit', startDate: '2031-07-01' });
    const retreat = await createEvent(t.app, owner.cookie, { name: 'Retreat', startDate: '2031-07-01' });
    members = [];
    for (const name of ['Ana', 'Bo', 'Cai', 'Dee']) members.push(await addMember(owner, summit.id, name, '2031-01-01'));
    members.push(await addMember(owner, retreat.id, 'Eli', '2031-01-01'));

    const tasks: TaskRow[] = Array.from({ length: TASKS }, (_, i) => {
      const timing = i % 4;
      const status = STATUSES[Math.floor(i / 4) % 4]!;
      const member = Math.floor(i / 16) % 5;
      const before = status === 'todo' ? 'inprogress' : 'todo';
      const log: TaskRow['log'] =
        timing === 0 ? (status === 'todo' ? [] : [[at('2031-06-01', '10:00:00.000'), null, status]])
        : timing === 1 ? [[at('2031-06-10'), before, status]]
        : timing === 2 ? [[at('2031-05-01'), before, status]]
        : [[at('2031-06-10'), status, before], [at('2031-06-20'), before, status]];
      return {
        eventId: member === 4 ? retreat.id : summit.id,
        assigneeId: members[member]!.id,
        status,
        dueDate: Math.floor(i / 80) % 2 === 0 ? '2031-06-10' : null,
        createdAt: timing === 0 ? at('2031-06-01', '10:00:00.000') : at('2031-01-01', '09:00:00.000'),
        log,
      };
    });
    await insertTasks(owner, tasks);
  }, 120_000);

  it('gives the figures of the formulas applied to that shape, over 30 days', async () => {
    const body = (await get(owner.cookie, `/api/analytics?period=30&today=${TODAY}`)).json();
    // In the 30 days: timings 0, 1 and 3 (3 of every 4 tasks) = 15,000, a quarter of them completed.
    // In the 30 before: timing 2 = 5,000, a quarter completed.
    expect(body.summary).toEqual({
      totalTasks: 15_000,
      completedTasks: 3_750,
      overallCompletion: 25,
      teamSize: 5,
      // Summit's four members have 3,000 of its 12,000 each (25 %), Eli all 3,000 of Retreat's (100 %): 200 / 5
      averageWorkload: 40,
      changes: { totalTasks: '+200%', completedTasks: '+200%', overallCompletion: '0 pts', teamSize: '0' },
    });
    // Each member: 3 timings × 4 statuses × 250 blocks = 3,000 tasks, 750 in each status.
    const each = {
      tasksTotal: 3_000,
      tasksCompleted: 750,
      tasksInProgress: 750,
      tasksTodo: 750,
      // 750 Overdue, plus To Do and In Progress due 06-10: 3 timings × 2 statuses × 125 blocks
      tasksOverdue: 1_500,
      completionRate: 25,
      points: 12_750, // 750 × 10 + 750 × 5 + 750 × 2
      level: 128,
      streak: 0, // no completion between 06-11 and today
      badge: 'Champion',
      efficiency: 25, // 750 completed / 30 days
      productivity: 25, // due by today: 12 a block × 125 blocks = 1,500, of which 375 completed
    };
    expect(body.members.map((m: { name: string }) => m.name)).toEqual(['Ana', 'Bo', 'Cai', 'Dee', 'Eli']);
    for (const member of body.members) expect(member).toMatchObject(each);
    // Each member's share of their own event's 30 days: 3,000 of Summit's 12,000, or all of Retreat's 3,000.
    expect(body.members.map((m: { workloadPercentage: number }) => m.workloadPercentage)).toEqual([25, 25, 25, 25, 100]);
    // All of each event's tasks, whatever the period: 4,000 a member, 1,000 in each status; overdue: the 1,000 with
    // that status plus the To Do and In Progress ones due 06-10 (even blocks: 500 + 500).
    expect(body.events).toEqual([
      { id: expect.any(Number), title: 'Retreat', tasksTotal: 4_000, tasksCompleted: 1_000, tasksInProgress: 1_000, tasksTodo: 1_000, tasksOverdue: 2_000, progress: 25, teamSize: 1, tasksInPeriod: 3_000 },
      { id: expect.any(Number), title: 'Summit', tasksTotal: 16_000, tasksCompleted: 4_000, tasksInProgress: 4_000, tasksTodo: 4_000, tasksOverdue: 8_000, progress: 25, teamSize: 4, tasksInPeriod: 12_000 },
    ]);
    expect(body.workloadDistribution).toEqual({
      balanced: { count: 4, percentage: 80 },
      overloaded: { count: 1, percentage: 20 },
      underutilized: { count: 0, percentage: 0 },
    });
    expect(body.topPerformers.map((m: { name: string }) => m.name)).toEqual(['Ana', 'Bo', 'Cai']);
    expect(body.achievements.map((a: { kind: string; memberName: string }) => [a.kind, a.memberName])).toEqual([['heavy-lifter', 'Eli']]);
    // Due 06-10 (a Tuesday): every even block, 125 × 80 = 10,000 tasks. Completed: timing 0 on Sunday 06-01 and
    // timing 1 on 06-10, 250 blocks × 5 members each; timing 3's completions come back on 06-20, after today.
    expect(body.productivityData).toEqual([
      { day: 'Mon', tasks: 0, completed: 0 },
      { day: 'Tue', tasks: 10_000, completed: 1_250 },
      { day: 'Wed', tasks: 0, completed: 0 },
      { day: 'Thu', tasks: 0, completed: 0 },
      { day: 'Fri', tasks: 0, completed: 0 },
      { day: 'Sat', tasks: 0, completed: 0 },
      { day: 'Sun', tasks: 0, completed: 1_250 },
    ]);
  });

  it('and over 90 days, compared with the 90 before, when timings 1 to 3 were created', async () => {
    const body = (await get(owner.cookie, `/api/analytics?period=90&today=${TODAY}`)).json();
    // 03-21 … 06-18: every task. 2030-12-21 … 2031-03-20: the 15,000 created 01-01.
    expect(body.summary).toEqual({
      totalTasks: 20_000,
      completedTasks: 5_000,
      overallCompletion: 25,
      teamSize: 5,
      averageWorkload: 40,
      changes: { totalTasks: '+33%', completedTasks: '+33%', overallCompletion: '0 pts', teamSize: '0' },
    });
    expect(body.members.map((m: { tasksTotal: number; points: number }) => [m.tasksTotal, m.points])).toEqual(Array(5).fill([4_000, 17_000]));
  });
});

describe('bad requests', () => {
  let owner: Owner;
  beforeAll(async () => {
    owner = await signUp(t.app);
  });

  it('answers 401 when signed out', async () => {
    const response = await get(undefined, '/api/analytics');
    expect(response.statusCode).toBe(401);
  });

  it.each(['14', '0', 'week', '7.5', ''])('refuses period=%j with 400', async (period) => {
    const response = await get(owner.cookie, `/api/analytics?period=${period}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { message: 'Period must be 7, 30 or 90 days', fields: { period: 'Period must be 7, 30 or 90 days' } } });
  });

  it.each([
    ['eventId=abc', 'eventId', 'Event filter must be an event id'],
    ['today=2031-02-30', 'today', 'Today must be a date as YYYY-MM-DD'],
  ])('refuses %s with 400', async (query, field, message) => {
    const response = await get(owner.cookie, `/api/analytics?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ [field]: message });
  });

  it('answers zeros and dashes for an owner with nothing yet', async () => {
    const body = (await get(owner.cookie, '/api/analytics?period=30&today=2031-06-18')).json();
    expect(body.summary).toEqual({
      totalTasks: 0,
      completedTasks: 0,
      overallCompletion: 0,
      teamSize: 0,
      averageWorkload: 0,
      changes: { totalTasks: '—', completedTasks: '—', overallCompletion: '—', teamSize: '—' },
    });
    expect(body.members).toEqual([]);
    expect(body.topPerformers).toEqual([]);
    expect(body.highlights).toEqual({ topPerformer: null, bestStreak: 0, achievementsCount: 0, averageWorkload: 0 });
    expect(body.productivityData).toHaveLength(7);
  });
});

describe('changes made through the app', () => {
  it('counts a task completed today the same day, with a streak of one', async () => {
    const owner = await signUp(t.app);
    const event = await createEvent(t.app, owner.cookie, { name: 'Launch', startDate: '2031-07-01' });
    const member = await addMember(owner, event.id, 'Dee Novak', '2020-01-01');
    const task = await createTask(t.app, owner.cookie, { title: 'Book venue', eventId: event.id, assigneeId: member.id });
    await createTask(t.app, owner.cookie, { title: 'Print badges', eventId: event.id });
    const changed = await t.call('PUT', `/api/tasks/${task.id}/status`, owner.cookie, { status: 'completed' });
    expect(changed.statusCode).toBe(200);

    const today = todayIn('UTC');
    const body = (await get(owner.cookie, `/api/analytics?today=${today}`)).json();
    expect(body.summary).toMatchObject({ totalTasks: 2, completedTasks: 1, overallCompletion: 50 });
    expect(body.members[0]).toMatchObject({ name: 'Dee Novak', tasksCompleted: 1, points: 10, streak: 1, workloadPercentage: 50 });
    const weekday = body.productivityData.find((d: { completed: number }) => d.completed > 0);
    expect(weekday.completed).toBe(1);
  });
});

describe('migration 2026-11-23T11-00', () => {
  // Like the migration, this works on the tables as they were, not on today's schema types.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let db: Kysely<any>;
  let schema: string | undefined;
  const adminQuery = async (text: string) => {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    await client.query(text).finally(() => client.end());
  };

  beforeAll(async () => {
    if (dialect === 'postgres') {
      schema = `test_${randomBytes(6).toString('hex')}`;
      await adminQuery(`create schema ${schema}`);
      db = createPostgresDatabase({ url: process.env.TEST_DATABASE_URL!, searchPath: schema, maxConnections: 2 }).db;
    } else {
      db = createSqliteDatabase(':memory:').db;
    }
  });
  afterAll(async () => {
    await db.destroy();
    if (schema) await adminQuery(`drop schema ${schema} cascade`);
  });

  const latestChanges = async () =>
    (await db.selectFrom('tasks').select(['id', 'status_changed_at']).orderBy('id').execute()).map((row) => [
      row.id,
      row.status_changed_at === null ? null : new Date(row.status_changed_at).toISOString(),
    ]);

  it('fills in each task’s latest status change, keeps it as the log grows, and goes back down', async () => {
    await migrateTo(db, '2026-11-23T10-30_index-events-by-name', schema);
    const created = '2031-06-01T10:00:00.000Z';
    await db.insertInto('users').values({ id: 1, email: 'a@example.com', name: 'A', password_hash: 'x', created_at: created, updated_at: created }).execute();
    await db.insertInto('events').values({ id: 1, owner_id: 1, name: 'Gala', description: '', start_date: '2031-07-01', end_date: '2031-07-01', created_at: created, updated_at: created }).execute();
    await db
      .insertInto('tasks')
      .values([1, 2, 3].map((id) => ({ id, owner_id: 1, event_id: 1, title: `T${id}`, status: 'todo', created_at: created, updated_at: created })))
      .execute();
    await db
      .insertInto('task_status_log')
      .values([
        // task 1: two changes, the later one counts
        { task_id: 1, owner_id: 1, old_status: 'todo', new_status: 'inprogress', changed_at: '2031-06-05T08:00:00.000Z' },
        { task_id: 1, owner_id: 1, old_status: 'inprogress', new_status: 'todo', changed_at: '2031-06-03T08:00:00.000Z' },
        // task 2: a change logged before its creation reads as the creation
        { task_id: 2, owner_id: 1, old_status: 'todo', new_status: 'completed', changed_at: '2031-05-01T08:00:00.000Z' },
      ])
      .execute();

    await migrateTo(db, '2026-11-23T11-00_index-for-analytics', schema);
    expect(await latestChanges()).toEqual([
      [1, '2031-06-05T08:00:00.000Z'],
      [2, created],
      [3, null],
    ]);

    await db
      .insertInto('task_status_log')
      .values([
        { task_id: 1, owner_id: 1, old_status: 'todo', new_status: 'completed', changed_at: '2031-06-04T08:00:00.000Z' }, // earlier: no change
        { task_id: 3, owner_id: 1, old_status: 'todo', new_status: 'completed', changed_at: '2031-06-09T08:00:00.000Z' },
        { task_id: 3, owner_id: 1, old_status: 'completed', new_status: 'todo', changed_at: '2031-06-10T08:00:00.000Z' },
      ])
      .execute();
    expect(await latestChanges()).toEqual([
      [1, '2031-06-05T08:00:00.000Z'],
      [2, created],
      [3, '2031-06-10T08:00:00.000Z'],
    ]);

    await migrateTo(db, '2026-11-23T10-30_index-events-by-name', schema);
    // The test's own schema only: a look at every schema would meet other tests' schemas as they are dropped.
    const columns = (await tableColumns(db)).get('tasks');
    expect(columns).not.toContain('status_changed_at');
    await db.insertInto('task_status_log').values({ task_id: 1, owner_id: 1, old_status: 'todo', new_status: 'inprogress', changed_at: created }).execute();
  });
});
