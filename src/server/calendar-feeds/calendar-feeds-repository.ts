import type { Kysely } from 'kysely';
import { MAX_FEED_ITEMS, type CalendarFeedKind } from '../../domain/calendar-feeds.ts';
import type { CalendarDate } from '../../domain/calendar-dates.ts';
import { isPostgres } from '../db/query-helpers.ts';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database>;

/** The event or team member a feed lists the dated tasks of. */
export interface FeedTarget {
  kind: CalendarFeedKind;
  id: number;
}

export interface StoredFeed {
  token: string;
  createdAt: string;
}

const TARGET_COLUMN = { event: 'event_id', member: 'member_id' } as const;

/**
 * Whether the owner has this event or member. With `lock` on PostgreSQL, the row is also kept from
 * being deleted until the transaction ends, so a feed is never written for a target deleted meanwhile.
 */
async function ownsTarget(db: Db, ownerId: number, target: FeedTarget, { lock = false } = {}): Promise<boolean> {
  // Both tables have the id and owner_id this reads; named as one of them only for the query's types.
  const table = (target.kind === 'event' ? 'events' : 'team_members') as 'events';
  let query = db.selectFrom(table).select('id').where('id', '=', target.id).where('owner_id', '=', ownerId);
  if (lock && isPostgres(db)) query = query.forKeyShare();
  return (await query.executeTakeFirst()) !== undefined;
}

/**
 * The target's feed: `null` when it has none, undefined when the event or member is not the owner's
 * (or does not exist).
 */
export async function findFeed(db: Db, ownerId: number, target: FeedTarget): Promise<StoredFeed | null | undefined> {
  if (!(await ownsTarget(db, ownerId, target))) return undefined;
  const row = await db
    .selectFrom('calendar_feeds')
    .select(['token', 'created_at'])
    .where('owner_id', '=', ownerId)
    .where(TARGET_COLUMN[target.kind], '=', target.id)
    .executeTakeFirst();
  return row ? { token: row.token, createdAt: row.created_at } : null;
}

/** Gives the target a feed with this token, replacing the one it had; undefined when the target is not the owner's. */
export async function saveFeed(db: Db, ownerId: number, target: FeedTarget, token: string, now: Date): Promise<StoredFeed | undefined> {
  const column = TARGET_COLUMN[target.kind];
  const createdAt = now.toISOString();
  const targetId = target.kind === 'event' ? { event_id: target.id } : { member_id: target.id };
  return db.transaction().execute(async (trx) => {
    if (!(await ownsTarget(trx, ownerId, target, { lock: true }))) return undefined;
    const row = await trx
      .insertInto('calendar_feeds')
      .values({ owner_id: ownerId, ...targetId, token, created_at: createdAt })
      // A second request at the same moment replaces the token instead of failing on the unique index.
      .onConflict((conflict) => conflict.column(column).where(column, 'is not', null).doUpdateSet({ token, created_at: createdAt }))
      .returning(['token', 'created_at'])
      .executeTakeFirstOrThrow();
    return { token: row.token, createdAt: row.created_at };
  });
}

/** Turns the target's feed off (nothing to do when it has none); false when the target is not the owner's. */
export async function deleteFeed(db: Db, ownerId: number, target: FeedTarget): Promise<boolean> {
  if (!(await ownsTarget(db, ownerId, target))) return false;
  await db.deleteFrom('calendar_feeds').where('owner_id', '=', ownerId).where(TARGET_COLUMN[target.kind], '=', target.id).execute();
  return true;
}

export interface FeedOwner {
  ownerId: number;
  target: FeedTarget;
}

/** A feed as its URL finds it: what to read, and what its document depends on besides that data. */
export interface FeedByToken extends FeedOwner {
  id: number;
  /** When its token was made: a new link (a new token) is a new document. */
  createdAt: string;
  lastUsedAt: string | null;
  /**
   * The owner's data version (owner_data_versions, raised by triggers on every change to their events,
   * members and tasks): the feed's content can only have changed when it has.
   */
  dataVersion: string;
}

