import type { Kysely } from 'kysely';
import type { PrivateLink } from '../../domain/private-links.ts';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database>;

/**
 * The owner's live private links, newest first (ties by id), one page of them, with the record each
 * one shows. Calendar feeds are the only kind yet; a member page link will join this list with a
 * `union all` of its own table, ordered the same way.
 */
export async function listPrivateLinks(db: Db, ownerId: number, page: { limit: number; offset: number }) {
  const rows = await db
    .selectFrom('calendar_feeds as feeds')
    .leftJoin('events', (join) => join.onRef('events.id', '=', 'feeds.event_id').onRef('events.owner_id', '=', 'feeds.owner_id'))
    .leftJoin('team_members as members', (join) =>
      join.onRef('members.id', '=', 'feeds.member_id').onRef('members.owner_id', '=', 'feeds.owner_id'),
    )
    .leftJoin('events as member_events', (join) =>
      join.onRef('member_events.id', '=', 'members.event_id').onRef('member_events.owner_id', '=', 'feeds.owner_id'),
    )
    .select([
      'feeds.id',
      'feeds.event_id',
      'feeds.member_id',
      'feeds.created_at',
      'feeds.last_used_at',
      'events.name as event_name',
      'members.name as member_name',
      'member_events.name as member_event_name',
    ])
    .where('feeds.owner_id', '=', ownerId)
    .orderBy('feeds.created_at', 'desc')
    .orderBy('feeds.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const { total } = await db
    .selectFrom('calendar_feeds')
    .where('owner_id', '=', ownerId)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const items: PrivateLink[] = rows.map((row) => ({
    kind: 'calendarFeed',
    id: row.id,
    covers:
      row.event_id !== null
        ? { type: 'event', id: row.event_id, name: row.event_name ?? '', eventName: null }
        : { type: 'member', id: row.member_id!, name: row.member_name ?? '', eventName: row.member_event_name ?? null },
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
  }));
  return { items, total: Number(total), ...page };
}

/** Ends one of the owner's calendar feeds: false when the owner has no feed of that id. */
export async function endCalendarFeed(db: Db, ownerId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('calendar_feeds').where('id', '=', id).where('owner_id', '=', ownerId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Ends every private link of the owner, of every kind, in one transaction; answers how many there were. */
export async function endAllPrivateLinks(db: Db, ownerId: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const feeds = await trx.deleteFrom('calendar_feeds').where('owner_id', '=', ownerId).executeTakeFirst();
    return Number(feeds.numDeletedRows);
  });
}
