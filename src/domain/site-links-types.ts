/**
 * The site links' shapes and address rules, without their schemas (and so without zod): the
 * schemas (site-links.ts), the defaults (site-links-defaults.ts) and the browser's pages share them.
 */
import { hasNoControlCharacters } from './text-rules.ts';

/** The Bonuses menu's tools, in the order the panel shows them. */
export const BONUS_TOOL_IDS = ['funAndDirect', 'eventToolsGallery', 'coWorkerSpace', 'eventGenie'] as const;
export type BonusToolId = (typeof BONUS_TOOL_IDS)[number];

/** The community page's shared tools. */
export const COMMUNITY_TOOL_IDS = ['emailCampaignGenerator', 'meetingAgendaGenerator'] as const;
export type CommunityToolId = (typeof COMMUNITY_TOOL_IDS)[number];

/** The footer's policy pages, in the order the footer lists them. */
export const POLICY_IDS = ['acceptableUse', 'privacy', 'cookie', 'termsOfService'] as const;
export type PolicyId = (typeof POLICY_IDS)[number];

export const SITE_LINK_NAME_MAX_LENGTH = 100;
export const SITE_LINK_DESCRIPTION_MAX_LENGTH = 300;
export const SITE_LINK_URL_MAX_LENGTH = 2048;

interface ToolLink<Id extends string> {
  id: Id;
  name: string;
  description: string;
  /** Where Launch Tool opens, in a new tab: a page of this site or an absolute address; null: turned off (greyed out, with a Soon badge). */
  url: string | null;
}
export type BonusTool = ToolLink<BonusToolId>;
export type CommunityTool = ToolLink<CommunityToolId>;

export interface PolicyLink {
  id: PolicyId;
  name: string;
  /** A page of this site (/policies/privacy.html) or an absolute address; opened in a new tab. */
  url: string;
}

/** GET /api/site-links: the links the app shows, as this installation configures them. */
export interface SiteLinks {
  bonusTools: BonusTool[];
  communityTools: CommunityTool[];
  /** The external feedback form the feedback page opens; null: use the in-app form. */
  feedbackFormUrl: string | null;
  policies: PolicyLink[];
}

/** An absolute http:// or https:// address: what a tool or form opened in a new tab may point at. */
export function isExternalUrl(value: string): boolean {
  if (value.length > SITE_LINK_URL_MAX_LENGTH || /\s/.test(value) || !hasNoControlCharacters(value)) return false;
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** An external address, or a path on this site such as /policies/privacy.html (not //host, which leaves it). */
export function isSiteOrExternalUrl(value: string): boolean {
  if (value.startsWith('/')) {
    return (
      !value.startsWith('//') &&
      !value.includes('\\') &&
      value.length <= SITE_LINK_URL_MAX_LENGTH &&
      !/\s/.test(value) &&
      hasNoControlCharacters(value)
    );
  }
  return isExternalUrl(value);
}

/** A path of this site rather than another site's address. */
export function isSitePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//');
}
