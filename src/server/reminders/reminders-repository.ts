import type { Kysely } from 'kysely';
import { addDays, type CalendarDate } from '../../domain/calendar-dates.ts';
import { isRemindedOn, type DigestTask, type ReminderSchedule, type SendDay } from '../../domain/reminder-rules.ts';
import { THIS_WEEK_DAYS } from '../../domain/task-rules.ts';
import { insertRows } from '../db/insert-rows.ts';
import type { Database } from '../db/schema.ts';
import { hashToken, newLinkToken } from '../private-links/link-token.ts';
import { findTeamMailUnsubscribe } from '../team-mail/team-mail-repository.ts';

type Db = Kysely<Database>;

// ---------------------------------------------------------------------------------------------
// Settings

export interface EventReminderSettings {
  schedule: ReminderSchedule;
  endDate: CalendarDate;
  timeZone: string;
}

/** The event's reminders and what they are sent by; undefined when the workspace has no such event. */
export async function findEventReminders(db: Db, ownerId: number, eventId: number): Promise<EventReminderSettings | undefined> {
  const row = await db
    .selectFrom('events')
    .innerJoin('workspaces', 'workspaces.id', 'events.owner_id')
    .select(['events.reminders', 'events.end_date', 'workspaces.time_zone'])
    .where('events.id', '=', eventId)
    .where('events.owner_id', '=', ownerId)
    .executeTakeFirst();
  return row && { schedule: row.reminders, endDate: row.end_date, timeZone: row.time_zone };
}

