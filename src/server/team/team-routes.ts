import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { todayIn } from '../../domain/dates.ts';
import { EVENT_MESSAGES, eventPrefix } from '../../domain/events.ts';
import {
  codePrefixMismatchMessage,
  createMemberInputSchema,
  listMembersQuerySchema,
  memberCodeHasPrefix,
  memberIdParamsSchema,
  memberListSchema,
  memberSchema,
  TEAM_MESSAGES,
  updateMemberInputSchema,
} from '../../domain/team.ts';
import { ownerId, sessionSecurity } from '../auth/auth-plugin.ts';
import { findOwnedEvent } from '../events/events-repository.ts';
import { errorResponses, HttpError, notFound } from '../http/errors.ts';
import {
  createMember,
  deleteMember,
  findMember,
  listMembers,
  MemberCodeUnavailableError,
  memberCodeGenerator,
  updateMember,
} from './team-repository.ts';

const memberResponseSchema = z.object({ member: memberSchema });

export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser);

  app.get(
    '',
    {
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
      return listMembers(app.db, ownerId(request), { eventId, q: q || undefined }, { limit, offset });
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['team'],
        security: sessionSecurity,
        summary: 'One team member with their task counts',
        params: memberIdParamsSchema,
        response: { 200: memberResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const member = await findMember(app.db, ownerId(request), request.params.id);
      if (!member) throw notFound(TEAM_MESSAGES.memberNotFound);
      return { member };
    },
  );

  app.post(
    '',
    {
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
      const owner = ownerId(request);
      const { eventId, name, email, company, role, code, today } = request.body;
      const event = await findOwnedEvent(app.db, owner, eventId);
      if (!event) throw new HttpError(404, EVENT_MESSAGES.notFound, { eventId: EVENT_MESSAGES.notFound });
      const prefix = eventPrefix(event.name);
      if (code && !memberCodeHasPrefix(code, prefix)) {
        const message = codePrefixMismatchMessage(prefix);
        throw new HttpError(400, message, { code: message });
      }
      try {
        const member = await createMember(
          app.db,
          owner,
          { eventId, name, email, company, role, joinDate: today ?? todayIn('UTC'), proposedCode: code },
          memberCodeGenerator(prefix),
        );
        return reply.status(201).send({ member });
      } catch (error) {
        if (error instanceof MemberCodeUnavailableError) throw new HttpError(409, TEAM_MESSAGES.codeUnavailable);
        throw error;
      }
    },
  );

  app.patch(
    '/:id',
    {
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
      const member = await updateMember(app.db, ownerId(request), request.params.id, request.body);
      if (!member) throw notFound(TEAM_MESSAGES.memberNotFound);
      return { member };
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags: ['team'],
        security: sessionSecurity,
        summary: 'Remove a team member; their tasks stay, unassigned',
        params: memberIdParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      if (!(await deleteMember(app.db, ownerId(request), request.params.id))) throw notFound(TEAM_MESSAGES.memberNotFound);
      return reply.status(204).send(null);
    },
  );
};
