import type { Kysely } from 'kysely';
import { describeWithTagline, GENIE_MESSAGES, tasksNotInEvent, type GenieEvent } from '../../domain/event-genie.ts';
import { EVENT_DESCRIPTION_MAX_LENGTH, EVENT_MESSAGES } from '../../domain/events.ts';
import { firstTaskOutOfRange, planTemplateTasks, TEMPLATE_MESSAGES, type TemplateTask } from '../../domain/templates.ts';
import { insertRows } from '../db/insert-rows.ts';
import { isPostgres } from '../db/query-helpers.ts';
import type { Database } from '../db/schema.ts';
import { plannedTaskRows } from '../templates/templates-repository.ts';

type Db = Kysely<Database>;

/** Input the event refuses; `field` names the input field, `status` the answer (404 for an event that is not there). */
export class GenieInputError extends Error {
  constructor(
    readonly field: string,
    message: string,
    readonly status: 400 | 404 = 400,
  ) {
    super(message);
    this.name = 'GenieInputError';
  }
}

/** The name, description and dates of one of the workspace's events; undefined when it has no such event. */
export async function findGenieEvent(db: Db, ownerId: number, eventId: number): Promise<(GenieEvent & { id: number }) | undefined> {
  return db
    .selectFrom('events')
    .select(['id', 'name', 'description', 'start_date as startDate', 'end_date as endDate'])
    .where('owner_id', '=', ownerId)
    .where('id', '=', eventId)
    .executeTakeFirst();
}

/**
 * Applies a theme to one of the workspace's events, in one transaction, all of it or nothing: the
 * tagline first in its description (domain/event-genie-rules.ts `describeWithTagline`), and the tasks
 * as To Do tasks due relative to the event (the template rule of domain/template-rules.ts), created
 * as one batch so the task list can show exactly them. A task whose title the event already has is
 * not created again, only counted (`skippedTasks`): applying the theme twice — a double click, two
 * tabs, a retry — adds nothing the second time. The event's row is locked first (PostgreSQL; SQLite
 * has one writer), so of two applies at once the second sees the first's tasks.
 */
export async function applyTheme(
  db: Db,
  ownerId: number,
  eventId: number,
  { tagline, tasks = [] }: { tagline?: string; tasks?: readonly TemplateTask[] },
): Promise<{ descriptionUpdated: boolean; createdTasks: number; skippedTasks: number; batchId: number | null }> {
  return db.transaction().execute(async (trx) => {
    const event = await trx
      .selectFrom('events')
      .select(['description', 'start_date', 'end_date'])
      .where('owner_id', '=', ownerId)
      .where('id', '=', eventId)
      .$if(isPostgres(trx), (query) => query.forUpdate())
      .executeTakeFirst();
    if (!event) throw new GenieInputError('eventId', EVENT_MESSAGES.notFound, 404);
    const now = new Date().toISOString();

    let descriptionUpdated = false;
    if (tagline !== undefined) {
      const description = describeWithTagline(event.description, tagline);
      if (description.length > EVENT_DESCRIPTION_MAX_LENGTH) {
        throw new GenieInputError('tagline', GENIE_MESSAGES.taglineTooLong(EVENT_DESCRIPTION_MAX_LENGTH));
      }
      if (description !== event.description) {
        await trx.updateTable('events').set({ description, updated_at: now }).where('owner_id', '=', ownerId).where('id', '=', eventId).execute();
        descriptionUpdated = true;
      }
    }

    if (tasks.length === 0) return { descriptionUpdated, createdTasks: 0, skippedTasks: 0, batchId: null };
    const dates = { startDate: event.start_date, endDate: event.end_date };
    const outside = firstTaskOutOfRange(planTemplateTasks(tasks, dates));
    if (outside) throw new GenieInputError('tasks', TEMPLATE_MESSAGES.dueDateOutOfRange(outside.title, (outside.dueOffsetDays ?? 0) < 0 ? 'before' : 'after'));
    const present = await trx
      .selectFrom('tasks')
      .select('title')
      .where('owner_id', '=', ownerId)
      .where('event_id', '=', eventId)
      .where('title', 'in', [...new Set(tasks.map((task) => task.title))])
      .execute();
    const fresh = tasksNotInEvent(tasks, new Set(present.map((row) => row.title)));
    const skippedTasks = tasks.length - fresh.length;
    if (fresh.length === 0) return { descriptionUpdated, createdTasks: 0, skippedTasks, batchId: null };
    const planned = planTemplateTasks(fresh, dates);
    const batch = await trx.insertInto('task_batches').values({ owner_id: ownerId, created_at: now }).returning('id').executeTakeFirstOrThrow();
    const rows = plannedTaskRows(ownerId, eventId, planned, now, batch.id);
    await insertRows(trx, 'tasks', rows);
    return { descriptionUpdated, createdTasks: rows.length, skippedTasks, batchId: batch.id };
  });
}
