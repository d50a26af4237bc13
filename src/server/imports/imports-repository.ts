import { sql, type Kysely } from 'kysely';
import type { CalendarDate } from '../../domain/dates.ts';
import { EVENT_MESSAGES } from '../../domain/events.ts';
import type { ImportMember, ImportResult, ImportTask, UndoImportResult } from '../../domain/task-import/import-api.ts';
import { createMemberInputSchema } from '../../domain/team.ts';
import { createTaskInputSchema, TASK_MESSAGES, type TaskStatus } from '../../domain/tasks.ts';
import type { Database } from '../db/schema.ts';
import { insertRows } from '../db/insert-rows.ts';
import { isPostgres } from '../db/query-helpers.ts';
import { findOwnedEvent } from '../events/events-repository.ts';
import { dueDateFor, TaskReferenceError } from '../tasks/tasks-repository.ts';
import { insertMembers } from '../team/team-repository.ts';

type Db = Kysely<Database>;

/** A row of the import breaks a rule: `message` names it ("Row 40,000: Title is required"), `field` is the input's path. */
export class ImportRowError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'ImportRowError';
  }
}

/** The event is not one of the workspace's (or no longer exists). */
export class ImportEventNotFoundError extends Error {
  constructor() {
    super(EVENT_MESSAGES.notFound);
    this.name = 'ImportEventNotFoundError';
  }
}

/** Ids per statement when looking rows up by a list of ids: well under both databases' parameter limits. */
const IDS_PER_LOOKUP = 1_000;

const rowNumber = (row: number) => row.toLocaleString('en-US');

/** "Row 12" for a record of the file; "New person 3 (Ann Lee)" for a new member the file named without a row of its own. */
function memberLabel(member: ImportMember, index: number): string {
  return member.row !== undefined ? `Row ${rowNumber(member.row)}` : `New person ${rowNumber(index + 1)} (${member.name.trim() || 'no name'})`;
}

/** The member as POST /api/team-members would store it, checked by its rules; throws naming the row. */
function checkedMember(member: ImportMember, index: number, eventId: number, path: string) {
  const parsed = createMemberInputSchema.safeParse({ name: member.name, email: member.email, company: member.company, role: member.role, eventId });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ImportRowError(`${path}.${index}.${issue.path.join('.')}`, `${memberLabel(member, index)}: ${issue.message}`);
  }
  const { name, email = '', company = '', role = '' } = parsed.data;
  return { name, email, company, role };
}

type CheckedMember = ReturnType<typeof checkedMember>;

