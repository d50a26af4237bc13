import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changeRoleInputSchema, memberAnswerSchema, memberParamsSchema, peopleSchema, WORKSPACE_MESSAGES } from '../../domain/workspaces.ts';
import { accountId, sessionSecurity } from '../auth/auth-plugin.ts';
import { errorResponses, HttpError, notFound } from '../http/errors.ts';
import { listOpenInvitations } from './invitations-repository.ts';
import { workspaceId } from './workspace-access.ts';
import { changeMemberRole, findMember, listMembers, removeMember, type MemberChange } from './workspaces-repository.ts';

const TAGS = ['workspaces'];

/** A change refused: the person is not in the workspace (404), or is its owner (400 with `ownerMessage`). */
function refuse(change: Exclude<MemberChange, 'done'>, ownerMessage: string): never {
  if (change === 'notFound') throw notFound(WORKSPACE_MESSAGES.memberNotFound);
  throw new HttpError(400, ownerMessage);
}

/**
 * /api/workspace/people: who is in the request's workspace, with what role, and who is invited; the
 * owner changes roles and removes people, anyone else may leave. A change takes effect on the person's
 * very next request: their role is read with their session each time.
 */
export const peopleRoutes: FastifyPluginAsyncZod<{ clock?: () => number }> = async (app, { clock = Date.now }) => {
  app.get(
    '/workspace/people',
    {
      config: { access: 'viewer' },
      schema: {
        tags: TAGS,
        security: sessionSecurity,
        summary: 'The people of the workspace, with their roles, and the invitations waiting',
        description:
          'Members: the owner first, then by name. Invitations: those not yet accepted nor expired, newest first; listed for the owner only (empty for everyone else).',
        response: { 200: peopleSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const id = workspaceId(request);
      const members = await listMembers(app.db, id);
      const invitations = request.workspace?.role === 'owner' ? await listOpenInvitations(app.db, id, new Date(clock())) : [];
      return { members, invitations };
    },
  );

  app.patch(
    '/workspace/people/:userId',
    {
      config: { access: 'owner' },
      schema: {
        tags: TAGS,
        security: sessionSecurity,
        summary: "Change a person's role: editor or viewer",
        description: "The owner's own role cannot be changed (400): a workspace has one owner. 404 for someone not in the workspace.",
        params: memberParamsSchema,
        body: changeRoleInputSchema,
        response: { 200: memberAnswerSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const id = workspaceId(request);
      const change = await changeMemberRole(app.db, id, request.params.userId, request.body.role);
      if (change !== 'done') refuse(change, WORKSPACE_MESSAGES.ownerRoleFixed);
      const member = await findMember(app.db, id, request.params.userId);
      if (!member) throw notFound(WORKSPACE_MESSAGES.memberNotFound);
      return { member };
    },
  );

  app.delete(
    '/workspace/people/:userId',
    {
      config: { access: 'owner' },
      schema: {
        tags: TAGS,
        security: sessionSecurity,
        summary: 'Remove a person from the workspace',
        description:
          'From their next request on, they cannot see or change anything in it (404), while their account and their other workspaces stay as they were. ' +
          'The owner cannot be removed (400). 404 for someone not in the workspace.',
        params: memberParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const change = await removeMember(app.db, workspaceId(request), request.params.userId);
      if (change !== 'done') refuse(change, WORKSPACE_MESSAGES.cannotRemoveOwner);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/workspace/leave',
    {
      config: { access: 'viewer' },
      schema: {
        tags: TAGS,
        security: sessionSecurity,
        summary: 'Leave the workspace',
        description:
          'For editors and viewers; its owner cannot leave it (400). When it was your last choice, your own workspace opens next.',
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const change = await removeMember(app.db, workspaceId(request), accountId(request));
      // Removed by the owner since the session was read: out of it all the same.
      if (change === 'notFound') throw notFound(WORKSPACE_MESSAGES.notFound);
      if (change === 'owner') throw new HttpError(400, WORKSPACE_MESSAGES.cannotLeaveOwn);
      return reply.status(204).send(null);
    },
  );
};
