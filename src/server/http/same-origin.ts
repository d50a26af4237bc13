import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '../../domain/auth.ts';
import { HttpError } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origin (scheme, host, port) of a URL, or undefined when it has none a browser could send. */
function originOf(url: string): string | undefined {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/**
 * The one origin allowed to make state-changing requests: PUBLIC_URL's when it is set, otherwise the
 * request's own: its Host header, and its scheme, which X-Forwarded-Proto (and its host X-Forwarded-Host)
 * gives only when the request came straight from a proxy TRUST_PROXY trusts (Fastify asks the trust
 * function of http/client-address.ts).
 */
function allowedOrigin(request: FastifyRequest, publicUrl: URL | undefined): string | undefined {
  if (publicUrl) return publicUrl.origin;
  return originOf(`${request.protocol}://${request.host}`);
}

function isSameOrigin(request: FastifyRequest, publicUrl: URL | undefined): boolean {
  const allowed = allowedOrigin(request, publicUrl);
  const { origin, referer } = request.headers;
  // An Origin header is a serialized origin; anything else ("null", a path, odd casing) is refused.
  if (origin !== undefined) return originOf(origin) === origin && origin === allowed;
  if (referer !== undefined) return allowed !== undefined && originOf(referer) === allowed;
  // No Origin and no Referer: an API client, or a browser that still says where the request came from.
  return request.headers['sec-fetch-site'] !== 'cross-site';
}

/**
 * Refuses state-changing requests that a page on another site made. Register it in the scope of the
 * routes it protects: it then runs for whatever spelling of the URL the router matched.
 */
export function registerSameOriginGuard(app: FastifyInstance, publicUrl: URL | undefined) {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (!isSameOrigin(request, publicUrl)) throw new HttpError(403, AUTH_MESSAGES.crossOrigin);
  });
}
