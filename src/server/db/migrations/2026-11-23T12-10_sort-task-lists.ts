import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * The task list can be ordered by due date, priority, status, title, event or creation, either
 * way, ties broken by id. Each order of an owner's tasks is read off an index, so a page costs the
 * rows it skips and shows, never a sort of all 100,000 tasks:
 * - priority and status by their rank (least to most urgent; workflow order), expressions the list
 *   query must repeat word for word for the index to serve it;
 * - title ignoring case; created_at;
 * - event: the owner's events by name (events_owner_name_idx), each event's tasks by id (tasks_event_idx).
 *
 * Also task_batches: one row per bulk create, and tasks.batch_id naming the batch a task came
 * from (owner-scoped like every filter), so a list can show exactly the tasks one bulk create made.
 */
const PRIORITY_RANK = sql.raw(`(case priority when 'low' then 0 when 'medium' then 1 else 2 end)`);
const STATUS_RANK = sql.raw(`(case status when 'todo' then 0 when 'inprogress' then 1 when 'completed' then 2 else 3 end)`);

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = postgres ? 'timestamptz' : 'text';

  await db.schema
    .createTable('task_batches')
    .addColumn('id', 'integer', (col) => (postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement()))
    .addColumn('owner_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('task_batches_owner_idx').on('task_batches').column('owner_id').execute();
  // A label, not a foreign key: a batch row goes only with its owner, and with it the tasks.
  await db.schema.alterTable('tasks').addColumn('batch_id', 'integer').execute();
  await db.schema.createIndex('tasks_owner_batch_idx').on('tasks').columns(['owner_id', 'batch_id']).execute();

  // The filter columns after the key let a filtered or hide-completed page skip rows in the index alone.
  const filters = sql.raw('id, status, event_id, assignee_id');
  await sql`create index tasks_owner_priority_idx on tasks (owner_id, ${PRIORITY_RANK}, ${filters})`.execute(db);
  await sql`create index tasks_owner_status_rank_idx on tasks (owner_id, ${STATUS_RANK}, ${filters})`.execute(db);
  await sql`create index tasks_owner_title_idx on tasks (owner_id, lower(title), ${filters})`.execute(db);
  await sql`create index tasks_owner_created_idx on tasks (owner_id, created_at, ${filters})`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of ['tasks_owner_created_idx', 'tasks_owner_title_idx', 'tasks_owner_status_rank_idx', 'tasks_owner_priority_idx', 'tasks_owner_batch_idx']) {
    await db.schema.dropIndex(index).execute();
  }
  await db.schema.alterTable('tasks').dropColumn('batch_id').execute();
  await db.schema.dropTable('task_batches').execute();
}
