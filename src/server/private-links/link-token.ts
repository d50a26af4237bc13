import { hash, randomBytes } from 'node:crypto';

/**
 * The one token of every link that works without a password or with one: sessions, password resets,
 * invitations, calendar feeds, members' pages and unsubscribe links. 256 random bits, base64url: 43
 * characters that need no escaping in a URL.
 */
export function newLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Whether `token` could be one `newLinkToken` made; anything else names no link and needs no query. */
export function isLinkTokenShaped(token: string): boolean {
  return TOKEN_SHAPE.test(token);
}

/** What the database keeps of a token: its SHA-256, so a copy of the database opens no link. */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}
