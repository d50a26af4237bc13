import { sql, type Kysely, type Updateable } from 'kysely';
import { generateMemberCode, normalizeMemberStatus, type Member, type MemberList } from '../../domain/team.ts';
import type { Database, TeamMembersTable } from '../db/schema.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { anyColumnContains, countWhen } from '../db/query-helpers.ts';

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
 * their task counts, which are grouped from the tasks of this page's members only.
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
          .selectFrom('tasks')
          .where('tasks.owner_id', '=', ownerId)
          .where('tasks.assignee_id', 'in', eb.selectFrom('page').select('page.id'))
          .groupBy('tasks.assignee_id')
          .select((inner) => [
            'tasks.assignee_id',
            inner.fn.countAll<number>().as('total'),
            countWhen(inner('tasks.status', '=', 'todo')).as('todo'),
            countWhen(inner('tasks.status', '=', 'inprogress')).as('inprogress'),
            countWhen(inner('tasks.status', '=', 'completed')).as('completed'),
            countWhen(inner('tasks.status', '=', 'overdue')).as('overdue'),
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
  const [items, summary, system] = await Promise.all([
    selectMembers(db, ownerId, filters, page.limit, page.offset),
    filteredMembers(db, ownerId, filters)
      .select((eb) => [
        eb.fn.countAll<number>().as('total'),
        countWhen(eb('team_members.status', '=', 'active')).as('active'),
        sql<number>`count(distinct team_members.event_id)`.as('events'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('team_members')
      .where('owner_id', '=', ownerId)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    items,
    total: Number(summary.total),
    limit: page.limit,
    offset: page.offset,
    totalInSystem: Number(system.total),
    activeCount: Number(summary.active),
    eventCount: Number(summary.events),
  };
}

export async function findMember(db: Kysely<Database>, ownerId: number, id: number): Promise<Member | undefined> {
  const [member] = await selectMembers(db, ownerId, { id }, 1, 0);
  return member;
}

export class MemberCodeUnavailableError extends Error {}

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

/**
 * Inserts a member with a user ID unique for the owner: the proposed one when free, otherwise up to
 * MAX_GENERATED_CODE_ATTEMPTS generated ones, retrying on a clash with the unique index (owner_id, code)
 * — the index, not a prior look-up, decides, so concurrent adds on either dialect cannot share a code.
 * Throws MemberCodeUnavailableError when every one clashed.
 */
export async function createMember(
  db: Kysely<Database>,
  ownerId: number,
  member: NewMember,
  generateCode: () => string,
): Promise<Member> {
  const now = new Date().toISOString();
  const attempts = MAX_GENERATED_CODE_ATTEMPTS + (member.proposedCode ? 1 : 0);
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const code = attempt === 0 && member.proposedCode ? member.proposedCode : generateCode();
    try {
      const { id } = await db
        .insertInto('team_members')
        .values({
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
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const created = await findMember(db, ownerId, id);
      if (!created) throw new Error(`team member ${id} vanished after insert`);
      return created;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new MemberCodeUnavailableError();
}

export function memberCodeGenerator(prefix: string): () => string {
  return () => generateMemberCode(prefix);
}

export interface MemberChanges {
  name: string;
  /** For email, company and role: undefined leaves the value, '' removes it. */
  email?: string;
  company?: string;
  role?: string;
  status?: string;
}

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
  const result = await db
    .updateTable('team_members')
    .set(values)
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return undefined;
  return findMember(db, ownerId, id);
}

/** Removes the member; their tasks stay, unassigned (tasks.assignee_id is ON DELETE SET NULL). */
export async function deleteMember(db: Kysely<Database>, ownerId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('team_members').where('id', '=', id).where('owner_id', '=', ownerId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
