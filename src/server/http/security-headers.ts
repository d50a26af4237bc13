import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';

/**
 * What the browser may load: the app's own scripts (no inline script, no event-handler attribute such
 * as onerror=), styles (inline style attributes too), images, fonts and media; no plug-ins, no framing.
 */
const CONTENT_SECURITY_POLICY = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
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

/** Powerful browser features the app never uses, switched off for it and anything it could embed. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/** Built once: Fastify's helmet plugin builds it again (parsing the policy) on every request. */
const helmetHeaders = helmet({
  contentSecurityPolicy: CONTENT_SECURITY_POLICY,
  // Agrees with frame-ancestors 'none', for browsers that only read the older header.
  xFrameOptions: { action: 'deny' },
});

function applyHeaders(request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) {
  response.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
  helmetHeaders(request, response, next);
}

/** Helmet's security headers on every answer that goes through a route, a hook or a not-found handler. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    applyHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
}

/** The same headers, set straight on the response: for the router's own errors, which no hook sees. */
export function applySecurityHeaders(request: IncomingMessage, response: ServerResponse): void {
  applyHeaders(request, response, () => {});
}
