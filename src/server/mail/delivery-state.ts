// The states of an e-mail sent one row at a time, alike for digests (reminder_deliveries) and team
// e-mails (team_mail_deliveries): planned, claimed for an attempt (sending, by each table's own claim,
// which returns what that table's e-mail needs), then sent, planned again for a retry, or failed. Every
// change after the claim is conditional on the row still being 'sending'.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database>;

export type DeliveryTable = 'reminder_deliveries' | 'team_mail_deliveries';

export async function markSent(db: Db, table: DeliveryTable, id: number, now: Date): Promise<void> {
  await db.updateTable(table).set({ status: 'sent', sent_at: now.toISOString(), last_error: null }).where('id', '=', id).where('status', '=', 'sending').execute();
}

/** Not sent, for good: given up after its attempts, or nothing left to send (`reason`). */
export async function markFailed(db: Db, table: DeliveryTable, id: number, reason: string): Promise<void> {
  await db.updateTable(table).set({ status: 'failed', last_error: reason }).where('id', '=', id).where('status', '=', 'sending').execute();
}

/**
 * After a failed attempt (the `attempts`-th): planned again after the next of `delays`, or failed for
 * good after the last (at once with no delays). The error is kept, shortened, in `last_error`.
 */
export async function recordFailedAttempt(
  db: Db,
  table: DeliveryTable,
  { id, attempts }: { id: number; attempts: number },
  now: Date,
  delays: readonly number[],
  error: Record<string, unknown>,
): Promise<'retrying' | 'failed'> {
  const summary = [error.code, error.responseCode, error.message].filter((part) => part !== undefined).join(' ').slice(0, 500);
  const delay = delays[attempts - 1];
  if (delay === undefined) {
    await markFailed(db, table, id, summary);
    return 'failed';
  }
  await db
    .updateTable(table)
    .set({ status: 'planned', next_attempt_at: new Date(now.getTime() + delay).toISOString(), last_error: summary })
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .execute();
  return 'retrying';
}

/**
 * E-mails an attempt started on before `startedBefore` and never finished: the instance sending them
 * stopped between handing the mail over and recording it. Whether it went out cannot be known, so
 * they are not sent again (twice is worse than once missing); they are marked failed, so that they
 * are visible, and their ids answered for the log.
 */
export async function failInterrupted(db: Db, table: DeliveryTable, startedBefore: Date): Promise<number[]> {
  const rows = await db
    .updateTable(table)
    .set({ status: 'failed', last_error: 'interrupted while sending: not sent again' })
    .where('status', '=', 'sending')
    .where('next_attempt_at', '<', startedBefore.toISOString())
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Deletes at most `limit` finished e-mails (sent or failed) whose last attempt started before
 * `startedBefore`, found by the due index (status, next_attempt_at): the caller repeats it to clear
 * more. Planned and sending rows are never touched. The unsubscribe links of the sent ones are kept
 * (unsubscribe_links) in the same transaction, so no link of an e-mail in someone's inbox stops
 * working. Answers how many went.
 */
export async function deleteFinished(db: Db, table: DeliveryTable, startedBefore: Date, limit: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const finished = await trx
      .selectFrom(table)
      .select('id')
      .where('status', 'in', ['sent', 'failed'])
      .where('next_attempt_at', '<', startedBefore.toISOString())
      .limit(limit)
      .execute();
    const ids = finished.map((row) => row.id);
    if (ids.length === 0) return 0;
    await keepUnsubscribeLinks(trx, table, ids);
    await trx.deleteFrom(table).where('id', 'in', ids).execute();
    return ids.length;
  });
}

async function keepUnsubscribeLinks(trx: Db, table: DeliveryTable, ids: number[]): Promise<void> {
  const links =
    table === 'reminder_deliveries'
      ? trx
          .selectFrom('reminder_deliveries')
          .select(['unsubscribe_token_hash', 'owner_id', 'kind', 'member_id', 'user_id', 'sent_at'])
          .where('id', 'in', ids)
          .where('status', '=', 'sent')
      : trx
          .selectFrom('team_mail_deliveries')
          // A team e-mail goes to a member.
          .select(['unsubscribe_token_hash', 'owner_id', sql<'member'>`'member'`.as('kind'), 'member_id', sql<null>`null`.as('user_id'), 'sent_at'])
          .where('id', 'in', ids)
          .where('status', '=', 'sent');
  await trx
    .insertInto('unsubscribe_links')
    .columns(['token_hash', 'owner_id', 'kind', 'member_id', 'user_id', 'sent_at'])
    .expression(links)
    .onConflict((conflict) => conflict.column('token_hash').doNothing())
    .execute();
}
