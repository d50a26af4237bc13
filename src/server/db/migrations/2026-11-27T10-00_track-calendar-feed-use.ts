import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * `calendar_feeds.last_used_at`: when a calendar app last fetched the feed (null: never), shown on the
 * account's list of private links so that a link still in use on a lost device stands out. Written at
 * most once an hour per feed, so a feed fetch stays a read.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .alterTable('calendar_feeds')
    .addColumn('last_used_at', postgres ? 'timestamptz' : 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('calendar_feeds').dropColumn('last_used_at').execute();
}