/** A task as POST /api/tasks would store it, checked by its rules (the assignee apart); throws naming the row. */
function checkedTask(task: ImportTask, index: number, eventId: number) {
  const parsed = createTaskInputSchema.safeParse({
    title: task.title,
    description: task.description,
    eventId,
    status: task.status,
    priority: task.priority,
    dueDate: task.dueDate,
    dueAnchor: task.dueAnchor,
    dueOffsetDays: task.dueOffsetDays,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ImportRowError(`tasks.${index}.${issue.path.join('.')}`, `Row ${rowNumber(task.row)}: ${issue.message}`);
  }
  return parsed.data;
}

/** The e-mail address members are told apart by, ignoring case; none for a member without one. */
const emailKey = (email: string | null | undefined) => (email ? email.trim().toLowerCase() : undefined);

/**
 * Which of `members` are new: a member whose e-mail address (ignoring case) is already a member's of
 * the event, or an earlier row's, is that member, not a second one. Members without an address are
 * all new. Answers, for each member, the existing member's id or the index among those to create.
 */
async function matchMembers(trx: Db, ownerId: number, eventId: number, members: readonly CheckedMember[]) {
  const known = new Map<string, { existing: number } | { created: number }>();
  if (members.some((member) => member.email)) {
    const rows = await trx
      .selectFrom('team_members')
      .select(['team_members.id', 'team_members.email'])
      .where('team_members.owner_id', '=', ownerId)
      .where('team_members.event_id', '=', eventId)
      .where('team_members.email', 'is not', null)
      .orderBy('team_members.id')
      .execute();
    for (const row of rows) {
      const key = emailKey(row.email)!;
      if (!known.has(key)) known.set(key, { existing: row.id });
    }
  }
  const toCreate: CheckedMember[] = [];
  const matches = members.map((member) => {
    const key = emailKey(member.email);
    const match = key === undefined ? undefined : known.get(key);
    if (match) return match;
    const created = { created: toCreate.length };
    toCreate.push(member);
    if (key !== undefined) known.set(key, created);
    return created;
  });
  return { matches, toCreate };
}

/** The first task (in the order sent) whose assignee is not a member of the event; checked in batches of ids. */
async function firstForeignAssignee(trx: Db, ownerId: number, eventId: number, tasks: readonly ImportTask[]): Promise<number | undefined> {
  const wanted = [...new Set(tasks.flatMap((task) => (task.assigneeId === null ? [] : [task.assigneeId])))];
  const members = new Set<number>();
  for (let start = 0; start < wanted.length; start += IDS_PER_LOOKUP) {
    const rows = await trx
      .selectFrom('team_members')
      .select('team_members.id')
      .where('team_members.owner_id', '=', ownerId)
      .where('team_members.event_id', '=', eventId)
      .where('team_members.id', 'in', wanted.slice(start, start + IDS_PER_LOOKUP))
      .execute();
    for (const row of rows) members.add(row.id);
  }
  const index = tasks.findIndex((task) => task.assigneeId !== null && !members.has(task.assigneeId));
  return index === -1 ? undefined : index;
}

/** The event, held on PostgreSQL against a concurrent delete until the transaction ends (as createMember does). */
async function lockEvent(trx: Db, ownerId: number, eventId: number) {
  const event = await findOwnedEvent(trx, ownerId, eventId, { lock: true });
  if (!event) throw new ImportEventNotFoundError();
  return event;
}

interface ImportRecord {
  format: string;
  fileName: string;
  createdBy: number | null;
}

async function insertImport(
  trx: Db,
  ownerId: number,
  eventId: number,
  record: ImportRecord & { kind: 'tasks' | 'members' },
  counts: { tasks: number; members: number }, batchId: number | null, now: string) {
  const { id } = await trx
    .insertInto('imports')
    .values({
      owner_id: ownerId,
      event_id: eventId,
      kind: record.kind,
      format: record.format,
      file_name: record.fileName,
      batch_id: batchId,
      tasks_created: counts.tasks,
      members_created: counts.members,
      created_by: record.createdBy,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export interface TaskImport extends ImportRecord {
  tasks: readonly ImportTask[];
  newMembers: readonly ImportMember[];
  /** The join date of the new members. */
  today: CalendarDate;
}

/**
 * Stores an import of tasks in one transaction: every task and new member, or, on any failure, none
 * of them and no record of the import. Each task is checked by the rules of creating one, and its
 * assignee must be a member of the event (`assigneeId`) or one of `newMembers` (`newAssignee`); a
 * relative due date is worked out from the event's dates. New members are created in the event as
 * POST /api/team-members creates them, but one whose e-mail address is already a member's of the
 * event (or an earlier new member's) is that member. The tasks are inserted as a bulk create inserts
 * them: one task batch, chunked multi-row inserts, and a first status-log row for each task created in
 * a status other than To Do, as createTask writes. The counters, data versions and the answer cache
 * follow through the tables' triggers, as for every other write.
 */
export async function importTasks(db: Db, ownerId: number, eventId: number, input: TaskImport): Promise<ImportResult> {
  // The rules that need no database first: a bad row is refused before anything is read or locked.
  const members = input.newMembers.map((member, index) => checkedMember(member, index, eventId, 'newMembers'));
  const checked = input.tasks.map((task, index) => {
    if (task.assigneeId !== null && task.newAssignee !== null) {
      throw new ImportRowError(`tasks.${index}.newAssignee`, `Row ${rowNumber(task.row)}: a task has one assignee: an existing member or a new one, not both.`);
    }
    if (task.newAssignee !== null && task.newAssignee >= members.length) {
      throw new ImportRowError(`tasks.${index}.newAssignee`, `Row ${rowNumber(task.row)}: the new assignee is not among the people to add.`);
    }
    return checkedTask(task, index, eventId);
  });

  return db.transaction().execute(async (trx) => {
    const event = await lockEvent(trx, ownerId, eventId);
    const foreign = await firstForeignAssignee(trx, ownerId, eventId, input.tasks);
    if (foreign !== undefined) {
      throw new ImportRowError(`tasks.${foreign}.assigneeId`, `Row ${rowNumber(input.tasks[foreign]!.row)}: ${TASK_MESSAGES.assigneeNotInEvent}`);
    }
    const dueDates = checked.map((task, index) => {
      if (!task.dueAnchor) return task.dueDate ?? null;
      try {
        return dueDateFor(task.dueAnchor, task.dueOffsetDays!, event);
      } catch (error) {
        if (!(error instanceof TaskReferenceError)) throw error;
        throw new ImportRowError(`tasks.${index}.dueOffsetDays`, `Row ${rowNumber(input.tasks[index]!.row)}: ${error.message}`);
      }
    });

    const { matches, toCreate } = await matchMembers(trx, ownerId, eventId, members);
    const now = new Date().toISOString();
    const batch = await trx.insertInto('task_batches').values({ owner_id: ownerId, created_at: now }).returning('id').executeTakeFirstOrThrow();
    const importId = await insertImport(trx, ownerId, eventId, { ...input, kind: 'tasks' }, { tasks: checked.length, members: toCreate.length }, batch.id, now);
    const createdIds = await insertMembers(trx, ownerId, event, toCreate.map((member) => ({ ...member, joinDate: input.today })), importId);
    const memberIds = matches.map((match) => ('existing' in match ? match.existing : createdIds[match.created]!));

    const rows = checked.map((task, index) => {
      const { assigneeId, newAssignee } = input.tasks[index]!;
      return {
        owner_id: ownerId,
        event_id: eventId,
        title: task.title,
        description: task.description ?? '',
        status: task.status,
        priority: task.priority,
        due_date: dueDates[index]!,
        due_anchor: task.dueAnchor ?? null,
        due_offset_days: task.dueAnchor ? task.dueOffsetDays! : null,
        assignee_id: newAssignee !== null ? memberIds[newAssignee]! : assigneeId,
        batch_id: batch.id,
        created_at: now,
        updated_at: now,
        // What the status log's trigger sets for the first status change below, written with the row
        // so that trigger finds it done and every task is written once.
        status_changed_at: task.status === 'todo' ? null : now,
      };
    });
    // Ids ascend in the order the rows were inserted, as bulk create relies on.
    const taskIds = (await insertRows(trx, 'tasks', rows, (insert) => insert.returning('id'))).map((row) => row.id).sort((a, b) => a - b);
    const logRows = checked.flatMap((task, index) =>
      task.status === 'todo'
        ? []
        : [
            {
              task_id: taskIds[index]!,
              owner_id: ownerId,
              old_status: null,
              new_status: task.status as TaskStatus,
              changed_at: now,
              changed_by: input.createdBy,
              changed_by_member: null,
            },
          ],
    );
    await insertRows(trx, 'task_status_log', logRows);
    return { importId, tasksCreated: taskIds.length, membersCreated: createdIds.length, batchId: batch.id };
  });
}

export interface MemberImport extends ImportRecord {
  members: readonly ImportMember[];
  today: CalendarDate;
}

/**
 * Stores an import of team members in one transaction, all or none, each checked and created as
 * POST /api/team-members creates one. A row whose e-mail address (ignoring case) is already a
 * member's of the event, or an earlier row's, is skipped: importing a list twice adds nobody twice.
 */
export async function importMembers(db: Db, ownerId: number, eventId: number, input: MemberImport): Promise<ImportResult> {
  const members = input.members.map((member, index) => checkedMember(member, index, eventId, 'members'));
  return db.transaction().execute(async (trx) => {
    const event = await lockEvent(trx, ownerId, eventId);
    const { toCreate } = await matchMembers(trx, ownerId, eventId, members);
    const now = new Date().toISOString();
    const importId = await insertImport(trx, ownerId, eventId, { ...input, kind: 'members' }, { tasks: 0, members: toCreate.length }, null, now);
    const created = await insertMembers(trx, ownerId, event, toCreate.map((member) => ({ ...member, joinDate: input.today })), importId);
    return { importId, tasksCreated: 0, membersCreated: created.length, batchId: null };
  });
}

export type UndoOutcome =
  | { outcome: 'undone'; result: UndoImportResult }
  | { outcome: 'notFound' }
  | { outcome: 'alreadyUndone' }
  | { outcome: 'changed'; count: number };

/** Thrown inside the undo's transaction to roll it back when a record changed under it. */
class ChangedSinceImport extends Error {
  constructor(readonly count: number) {
    super(`${count} imported records changed`);
  }
}

/**
 * How many of the import's records changed since: its tasks edited (any change sets updated_at,
 * including a due date moved with the event) or deleted, its members edited, deleted, or given a task
 * that is not one of the import's.
 */
async function changedRecords(trx: Db, ownerId: number, record: { id: number; batch_id: number | null; tasks_created: number; members_created: number }) {
  const tasks = await trx
    .selectFrom('tasks')
    .where('tasks.owner_id', '=', ownerId)
    .where('tasks.batch_id', '=', record.batch_id ?? -1)
    .select((eb) => [eb.fn.countAll<number>().as('present'), sql<number>`coalesce(sum(case when tasks.updated_at <> tasks.created_at then 1 else 0 end), 0)`.as('edited')])
    .executeTakeFirstOrThrow();
  const members = await trx
    .selectFrom('team_members')
    .where('team_members.owner_id', '=', ownerId)
    .where('team_members.import_id', '=', record.id)
    .select((eb) => [
      eb.fn.countAll<number>().as('present'),
      sql<number>`coalesce(sum(case when team_members.updated_at <> team_members.created_at or exists (
        select 1 from tasks where tasks.assignee_id = team_members.id and (tasks.batch_id is null or tasks.batch_id <> ${record.batch_id ?? -1})
      ) then 1 else 0 end), 0)`.as('changed'),
    ])
    .executeTakeFirstOrThrow();
  const deletedTasks = record.tasks_created - Number(tasks.present);
  const deletedMembers = record.members_created - Number(members.present);
  return deletedTasks + Number(tasks.edited) + deletedMembers + Number(members.changed);
}

/**
 * Removes exactly what the import created, its tasks (with their status log) and its new members, in
 * one transaction, and marks it undone; only when none of them changed since (changedRecords), else
 * nothing is removed. The deletes repeat the conditions, so a change made while the undo runs also
 * rolls it back. The counters, data versions and answer cache follow through the tables' triggers,
 * as when tasks and members are deleted one by one.
 */
export async function undoImport(db: Db, ownerId: number, importId: number): Promise<UndoOutcome> {
  try {
    return await db.transaction().execute(async (trx): Promise<UndoOutcome> => {
      const record = await trx
        .selectFrom('imports')
        .select(['imports.id', 'imports.batch_id', 'imports.tasks_created', 'imports.members_created', 'imports.undone_at'])
        .where('imports.owner_id', '=', ownerId)
        .where('imports.id', '=', importId)
        .$if(isPostgres(trx), (query) => query.forUpdate())
        .executeTakeFirst();
      if (!record) return { outcome: 'notFound' };
      if (record.undone_at !== null) return { outcome: 'alreadyUndone' };
      const changed = await changedRecords(trx, ownerId, record);
      if (changed > 0) return { outcome: 'changed', count: changed };

      const tasks = await trx
        .deleteFrom('tasks')
        .where('tasks.owner_id', '=', ownerId)
        .where('tasks.batch_id', '=', record.batch_id ?? -1)
        .whereRef('tasks.updated_at', '=', 'tasks.created_at')
        .executeTakeFirst();
      const members = await trx
        .deleteFrom('team_members')
        .where('team_members.owner_id', '=', ownerId)
        .where('team_members.import_id', '=', record.id)
        .whereRef('team_members.updated_at', '=', 'team_members.created_at')
        .where((eb) => eb.not(eb.exists(eb.selectFrom('tasks').select('tasks.id').whereRef('tasks.assignee_id', '=', 'team_members.id'))))
        .executeTakeFirst();
      const tasksRemoved = Number(tasks.numDeletedRows);
      const membersRemoved = Number(members.numDeletedRows);
      const missed = record.tasks_created - tasksRemoved + (record.members_created - membersRemoved);
      if (missed > 0) throw new ChangedSinceImport(missed);
      await trx.updateTable('imports').set({ undone_at: new Date().toISOString() }).where('imports.owner_id', '=', ownerId).where('imports.id', '=', record.id).execute();
      return { outcome: 'undone', result: { tasksRemoved, membersRemoved } };
    });
  } catch (error) {
    if (error instanceof ChangedSinceImport) return { outcome: 'changed', count: error.count };
    throw error;
  }
}
