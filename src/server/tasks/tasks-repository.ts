import {
  expressionBuilder,
  sql,
  type AliasedSelectQueryBuilder,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
  type Updateable,
} from 'kysely';
import type { BulkEvent, PlannedTask } from '../../domain/bulk-tasks.ts';
import { anchoredDueDate, type DueAnchor, type EventDates } from '../../domain/countdown.ts';
import { isDateInRange, type CalendarDate } from '../../domain/dates.ts';
import {
  SEARCH_COUNT_LIMIT,
  TASK_HISTORY_LIMIT,
  TASK_MESSAGES,
  taskCountdown,
  thisWeek,
  taskPriorityOf,
  taskStatusOf,
  type CreateTaskInput,
  type ListTasksQuery,
  type Task,
  type TaskDueCounts,
  type TaskDueFilter,
  type TaskStatus,
  type TaskStatusChange,
  type TaskTotals,
  type UpdateTaskInput,
} from '../../domain/tasks.ts';
import { TASK_PRIORITY_SORT_ORDER, TASK_STATUS_SORT_ORDER, type SortOrder, type TaskSortColumn } from '../../domain/task-sort.ts';
import type { Database, TasksTable } from '../db/schema.ts';
import { insertRows } from '../db/insert-rows.ts';
import { anyColumnContains, countWhen, isPostgres } from '../db/query-helpers.ts';
import { findOwnedEvent } from '../events/events-repository.ts';

/**
 * A task refers to an event or assignee the owner may not use, or its relative due date falls
 * outside the days stored; `field` names the input field.
 */
export class TaskReferenceError extends Error {
  constructor(
    readonly field: 'eventId' | 'assigneeId' | 'dueOffsetDays' | 'text',
    message: string,
  ) {
    super(message);
    this.name = 'TaskReferenceError';
  }
}

type Db = Kysely<Database>;

export type TaskFilters = Omit<ListTasksQuery, 'limit' | 'offset' | 'today' | 'sort' | 'order' | 'counts'>;

/**
 * Tasks not completed, written out literally: the partial indexes of open tasks (migration
 * 2026-11-23T10-20) serve only queries that repeat their condition word for word.
 */
const isOpen = sql<SqlBool>`tasks.status <> 'completed'`;

/**
 * The trigram full-text query (SQLite) that every task containing `text` matches: it must hold
 * three-character pieces of the text that together cover it (from the start, every third
 * character, and the last three), fewer lists to intersect than every piece. It finds candidates,
 * a superset of the matches, so the exact LIKE still decides; undefined when `text` is too short
 * to have a piece.
 */
function trigramCandidatesQuery(text: string): string | undefined {
  const characters = [...text];
  if (characters.length < 3) return undefined;
  const starts = new Set<number>();
  for (let start = 0; start + 3 <= characters.length; start += 3) starts.add(start);
  starts.add(characters.length - 3);
  const pieces = new Set([...starts].map((start) => characters.slice(start, start + 3).join('')));
  return [...pieces].map((piece) => `"${piece.replaceAll('"', '""')}"`).join(' AND ');
}

/** The conditions of a list's scope: owner, event, member, unassigned, batch and search. */
function scopeConditions(eb: ExpressionBuilder<Database, 'tasks'>, ownerId: number, filters: TaskFilters, fullText: boolean): Expression<SqlBool>[] {
  const candidates = filters.q && fullText ? trigramCandidatesQuery(filters.q) : undefined;
  const conditions: Expression<SqlBool>[] = [
    // With search candidates, the unary plus keeps SQLite from walking all the owner's tasks by
    // index instead of looking up the candidates.
    candidates ? sql<SqlBool>`+tasks.owner_id = ${ownerId}` : eb('tasks.owner_id', '=', ownerId),
  ];
  if (filters.eventId !== undefined) conditions.push(eb('tasks.event_id', '=', filters.eventId));
  if (filters.memberId !== undefined) conditions.push(eb('tasks.assignee_id', '=', filters.memberId));
  if (filters.unassigned === 'true') conditions.push(eb('tasks.assignee_id', 'is', null));
  if (filters.batch !== undefined) conditions.push(eb('tasks.batch_id', '=', filters.batch));
  if (filters.q) {
    if (candidates) conditions.push(sql<SqlBool>`tasks.id in (select rowid from tasks_search where tasks_search match ${candidates})`);
    conditions.push(anyColumnContains(eb, ['tasks.title', 'tasks.description'], filters.q));
  }
  return conditions;
}

/**
 * The tasks the due filter takes (domain/task-rules.ts, matchesDueFilter), each condition starting
 * with the literal open-task condition so the partial indexes of open tasks serve it: `past` the
 * dashboard's Overdue (due before today, or in status Overdue), `week` its Due this week.
 */
function dueCondition(eb: ExpressionBuilder<Database, 'tasks'>, due: TaskDueFilter, today: CalendarDate): Expression<SqlBool> {
  if (due === 'past') return eb.and([isOpen, eb.or([eb('tasks.due_date', '<', today), eb('tasks.status', '=', 'overdue')])]);
  const week = thisWeek(today);
  return eb.and([isOpen, eb('tasks.due_date', '>=', week.from), eb('tasks.due_date', '<=', week.to)]);
}

