import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, type Updateable } from 'kysely';
import type { PlannedTask } from '../../domain/bulk-tasks.ts';
import type { CalendarDate } from '../../domain/dates.ts';
import {
  TASK_HISTORY_LIMIT,
  TASK_MESSAGES,
  taskPriorityOf,
  taskStatusOf,
  type CreateTaskInput,
  type ListTasksQuery,
  type Task,
  type TaskStatus,
  type TaskStatusChange,
  type TaskTotals,
  type UpdateTaskInput,
} from '../../domain/tasks.ts';
import type { Database, TasksTable } from '../db/schema.ts';
import { anyColumnContains, countWhen, isPostgres } from '../db/query-helpers.ts';
import { findOwnedEvent } from '../events/events-repository.ts';

/** Rows per INSERT in a bulk create: 500 × 9 values stays far below both dialects' parameter limits. */
export const BULK_INSERT_CHUNK = 500;

/** A task refers to an event or assignee the owner may not use; `field` names the input field. */
export class TaskReferenceError extends Error {
  constructor(
    readonly field: 'eventId' | 'assigneeId',
    message: string,
  ) {
    super(message);
    this.name = 'TaskReferenceError';
  }
}

type Db = Kysely<Database>;

type TaskFilters = Omit<ListTasksQuery, 'limit' | 'offset' | 'today'>;

/** The WHERE clause of a task list, on the tasks table alone so every index on it can serve. */
function taskFilter(eb: ExpressionBuilder<Database, 'tasks'>, ownerId: number, filters: TaskFilters) {
  const conditions: Expression<SqlBool>[] = [eb('tasks.owner_id', '=', ownerId)];
  if (filters.eventId !== undefined) conditions.push(eb('tasks.event_id', '=', filters.eventId));
  if (filters.memberId !== undefined) conditions.push(eb('tasks.assignee_id', '=', filters.memberId));
  if (filters.unassigned === 'true') conditions.push(eb('tasks.assignee_id', 'is', null));
  if (filters.status !== undefined) conditions.push(eb('tasks.status', '=', filters.status));
  if (filters.q) conditions.push(anyColumnContains(eb, ['tasks.title', 'tasks.description'], filters.q));
  return eb.and(conditions);
}

function isFiltered(filters: TaskFilters): boolean {
  return (
    filters.eventId !== undefined ||
    filters.memberId !== undefined ||
    filters.unassigned === 'true' ||
    filters.status !== undefined ||
    Boolean(filters.q)
  );
}

function selectTasks(db: Db) {
  return db
    .selectFrom('tasks')
    .innerJoin('events', 'events.id', 'tasks.event_id')
    .leftJoin('team_members', 'team_members.id', 'tasks.assignee_id')
    .select([
      'tasks.id',
      'tasks.title',
      'tasks.description',
      'tasks.status',
      'tasks.priority',
      'tasks.due_date',
      'tasks.event_id',
      'events.name as event_name',
      'tasks.assignee_id',
      'team_members.name as assignee_name',
      'team_members.code as assignee_code',
      'tasks.created_at',
      'tasks.updated_at',
    ]);
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
  total: number;
  totals: TaskTotals;
  totalInSystem: number;
}

/**
 * Three statements: the page (ids chosen on the tasks table alone, then joined for names), the
 * totals over every matching task in one conditional aggregate, and the owner's overall count,
 * which is the filtered total when nothing is filtered.
 */
