import { randomBytes } from 'node:crypto';
import { publicLink } from '../http/public-origin.ts';

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
 * The absolute subscription URL of a token, under the configured public origin (PUBLIC_URL, path
 * included, or the address the server listens on), as password reset links are; never under a
 * request's Host.
 */
export function feedUrl(publicOrigin: URL, token: string): string {
  return publicLink(publicOrigin, `/api/calendar/${token}.ics`);
}
