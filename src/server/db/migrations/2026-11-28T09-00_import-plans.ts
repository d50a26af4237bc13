import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/**
 * Plans brought in from a file (src/server/imports/): tasks (CSV, Trello, Asana) or team members
 * (CSV), each import stored whole in one transaction and undone whole.
 *
 * - imports: one row per import: the workspace and event it went into (the event's key with the
 *   owner, as tasks and members hold theirs: the event must be the workspace's, and the import goes
 *   with it), what was read (kind, format, file name), the task batch of its tasks (null for a member
 *   import), how many tasks and members it created, who ran it, when, and when it was undone.
 * - team_members.import_id: the import that created the member (null for members added otherwise),
 *   so an undo removes exactly the members it created. Written only by the import, with the id of
 *   the import it has just stored in the same workspace; a single-column key, as SQLite adds no
 *   composite key to an existing table.
 */

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = postgres ? 'timestamptz' : 'text';
  const id = (col: ColumnDefinitionBuilder) => (postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement());

  await db.schema
    .createTable('imports')
    .addColumn('id', 'integer', id)
    .addColumn('owner_id', 'integer', (col) => col.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('event_id', 'integer', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('tasks', 'members')`))
    .addColumn('format', 'text', (col) => col.notNull())
    .addColumn('file_name', 'text', (col) => col.notNull())
    .addColumn('batch_id', 'integer', (col) => col.references('task_batches.id').onDelete('set null'))
    .addColumn('tasks_created', 'integer', (col) => col.notNull())
    .addColumn('members_created', 'integer', (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('undone_at', timestamp)
    .addForeignKeyConstraint('imports_event_owner_fkey', ['event_id', 'owner_id'], 'events', ['id', 'owner_id'], (key) => key.onDelete('cascade'))
    .execute();
  await db.schema.createIndex('imports_owner_idx').on('imports').column('owner_id').execute();
  await db.schema.createIndex('imports_event_idx').on('imports').column('event_id').execute();

  await db.schema
    .alterTable('team_members')
    .addColumn('import_id', 'integer', (col) => col.references('imports.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('team_members_import_idx').on('team_members').column('import_id').where(sql.ref('import_id'), 'is not', null).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('team_members_import_idx').execute();
  await db.schema.alterTable('team_members').dropColumn('import_id').execute();
  await db.schema.dropTable('imports').execute();
}
