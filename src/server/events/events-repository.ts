import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import { anchoredDueDate, COUNTDOWN_MESSAGES, isDueAnchor, type EventDates } from '../../domain/countdown.ts';
import { isDateInRange, type CalendarDate } from '../../domain/dates.ts';
import {
  eventStatus,
  type CreateEventInput,
  type Event,
  type EventStatusFilter,
  type UpdateEventInput,
} from '../../domain/events.ts';
import type { Database } from '../db/schema.ts';
import { anyColumnContains, isPostgres } from '../db/query-helpers.ts';

type EventsScope = ExpressionBuilder<Database, 'events'>;

/** The same rules as `eventStatus`, in SQL; every stored event has a start and an end date. */
function hasStatus(eb: EventsScope, status: Exclude<EventStatusFilter, 'all'>, today: CalendarDate): Expression<SqlBool> {
  switch (status) {
    case 'past':
      return eb('events.end_date', '<', today);
    case 'upcoming':
      return eb.and([eb('events.end_date', '>=', today), eb('events.start_date', '>', today)]);
    case 'active':
      return eb.and([eb('events.end_date', '>=', today), eb('events.start_date', '<=', today)]);
  }
}

function selectEvents(db: Kysely<Database>, ownerId: number) {
  return db
    .selectFrom('events')
    .leftJoin('users', 'users.id', 'events.created_by')
    .where('events.owner_id', '=', ownerId)
    .select((eb) => [
      'events.id',
      'events.name',
      'events.description',
      'events.start_date',
      'events.end_date',
      'events.created_at',
      'events.updated_at',
      'users.name as created_by',
      // From the counters the database keeps per event (a few rows each), not by counting tasks.
      eb
        .selectFrom('event_task_counts as counts')
        .select(sql<number>`coalesce(sum(counts.task_count), 0)`.as('count'))
        .whereRef('counts.owner_id', '=', 'events.owner_id')
        .whereRef('counts.event_id', '=', 'events.id')
        .as('task_count'),
      eb
        .selectFrom('event_member_counts as counts')
        .select(sql<number>`coalesce(sum(counts.member_count), 0)`.as('count'))
        .whereRef('counts.owner_id', '=', 'events.owner_id')
        .whereRef('counts.event_id', '=', 'events.id')
        .as('member_count'),
    ]);
}

type EventRow = Awaited<ReturnType<ReturnType<typeof selectEvents>['executeTakeFirstOrThrow']>>;

function toEvent(row: EventRow, today: CalendarDate): Event {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    startDate: row.start_date,
    endDate: row.end_date,
    status: eventStatus(row.start_date, row.end_date, today),
    createdBy: row.created_by,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    taskCount: Number(row.task_count ?? 0),
    memberCount: Number(row.member_count ?? 0),
  };
}

export interface ListEventsOptions {
  q?: string;
  status: EventStatusFilter;
  today: CalendarDate;
  limit: number;
  offset: number;
}

/**
 * The owner's events in the order an organiser works through them: active events first, then
 * upcoming ones soonest first (both by start date, the shorter first on the same day), then past
 * ones most recent first (by end date).
 */
export async function listEvents(db: Kysely<Database>, ownerId: number, options: ListEventsOptions) {
  const { q, status, today, limit, offset } = options;
  const filter = (eb: EventsScope) => {
    const conditions: Expression<SqlBool>[] = [];
    if (q) conditions.push(anyColumnContains(eb, ['events.name', 'events.description'], q));
    if (status !== 'all') conditions.push(hasStatus(eb, status, today));
    return eb.and(conditions);
  };

  const isPast = sql`${sql.ref('events.end_date')} < ${today}`;
  const rows = await selectEvents(db, ownerId)
    .where(filter)
    .orderBy(sql`case when ${isPast} then 2 when ${sql.ref('events.start_date')} > ${today} then 1 else 0 end`)
    .orderBy(sql`case when ${isPast} then null else ${sql.ref('events.start_date')} end`, 'asc')
    .orderBy(sql`case when ${isPast} then ${sql.ref('events.end_date')} else null end`, 'desc')
    .orderBy('events.end_date', 'asc')
    .orderBy('events.id', 'asc')
    .limit(limit)
    .offset(offset)
    .execute();

  const { total } = await db
    .selectFrom('events')
    .where('events.owner_id', '=', ownerId)
    .where(filter)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();

  return { items: rows.map((row) => toEvent(row, today)), total: Number(total), limit, offset };
}

export async function findEvent(
  db: Kysely<Database>,
  ownerId: number,
  id: number,
  today: CalendarDate,
): Promise<Event | undefined> {
  const row = await selectEvents(db, ownerId).where('events.id', '=', id).executeTakeFirst();
  return row && toEvent(row, today);
}

/** The id, name and dates of one of the owner's events; undefined when it is not theirs or does not exist. */
export async function findOwnedEvent(
  db: Kysely<Database>,
  ownerId: number,
  id: number,
  { lock = false }: { lock?: boolean } = {},
): Promise<({ id: number; name: string } & EventDates) | undefined> {
  return db
    .selectFrom('events')
    .select(['events.id', 'events.name', 'events.start_date as startDate', 'events.end_date as endDate'])
    .where('events.owner_id', '=', ownerId)
    .where('events.id', '=', id)
    // lock: on PostgreSQL the event is held against a concurrent delete until the transaction ends.
    .$if(lock && isPostgres(db), (query) => query.forKeyShare())
    .executeTakeFirst();
}

