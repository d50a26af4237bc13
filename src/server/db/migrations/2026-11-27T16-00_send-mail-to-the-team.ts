import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/**
 * E-mails to an event's team, from the campaign and meeting agenda pages
 * (src/server/team-mail/; sent by the reminder job, so they go in the background, exactly once).
 *
 * - team_mail_messages: what was written, once per send: the event, the kind, the subject and the
 *   plain text (the HTML part is built from it when each e-mail goes), and who sent it.
 * - team_mail_deliveries: one row per recipient, planned before anything is sent, unique per message
 *   and member; claimed (planned → sending) before its e-mail goes, as reminder_deliveries are. Each
 *   holds the hash of the one-click unsubscribe token it mailed, which sets the member's
 *   team_members.reminders_opted_out_at, the same opt-out the reminders honour.
 */

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = postgres ? 'timestamptz' : 'text';
  const id = (col: ColumnDefinitionBuilder) => (postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement());

  await db.schema
    .createTable('team_mail_messages')
    .addColumn('id', 'integer', id)
    .addColumn('owner_id', 'integer', (col) => col.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('event_id', 'integer', (col) => col.notNull().references('events.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('announcement', 'reminder', 'thankYou', 'agenda')`))
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('sent_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('team_mail_messages_owner_idx').on('team_mail_messages').column('owner_id').execute();
  await db.schema.createIndex('team_mail_messages_event_idx').on('team_mail_messages').column('event_id').execute();

  await db.schema
    .createTable('team_mail_deliveries')
    .addColumn('id', 'integer', id)
    .addColumn('owner_id', 'integer', (col) => col.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('message_id', 'integer', (col) => col.notNull().references('team_mail_messages.id').onDelete('cascade'))
    .addColumn('member_id', 'integer', (col) => col.notNull().references('team_members.id').onDelete('cascade'))
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('planned').check(sql`status in ('planned', 'sending', 'sent', 'failed')`))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', timestamp, (col) => col.notNull())
    .addColumn('unsubscribe_token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('sent_at', timestamp)
    // What the last failed attempt said (the mailer's description of the error, never the message).
    .addColumn('last_error', 'text')
    .addUniqueConstraint('team_mail_deliveries_message_member_key', ['message_id', 'member_id'])
    .execute();
  await db.schema.createIndex('team_mail_deliveries_due_idx').on('team_mail_deliveries').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('team_mail_deliveries_owner_idx').on('team_mail_deliveries').column('owner_id').execute();
  await db.schema.createIndex('team_mail_deliveries_member_idx').on('team_mail_deliveries').column('member_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('team_mail_deliveries').execute();
  await db.schema.dropTable('team_mail_messages').execute();
}
