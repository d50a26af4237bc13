import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = postgres ? 'timestamptz' : 'text';
  const date = postgres ? 'date' : 'text';
  const id = (col: ColumnDefinitionBuilder) => (postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement());

  await db.schema
    .createTable('tasks')
    .addColumn('id', 'integer', id)
    .addColumn('owner_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('event_id', 'integer', (col) => col.notNull().references('events.id').onDelete('cascade'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('todo'))
    .addColumn('priority', 'text', (col) => col.notNull().defaultTo('medium'))
    .addColumn('due_date', date)
    .addColumn('assignee_id', 'integer', (col) => col.references('team_members.id').onDelete('set null'))
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('updated_at', timestamp, (col) => col.notNull())
    .execute();

  await db.schema.createIndex('tasks_owner_event_status_idx').on('tasks').columns(['owner_id', 'event_id', 'status']).execute();
  await db.schema.createIndex('tasks_owner_assignee_idx').on('tasks').columns(['owner_id', 'assignee_id']).execute();
  await db.schema.createIndex('tasks_owner_status_idx').on('tasks').columns(['owner_id', 'status']).execute();
  await db.schema.createIndex('tasks_event_idx').on('tasks').column('event_id').execute();
  await db.schema.createIndex('tasks_assignee_idx').on('tasks').column('assignee_id').execute();

  await db.schema
    .createTable('task_status_log')
    .addColumn('id', 'integer', id)
    .addColumn('task_id', 'integer', (col) => col.notNull().references('tasks.id').onDelete('cascade'))
    .addColumn('owner_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('old_status', 'text')
    .addColumn('new_status', 'text', (col) => col.notNull())
    .addColumn('changed_at', timestamp, (col) => col.notNull())
    .execute();

  await db.schema.createIndex('task_status_log_task_idx').on('task_status_log').columns(['task_id', 'changed_at']).execute();
  await db.schema.createIndex('task_status_log_owner_idx').on('task_status_log').columns(['owner_id', 'changed_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('task_status_log').execute();
  await db.schema.dropTable('tasks').execute();
}
