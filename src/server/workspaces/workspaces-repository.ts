import { sql, type Kysely } from 'kysely';
import {
  personalWorkspaceName,
  type InvitableRole,
  type Workspace,
  type WorkspaceMember,
  type WorkspaceRole,
} from '../../domain/workspaces.ts';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database>;

/** The account's own workspace, made with the account (in its transaction): the account owns it and starts in it; reminders go out in `timeZone`. */
export async function createPersonalWorkspace(db: Db, user: { id: number; name: string }, now = new Date(), timeZone = 'UTC'): Promise<number> {
  const createdAt = now.toISOString();
  const { id } = await db
    .insertInto('workspaces')
    .values({ name: personalWorkspaceName(user.name), personal_user_id: user.id, created_at: createdAt, time_zone: timeZone })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('workspace_members').values({ workspace_id: id, user_id: user.id, role: 'owner', created_at: createdAt }).execute();
  await db.updateTable('users').set({ last_workspace_id: id }).where('id', '=', user.id).execute();
  return id;
}

/** A workspace as one account sees it: with the account's role, and whether it is the account's own. */
function workspaceFor(userId: number, row: { id: number; name: string; role: WorkspaceRole; personal_user_id: number | null }): Workspace {
  return { id: row.id, name: row.name, role: row.role, personal: row.personal_user_id === userId };
}

function memberships(db: Db, userId: number) {
  return db
    .selectFrom('workspace_members as membership')
    .innerJoin('workspaces', 'workspaces.id', 'membership.workspace_id')
    .select(['workspaces.id', 'workspaces.name', 'workspaces.personal_user_id', 'membership.role'])
    .where('membership.user_id', '=', userId);
}

/** Every workspace the account is in: its own first, then A to Z ignoring case. */
export async function listWorkspaces(db: Db, userId: number): Promise<Workspace[]> {
  const rows = await memberships(db, userId)
    .orderBy(sql`case when ${sql.ref('workspaces.personal_user_id')} = ${userId} then 0 else 1 end`)
    .orderBy(sql`lower(${sql.ref('workspaces.name')})`)
    .orderBy('workspaces.id')
    .execute();
  return rows.map((row) => workspaceFor(userId, row));
}

/** The workspace, as the account sees it; undefined when the account is not in it. */
export async function findWorkspace(db: Db, userId: number, workspaceId: number): Promise<Workspace | undefined> {
  const row = await memberships(db, userId).where('workspaces.id', '=', workspaceId).executeTakeFirst();
  return row && workspaceFor(userId, row);
}

/** The workspace a request that names none works in: the account's last choice while it is still in it, else its own. */
export async function defaultWorkspaceId(db: Db, userId: number): Promise<number | undefined> {
  const row = await memberships(db, userId)
    .innerJoin('users', 'users.id', 'membership.user_id')
    .where((eb) => eb.or([eb('workspaces.id', '=', eb.ref('users.last_workspace_id')), eb('workspaces.personal_user_id', '=', userId)]))
    .orderBy(sql`case when ${sql.ref('workspaces.id')} = ${sql.ref('users.last_workspace_id')} then 0 else 1 end`)
    .executeTakeFirst();
  return row?.id;
}

/** A new shared workspace with the account as its owner. */
export async function createWorkspace(db: Db, userId: number, name: string, now = new Date()): Promise<Workspace> {
  return db.transaction().execute(async (trx) => {
    const createdAt = now.toISOString();
    const { id } = await trx.insertInto('workspaces').values({ name, personal_user_id: null, created_at: createdAt }).returning('id').executeTakeFirstOrThrow();
    await trx.insertInto('workspace_members').values({ workspace_id: id, user_id: userId, role: 'owner', created_at: createdAt }).execute();
    return { id, name, role: 'owner' as const, personal: false };
  });
}

/** Keeps the workspace as the account's choice, opened by requests that name none; false when the account is not in it. */
export async function chooseWorkspace(db: Db, userId: number, workspaceId: number): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ last_workspace_id: workspaceId })
    .where('id', '=', userId)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('workspace_members')
          .select('workspace_members.user_id')
          .where('workspace_members.workspace_id', '=', workspaceId)
          .where('workspace_members.user_id', '=', userId),
      ),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A new name, a new time zone, or both; nothing given changes nothing. */
