import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql, type CompiledQuery, type ControlledTransaction, type Kysely } from 'kysely';
import type { DueAnchor } from '../../domain/countdown.ts';
import type { CalendarDate } from '../../domain/dates.ts';
import type { ExportedTask, TaskCounts } from '../../domain/task-export.ts';
import { TASK_PRIORITIES, TASK_STATUSES, taskCountdown, taskPriorityOf, taskStatusOf, type TaskPriority, type TaskStatus } from '../../domain/tasks.ts';
import { TASK_PRIORITY_SORT_ORDER } from '../../domain/task-sort.ts';
import type { DatabaseReader } from '../db/database.ts';
import { isPostgres } from '../db/query-helpers.ts';
import type { Database } from '../db/schema.ts';
import { rankOf, taskFilter, type TaskFilters } from './tasks-repository.ts';

/**
 * Tasks handed over at a time, each batch becoming one piece of the file (about 16 KB of CSV): rows
 * are neither awaited nor written one by one, and a slow download holds one batch. Larger batches
 * took no less time, and batches of 250 grew the server by about 40 MB during a download of
 * 100,000 tasks, where batches of 100 grow it by about 3.
 */
const EXPORT_BATCH = 100;
/**
 * Rows PostgreSQL sends per cursor read. Each read is a round trip to the database that the
 * download waits for: over 100,000 tasks, reads of 1,000 rows sent the file in 0.8 s where reads
 * of 100 took 2 s.
 */
const CURSOR_ROWS = 1_000;
/**
 * SQLite reads rows synchronously, and turning a batch into text takes a while too: after this
 * long the export lets other requests have a turn.
 */
const TURN_MS = 10;
/**
 * The longest an export's statements may run on PostgreSQL, unless the caller says otherwise. Its
 * cursor counts as one statement from the first row to the last, however long the client takes to
 * download them, so the usual statement time-out would cut a slow download short.
 */
export const EXPORT_TIME_LIMIT_MS = 15 * 60_000;

type Db = Kysely<Database>;

/** The name and user ID of one of the owner's team members; undefined when not theirs or gone. */
export async function findOwnedMember(db: Db, ownerId: number, id: number): Promise<{ name: string; code: string } | undefined> {
  return db
    .selectFrom('team_members')
    .select(['team_members.name', 'team_members.code'])
    .where('team_members.owner_id', '=', ownerId)
    .where('team_members.id', '=', id)
    .executeTakeFirst();
}

export interface TaskExportReader {
  /** How many matching tasks there are in each status and of each priority. */
  counts(): Promise<{ byStatus: TaskCounts<TaskStatus>; byPriority: TaskCounts<TaskPriority> }>;
  /**
   * The matching tasks (of one status when given) in the task list's order, by due date, undated
   * last, then id, read from the database as they are consumed, in batches of at most EXPORT_BATCH.
   */
  batches(status?: TaskStatus): AsyncGenerator<ExportedTask[]>;
  /** Ends the read and gives the connection back; call it once the tasks are no longer read. */
  close(): Promise<void>;
}

/** The list's filters, with the caller's day that the due filter counts from. */
export type TaskExportFilters = TaskFilters & { today: CalendarDate };

/**
 * Opens a read of the owner's tasks matching `filters` on a reader connection, in one read-only
 * transaction, so counts and rows agree whatever is written meanwhile. The transaction holds a
 * snapshot (and on PostgreSQL a pooled connection) until `close`: the caller bounds how long, and
 * on PostgreSQL the statements are cancelled after `timeLimitMs` whatever the caller does.
 */
