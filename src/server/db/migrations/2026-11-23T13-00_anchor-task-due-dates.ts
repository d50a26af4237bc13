import { sql, type Kysely } from 'kysely';

/**
 * Relative due dates: a task may be anchored to its event's start or end with an offset in days
 * (negative before). `due_date` still holds the computed day, so every list, filter, sort, count and
 * export reads one column; moving an event rewrites the anchored tasks' `due_date` in the same
 * transaction. Both columns are null for a fixed (or absent) due date, and set together otherwise.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('tasks')
    .addColumn('due_anchor', 'text', (col) => col.check(sql`due_anchor in ('start', 'end')`))
    .execute();
  await db.schema
    .alterTable('tasks')
    .addColumn('due_offset_days', 'integer', (col) => col.check(sql`due_offset_days between -3650 and 3650`))
    .execute();
  // The tasks an event move must rewrite, without walking the event's fixed-date tasks.
  await db.schema
    .createIndex('tasks_event_anchored_idx')
    .on('tasks')
    .columns(['event_id', 'due_anchor', 'due_offset_days'])
    .where(sql.ref('due_anchor'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('tasks_event_anchored_idx').execute();
  await db.schema.alterTable('tasks').dropColumn('due_offset_days').execute();
  await db.schema.alterTable('tasks').dropColumn('due_anchor').execute();
}
