import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Calendar feeds: a private subscription URL per event or per team member, named by a random token
 * (docs/decisions/013-calendar-feeds.md). Exactly one of `event_id` and `member_id` is set, and an
 * event or a member has at most one feed: creating it again replaces the token. A feed goes with its
 * owner, its event or its member.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = postgres ? 'timestamptz' : 'text';

  await db.schema
    .createTable('calendar_feeds')
    .addColumn('id', 'integer', (col) =>
      postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
    )
    .addColumn('owner_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('event_id', 'integer', (col) => col.references('events.id').onDelete('cascade'))
    .addColumn('member_id', 'integer', (col) => col.references('team_members.id').onDelete('cascade'))
    .addColumn('token', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addCheckConstraint(
      'calendar_feeds_one_target_check',
      sql`(event_id is not null and member_id is null) or (event_id is null and member_id is not null)`,
    )
    .execute();

  // One feed per event and per member; also what a deleted event or member cascades through.
  await db.schema
    .createIndex('calendar_feeds_event_idx')
    .on('calendar_feeds')
    .column('event_id')
    .unique()
    .where(sql.ref('event_id'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('calendar_feeds_member_idx')
    .on('calendar_feeds')
    .column('member_id')
    .unique()
    .where(sql.ref('member_id'), 'is not', null)
    .execute();
  await db.schema.createIndex('calendar_feeds_owner_idx').on('calendar_feeds').column('owner_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('calendar_feeds').execute();
}