/** False when the workspace has no such event. */
export async function setEventReminders(db: Db, ownerId: number, eventId: number, schedule: ReminderSchedule): Promise<boolean> {
  const result = await db.updateTable('events').set({ reminders: schedule }).where('id', '=', eventId).where('owner_id', '=', ownerId).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Whether the account gets the workspace's organiser digest (it has not turned it off). */
export async function isDigestEnabled(db: Db, workspaceId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('workspace_members')
    .select('digest_opted_out_at')
    .where('workspace_id', '=', workspaceId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined && row.digest_opted_out_at === null;
}

export async function setDigestEnabled(db: Db, workspaceId: number, userId: number, enabled: boolean, now: Date): Promise<void> {
  let update = db
    .updateTable('workspace_members')
    .set({ digest_opted_out_at: enabled ? null : now.toISOString() })
    .where('workspace_id', '=', workspaceId)
    .where('user_id', '=', userId);
  // Turning it off again keeps the first time it was turned off.
  if (!enabled) update = update.where('digest_opted_out_at', 'is', null);
  await update.execute();
}

// ---------------------------------------------------------------------------------------------
// Planning: a row per digest, before anything is sent

type Cause = 'schedule' | 'manual' | 'preview';

/**
 * A stand-in for the unsubscribe token's hash until the digest is sent (the row needs one): the hash
 * of a token nobody was ever given, so it opens nothing. Each send stores the hash of the token it mails.
 */
const unusedTokenHash = () => hashToken(newLinkToken());

function deliveryRow(ownerId: number, recipient: { memberId: number } | { userId: number }, localDate: CalendarDate, cause: Cause, now: Date) {
  const at = now.toISOString();
  return {
    owner_id: ownerId,
    kind: 'memberId' in recipient ? ('member' as const) : ('organiser' as const),
    member_id: 'memberId' in recipient ? recipient.memberId : null,
    user_id: 'userId' in recipient ? recipient.userId : null,
    local_date: localDate,
    cause,
    status: 'planned' as const,
    attempts: 0,
    next_attempt_at: at,
    unsubscribe_token_hash: unusedTokenHash(),
    created_at: at,
  };
}

/**
 * Inserts the rows, leaving out any a unique index already holds: a scheduled digest that this or
 * another instance planned for the same recipient and day stays the one row. Answers the ids inserted.
 */
async function insertDeliveries(db: Db, rows: ReturnType<typeof deliveryRow>[]): Promise<number[]> {
  const inserted = await insertRows(db, 'reminder_deliveries', rows, (query) => query.onConflict((conflict) => conflict.doNothing()).returning('id'));
  return inserted.map((row) => row.id);
}

/** The workspaces with an event whose reminders are on, and their zones. */
export async function listReminderWorkspaces(db: Db): Promise<{ id: number; timeZone: string }[]> {
  const rows = await db
    .selectFrom('workspaces')
    .select(['workspaces.id', 'workspaces.time_zone'])
    .where(({ exists, selectFrom }) => exists(selectFrom('events').select('events.id').whereRef('events.owner_id', '=', 'workspaces.id').where('events.reminders', '<>', 'off')))
    .orderBy('workspaces.id')
    .execute();
  return rows.map((row) => ({ id: row.id, timeZone: row.time_zone }));
}

/** The workspace's events a digest on `today` covers: reminders on for that kind of day, not ended. */
async function remindedEvents(db: Db, ownerId: number, today: CalendarDate, sendDay: SendDay) {
  const rows = await db
    .selectFrom('events')
    .select(['id', 'name', 'reminders', 'end_date'])
    .where('owner_id', '=', ownerId)
    .where('reminders', '<>', 'off')
    .where('end_date', '>=', today)
    .orderBy('start_date')
    .orderBy('id')
    .execute();
  return rows.filter((row) => isRemindedOn({ reminders: row.reminders, endDate: row.end_date }, today, sendDay));
}

/**
 * Members of the events who would get a digest today: an e-mail address, not unsubscribed, not
 * inactive, and at least one open task overdue or due within the week (counting today).
 */
async function membersToRemind(db: Db, ownerId: number, eventIds: number[], today: CalendarDate): Promise<number[]> {
  if (eventIds.length === 0) return [];
  const weekEnd = addDays(today, THIS_WEEK_DAYS - 1);
  const rows = await db
    .selectFrom('team_members as members')
    .select('members.id')
    .where('members.owner_id', '=', ownerId)
    .where('members.event_id', 'in', eventIds)
    .where('members.email', 'is not', null)
    .where('members.reminders_opted_out_at', 'is', null)
    .where('members.status', '<>', 'inactive')
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('tasks')
          .select('tasks.id')
          .where('tasks.owner_id', '=', ownerId)
          .whereRef('tasks.assignee_id', '=', 'members.id')
          .where('tasks.status', '<>', 'completed')
          .where((eb) => eb.or([eb('tasks.status', '=', 'overdue'), eb('tasks.due_date', '<=', weekEnd)])),
      ),
    )
    .orderBy('members.id')
    .execute();
  return rows.map((row) => row.id);
}

