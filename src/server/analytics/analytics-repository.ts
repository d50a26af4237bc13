import { sql, type Expression, type ExpressionBuilder, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import {
  buildAnalytics,
  periodRange,
  previousPeriodRange,
  STREAK_CAP,
  type AnalyticsPeriod,
  type AnalyticsResponse,
  type AnalyticsEventRow,
  type AnalyticsTaskCounts,
  type DateRange,
} from '../../domain/analytics.ts';
import { addDays, type CalendarDate } from '../../domain/dates.ts';
import type { Database } from '../db/schema.ts';
import { isPostgres } from '../db/query-helpers.ts';
import { findOwnedEvent } from '../events/events-repository.ts';

type Db = Kysely<Database>;

export interface AnalyticsScope {
  ownerId: number;
  period: AnalyticsPeriod;
  /** Only this event; every event of the owner when absent. */
  eventId?: number;
  today: CalendarDate;
}

/** The instants a range of days covers, as bounds of a timestamp: from its first midnight (UTC) up to, not including, the midnight after it. */
interface InstantRange {
  start: string;
  end: string;
}

function instantsOf(range: DateRange): InstantRange {
  return { start: `${range.from}T00:00:00.000Z`, end: `${addDays(range.to, 1)}T00:00:00.000Z` };
}

/** The UTC day of a timestamp column as YYYY-MM-DD. */
function utcDay(db: Db, column: string): RawBuilder<string> {
  return isPostgres(db)
    ? sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD')`
    : sql<string>`substr(${sql.ref(column)}, 1, 10)`;
}

/** The task's latest activity: its latest status change, or its creation when its status never changed. */
const latestActivity = sql<string>`coalesce(${sql.ref('tasks.status_changed_at')}, ${sql.ref('tasks.created_at')})`;

/**
 * The period rule, on the tasks table: the task was created, or its status changed, within `range`.
 * Its latest activity (see migration 2026-11-23T11-00) is then on or after the range's start, a range
 * of the analytics index; created within the range, or with its latest activity within it, the task
 * is in. Only a task created before the range and changed again after it needs its status log read.
 */
function inRange(eb: ExpressionBuilder<Database, 'tasks'>, range: InstantRange): Expression<SqlBool> {
  return eb.and([
    eb(latestActivity, '>=', range.start),
    eb('tasks.created_at', '<', range.end),
    eb.or([
      eb('tasks.created_at', '>=', range.start),
      eb(latestActivity, '<', range.end),
      eb.exists(
        eb
          .selectFrom('task_status_log as log')
          .select(sql`1`.as('one'))
          .whereRef('log.task_id', '=', 'tasks.id')
          .where('log.changed_at', '>=', range.start)
          .where('log.changed_at', '<', range.end),
      ),
    ]),
  ]);
}

function ownedTasks(db: Db, scope: AnalyticsScope) {
  return db
    .selectFrom('tasks')
    .where('tasks.owner_id', '=', scope.ownerId)
    .$if(scope.eventId !== undefined, (query) => query.where('tasks.event_id', '=', scope.eventId!));
}

/** The ids of the members in scope. */
function memberIds(db: Db, scope: AnalyticsScope) {
  return db
    .selectFrom('team_members')
    .select('team_members.id')
    .where('team_members.owner_id', '=', scope.ownerId)
    .$if(scope.eventId !== undefined, (query) => query.where('team_members.event_id', '=', scope.eventId!));
}

/** How many rows of a group meet `condition` (0 for none): FILTER, which both databases know, costs less than summing a CASE. */
function countWhere(condition: Expression<SqlBool>) {
  return sql<number>`count(*) filter (where ${condition})`;
}

/**
 * The in-range tasks of the members in scope, or of no member. Members are listed, so each is a
 * seek into the analytics index by (owner, assignee, latest activity) and the rows arrive grouped by
 * member: the period's tasks are never sorted.
 */
function tasksInRange(db: Db, scope: AnalyticsScope, range: InstantRange, which: 'members' | 'unassigned') {
  return ownedTasks(db, scope)
    .$if(which === 'members', (query) => query.where('tasks.assignee_id', 'in', memberIds(db, scope)))
    .$if(which === 'unassigned', (query) => query.where('tasks.assignee_id', 'is', null))
    .where((eb) => inRange(eb, range));
}

/** Counts summed rather than grouped by status, so the rows stay in the index's order. */
function countsIn(db: Db, scope: AnalyticsScope, range: InstantRange, which: 'members' | 'unassigned') {
  const { today } = scope;
  return tasksInRange(db, scope, range, which).select((eb) => {
    const status = (value: string) => eb('tasks.status', '=', value);
    return [
      eb.fn.countAll<number>().as('total'),
      countWhere(status('completed')).as('completed'),
      countWhere(status('inprogress')).as('in_progress'),
      countWhere(status('overdue')).as('overdue_status'),
      countWhere(eb.or([status('overdue'), eb.and([eb('tasks.due_date', '<', today), eb('tasks.status', '<>', 'completed')])])).as('overdue'),
      countWhere(eb('tasks.due_date', '<=', today)).as('due_by_today'),
      countWhere(eb.and([eb('tasks.due_date', '<=', today), status('completed')])).as('completed_due'),
    ];
  });
}

interface CountColumns {
  total: number;
  completed: number;
  in_progress: number;
  overdue_status: number;
  overdue: number;
  due_by_today: number;
  completed_due: number;
}

/** Any status other than Completed, In Progress and Overdue reads as To Do. */
function countsOf(row: CountColumns): AnalyticsTaskCounts {
  const total = Number(row.total);
  const completed = Number(row.completed);
  const inProgress = Number(row.in_progress);
  return {
    total,
    completed,
    inProgress,
    todo: total - completed - inProgress - Number(row.overdue_status),
    overdue: Number(row.overdue),
    dueByToday: Number(row.due_by_today),
    completedDue: Number(row.completed_due),
  };
}

async function memberCounts(db: Db, scope: AnalyticsScope, range: InstantRange) {
  const rows = await countsIn(db, scope, range, 'members').select('tasks.assignee_id').groupBy('tasks.assignee_id').execute();
  return rows.map((row) => ({ memberId: row.assignee_id!, ...countsOf(row) }));
}

async function unassignedCounts(db: Db, scope: AnalyticsScope, range: InstantRange) {
  const rows = await countsIn(db, scope, range, 'unassigned').select('tasks.event_id').groupBy('tasks.event_id').execute();
  return rows.map((row) => ({ eventId: row.event_id, ...countsOf(row) }));
}

/** How many tasks in scope were in the range, and how many of those are completed. */
async function rangeTotals(db: Db, scope: AnalyticsScope, range: InstantRange) {
  const totals = (which: 'members' | 'unassigned') =>
    tasksInRange(db, scope, range, which).select((eb) => [
      eb.fn.countAll<number>().as('total'),
      countWhere(eb('tasks.status', '=', 'completed')).as('completed'),
    ]);
  const rows = await totals('members').unionAll(totals('unassigned')).execute();
  return rows.reduce((sum, row) => ({ total: sum.total + Number(row.total), completed: sum.completed + Number(row.completed) }), { total: 0, completed: 0 });
}

/** Tasks in scope due on each day of the range. */
async function dueByDay(db: Db, scope: AnalyticsScope, range: DateRange) {
  const rows = await ownedTasks(db, scope)
    .where('tasks.due_date', '>=', range.from)
    .where('tasks.due_date', '<=', range.to)
    .groupBy('tasks.due_date')
    .select((eb) => ['tasks.due_date', eb.fn.countAll<number>().as('count')])
    .execute();
  return rows.map((row) => ({ day: String(row.due_date), count: Number(row.count) }));
}

/** Status-log rows to Completed within `range`. */
function completions(db: Db, ownerId: number, range: InstantRange) {
  return db
    .selectFrom('task_status_log as log')
    .where('log.owner_id', '=', ownerId)
    .where('log.new_status', '=', 'completed')
    .where('log.changed_at', '>=', range.start)
    .where('log.changed_at', '<', range.end);
}

/** How many tasks in scope were completed on each day (UTC) of the range; a task completed twice on one day counts once. */
async function completedByDay(db: Db, scope: AnalyticsScope, range: InstantRange) {
  const day = utcDay(db, 'log.changed_at');
  const rows = await completions(db, scope.ownerId, range)
    .$if(scope.eventId !== undefined, (query) =>
      query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('tasks')
            .select(sql`1`.as('one'))
            .whereRef('tasks.id', '=', 'log.task_id')
            .where('tasks.event_id', '=', scope.eventId!),
        ),
      ),
    )
    .groupBy(day)
    .select((eb) => [day.as('day'), eb.fn.count<number>('log.task_id').distinct().as('count')])
    .execute();
  return rows.map((row) => ({ day: row.day, count: Number(row.count) }));
}

