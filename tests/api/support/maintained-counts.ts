import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../src/server/db/schema.ts';

/**
 * The counts the database keeps with triggers (migrations 2026-11-23T10-20 and on), read as they are
 * and counted afresh from the tasks and team members, in the same shape: a test compares the two.
 */

type Db = Kysely<Database>;

/** The tables of counts kept by triggers, each keyed by owner_id (the workspace) first. */
export const COUNT_TABLES = ['owner_task_counts', 'event_task_counts', 'assignee_task_counts', 'open_task_due_counts', 'event_member_counts'] as const;

const monthOf = sql<string>`substr(cast(due_date as text), 1, 8) || '01'`;
const assignedOf = sql<number>`case when assignee_id is null then 0 else 1 end`;
const isOpenWithDueDate = sql<boolean>`status <> 'completed' and due_date is not null`;

export function byKeys<T extends Record<string, unknown>>(rows: T[]): T[] {
  const normal = rows.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, typeof value === 'bigint' ? Number(value) : value])) as T);
  return normal.sort((a, b) => JSON.stringify(Object.values(a)).localeCompare(JSON.stringify(Object.values(b))));
}

/** The counter tables as they are. */
export async function maintained(db: Db) {
  return {
    owners: byKeys(await db.selectFrom('owner_task_counts').select(['owner_id', 'status', 'assigned', 'task_count']).execute()),
    events: byKeys(await db.selectFrom('event_task_counts').select(['owner_id', 'event_id', 'status', 'assigned', 'task_count']).execute()),
    assignees: byKeys(
      await db.selectFrom('assignee_task_counts').select(['owner_id', 'assignee_id', 'event_id', 'status', 'task_count']).execute(),
    ),
    dueMonths: byKeys(
      await db
        .selectFrom('open_task_due_counts')
        .where('period', '=', 'month')
        .select(['owner_id', sql<string>`cast(period_start as text)`.as('period_start'), 'status', 'assigned', 'task_count'])
        .execute(),
    ),
    dueDays: byKeys(
      await db
        .selectFrom('open_task_due_counts')
        .where('period', '=', 'day')
        .select(['owner_id', sql<string>`cast(period_start as text)`.as('period_start'), 'status', 'assigned', 'task_count'])
        .execute(),
    ),
    members: byKeys(await db.selectFrom('event_member_counts').select(['owner_id', 'event_id', 'status', 'member_count']).execute()),
  };
}

/** The same, counted afresh from the tasks and team members. */
export async function counted(db: Db) {
  const count = sql<number>`count(*)`;
  return {
    owners: byKeys(
      await db.selectFrom('tasks').select(['owner_id', 'status', assignedOf.as('assigned'), count.as('task_count')]).groupBy(['owner_id', 'status', assignedOf]).execute(),
    ),
    events: byKeys(
      await db
        .selectFrom('tasks')
        .select(['owner_id', 'event_id', 'status', assignedOf.as('assigned'), count.as('task_count')])
        .groupBy(['owner_id', 'event_id', 'status', assignedOf])
        .execute(),
    ),
    assignees: byKeys(
      await db
        .selectFrom('tasks')
        .where('assignee_id', 'is not', null)
        .select(['owner_id', sql<number>`assignee_id`.as('assignee_id'), 'event_id', 'status', count.as('task_count')])
        .groupBy(['owner_id', 'assignee_id', 'event_id', 'status'])
        .execute(),
    ),
    dueMonths: byKeys(
      await db
        .selectFrom('tasks')
        .where(isOpenWithDueDate)
        .select(['owner_id', monthOf.as('period_start'), 'status', assignedOf.as('assigned'), count.as('task_count')])
        .groupBy(['owner_id', monthOf, 'status', assignedOf])
        .execute(),
    ),
    dueDays: byKeys(
      await db
        .selectFrom('tasks')
        .where(isOpenWithDueDate)
        .select(['owner_id', sql<string>`cast(due_date as text)`.as('period_start'), 'status', assignedOf.as('assigned'), count.as('task_count')])
        .groupBy(['owner_id', 'due_date', 'status', assignedOf])
        .execute(),
    ),
    members: byKeys(
      await db.selectFrom('team_members').select(['owner_id', 'event_id', 'status', count.as('member_count')]).groupBy(['owner_id', 'event_id', 'status']).execute(),
    ),
  };
}

