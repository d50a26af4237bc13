import type { Kysely } from 'kysely';
import { hashToken, newLinkToken } from '../private-links/link-token.ts';
import { compileOnce } from '../db/compiled-query.ts';
import type { Database } from '../db/schema.ts';
import type { WorkspaceAccess } from '../workspaces/workspace-access.ts';
import type { UserRow } from './users-repository.ts';

export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** A session is pushed back to a full 30 days at most once a day, so reads don't each write. */
const SESSION_REFRESH_AFTER_MS = 24 * 60 * 60 * 1000;

export interface Session {
  token: string;
  expiresAt: Date;
}

export async function createSession(db: Kysely<Database>, userId: number, now = new Date()): Promise<Session> {
  const token = newLinkToken();
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  await db
    .insertInto('sessions')
    .values({ token_hash: hashToken(token), user_id: userId, created_at: now.toISOString(), expires_at: expiresAt.toISOString() })
    .execute();
  return { token, expiresAt };
}

export interface SessionLookup {
  user: Pick<UserRow, 'id' | 'name' | 'email' | 'created_at'>;
  /** The workspace the request works in, with the account's role; null when the account is not a member of the one asked for. */
  workspace: WorkspaceAccess | null;
  /** The workspace's data version (see http/answer-cache.ts), read in the same statement: '0' before its first change; null without a workspace. */
  dataVersion: string | null;
  /** Set when the session was extended and the cookie should be sent again. */
  renewedUntil?: Date;
}

/**
 * Read on every signed-in request, so compiled once. Parameters: the workspace asked for (null: the
 * account's last choice), then the token's hash.
 */
const sessionByTokenHash = compileOnce((db) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .leftJoin('workspace_members as membership', (join) =>
      join
        .onRef('membership.user_id', '=', 'users.id')
        .on((eb) => eb('membership.workspace_id', '=', eb.fn.coalesce(eb.val<number | null>(0), eb.ref('users.last_workspace_id')))),
    )
    .select(['users.id', 'users.name', 'users.email', 'users.created_at', 'sessions.expires_at', 'membership.workspace_id', 'membership.role'])
    .select((eb) =>
      eb
        .selectFrom('owner_data_versions')
        .select('owner_data_versions.version')
        .whereRef('owner_data_versions.owner_id', '=', 'membership.workspace_id')
        .as('data_version'),
    )
    .where('sessions.token_hash', '=', ''),
);

/**
 * The session of `token`, with the workspace the request works in: `requestedWorkspaceId` when the
 * account is a member of it, else none; without one asked for, the account's last choice, or its own
 * workspace when that choice is gone.
 */
export async function findSession(
  db: Kysely<Database>,
  token: string,
  requestedWorkspaceId: number | null = null,
  now = new Date(),
): Promise<SessionLookup | undefined> {
  const tokenHash = hashToken(token);
  const [row] = (await sessionByTokenHash(db, [requestedWorkspaceId, tokenHash])).rows;
  if (!row) return undefined;

  const expiresAt = new Date(row.expires_at);
  if (expiresAt <= now) {
    await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
    return undefined;
  }
  const user = { id: row.id, name: row.name, email: row.email, created_at: row.created_at };
  let workspace: WorkspaceAccess | null = row.workspace_id !== null && row.role !== null ? { id: row.workspace_id, role: row.role } : null;
  let dataVersion = workspace ? String(row.data_version ?? 0) : null;
  if (!workspace && requestedWorkspaceId === null) {
    ({ workspace, dataVersion } = await fallBackToOwnWorkspace(db, user.id));
  }
  if (expiresAt.getTime() - now.getTime() > SESSION_LIFETIME_MS - SESSION_REFRESH_AFTER_MS) return { user, workspace, dataVersion };

  const renewedUntil = new Date(now.getTime() + SESSION_LIFETIME_MS);
  await db
    .updateTable('sessions')
    .set({ expires_at: renewedUntil.toISOString() })
    .where('token_hash', '=', tokenHash)
    .execute();
  return { user, workspace, dataVersion, renewedUntil };
}

/** The account's last choice is gone (left, removed, deleted): its own workspace becomes the choice. */
async function fallBackToOwnWorkspace(db: Kysely<Database>, userId: number): Promise<Pick<SessionLookup, 'workspace' | 'dataVersion'>> {
  const own = await db
    .selectFrom('workspaces')
    .innerJoin('workspace_members as membership', (join) =>
      join.onRef('membership.workspace_id', '=', 'workspaces.id').on('membership.user_id', '=', userId),
    )
    .leftJoin('owner_data_versions', 'owner_data_versions.owner_id', 'workspaces.id')
    .select(['workspaces.id', 'membership.role', 'owner_data_versions.version'])
    .where('workspaces.personal_user_id', '=', userId)
    .executeTakeFirst();
  if (!own) return { workspace: null, dataVersion: null };
  await db.updateTable('users').set({ last_workspace_id: own.id }).where('id', '=', userId).execute();
  return { workspace: { id: own.id, role: own.role }, dataVersion: String(own.version ?? 0) };
}

export async function deleteSession(db: Kysely<Database>, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();
}

export async function deleteExpiredSessions(db: Kysely<Database>, now = new Date()): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', now.toISOString()).execute();
}
