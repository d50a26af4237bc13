import { z } from 'zod';
import {
  BONUS_TOOL_IDS,
  COMMUNITY_TOOL_IDS,
  POLICY_IDS,
  type BonusTool,
  type CommunityTool,
  type PolicyLink,
  type SiteLinks,
} from './site-links-types.ts';

export * from './site-links-types.ts';

const externalToolFields = {
  name: z.string(),
  description: z.string(),
  /** Where Launch Tool opens, in a new tab: a page of this site or an absolute address; null: turned off (greyed out, with a Soon badge). */
  url: z.string().nullable(),
};

export const bonusToolSchema = z.object({ id: z.enum(BONUS_TOOL_IDS), ...externalToolFields }).meta({ id: 'BonusTool' });

export const communityToolSchema = z.object({ id: z.enum(COMMUNITY_TOOL_IDS), ...externalToolFields }).meta({ id: 'CommunityTool' });

export const policyLinkSchema = z
  .object({
    id: z.enum(POLICY_IDS),
    name: z.string(),
    /** A page of this site (/policies/privacy.html) or an absolute address; opened in a new tab. */
    url: z.string(),
  })
  .meta({ id: 'PolicyLink' });

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

// The schemas describe the zod-free shapes of site-links-types.ts exactly: a change to one must follow in the other.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const shapesAgree: [
  Same<z.infer<typeof bonusToolSchema>, BonusTool>,
  Same<z.infer<typeof communityToolSchema>, CommunityTool>,
  Same<z.infer<typeof policyLinkSchema>, PolicyLink>,
  Same<z.infer<typeof siteLinksSchema>, SiteLinks>,
] = [true, true, true, true];
void shapesAgree;
