import type { Kysely } from 'kysely';
import { eventPrefix } from '../../domain/events.ts';
import type { SampleDataResult } from '../../domain/sample-data.ts';
import type { PlannedSampleEvent } from '../../domain/sample-data.ts';
import { generateMemberCode } from '../../domain/team.ts';
import { insertRows } from '../db/insert-rows.ts';
import { isPostgres } from '../db/query-helpers.ts';
import type { Database } from '../db/schema.ts';

/** The account already has events, so sample data would mix with real data. */
export class AccountNotEmptyError extends Error {
  constructor() {
    super('account has events');
    this.name = 'AccountNotEmptyError';
  }
}

/** Distinct member codes for a batch, each from the event's prefix. */
function uniqueCodes(prefixes: string[]): string[] {
  const taken = new Set<string>();
  return prefixes.map((prefix) => {
    let code = generateMemberCode(prefix);
    while (taken.has(code)) code = generateMemberCode(prefix);
    taken.add(code);
    return code;
  });
}

/**
 * Stores the planned events with their members, tasks and status log in one transaction, after
 * checking (under a lock on the workspace's row on PostgreSQL) that the workspace has no events yet. A
 * workspace with no events has no members either, so codes only need to differ within the batch. The
 * events are created by `createdBy`; the sample status changes name nobody (no one made them).
 */
export async function loadSampleData(
  db: Kysely<Database>,
  ownerId: number,
  plan: PlannedSampleEvent[],
  createdBy: number,
): Promise<SampleDataResult> {
  return db.transaction().execute(async (trx) => {
    if (isPostgres(trx)) {
      await trx.selectFrom('workspaces').select('id').where('id', '=', ownerId).forUpdate().execute();
    }
    const existing = await trx.selectFrom('events').select('id').where('owner_id', '=', ownerId).limit(1).executeTakeFirst();
    if (existing) throw new AccountNotEmptyError();

    let members = 0;
    let tasks = 0;
    for (const event of plan) {
      const { id: eventId } = await trx
        .insertInto('events')
        .values({
          owner_id: ownerId,
          name: event.name,
          description: event.description,
          start_date: event.startDate,
          end_date: event.endDate,
          created_at: event.createdAt,
          updated_at: event.createdAt,
          created_by: createdBy,
        })
        .returning('id')
        .executeTakeFirstOrThrow();

      const codes = uniqueCodes(event.members.map(() => eventPrefix(event.name)));
      const memberRows = await insertRows(
        trx,
        'team_members',
        event.members.map((member, index) => ({
          owner_id: ownerId,
          event_id: eventId,
          code: codes[index]!,
          name: member.name,
          email: member.email,
          company: member.company,
          role: member.role,
          status: member.status,
          join_date: member.joinDate,
          created_at: event.createdAt,
          updated_at: event.createdAt,
        })),
        (insert) => insert.returning(['id', 'code']),
      );
      const memberIdByCode = new Map(memberRows.map((row) => [row.code, row.id]));
      const memberIds = codes.map((code) => memberIdByCode.get(code)!);
      members += memberRows.length;

      const taskRows = await insertRows(
        trx,
        'tasks',
        event.tasks.map((task) => ({
          owner_id: ownerId,
          event_id: eventId,
          title: task.title,
          description: task.description,
          status: task.status,
          priority: task.priority,
          due_date: task.dueDate,
          assignee_id: task.assigneeIndex === null ? null : memberIds[task.assigneeIndex]!,
          created_at: task.createdAt,
          updated_at: task.statusChangedAt ?? task.createdAt,
        })),
        (insert) => insert.returning(['id', 'title']),
      );
      const taskIdByTitle = new Map(taskRows.map((row) => [row.title, row.id]));
      tasks += taskRows.length;

      const logRows = event.tasks.flatMap((task) =>
        task.statusChangedAt === null
          ? []
          : [{ task_id: taskIdByTitle.get(task.title)!, owner_id: ownerId, old_status: null, new_status: task.status, changed_at: task.statusChangedAt }],
      );
      await insertRows(trx, 'task_status_log', logRows);
    }
    return { events: plan.length, members, tasks };
  });
}