export async function updateWorkspace(db: Db, workspaceId: number, changes: { name?: string; timeZone?: string }): Promise<void> {
  const values = { ...(changes.name === undefined ? {} : { name: changes.name }), ...(changes.timeZone === undefined ? {} : { time_zone: changes.timeZone }) };
  if (Object.keys(values).length === 0) return;
  await db.updateTable('workspaces').set(values).where('id', '=', workspaceId).execute();
}

/** The IANA zone the workspace's reminder e-mails go out in. */
export async function workspaceTimeZone(db: Db, workspaceId: number): Promise<string> {
  const row = await db.selectFrom('workspaces').select('time_zone').where('id', '=', workspaceId).executeTakeFirstOrThrow();
  return row.time_zone;
}

/**
 * Deletes a shared workspace and, by cascade, everything in it: events, tasks, team, templates,
 * calendar feeds, memberships and invitations. False for an account's own workspace, which stays.
 */
export async function deleteSharedWorkspace(db: Db, workspaceId: number): Promise<boolean> {
  const result = await db.deleteFrom('workspaces').where('id', '=', workspaceId).where('personal_user_id', 'is', null).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

interface MemberRow {
  user_id: number;
  name: string;
  email: string;
  role: WorkspaceRole;
  created_at: string;
}

function toMember(row: MemberRow): WorkspaceMember {
  return { userId: row.user_id, name: row.name, email: row.email, role: row.role, joinedAt: row.created_at };
}

function members(db: Db, workspaceId: number) {
  return db
    .selectFrom('workspace_members as membership')
    .innerJoin('users', 'users.id', 'membership.user_id')
    .select(['membership.user_id', 'users.name', 'users.email', 'membership.role', 'membership.created_at'])
    .where('membership.workspace_id', '=', workspaceId);
}

/** The workspace's people: the owner first, then by name ignoring case. */
export async function listMembers(db: Db, workspaceId: number): Promise<WorkspaceMember[]> {
  const rows = await members(db, workspaceId)
    .orderBy(sql`case when ${sql.ref('membership.role')} = 'owner' then 0 else 1 end`)
    .orderBy(sql`lower(${sql.ref('users.name')})`)
    .orderBy('membership.user_id')
    .execute();
  return rows.map(toMember);
}

export async function findMember(db: Db, workspaceId: number, userId: number): Promise<WorkspaceMember | undefined> {
  const row = await members(db, workspaceId).where('membership.user_id', '=', userId).executeTakeFirst();
  return row && toMember(row);
}

export type MemberChange = 'done' | 'notFound' | 'owner';

/** Gives a person of the workspace another role; the owner's own role stays (a workspace has one owner). */
export async function changeMemberRole(db: Db, workspaceId: number, userId: number, role: InvitableRole): Promise<MemberChange> {
  const result = await db
    .updateTable('workspace_members')
    .set({ role })
    .where('workspace_id', '=', workspaceId)
    .where('user_id', '=', userId)
    .where('role', '<>', 'owner')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) return 'done';
  return (await findMember(db, workspaceId, userId)) ? 'owner' : 'notFound';
}

/**
 * Takes a person out of the workspace (removed by the owner, or leaving); never its owner. Their
 * requests that name it answer 404 from the next one on; an account whose last choice it was opens
 * its own workspace next.
 */
export async function removeMember(db: Db, workspaceId: number, userId: number): Promise<MemberChange> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .deleteFrom('workspace_members')
      .where('workspace_id', '=', workspaceId)
      .where('user_id', '=', userId)
      .where('role', '<>', 'owner')
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) return (await findMember(trx, workspaceId, userId)) ? 'owner' : 'notFound';
    await trx
      .updateTable('users')
      .set((eb) => ({
        last_workspace_id: eb.selectFrom('workspaces').select('workspaces.id').where('workspaces.personal_user_id', '=', userId),
      }))
      .where('id', '=', userId)
      .where('last_workspace_id', '=', workspaceId)
      .execute();
    return 'done';
  });
}
