import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/**
 * Task templates: a named list of tasks an owner can start an event from. Names are unique per
 * owner ignoring case (`lower(name)`: ASCII letters on SQLite, all letters on PostgreSQL). A
 * template's items hold their owner too, and reach their template by (template_id, owner_id), so an
 * item can never belong to another owner's template; they go with it. Due dates are relative only:
 * both anchor and offset, or neither (no due date).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = postgres ? 'timestamptz' : 'text';
  const id = (col: ColumnDefinitionBuilder) => (postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement());

  await db.schema
    .createTable('task_templates')
    .addColumn('id', 'integer', id)
    .addColumn('owner_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('updated_at', timestamp, (col) => col.notNull())
    .addUniqueConstraint('task_templates_id_owner_key', ['id', 'owner_id'])
    .execute();
  await sql`create unique index task_templates_owner_name_idx on task_templates (owner_id, lower(name))`.execute(db);

  await db.schema
    .createTable('task_template_items')
    .addColumn('id', 'integer', id)
    .addColumn('template_id', 'integer', (col) => col.notNull())
    .addColumn('owner_id', 'integer', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('priority', 'text', (col) => col.notNull().defaultTo('medium').check(sql`priority in ('high', 'medium', 'low')`))
    .addColumn('due_anchor', 'text', (col) => col.check(sql`due_anchor in ('start', 'end')`))
    .addColumn('due_offset_days', 'integer', (col) => col.check(sql`due_offset_days between -3650 and 3650`))
    .addForeignKeyConstraint('task_template_items_template_owner_fkey', ['template_id', 'owner_id'], 'task_templates', ['id', 'owner_id'], (cb) =>
      cb.onDelete('cascade'),
    )
    .addCheckConstraint('task_template_items_due_pair', sql`(due_anchor is null) = (due_offset_days is null)`)
    .execute();
  await db.schema
    .createIndex('task_template_items_template_position_idx')
    .on('task_template_items')
    .columns(['template_id', 'position'])
    .unique()
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('task_template_items').execute();
  await db.schema.dropTable('task_templates').execute();
}
