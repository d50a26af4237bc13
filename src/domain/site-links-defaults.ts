/**
 * The parts of the site links the browser needs without their schemas (and so without zod): the
 * landing page's footer and the app shell use them; the server reads its defaults from here too.
 */
import { isSitePath, type BonusToolId, type CommunityToolId, type SiteLinks } from './site-links-types.ts';

/** A tool can be launched when it has an address (an installation turns a tool off by leaving it none). */
export function isToolAvailable(tool: { url: string | null }): tool is { url: string } {
  return tool.url !== null;
}

/** For the Bonuses footer: how many of the tools can be launched. */
export function availableToolCount(tools: readonly { url: string | null }[]): number {
  return tools.filter(isToolAvailable).length;
}

/** Where each tool lives in Eventry itself: the address it opens at unless the installation points it elsewhere. */
export const BUILT_IN_TOOL_PATHS: Record<BonusToolId | CommunityToolId, string> = {
  funAndDirect: '/fun',
  eventToolsGallery: '/app/tools/gallery',
  coWorkerSpace: '/app/people',
  eventGenie: '/app/tools/event-genie',
  emailCampaignGenerator: '/app/community/campaigns',
  meetingAgendaGenerator: '/app/community/agenda',
};

/**
 * A tool's address as a link of this tab: a page of the signed-in app names the tab's workspace
 * (`param`=`workspaceId`), so the new tab opens on the same workspace; other addresses are kept as they are.
 */
export function toolHrefInWorkspace(url: string, param: string, workspaceId: number | null): string {
  if (workspaceId === null || !isSitePath(url) || !(url === '/app' || url.startsWith('/app/') || url.startsWith('/app?'))) return url;
  const hashAt = url.indexOf('#');
  const [beforeHash, hash] = hashAt === -1 ? [url, ''] : [url.slice(0, hashAt), url.slice(hashAt)];
  const [path, query = ''] = beforeHash.split('?', 2) as [string, string?];
  const search = new URLSearchParams(query);
  search.set(param, String(workspaceId));
  return `${path}?${search.toString()}${hash}`;
}

/**
 * The links of an installation that configures nothing: every tool opens its page in Eventry, and
 * the policies are the pages shipped with the app.
 */
export const DEFAULT_SITE_LINKS: SiteLinks = {
  bonusTools: [
    {
      id: 'funAndDirect',
      name: 'Fun & Direct',
      description: 'Event bingo and an icebreaker picker for your team and guests, in the browser.',
      url: BUILT_IN_TOOL_PATHS.funAndDirect,
    },
    {
      id: 'eventToolsGallery',
      name: 'Event Tools Gallery',
      description: 'Every planning tool in Eventry on one page, with where to find it.',
      url: BUILT_IN_TOOL_PATHS.eventToolsGallery,
    },
    {
      id: 'coWorkerSpace',
      name: 'Co-Worker Space',
      description: 'The people of your workspace, their roles and invitations.',
      url: BUILT_IN_TOOL_PATHS.coWorkerSpace,
    },
    {
      id: 'eventGenie',
      name: 'EventGenie',
      description: 'A complete theme for your event, composed from curated sets.',
      url: BUILT_IN_TOOL_PATHS.eventGenie,
    },
  ],
  communityTools: [
    {
      id: 'emailCampaignGenerator',
      name: 'Email Campaign Generator',
      description: 'Write an announcement, a reminder or a thank-you from your event’s details, then copy it or send it to your team.',
      url: BUILT_IN_TOOL_PATHS.emailCampaignGenerator,
    },
    {
      id: 'meetingAgendaGenerator',
      name: 'Meeting Agenda Generator',
      description: 'An agenda for your next team meeting, built from the event’s tasks: what is overdue, what is due next and what got done.',
      url: BUILT_IN_TOOL_PATHS.meetingAgendaGenerator,
    },
  ],
  feedbackFormUrl: null,
  policies: [
    { id: 'acceptableUse', name: 'Acceptable Use', url: '/policies/acceptable-use.html' },
    { id: 'privacy', name: 'Privacy', url: '/policies/privacy.html' },
    { id: 'cookie', name: 'Cookie', url: '/policies/cookie.html' },
    { id: 'termsOfService', name: 'Terms of Service', url: '/policies/terms-of-service.html' },
  ],
};
