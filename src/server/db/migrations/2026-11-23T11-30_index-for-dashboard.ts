import { sql, type Kysely, type SqlBool } from 'kysely';

/**
 * The dashboard's five tasks due soonest: the open tasks of an owner by due date, read off this
 * partial index in order. Without it the owner's index by due date is walked from the earliest due
 * date, reading every completed task on the way, and an account's finished past piles up there.
 * Queries must repeat the literal condition for the index to serve them. Every count of the
 * dashboard comes from the counter tables of migration 2026-11-23T10-20 and the events index.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('tasks_open_owner_due_idx')
    .on('tasks')
    .columns(['owner_id', 'due_date', 'id'])
    .where(sql<SqlBool>`status <> 'completed'`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('tasks_open_owner_due_idx').execute();
}
