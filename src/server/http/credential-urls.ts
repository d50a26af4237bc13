import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { HttpError } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's path holds a credential (a calendar feed's token, later a member's private page):
     * the log shows the route's pattern with each parameter as `[redacted]` instead of the URL, and only
     * the canonical spelling of the URL is answered. Any other spelling the router would bring here (a
     * trailing slash, `%2e` for the dot, `%41` for a letter of the token, `/%61pi/`…) answers 404 with
     * the message `notFound`, so a credential only ever works, and is only ever logged redacted, by the route.
     */
    credentialInUrl?: { notFound: string };
  }
}

/** Where a route pattern names a parameter: `:token` in `/api/calendar/:token.ics`. */
const ROUTE_PARAMETER = /:([A-Za-z0-9_]+)/g;

/**
 * A run of characters that could spell a token of 43 base64url characters, in any percent-encoding:
 * a token written with every character escaped is still a run of these.
 */
const TOKEN_SPELLING = /[A-Za-z0-9_%-]{43,}/g;
const TOKEN_CHARACTERS = /[A-Za-z0-9_-]{43}/;

/** `%XX` escapes decoded, up to three times over (`%2541` → `%41` → `A`); bytes as characters, enough for ASCII tokens. */
function decodeEscapes(text: string): string {
  let current = text;
  for (let round = 0; round < 3 && current.includes('%'); round++) {
    const next = current.replace(/%[0-9A-Fa-f]{2}/g, (escape) => String.fromCharCode(Number.parseInt(escape.slice(1), 16)));
    if (next === current) break;
    current = next;
  }
  return current;
}

/**
 * The URL with every run that spells 43 or more token characters (base64url, percent-encoded or not)
 * written `[redacted]`. A safety net for URLs no credential route matched: a feed URL spelled in a way
 * the feed route refuses (`…/<token>.ics/`, `…/<token>.ICS`, `…/<token>.ics;x`) answers 404 but still
 * holds a working token. Linear in the URL's length; a URL without such a run is returned as it is.
 */
export function withoutTokenSpellings(url: string): string {
  if (url.length < 43) return url;
  return url.replace(TOKEN_SPELLING, (run) => (TOKEN_CHARACTERS.test(decodeEscapes(run)) ? '[redacted]' : run));
}

/** A route pattern as it may be logged: `/api/calendar/:token.ics` → `/api/calendar/[redacted].ics`. */
export function redactedRoutePattern(pattern: string): string {
  return pattern.replace(ROUTE_PARAMETER, '[redacted]');
}

/**
 * The request's URL as the log may show it. For a route marked `credentialInUrl`, which the router
 * matched whatever the URL's spelling, its pattern with the parameters redacted (and the query string,
 * through the safety net); for any other request, the URL through the safety net.
 */
export function loggableUrl(request: FastifyRequest): string {
  const url = request.url ?? '';
  const route = request.routeOptions;
  if (route?.config?.credentialInUrl && route.url) {
    const queryAt = url.indexOf('?');
    return redactedRoutePattern(route.url) + (queryAt === -1 ? '' : withoutTokenSpellings(url.slice(queryAt)));
  }
  return withoutTokenSpellings(url);
}

/** The one spelling of a route's URL for these parameters: the pattern with each value percent-encoded. */
export function canonicalPath(pattern: string, params: Record<string, unknown>): string {
  return pattern.replace(ROUTE_PARAMETER, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
}

const answerCanonicalSpellingOnly: onRequestHookHandler = async (request) => {
  const route = request.routeOptions;
  const credential = route.config.credentialInUrl;
  if (!credential || !route.url) return;
  const path = request.url.split('?', 1)[0];
  if (path !== canonicalPath(route.url, (request.params ?? {}) as Record<string, unknown>)) throw new HttpError(404, credential.notFound);
};

/**
 * Gives each route marked `config: { credentialInUrl }` (and the HEAD route Fastify makes from it) a
 * first onRequest hook that answers 404 unless the URL is spelled exactly as the route's pattern with
 * its parameters. Register before the routes.
 */
export function registerCredentialUrls(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (!route.config?.credentialInUrl) return;
    const existing = route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
    route.onRequest = [answerCanonicalSpellingOnly, ...existing];
  });
}
