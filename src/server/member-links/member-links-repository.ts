import type { Kysely } from 'kysely';
import type { CalendarDate } from '../../domain/calendar-dates.ts';
import type { MemberLinkStatus, MemberPageTask } from '../../domain/member-page.ts';
import { taskPriorityOf, taskStatusOf } from '../../domain/task-rules.ts';
import { isPostgres } from '../db/query-helpers.ts';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database>;

/** A team member of the workspace, as their link and its e-mail need them. */
export interface LinkMember {
  id: number;
  name: string;
  email: string | null;
  eventName: string;
}

function selectMembers(db: Db, ownerId: number) {
  return db
    .selectFrom('team_members as members')
    .innerJoin('events', (join) => join.onRef('events.id', '=', 'members.event_id').onRef('events.owner_id', '=', 'members.owner_id'))
    .select(['members.id', 'members.name', 'members.email', 'events.name as eventName'])
    .where('members.owner_id', '=', ownerId);
}

/** The workspace's team member of this id; undefined when it has none. */
export async function findLinkMember(db: Db, ownerId: number, memberId: number): Promise<LinkMember | undefined> {
  return selectMembers(db, ownerId).where('members.id', '=', memberId).executeTakeFirst();
}

/** The members of one of the workspace's events, by name; undefined when the workspace has no such event. */
export async function findEventLinkMembers(db: Db, ownerId: number, eventId: number): Promise<LinkMember[] | undefined> {
  const event = await db.selectFrom('events').select('id').where('id', '=', eventId).where('owner_id', '=', ownerId).executeTakeFirst();
  if (!event) return undefined;
  return selectMembers(db, ownerId).where('members.event_id', '=', eventId).orderBy('members.name').orderBy('members.id').execute();
}

/** Whether the member has a working link, and when it was made and last used; undefined when the workspace has no such member. */
export async function findMemberLinkStatus(db: Db, ownerId: number, memberId: number): Promise<MemberLinkStatus | undefined> {
  const row = await db
    .selectFrom('team_members as members')
    .leftJoin('member_links as links', (join) => join.onRef('links.member_id', '=', 'members.id').onRef('links.owner_id', '=', 'members.owner_id'))
    .select(['links.created_at', 'links.last_used_at'])
    .where('members.id', '=', memberId)
    .where('members.owner_id', '=', ownerId)
    .executeTakeFirst();
  if (!row) return undefined;
  return { active: row.created_at !== null, createdAt: row.created_at, lastUsedAt: row.last_used_at };
}

