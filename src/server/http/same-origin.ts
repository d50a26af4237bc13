import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '../../domain/auth.ts';
import { HttpError } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function isSameOrigin(request: FastifyRequest, publicUrl: URL | undefined): boolean {
  const origin = request.headers.origin;
  if (origin) {
    if (publicUrl) return origin === publicUrl.origin;
    try {
      return new URL(origin).host === request.host;
    } catch {
      return false;
    }
  }
  // Browsers that send no Origin still say where a request came from.
  return request.headers['sec-fetch-site'] !== 'cross-site';
}

/** Refuses state-changing API requests that a page on another site made. */
export function registerSameOriginGuard(app: FastifyInstance, publicUrl: URL | undefined) {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (!isSameOrigin(request, publicUrl)) throw new HttpError(403, AUTH_MESSAGES.crossOrigin);
  });
}
