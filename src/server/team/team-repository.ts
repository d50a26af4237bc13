import { sql, type Expression, type Kysely, type SqlBool, type Updateable } from 'kysely';
import { eventPrefix } from '../../domain/events.ts';
import { generateMemberCode, memberCodeHasPrefix, normalizeMemberStatus, type Member, type MemberList } from '../../domain/team.ts';
import type { Database, TeamMembersTable } from '../db/schema.ts';
import { anyColumnContains, countWhen } from '../db/query-helpers.ts';
import { insertRows } from '../db/insert-rows.ts';
import { findOwnedEvent } from '../events/events-repository.ts';

/** Generated user IDs tried before giving up; a proposed one (the code the form showed) does not count. */
export const MAX_GENERATED_CODE_ATTEMPTS = 20;

const SEARCH_COLUMNS = [
  'team_members.name',
  'team_members.email',
  'team_members.company',
  'team_members.role',
  'team_members.code',
] as const;

export interface MemberFilters {
  eventId?: number;
  /** Case-insensitive text matched anywhere in name, email, company, role or user ID. */
  q?: string;
}

function filteredMembers(db: Kysely<Database>, ownerId: number, filters: MemberFilters) {
  let query = db.selectFrom('team_members').where('team_members.owner_id', '=', ownerId);
  if (filters.eventId !== undefined) query = query.where('team_members.event_id', '=', filters.eventId);
  const { q } = filters;
  if (q) query = query.where((eb) => anyColumnContains(eb, SEARCH_COLUMNS, q));
  return query;
}

/**
 * One query: the page of members (filtered, ordered by name, limited) joined to their event and to
 * their task counts, read from the counters the database keeps per assignee for this page's members.
 */
async function selectMembers(
  db: Kysely<Database>,
  ownerId: number,
  filters: MemberFilters & { id?: number },
  limit: number,
  offset: number,
): Promise<Member[]> {
  const rows = await db
    .with('page', () => {
      let query = filteredMembers(db, ownerId, filters);
      if (filters.id !== undefined) query = query.where('team_members.id', '=', filters.id);
      return query
        .select([
          'team_members.id',
          'team_members.code',
          'team_members.name',
          'team_members.email',
          'team_members.company',
          'team_members.role',
          'team_members.event_id',
          'team_members.status',
          'team_members.join_date',
          'team_members.created_at',
          'team_members.updated_at',
        ])
        .orderBy(sql`lower(team_members.name)`)
        .orderBy('team_members.id')
        .limit(limit)
        .offset(offset);
    })
    .selectFrom('page')
    .innerJoin('events', 'events.id', 'page.event_id')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('assignee_task_counts as tallies')
          .where('tallies.owner_id', '=', ownerId)
          .where('tallies.assignee_id', 'in', eb.selectFrom('page').select('page.id'))
          .groupBy('tallies.assignee_id')
          .select((inner) => [
            'tallies.assignee_id',
            sql<number>`sum(tallies.task_count)`.as('total'),
            countedWhere(inner('tallies.status', '=', 'todo'), 'tallies.task_count').as('todo'),
            countedWhere(inner('tallies.status', '=', 'inprogress'), 'tallies.task_count').as('inprogress'),
            countedWhere(inner('tallies.status', '=', 'completed'), 'tallies.task_count').as('completed'),
            countedWhere(inner('tallies.status', '=', 'overdue'), 'tallies.task_count').as('overdue'),
          ])
          .as('counts'),
      (join) => join.onRef('counts.assignee_id', '=', 'page.id'),
    )
    .selectAll('page')
    .select([
      'events.name as event_name',
      'counts.total',
      'counts.todo',
      'counts.inprogress',
      'counts.completed',
      'counts.overdue',
    ])
    .orderBy(sql`lower(page.name)`)
    .orderBy('page.id')
    .execute();

  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    name: row.name,
    email: row.email,
    company: row.company,
    role: row.role,
    eventId: row.event_id,
    eventName: row.event_name,
    status: normalizeMemberStatus(row.status),
    joinDate: row.join_date,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    taskCounts: {
      total: Number(row.total ?? 0),
      todo: Number(row.todo ?? 0),
      inprogress: Number(row.inprogress ?? 0),
      completed: Number(row.completed ?? 0),
      overdue: Number(row.overdue ?? 0),
    },
  }));
}

export async function listMembers(
  db: Kysely<Database>,
  ownerId: number,
  filters: MemberFilters,
  page: { limit: number; offset: number },
): Promise<MemberList> {
  const [items, summary] = await Promise.all([
    selectMembers(db, ownerId, filters, page.limit, page.offset),
    memberSummary(db, ownerId, filters),
  ]);
  return {
    items,
    total: Number(summary.total),
    limit: page.limit,
    offset: page.offset,
    totalInSystem: Number(summary.inSystem),
    activeCount: Number(summary.active),
    eventCount: Number(summary.events),
  };
}

/** `column` summed over the rows meeting `condition`; 0, not null, when none does. */
function countedWhere(condition: Expression<SqlBool>, column: string) {
  return sql<number>`coalesce(sum(case when ${condition} then ${sql.ref(column)} else 0 end), 0)`;
}