/** Inserts an event of the workspace's, created at `now` by the account `createdBy`, and answers its id. */
export async function insertEvent(db: Kysely<Database>, ownerId: number, input: CreateEventInput, now: string, createdBy: number): Promise<number> {
  const { id } = await db
    .insertInto('events')
    .values({
      owner_id: ownerId,
      name: input.name,
      description: input.description,
      start_date: input.startDate,
      end_date: input.endDate,
      created_at: now,
      updated_at: now,
      created_by: createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Inserts the event and reads it back (creator, counts) in one transaction. */
export async function createEvent(
  db: Kysely<Database>,
  ownerId: number,
  input: CreateEventInput,
  today: CalendarDate,
  createdBy: number,
): Promise<Event> {
  return db.transaction().execute(async (trx) => {
    const id = await insertEvent(trx, ownerId, input, new Date().toISOString(), createdBy);
    const event = await findEvent(trx, ownerId, id, today);
    if (!event) throw new Error(`event ${id} vanished after insert`);
    return event;
  });
}

/** Moving the event would put an anchored task's due date outside the days stored: nothing is changed. */
export class AnchoredTaskOutOfRangeError extends Error {
  constructor(readonly field: 'startDate' | 'endDate') {
    super(COUNTDOWN_MESSAGES.eventMoveOutOfRange);
    this.name = 'AnchoredTaskOutOfRangeError';
  }
}

/**
 * Moves the event's anchored tasks to the days their offsets give from its new dates: one UPDATE per
 * distinct (anchor, offset), touching only the tasks whose day changes. Answers how many moved.
 */
async function moveAnchoredTasks(trx: Kysely<Database>, ownerId: number, eventId: number, dates: EventDates, now: string): Promise<number> {
  const offsets = await trx
    .selectFrom('tasks')
    .where('tasks.owner_id', '=', ownerId)
    .where('tasks.event_id', '=', eventId)
    .where('tasks.due_anchor', 'is not', null)
    .select(['tasks.due_anchor', 'tasks.due_offset_days'])
    .distinct()
    .execute();
  const moves = offsets.flatMap(({ due_anchor: anchor, due_offset_days: offsetDays }) =>
    isDueAnchor(anchor) && offsetDays !== null ? [{ anchor, offsetDays, dueDate: anchoredDueDate({ anchor, offsetDays }, dates) }] : [],
  );
  const outside = moves.find((move) => !isDateInRange(move.dueDate));
  if (outside) throw new AnchoredTaskOutOfRangeError(outside.anchor === 'start' ? 'startDate' : 'endDate');
  let moved = 0;
  for (const { anchor, offsetDays, dueDate } of moves) {
    const result = await trx
      .updateTable('tasks')
      .set({ due_date: dueDate, updated_at: now })
      .where('tasks.owner_id', '=', ownerId)
      .where('tasks.event_id', '=', eventId)
      .where('tasks.due_anchor', '=', anchor)
      .where('tasks.due_offset_days', '=', offsetDays)
      .where((eb) => eb.or([eb('tasks.due_date', 'is', null), eb('tasks.due_date', '<>', dueDate)]))
      .executeTakeFirst();
    moved += Number(result.numUpdatedRows);
  }
  return moved;
}

/**
 * Replaces the editable fields, moves the event's anchored tasks with its dates (fixed-date tasks stay)
 * and reads the event back, all in one transaction; undefined when the owner has no such event.
 */
export async function updateEvent(
  db: Kysely<Database>,
  ownerId: number,
  id: number,
  input: UpdateEventInput,
  today: CalendarDate,
): Promise<{ event: Event; movedTasks: number } | undefined> {
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('events')
      .select(['events.start_date', 'events.end_date'])
      .where('events.id', '=', id)
      .where('events.owner_id', '=', ownerId)
      .$if(isPostgres(trx), (query) => query.forUpdate())
      .executeTakeFirst();
    if (!current) return undefined;
    const now = new Date().toISOString();
    await trx
      .updateTable('events')
      .set({
        name: input.name,
        description: input.description,
        start_date: input.startDate,
        end_date: input.endDate,
        updated_at: now,
      })
      .where('id', '=', id)
      .where('owner_id', '=', ownerId)
      .execute();
    const datesChanged = current.start_date !== input.startDate || current.end_date !== input.endDate;
    const movedTasks = datesChanged ? await moveAnchoredTasks(trx, ownerId, id, { startDate: input.startDate, endDate: input.endDate }, now) : 0;
    const event = await findEvent(trx, ownerId, id, today);
    if (!event) throw new Error(`event ${id} vanished during its update`);
    return { event, movedTasks };
  });
}

/** Deletes the event with its tasks and team members (foreign keys cascade); false when not found. */
export async function deleteEvent(db: Kysely<Database>, ownerId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('events').where('id', '=', id).where('owner_id', '=', ownerId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export interface EventOptionsFilter {
  q?: string;
  id?: number;
  limit: number;
  offset: number;
}

/**
 * The owner's events as the pickers offer them: id and name only, A to Z ignoring case (then by id),
 * with the number matching. Nothing is counted per event, so a long list costs one ordered read.
 */
export async function listEventOptions(db: Kysely<Database>, ownerId: number, filter: EventOptionsFilter) {
  const { q, id, limit, offset } = filter;
  let matching = db.selectFrom('events').where('events.owner_id', '=', ownerId);
  if (id !== undefined) matching = matching.where('events.id', '=', id);
  if (q) matching = matching.where((eb) => anyColumnContains(eb, ['events.name'], q));

  const items = await matching
    .select(['events.id', 'events.name'])
    .orderBy(sql`lower(events.name)`)
    .orderBy('events.id')
    .limit(limit)
    .offset(offset)
    .execute();
  const { total } = await matching.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  return { items, total: Number(total), limit, offset };
}
