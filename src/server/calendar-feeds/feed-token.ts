import { publicLink } from '../http/public-origin.ts';
import { isLinkTokenShaped, newLinkToken } from '../private-links/link-token.ts';

/** A feed's token: kept as it is (decision 013), so its owner can copy the address again. */
export const newFeedToken = newLinkToken;
export const isFeedTokenShaped = isLinkTokenShaped;

/**
 * The absolute subscription URL of a token, under the configured public origin (PUBLIC_URL, path
 * included, or the address the server listens on), as password reset links are; never under a
 * request's Host.
 */
export function feedUrl(publicOrigin: URL, token: string): string {
  return publicLink(publicOrigin, `/api/calendar/${token}.ics`);
}
