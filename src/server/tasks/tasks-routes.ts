import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BULK_MESSAGES, bulkCreateInputSchema, bulkCreateResultSchema, planBulkTasks } from '../../domain/bulk-tasks.ts';
import { todayIn } from '../../domain/dates.ts';
import { pageSchema } from '../../domain/pagination.ts';
import {
  createTaskInputSchema,
  listTasksQuerySchema,
  TASK_MESSAGES,
  taskIdParamsSchema,
  taskDueCountsSchema,
  taskSchema,
  taskStatusChangeSchema,
  taskTotalsSchema,
  taskWithIdNotFound,
  updateTaskInputSchema,
  updateTaskStatusInputSchema,
} from '../../domain/tasks.ts';
import { accountId, sessionSecurity } from '../auth/auth-plugin.ts';
import { isDatabaseUnavailable } from '../db/errors.ts';
import { errorResponses, HttpError, notFound } from '../http/errors.ts';
import {
  bulkCreateTasks,
  createTask,
  deleteTask,
  findTask,
  listStatusHistory,
  listTasks,
  setTaskStatus,
  TaskReferenceError,
  updateTask,
} from './tasks-repository.ts';
import { workspaceId } from '../workspaces/workspace-access.ts';
import { compiledSerializer } from '../http/compiled-serializer.ts';

const taskResponseSchema = z.object({ task: taskSchema });

export const taskListSchema = pageSchema(taskSchema).extend({
  /** False when `counts=bounded` stopped counting a search's matches: `total` is then a lower bound (SEARCH_COUNT_LIMIT). */
  totalExact: z.boolean(),
  /** Counts over every task matching the filters, not only this page; null when `counts=bounded` stopped counting. */
  totals: taskTotalsSchema.nullable(),
  /** How many tasks hideCompleted=true, due=past and due=week would list with the other filters as they are; null as `totals`. */
  dueCounts: taskDueCountsSchema.nullable(),
  /** All of the owner's tasks, whatever the filters. */
  totalInSystem: z.number().int(),
});

/** How the list's figures and the dashboard's agree, as the OpenAPI document states it. */
export const TASK_LIST_DESCRIPTION = [
  "Past due and the due filter count from `today`, the caller's local date (the server's UTC date when omitted).",
  '',
  "- Each task figure of the dashboard (GET /api/dashboard, same `today`) lists as: *Open* `hideCompleted=true`, *Overdue* `due=past`, *Due this week* `due=week`; with no other filter, `total` is the figure.",
  '- `due=past`: not completed and due before today, or in status Overdue whatever the due date (or without one). `due=week`: not completed and due from today through today + 6. Both combine with every other filter.',
  '- `totals.pastDue`: of the matching tasks, those `due=past` takes.',
  '- `dueCounts`: how many tasks `hideCompleted=true` (`open`), `due=past` (`past`) and `due=week` (`week`) would list with `eventId`, `memberId`, `unassigned`, `q` and `batch` as sent, whatever `status`, `due` and `hideCompleted` say: the counts a filter shows beside its choices.',
].join('\n');

const historyResponseSchema = z.object({ items: z.array(taskStatusChangeSchema) });

/** A reference the owner may not use becomes a 400 on the field that carried it. */
function asFieldError(error: unknown): never {
  if (error instanceof TaskReferenceError) throw new HttpError(400, error.message, { [error.field]: error.message });
  throw error;
}

