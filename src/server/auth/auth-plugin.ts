import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES, type User } from '../../domain/auth.ts';
import { HttpError } from '../http/errors.ts';
import { findSession } from './sessions-repository.ts';
import { SESSION_COOKIE, setSessionCookie } from './session-cookie.ts';
import { toUser } from './users-repository.ts';
import { requestedWorkspaceId } from '../workspaces/workspace-access.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, once `loadSession` has run; null when signed out. */
    user: User | null;
    /** The data version of the request's workspace, read with the session (see http/answer-cache.ts); null when signed out or without a workspace. */
    dataVersion: string | null;
  }
  interface FastifyInstance {
    /** onRequest hook for routes that need a signed-in user: answers 401 otherwise. */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/**
 * Reads the session cookie on every request of the scope it is registered in (the /api plugin) and
 * exposes the user as `request.user`; fastify-plugin lets that scope's routes see `requireUser`.
 */
export const authPlugin = fp(
  async (app) => {
    app.decorateRequest('user', null);
    app.decorateRequest('dataVersion', null);

    // onRequest, so a signed-out request is refused (401) before its body is even validated.
    app.addHook('onRequest', async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (!token) return;
      const session = await findSession(app.db, token, requestedWorkspaceId(request));
      if (!session) return;
      request.user = toUser(session.user);
      request.workspace = session.workspace;
      request.dataVersion = session.dataVersion;
      if (session.renewedUntil) setSessionCookie(request, reply, token, session.renewedUntil);
    });

    app.decorate('requireUser', async (request: FastifyRequest) => {
      if (!request.user) throw new HttpError(401, AUTH_MESSAGES.authenticationRequired);
    });
  },
  { name: 'auth', dependencies: ['database'] },
);

/** OpenAPI `security` of a route guarded by `requireUser`: the session cookie scheme declared in app.ts. */
export const sessionSecurity = [{ session: [] }];

/** The signed-in account's id; only for routes guarded by `requireUser` or declaring an access. */
export function accountId(request: FastifyRequest): number {
  if (!request.user) throw new HttpError(401, AUTH_MESSAGES.authenticationRequired);
  return request.user.id;
}
