import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** 256 random bits, base64url: 43 characters that need no escaping in a URL. */
export function newFeedToken(): string {
  return randomBytes(32).toString('base64url');
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Whether `token` could be one `newFeedToken` made; anything else names no feed and needs no query. */
export function isFeedTokenShaped(token: string): boolean {
  return TOKEN_SHAPE.test(token);
}

/**
 * The absolute subscription URL of a token: under PUBLIC_URL (path included) when it is set, as
 * password reset links are, otherwise under the address this request was made to.
 */
export function feedUrl(request: FastifyRequest, publicUrl: URL | undefined, token: string): string {
  const base = publicUrl ? publicUrl.href : new URL(`${request.protocol}://${request.host}`).origin;
  return `${base.replace(/\/+$/, '')}/api/calendar/${token}.ics`;
}

/**
 * A request URL as it may be logged: a feed URL is a credential, so the last segment of a path ending
 * in `.ics` (in any spelling) is left out. Linear in the URL's length, as every request's URL goes through it.
 */
export function urlWithoutFeedToken(url: string): string {
  const queryAt = url.search(/[?#]/);
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const extension = /(?:\.|%2e)ics$/i.exec(path);
  if (!extension) return url;
  const segmentStart = path.lastIndexOf('/', extension.index) + 1;
  if (segmentStart >= extension.index) return url;
  return `${url.slice(0, segmentStart)}[redacted]${url.slice(extension.index)}`;
}

/** Fastify's own request fields for the log (method, URL, host, address), with a feed URL's token left out. */
export function requestLogValue(request: FastifyRequest) {
  const version = request.headers?.['accept-version'];
  return {
    method: request.method,
    url: urlWithoutFeedToken(request.url),
    version: Array.isArray(version) ? version.join(', ') : version,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
