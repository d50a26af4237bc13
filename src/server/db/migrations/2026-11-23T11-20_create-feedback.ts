import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Feedback sent from the feedback page, signed in or not. `user_id` is the sender's account when
 * they were signed in; the feedback outlives the account (set to null when it is deleted).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = postgres ? 'timestamptz' : 'text';

  await db.schema
    .createTable('feedback')
    .addColumn('id', 'integer', (col) =>
      postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
    )
    .addColumn('rating', 'integer', (col) => col.notNull().check(sql`rating between 1 and 5`))
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('email', 'text')
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .execute();

  await db.schema.createIndex('feedback_created_idx').on('feedback').column('created_at').execute();
  await db.schema.createIndex('feedback_user_idx').on('feedback').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('feedback').execute();
}
