import { hash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { compileOnce } from '../db/compiled-query.ts';
import type { Database } from '../db/schema.ts';
import type { UserRow } from './users-repository.ts';

export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** A session is pushed back to a full 30 days at most once a day, so reads don't each write. */
const SESSION_REFRESH_AFTER_MS = 24 * 60 * 60 * 1000;

export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

export interface Session {
  token: string;
  expiresAt: Date;
}

export async function createSession(db: Kysely<Database>, userId: number, now = new Date()): Promise<Session> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  await db
    .insertInto('sessions')
    .values({ token_hash: hashToken(token), user_id: userId, created_at: now.toISOString(), expires_at: expiresAt.toISOString() })
    .execute();
  return { token, expiresAt };
}

export interface SessionLookup {
  user: Pick<UserRow, 'id' | 'name' | 'email' | 'created_at'>;
  /** The user's data version (see http/answer-cache.ts), read in the same statement: '0' before their first change. */
  dataVersion: string;
  /** Set when the session was extended and the cookie should be sent again. */
  renewedUntil?: Date;
}

/** Read on every signed-in request, so compiled once. */
const sessionByTokenHash = compileOnce((db) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.id', 'users.name', 'users.email', 'users.created_at', 'sessions.expires_at'])
    .select((eb) =>
      eb.selectFrom('owner_data_versions').select('owner_data_versions.version').whereRef('owner_data_versions.owner_id', '=', 'users.id').as('data_version'),
    )
    .where('sessions.token_hash', '=', ''),
);

export async function findSession(db: Kysely<Database>, token: string, now = new Date()): Promise<SessionLookup | undefined> {
  const tokenHash = hashToken(token);
  const [row] = (await sessionByTokenHash(db, [tokenHash])).rows;
  if (!row) return undefined;

  const expiresAt = new Date(row.expires_at);
  if (expiresAt <= now) {
    await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
    return undefined;
  }
  const user = { id: row.id, name: row.name, email: row.email, created_at: row.created_at };
  const dataVersion = String(row.data_version ?? 0);
  if (expiresAt.getTime() - now.getTime() > SESSION_LIFETIME_MS - SESSION_REFRESH_AFTER_MS) return { user, dataVersion };

  const renewedUntil = new Date(now.getTime() + SESSION_LIFETIME_MS);
  await db
    .updateTable('sessions')
    .set({ expires_at: renewedUntil.toISOString() })
    .where('token_hash', '=', tokenHash)
    .execute();
  return { user, dataVersion, renewedUntil };
}

export async function deleteSession(db: Kysely<Database>, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();
}

export async function deleteExpiredSessions(db: Kysely<Database>, now = new Date()): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', now.toISOString()).execute();
}
