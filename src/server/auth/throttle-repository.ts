import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Every change below is one INSERT … ON CONFLICT DO UPDATE: PostgreSQL locks the row for it and SQLite
 * has a single writer, so concurrent requests, from this instance or another, never count the same hit
 * twice or miss one.
 */

const bigint = (value: number): RawBuilder<number> => sql<number>`cast(${value} as bigint)`;

export interface WindowCount {
  /** Hits in the current window, this one included. */
  hits: number;
  /** Epoch milliseconds when the window ends and counting starts again. */
  resetsAtMs: number;
}

/** Counts one hit for `key` in a fixed window of `windowMs` and answers the count so far. */
export async function countHit(db: Kysely<Database>, key: string, windowMs: number, nowMs: number): Promise<WindowCount> {
  const expired = sql<boolean>`auth_throttle.expires_at_ms <= ${bigint(nowMs)}`;
  const row = await db
    .insertInto('auth_throttle')
    .values({ key, hits: 1, expires_at_ms: nowMs + windowMs })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        hits: sql<number>`case when ${expired} then 1 else auth_throttle.hits + 1 end`,
        expires_at_ms: sql<number>`case when ${expired} then excluded.expires_at_ms else auth_throttle.expires_at_ms end`,
      }),
    )
    .returning(['hits', 'expires_at_ms'])
    .executeTakeFirstOrThrow();
  return { hits: row.hits, resetsAtMs: row.expires_at_ms };
}

export interface Backoff {
  /** Failures allowed before the next attempt has to wait. */
  freeFailures: number;
  /** The wait after failure number freeFailures, freeFailures + 1, …; the last one repeats. */
  delaysMs: readonly number[];
  /** How long failures are remembered after the last one; longer than any delay. */
  memoryMs: number;
}

export function delayAfter(failures: number, backoff: Backoff): number {
  if (failures < backoff.freeFailures) return 0;
  const step = Math.min(failures - backoff.freeFailures, backoff.delaysMs.length - 1);
  return backoff.delaysMs[step]!;
}

export type Claim = { accepted: true } | { accepted: false; retryAtMs: number };

/**
 * Claims one attempt for `key` unless an earlier failure makes it wait. A claimed attempt counts as a
 * failure straight away (and sets the wait that failure earns), so attempts racing each other cannot
 * all slip through before one is recorded; `clearFailures` forgets them when the attempt succeeds.
 */
export async function claimAttempt(db: Kysely<Database>, key: string, backoff: Backoff, nowMs: number): Promise<Claim> {
  const now = bigint(nowMs);
  const failures = sql<number>`(case when auth_throttle.expires_at_ms <= ${now} then 1 else auth_throttle.hits + 1 end)`;
  const steps = backoff.delaysMs.map(
    (delay, step) => sql`when ${failures} = ${sql.lit(backoff.freeFailures + step)} then ${sql.lit(delay)}`,
  );
  const delay = sql<number>`case ${sql.join(steps, sql` `)} else ${sql.lit(backoff.delaysMs.at(-1)!)} end`;
  // No wait earned is 0, not "now": a request that read the clock a moment earlier must not be refused.
  const blockedUntil = sql<number>`case when ${failures} < ${sql.lit(backoff.freeFailures)} then 0 else ${now} + ${delay} end`;
  const firstDelay = delayAfter(1, backoff);

  const claimed = await db
    .insertInto('auth_throttle')
    .values({ key, hits: 1, expires_at_ms: nowMs + backoff.memoryMs, blocked_until_ms: firstDelay && nowMs + firstDelay })
    .onConflict((conflict) =>
      conflict
        .column('key')
        .doUpdateSet({
          hits: failures,
          expires_at_ms: sql<number>`excluded.expires_at_ms`,
          blocked_until_ms: blockedUntil,
        })
        .where('auth_throttle.blocked_until_ms', '<=', nowMs),
    )
    .returning('hits')
    .executeTakeFirst();
  if (claimed) return { accepted: true };

  const blocked = await db.selectFrom('auth_throttle').select('blocked_until_ms').where('key', '=', key).executeTakeFirst();
  return { accepted: false, retryAtMs: blocked?.blocked_until_ms ?? nowMs };
}

export async function clearFailures(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('auth_throttle').where('key', '=', key).execute();
}

export async function deleteExpiredThrottles(db: Kysely<Database>, nowMs = Date.now()): Promise<void> {
  await db.deleteFrom('auth_throttle').where('expires_at_ms', '<=', nowMs).execute();
}
