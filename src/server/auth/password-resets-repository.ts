import type { Kysely } from 'kysely';
import { RESET_TOKEN_VALIDITY_MS } from '../../domain/password-reset.ts';
import { isPostgres } from '../db/query-helpers.ts';
import type { Database } from '../db/schema.ts';
import { hashToken, newLinkToken } from '../private-links/link-token.ts';

export interface IssuedResetToken {
  id: number;
  /** Goes into the e-mailed link and nowhere else: the database keeps its SHA-256. */
  token: string;
  expiresAt: Date;
}

/**
 * Writes a new token for the user, 256 random bits valid for an hour, unless the user already holds
 * `maxLive` unexpired tokens: then it writes nothing and answers undefined, and those tokens keep
 * working (decision 017). Tokens issued before stay valid: a newer one cancels none. Also forgets
 * every expired token, of any user. One transaction that holds the user's row on PostgreSQL (SQLite
 * has one writer), so requests racing each other never leave the user more than `maxLive`.
 */
export async function issueResetToken(
  db: Kysely<Database>,
  userId: number,
  now: Date,
  maxLive: number,
): Promise<IssuedResetToken | undefined> {
  const nowText = now.toISOString();
  return db.transaction().execute(async (trx) => {
    if (isPostgres(trx)) await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    await trx.deleteFrom('password_resets').where('expires_at', '<=', nowText).execute();
    const { live } = await trx
      .selectFrom('password_resets')
      .select((eb) => eb.fn.countAll<number>().as('live'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    if (Number(live) >= maxLive) return undefined;
    const token = newLinkToken();
    const expiresAt = new Date(now.getTime() + RESET_TOKEN_VALIDITY_MS);
    const { id } = await trx
      .insertInto('password_resets')
      .values({ token_hash: hashToken(token), user_id: userId, created_at: nowText, expires_at: expiresAt.toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id, token, expiresAt };
  });
}

export async function deleteResetToken(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('password_resets').where('id', '=', id).execute();
}

export interface ResetTokenLookup {
  id: number;
  userId: number;
  email: string;
  expiresAt: Date;
}

export async function findResetToken(db: Kysely<Database>, token: string): Promise<ResetTokenLookup | undefined> {
  const row = await db
    .selectFrom('password_resets')
    .innerJoin('users', 'users.id', 'password_resets.user_id')
    .select(['password_resets.id', 'password_resets.user_id', 'password_resets.expires_at', 'users.email'])
    .where('password_resets.token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row) return undefined;
  return { id: row.id, userId: row.user_id, email: row.email, expiresAt: new Date(row.expires_at) };
}

/**
 * Sets the new password in one transaction: uses up the token (false, and nothing changed, when another
 * request used it first), and ends every session of the user along with every other token they hold.
 */
export async function completeReset(
  db: Kysely<Database>,
  reset: Pick<ResetTokenLookup, 'id' | 'userId'>,
  passwordHash: string,
  now: Date,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx.deleteFrom('password_resets').where('id', '=', reset.id).returning('id').executeTakeFirst();
    if (!claimed) return false;
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: now.toISOString() })
      .where('id', '=', reset.userId)
      .execute();
    await trx.deleteFrom('password_resets').where('user_id', '=', reset.userId).execute();
    await trx.deleteFrom('sessions').where('user_id', '=', reset.userId).execute();
    return true;
  });
}