/** The days on which each member in scope completed a task now assigned to them, over the days a streak can reach. */
async function completionDays(db: Db, scope: AnalyticsScope) {
  // The assignee is looked up task by task: a few hundred completions a week, against a join that
  // PostgreSQL may answer by reading every task.
  const done = completions(db, scope.ownerId, instantsOf({ from: addDays(scope.today, -STREAK_CAP), to: scope.today }))
    .select((eb) => [
      utcDay(db, 'log.changed_at').as('day'),
      eb
        .selectFrom('tasks')
        .select('tasks.assignee_id')
        .whereRef('tasks.id', '=', 'log.task_id')
        .$if(scope.eventId !== undefined, (query) => query.where('tasks.event_id', '=', scope.eventId!))
        .as('assignee_id'),
    ])
    .as('done');
  const rows = await db
    .selectFrom(done)
    .where('done.assignee_id', 'is not', null)
    .groupBy(['done.assignee_id', 'done.day'])
    .select(['done.assignee_id', 'done.day'])
    .execute();
  return rows.map((row) => ({ memberId: row.assignee_id!, day: row.day }));
}

async function membersInScope(db: Db, scope: AnalyticsScope) {
  const rows = await db
    .selectFrom('team_members')
    .innerJoin('events', (join) => join.onRef('events.id', '=', 'team_members.event_id').onRef('events.owner_id', '=', 'team_members.owner_id'))
    .where('team_members.owner_id', '=', scope.ownerId)
    .$if(scope.eventId !== undefined, (query) => query.where('team_members.event_id', '=', scope.eventId!))
    .select([
      'team_members.id',
      'team_members.code',
      'team_members.name',
      'team_members.event_id',
      'events.name as event_name',
      'team_members.join_date',
    ])
    .execute();
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    name: row.name,
    eventId: row.event_id,
    eventName: row.event_name,
    joinDate: String(row.join_date),
  }));
}

