import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  currentWorkspaceAnswerSchema,
  selectWorkspaceInputSchema,
  updateWorkspaceInputSchema,
  WORKSPACE_HEADER,
  WORKSPACE_MESSAGES,
  workspaceAnswerSchema,
  workspaceInputSchema,
  workspaceListSchema,
} from '../../domain/workspaces.ts';
import { accountId, sessionSecurity } from '../auth/auth-plugin.ts';
import type { Database } from '../db/schema.ts';
import { errorResponses, HttpError, notFound } from '../http/errors.ts';
import { workspaceId } from './workspace-access.ts';
import {
  chooseWorkspace,
  createWorkspace,
  defaultWorkspaceId,
  deleteSharedWorkspace,
  findWorkspace,
  listWorkspaces,
  updateWorkspace,
  workspaceTimeZone,
} from './workspaces-repository.ts';

const TAGS = ['workspaces'];

/** The workspace as the account sees it; 404 when the account is not (or no longer) in it. */
async function workspaceAsSeenBy(db: Kysely<Database>, userId: number, id: number) {
  const workspace = await findWorkspace(db, userId, id);
  if (!workspace) throw notFound(WORKSPACE_MESSAGES.notFound);
  return workspace;
}

/** The request's workspace as the account sees it, with its time zone. */
async function currentWorkspace(db: Kysely<Database>, userId: number, id: number) {
  const workspace = await workspaceAsSeenBy(db, userId, id);
  return { workspace: { ...workspace, timeZone: await workspaceTimeZone(db, id) } };
}

/**
 * /api/workspaces: the workspaces of the signed-in account, a new one, and the one it works in when a
 * request names none. /api/workspace: the request's workspace itself (the one the X-Workspace-Id header
 * names, else the account's last choice).
 */
export const workspacesRoutes: FastifyPluginAsyncZod<{ clock?: () => number }> = async (app, { clock = Date.now }) => {
  app.get(
    '/workspaces',
    {
      config: { access: 'account' },
      schema: {
        tags: TAGS,
        security: sessionSecurity,
        summary: 'The workspaces you are in, with your role in each',
        description:
          'Your own workspace first, then the others A to Z. `currentId` is the workspace this request works in: the one the ' +
          `${WORKSPACE_HEADER} header names, else your last choice (PUT /api/workspaces/choice), else your own; when the header ` +
          'names a workspace you are not in, your last choice.',
        response: { 200: workspaceListSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const userId = accountId(request);
      const items = await listWorkspaces(app.db, userId);
      const currentId = request.workspace?.id ?? (await defaultWorkspaceId(app.db, userId));
      // Every account has its own workspace from sign-up; without one it can only be mid-deletion.
      if (currentId === undefined) throw notFound(WORKSPACE_MESSAGES.notFound);
      return { items, currentId };
    },
  );

  app.post(
    '/workspaces',
    {
      config: { access: 'account' },
      schema: {
        tags: TAGS,
        security: sessionSecurity,
        summary: 'Create a workspace to plan in with others',
        description: 'You become its owner: you invite people to it, give them roles, and may rename or delete it.',
        body: workspaceInputSchema,
        response: { 201: workspaceAnswerSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const workspace = await createWorkspace(app.db, accountId(request), request.body.name, new Date(clock()));
      return reply.status(201).send({ workspace });
    },
  );

  app.put(
    '/workspaces/choice',
    {
      config: { access: 'account' },
      schema: {
        tags: TAGS,
        security: sessionSecurity,
        summary: 'Choose the workspace to open when a request names none',
        description: `Kept with your account: a new tab, or a request without the ${WORKSPACE_HEADER} header, works in it. 404 when you are not in it.`,
        body: selectWorkspaceInputSchema,
        response: { 200: workspaceAnswerSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const userId = accountId(request);
      if (!(await chooseWorkspace(app.db, userId, request.body.workspaceId))) throw notFound(WORKSPACE_MESSAGES.notFound);
      return { workspace: await workspaceAsSeenBy(app.db, userId, request.body.workspaceId) };
    },
  );

  app.get(
    '/workspace',
    {
      config: { access: 'viewer' },
      schema: {
        tags: TAGS,
        security: sessionSecurity,
        summary: 'The workspace this request works in, with your role and its time zone',
        response: { 200: currentWorkspaceAnswerSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => currentWorkspace(app.db, accountId(request), workspaceId(request)),
  );

  app.patch(
    '/workspace',
    {
      config: { access: 'owner' },
      schema: {
        tags: TAGS,
        security: sessionSecurity,
        summary: 'Rename the workspace, or change its time zone',
        description: "`timeZone`: an IANA zone such as Europe/Berlin; the workspace's reminder e-mails go out at 08:00 there.",
        body: updateWorkspaceInputSchema,
        response: { 200: currentWorkspaceAnswerSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const id = workspaceId(request);
      await updateWorkspace(app.db, id, request.body);
      return currentWorkspace(app.db, accountId(request), id);
    },
  );

  app.delete(
    '/workspace',
    {
      config: { access: 'owner' },
      schema: {
        tags: TAGS,
        security: sessionSecurity,
        summary: 'Delete the workspace and everything in it',
        description:
          'Its events, tasks, team, templates, calendar feeds, people and invitations go with it, at once. Your own workspace ' +
          "cannot be deleted (400): it goes with your account. Requests that name it answer 404 from then on; without the header, each former member opens their own workspace.",
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      if (!(await deleteSharedWorkspace(app.db, workspaceId(request)))) throw new HttpError(400, WORKSPACE_MESSAGES.personalCannotBeDeleted);
      return reply.status(204).send(null);
    },
  );
};
