import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/**
 * The team in the loop: members reach their own tasks through a private link, and reminders go out
 * by e-mail (docs/decisions/021-member-pages-and-reminders.md).
 *
 * - member_links: one live link per team member, stored as the SHA-256 of its token. Making a new one
 *   replaces the hash (the old link stops working); turning it off deletes the row. Goes with its
 *   member (and so with the member's event) and its workspace.
 * - task_status_log.changed_by_member: the member who changed the status through their link (null when
 *   an account made the change, or the member is gone).
 * - events.reminders: 'off' (the default), 'weekly' (Mondays) or 'daily'.
 * - workspaces.time_zone: the IANA zone reminders are sent in, at 08:00.
 * - workspace_members.digest_opted_out_at: when an organiser turned their digest off (null: they get it).
 * - team_members.reminders_opted_out_at: when a member unsubscribed from reminders (null: subscribed).
 * - reminder_deliveries: every digest, planned before it is sent; unique per recipient and local day
 *   for the scheduled ones, so no digest goes twice, whichever instance plans it. Each holds the hash
 *   of its one-click unsubscribe token.
 * - job_leases: which instance runs a scheduled job until when, so two instances never run it at once.
 */

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = postgres ? 'timestamptz' : 'text';
  const id = (col: ColumnDefinitionBuilder) => (postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement());

  await db.schema
    .createTable('member_links')
    .addColumn('id', 'integer', id)
    .addColumn('owner_id', 'integer', (col) => col.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('member_id', 'integer', (col) => col.notNull().unique().references('team_members.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('last_used_at', timestamp)
    .execute();
  await db.schema.createIndex('member_links_owner_idx').on('member_links').column('owner_id').execute();

  await db.schema
    .alterTable('task_status_log')
    .addColumn('changed_by_member', 'integer', (col) => col.references('team_members.id').onDelete('set null'))
    .execute();

  await db.schema
    .alterTable('events')
    .addColumn('reminders', 'text', (col) => col.notNull().defaultTo('off').check(sql`reminders in ('off', 'weekly', 'daily')`))
    .execute();
  await db.schema.alterTable('workspaces').addColumn('time_zone', 'text', (col) => col.notNull().defaultTo('UTC')).execute();
  await db.schema
    .alterTable('workspace_members')
    .addColumn('digest_opted_out_at', timestamp)
    .execute();
  await db.schema
    .alterTable('team_members')
    .addColumn('reminders_opted_out_at', timestamp)
    .execute();

  await db.schema
    .createTable('reminder_deliveries')
    .addColumn('id', 'integer', id)
    .addColumn('owner_id', 'integer', (col) => col.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('member', 'organiser')`))
    .addColumn('member_id', 'integer', (col) => col.references('team_members.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
    // The local day (in the workspace's zone) the digest is for: a recipient gets one scheduled digest a day.
    .addColumn('local_date', 'text', (col) => col.notNull())
    .addColumn('cause', 'text', (col) => col.notNull().check(sql`cause in ('schedule', 'manual', 'preview')`))
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('planned').check(sql`status in ('planned', 'sending', 'sent', 'failed')`))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', timestamp, (col) => col.notNull())
    .addColumn('unsubscribe_token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('sent_at', timestamp)
    // What the last failed attempt said (the mailer's description of the error, never the message).
    .addColumn('last_error', 'text')
    .addCheckConstraint(
      'reminder_deliveries_recipient_check',
      sql`(kind = 'member' and member_id is not null and user_id is null) or (kind = 'organiser' and user_id is not null and member_id is null)`,
    )
    .execute();
  // Exactly once: one scheduled digest per recipient and local day, whichever instance plans it.
  await db.schema
    .createIndex('reminder_deliveries_member_day_idx')
    .on('reminder_deliveries')
    .columns(['member_id', 'local_date'])
    .unique()
    .where(sql<boolean>`kind = 'member' and cause = 'schedule'`)
    .execute();
  await db.schema
    .createIndex('reminder_deliveries_organiser_day_idx')
    .on('reminder_deliveries')
    .columns(['owner_id', 'user_id', 'local_date'])
    .unique()
    .where(sql<boolean>`kind = 'organiser' and cause = 'schedule'`)
    .execute();
  await db.schema.createIndex('reminder_deliveries_due_idx').on('reminder_deliveries').columns(['status', 'next_attempt_at']).execute();

  await db.schema
    .createTable('job_leases')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('holder', 'text', (col) => col.notNull())
    .addColumn('expires_at', timestamp, (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('job_leases').execute();
  await db.schema.dropTable('reminder_deliveries').execute();
  await db.schema.alterTable('team_members').dropColumn('reminders_opted_out_at').execute();
  await db.schema.alterTable('workspace_members').dropColumn('digest_opted_out_at').execute();
  await db.schema.alterTable('workspaces').dropColumn('time_zone').execute();
  await db.schema.alterTable('events').dropColumn('reminders').execute();
  await db.schema.alterTable('task_status_log').dropColumn('changed_by_member').execute();
  await db.schema.dropTable('member_links').execute();
}