/** A link as stored, to put back when its replacement could not be sent. */
export interface StoredMemberLink {
  tokenHash: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export interface ReplacedMemberLink {
  createdAt: string;
  /** The link the new one replaced; null when the member had none. */
  previous: StoredMemberLink | null;
}

/**
 * Gives the member a new link (the hash of its token), replacing the one they had, which stops working
 * at once. Undefined when the workspace has no such member. On PostgreSQL the member's row is kept
 * from being deleted until the link is written.
 */
export async function replaceMemberLink(db: Db, ownerId: number, memberId: number, tokenHash: string, now: Date): Promise<ReplacedMemberLink | undefined> {
  const createdAt = now.toISOString();
  return db.transaction().execute(async (trx) => {
    let member = trx.selectFrom('team_members').select('id').where('id', '=', memberId).where('owner_id', '=', ownerId);
    if (isPostgres(trx)) member = member.forKeyShare();
    if (!(await member.executeTakeFirst())) return undefined;
    let current = trx.selectFrom('member_links').select(['token_hash', 'created_at', 'last_used_at']).where('member_id', '=', memberId);
    if (isPostgres(trx)) current = current.forUpdate();
    const previous = await current.executeTakeFirst();
    await trx
      .insertInto('member_links')
      .values({ owner_id: ownerId, member_id: memberId, token_hash: tokenHash, created_at: createdAt, last_used_at: null })
      // A second request at the same moment replaces the link instead of failing on the unique index.
      .onConflict((conflict) => conflict.column('member_id').doUpdateSet({ token_hash: tokenHash, created_at: createdAt, last_used_at: null }))
      .execute();
    return {
      createdAt,
      previous: previous ? { tokenHash: previous.token_hash, createdAt: previous.created_at, lastUsedAt: previous.last_used_at } : null,
    };
  });
}

/**
 * Undoes `replaceMemberLink` for a link whose e-mail could not be sent: the member's earlier link (or
 * none) again, unless another link has replaced the unsent one meanwhile.
 */
export async function restoreMemberLink(db: Db, memberId: number, unsentHash: string, previous: StoredMemberLink | null): Promise<void> {
  if (previous === null) {
    await db.deleteFrom('member_links').where('member_id', '=', memberId).where('token_hash', '=', unsentHash).execute();
    return;
  }
  await db
    .updateTable('member_links')
    .set({ token_hash: previous.tokenHash, created_at: previous.createdAt, last_used_at: previous.lastUsedAt })
    .where('member_id', '=', memberId)
    .where('token_hash', '=', unsentHash)
    .execute();
}

/** Turns the member's link off: 'noMember' when the workspace has no such member, 'noLink' when they have none. */
export async function deleteMemberLink(db: Db, ownerId: number, memberId: number): Promise<'deleted' | 'noMember' | 'noLink'> {
  const result = await db.deleteFrom('member_links').where('member_id', '=', memberId).where('owner_id', '=', ownerId).executeTakeFirst();
  if (Number(result.numDeletedRows) > 0) return 'deleted';
  return (await findLinkMember(db, ownerId, memberId)) ? 'noLink' : 'noMember';
}

/** What a member's page shows besides the tasks, and what its requests need to know. */
export interface MemberPageOwner {
  linkId: number;
  ownerId: number;
  memberId: number;
  memberName: string;
  event: { name: string; startDate: CalendarDate; endDate: CalendarDate };
  timeZone: string;
  lastUsedAt: string | null;
}

/**
 * The member, event and workspace of a link, found by the hash of its token; undefined for a link
 * replaced or turned off (its hash is no longer stored) or whose member or event is gone (the link
 * goes with them).
 */
export async function findMemberPageOwner(db: Db, tokenHash: string): Promise<MemberPageOwner | undefined> {
  const row = await db
    .selectFrom('member_links as links')
    .innerJoin('team_members as members', (join) => join.onRef('members.id', '=', 'links.member_id').onRef('members.owner_id', '=', 'links.owner_id'))
    .innerJoin('events', (join) => join.onRef('events.id', '=', 'members.event_id').onRef('events.owner_id', '=', 'links.owner_id'))
    .innerJoin('workspaces', 'workspaces.id', 'links.owner_id')
    .select([
      'links.id',
      'links.owner_id',
      'links.member_id',
      'links.last_used_at',
      'members.name as member_name',
      'events.name as event_name',
      'events.start_date',
      'events.end_date',
      'workspaces.time_zone',
    ])
    .where('links.token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    linkId: row.id,
    ownerId: row.owner_id,
    memberId: row.member_id,
    memberName: row.member_name,
    event: { name: row.event_name, startDate: row.start_date, endDate: row.end_date },
    timeZone: row.time_zone,
    lastUsedAt: row.last_used_at,
  };
}

const MEMBER_TASK_COLUMNS = [
  'tasks.id',
  'tasks.title',
  'tasks.description',
  'tasks.status',
  'tasks.priority',
  'tasks.due_date',
  'tasks.due_anchor',
  'tasks.due_offset_days',
] as const;

type MemberTaskRow = {
  id: number;
  title: string;
  description: string;
  status: string;
  priority: string;
  due_date: string | null;
  due_anchor: 'start' | 'end' | null;
  due_offset_days: number | null;
};

function toMemberPageTask(row: MemberTaskRow): MemberPageTask {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    status: taskStatusOf(row.status),
    priority: taskPriorityOf(row.priority),
    dueDate: row.due_date,
    dueAnchor: row.due_anchor,
    dueOffsetDays: row.due_offset_days,
  };
}

/** The tasks assigned to the member, and no others, by title (the page groups and orders them: groupMemberTasks). */
export async function listMemberTasks(db: Db, ownerId: number, memberId: number): Promise<MemberPageTask[]> {
  const rows = await db
    .selectFrom('tasks')
    .select(MEMBER_TASK_COLUMNS)
    .where('tasks.owner_id', '=', ownerId)
    .where('tasks.assignee_id', '=', memberId)
    .orderBy('tasks.title')
    .orderBy('tasks.id')
    .execute();
  return rows.map(toMemberPageTask);
}

/** Records that the page was used at `now`, unless a use since `notBefore` already did (so at most once per period). */
export async function markMemberLinkUsed(db: Db, linkId: number, now: Date, notBefore: Date): Promise<void> {
  await db
    .updateTable('member_links')
    .set({ last_used_at: now.toISOString() })
    .where('id', '=', linkId)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', notBefore.toISOString())]))
    .execute();
}
