import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a forwarded id may look like: a UUID or any short token without spaces or control characters. */
const FORWARDED_ID_PATTERN = /^[A-Za-z0-9._:@-]{1,128}$/;

/**
 * Fastify's `genReqId`: a random UUID, unique across instances and restarts (Fastify's own counter
 * starts again at 1 in every process). When the request came straight from a trusted proxy
 * (`trustForwarded`, from TRUST_PROXY: see client-address.ts), the proxy's X-Request-Id is kept when it
 * looks like an id, so its log and ours name a request alike.
 */
export function requestIdGenerator({ trustForwarded }: { trustForwarded: (request: IncomingMessage) => boolean }) {
  return (request: IncomingMessage): string => {
    const forwarded = request.headers[REQUEST_ID_HEADER];
    if (typeof forwarded === 'string' && FORWARDED_ID_PATTERN.test(forwarded) && trustForwarded(request)) return forwarded;
    return randomUUID();
  };
}

/** Every answer carries its request id, so a user can quote it and an operator find its log lines. */
export function registerRequestIdHeader(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