/** Whether any of the events has an open task overdue or due within the week: an organiser digest with something to say. */
async function hasTasksToReport(db: Db, ownerId: number, eventIds: number[], today: CalendarDate): Promise<boolean> {
  if (eventIds.length === 0) return false;
  const weekEnd = addDays(today, THIS_WEEK_DAYS - 1);
  const row = await db
    .selectFrom('tasks')
    .select('id')
    .where('owner_id', '=', ownerId)
    .where('event_id', 'in', eventIds)
    .where('status', '<>', 'completed')
    .where((eb) => eb.or([eb('status', '=', 'overdue'), eb('due_date', '<=', weekEnd)]))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The owner and editors of the workspace who have not turned their digest off. */
async function organisersToRemind(db: Db, workspaceId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('workspace_members')
    .select('user_id')
    .where('workspace_id', '=', workspaceId)
    .where('role', 'in', ['owner', 'editor'])
    .where('digest_opted_out_at', 'is', null)
    .orderBy('user_id')
    .execute();
  return rows.map((row) => row.user_id);
}

/**
 * Plans the workspace's scheduled digests of the local day `today`: one per member who has something
 * due, one per organiser when any event has. Planning twice, from one instance or two, adds nothing:
 * the unique indexes keep one scheduled digest per recipient and day. Answers how many rows are new.
 */
export async function planScheduledDigests(db: Db, ownerId: number, today: CalendarDate, sendDay: SendDay, now: Date): Promise<number> {
  const events = await remindedEvents(db, ownerId, today, sendDay);
  if (events.length === 0) return 0;
  const eventIds = events.map((event) => event.id);
  const members = await membersToRemind(db, ownerId, eventIds, today);
  const organisers = (await hasTasksToReport(db, ownerId, eventIds, today)) ? await organisersToRemind(db, ownerId) : [];
  const rows = [
    ...members.map((memberId) => deliveryRow(ownerId, { memberId }, today, 'schedule', now)),
    ...organisers.map((userId) => deliveryRow(ownerId, { userId }, today, 'schedule', now)),
  ];
  return (await insertDeliveries(db, rows)).length;
}

/** "Send reminders now": a digest for each member of the event who has something due. Answers how many. */
export async function planManualDigests(db: Db, ownerId: number, eventId: number, today: CalendarDate, now: Date): Promise<number> {
  const members = await membersToRemind(db, ownerId, [eventId], today);
  return (await insertDeliveries(db, members.map((memberId) => deliveryRow(ownerId, { memberId }, today, 'manual', now)))).length;
}

/** The organiser's own digest, to themselves. Answers the row's id. */
export async function planPreview(db: Db, ownerId: number, userId: number, today: CalendarDate, now: Date): Promise<number> {
  const [id] = await insertDeliveries(db, [deliveryRow(ownerId, { userId }, today, 'preview', now)]);
  return id!;
}

// ---------------------------------------------------------------------------------------------
// Sending

export interface Delivery {
  id: number;
  ownerId: number;
  kind: 'member' | 'organiser';
  memberId: number | null;
  userId: number | null;
  localDate: CalendarDate;
  cause: Cause;
  attempts: number;
}

/** Planned digests whose (next) attempt is due, oldest first; not previews, which the request that asked sends itself. */
export async function listDueDeliveries(db: Db, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('reminder_deliveries')
    .select('id')
    .where('status', '=', 'planned')
    .where('cause', '<>', 'preview')
    .where('next_attempt_at', '<=', now.toISOString())
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Claims a planned digest for one attempt: planned → sending, in one conditional UPDATE, so that of
 * instances racing for it exactly one gets it. Stores the hash of the unsubscribe token the attempt
 * mails, and the time the attempt started (in next_attempt_at). Undefined when another instance has
 * it, or it is not due.
 */
export async function claimDelivery(db: Db, id: number, unsubscribeTokenHash: string, now: Date): Promise<Delivery | undefined> {
  const row = await db
    .updateTable('reminder_deliveries')
    .set((eb) => ({
      status: 'sending',
      attempts: eb('attempts', '+', 1),
      unsubscribe_token_hash: unsubscribeTokenHash,
      next_attempt_at: now.toISOString(),
    }))
    .where('id', '=', id)
    .where('status', '=', 'planned')
    .where('next_attempt_at', '<=', now.toISOString())
    .returning(['id', 'owner_id', 'kind', 'member_id', 'user_id', 'local_date', 'cause', 'attempts'])
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      ownerId: row.owner_id,
      kind: row.kind,
      memberId: row.member_id,
      userId: row.user_id,
      localDate: row.local_date,
      cause: row.cause,
      attempts: row.attempts,
    }
  );
}

// ---------------------------------------------------------------------------------------------
// What a digest says, read when it is sent

export interface MemberDigestSource {
  memberName: string;
  email: string | null;
  unsubscribed: boolean;
  inactive: boolean;
  event: { id: number; name: string; reminders: ReminderSchedule; endDate: CalendarDate };
  tasks: DigestTask[];
}

const OPEN_TASK_COLUMNS = ['tasks.id', 'tasks.title', 'tasks.status', 'tasks.priority', 'tasks.due_date', 'tasks.event_id', 'tasks.assignee_id'] as const;

type TaskRow = { id: number; title: string; status: string; priority: string; due_date: string | null; event_id: number; assignee_id: number | null };
const toDigestTask = (row: TaskRow): DigestTask => ({
  id: row.id,
  title: row.title,
  status: row.status,
  priority: row.priority,
  dueDate: row.due_date,
  eventId: row.event_id,
  assigneeId: row.assignee_id,
});

