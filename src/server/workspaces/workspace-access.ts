import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { AUTH_MESSAGES } from '../../domain/auth.ts';
import { roleAllows, WORKSPACE_HEADER, WORKSPACE_MESSAGES, type RouteAccess, type WorkspaceRole } from '../../domain/workspaces.ts';
import { MAX_ID } from '../../domain/common.ts';
import { HttpError } from '../http/errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Who may call a signed-in route: the role it needs in the caller's workspace, or 'account' for a
     * route about the account itself. Declared on every route that needs a session (the app refuses
     * to start otherwise), and stated in the OpenAPI document as `x-access`.
     */
    access?: RouteAccess;
  }
  interface FastifyRequest {
    /** The workspace the request works in and the caller's role there; null when signed out or not a member of the one it names. */
    workspace: WorkspaceAccess | null;
  }
}

export interface WorkspaceAccess {
  id: number;
  role: WorkspaceRole;
}

/** Each route's declared access, by "METHOD /openapi/{path}", for the OpenAPI document and the tenancy tests. */
export type RouteAccessTable = Map<string, RouteAccess>;

/** The workspace the request names in its header: a positive id, -1 for anything else sent (no such workspace), null when none. */
export function requestedWorkspaceId(request: FastifyRequest): number | null {
  const header = request.headers[WORKSPACE_HEADER];
  if (header === undefined) return null;
  const id = Number(header);
  return typeof header === 'string' && /^\d{1,10}$/.test(header) && id >= 1 && id <= MAX_ID ? id : -1;
}

const requireAccount: onRequestHookHandler = async (request) => {
  if (!request.user) throw new HttpError(401, AUTH_MESSAGES.authenticationRequired);
};

function requireRole(needed: WorkspaceRole): onRequestHookHandler {
  return async (request) => {
    if (!request.user) throw new HttpError(401, AUTH_MESSAGES.authenticationRequired);
    // Someone outside the workspace learns nothing of it, as for a record of someone else's.
    if (!request.workspace) throw new HttpError(404, WORKSPACE_MESSAGES.notFound);
    if (!roleAllows(request.workspace.role, needed)) throw new HttpError(403, WORKSPACE_MESSAGES.forbidden);
  };
}

const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/**
 * In the /api scope, before its routes: each route that declares `access` gets the check as its
 * first onRequest hook (after the session is read), and a route that needs a session without
 * declaring who may call it stops the app from starting.
 */
export function registerRouteAccess(api: FastifyInstance, table: RouteAccessTable): void {
  api.decorateRequest('workspace', null);
  api.addHook('onRoute', (route) => {
    const access = route.config?.access;
    const needsSession = Array.isArray(route.schema?.security) && route.schema.security.length > 0;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!access) {
      if (needsSession) throw new Error(`${methods.join(',')} ${route.url} needs a session but declares no access`);
      return;
    }
    const check = access === 'account' ? requireAccount : requireRole(access);
    const existing = Array.isArray(route.onRequest) ? route.onRequest : route.onRequest ? [route.onRequest] : [];
    route.onRequest = [check, ...existing];
    for (const method of methods) if (method !== 'HEAD') table.set(`${method} ${openApiPath(route.url)}`, access);
  });
}

/** The workspace of a route that declares a role; its id is the `owner_id` of every record the route reads or writes. */
export function workspaceId(request: FastifyRequest): number {
  if (!request.workspace) throw new HttpError(404, WORKSPACE_MESSAGES.notFound);
  return request.workspace.id;
}

/** Adds each operation's declared access to the OpenAPI document as `x-access`. */
export function documentRouteAccess(table: RouteAccessTable) {
  return <T extends { paths?: object }>(document: T): T => {
    for (const [path, item] of Object.entries(document.paths ?? {}) as [string, Record<string, object>][]) {
      for (const [method, operation] of Object.entries(item ?? {})) {
        const access = table.get(`${method.toUpperCase()} ${path}`);
        if (access) Object.assign(operation, { 'x-access': access });
      }
    }
    return document;
  };
}
