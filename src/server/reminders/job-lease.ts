import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Takes the lease on job `name` for `holder` until `now + durationMs`, or renews it: one INSERT … ON
 * CONFLICT DO UPDATE that only writes when the lease is free, expired or already the holder's.
 * PostgreSQL locks the row for the statement and SQLite has a single writer, so of two instances
 * asking at once exactly one gets it. True when `holder` holds it now.
 */
export async function takeLease(db: Kysely<Database>, name: string, holder: string, now: Date, durationMs: number): Promise<boolean> {
  const expiresAt = new Date(now.getTime() + durationMs).toISOString();
  const taken = await db
    .insertInto('job_leases')
    .values({ name, holder, expires_at: expiresAt })
    .onConflict((conflict) =>
      conflict
        .column('name')
        .doUpdateSet({ holder, expires_at: expiresAt })
        .where((eb) => eb.or([eb('job_leases.holder', '=', holder), eb('job_leases.expires_at', '<=', now.toISOString())])),
    )
    .returning('holder')
    .executeTakeFirst();
  return taken?.holder === holder;
}

/** Gives the lease up (on shutdown), so another instance need not wait for it to expire. */
export async function releaseLease(db: Kysely<Database>, name: string, holder: string): Promise<void> {
  await db.deleteFrom('job_leases').where('name', '=', name).where('holder', '=', holder).execute();
}
