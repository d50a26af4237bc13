import { sql, type Kysely } from 'kysely';
import type { CalendarDate } from '../../domain/dates.ts';
import { isDueAnchor, isOffsetInRange } from '../../domain/countdown.ts';
import type { Event } from '../../domain/events.ts';
import { taskPriorityOf } from '../../domain/task-rules.ts';
import {
  applyPastTaskChoice,
  firstTaskOutOfRange,
  PAST_TASK_MESSAGES,
  planTemplateTasks,
  type CreateEventFromTemplateInput,
  type PlannedTemplateTask,
  TEMPLATE_MAX_TASKS,
  TEMPLATE_MESSAGES,
  templateTaskFromEventTask,
  type Template,
  type TemplateSummary,
  type TemplateTask,
} from '../../domain/templates.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { insertRows } from '../db/insert-rows.ts';
import { isPostgres } from '../db/query-helpers.ts';
import type { Database } from '../db/schema.ts';
import { findEvent, findOwnedEvent, insertEvent } from '../events/events-repository.ts';

type Db = Kysely<Database>;

/** Input the database accepted as valid but the owner's data refuses; `field` names the input field. */
export class TemplateInputError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'TemplateInputError';
  }
}

export async function listTemplates(db: Db, ownerId: number, page: { limit: number; offset: number }) {
  const rows = await db
    .selectFrom('task_templates')
    .where('task_templates.owner_id', '=', ownerId)
    .select((eb) => [
      'task_templates.id',
      'task_templates.name',
      'task_templates.created_at',
      'task_templates.updated_at',
      eb
        .selectFrom('task_template_items as items')
        .whereRef('items.template_id', '=', 'task_templates.id')
        .where('items.owner_id', '=', ownerId)
        .select((inner) => inner.fn.countAll<number>().as('count'))
        .as('task_count'),
    ])
    .orderBy(sql`lower(task_templates.name)`)
    .orderBy('task_templates.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const { total } = await db
    .selectFrom('task_templates')
    .where('task_templates.owner_id', '=', ownerId)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const items: TemplateSummary[] = rows.map((row) => ({
    id: row.id,
    name: row.name,
    taskCount: Number(row.task_count ?? 0),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }));
  return { items, total: Number(total), ...page };
}

async function readTemplateTasks(db: Db, ownerId: number, templateId: number): Promise<TemplateTask[]> {
  const rows = await db
    .selectFrom('task_template_items')
    .select(['title', 'description', 'priority', 'due_anchor', 'due_offset_days'])
    .where('owner_id', '=', ownerId)
    .where('template_id', '=', templateId)
    .orderBy('position')
    .execute();
  return rows.map((row) => {
    const anchored = isDueAnchor(row.due_anchor) && row.due_offset_days !== null;
    return {
      title: row.title,
      description: row.description,
      priority: taskPriorityOf(row.priority),
      dueAnchor: anchored ? row.due_anchor : null,
      dueOffsetDays: anchored ? row.due_offset_days : null,
    };
  });
}

export async function findTemplate(db: Db, ownerId: number, id: number): Promise<Template | undefined> {
  const row = await db
    .selectFrom('task_templates')
    .select(['id', 'name', 'created_at', 'updated_at'])
    .where('owner_id', '=', ownerId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const tasks = await readTemplateTasks(db, ownerId, id);
  return { id: row.id, name: row.name, tasks, createdAt: row.created_at, updatedAt: row.updated_at };
}

/** Refuses a name the owner already gives another template, ignoring case, as the unique index does. */
async function assertNameFree(db: Db, ownerId: number, name: string, exceptId?: number) {
  const taken = await db
    .selectFrom('task_templates')
    .select('id')
    .where('owner_id', '=', ownerId)
    .where(sql`lower(name)`, '=', sql`lower(${name})`)
    .$if(exceptId !== undefined, (query) => query.where('id', '<>', exceptId!))
    .executeTakeFirst();
  if (taken) throw new TemplateInputError('name', TEMPLATE_MESSAGES.nameTaken);
}

/** A write that two requests raced to the same name: the index refused the second. */
function asNameTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw new TemplateInputError('name', TEMPLATE_MESSAGES.nameTaken);
  throw error;
}

async function insertItems(trx: Db, ownerId: number, templateId: number, tasks: readonly TemplateTask[]) {
  const rows = tasks.map((task, position) => ({
    template_id: templateId,
    owner_id: ownerId,
    position,
    title: task.title,
    description: task.description,
    priority: task.priority,
    due_anchor: task.dueAnchor,
    due_offset_days: task.dueOffsetDays,
  }));
  await insertRows(trx, 'task_template_items', rows);
}

/**
 * The tasks of one of the owner's events as a template keeps them, ordered by due date (undated
 * last), then as they were created. Refuses an event that is not the owner's, has no tasks, has
 * more than a template holds, or has a fixed date too far from its start to keep as an offset.
 */
export async function templateTasksFromEvent(db: Db, ownerId: number, eventId: number): Promise<TemplateTask[]> {
  const event = await findOwnedEvent(db, ownerId, eventId);
  if (!event) throw new TemplateInputError('eventId', TEMPLATE_MESSAGES.eventNotFound);
  const rows = await db
    .selectFrom('tasks')
    .select(['title', 'description', 'priority', 'due_date', 'due_anchor', 'due_offset_days'])
    .where('owner_id', '=', ownerId)
    .where('event_id', '=', eventId)
    .orderBy(sql`due_date asc nulls last`)
    .orderBy('id')
    .limit(TEMPLATE_MAX_TASKS + 1)
    .execute();
  if (rows.length === 0) throw new TemplateInputError('eventId', TEMPLATE_MESSAGES.eventHasNoTasks);
  if (rows.length > TEMPLATE_MAX_TASKS) throw new TemplateInputError('eventId', TEMPLATE_MESSAGES.eventHasTooManyTasks);
  const dates = { startDate: event.startDate, endDate: event.endDate };
  return rows.map((row) => {
    const anchor = isDueAnchor(row.due_anchor) ? row.due_anchor : null;
    const task = templateTaskFromEventTask(
      {
        title: row.title,
        description: row.description,
        priority: taskPriorityOf(row.priority),
        dueDate: row.due_date,
        dueAnchor: anchor,
        dueOffsetDays: anchor === null ? null : row.due_offset_days,
      },
      dates,
    );
    if (task.dueOffsetDays !== null && !isOffsetInRange(task.dueOffsetDays)) {
      throw new TemplateInputError('eventId', TEMPLATE_MESSAGES.taskTooFarFromEvent(task.title));
    }
    return task;
  });
}

export async function createTemplate(db: Db, ownerId: number, name: string, tasks: readonly TemplateTask[]): Promise<Template> {
  await assertNameFree(db, ownerId, name);
  return db
    .transaction()
    .execute(async (trx) => {
      const now = new Date().toISOString();
      const { id } = await trx
        .insertInto('task_templates')
        .values({ owner_id: ownerId, name, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await insertItems(trx, ownerId, id, tasks);
      const template = await findTemplate(trx, ownerId, id);
      if (!template) throw new Error(`template ${id} vanished after insert`);
      return template;
    })
    .catch(asNameTaken);
}

/** Renames the template and/or replaces its whole task list, in one transaction; undefined when the owner has no such template. */
export async function updateTemplate(
  db: Db,
  ownerId: number,
  id: number,
  changes: { name?: string; tasks?: readonly TemplateTask[] },
): Promise<Template | undefined> {
  return db
    .transaction()
    .execute(async (trx) => {
      const current = await trx
        .selectFrom('task_templates')
        .select('id')
        .where('owner_id', '=', ownerId)
        .where('id', '=', id)
        .$if(isPostgres(trx), (query) => query.forUpdate())
        .executeTakeFirst();
      if (!current) return undefined;
      if (changes.name === undefined && changes.tasks === undefined) return findTemplate(trx, ownerId, id);
      if (changes.name !== undefined) await assertNameFree(trx, ownerId, changes.name, id);
      await trx
        .updateTable('task_templates')
        .set({ updated_at: new Date().toISOString(), ...(changes.name === undefined ? {} : { name: changes.name }) })
        .where('owner_id', '=', ownerId)
        .where('id', '=', id)
        .execute();
      if (changes.tasks !== undefined) {
        await trx.deleteFrom('task_template_items').where('owner_id', '=', ownerId).where('template_id', '=', id).execute();
        await insertItems(trx, ownerId, id, changes.tasks);
      }
      return findTemplate(trx, ownerId, id);
    })
    .catch(asNameTaken);
}

/** True when a template was deleted (its tasks go with it). */
export async function deleteTemplate(db: Db, ownerId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('task_templates').where('owner_id', '=', ownerId).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The rows of a template's tasks planned for an event: To Do, due as planned, of one batch when given. */
export function plannedTaskRows(ownerId: number, eventId: number, planned: readonly PlannedTemplateTask[], now: string, batchId: number | null = null) {
  return planned.map((task) => ({
    owner_id: ownerId,
    event_id: eventId,
    title: task.title,
    description: task.description,
    status: 'todo',
    priority: task.priority,
    due_date: task.dueDate,
    due_anchor: task.dueAnchor,
    due_offset_days: task.dueOffsetDays,
    batch_id: batchId,
    created_at: now,
    updated_at: now,
  }));
}

/**
 * Creates the event and every task of the template on it in one transaction: either all of it is
 * stored or, on any failure, none. Due dates come from the new event's dates; the tasks that would be
 * due before `today` are kept, left out or fitted before the event as `input.pastTasks` says (the
 * rule of domain/template-fit.ts, the one the dialog's preview shows). A template task that would
 * land outside the days the app stores refuses the whole request on the date that moves it.
 */
export async function createEventFromTemplate(
  db: Db,
  ownerId: number,
  tasks: readonly TemplateTask[],
  { pastTasks, ...input }: CreateEventFromTemplateInput,
  today: CalendarDate,
  createdBy: number,
): Promise<{ event: Event; createdTasks: number }> {
  const dates = { startDate: input.startDate, endDate: input.endDate };
  const planned = applyPastTaskChoice(planTemplateTasks(tasks, dates), dates, today, pastTasks);
  if (planned === null) throw new TemplateInputError('pastTasks', PAST_TASK_MESSAGES.cannotFit);
  const outside = firstTaskOutOfRange(planned);
  if (outside) {
    // The event's own dates are in range, so only an offset away from them can leave it: before for a negative one.
    const side = (outside.dueOffsetDays ?? 0) < 0 ? 'before' : 'after';
    throw new TemplateInputError(outside.dueAnchor === 'end' ? 'endDate' : 'startDate', TEMPLATE_MESSAGES.dueDateOutOfRange(outside.title, side));
  }
  return db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const eventId = await insertEvent(trx, ownerId, input, now, createdBy);
    const rows = plannedTaskRows(ownerId, eventId, planned, now);
    await insertRows(trx, 'tasks', rows);
    const createdTasks = rows.length;
    const event = await findEvent(trx, ownerId, eventId, today);
    if (!event) throw new Error(`event ${eventId} vanished after insert`);
    return { event, createdTasks };
  });
}