/**
 * Tasks not completed, written out literally: the partial index of open tasks by event and due date
 * (migration 2026-11-23T10-20) serves only queries that repeat its condition word for word.
 */
const isOpen = sql<SqlBool>`tasks.status <> 'completed'`;

/**
 * The events in scope, A to Z ignoring case, with how many members each has and how many of all its
 * tasks — whatever the period — are past due without the Overdue status: each a seek into the open
 * tasks' index by (owner, event, due date).
 */
async function eventsInScope(db: Db, scope: AnalyticsScope) {
  const rows = await db
    .selectFrom('events')
    .where('events.owner_id', '=', scope.ownerId)
    .$if(scope.eventId !== undefined, (query) => query.where('events.id', '=', scope.eventId!))
    .select((eb) => [
      'events.id',
      'events.name',
      eb
        .selectFrom('team_members')
        .whereRef('team_members.event_id', '=', 'events.id')
        .where('team_members.owner_id', '=', scope.ownerId)
        .select(eb.fn.countAll<number>().as('n'))
        .as('team_size'),
      eb
        .selectFrom('tasks')
        .where('tasks.owner_id', '=', scope.ownerId)
        .whereRef('tasks.event_id', '=', 'events.id')
        .where(isOpen)
        .where('tasks.due_date', '<', scope.today)
        .where('tasks.status', '<>', 'overdue')
        .select(eb.fn.countAll<number>().as('n'))
        .as('past_due'),
    ])
    .orderBy(sql`lower(events.name)`)
    .orderBy('events.id')
    .execute();
  return rows.map((row) => ({ id: row.id, title: row.name, teamSize: Number(row.team_size), pastDue: Number(row.past_due) }));
}

