import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { todayIn } from '../../domain/dates.ts';
import { EVENT_MESSAGES } from '../../domain/events.ts';
import {
  codePrefixMismatchMessage,
  createMemberInputSchema,
  listMembersQuerySchema,
  memberIdParamsSchema,
  memberListSchema,
  memberOptionListSchema,
  memberOptionsQuerySchema,
  memberSchema,
  TEAM_MESSAGES,
  updateMemberInputSchema,
} from '../../domain/team.ts';
import { sessionSecurity } from '../auth/auth-plugin.ts';
import { errorResponses, HttpError, notFound } from '../http/errors.ts';
import {
  createMember,
  deleteMember,
  findMember,
  listMemberOptions,
  listMembers,
  MemberCodePrefixError,
  MemberCodeUnavailableError,
  MemberEventNotFoundError,
  updateMember,
} from './team-repository.ts';
import { workspaceId } from '../workspaces/workspace-access.ts';
import { compiledSerializer } from '../http/compiled-serializer.ts';

const memberResponseSchema = z.object({ member: memberSchema });

export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      config: { access: 'viewer', answerCache: true },
      serializerCompiler: compiledSerializer,
      schema: {
        tags: ['team'],
        security: sessionSecurity,
        summary: "The signed-in user's team members, filtered by event and search text, ordered by name",
        querystring: listMembersQuerySchema,
        response: { 200: memberListSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { eventId, q, limit, offset } = request.query;
      return listMembers(app.db, workspaceId(request), { eventId, q: q || undefined }, { limit, offset });
    },
  );

  app.get(
    '/options',
    {
      config: { access: 'viewer', answerCache: true },
      schema: {
        tags: ['team'],
        security: sessionSecurity,
        summary: "The signed-in user's team members for a picker: id, name, user ID and event, A to Z, searched and paged",
        description:
          'Ordered by name ignoring case, then id. `q` matches the name or the user ID anywhere, ignoring case. ' +
          "`eventId` keeps that event's members: an event that is not the caller's (or no longer exists) answers an empty " +
          "list, as GET /api/team-members does, so nothing tells another user's event from a missing one. `id` answers that " +
          'one member. `total` counts the matching members. No task counts.',
        querystring: memberOptionsQuerySchema,
        response: { 200: memberOptionListSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { eventId, id, q, limit, offset } = request.query;
      return listMemberOptions(app.db, workspaceId(request), { eventId, id, q: q || undefined, limit, offset });
    },
  );

  app.get(
    '/:id',
    {
      config: { access: 'viewer' },
      schema: {
        tags: ['team'],
        security: sessionSecurity,
        summary: 'One team member with their task counts',
        params: memberIdParamsSchema,
        response: { 200: memberResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const member = await findMember(app.db, workspaceId(request), request.params.id);
      if (!member) throw notFound(TEAM_MESSAGES.memberNotFound);
      return { member };
    },
  );

  app.post(
    '',
    {
      config: { access: 'editor' },
      schema: {
        tags: ['team'],
        security: sessionSecurity,
        summary: 'Add a team member to one of your events; the answer carries the user ID stored',
        description:
          "An eventId that is not one of the signed-in user's events answers 404 'Event not found' (also under fields.eventId). " +
          "A proposed code must carry the event's prefix (400 under fields.code otherwise, e.g. after the event was renamed); " +
          'it is kept when free, otherwise up to 20 new ones are generated, and 409 answers when none of them is free.',
        body: createMemberInputSchema,
        response: { 201: memberResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { eventId, name, email, company, role, code, today } = request.body;
      try {
        const member = await createMember(app.db, workspaceId(request), {
          eventId,
          name,
          email,
          company,
          role,
          joinDate: today ?? todayIn('UTC'),
          proposedCode: code,
        });
        return reply.status(201).send({ member });
      } catch (error) {
        if (error instanceof MemberEventNotFoundError) {
          throw new HttpError(404, EVENT_MESSAGES.notFound, { eventId: EVENT_MESSAGES.notFound });
        }
        if (error instanceof MemberCodePrefixError) {
          const message = codePrefixMismatchMessage(error.prefix);
          throw new HttpError(400, message, { code: message });
        }
        if (error instanceof MemberCodeUnavailableError) throw new HttpError(409, TEAM_MESSAGES.codeUnavailable);
        throw error;
      }
    },
  );

  app.patch(
    '/:id',
    {
      config: { access: 'editor' },
      schema: {
        tags: ['team'],
        security: sessionSecurity,
        summary: "Edit a team member's name, email, status, company or role",
        params: memberIdParamsSchema,
        body: updateMemberInputSchema,
        response: { 200: memberResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const member = await updateMember(app.db, workspaceId(request), request.params.id, request.body);
      if (!member) throw notFound(TEAM_MESSAGES.memberNotFound);
      return { member };
    },
  );

  app.delete(
    '/:id',
    {
      config: { access: 'editor' },
      schema: {
        tags: ['team'],
        security: sessionSecurity,
        summary: 'Remove a team member; their tasks stay, unassigned',
        params: memberIdParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      if (!(await deleteMember(app.db, workspaceId(request), request.params.id))) throw notFound(TEAM_MESSAGES.memberNotFound);
      return reply.status(204).send(null);
    },
  );
};
