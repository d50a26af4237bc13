import type { Kysely } from 'kysely';

/** Task lists are ordered by due date then id: these let a page be read off an index instead of sorting every task. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('tasks_owner_due_idx').on('tasks').columns(['owner_id', 'due_date', 'id']).execute();
  await db.schema.createIndex('tasks_owner_event_due_idx').on('tasks').columns(['owner_id', 'event_id', 'due_date', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('tasks_owner_event_due_idx').execute();
  await db.schema.dropIndex('tasks_owner_due_idx').execute();
}