/** The conditions of the choices that narrow the tasks in scope: status, hide completed and due. */
function choiceConditions(eb: ExpressionBuilder<Database, 'tasks'>, filters: TaskFilters, today: CalendarDate): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  if (filters.status !== undefined) conditions.push(eb('tasks.status', '=', filters.status));
  if (filters.hideCompleted === 'true') conditions.push(isOpen);
  if (filters.due !== undefined) conditions.push(dueCondition(eb, filters.due, today));
  return conditions;
}

/**
 * The WHERE clause of a task list, on the tasks table alone so every index on it can serve. `today`
 * is the caller's day, which the due filter counts from.
 */
export function taskFilter(eb: ExpressionBuilder<Database, 'tasks'>, ownerId: number, filters: TaskFilters, fullText: boolean, today: CalendarDate) {
  return eb.and([...scopeConditions(eb, ownerId, filters, fullText), ...choiceConditions(eb, filters, today)]);
}

/**
 * `(case tasks.priority when 'low' then 0 … else 2 end)`: a value's place in `values`, the last one
 * for anything else. Written exactly as the indexes of migration 2026-11-23T12-10 hold it, which
 * serve only queries repeating the expression.
 */
export function rankOf(column: 'priority' | 'status', values: readonly string[]): RawBuilder<number> {
  const cases = values.slice(0, -1).map((value, rank) => `when '${value}' then ${rank}`);
  return sql.raw(`(case tasks.${column} ${cases.join(' ')} else ${values.length - 1} end)`);
}

const SORT_KEYS: Record<TaskSortColumn, (direction: RawBuilder<unknown>, order: SortOrder) => RawBuilder<unknown>[]> = {
  // Undated tasks count as due last: last going up, first going down, so each order reverses the other.
  dueDate: (direction, order) => [sql`tasks.due_date ${direction} nulls ${sql.raw(order === 'asc' ? 'last' : 'first')}`],
  priority: (direction) => [sql`${rankOf('priority', TASK_PRIORITY_SORT_ORDER)} ${direction}`],
  status: (direction) => [sql`${rankOf('status', TASK_STATUS_SORT_ORDER)} ${direction}`],
  title: (direction) => [sql`lower(tasks.title) ${direction}`],
  // Events in the order of their index by name (ties by id); the query must join `events`.
  event: (direction) => [sql`lower(events.name) ${direction}`, sql`events.id ${direction}`],
  created: (direction) => [sql`tasks.created_at ${direction}`],
};

/** Orders a task query by `sort`, then by id the same way, so every order is total and pages never overlap. */
function inListOrder<T extends SelectQueryBuilder<Database, 'tasks', object>>(builder: T, sort: TaskSortColumn, order: SortOrder): T {
  const direction = sql.raw(order);
  let ordered = builder;
  for (const key of [...SORT_KEYS[sort](direction, order), sql`tasks.id ${direction}`]) ordered = ordered.orderBy(key) as T;
  return ordered;
}

/** A task's columns with its event's name and its assignee's name and user ID. */
const TASK_COLUMNS = [
  'tasks.id',
  'tasks.title',
  'tasks.description',
  'tasks.status',
  'tasks.priority',
  'tasks.due_date',
  'tasks.due_anchor',
  'tasks.due_offset_days',
  'tasks.event_id',
  'events.name as event_name',
  'events.start_date as event_start_date',
  'events.end_date as event_end_date',
  'tasks.assignee_id',
  'team_members.name as assignee_name',
  'team_members.code as assignee_code',
  'tasks.created_at',
  'tasks.updated_at',
] as const;

function selectTasks(db: Db) {
  return db
    .selectFrom('tasks')
    .innerJoin('events', 'events.id', 'tasks.event_id')
    .leftJoin('team_members', 'team_members.id', 'tasks.assignee_id')
    .select(TASK_COLUMNS);
}

type TaskRow = Awaited<ReturnType<ReturnType<typeof selectTasks>['executeTakeFirstOrThrow']>>;

