import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EVENT_MESSAGES, eventIdParamsSchema } from '../../domain/events.ts';
import {
  IMPORT_BODY_MAX_BYTES,
  IMPORT_MAX_ROWS,
  IMPORT_MESSAGES,
  importIdParamsSchema,
  importMembersInputSchema,
  importResultSchema,
  IMPORTS_PER_WORKSPACE_PER_HOUR,
  importTasksInputSchema,
  undoImportResultSchema,
} from '../../domain/task-import/import-api.ts';
import { todayIn } from '../../domain/today.ts';
import { accountId, sessionSecurity } from '../auth/auth-plugin.ts';
import { isDatabaseUnavailable } from '../db/errors.ts';
import { errorResponses, HttpError, notFound } from '../http/errors.ts';
import { admitRequest, HOUR_MS } from '../http/request-limits.ts';
import { MemberCodeUnavailableError } from '../team/team-repository.ts';
import { workspaceId } from '../workspaces/workspace-access.ts';
import { ImportEventNotFoundError, ImportRowError, importMembers, importTasks, undoImport } from './imports-repository.ts';

const TAGS = ['imports'];

export interface ImportsRoutesOptions {
  /** Epoch milliseconds: the hourly limit's window; tests move it on. */
  clock?: () => number;
}

const STORING =
  `All rows are stored in one transaction or none is: a row that breaks a rule answers 400 naming it ("Row 40,000: Title is required") and nothing is stored; ` +
  `a failure while storing answers 500 ("${IMPORT_MESSAGES.noneStored}"), 503 when the database is unavailable, and nothing is stored. ` +
  `Up to ${IMPORT_MAX_ROWS.toLocaleString('en-US')} rows and ${IMPORT_BODY_MAX_BYTES / (1024 * 1024)} MB of JSON (413 beyond); ` +
  `up to ${IMPORTS_PER_WORKSPACE_PER_HOUR} imports a workspace an hour (429 with Retry-After beyond). ` +
  "The event must be one of the workspace's (404 otherwise). The answer's `importId` undoes the import (POST /api/imports/{id}/undo).";

const MEMBERS_RULE =
  'Each new member is checked and created as POST /api/team-members creates one (a user ID with the event’s prefix; joined `today`, ' +
  'the caller’s date, or the server’s UTC date). One whose e-mail address, ignoring case, is already a member’s of the event or an ' +
  'earlier row’s is not created again: a task import assigns that member, a member import skips the row.';

/**
 * Plans brought in from a file: the import screen reads and maps the file in the browser and sends
 * normalised rows; these routes store all of them in one transaction or none, and undo an import whole.
 */
