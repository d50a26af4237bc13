import type { FastifyInstance } from 'fastify';

/** What every API answer may be kept as, unless its route says otherwise: by the browser that asked, never stored. */
export const PRIVATE_ANSWER_CACHE_CONTROL = 'private, no-store';

/**
 * Marks every answer of the scope private and not to be stored: what the API answers depends on the
 * session, so a shared cache put in front of the server by mistake must never hand one account's data
 * to another. Set before anything else runs, so errors carry it too; a route whose answer is public
 * (the site links) or cacheable by its one reader (a calendar feed) sets its own.
 */
export function registerPrivateAnswers(api: FastifyInstance): void {
  api.addHook('onRequest', (_request, reply, done) => {
    reply.header('cache-control', PRIVATE_ANSWER_CACHE_CONTROL);
    done();
  });
}
