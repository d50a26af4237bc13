import type { Kysely } from 'kysely';
import type { TeamMailInput, TeamMailRecipients } from '../../domain/campaigns-schema.ts';
import { insertRows } from '../db/insert-rows.ts';
import type { Database } from '../db/schema.ts';
import { hashToken, newLinkToken } from '../private-links/link-token.ts';

type Db = Kysely<Database>;

/** Whether the workspace has the event. */
export async function hasEvent(db: Db, ownerId: number, eventId: number): Promise<boolean> {
  const row = await db.selectFrom('events').select('id').where('id', '=', eventId).where('owner_id', '=', ownerId).executeTakeFirst();
  return row !== undefined;
}

/**
 * The event's team as an e-mail to it sees them: who receives it (an address, not unsubscribed, not
 * inactive), who has no address, who unsubscribed (reminders_opted_out_at, the reminders' opt-out). An
 * inactive member with an address is left out as the reminders leave them out, and listed as without one
 * would mislead, so they are not listed.
 */
export async function teamMailRecipients(db: Db, ownerId: number, eventId: number): Promise<TeamMailRecipients> {
  const rows = await db
    .selectFrom('team_members')
    .select(['id', 'name', 'email', 'status', 'reminders_opted_out_at'])
    .where('owner_id', '=', ownerId)
    .where('event_id', '=', eventId)
    .orderBy('name')
    .orderBy('id')
    .execute();
  const answer: TeamMailRecipients = { recipients: [], withoutAddress: [], unsubscribed: [] };
  for (const row of rows) {
    const member = { memberId: row.id, name: row.name };
    if (!row.email) answer.withoutAddress.push(member);
    else if (row.reminders_opted_out_at !== null) answer.unsubscribed.push(member);
    else if (row.status !== 'inactive') answer.recipients.push({ ...member, email: row.email });
  }
  return answer;
}

/**
 * Stores the message and plans one delivery per recipient, in one transaction: the job sends them.
 * Answers how many were planned.
 */
export async function planTeamMail(
  db: Db,
  ownerId: number,
  eventId: number,
  userId: number,
  input: TeamMailInput,
  memberIds: number[],
  now: Date,
): Promise<number> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const message = await trx
      .insertInto('team_mail_messages')
      .values({ owner_id: ownerId, event_id: eventId, kind: input.kind, subject: input.subject, body: input.text, sent_by: userId, created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rows = memberIds.map((memberId) => ({
      owner_id: ownerId,
      message_id: message.id,
      member_id: memberId,
      status: 'planned' as const,
      attempts: 0,
      next_attempt_at: at,
      // A stand-in until the e-mail goes: the hash of a token nobody was given, so it opens nothing.
      unsubscribe_token_hash: hashToken(newLinkToken()),
      created_at: at,
    }));
    const inserted = await insertRows(trx, 'team_mail_deliveries', rows, (query) => query.returning('id'));
    return inserted.length;
  });
}

// ---------------------------------------------------------------------------------------------
// Sending (by the reminder job)

export interface TeamMailDelivery {
  id: number;
  ownerId: number;
  messageId: number;
  memberId: number;
  attempts: number;
}

/** Planned e-mails whose (next) attempt is due, oldest first. */
export async function listDueTeamMail(db: Db, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('team_mail_deliveries')
    .select('id')
    .where('status', '=', 'planned')
    .where('next_attempt_at', '<=', now.toISOString())
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** planned → sending in one conditional UPDATE, as claimDelivery does for digests; undefined when another instance has it. */
export async function claimTeamMail(db: Db, id: number, unsubscribeTokenHash: string, now: Date): Promise<TeamMailDelivery | undefined> {
  const row = await db
    .updateTable('team_mail_deliveries')
    .set((eb) => ({ status: 'sending', attempts: eb('attempts', '+', 1), unsubscribe_token_hash: unsubscribeTokenHash, next_attempt_at: now.toISOString() }))
    .where('id', '=', id)
    .where('status', '=', 'planned')
    .where('next_attempt_at', '<=', now.toISOString())
    .returning(['id', 'owner_id', 'message_id', 'member_id', 'attempts'])
    .executeTakeFirst();
  return row && { id: row.id, ownerId: row.owner_id, messageId: row.message_id, memberId: row.member_id, attempts: row.attempts };
}

/**
 * Messages written before `writtenBefore` none of whose e-mails is left, at most `limit` of them: what
 * was written goes once the last e-mail of it has (mail/delivery-state.ts `deleteFinished`). Answers how many went.
 */
export async function deleteDeliveredTeamMessages(db: Db, writtenBefore: Date, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('team_mail_messages')
    .where(
      'id',
      'in',
      db
        .selectFrom('team_mail_messages as messages')
        .select('messages.id')
        .where('messages.created_at', '<', writtenBefore.toISOString())
        .where(({ not, exists, selectFrom }) => not(exists(selectFrom('team_mail_deliveries as deliveries').select('deliveries.id').whereRef('deliveries.message_id', '=', 'messages.id'))))
        .limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}


export interface TeamMailSource {
  memberName: string;
  email: string | null;
  unsubscribed: boolean;
  inactive: boolean;
  eventName: string;
  subject: string;
  body: string;
  /** The address of the account that sent it (replies go there); null once the account is gone. */
  senderEmail: string | null;
}

/** What the e-mail says and to whom, read when it is sent; undefined when the member or message is gone. */
export async function teamMailSource(db: Db, delivery: TeamMailDelivery): Promise<TeamMailSource | undefined> {
  const row = await db
    .selectFrom('team_mail_messages as messages')
    .innerJoin('events', (join) => join.onRef('events.id', '=', 'messages.event_id').onRef('events.owner_id', '=', 'messages.owner_id'))
    .innerJoin('team_members as members', (join) => join.onRef('members.event_id', '=', 'events.id').onRef('members.owner_id', '=', 'events.owner_id'))
    .leftJoin('users as sender', 'sender.id', 'messages.sent_by')
    .select([
      'messages.subject',
      'messages.body',
      'events.name as event_name',
      'members.name',
      'members.email',
      'members.status',
      'members.reminders_opted_out_at',
      'sender.email as sender_email',
    ])
    .where('messages.id', '=', delivery.messageId)
    .where('messages.owner_id', '=', delivery.ownerId)
    .where('members.id', '=', delivery.memberId)
    .executeTakeFirst();
  return (
    row && {
      memberName: row.name,
      email: row.email,
      unsubscribed: row.reminders_opted_out_at !== null,
      inactive: row.status === 'inactive',
      eventName: row.event_name,
      subject: row.subject,
      body: row.body,
      senderEmail: row.sender_email,
    }
  );
}

/** The member a team e-mail's unsubscribe token was mailed to; undefined when none. */
export async function findTeamMailUnsubscribe(db: Db, tokenHash: string): Promise<{ ownerId: number; memberId: number } | undefined> {
  const row = await db.selectFrom('team_mail_deliveries').select(['owner_id', 'member_id']).where('unsubscribe_token_hash', '=', tokenHash).executeTakeFirst();
  return row && { ownerId: row.owner_id, memberId: row.member_id };
}
