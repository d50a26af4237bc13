import { sql, type Kysely } from 'kysely';
import type { PrivateLink, PrivateLinkKind } from '../../domain/private-links.ts';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database>;

/** The calendar feeds, with the event or member (and the member's event) each shows, in the columns every kind lists. */
function calendarFeedRows(db: Db, ownerId: number) {
  return db
    .selectFrom('calendar_feeds as feeds')
    .leftJoin('events', (join) => join.onRef('events.id', '=', 'feeds.event_id').onRef('events.owner_id', '=', 'feeds.owner_id'))
    .leftJoin('team_members as members', (join) =>
      join.onRef('members.id', '=', 'feeds.member_id').onRef('members.owner_id', '=', 'feeds.owner_id'),
    )
    .leftJoin('events as member_events', (join) =>
      join.onRef('member_events.id', '=', 'members.event_id').onRef('member_events.owner_id', '=', 'feeds.owner_id'),
    )
    .select([
      sql<PrivateLinkKind>`cast('calendarFeed' as text)`.as('kind'),
      'feeds.id',
      'feeds.event_id',
      'feeds.member_id',
      'feeds.created_at',
      'feeds.last_used_at',
      'events.name as event_name',
      'members.name as member_name',
      'member_events.name as member_event_name',
    ])
    .where('feeds.owner_id', '=', ownerId);
}

/** The links to members' own pages, in the same columns: each shows one member. */
function memberPageRows(db: Db, ownerId: number) {
  return db
    .selectFrom('member_links as links')
    .leftJoin('team_members as members', (join) =>
      join.onRef('members.id', '=', 'links.member_id').onRef('members.owner_id', '=', 'links.owner_id'),
    )
    .leftJoin('events as member_events', (join) =>
      join.onRef('member_events.id', '=', 'members.event_id').onRef('member_events.owner_id', '=', 'links.owner_id'),
    )
    .select([
      sql<PrivateLinkKind>`cast('memberPage' as text)`.as('kind'),
      'links.id',
      sql<number | null>`cast(null as integer)`.as('event_id'),
      'links.member_id',
      'links.created_at',
      'links.last_used_at',
      sql<string | null>`cast(null as text)`.as('event_name'),
      'members.name as member_name',
      'member_events.name as member_event_name',
    ])
    .where('links.owner_id', '=', ownerId);
}

/**
 * The owner's live private links of every kind (calendar feeds and members' pages), newest first (ties
 * by id, then kind), one page of them, with the record each one shows.
 */
export async function listPrivateLinks(db: Db, ownerId: number, page: { limit: number; offset: number }) {
  const rows = await db
    .selectFrom(calendarFeedRows(db, ownerId).unionAll(memberPageRows(db, ownerId)).as('links'))
    .selectAll()
    .orderBy('links.created_at', 'desc')
    .orderBy('links.id', 'desc')
    .orderBy('links.kind')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const counts = await Promise.all(
    (['calendar_feeds', 'member_links'] as const).map((table) =>
      db
        .selectFrom(table)
        .where('owner_id', '=', ownerId)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow(),
    ),
  );
  const items: PrivateLink[] = rows.map((row) => ({
    kind: row.kind,
    id: row.id,
    covers:
      row.event_id !== null
        ? { type: 'event', id: row.event_id, name: row.event_name ?? '', eventName: null }
        : { type: 'member', id: row.member_id!, name: row.member_name ?? '', eventName: row.member_event_name ?? null },
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
  }));
  return { items, total: counts.reduce((sum, { total }) => sum + Number(total), 0), ...page };
}

/** Ends one of the owner's calendar feeds: false when the owner has no feed of that id. */
export async function endCalendarFeed(db: Db, ownerId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('calendar_feeds').where('id', '=', id).where('owner_id', '=', ownerId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Ends one of the owner's links to a member's page: false when the owner has no such link. */
export async function endMemberPageLink(db: Db, ownerId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('member_links').where('id', '=', id).where('owner_id', '=', ownerId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Ends every private link of the owner, of every kind, in one transaction; answers how many there were. */
export async function endAllPrivateLinks(db: Db, ownerId: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const feeds = await trx.deleteFrom('calendar_feeds').where('owner_id', '=', ownerId).executeTakeFirst();
    const memberPages = await trx.deleteFrom('member_links').where('owner_id', '=', ownerId).executeTakeFirst();
    return Number(feeds.numDeletedRows) + Number(memberPages.numDeletedRows);
  });
}