/** The feed of this token with the owner's data version, in one statement: all a 304 needs. */
export async function findFeedByToken(db: Db, token: string): Promise<FeedByToken | undefined> {
  const row = await db
    .selectFrom('calendar_feeds')
    .leftJoin('owner_data_versions', 'owner_data_versions.owner_id', 'calendar_feeds.owner_id')
    .select([
      'calendar_feeds.id',
      'calendar_feeds.owner_id',
      'calendar_feeds.event_id',
      'calendar_feeds.member_id',
      'calendar_feeds.created_at',
      'calendar_feeds.last_used_at',
      'owner_data_versions.version',
    ])
    .where('calendar_feeds.token', '=', token)
    .executeTakeFirst();
  if (!row) return undefined;
  const target: FeedTarget = row.event_id !== null ? { kind: 'event', id: row.event_id } : { kind: 'member', id: row.member_id! };
  return {
    id: row.id,
    ownerId: row.owner_id,
    target,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    dataVersion: String(row.version ?? 0),
  };
}

/** Records that the feed was fetched at `now`, unless a fetch since `notBefore` already did (so at most once per period). */
export async function markFeedUsed(db: Db, feedId: number, now: Date, notBefore: Date): Promise<void> {
  await db
    .updateTable('calendar_feeds')
    .set({ last_used_at: now.toISOString() })
    .where('id', '=', feedId)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', notBefore.toISOString())]))
    .execute();
}

export interface FeedEvent {
  id: number;
  name: string;
  description: string;
  startDate: CalendarDate;
  endDate: CalendarDate;
  createdAt: string;
  updatedAt: string;
}

export interface FeedTask {
  id: number;
  title: string;
  description: string;
  status: string;
  priority: string;
  dueDate: CalendarDate;
  anchored: boolean;
  createdAt: string;
  updatedAt: string;
  event: { name: string; startDate: CalendarDate; endDate: CalendarDate };
}

/** What a feed shows: its name, the event itself for an event feed, and the dated tasks. */
export interface FeedContent {
  name: string;
  event: FeedEvent | null;
  tasks: FeedTask[];
}

/**
 * The tasks with a due date of one event or one assignee, at most MAX_FEED_ITEMS: when there are more,
 * the ones due last (the coming ones, rather than the long past).
 */
function datedTasks(db: Db, ownerId: number, target: FeedTarget) {
  return db
    .selectFrom('tasks')
    .innerJoin('events', 'events.id', 'tasks.event_id')
    .select([
      'tasks.id',
      'tasks.title',
      'tasks.description',
      'tasks.status',
      'tasks.priority',
      'tasks.due_date',
      'tasks.due_anchor',
      'tasks.created_at',
      'tasks.updated_at',
      'events.name as event_name',
      'events.start_date as event_start_date',
      'events.end_date as event_end_date',
    ])
    .where('tasks.owner_id', '=', ownerId)
    .where(target.kind === 'event' ? 'tasks.event_id' : 'tasks.assignee_id', '=', target.id)
    .where('tasks.due_date', 'is not', null)
    .orderBy('tasks.due_date', 'desc')
    .orderBy('tasks.id', 'desc')
    .limit(MAX_FEED_ITEMS)
    .execute()
    .then((rows) =>
      rows.reverse().map(
        (row): FeedTask => ({
          id: row.id,
          title: row.title,
          description: row.description,
          status: row.status,
          priority: row.priority,
          dueDate: row.due_date!,
          anchored: row.due_anchor !== null,
          createdAt: row.created_at,
          updatedAt: row.updated_at,
          event: { name: row.event_name, startDate: row.event_start_date, endDate: row.event_end_date },
        }),
      ),
    );
}

/** The content of a feed, read for the owner it belongs to; undefined when its event or member is gone. */
export async function readFeedContent(db: Db, { ownerId, target }: FeedOwner): Promise<FeedContent | undefined> {
  if (target.kind === 'event') {
    const event = await db
      .selectFrom('events')
      .select(['id', 'name', 'description', 'start_date', 'end_date', 'created_at', 'updated_at'])
      .where('id', '=', target.id)
      .where('owner_id', '=', ownerId)
      .executeTakeFirst();
    if (!event) return undefined;
    return {
      name: event.name,
      event: {
        id: event.id,
        name: event.name,
        description: event.description,
        startDate: event.start_date,
        endDate: event.end_date,
        createdAt: event.created_at,
        updatedAt: event.updated_at,
      },
      tasks: await datedTasks(db, ownerId, target),
    };
  }
  const member = await db
    .selectFrom('team_members')
    .select(['name'])
    .where('id', '=', target.id)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  if (!member) return undefined;
  return { name: member.name, event: null, tasks: await datedTasks(db, ownerId, target) };
}