/**
 * How many members match, how many of them are active, on how many events, and how many the owner
 * has in all. Without a search, read from the counters the database keeps per event and member
 * status (an event has a row only while it has members); a search counts the matching members.
 */
async function memberSummary(db: Kysely<Database>, ownerId: number, filters: MemberFilters) {
  const inSystem = db
    .selectFrom('event_member_counts as all_counts')
    .where('all_counts.owner_id', '=', ownerId)
    .select(sql<number>`coalesce(sum(all_counts.member_count), 0)`.as('count'))
    .as('inSystem');
  if (filters.q) {
    return filteredMembers(db, ownerId, filters)
      .select((eb) => [
        eb.fn.countAll<number>().as('total'),
        countWhen(eb('team_members.status', '=', 'active')).as('active'),
        sql<number>`count(distinct team_members.event_id)`.as('events'),
        inSystem,
      ])
      .executeTakeFirstOrThrow();
  }
  return db
    .selectFrom('event_member_counts as counts')
    .where('counts.owner_id', '=', ownerId)
    .$if(filters.eventId !== undefined, (query) => query.where('counts.event_id', '=', filters.eventId!))
    .select((eb) => [
      sql<number>`coalesce(sum(counts.member_count), 0)`.as('total'),
      countedWhere(eb('counts.status', '=', 'active'), 'counts.member_count').as('active'),
      sql<number>`count(distinct counts.event_id)`.as('events'),
      inSystem,
    ])
    .executeTakeFirstOrThrow();
}

export async function findMember(db: Kysely<Database>, ownerId: number, id: number): Promise<Member | undefined> {
  const [member] = await selectMembers(db, ownerId, { id }, 1, 0);
  return member;
}

export class MemberCodeUnavailableError extends Error {}

/** The member's event is not one of the owner's (or no longer exists). */
export class MemberEventNotFoundError extends Error {}

/** The proposed user ID does not start with the event's prefix, e.g. because the event was renamed. */
export class MemberCodePrefixError extends Error {
  constructor(readonly prefix: string) {
    super(`proposed code lacks the prefix ${prefix}-`);
    this.name = 'MemberCodePrefixError';
  }
}

export interface NewMember {
  eventId: number;
  name: string;
  email?: string;
  company?: string;
  role?: string;
  joinDate: string;
  /** A user ID to keep when no other member of the owner has it. */
  proposedCode?: string;
}

/** A new member's row: active, with `code` as user ID; '' in an optional text stores none. */
function memberRow(ownerId: number, member: Omit<NewMember, 'proposedCode'>, code: string, now: string, importId: number | null = null) {
  return {
    owner_id: ownerId,
    event_id: member.eventId,
    code,
    name: member.name,
    email: member.email || null,
    company: member.company || null,
    role: member.role || null,
    status: 'active',
    join_date: member.joinDate,
    created_at: now,
    updated_at: now,
    import_id: importId,
  };
}

/**
 * Inserts many new members of one of the owner's events within the caller's transaction (whose
 * caller has checked the event), each with a generated user ID unique for the owner, and answers
 * their ids in the order given. As createMember does, the unique index (owner_id, code) decides: the
 * rows are inserted in chunks (insertRows) with ON CONFLICT DO NOTHING, and those whose code clashed
 * are tried again with new codes, up to MAX_GENERATED_CODE_ATTEMPTS rounds. The codes of one round
 * are generated as if one per millisecond from now, so they never repeat each other (the time part
 * has 100,000 values). `importId` marks the members as created by that import.
 */
export async function insertMembers(
  trx: Kysely<Database>,
  ownerId: number,
  event: { id: number; name: string },
  members: readonly Omit<NewMember, 'eventId' | 'proposedCode'>[],
  importId: number | null,
  generateCode: (prefix: string, index: number) => string = (prefix, index) => generateMemberCode(prefix, Date.now() + index),
): Promise<number[]> {
  const prefix = eventPrefix(event.name);
  const now = new Date().toISOString();
  const ids: (number | undefined)[] = members.map(() => undefined);
  const tried = new Set<string>();
  let waiting = members.map((_, index) => index);
  for (let attempt = 0; attempt < MAX_GENERATED_CODE_ATTEMPTS && waiting.length > 0; attempt += 1) {
    const codes = new Map<string, number>();
    for (const index of waiting) {
      let code = generateCode(prefix, index);
      for (let retry = 1; (tried.has(code) || codes.has(code)) && retry < MAX_GENERATED_CODE_ATTEMPTS; retry += 1) {
        code = generateCode(prefix, index + retry * members.length);
      }
      // Still a code already tried: the row waits for the next round.
      if (tried.has(code) || codes.has(code)) continue;
      codes.set(code, index);
      tried.add(code);
    }
    const rows = [...codes].map(([code, index]) => memberRow(ownerId, { ...members[index]!, eventId: event.id }, code, now, importId));
    const inserted = await insertRows(trx, 'team_members', rows, (insert) =>
      insert.onConflict((conflict) => conflict.columns(['owner_id', 'code']).doNothing()).returning(['team_members.id', 'team_members.code']),
    );
    for (const row of inserted) ids[codes.get(row.code)!] = row.id;
    waiting = waiting.filter((index) => ids[index] === undefined);
  }
  if (waiting.length > 0) throw new MemberCodeUnavailableError();
  return ids as number[];
}

