import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BUILT_IN_TEMPLATES, findBuiltInTemplate } from '../../domain/built-in-templates.ts';
import { eventSchema, todayQuerySchema } from '../../domain/events.ts';
import {
  builtInTemplateListSchema,
  builtInTemplateParamsSchema,
  createEventFromTemplateInputSchema,
  createTemplateInputSchema,
  listTemplatesQuerySchema,
  TEMPLATE_MESSAGES,
  templateIdParamsSchema,
  templateListSchema,
  templateSchema,
  updateTemplateInputSchema,
} from '../../domain/templates.ts';
import { accountId, sessionSecurity } from '../auth/auth-plugin.ts';
import { errorResponses, HttpError, notFound } from '../http/errors.ts';
import {
  createEventFromTemplate,
  createTemplate,
  deleteTemplate,
  findTemplate,
  listTemplates,
  TemplateInputError,
  templateTasksFromEvent,
  updateTemplate,
} from './templates-repository.ts';
import { workspaceId } from '../workspaces/workspace-access.ts';

const templateResponseSchema = z.object({ template: templateSchema });
const createdEventResponseSchema = z.object({ event: eventSchema, createdTasks: z.number().int() });

/** Input the owner's data refuses becomes a 400 on the field that carried it. */
function asFieldError(error: unknown): never {
  if (error instanceof TemplateInputError) throw new HttpError(400, error.message, { [error.field]: error.message });
  throw error;
}

const CREATE_EVENT_DESCRIPTION =
  'Takes the body of POST /api/events, plus `pastTasks`. Creates the event and one To Do task for every task of the ' +
  "template, in one transaction: all of it or, on any error, nothing. Each task keeps its template's title, description, " +
  "priority and relative due date, its day computed from the new event's start or end. Tasks that would be due before " +
  '`today` (the query parameter) are created as they are (`pastTasks: keep`, the default), left out (`skip`) or spread ' +
  "between today and the event's first day in their order and spacing, keeping their anchor with a new offset (`fit`; " +
  'a 400 on `pastTasks` once the event has started). `createdTasks` counts the tasks created. A day outside ' +
  '1900-01-01..9999-12-31 refuses the request with a 400 on the date that puts it there.';

export const templatesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      config: { access: 'viewer' },
      schema: {
        tags: ['templates'],
        summary: "The signed-in user's task templates, A to Z",
        description: 'Ordered by name ignoring case, then id; each with the number of tasks it holds. Up to 500 a page.',
        security: sessionSecurity,
        querystring: listTemplatesQuerySchema,
        response: { 200: templateListSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => listTemplates(app.db, workspaceId(request), request.query),
  );

  app.get(
    '/built-in',
    {
      config: { access: 'viewer' },
      schema: {
        tags: ['templates'],
        summary: 'The templates every account can start an event from',
        description: 'A one-day conference, a wedding and a community meetup, each with its tasks due relative to the event.',
        security: sessionSecurity,
        response: { 200: builtInTemplateListSchema, ...errorResponses(401) },
      },
    },
    async () => ({ items: [...BUILT_IN_TEMPLATES] }),
  );

  app.get(
    '/:id',
    {
      config: { access: 'viewer' },
      schema: {
        tags: ['templates'],
        summary: 'One task template with its tasks, in order',
        security: sessionSecurity,
        params: templateIdParamsSchema,
        response: { 200: templateResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const template = await findTemplate(app.db, workspaceId(request), request.params.id);
      if (!template) throw notFound(TEMPLATE_MESSAGES.notFound);
      return { template };
    },
  );

  app.post(
    '',
    {
      config: { access: 'editor' },
      schema: {
        tags: ['templates'],
        summary: 'Save a task template, from one of your events or from a list of tasks',
        description:
          'Send `name` with either `eventId` or `tasks`. From an event, every task of it is kept (by due date, undated last): ' +
          "an anchored task keeps its anchor and offset, a fixed due date becomes an offset from the event's start, a task " +
          'without a due date stays without. Names are unique per user, ignoring case. A template holds 1 to 500 tasks.',
        security: sessionSecurity,
        body: createTemplateInputSchema,
        response: { 201: templateResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const owner = workspaceId(request);
      const { name, eventId, tasks } = request.body;
      const saved = eventId !== undefined ? await templateTasksFromEvent(app.db, owner, eventId).catch(asFieldError) : tasks!;
      const template = await createTemplate(app.db, owner, name, saved).catch(asFieldError);
      return reply.status(201).send({ template });
    },
  );

  app.patch(
    '/:id',
    {
      config: { access: 'editor' },
      schema: {
        tags: ['templates'],
        summary: 'Rename a task template and/or replace its tasks',
        description: '`tasks`, when sent, replaces the whole list (1 to 500 tasks), in the order sent.',
        security: sessionSecurity,
        params: templateIdParamsSchema,
        body: updateTemplateInputSchema,
        response: { 200: templateResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const template = await updateTemplate(app.db, workspaceId(request), request.params.id, request.body).catch(asFieldError);
      if (!template) throw notFound(TEMPLATE_MESSAGES.notFound);
      return { template };
    },
  );

  app.delete(
    '/:id',
    {
      config: { access: 'editor' },
      schema: {
        tags: ['templates'],
        summary: 'Delete a task template',
        description: 'Events created from it and their tasks stay as they are.',
        security: sessionSecurity,
        params: templateIdParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      if (!(await deleteTemplate(app.db, workspaceId(request), request.params.id))) throw notFound(TEMPLATE_MESSAGES.notFound);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/:id/events',
    {
      config: { access: 'editor' },
      schema: {
        tags: ['templates'],
        summary: 'Create an event with the tasks of one of your templates',
        description: CREATE_EVENT_DESCRIPTION,
        security: sessionSecurity,
        params: templateIdParamsSchema,
        querystring: todayQuerySchema,
        body: createEventFromTemplateInputSchema,
        response: { 201: createdEventResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const workspace = workspaceId(request);
      const template = await findTemplate(app.db, workspace, request.params.id);
      if (!template) throw notFound(TEMPLATE_MESSAGES.notFound);
      const created = await createEventFromTemplate(app.db, workspace, template.tasks, request.body, request.query.today, accountId(request)).catch(
        asFieldError,
      );
      return reply.status(201).send(created);
    },
  );

  app.post(
    '/built-in/:key/events',
    {
      config: { access: 'editor' },
      schema: {
        tags: ['templates'],
        summary: 'Create an event with the tasks of a built-in template',
        description: `${CREATE_EVENT_DESCRIPTION} \`key\` is conference, wedding or meetup.`,
        security: sessionSecurity,
        params: builtInTemplateParamsSchema,
        querystring: todayQuerySchema,
        body: createEventFromTemplateInputSchema,
        response: { 201: createdEventResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const template = findBuiltInTemplate(request.params.key);
      if (!template) throw notFound(TEMPLATE_MESSAGES.builtInNotFound);
      const created = await createEventFromTemplate(
        app.db,
        workspaceId(request),
        template.tasks,
        request.body,
        request.query.today,
        accountId(request),
      ).catch(asFieldError);
      return reply.status(201).send(created);
    },
  );
};