/** Open tasks that may be overdue or due within the week of `today`, of the given events (and assignee). */
async function openTasksDueBy(db: Db, ownerId: number, today: CalendarDate, filter: { eventIds: number[] } | { assigneeId: number }) {
  const weekEnd = addDays(today, THIS_WEEK_DAYS - 1);
  let query = db
    .selectFrom('tasks')
    .select(OPEN_TASK_COLUMNS)
    .where('tasks.owner_id', '=', ownerId)
    .where('tasks.status', '<>', 'completed')
    .where((eb) => eb.or([eb('tasks.status', '=', 'overdue'), eb('tasks.due_date', '<=', weekEnd)]));
  if ('assigneeId' in filter) query = query.where('tasks.assignee_id', '=', filter.assigneeId);
  else if (filter.eventIds.length === 0) return [];
  else query = query.where('tasks.event_id', 'in', filter.eventIds);
  return (await query.execute()).map(toDigestTask);
}

export async function memberDigestSource(db: Db, ownerId: number, memberId: number, today: CalendarDate): Promise<MemberDigestSource | undefined> {
  const row = await db
    .selectFrom('team_members as members')
    .innerJoin('events', (join) => join.onRef('events.id', '=', 'members.event_id').onRef('events.owner_id', '=', 'members.owner_id'))
    .select(['members.name', 'members.email', 'members.status', 'members.reminders_opted_out_at', 'events.id as event_id', 'events.name as event_name', 'events.reminders', 'events.end_date'])
    .where('members.id', '=', memberId)
    .where('members.owner_id', '=', ownerId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    memberName: row.name,
    email: row.email,
    unsubscribed: row.reminders_opted_out_at !== null,
    inactive: row.status === 'inactive',
    event: { id: row.event_id, name: row.event_name, reminders: row.reminders, endDate: row.end_date },
    tasks: await openTasksDueBy(db, ownerId, today, { assigneeId: memberId }),
  };
}

export interface OrganiserDigestSource {
  name: string;
  email: string;
  workspaceName: string;
  /** Still an owner or editor of the workspace, with the digest on. */
  subscribed: boolean;
  events: { id: number; name: string }[];
  tasks: DigestTask[];
  members: { id: number; name: string }[];
}

/**
 * What an organiser's digest of `today` covers: the events reminded on that day (`sendDay`), or, for
 * a preview (`sendDay` null), every event with reminders on that has not ended.
 */