/**
 * In one transaction: checks that the event is the owner's (holding it against a concurrent delete
 * on PostgreSQL) and that a proposed user ID carries the event's prefix, inserts the member with a
 * user ID unique for the owner, and reads the member back. The proposed ID is kept when free,
 * otherwise up to MAX_GENERATED_CODE_ATTEMPTS generated ones are tried. The unique index
 * (owner_id, code) decides, not a prior look-up, so concurrent adds cannot share a code; a clash is
 * skipped with ON CONFLICT DO NOTHING, which unlike a failed INSERT leaves a PostgreSQL transaction
 * usable. Throws MemberEventNotFoundError, MemberCodePrefixError, or MemberCodeUnavailableError when
 * every code clashed.
 */
export async function createMember(
  db: Kysely<Database>,
  ownerId: number,
  member: NewMember,
  generateCode: (prefix: string) => string = (prefix) => generateMemberCode(prefix),
): Promise<Member> {
  return db.transaction().execute(async (trx) => {
    const event = await findOwnedEvent(trx, ownerId, member.eventId, { lock: true });
    if (!event) throw new MemberEventNotFoundError();
    const prefix = eventPrefix(event.name);
    if (member.proposedCode && !memberCodeHasPrefix(member.proposedCode, prefix)) throw new MemberCodePrefixError(prefix);

    const now = new Date().toISOString();
    const attempts = MAX_GENERATED_CODE_ATTEMPTS + (member.proposedCode ? 1 : 0);
    for (let attempt = 0; attempt < attempts; attempt += 1) {
      const code = attempt === 0 && member.proposedCode ? member.proposedCode : generateCode(prefix);
      const inserted = await trx
        .insertInto('team_members')
        .values({ ...memberRow(ownerId, member, code, now) })
        .onConflict((conflict) => conflict.columns(['owner_id', 'code']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) continue;
      const created = await findMember(trx, ownerId, inserted.id);
      if (!created) throw new Error(`team member ${inserted.id} vanished after insert`);
      return created;
    }
    throw new MemberCodeUnavailableError();
  });
}

export interface MemberChanges {
  name: string;
  /** For email, company and role: undefined leaves the value, '' removes it. */
  email?: string;
  company?: string;
  role?: string;
  status?: string;
}

/** Applies the changes and reads the member back, in one transaction; undefined when the owner has no such member. */
export async function updateMember(
  db: Kysely<Database>,
  ownerId: number,
  id: number,
  changes: MemberChanges,
): Promise<Member | undefined> {
  const values: Updateable<TeamMembersTable> = { name: changes.name, updated_at: new Date().toISOString() };
  if (changes.email !== undefined) values.email = changes.email || null;
  if (changes.company !== undefined) values.company = changes.company || null;
  if (changes.role !== undefined) values.role = changes.role || null;
  if (changes.status !== undefined) values.status = changes.status;
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('team_members')
      .set(values)
      .where('id', '=', id)
      .where('owner_id', '=', ownerId)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return undefined;
    return findMember(trx, ownerId, id);
  });
}

/**
 * Removes the member; their tasks stay, unassigned: tasks.assignee_id is ON DELETE SET NULL, so the
 * one statement does both (docs/decisions/006-ownership-keys.md).
 */
export async function deleteMember(db: Kysely<Database>, ownerId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('team_members').where('id', '=', id).where('owner_id', '=', ownerId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export interface MemberOptionsFilter {
  eventId?: number;
  id?: number;
  /** Case-insensitive text matched anywhere in the name or the user ID. */
  q?: string;
  limit: number;
  offset: number;
}

/**
 * The owner's team members as the pickers offer them (id, name, user ID, event), A to Z ignoring
 * case (then by id), with the number matching. No task counts: only what an option shows.
 */
export async function listMemberOptions(db: Kysely<Database>, ownerId: number, filter: MemberOptionsFilter) {
  const { eventId, id, q, limit, offset } = filter;
  let matching = db.selectFrom('team_members').where('team_members.owner_id', '=', ownerId);
  if (eventId !== undefined) matching = matching.where('team_members.event_id', '=', eventId);
  if (id !== undefined) matching = matching.where('team_members.id', '=', id);
  if (q) matching = matching.where((eb) => anyColumnContains(eb, ['team_members.name', 'team_members.code'], q));

  const rows = await matching
    .innerJoin('events', 'events.id', 'team_members.event_id')
    .select(['team_members.id', 'team_members.name', 'team_members.code', 'team_members.event_id', 'events.name as event_name'])
    .orderBy(sql`lower(team_members.name)`)
    .orderBy('team_members.id')
    .limit(limit)
    .offset(offset)
    .execute();
  const { total } = await matching.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  return {
    items: rows.map((row) => ({ id: row.id, name: row.name, code: row.code, eventId: row.event_id, eventName: row.event_name })),
    total: Number(total),
    limit,
    offset,
  };
}