export async function openTaskExport(
  openReader: () => DatabaseReader,
  ownerId: number,
  filters: TaskExportFilters,
  timeLimitMs = EXPORT_TIME_LIMIT_MS,
): Promise<TaskExportReader> {
  const reader = openReader();
  const postgres = isPostgres(reader.db);
  let trx: ControlledTransaction<Database>;
  try {
    trx = await (postgres
      ? reader.db.startTransaction().setIsolationLevel('repeatable read').setAccessMode('read only')
      : reader.db.startTransaction()
    ).execute();
  } catch (error) {
    await reader.close();
    throw error;
  }
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      try {
        if (!trx.isRolledBack) await trx.rollback().execute();
      } finally {
        await reader.close();
      }
    })());
  try {
    if (postgres) await sql`set local statement_timeout = ${sql.lit(Math.max(1, Math.ceil(timeLimitMs)))}`.execute(trx);
  } catch (error) {
    await close();
    throw error;
  }

  // Names looked up rather than joined: a join is two index searches a task, and five more values a
  // row to hand over from the database, for a hundred events and their members. Read once, in the
  // snapshot: one event's own when the export is narrowed to it (a task's assignee is of its event).
  const { eventId } = filters;
  let names: Promise<ExportNames> | undefined;
  const namesOnce = () =>
    (names ??= (async () => {
      const events = await trx
        .selectFrom('events')
        .select(['id', 'name', 'start_date', 'end_date'])
        .where('owner_id', '=', ownerId)
        .$if(eventId !== undefined, (query) => query.where('id', '=', eventId!))
        .execute();
      const members = await trx
        .selectFrom('team_members')
        .select(['id', 'name', 'code'])
        .where('owner_id', '=', ownerId)
        .$if(eventId !== undefined, (query) => query.where('event_id', '=', eventId!))
        .execute();
      return { events: new Map(events.map((event) => [event.id, event])), members: new Map(members.map((member) => [member.id, member])) };
    })());
  const matching = (narrowed: TaskFilters) =>
    trx.selectFrom('tasks').where((eb) => taskFilter(eb, ownerId, narrowed, !postgres, filters.today));

  return {
    async counts() {
      // Two counts, each read off an index alone (status; priority's rank), where one count by both
      // would look up every task.
      const statuses = await matching(filters)
        .select((eb) => ['tasks.status', eb.fn.countAll<number>().as('count')])
        .groupBy('tasks.status')
        .execute();
      const priorityRank = rankOf('priority', TASK_PRIORITY_SORT_ORDER);
      const priorities = await matching(filters)
        .select((eb) => [priorityRank.as('rank'), eb.fn.countAll<number>().as('count')])
        .groupBy(priorityRank)
        .execute();
      const byStatus = Object.fromEntries(TASK_STATUSES.map((status) => [status, 0])) as TaskCounts<TaskStatus>;
      const byPriority = Object.fromEntries(TASK_PRIORITIES.map((priority) => [priority, 0])) as TaskCounts<TaskPriority>;
      for (const row of statuses) byStatus[taskStatusOf(row.status)] += Number(row.count);
      for (const row of priorities) byPriority[taskPriorityOf(TASK_PRIORITY_SORT_ORDER[Number(row.rank)]!)] += Number(row.count);
      return { byStatus, byPriority };
    },

    async *batches(status) {
      const narrowed = status ? { ...filters, status } : filters;
      const named = await namesOnce();
      // Dated tasks, then undated ones: each in the order of an index, where one query ordering
      // nulls last would make SQLite sort every row first.
      for (const dated of [true, false]) {
        const query = matching(narrowed)
          .where('tasks.due_date', dated ? 'is not' : 'is', null)
          .select([
            'tasks.id',
            'tasks.title',
            'tasks.description',
            'tasks.status',
            'tasks.priority',
            'tasks.due_date',
            'tasks.due_anchor',
            'tasks.event_id',
            'tasks.assignee_id',
            'tasks.created_at',
          ])
          .$if(dated, (ordered) => ordered.orderBy('tasks.due_date'))
          .orderBy('tasks.id')
          .compile();
        const tasks = reader.sqlite
          ? sqliteBatches(reader.sqlite, query, (values) =>
              // SQLite hands each row over as the array of the selected columns, in the select's order.
              exportedTask(named, ...(values as ExportedColumns)),
            )
          : cursorBatches(trx, query, (row) =>
              exportedTask(named, row.id, row.title, row.description, row.status, row.priority, row.due_date, row.due_anchor, row.event_id, row.assignee_id, row.created_at),
            );
        let turnStarted = performance.now();
        for await (const batch of tasks) {
          yield batch;
          // Measured across the yield, so it includes the time the consumer spent on the batch.
          if (performance.now() - turnStarted > TURN_MS) {
            await nextTurn();
            turnStarted = performance.now();
          }
        }
      }
    },

    close,
  };
}

/** The account's events and members by id, for the names and countdowns of its exported tasks. */
interface ExportNames {
  events: Map<number, { name: string; start_date: CalendarDate; end_date: CalendarDate }>;
  members: Map<number, { name: string; code: string }>;
}

/** The columns an export reads of a task, in the order it selects them. */
type ExportedColumns = [
  id: number,
  title: string,
  description: string,
  status: string,
  priority: string,
  dueDate: CalendarDate | null,
  dueAnchor: DueAnchor | null,
  eventId: number,
  assigneeId: number | null,
  createdAt: string,
];

function exportedTask(names: ExportNames, ...[id, title, description, status, priority, dueDate, dueAnchor, eventId, assigneeId, createdAt]: ExportedColumns): ExportedTask {
  const event = names.events.get(eventId);
  const assignee = assigneeId === null ? undefined : names.members.get(assigneeId);
  return {
    id,
    title,
    description,
    status: taskStatusOf(status),
    priority: taskPriorityOf(priority),
    dueDate,
    countdown: event ? taskCountdown({ dueDate, dueAnchor }, { startDate: event.start_date, endDate: event.end_date }) : null,
    eventName: event?.name ?? '',
    assigneeName: assignee?.name ?? null,
    assigneeCode: assignee?.code ?? null,
    createdAt,
  };
}

/** A query's rows on PostgreSQL, read through a cursor CURSOR_ROWS at a time, made into `T`s and handed over EXPORT_BATCH at a time. */
async function* cursorBatches<R, T>(trx: ControlledTransaction<Database>, query: CompiledQuery<R>, itemOf: (row: R) => T): AsyncGenerator<T[]> {
  for await (const { rows } of trx.getExecutor().stream(query, CURSOR_ROWS)) {
    for (let start = 0; start < rows.length; start += EXPORT_BATCH) yield rows.slice(start, start + EXPORT_BATCH).map(itemOf);
  }
}

/**
 * A query's rows on SQLite, EXPORT_BATCH at a time, stepped on the reader's connection inside its
 * transaction. Read as arrays of values, which `itemOf` names: over 100,000 tasks, about a fifth less
 * time than better-sqlite3's objects. The statement is reset when the read ends early, so that the
 * transaction can end.
 */
async function* sqliteBatches<T>(
  connection: NonNullable<DatabaseReader['sqlite']>,
  query: CompiledQuery,
  itemOf: (values: unknown[]) => T,
): AsyncGenerator<T[]> {
  const rows = connection
    .prepare(query.sql)
    .raw(true)
    .iterate(...query.parameters) as IterableIterator<unknown[]>;
  try {
    for (;;) {
      const batch: T[] = [];
      while (batch.length < EXPORT_BATCH) {
        const next = rows.next();
        if (next.done) break;
        batch.push(itemOf(next.value));
      }
      if (batch.length > 0) yield batch;
      if (batch.length < EXPORT_BATCH) return;
    }
  } finally {
    rows.return?.();
  }
}
