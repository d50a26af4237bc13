import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { isWeakerThanPinned, type PasswordHasher } from './passwords.ts';
import type { UserRow } from './users-repository.ts';

/**
 * After a successful sign-in, replaces a hash made with weaker parameters than today's by one made
 * with today's, now that the password is at hand. Only if the stored hash is still the one checked.
 */
export async function upgradePasswordHash(
  db: Kysely<Database>,
  passwords: PasswordHasher,
  user: Pick<UserRow, 'id' | 'password_hash'>,
  password: string,
): Promise<void> {
  if (!isWeakerThanPinned(user.password_hash)) return;
  const passwordHash = await passwords.hash(password);
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash })
    .where('id', '=', user.id)
    .where('password_hash', '=', user.password_hash)
    .execute();
}
