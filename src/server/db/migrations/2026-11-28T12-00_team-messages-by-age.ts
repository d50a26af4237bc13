import type { Kysely } from 'kysely';

/**
 * team_mail_messages by when they were written: the reminder job looks, every tick, for messages
 * older than the deliveries' retention with no e-mail left (reminder-job.ts), a range of this index
 * rather than a read of every message.
 */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('team_mail_messages_created_idx').on('team_mail_messages').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('team_mail_messages_created_idx').execute();
}
