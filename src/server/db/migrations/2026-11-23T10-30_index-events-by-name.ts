import { sql, type Kysely } from 'kysely';

/** The event pickers list an owner's events A to Z ignoring case: this serves that order without sorting them all. */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index events_owner_name_idx on events (owner_id, lower(name), id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('events_owner_name_idx').execute();
}