function toTask(row: TaskRow): Task {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    status: taskStatusOf(row.status),
    priority: taskPriorityOf(row.priority),
    dueDate: row.due_date,
    dueAnchor: row.due_anchor,
    dueOffsetDays: row.due_offset_days,
    countdown: taskCountdown(
      { dueDate: row.due_date, dueAnchor: row.due_anchor },
      { startDate: row.event_start_date, endDate: row.event_end_date },
    ),
    eventId: row.event_id,
    eventName: row.event_name,
    assigneeId: row.assignee_id,
    assigneeName: row.assignee_name,
    assigneeCode: row.assignee_code,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export interface TaskList {
  items: Task[];
  /** With `totalExact` false, a lower bound: SEARCH_COUNT_LIMIT. */
  total: number;
  totalExact: boolean;
  /** Null when a bounded search stopped counting. */
  totals: TaskTotals | null;
  dueCounts: TaskDueCounts | null;
  totalInSystem: number;
}

interface TotalsColumns {
  total: number;
  todo: number;
  inprogress: number;
  completed: number;
  overdue: number;
  assigned: number;
  unassigned: number;
  past_due: number;
  due_open: number;
  due_past: number;
  due_week: number;
  in_system: number;
}

type TotalsQuery = AliasedSelectQueryBuilder<TotalsColumns, 'totals'>;

const sumOf = (expression: Expression<unknown>) => sql<number>`coalesce(sum(${expression}), 0)`;
/** counts.task_count summed over the counter rows whose `column` holds `value`. */
const countedWhere = (column: string, value: string | number) =>
  sql<number>`coalesce(sum(case when ${sql.ref(column)} = ${value} then counts.task_count else 0 end), 0)`;

/** The owner's tasks, whatever the filters: at most eight counter rows. */
function tasksInSystem(db: Db, ownerId: number) {
  return db
    .selectFrom('owner_task_counts')
    .where('owner_task_counts.owner_id', '=', ownerId)
    .select(sumOf(sql.ref('owner_task_counts.task_count')).as('count'));
}

/** Counter rows as the totals read them: how many tasks of a status, assigned (1) or not (0). */
interface CounterRow {
  status: string;
  assigned: number;
  task_count: number;
}

/**
 * The owner's counter rows for the tasks a due choice takes, each task counted once:
 * - all: every task (owner_task_counts);
 * - past: the open tasks due before `today` in a status other than Overdue — the due months before
 *   today's month, then the due days of today's month before today — and every task in status
 *   Overdue, which is never completed, whatever its due date;
 * - week: the open tasks due today through today + 6, from the due days.
 */
function ownerCounterRows(db: Db, ownerId: number, rows: 'all' | TaskDueFilter, today: CalendarDate): AliasedSelectQueryBuilder<CounterRow, 'counts'> {
  const owned = () => db.selectFrom('owner_task_counts as c').where('c.owner_id', '=', ownerId).select(['c.status', 'c.assigned', 'c.task_count']);
  const due = (period: 'month' | 'day') =>
    db
      .selectFrom('open_task_due_counts as due')
      .where('due.owner_id', '=', ownerId)
      .where('due.period', '=', period)
      .select(['due.status', 'due.assigned', 'due.task_count']);
  if (rows === 'all') return owned().as('counts');
  if (rows === 'week') {
    const week = thisWeek(today);
    return due('day').where('due.period_start', '>=', week.from).where('due.period_start', '<=', week.to).as('counts');
  }
  const monthStart = `${today.slice(0, 8)}01`;
  return due('month')
    .where('due.period_start', '<', monthStart)
    .where('due.status', '<>', 'overdue')
    .unionAll(due('day').where('due.period_start', '>=', monthStart).where('due.period_start', '<', today).where('due.status', '<>', 'overdue'))
    .unionAll(owned().where('c.status', '=', 'overdue'))
    .as('counts');
}

/** Counter rows narrowed by the filters the counters know: status, hide completed, unassigned. */
function counterRowsWhere(db: Db, rows: AliasedSelectQueryBuilder<CounterRow, 'counts'>, filters: Pick<TaskFilters, 'status' | 'hideCompleted' | 'unassigned'>) {
  return db
    .selectFrom(rows)
    .$if(filters.status !== undefined, (query) => query.where('counts.status', '=', filters.status!))
    .$if(filters.hideCompleted === 'true', (query) => query.where('counts.status', '<>', 'completed'))
    .$if(filters.unassigned === 'true', (query) => query.where('counts.assigned', '=', 0));
}

const BY_STATUS = [
  sumOf(sql.ref('counts.task_count')).as('total'),
  countedWhere('counts.status', 'todo').as('todo'),
  countedWhere('counts.status', 'inprogress').as('inprogress'),
  countedWhere('counts.status', 'completed').as('completed'),
  countedWhere('counts.status', 'overdue').as('overdue'),
];
const ASSIGNED_SUMS = [countedWhere('counts.assigned', 1).as('assigned'), countedWhere('counts.assigned', 0).as('unassigned')];

/**
 * The totals of a list narrowed by nothing but its choices and Unassigned, all from the owner's
 * counters: the tasks the due choice takes (or all), narrowed by the other choices; past due among
 * them; and the due counts, which only Unassigned narrows.
 */
function ownerTotals(db: Db, ownerId: number, filters: TaskFilters, today: CalendarDate): TotalsQuery {
  const { due, unassigned } = filters;
  const sum = (rows: 'all' | TaskDueFilter, narrowing: Pick<TaskFilters, 'status' | 'hideCompleted' | 'unassigned'>) =>
    counterRowsWhere(db, ownerCounterRows(db, ownerId, rows, today), narrowing).select(sumOf(sql.ref('counts.task_count')).as('count'));
  // Past due among the listed tasks: all of them with due=past; those in status Overdue of the days of this week.
  let pastDue: Expression<unknown> = sum('past', filters);
  if (due === 'past') pastDue = sumOf(sql.ref('counts.task_count'));
  if (due === 'week') pastDue = countedWhere('counts.status', 'overdue');
  return counterRowsWhere(db, ownerCounterRows(db, ownerId, due ?? 'all', today), filters)
    .select([
      ...BY_STATUS,
      ...ASSIGNED_SUMS,
      sql<number>`${pastDue}`.as('past_due'),
      sum('all', { unassigned, hideCompleted: 'true' }).as('due_open'),
      sum('past', { unassigned }).as('due_past'),
      sum('week', { unassigned }).as('due_week'),
      tasksInSystem(db, ownerId).as('in_system'),
    ])
    .$castTo<TotalsColumns>()
    .as('totals');
}

/**
 * The totals columns counted over task rows (the tasks table, or a search's matches named `tasks`)
 * of the list's scope: the list's own counts are those rows its choices take; the due counts are
 * over the whole scope.
 */
function countedColumns(eb: ExpressionBuilder<Database, 'tasks'>, filters: TaskFilters, today: CalendarDate) {
  const choices = choiceConditions(eb, filters, today);
  const chosen = (...conditions: Expression<SqlBool>[]) => countWhen(eb.and([...choices, ...conditions]));
  return [
    chosen().as('total'),
    chosen(eb('tasks.status', '=', 'todo')).as('todo'),
    chosen(eb('tasks.status', '=', 'inprogress')).as('inprogress'),
    chosen(eb('tasks.status', '=', 'completed')).as('completed'),
    chosen(eb('tasks.status', '=', 'overdue')).as('overdue'),
    chosen(eb('tasks.assignee_id', 'is not', null)).as('assigned'),
    chosen(eb('tasks.assignee_id', 'is', null)).as('unassigned'),
    ...dueCountColumns(eb, filters, today),
  ];
}

/** Past due among the chosen tasks, and the due counts of the whole scope, counted over task rows. */
function dueCountColumns(eb: ExpressionBuilder<Database, 'tasks'>, filters: TaskFilters, today: CalendarDate) {
  const past = dueCondition(eb, 'past', today);
  return [
    countWhen(eb.and([...choiceConditions(eb, filters, today), past])).as('past_due'),
    countWhen(isOpen).as('due_open'),
    countWhen(past).as('due_past'),
    countWhen(dueCondition(eb, 'week', today)).as('due_week'),
  ];
}

/**
 * The totals of a list narrowed to an event or a member. The due counts and past due are counted
 * over the open tasks in scope, read from a partial index of open tasks by event or by assignee
 * that holds every column they need. So are the list's own counts when a due choice takes only
 * open tasks; otherwise those come from the event's or the member's counters.
 */
function scopedTotals(db: Db, ownerId: number, filters: TaskFilters, today: CalendarDate): TotalsQuery {
  const { eventId, memberId, status, unassigned, hideCompleted } = filters;
  const openTasks = db.selectFrom('tasks').where((eb) => eb.and([...scopeConditions(eb, ownerId, filters, false), isOpen]));
  if (filters.due !== undefined) {
    return openTasks
      .select((eb) => [...countedColumns(eb, filters, today), tasksInSystem(db, ownerId).as('in_system')])
      .$castTo<TotalsColumns>()
      .as('totals');
  }
  const dueCounts = openTasks.select((eb) => dueCountColumns(eb, filters, today)).as('open_tasks');
  const counted =
    memberId !== undefined
      ? db
          .selectFrom('assignee_task_counts as counts')
          .where('counts.owner_id', '=', ownerId)
          .where('counts.assignee_id', '=', memberId)
          .$if(eventId !== undefined, (query) => query.where('counts.event_id', '=', eventId!))
          .$if(status !== undefined, (query) => query.where('counts.status', '=', status!))
          .$if(hideCompleted === 'true', (query) => query.where('counts.status', '<>', 'completed'))
          // A member's tasks all have an assignee: asking for unassigned ones as well finds none.
          .$if(unassigned === 'true', (query) => query.where(sql<SqlBool>`1 = 0`))
          .select([...BY_STATUS, sumOf(sql.ref('counts.task_count')).as('assigned'), sql<number>`0`.as('unassigned'), tasksInSystem(db, ownerId).as('in_system')])
      : db
          .selectFrom('event_task_counts as counts')
          .where('counts.owner_id', '=', ownerId)
          .where('counts.event_id', '=', eventId!)
          .$if(status !== undefined, (query) => query.where('counts.status', '=', status!))
          .$if(hideCompleted === 'true', (query) => query.where('counts.status', '<>', 'completed'))
          .$if(unassigned === 'true', (query) => query.where('counts.assigned', '=', 0))
          .select([...BY_STATUS, ...ASSIGNED_SUMS, tasksInSystem(db, ownerId).as('in_system')]);
  return db.selectFrom([counted.as('counted'), dueCounts]).selectAll().$castTo<TotalsColumns>().as('totals');
}

/**
 * The totals row without a search or a batch, a few dozen counter rows read: an event's or a
 * member's from their counters and a partial index of open tasks, anything else the owner's counters.
 */
function maintainedTotals(db: Db, ownerId: number, filters: TaskFilters, today: CalendarDate): TotalsQuery {
  return filters.memberId !== undefined || filters.eventId !== undefined ? scopedTotals(db, ownerId, filters, today) : ownerTotals(db, ownerId, filters, today);
}

/**
 * The `matches` of a search (see listTasks), named `tasks`: they hold the tasks table's columns a
 * page and the totals read, under the same names.
 */
function selectMatches(db: Db) {
  return db.selectFrom('matches as tasks' as 'tasks');
}

/** Totals of the tasks matching a search, counted over the matches (no counter knows which tasks contain a text). */
function searchedTotals(db: Db, ownerId: number, filters: TaskFilters, today: CalendarDate): TotalsQuery {
  return selectMatches(db)
    .select((eb) => [...countedColumns(eb, filters, today), tasksInSystem(db, ownerId).as('in_system')])
    .$castTo<TotalsColumns>()
    .as('totals');
}

function totalsFrom(row: TotalsColumns): { totals: TaskTotals; dueCounts: TaskDueCounts; totalInSystem: number } {
  const totals: TaskTotals = {
    total: Number(row.total),
    todo: Number(row.todo),
    inprogress: Number(row.inprogress),
    completed: Number(row.completed),
    overdue: Number(row.overdue),
    assigned: Number(row.assigned),
    unassigned: Number(row.unassigned),
    pastDue: Number(row.past_due),
  };
  const dueCounts: TaskDueCounts = { open: Number(row.due_open), past: Number(row.due_past), week: Number(row.due_week) };
  return { totals, dueCounts, totalInSystem: Number(row.in_system) };
}

/**
 * Without a search, two statements: the page (ids chosen in the order of an index on the tasks
 * table alone, then joined for names) and the totals, read from the counters the database
 * maintains. A search is one statement: it gathers the matches of its scope once (on SQLite
 * narrowed by the trigram index to the tasks holding every three-character piece of the text),
 * counts them, and joins the totals row to the page of the matches its choices take, so a page past
 * the end still answers the totals. `today` is the caller's day, which past due and the due filter
 * count from.
 */
export async function listTasks(db: Db, ownerId: number, query: ListTasksQuery, today: CalendarDate): Promise<TaskList> {
  const { limit, offset, today: _today, sort, order, counts, ...filters } = query;
  const fullText = !isPostgres(db);
  const inTaskOrder = <T extends SelectQueryBuilder<Database, 'tasks', object>>(builder: T) => inListOrder(builder, sort, order);
  /** A page's ids by event name need the events, the owner's read in the order of their index. */
  const withEvents = <T extends SelectQueryBuilder<Database, 'tasks', { id: number }>>(builder: T) =>
    sort === 'event'
      ? (builder.innerJoin('events', 'events.id', 'tasks.event_id').where('events.owner_id', '=', ownerId) as unknown as T)
      : builder;

  // No counter knows which tasks contain a text or came from one batch: those lists count their matches.
  if (!filters.q && filters.batch === undefined) {
    const page = inTaskOrder(withEvents(db.selectFrom('tasks').where((eb) => taskFilter(eb, ownerId, filters, fullText, today)).select('tasks.id')))
      .limit(limit)
      .offset(offset);
    const [rows, counted] = await Promise.all([
      inTaskOrder(selectTasks(db).where('tasks.id', 'in', page)).execute(),
      db.selectFrom(maintainedTotals(db, ownerId, filters, today)).selectAll().executeTakeFirstOrThrow(),
    ]);
    const { totals, dueCounts, totalInSystem } = totalsFrom(counted);
    return { items: rows.map(toTask), total: totals.total, totalExact: true, totals, dueCounts, totalInSystem };
  }

  if (filters.q && counts === 'bounded') {
    const matches = await countMatchesUpTo(db, ownerId, filters, today, { choices: false });
    if (matches > SEARCH_COUNT_LIMIT) return listBroadSearch(db, ownerId, query, filters, today);
  }

  const page = inTaskOrder(withEvents(selectMatches(db).where((eb) => eb.and(choiceConditions(eb, filters, today))).select('tasks.id')))
    .limit(limit)
    .offset(offset);
  const rows = await db
    .with(
      (cte) => cte('matches').materialized(),
      (qb) =>
        qb
          .selectFrom('tasks')
          .where((eb) => eb.and(scopeConditions(eb, ownerId, filters, fullText)))
          .select(['tasks.id', 'tasks.status', 'tasks.assignee_id', 'tasks.due_date', 'tasks.priority', 'tasks.title', 'tasks.event_id', 'tasks.created_at']),
    )
    .selectFrom(searchedTotals(db, ownerId, filters, today))
    .leftJoin(page.as('page'), (join) => join.onTrue())
    .leftJoin('tasks', 'tasks.id', 'page.id')
    .leftJoin('events', 'events.id', 'tasks.event_id')
    .leftJoin('team_members', 'team_members.id', 'tasks.assignee_id')
    .selectAll('totals')
    .select(TASK_COLUMNS)
    .$call((rows) => inTaskOrder(rows as unknown as SelectQueryBuilder<Database, 'tasks', object>) as unknown as typeof rows)
    .execute();
  const { totals, dueCounts, totalInSystem } = totalsFrom(rows[0]!);
  const items = rows.filter((row) => row.id !== null).map((row) => toTask(row as TaskRow));
  return { items, total: totals.total, totalExact: true, totals, dueCounts, totalInSystem };
}

/**
 * How many tasks of the list's scope match its search (with `choices`, also its status, due and hide
 * completed), counted up to one past SEARCH_COUNT_LIMIT. On SQLite the trigram index drives: its
 * candidates come one at a time in rowid order and the count stops at the limit, however broad the
 * term (a term of fewer than three characters has no trigram: the owner's tasks are read instead).
 */
async function countMatchesUpTo(db: Db, ownerId: number, filters: TaskFilters, today: CalendarDate, { choices }: { choices: boolean }): Promise<number> {
  const candidates = isPostgres(db) ? undefined : trigramCandidatesQuery(filters.q!);
  const conditions = (eb: ExpressionBuilder<Database, 'tasks'>) =>
    eb.and([...scopeConditions(eb, ownerId, filters, false), ...(choices ? choiceConditions(eb, filters, today) : [])]);
  const matching = candidates
    ? db
        .selectFrom(sql<{ rowid: number }>`tasks_search`.as('tasks_search'))
        .innerJoin('tasks', (join) => join.on(sql<SqlBool>`tasks.id = tasks_search.rowid`))
        .where(sql<SqlBool>`tasks_search match ${candidates}`)
        .where((eb) => conditions(eb as unknown as ExpressionBuilder<Database, 'tasks'>))
    : db.selectFrom('tasks').where(conditions);
  const { count } = await db
    .selectFrom(
      matching
        .select(sql<number>`1`.as('one'))
        .limit(SEARCH_COUNT_LIMIT + 1)
        .as('matches'),
    )
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * A search matching more than SEARCH_COUNT_LIMIT tasks, with bounded counts: its page read in the
 * list's order with the search as a filter (a broad term fills a page within a few hundred tasks),
 * and only the tasks its choices take counted, up to the limit; nothing else is counted.
 */
async function listBroadSearch(db: Db, ownerId: number, query: ListTasksQuery, filters: TaskFilters, today: CalendarDate): Promise<TaskList> {
  const { limit, offset, sort, order } = query;
  const chosen = choiceConditions(expressionBuilder<Database, 'tasks'>(), filters, today).length > 0;
  const [rows, counted, inSystem] = await Promise.all([
    inListOrder(selectTasks(db).where((eb) => taskFilter(eb, ownerId, filters, false, today)), sort, order)
      .limit(limit)
      .offset(offset)
      .execute(),
    chosen ? countMatchesUpTo(db, ownerId, filters, today, { choices: true }) : SEARCH_COUNT_LIMIT + 1,
    tasksInSystem(db, ownerId).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map(toTask),
    total: Math.min(counted, SEARCH_COUNT_LIMIT),
    totalExact: counted <= SEARCH_COUNT_LIMIT,
    totals: null,
    dueCounts: null,
    totalInSystem: Number(inSystem.count),
  };
}

export async function findTask(db: Db, ownerId: number, id: number): Promise<Task | undefined> {
  const row = await selectTasks(db).where('tasks.owner_id', '=', ownerId).where('tasks.id', '=', id).executeTakeFirst();
  return row && toTask(row);
}

async function findOwnEvent(db: Db, ownerId: number, eventId: number) {
  const event = await findOwnedEvent(db, ownerId, eventId);
  if (!event) throw new TaskReferenceError('eventId', TASK_MESSAGES.eventNotFound);
  return event;
}

/** The day a relative due date falls on for this event; refused when it lies outside the days stored. */
export function dueDateFor(anchor: DueAnchor, offsetDays: number, event: EventDates): CalendarDate {
  const dueDate = anchoredDueDate({ anchor, offsetDays }, event);
  if (!isDateInRange(dueDate)) throw new TaskReferenceError('dueOffsetDays', TASK_MESSAGES.dueDateOutOfRange);
  return dueDate;
}

async function assertAssigneeInEvent(db: Db, ownerId: number, eventId: number, assigneeId: number) {
  const member = await db
    .selectFrom('team_members')
    .select('team_members.id')
    .where('team_members.owner_id', '=', ownerId)
    .where('team_members.event_id', '=', eventId)
    .where('team_members.id', '=', assigneeId)
    .executeTakeFirst();
  if (!member) throw new TaskReferenceError('assigneeId', TASK_MESSAGES.assigneeNotInEvent);
}

/**
 * Who changes a task, named in the task's status history: the account making the request (its id;
 * null when not known), or a team member through their own page, who may change only their own tasks.
 */
export type TaskChanger = number | null | { memberId: number };

const changingMember = (changer: TaskChanger) => (typeof changer === 'object' && changer !== null ? changer.memberId : null);

async function logStatusChange(
  db: Db,
  ownerId: number,
  taskId: number,
  change: { oldStatus: string | null; newStatus: TaskStatus; changedAt: string; changedBy: TaskChanger },
) {
  await db
    .insertInto('task_status_log')
    .values({
      task_id: taskId,
      owner_id: ownerId,
      old_status: change.oldStatus,
      new_status: change.newStatus,
      changed_at: change.changedAt,
      changed_by: changingMember(change.changedBy) === null ? (change.changedBy as number | null) : null,
      changed_by_member: changingMember(change.changedBy),
    })
    .execute();
}

/**
 * Creates a task on one of the owner's events. A task created in a status other than To Do gets a
 * first status-log row (from nothing to that status), so completions are counted from the log alone.
 */
export async function createTask(db: Db, ownerId: number, input: CreateTaskInput, changedBy: TaskChanger): Promise<Task> {
  return db.transaction().execute(async (trx) => {
    const event = await findOwnEvent(trx, ownerId, input.eventId);
    const anchor = input.dueAnchor ?? null;
    const offsetDays = anchor === null ? null : input.dueOffsetDays!;
    const dueDate = anchor === null ? (input.dueDate ?? null) : dueDateFor(anchor, offsetDays!, event);
    const assigneeId = input.assigneeId ?? null;
    if (assigneeId !== null) await assertAssigneeInEvent(trx, ownerId, input.eventId, assigneeId);
    const now = new Date().toISOString();
    const { id } = await trx
      .insertInto('tasks')
      .values({
        owner_id: ownerId,
        event_id: input.eventId,
        title: input.title,
        description: input.description ?? '',
        status: input.status,
        priority: input.priority,
        due_date: dueDate,
        due_anchor: anchor,
        due_offset_days: offsetDays,
        assignee_id: assigneeId,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (input.status !== 'todo') await logStatusChange(trx, ownerId, id, { oldStatus: null, newStatus: input.status, changedAt: now, changedBy });
    const task = await findTask(trx, ownerId, id);
    return task!;
  });
}

/** The task's row, locked until the transaction ends; with `assigneeId`, only when the task is assigned to that member. */
async function lockTask(db: Db, ownerId: number, id: number, assigneeId: number | null = null) {
  return db
    .selectFrom('tasks')
    .select(['tasks.id', 'tasks.event_id', 'tasks.assignee_id', 'tasks.status', 'tasks.due_anchor', 'tasks.due_offset_days'])
    .where('tasks.owner_id', '=', ownerId)
    .where('tasks.id', '=', id)
    .$if(assigneeId !== null, (query) => query.where('tasks.assignee_id', '=', assigneeId!))
    .$if(isPostgres(db), (query) => query.forUpdate())
    .executeTakeFirst();
}

/**
 * Applies the fields sent. The assignee must belong to the task's event as it will be after the
 * change, so moving a task to another event with its assignee left in place is refused. A change of
 * status writes its log row in the same transaction. Undefined when the owner has no such task.
 */
export async function updateTask(
  db: Db,
  ownerId: number,
  id: number,
  input: UpdateTaskInput,
  changedBy: TaskChanger,
): Promise<Task | undefined> {
  return db.transaction().execute(async (trx) => {
    const current = await lockTask(trx, ownerId, id);
    if (!current) return undefined;

    const eventId = input.eventId ?? current.event_id;
    const eventChanged = eventId !== current.event_id;
    const newEvent = eventChanged ? await findOwnEvent(trx, ownerId, eventId) : undefined;
    const assigneeId = input.assigneeId !== undefined ? input.assigneeId : current.assignee_id;
    const assigneeChanged = assigneeId !== current.assignee_id || eventId !== current.event_id;
    if (assigneeId !== null && assigneeChanged) await assertAssigneeInEvent(trx, ownerId, eventId, assigneeId);

    const now = new Date().toISOString();
    const changes: Updateable<TasksTable> = { updated_at: now };
    if (input.title !== undefined) changes.title = input.title;
    if (input.description !== undefined) changes.description = input.description;
    if (input.eventId !== undefined) changes.event_id = input.eventId;
    // An anchor sent sets (or, null, clears) the relative due date; a due date sent alone makes the task fixed.
    const dueChanged = input.dueAnchor !== undefined || input.dueDate !== undefined;
    const anchor = dueChanged ? (input.dueAnchor ?? null) : current.due_anchor;
    const offsetDays = anchor === null ? null : dueChanged ? input.dueOffsetDays! : current.due_offset_days!;
    if (dueChanged) {
      changes.due_anchor = anchor;
      changes.due_offset_days = offsetDays;
      if (input.dueDate !== undefined) changes.due_date = input.dueDate;
    }
    // An anchored task's day follows its event: worked out again when the anchor or the event changes.
    if (anchor !== null && (dueChanged || eventChanged)) {
      changes.due_date = dueDateFor(anchor, offsetDays!, newEvent ?? (await findOwnEvent(trx, ownerId, eventId)));
    }
    if (input.assigneeId !== undefined) changes.assignee_id = input.assigneeId;
    if (input.priority !== undefined) changes.priority = input.priority;
    if (input.status !== undefined) changes.status = input.status;

    await trx.updateTable('tasks').set(changes).where('tasks.owner_id', '=', ownerId).where('tasks.id', '=', id).execute();
    if (input.status !== undefined && input.status !== current.status) {
      await logStatusChange(trx, ownerId, id, { oldStatus: current.status, newStatus: input.status, changedAt: now, changedBy });
    }
    return findTask(trx, ownerId, id);
  });
}

/**
 * Sets the status and logs the change (old, new, when, who) in one transaction. Setting the status a
 * task already has changes and logs nothing. Undefined when the owner has no such task, or, for a
 * member changing it through their page, when it is not assigned to that member.
 */
export async function setTaskStatus(
  db: Db,
  ownerId: number,
  id: number,
  status: TaskStatus,
  changedBy: TaskChanger,
): Promise<Task | undefined> {
  return db.transaction().execute(async (trx) => {
    const current = await lockTask(trx, ownerId, id, changingMember(changedBy));
    if (!current) return undefined;
    if (current.status !== status) {
      const now = new Date().toISOString();
      await trx
        .updateTable('tasks')
        .set({ status, updated_at: now })
        .where('tasks.owner_id', '=', ownerId)
        .where('tasks.id', '=', id)
        .execute();
      await logStatusChange(trx, ownerId, id, { oldStatus: current.status, newStatus: status, changedAt: now, changedBy });
    }
    return findTask(trx, ownerId, id);
  });
}

/** True when a task was deleted (its status log goes with it). */
export async function deleteTask(db: Db, ownerId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('tasks').where('tasks.owner_id', '=', ownerId).where('tasks.id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The latest status changes, newest first; undefined when the owner has no such task. */
export async function listStatusHistory(db: Db, ownerId: number, id: number): Promise<TaskStatusChange[] | undefined> {
  const task = await db
    .selectFrom('tasks')
    .select('tasks.id')
    .where('tasks.owner_id', '=', ownerId)
    .where('tasks.id', '=', id)
    .executeTakeFirst();
  if (!task) return undefined;
  const rows = await db
    .selectFrom('task_status_log')
    .leftJoin('users', 'users.id', 'task_status_log.changed_by')
    .leftJoin('team_members', 'team_members.id', 'task_status_log.changed_by_member')
    .select((eb) => [
      'task_status_log.id',
      'task_status_log.old_status',
      'task_status_log.new_status',
      'task_status_log.changed_at',
      // An account's change, or a member's through their own page.
      eb.fn.coalesce('users.name', 'team_members.name').as('changed_by_name'),
    ])
    .where('task_status_log.task_id', '=', id)
    .where('task_status_log.owner_id', '=', ownerId)
    .orderBy('task_status_log.changed_at', 'desc')
    .orderBy('task_status_log.id', 'desc')
    .limit(TASK_HISTORY_LIMIT)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    oldStatus: row.old_status === null ? null : taskStatusOf(row.old_status),
    newStatus: taskStatusOf(row.new_status),
    changedAt: row.changed_at,
    changedBy: row.changed_by_name,
  }));
}

/**
 * Inserts the planned tasks in one transaction, in chunks of a few fixed sizes: either every task
 * is stored or, on any failure, none is. `plan` receives the event's name and dates. The tasks share a new
 * batch id, by which a list shows exactly these tasks.
 */
export async function bulkCreateTasks(
  db: Db,
  ownerId: number,
  eventId: number,
  plan: (event: BulkEvent) => PlannedTask[],
): Promise<{ count: number; ids: number[]; batchId: number }> {
  return db.transaction().execute(async (trx) => {
    const event = await findOwnEvent(trx, ownerId, eventId);
    const tasks = plan(event);
    const outOfRange = tasks.findIndex((task) => !isDateInRange(task.dueDate));
    if (outOfRange !== -1) throw new TaskReferenceError('text', `Line ${outOfRange + 1}: ${TASK_MESSAGES.dueDateOutOfRange}`);
    const now = new Date().toISOString();
    const batch = await trx.insertInto('task_batches').values({ owner_id: ownerId, created_at: now }).returning('id').executeTakeFirstOrThrow();
    const rows = tasks.map((task) => ({
      owner_id: ownerId,
      event_id: event.id,
      title: task.title,
      description: task.description,
      status: task.status,
      priority: task.priority,
      due_date: task.dueDate,
      due_anchor: task.dueAnchor,
      due_offset_days: task.dueOffsetDays,
      batch_id: batch.id,
      created_at: now,
      updated_at: now,
    }));
    const ids = (await insertRows(trx, 'tasks', rows, (insert) => insert.returning('id'))).map((row) => row.id);
    return { count: ids.length, ids: ids.sort((a, b) => a - b), batchId: batch.id };
  });
}