/** All the tasks of each event in scope by status, from the counters the database maintains (a few rows per event). */
async function eventStatusCounts(db: Db, scope: AnalyticsScope) {
  const rows = await db
    .selectFrom('event_task_counts as counts')
    .where('counts.owner_id', '=', scope.ownerId)
    .$if(scope.eventId !== undefined, (query) => query.where('counts.event_id', '=', scope.eventId!))
    .groupBy(['counts.event_id', 'counts.status'])
    .select((eb) => ['counts.event_id', 'counts.status', eb.fn.sum<number>('counts.task_count').as('n')])
    .execute();
  return rows.map((row) => ({ eventId: row.event_id, status: row.status, count: Number(row.n) }));
}

/** Each event's tasks, whatever the period: its progress is the event's progress. Any other status than Completed, In Progress and Overdue reads as To Do. */
function eventsWithTasks(
  events: Awaited<ReturnType<typeof eventsInScope>>,
  statusCounts: Awaited<ReturnType<typeof eventStatusCounts>>,
): AnalyticsEventRow[] {
  const byEvent = new Map<number, Map<string, number>>();
  for (const { eventId, status, count } of statusCounts) {
    if (!byEvent.has(eventId)) byEvent.set(eventId, new Map());
    byEvent.get(eventId)!.set(status, count);
  }
  return events.map(({ id, title, teamSize, pastDue }) => {
    const counts = byEvent.get(id) ?? new Map<string, number>();
    const of = (status: string) => counts.get(status) ?? 0;
    const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
    return {
      id,
      title,
      teamSize,
      tasks: {
        total,
        completed: of('completed'),
        inProgress: of('inprogress'),
        todo: total - of('completed') - of('inprogress') - of('overdue'),
        overdue: of('overdue') + pastDue,
      },
    };
  });
}

/**
 * The analytics of one owner's data for the period ending `today`, every figure counted by the
 * database (GROUP BY over tasks, team members, events and the status log) and put together by
 * `buildAnalytics`. Undefined when `eventId` is not one of the owner's events.
 */
export async function findAnalytics(db: Db, scope: AnalyticsScope): Promise<AnalyticsResponse | undefined> {
  let selectedEventName: string | null = null;
  if (scope.eventId !== undefined) {
    const event = await findOwnedEvent(db, scope.ownerId, scope.eventId);
    if (!event) return undefined;
    selectedEventName = event.name;
  }
  const range = periodRange(scope.period, scope.today);
  const instants = instantsOf(range);
  const [members, events, eventCounts, byMember, unassigned, previous, due, completed, streakDays] = await Promise.all([
    membersInScope(db, scope),
    eventsInScope(db, scope),
    eventStatusCounts(db, scope),
    memberCounts(db, scope, instants),
    unassignedCounts(db, scope, instants),
    rangeTotals(db, scope, instantsOf(previousPeriodRange(scope.period, scope.today))),
    dueByDay(db, scope, range),
    completedByDay(db, scope, instants),
    completionDays(db, scope),
  ]);
  return buildAnalytics({
    period: scope.period,
    today: scope.today,
    selectedEventName,
    members,
    events: eventsWithTasks(events, eventCounts),
    memberCounts: byMember,
    unassignedCounts: unassigned,
    previous,
    dueByDay: due,
    completedByDay: completed,
    completionDays: streakDays,
  });
}
