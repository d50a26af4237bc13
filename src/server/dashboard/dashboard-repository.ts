import { sql, type Kysely, type SqlBool } from 'kysely';
import {
  DASHBOARD_SOONEST_TASKS,
  dashboardWeek,
  daysUntil,
  type Dashboard,
  type DashboardTask,
} from '../../domain/dashboard.ts';
import type { CalendarDate } from '../../domain/dates.ts';
import { taskCountdown, taskStatusOf } from '../../domain/tasks.ts';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database>;

/**
 * Tasks not completed, written out literally: the partial indexes of open tasks serve only queries
 * that repeat their condition word for word.
 */
const isOpen = sql<SqlBool>`tasks.status <> 'completed'`;

const total = (column: string) => sql<number>`coalesce(sum(${sql.ref(column)}), 0)`;

/**
 * Every count in one statement. Events are counted from the owner's events (a few hundred rows at
 * most, by the owner's index); tasks and members from the counters the database maintains
 * (migration 2026-11-23T10-20), a few dozen rows whatever the number of tasks:
 * - open: the owner's task counts of every status but completed;
 * - due this week: the open-task counts of the seven due days;
 * - overdue: open tasks due before today, plus those in status Overdue that are not (each task
 *   once): past due + status Overdue − past due in status Overdue.
 */
function selectCounts(db: Db, ownerId: number, today: CalendarDate) {
  const week = dashboardWeek(today);
  const monthStart = `${today.slice(0, 8)}01`;
  /** Open tasks due before today: the due months before today's month, then the due days of today's month before today. */
  const pastDue = (status?: string) =>
    db
      .selectFrom('open_task_due_counts as due')
      .where('due.owner_id', '=', ownerId)
      .$if(status !== undefined, (query) => query.where('due.status', '=', status!))
      .where((eb) =>
        eb.or([
          eb.and([eb('due.period', '=', 'month'), eb('due.period_start', '<', monthStart)]),
          eb.and([eb('due.period', '=', 'day'), eb('due.period_start', '>=', monthStart), eb('due.period_start', '<', today)]),
        ]),
      )
      .select(total('due.task_count').as('n'));

  return db.selectNoFrom((eb) => [
    eb.selectFrom('events').where('events.owner_id', '=', ownerId).select(eb.fn.countAll<number>().as('n')).as('events_total'),
    eb
      .selectFrom('events')
      .where('events.owner_id', '=', ownerId)
      .where('events.start_date', '>', today)
      .where('events.end_date', '>=', today)
      .select(eb.fn.countAll<number>().as('n'))
      .as('events_upcoming'),
    eb
      .selectFrom('events')
      .where('events.owner_id', '=', ownerId)
      .where('events.start_date', '<=', today)
      .where('events.end_date', '>=', today)
      .select(eb.fn.countAll<number>().as('n'))
      .as('events_active'),
    eb
      .selectFrom('events')
      .where('events.owner_id', '=', ownerId)
      .where('events.end_date', '<', today)
      .select(eb.fn.countAll<number>().as('n'))
      .as('events_past'),
    eb
      .selectFrom('owner_task_counts as counts')
      .where('counts.owner_id', '=', ownerId)
      .where('counts.status', '<>', 'completed')
      .select(total('counts.task_count').as('n'))
      .as('tasks_open'),
    eb
      .selectFrom('owner_task_counts as counts')
      .where('counts.owner_id', '=', ownerId)
      .where('counts.status', '=', 'overdue')
      .select(total('counts.task_count').as('n'))
      .as('tasks_overdue_status'),
    eb
      .selectFrom('open_task_due_counts as due')
      .where('due.owner_id', '=', ownerId)
      .where('due.period', '=', 'day')
      .where('due.period_start', '>=', week.from)
      .where('due.period_start', '<=', week.to)
      .select(total('due.task_count').as('n'))
      .as('tasks_due_this_week'),
    pastDue().as('tasks_past_due'),
    pastDue('overdue').as('tasks_past_due_overdue_status'),
    eb
      .selectFrom('event_member_counts as members')
      .where('members.owner_id', '=', ownerId)
      .select(total('members.member_count').as('n'))
      .as('team_members'),
  ]);
}

/** The upcoming event that starts soonest, read in the order of the owner's start-date index. */
function selectNextEvent(db: Db, ownerId: number, today: CalendarDate) {
  return db
    .selectFrom('events')
    .where('events.owner_id', '=', ownerId)
    .where('events.start_date', '>', today)
    .where('events.end_date', '>=', today)
    .orderBy('events.start_date')
    .orderBy('events.id')
    .limit(1)
    .select(['events.id', 'events.name', 'events.start_date']);
}

/**
 * The open tasks with a due date, earliest first: their ids read off the partial index of open
 * tasks by due date (migration 2026-11-23T11-30), then joined for the names.
 */
function selectSoonestTasks(db: Db, ownerId: number) {
  const soonest = db
    .selectFrom('tasks')
    .where('tasks.owner_id', '=', ownerId)
    .where(isOpen)
    .where('tasks.due_date', 'is not', null)
    .orderBy('tasks.due_date')
    .orderBy('tasks.id')
    .limit(DASHBOARD_SOONEST_TASKS)
    .select('tasks.id');
  return db
    .selectFrom('tasks')
    .innerJoin('events', 'events.id', 'tasks.event_id')
    .leftJoin('team_members', 'team_members.id', 'tasks.assignee_id')
    .where('tasks.id', 'in', soonest)
    .orderBy('tasks.due_date')
    .orderBy('tasks.id')
    .select([
      'tasks.id',
      'tasks.title',
      'tasks.due_date',
      'tasks.due_anchor',
      'tasks.status',
      'tasks.event_id',
      'events.name as event_name',
      'events.start_date as event_start_date',
      'events.end_date as event_end_date',
      'tasks.assignee_id',
      'team_members.name as assignee_name',
    ]);
}

export async function findDashboard(db: Db, ownerId: number, today: CalendarDate): Promise<Dashboard> {
  const [counts, nextEvent, soonest] = await Promise.all([
    selectCounts(db, ownerId, today).executeTakeFirstOrThrow(),
    selectNextEvent(db, ownerId, today).executeTakeFirst(),
    selectSoonestTasks(db, ownerId).execute(),
  ]);
  const n = (value: unknown) => Number(value ?? 0);
  const soonestTasks: DashboardTask[] = soonest.map((row) => ({
    id: row.id,
    title: row.title,
    dueDate: row.due_date!,
    countdown: taskCountdown({ dueDate: row.due_date, dueAnchor: row.due_anchor }, { startDate: row.event_start_date, endDate: row.event_end_date }),
    status: taskStatusOf(row.status),
    eventId: row.event_id,
    eventName: row.event_name,
    assigneeId: row.assignee_id,
    assigneeName: row.assignee_name,
  }));
  return {
    today,
    week: dashboardWeek(today),
    events: {
      total: n(counts.events_total),
      upcoming: n(counts.events_upcoming),
      active: n(counts.events_active),
      past: n(counts.events_past),
    },
    nextEvent: nextEvent
      ? { id: nextEvent.id, name: nextEvent.name, startDate: nextEvent.start_date, daysUntil: daysUntil(nextEvent.start_date, today) }
      : null,
    tasks: {
      open: n(counts.tasks_open),
      dueThisWeek: n(counts.tasks_due_this_week),
      overdue: n(counts.tasks_past_due) + n(counts.tasks_overdue_status) - n(counts.tasks_past_due_overdue_status),
    },
    teamMembers: n(counts.team_members),
    soonestTasks,
  };
}
