import { z } from 'zod';
import { hasNoControlCharacters } from './common.ts';

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

const externalToolFields = {
  name: z.string(),
  description: z.string(),
  /** Where Launch Tool opens, in a new tab; null: not available (greyed out, with a Soon badge). */
  url: z.string().nullable(),
};

export const bonusToolSchema = z.object({ id: z.enum(BONUS_TOOL_IDS), ...externalToolFields }).meta({ id: 'BonusTool' });
export type BonusTool = z.infer<typeof bonusToolSchema>;

export const communityToolSchema = z.object({ id: z.enum(COMMUNITY_TOOL_IDS), ...externalToolFields }).meta({ id: 'CommunityTool' });
export type CommunityTool = z.infer<typeof communityToolSchema>;

export const policyLinkSchema = z
  .object({
    id: z.enum(POLICY_IDS),
    name: z.string(),
    /** A page of this site (/policies/privacy.html) or an absolute address; opened in a new tab. */
    url: z.string(),
  })
  .meta({ id: 'PolicyLink' });
export type PolicyLink = z.infer<typeof policyLinkSchema>;

/** GET /api/site-links: the external links the app shows, as this installation configures them. */
export const siteLinksSchema = z
  .object({
    bonusTools: z.array(bonusToolSchema),
    communityTools: z.array(communityToolSchema),
    /** The external feedback form the feedback page opens; null: use the in-app form. */
    feedbackFormUrl: z.string().nullable(),
    policies: z.array(policyLinkSchema),
  })
  .meta({ id: 'SiteLinks' });
export type SiteLinks = z.infer<typeof siteLinksSchema>;
