import type { Kysely } from 'kysely';
import { INVITATION_LIFETIME_DAYS, type InvitableRole, type Invitation, type InvitationState } from '../../domain/workspaces.ts';
import { hashToken, newLinkToken } from '../private-links/link-token.ts';
import { isPostgres } from '../db/query-helpers.ts';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database>;

const DAY_MS = 24 * 60 * 60 * 1000;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Whether `token` could be one this file made (256 random bits, base64url); anything else names no invitation and needs no query. */
export function isInvitationTokenShaped(token: string): boolean {
  return TOKEN_SHAPE.test(token);
}

function invitations(db: Db) {
  return db
    .selectFrom('workspace_invitations as invitation')
    .leftJoin('users as inviter', 'inviter.id', 'invitation.invited_by')
    .select([
      'invitation.id',
      'invitation.workspace_id',
      'invitation.email',
      'invitation.role',
      'invitation.created_at',
      'invitation.expires_at',
      'invitation.accepted_at',
      'inviter.name as invited_by_name',
    ]);
}

type InvitationRow = Awaited<ReturnType<ReturnType<typeof invitations>['executeTakeFirstOrThrow']>>;

function toInvitation(row: InvitationRow): Invitation {
  return { id: row.id, email: row.email, role: row.role, invitedBy: row.invited_by_name, createdAt: row.created_at, expiresAt: row.expires_at };
}

/** The workspace's invitations still waiting to be accepted (not used, not expired), newest first. */
export async function listOpenInvitations(db: Db, workspaceId: number, now: Date): Promise<Invitation[]> {
  const rows = await invitations(db)
    .where('invitation.workspace_id', '=', workspaceId)
    .where('invitation.accepted_at', 'is', null)
    .where('invitation.expires_at', '>', now.toISOString())
    .orderBy('invitation.created_at', 'desc')
    .orderBy('invitation.id', 'desc')
    .execute();
  return rows.map(toInvitation);
}

export type CreatedInvitation = { invitation: Invitation; token: string; expiresAt: Date } | { refused: 'alreadyMember' | 'alreadyInvited' };

/**
 * A new single-use invitation to the workspace for `email`, unless the address's account is already
 * in it or an open invitation to it is waiting. The token is returned once, for the e-mail; only its
 * hash is stored. On PostgreSQL the workspace row is locked for the check and the insert, so two
 * invitations to one address sent at once cannot both be made (SQLite has a single writer).
 */
export async function createInvitation(
  db: Db,
  input: { workspaceId: number; email: string; role: InvitableRole; invitedBy: number },
  now: Date,
): Promise<CreatedInvitation> {
  return db.transaction().execute(async (trx) => {
    if (isPostgres(trx)) await trx.selectFrom('workspaces').select('id').where('id', '=', input.workspaceId).forUpdate().execute();
    const member = await trx
      .selectFrom('workspace_members as membership')
      .innerJoin('users', 'users.id', 'membership.user_id')
      .select('membership.user_id')
      .where('membership.workspace_id', '=', input.workspaceId)
      .where('users.email', '=', input.email)
      .executeTakeFirst();
    if (member) return { refused: 'alreadyMember' as const };
    const waiting = await trx
      .selectFrom('workspace_invitations')
      .select('id')
      .where('workspace_id', '=', input.workspaceId)
      .where('email', '=', input.email)
      .where('accepted_at', 'is', null)
      .where('expires_at', '>', now.toISOString())
      .executeTakeFirst();
    if (waiting) return { refused: 'alreadyInvited' as const };

    const token = newLinkToken();
    const expiresAt = new Date(now.getTime() + INVITATION_LIFETIME_DAYS * DAY_MS);
    const { id } = await trx
      .insertInto('workspace_invitations')
      .values({
        workspace_id: input.workspaceId,
        email: input.email,
        role: input.role,
        token_hash: hashToken(token),
        invited_by: input.invitedBy,
        created_at: now.toISOString(),
        expires_at: expiresAt.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = await invitations(trx).where('invitation.id', '=', id).executeTakeFirstOrThrow();
    return { invitation: toInvitation(row), token, expiresAt };
  });
}

/** Deletes one of the workspace's invitations: its link stops working. False when the workspace has no such invitation. */
export async function deleteInvitation(db: Db, workspaceId: number, invitationId: number): Promise<boolean> {
  const result = await db.deleteFrom('workspace_invitations').where('id', '=', invitationId).where('workspace_id', '=', workspaceId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export interface InvitationByToken {
  id: number;
  workspaceId: number;
  workspaceName: string;
  invitedBy: string | null;
  email: string;
  role: InvitableRole;
  expiresAt: string;
  state: InvitationState;
}

/** The invitation whose link carries `token`, with the workspace it opens; undefined for a token that names none. */
export async function findInvitationByToken(db: Db, token: string, now: Date): Promise<InvitationByToken | undefined> {
  if (!isInvitationTokenShaped(token)) return undefined;
  const row = await invitations(db)
    .innerJoin('workspaces', 'workspaces.id', 'invitation.workspace_id')
    .select('workspaces.name as workspace_name')
    .where('invitation.token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    workspaceId: row.workspace_id,
    workspaceName: row.workspace_name,
    invitedBy: row.invited_by_name,
    email: row.email,
    role: row.role,
    expiresAt: row.expires_at,
    state: invitationState(row, now),
  };
}

function invitationState(row: { accepted_at: string | null; expires_at: string }, now: Date): InvitationState {
  if (row.accepted_at !== null) return 'used';
  return Date.parse(row.expires_at) <= now.getTime() ? 'expired' : 'open';
}

/**
 * Uses the invitation up for the account and adds the account to its workspace with the invitation's
 * role (an account already in it keeps its role); the workspace becomes the account's last choice.
 * The UPDATE that marks it used holds only while it is unused and unexpired, so of several accepts at
 * once exactly one goes through; the others, and any later one, get the state that stopped them.
 */
export async function acceptInvitation(
  db: Db,
  invitation: Pick<InvitationByToken, 'id' | 'workspaceId' | 'role'>,
  userId: number,
  now: Date,
): Promise<{ accepted: true } | { accepted: false; state: InvitationState | 'gone' }> {
  return db.transaction().execute(async (trx) => {
    const nowText = now.toISOString();
    const used = await trx
      .updateTable('workspace_invitations')
      .set({ accepted_at: nowText, accepted_by: userId })
      .where('id', '=', invitation.id)
      .where('accepted_at', 'is', null)
      .where('expires_at', '>', nowText)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) === 0) {
      const row = await trx.selectFrom('workspace_invitations').select(['accepted_at', 'expires_at']).where('id', '=', invitation.id).executeTakeFirst();
      // Gone meanwhile: cancelled, or its workspace deleted.
      return { accepted: false as const, state: row ? invitationState(row, now) : ('gone' as const) };
    }
    await trx
      .insertInto('workspace_members')
      .values({ workspace_id: invitation.workspaceId, user_id: userId, role: invitation.role, created_at: nowText })
      .onConflict((conflict) => conflict.columns(['workspace_id', 'user_id']).doNothing())
      .execute();
    await trx.updateTable('users').set({ last_workspace_id: invitation.workspaceId }).where('id', '=', userId).execute();
    return { accepted: true as const };
  });
}
