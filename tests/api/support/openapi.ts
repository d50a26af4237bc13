import { z } from 'zod';
import type { App } from '../../../src/server/app.ts';
import type { Method } from './test-app.ts';

/** The parts of an OpenAPI operation every reader of the document uses; a test names the rest it reads. */
export interface OpenApiOperationBase {
  parameters?: { name: string; in: string }[];
  /** Who may call a signed-in route, as the route declares it (server/workspaces/workspace-access.ts). */
  'x-access'?: string;
}

/**
 * Every operation of the app's own OpenAPI document: the list of routes tests walk, so that a route
 * added to the API is tested without being named here.
 */
export async function apiOperations<Operation extends OpenApiOperationBase = OpenApiOperationBase>(
  app: App,
): Promise<{ method: Method; path: string; operation: Operation }[]> {
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (response.statusCode !== 200) throw new Error(`no OpenAPI document: ${response.statusCode} ${response.body}`);
  const paths = (response.json() as { paths: Record<string, Record<string, Operation>> }).paths;
  return Object.entries(paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ method: method.toUpperCase() as Method, path, operation })),
  );
}

/** The parts of a JSON Schema the fuzzing tests read to build values for a field. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  minimum?: number;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
}

/** An operation with its parameters' and body's schemas, and whether it needs a session. */
export interface OpenApiOperation extends OpenApiOperationBase {
  parameters?: { name: string; in: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  /** Set on the routes that need a session: signed out, they answer 401 before reading the body or checking the query. */
  security?: unknown[];
}

/** The one error shape, with nothing else in it. */
export const strictErrorShape = z.strictObject({
  error: z.strictObject({ message: z.string().min(1), fields: z.record(z.string(), z.string()).optional() }),
});
