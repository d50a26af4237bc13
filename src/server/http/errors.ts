import type { IncomingMessage } from 'node:http';
import { z } from 'zod';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/errors.ts';

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

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 500 | 503;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a body over the route's `bodyLimit` is answered (413), instead of the general bodyTooLargeMessage. */
    bodyTooLargeMessage?: string;
  }
}

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

export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is not available right now. Please try again in a moment.';
/** Seconds a client is asked to wait before retrying while the database is unavailable. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

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

export const bodyTooLargeMessage = (limitBytes: number) =>
  `The request is too large: at most ${(limitBytes / (1024 * 1024)).toLocaleString('en')} MB can be sent at once`;

/** How much of a refused body is still read (and dropped), and for how long, before the answer goes out anyway. */
const DRAIN_LIMIT_BYTES = 64 * 1024 * 1024;
const DRAIN_TIMEOUT_MS = 15_000;

/**
 * Reads the rest of a refused request body and drops it. Answering while the client is still
 * uploading closes the connection with unread data, which resets it: a browser then reports a network
 * error instead of the answer. Bounded, so a client cannot hold the connection open with an endless body.
 */
function drainRequest(raw: IncomingMessage): Promise<void> {
  if (raw.complete || raw.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let received = 0;
    const timer = setTimeout(finish, DRAIN_TIMEOUT_MS);
    function onData(chunk: Buffer) {
      received += chunk.length;
      if (received > DRAIN_LIMIT_BYTES) finish();
    }
    function finish() {
      clearTimeout(timer);
      raw.off('data', onData).off('end', finish).off('error', finish).off('close', finish);
      resolve();
    }
    raw.on('data', onData).once('end', finish).once('error', finish).once('close', finish);
    raw.resume();
  });
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      await drainRequest(request.raw);
      const message = request.routeOptions.config.bodyTooLargeMessage ?? bodyTooLargeMessage(request.routeOptions.bodyLimit);
      return reply.status(413).send({ error: { message } });
    }
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
    if (isDatabaseUnavailable(error)) {
      // Expected while the database is down or full, once per request: the cause without a stack.
      request.log.warn({ code: (error as { code?: unknown }).code, reason: error.message }, 'database unavailable');
      return reply.status(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS)).send({ error: { message: DATABASE_UNAVAILABLE_MESSAGE } });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: { message: error.message } });
    }
    return sendInternalError(request, reply, error, 'request failed');
  });
}

const ROUTER_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'The address is not valid: it holds a malformed %-escape',
  FST_ERR_MAX_PARAM_LENGTH: 'The address is too long',
};

/**
 * An address the router refuses before any route or hook runs (Fastify's `frameworkErrors`): a
 * malformed %-escape (400) or an over-long path segment (414), in the one error shape.
 */
export function sendRouterError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  return reply.status(status).send({ error: { message: ROUTER_ERROR_MESSAGES[error.code] ?? 'The address is not valid' } });
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send({ error: { message: `No such endpoint: ${request.method} ${request.url.split('?')[0]}` } });
}
