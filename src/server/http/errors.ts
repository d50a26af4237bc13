import { z } from 'zod';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

export const errorResponseSchema = z
  .object({
    error: z.object({
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional(),
      /** On a 500: the id of the request, also in the log line that holds what went wrong. */
      requestId: z.string().optional(),
    }),
  })
  .meta({ id: 'ErrorResponse' });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 429 | 500;

/**
 * The `response` schemas of the error statuses a route can answer, e.g. `errorResponses(400, 401, 404)`.
 * A state-changing API route can also answer 403: the same-origin guard refuses cross-site writes.
 */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]): Record<S, typeof errorResponseSchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorResponseSchema])) as Record<S, typeof errorResponseSchema>;
}

/** An error whose message is meant for the user and whose status the client should see. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message: string) => new HttpError(404, message);

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again later.';

/**
 * A failure of ours: logged whole (message, stack, cause) under the request's id; the client gets a
 * generic message and that id, never the internals.
 */
function sendInternalError(request: FastifyRequest, reply: FastifyReply, error: unknown, what: string) {
  request.log.error({ err: error }, what);
  return reply.status(500).send({ error: { message: INTERNAL_ERROR_MESSAGE, requestId: request.id } });
}

/** Field → first message, and all messages joined with commas, from zod-style issues. */
export function describeIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  return { message: Object.values(fields).join(', '), fields };
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: v.instancePath.split('/').filter(Boolean),
        message: v.message ?? 'Invalid value',
      }));
      return reply.status(400).send({ error: describeIssues(issues) });
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ error: { message: error.message, fields: error.fields } });
    }
    if (isResponseSerializationError(error)) return sendInternalError(request, reply, error, 'response did not match its schema');
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: { message: error.message } });
    }
    return sendInternalError(request, reply, error, 'request failed');
  });
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send({ error: { message: `No such endpoint: ${request.method} ${request.url.split('?')[0]}` } });
}
