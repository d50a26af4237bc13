import type { App } from '../../../src/server/app.ts';
import type { Method } from './test-app.ts';

/** The parts of an OpenAPI operation every reader of the document uses; a test names the rest it reads. */
export interface OpenApiOperationBase {
  parameters?: { name: string; in: string }[];
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
