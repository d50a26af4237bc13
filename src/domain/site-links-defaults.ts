/**
 * The parts of the site links the browser needs without their schemas (and so without zod): the
 * landing page's footer and the app shell use them; the server reads its defaults from here too.
 */
import type { SiteLinks } from './site-links.ts';

/** A tool can be launched when it has an address. */
export function isToolAvailable(tool: { url: string | null }): tool is { url: string } {
  return tool.url !== null;
}

/** For the Bonuses footer: how many of the tools can be launched. */
export function availableToolCount(tools: readonly { url: string | null }[]): number {
  return tools.filter(isToolAvailable).length;
}

/**
 * The links of an installation that configures nothing. The tools have no address until one is
 * configured (each is shown as not available); the policies are the pages shipped with the app.
 */
export const DEFAULT_SITE_LINKS: SiteLinks = {
  bonusTools: [
    {
      id: 'funAndDirect',
      name: 'Fun & Direct',
      description: 'Instant browser games to play straight away, nothing to install.',
      url: null,
    },
    {
      id: 'eventToolsGallery',
      name: 'Event Tools Gallery',
      description: 'A gallery of handy tools for planning and running your events.',
      url: null,
    },
    {
      id: 'coWorkerSpace',
      name: 'Co-Worker Space',
      description: 'A shared space to collaborate with your colleagues and partners.',
      url: null,
    },
    {
      id: 'eventGenie',
      name: 'EventGenie',
      description: 'An AI theme generator that creates a complete theme for your event.',
      url: null,
    },
  ],
  communityTools: [
    {
      id: 'emailCampaignGenerator',
      name: 'Email Campaign Generator',
      description: 'Draft the email campaign that announces and promotes your event.',
      url: null,
    },
    {
      id: 'meetingAgendaGenerator',
      name: 'Meeting Agenda Generator',
      description: 'Put together a clear agenda for your next team meeting.',
      url: null,
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