export const importsRoutes: FastifyPluginAsyncZod<ImportsRoutesOptions> = async (app, { clock = Date.now }) => {
  const admitImport = (request: FastifyRequest, reply: FastifyReply) =>
    admitRequest(
      app.db,
      reply,
      [{ key: `imports:workspace:${workspaceId(request)}`, max: IMPORTS_PER_WORKSPACE_PER_HOUR, windowMs: HOUR_MS }],
      IMPORT_MESSAGES.tooManyImports,
      clock(),
    );

  /** Runs the import; its refusals become their answers, any other failure the one message that nothing was stored. */
  const store = async <T>(request: FastifyRequest, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      if (error instanceof ImportEventNotFoundError) throw new HttpError(404, EVENT_MESSAGES.notFound);
      if (error instanceof ImportRowError) throw new HttpError(400, error.message, { [error.field]: error.message });
      // Answered 503 by the error handler: nothing was stored, and a retry may succeed.
      if (isDatabaseUnavailable(error)) throw error;
      request.log.error({ err: error, codesExhausted: error instanceof MemberCodeUnavailableError }, 'import failed and was rolled back');
      throw new HttpError(500, IMPORT_MESSAGES.noneStored);
    }
  };

  app.post(
    '/events/:id/imports/tasks',
    {
      bodyLimit: IMPORT_BODY_MAX_BYTES,
      config: { access: 'editor', bodyTooLargeMessage: IMPORT_MESSAGES.bodyTooLarge },
      schema: {
        tags: TAGS,
        security: sessionSecurity,
        summary: 'Import tasks into an event from a mapped file (CSV, Trello, Asana): all of them or none',
        description:
          'Each task is checked by the rules of POST /api/tasks (title, description, status, priority, a fixed `dueDate` or a relative ' +
          '`dueAnchor` with `dueOffsetDays`, from which the server works out the day from the event). Its assignee is a member of this ' +
          'event (`assigneeId`; a member of another event or workspace answers 400 naming the row) or one of `newMembers` by its index ' +
          `(\`newAssignee\`). ${MEMBERS_RULE} Text is stored as sent: a title starting with = stays text. The tasks share the batch ` +
          `\`batchId\` (GET /api/tasks?batch=…). ${STORING}`,
        params: eventIdParamsSchema,
        body: importTasksInputSchema,
        response: { 201: importResultSchema, ...errorResponses(400, 401, 403, 404, 413, 429, 500, 503) },
      },
    },
    async (request, reply) => {
      await admitImport(request, reply);
      const { format, fileName, today, newMembers, tasks } = request.body;
      const result = await store(request, () =>
        importTasks(app.db, workspaceId(request), request.params.id, {
          format,
          fileName,
          createdBy: accountId(request),
          today: today ?? todayIn('UTC'),
          newMembers,
          tasks,
        }),
      );
      request.log.info({ importId: result.importId, tasks: result.tasksCreated, members: result.membersCreated }, 'tasks imported');
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/events/:id/imports/members',
    {
      bodyLimit: IMPORT_BODY_MAX_BYTES,
      config: { access: 'editor', bodyTooLargeMessage: IMPORT_MESSAGES.bodyTooLarge },
      schema: {
        tags: TAGS,
        security: sessionSecurity,
        summary: 'Import team members into an event from a CSV file: all of them or none',
        description:
          `${MEMBERS_RULE} \`membersCreated\` counts the members created; the rows skipped as already members are the rest. ` +
          `\`batchId\` is null. ${STORING}`,
        params: eventIdParamsSchema,
        body: importMembersInputSchema,
        response: { 201: importResultSchema, ...errorResponses(400, 401, 403, 404, 413, 429, 500, 503) },
      },
    },
    async (request, reply) => {
      await admitImport(request, reply);
      const { format, fileName, today, members } = request.body;
      const result = await store(request, () =>
        importMembers(app.db, workspaceId(request), request.params.id, {
          format,
          fileName,
          createdBy: accountId(request),
          today: today ?? todayIn('UTC'),
          members,
        }),
      );
      request.log.info({ importId: result.importId, members: result.membersCreated }, 'team members imported');
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/imports/:id/undo',
    {
      config: { access: 'editor' },
      schema: {
        tags: TAGS,
        security: sessionSecurity,
        summary: 'Undo an import: remove exactly the tasks and team members it created, all of them or none',
        description:
          'Removes the import’s tasks (with their status history) and the members it created, in one transaction, and leaves every ' +
          'other record as it is. Refused with 409, nothing removed, when any of them changed after the import: a task edited ' +
          '(its status too, or its due date moved with the event) or deleted, a created member edited, removed or given another task. ' +
          '409 too when the import was already undone; 404 for an import that is not the workspace’s.',
        params: importIdParamsSchema,
        response: { 200: undoImportResultSchema, ...errorResponses(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request) => {
      const undone = await undoImport(app.db, workspaceId(request), request.params.id);
      if (undone.outcome === 'notFound') throw notFound(IMPORT_MESSAGES.importNotFound);
      if (undone.outcome === 'alreadyUndone') throw new HttpError(409, IMPORT_MESSAGES.alreadyUndone);
      if (undone.outcome === 'changed') throw new HttpError(409, IMPORT_MESSAGES.undoChanged(undone.count));
      request.log.info({ importId: request.params.id, ...undone.result }, 'import undone');
      return undone.result;
    },
  );
};