export const tasksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      config: { access: 'viewer', answerCache: true },
      serializerCompiler: compiledSerializer,
      schema: {
        tags: ['tasks'],
        security: sessionSecurity,
        summary: "The signed-in user's tasks, filtered, sorted (by due date, undated last, unless asked otherwise) and paginated, with totals",
        description: TASK_LIST_DESCRIPTION,
        querystring: listTasksQuerySchema,
        response: { 200: taskListSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const query = request.query;
      const result = await listTasks(app.db, workspaceId(request), { ...query, q: query.q || undefined }, query.today ?? todayIn('UTC'));
      return { ...result, limit: query.limit, offset: query.offset };
    },
  );

  app.post(
    '',
    {
      config: { access: 'editor' },
      schema: {
        tags: ['tasks'],
        security: sessionSecurity,
        summary: 'Create a task on one of your events',
        description:
          'A due date is fixed (`dueDate`) or relative to the event (`dueAnchor` start or end with `dueOffsetDays`, negative before): ' +
          'the server then computes `dueDate`, and moves it when the event moves.',
        body: createTaskInputSchema,
        response: { 201: taskResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const task = await createTask(app.db, workspaceId(request), request.body, accountId(request)).catch(asFieldError);
      return reply.status(201).send({ task });
    },
  );

  app.post(
    '/bulk',
    {
      config: { access: 'editor' },
      schema: {
        tags: ['tasks'],
        security: sessionSecurity,
        summary: 'Create one task per non-blank line, all in one transaction: every line is stored or none is',
        description:
          'Answers the ids of the stored tasks, ascending, in line order, and the batch id that lists exactly them (GET /api/tasks?batch=…). ' +
          'A line starting with an offset token (`T-90 Book the venue`, `T+1 Thank the sponsors`) makes a task due relative to the event: ' +
          'T-n is n days before its start, T+n n days after its end, the title the rest of the line. Other lines are due one day apart from tomorrow.',
        body: bulkCreateInputSchema,
        response: { 201: bulkCreateResultSchema, ...errorResponses(400, 401, 403, 500) },
      },
    },
    async (request, reply) => {
      const { eventId, text, today } = request.body;
      let result: { count: number; ids: number[]; batchId: number };
      try {
        result = await bulkCreateTasks(app.db, workspaceId(request), eventId, (event) => planBulkTasks(text, event, today ?? todayIn('UTC')));
      } catch (error) {
        if (error instanceof TaskReferenceError) asFieldError(error);
        // Answered 503 by the error handler: nothing was stored, and a retry may succeed.
        if (isDatabaseUnavailable(error)) throw error;
        request.log.error({ err: error }, 'bulk task creation failed and was rolled back');
        throw new HttpError(500, BULK_MESSAGES.noneCreated);
      }
      return reply.status(201).send({ successful: result.count, failed: 0, totalTasks: result.count, taskIds: result.ids, batchId: result.batchId });
    },
  );

  app.get(
    '/:id',
    {
      config: { access: 'viewer' },
      schema: {
        tags: ['tasks'],
        security: sessionSecurity,
        summary: 'One task',
        params: taskIdParamsSchema,
        response: { 200: taskResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const task = await findTask(app.db, workspaceId(request), request.params.id);
      if (!task) throw notFound(TASK_MESSAGES.notFound);
      return { task };
    },
  );

  app.patch(
    '/:id',
    {
      config: { access: 'editor' },
      schema: {
        tags: ['tasks'],
        security: sessionSecurity,
        summary: 'Edit any of a task’s fields; a status change is logged',
        description:
          'A `dueDate` sent without `dueAnchor` makes the due date fixed; `dueAnchor` with `dueOffsetDays` makes it relative to the event ' +
          '(`dueAnchor: null` alone keeps the day, fixed). Moving a task with a relative due date to another event computes its day from that event.',
        params: taskIdParamsSchema,
        body: updateTaskInputSchema,
        response: { 200: taskResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const task = await updateTask(app.db, workspaceId(request), request.params.id, request.body, accountId(request)).catch(asFieldError);
      if (!task) throw notFound(TASK_MESSAGES.notFound);
      return { task };
    },
  );

  app.put(
    '/:id/status',
    {
      config: { access: 'editor' },
      schema: {
        tags: ['tasks'],
        security: sessionSecurity,
        summary: 'Change a task’s status and log the change (nothing is logged when it is unchanged)',
        params: taskIdParamsSchema,
        body: updateTaskStatusInputSchema,
        response: { 200: taskResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const task = await setTaskStatus(app.db, workspaceId(request), id, request.body.status, accountId(request));
      if (!task) throw notFound(taskWithIdNotFound(id));
      return { task };
    },
  );

  app.get(
    '/:id/history',
    {
      config: { access: 'viewer' },
      schema: {
        tags: ['tasks'],
        security: sessionSecurity,
        summary: 'The last five status changes of a task, newest first',
        params: taskIdParamsSchema,
        response: { 200: historyResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const items = await listStatusHistory(app.db, workspaceId(request), request.params.id);
      if (!items) throw notFound(TASK_MESSAGES.notFound);
      return { items };
    },
  );

  app.delete(
    '/:id',
    {
      config: { access: 'editor' },
      schema: {
        tags: ['tasks'],
        security: sessionSecurity,
        summary: 'Delete a task and its status log',
        params: taskIdParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      if (!(await deleteTask(app.db, workspaceId(request), request.params.id))) throw notFound(TASK_MESSAGES.deleteNotFound);
      return reply.status(204).send(null);
    },
  );
};
