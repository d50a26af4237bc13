import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';

/** What the browser may load: the app's own scripts, styles (inline style attributes too), images, fonts and media. */
const CONTENT_SECURITY_POLICY = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    mediaSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
};

/**
 * Helmet's security headers on every answer. The middleware is built once: Fastify's helmet plugin
 * builds it again (parsing the policy) on every request.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const applyHeaders = helmet({ contentSecurityPolicy: CONTENT_SECURITY_POLICY });
  app.addHook('onRequest', (request, reply, done) => {
    applyHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
}
