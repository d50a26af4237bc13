import { PostgresAdapter, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = postgres ? 'timestamptz' : 'text';
  const date = postgres ? 'date' : 'text';

  await db.schema
    .createTable('team_members')
    .addColumn('id', 'integer', (col) =>
      postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
    )
    .addColumn('owner_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('event_id', 'integer', (col) => col.notNull().references('events.id').onDelete('cascade'))
    .addColumn('code', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text')
    .addColumn('company', 'text')
    .addColumn('role', 'text')
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('active'))
    .addColumn('join_date', date, (col) => col.notNull())
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('updated_at', timestamp, (col) => col.notNull())
    .execute();

  await db.schema.createIndex('team_members_owner_code_idx').on('team_members').columns(['owner_id', 'code']).unique().execute();
  await db.schema.createIndex('team_members_owner_event_idx').on('team_members').columns(['owner_id', 'event_id']).execute();
  await db.schema.createIndex('team_members_event_idx').on('team_members').column('event_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('team_members').execute();
}