export async function organiserDigestSource(
  db: Db,
  ownerId: number,
  userId: number,
  today: CalendarDate,
  sendDay: SendDay | null,
): Promise<OrganiserDigestSource | undefined> {
  const row = await db
    .selectFrom('users')
    .innerJoin('workspaces', (join) => join.on('workspaces.id', '=', ownerId))
    .leftJoin('workspace_members as membership', (join) =>
      join.onRef('membership.workspace_id', '=', 'workspaces.id').onRef('membership.user_id', '=', 'users.id'),
    )
    .select(['users.name', 'users.email', 'workspaces.name as workspace_name', 'membership.role', 'membership.digest_opted_out_at'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  const events = (await remindedEvents(db, ownerId, today, sendDay ?? { daily: true, weekly: true })).map(({ id, name }) => ({ id, name }));
  const eventIds = events.map((event) => event.id);
  const tasks = await openTasksDueBy(db, ownerId, today, { eventIds });
  const assignees = [...new Set(tasks.flatMap((task) => (task.assigneeId === null ? [] : [task.assigneeId])))];
  const members =
    assignees.length === 0
      ? []
      : await db.selectFrom('team_members').select(['id', 'name']).where('owner_id', '=', ownerId).where('id', 'in', assignees).execute();
  return {
    name: row.name,
    email: row.email,
    workspaceName: row.workspace_name,
    subscribed: (row.role === 'owner' || row.role === 'editor') && row.digest_opted_out_at === null,
    events,
    tasks,
    members,
  };
}

// ---------------------------------------------------------------------------------------------
// Unsubscribe

export interface UnsubscribeTarget {
  kind: 'member' | 'organiser';
  ownerId: number;
  memberId: number | null;
  userId: number | null;
  recipientName: string;
  scopeName: string;
  unsubscribed: boolean;
}

/**
 * Whom the e-mail with this unsubscribe token's hash went to: a digest, or an e-mail to the event's team
 * (a campaign, an agenda: the same opt-out as a member's reminders), or, once that e-mail's row is
 * deleted for its age, the link kept of it.
 */
async function findUnsubscribeRecipient(db: Db, tokenHash: string) {
  const recipient = ['kind', 'owner_id', 'member_id', 'user_id'] as const;
  return (
    (await db.selectFrom('reminder_deliveries').select(recipient).where('unsubscribe_token_hash', '=', tokenHash).executeTakeFirst()) ??
    (await findTeamMailUnsubscribe(db, tokenHash).then((found) => found && { kind: 'member' as const, owner_id: found.ownerId, member_id: found.memberId, user_id: null })) ??
    (await db.selectFrom('unsubscribe_links').select(recipient).where('token_hash', '=', tokenHash).executeTakeFirst())
  );
}

/** The recipient of the e-mail whose unsubscribe token has this hash; undefined when none (or the recipient is gone). */
export async function findUnsubscribeTarget(db: Db, tokenHash: string): Promise<UnsubscribeTarget | undefined> {
  const delivery = await findUnsubscribeRecipient(db, tokenHash);
  if (!delivery) return undefined;
  if (delivery.kind === 'member') {
    const member = await db
      .selectFrom('team_members as members')
      .innerJoin('events', 'events.id', 'members.event_id')
      .select(['members.name', 'members.reminders_opted_out_at', 'events.name as event_name'])
      .where('members.id', '=', delivery.member_id!)
      .where('members.owner_id', '=', delivery.owner_id)
      .executeTakeFirst();
    return (
      member && {
        kind: 'member',
        ownerId: delivery.owner_id,
        memberId: delivery.member_id,
        userId: null,
        recipientName: member.name,
        scopeName: member.event_name,
        unsubscribed: member.reminders_opted_out_at !== null,
      }
    );
  }
  const organiser = await db
    .selectFrom('users')
    .innerJoin('workspaces', (join) => join.on('workspaces.id', '=', delivery.owner_id))
    .leftJoin('workspace_members as membership', (join) =>
      join.onRef('membership.workspace_id', '=', 'workspaces.id').onRef('membership.user_id', '=', 'users.id'),
    )
    .select(['users.name', 'workspaces.name as workspace_name', 'membership.user_id as member_user_id', 'membership.digest_opted_out_at'])
    .where('users.id', '=', delivery.user_id!)
    .executeTakeFirst();
  return (
    organiser && {
      kind: 'organiser',
      ownerId: delivery.owner_id,
      memberId: null,
      userId: delivery.user_id,
      recipientName: organiser.name,
      scopeName: organiser.workspace_name,
      // No longer in the workspace: no digest comes either.
      unsubscribed: organiser.member_user_id === null || organiser.digest_opted_out_at !== null,
    }
  );
}

/** Stops the recipient's digests; a second time changes nothing. */
export async function unsubscribe(db: Db, target: UnsubscribeTarget, now: Date): Promise<void> {
  const at = now.toISOString();
  if (target.kind === 'member') {
    await db
      .updateTable('team_members')
      .set({ reminders_opted_out_at: at })
      .where('id', '=', target.memberId!)
      .where('owner_id', '=', target.ownerId)
      .where('reminders_opted_out_at', 'is', null)
      .execute();
    return;
  }
  await db
    .updateTable('workspace_members')
    .set({ digest_opted_out_at: at })
    .where('workspace_id', '=', target.ownerId)
    .where('user_id', '=', target.userId!)
    .where('digest_opted_out_at', 'is', null)
    .execute();
}
