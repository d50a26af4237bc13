import type { Kysely, Selectable } from 'kysely';
import type { User } from '../../domain/auth.ts';
import type { Database, UsersTable } from '../db/schema.ts';
import { isUniqueViolation } from '../db/errors.ts';

export type UserRow = Selectable<UsersTable>;

export function toUser(row: Pick<UserRow, 'id' | 'name' | 'email' | 'created_at'>): User {
  return { id: row.id, name: row.name, email: row.email, createdAt: row.created_at };
}

export async function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export class EmailTakenError extends Error {}

export async function createUser(
  db: Kysely<Database>,
  input: { name: string; email: string; passwordHash: string },
): Promise<UserRow> {
  const now = new Date().toISOString();
  try {
    return await db
      .insertInto('users')
      .values({ name: input.name, email: input.email, password_hash: input.passwordHash, created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    if (isUniqueViolation(error)) throw new EmailTakenError();
    throw error;
  }
}
