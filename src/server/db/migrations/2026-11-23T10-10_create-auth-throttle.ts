import type { Kysely } from 'kysely';

/**
 * Counters for the sign-up and sign-in limits, shared by every app instance. Times are epoch
 * milliseconds so one upsert can do the window arithmetic the same way on both dialects.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('auth_throttle')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('hits', 'integer', (col) => col.notNull())
    .addColumn('expires_at_ms', 'bigint', (col) => col.notNull())
    .addColumn('blocked_until_ms', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema.createIndex('auth_throttle_expires_idx').on('auth_throttle').column('expires_at_ms').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('auth_throttle').execute();
}