export async function listTasks(db: Db, ownerId: number, query: ListTasksQuery, today: CalendarDate): Promise<TaskList> {
  const { limit, offset, today: _today, ...filters } = query;
  const page = db
    .selectFrom('tasks')
    .where((eb) => taskFilter(eb, ownerId, filters))
    .select('tasks.id')
    .orderBy('tasks.due_date', (ob) => ob.asc().nullsLast())
    .orderBy('tasks.id')
    .limit(limit)
    .offset(offset);

  const [rows, totalsRow, systemRow] = await Promise.all([
    selectTasks(db)
      .where('tasks.id', 'in', page)
      .orderBy('tasks.due_date', (ob) => ob.asc().nullsLast())
      .orderBy('tasks.id')
      .execute(),
    db
      .selectFrom('tasks')
      .where((eb) => taskFilter(eb, ownerId, filters))
      .select((eb) => [
        eb.fn.countAll<number>().as('total'),
        countWhen(eb('tasks.status', '=', 'todo')).as('todo'),
        countWhen(eb('tasks.status', '=', 'inprogress')).as('inprogress'),
        countWhen(eb('tasks.status', '=', 'completed')).as('completed'),
        countWhen(eb('tasks.status', '=', 'overdue')).as('overdue'),
        countWhen(eb('tasks.assignee_id', 'is not', null)).as('assigned'),
        countWhen(eb('tasks.assignee_id', 'is', null)).as('unassigned'),
        countWhen(eb.and([eb('tasks.due_date', '<', today), eb('tasks.status', '<>', 'completed')])).as('pastDue'),
      ])
      .executeTakeFirstOrThrow(),
    isFiltered(filters)
      ? db
          .selectFrom('tasks')
          .where('tasks.owner_id', '=', ownerId)
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow()
      : undefined,
  ]);

  const totals: TaskTotals = {
    total: Number(totalsRow.total),
    todo: Number(totalsRow.todo),
    inprogress: Number(totalsRow.inprogress),
    completed: Number(totalsRow.completed),
    overdue: Number(totalsRow.overdue),
    assigned: Number(totalsRow.assigned),
    unassigned: Number(totalsRow.unassigned),
    pastDue: Number(totalsRow.pastDue),
  };
  return { items: rows.map(toTask), total: totals.total, totals, totalInSystem: systemRow ? Number(systemRow.count) : totals.total };
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

async function logStatusChange(db: Db, ownerId: number, taskId: number, oldStatus: string | null, newStatus: TaskStatus, changedAt: string) {
  await db
    .insertInto('task_status_log')
    .values({ task_id: taskId, owner_id: ownerId, old_status: oldStatus, new_status: newStatus, changed_at: changedAt })
    .execute();
}

/**
 * Creates a task on one of the owner's events. A task created in a status other than To Do gets a
 * first status-log row (from nothing to that status), so completions are counted from the log alone.
 */
export async function createTask(db: Db, ownerId: number, input: CreateTaskInput): Promise<Task> {
  return db.transaction().execute(async (trx) => {
    await findOwnEvent(trx, ownerId, input.eventId);
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
        due_date: input.dueDate ?? null,
        assignee_id: assigneeId,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (input.status !== 'todo') await logStatusChange(trx, ownerId, id, null, input.status, now);
    const task = await findTask(trx, ownerId, id);
    return task!;
  });
}

async function lockTask(db: Db, ownerId: number, id: number) {
  return db
    .selectFrom('tasks')
    .select(['tasks.id', 'tasks.event_id', 'tasks.assignee_id', 'tasks.status'])
    .where('tasks.owner_id', '=', ownerId)
    .where('tasks.id', '=', id)
    .$if(isPostgres(db), (query) => query.forUpdate())
    .executeTakeFirst();
}

/**
 * Applies the fields sent. The assignee must belong to the task's event as it will be after the
 * change, so moving a task to another event with its assignee left in place is refused. A change of
 * status writes its log row in the same transaction. Undefined when the owner has no such task.
 */
export async function updateTask(db: Db, ownerId: number, id: number, input: UpdateTaskInput): Promise<Task | undefined> {
  return db.transaction().execute(async (trx) => {
    const current = await lockTask(trx, ownerId, id);
    if (!current) return undefined;

    const eventId = input.eventId ?? current.event_id;
    if (input.eventId !== undefined && input.eventId !== current.event_id) await findOwnEvent(trx, ownerId, input.eventId);
    const assigneeId = input.assigneeId !== undefined ? input.assigneeId : current.assignee_id;
    const assigneeChanged = assigneeId !== current.assignee_id || eventId !== current.event_id;
    if (assigneeId !== null && assigneeChanged) await assertAssigneeInEvent(trx, ownerId, eventId, assigneeId);

    const now = new Date().toISOString();
    const changes: Updateable<TasksTable> = { updated_at: now };
    if (input.title !== undefined) changes.title = input.title;
    if (input.description !== undefined) changes.description = input.description;
    if (input.eventId !== undefined) changes.event_id = input.eventId;
    if (input.dueDate !== undefined) changes.due_date = input.dueDate;
    if (input.assigneeId !== undefined) changes.assignee_id = input.assigneeId;
    if (input.priority !== undefined) changes.priority = input.priority;
    if (input.status !== undefined) changes.status = input.status;

    await trx.updateTable('tasks').set(changes).where('tasks.owner_id', '=', ownerId).where('tasks.id', '=', id).execute();
    if (input.status !== undefined && input.status !== current.status) {
      await logStatusChange(trx, ownerId, id, current.status, input.status, now);
    }
    return findTask(trx, ownerId, id);
  });
}

/**
 * Sets the status and logs the change (old, new, when) in one transaction. Setting the status a
 * task already has changes and logs nothing. Undefined when the owner has no such task.
 */
export async function setTaskStatus(db: Db, ownerId: number, id: number, status: TaskStatus): Promise<Task | undefined> {
  return db.transaction().execute(async (trx) => {
    const current = await lockTask(trx, ownerId, id);
    if (!current) return undefined;
    if (current.status !== status) {
      const now = new Date().toISOString();
      await trx
        .updateTable('tasks')
        .set({ status, updated_at: now })
        .where('tasks.owner_id', '=', ownerId)
        .where('tasks.id', '=', id)
        .execute();
      await logStatusChange(trx, ownerId, id, current.status, status, now);
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
    .select(['id', 'old_status', 'new_status', 'changed_at'])
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
  }));
}

/**
 * Inserts the planned tasks in one transaction, a chunk of rows per statement: either every task
 * is stored or, on any failure, none is. `plan` receives the event's name.
 */
export async function bulkCreateTasks(
  db: Db,
  ownerId: number,
  eventId: number,
  plan: (eventName: string) => PlannedTask[],
): Promise<{ count: number; ids: number[] }> {
  return db.transaction().execute(async (trx) => {
    const event = await findOwnEvent(trx, ownerId, eventId);
    const tasks = plan(event.name);
    const now = new Date().toISOString();
    const ids: number[] = [];
    for (let start = 0; start < tasks.length; start += BULK_INSERT_CHUNK) {
      const rows = tasks.slice(start, start + BULK_INSERT_CHUNK).map((task) => ({
        owner_id: ownerId,
        event_id: event.id,
        title: task.title,
        description: task.description,
        status: task.status,
        priority: task.priority,
        due_date: task.dueDate,
        created_at: now,
        updated_at: now,
      }));
      const inserted = await trx.insertInto('tasks').values(rows).returning('id').execute();
      for (const row of inserted) ids.push(row.id);
    }
    return { count: ids.length, ids: ids.sort((a, b) => a - b) };
  });
}
