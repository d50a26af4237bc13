import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createEventInputSchema,
  EVENT_MESSAGES,
  eventIdParamsSchema,
  eventOptionListSchema,
  eventOptionsQuerySchema,
  eventSchema,
  listEventsQuerySchema,
  todayQuerySchema,
  updateEventInputSchema,
} from '../../domain/events.ts';
import { pageSchema } from '../../domain/pagination.ts';
import { accountId, sessionSecurity } from '../auth/auth-plugin.ts';
import { errorResponses, HttpError, notFound } from '../http/errors.ts';
import { AnchoredTaskOutOfRangeError, createEvent, deleteEvent, findEvent, listEventOptions, listEvents, updateEvent } from './events-repository.ts';
import { workspaceId } from '../workspaces/workspace-access.ts';
import { compiledSerializer } from '../http/compiled-serializer.ts';

const eventResponseSchema = z.object({ event: eventSchema });

const updatedEventResponseSchema = eventResponseSchema.extend({
  /** The event's tasks with a relative due date whose day changed with the event's dates. */
  movedTasks: z.number().int(),
});

export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      config: { access: 'viewer', answerCache: true },
      serializerCompiler: compiledSerializer,
      schema: {
        tags: ['events'],
        summary: "List the signed-in user's events",
        description:
          'Active events first, then upcoming ones soonest first, then past ones most recent first. ' +
          "`q` searches name and description, ignoring case. Statuses are derived from `today`, the caller's local date.",
        security: sessionSecurity,
        querystring: listEventsQuerySchema,
        response: { 200: pageSchema(eventSchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => listEvents(app.db, workspaceId(request), request.query),
  );

  app.get(
    '/options',
    {
      config: { access: 'viewer', answerCache: true },
      schema: {
        tags: ['events'],
        summary: "The signed-in user's events for a picker: id and name, A to Z, searched and paged",
        description:
          'Ordered by name ignoring case, then id. `q` matches the name anywhere, ignoring case; `id` answers that one event ' +
          "(an empty list when it is not one of the caller's). `total` counts the matching events. No dates or counts: " +
          'what a selector needs, cheap enough to ask again on every keystroke.',
        security: sessionSecurity,
        querystring: eventOptionsQuerySchema,
        response: { 200: eventOptionListSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { q, id, limit, offset } = request.query;
      return listEventOptions(app.db, workspaceId(request), { q: q || undefined, id, limit, offset });
    },
  );

  app.get(
    '/:id',
    {
      config: { access: 'viewer' },
      schema: {
        tags: ['events'],
        summary: 'One event',
        security: sessionSecurity,
        params: eventIdParamsSchema,
        querystring: todayQuerySchema,
        response: { 200: eventResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const event = await findEvent(app.db, workspaceId(request), request.params.id, request.query.today);
      if (!event) throw notFound(EVENT_MESSAGES.notFound);
      return { event };
    },
  );

  app.post(
    '',
    {
      config: { access: 'editor' },
      schema: {
        tags: ['events'],
        summary: 'Create an event',
        description: 'An empty or missing end date means a one-day event ending on its start date.',
        security: sessionSecurity,
        querystring: todayQuerySchema,
        body: createEventInputSchema,
        response: { 201: eventResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const event = await createEvent(app.db, workspaceId(request), request.body, request.query.today, accountId(request));
      return reply.status(201).send({ event });
    },
  );

  app.patch(
    '/:id',
    {
      config: { access: 'editor' },
      schema: {
        tags: ['events'],
        summary: 'Edit an event; tasks due relative to it move with its dates',
        description:
          'Takes the whole editable event, as the edit form sends it. In the same transaction, every task of the event with a ' +
          'relative due date (dueAnchor, dueOffsetDays) gets the day its offset gives from the new dates; fixed-date tasks ' +
          'stay. `movedTasks` counts the tasks whose due date changed. Dates that would put such a task outside ' +
          '1900-01-01..9999-12-31 are refused (400) and nothing is changed.',
        security: sessionSecurity,
        params: eventIdParamsSchema,
        querystring: todayQuerySchema,
        body: updateEventInputSchema,
        response: { 200: updatedEventResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const updated = await updateEvent(app.db, workspaceId(request), request.params.id, request.body, request.query.today).catch((error: unknown) => {
        if (error instanceof AnchoredTaskOutOfRangeError) throw new HttpError(400, error.message, { [error.field]: error.message });
        throw error;
      });
      if (!updated) throw notFound(EVENT_MESSAGES.notFound);
      return updated;
    },
  );

  app.delete(
    '/:id',
    {
      config: { access: 'editor' },
      schema: {
        tags: ['events'],
        summary: 'Delete an event with its tasks and team members',
        security: sessionSecurity,
        params: eventIdParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      if (!(await deleteEvent(app.db, workspaceId(request), request.params.id))) throw notFound(EVENT_MESSAGES.notFound);
      return reply.status(204).send(null);
    },
  );
};
