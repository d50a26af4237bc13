import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * unsubscribe_links: the unsubscribe link of every e-mail sent, digest or team e-mail, kept once the
 * e-mail's own row is deleted for its age (reminder-job.ts): an unsubscribe link keeps working for as
 * long as its recipient exists. A row is the token's SHA-256 and whom it names, nothing of the e-mail;
 * it goes with its member, account or workspace.
 */

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('unsubscribe_links')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('owner_id', 'integer', (col) => col.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('member', 'organiser')`))
    .addColumn('member_id', 'integer', (col) => col.references('team_members.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('sent_at', postgres ? 'timestamptz' : 'text', (col) => col.notNull())
    .addCheckConstraint(
      'unsubscribe_links_recipient_check',
      sql`(kind = 'member' and member_id is not null and user_id is null) or (kind = 'organiser' and user_id is not null and member_id is null)`,
    )
    .execute();
  // For the cascades: a deleted member, account or workspace finds its links without reading them all.
  await db.schema.createIndex('unsubscribe_links_owner_idx').on('unsubscribe_links').column('owner_id').execute();
  await db.schema.createIndex('unsubscribe_links_member_idx').on('unsubscribe_links').column('member_id').execute();
  await db.schema.createIndex('unsubscribe_links_user_idx').on('unsubscribe_links').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('unsubscribe_links').execute();
}
