import type { Page } from '@playwright/test';

/** What GET /api/site-links answers for an installation that points every link elsewhere but Co-Worker Space, kept at its built-in page. */
export const CONFIGURED_LINKS = {
  bonusTools: [
    { id: 'funAndDirect', name: 'Fun & Direct', description: 'Instant browser games to play straight away.', url: 'https://tools.example.com/fun' },
    { id: 'eventToolsGallery', name: 'Event Tools Gallery', description: 'A gallery of handy tools for your events.', url: 'https://tools.example.com/gallery' },
    { id: 'coWorkerSpace', name: 'Co-Worker Space', description: 'Collaborate with your colleagues and partners.', url: '/app/people' },
    { id: 'eventGenie', name: 'EventGenie', description: 'An AI theme generator for a complete event theme.', url: 'https://tools.example.com/genie' },
  ],
  communityTools: [
    { id: 'emailCampaignGenerator', name: 'Email Campaign Generator', description: 'Draft your email campaign.', url: 'https://community.example.com/email' },
    { id: 'meetingAgendaGenerator', name: 'Meeting Agenda Generator', description: 'Put an agenda together.', url: 'https://community.example.com/agenda' },
  ],
  feedbackFormUrl: 'https://forms.example.com/eventry-beta',
  policies: [
    { id: 'acceptableUse', name: 'Acceptable Use', url: 'https://legal.example.com/acceptable-use' },
    { id: 'privacy', name: 'Privacy', url: 'https://legal.example.com/privacy' },
    { id: 'cookie', name: 'Cookie', url: 'https://legal.example.com/cookie' },
    { id: 'termsOfService', name: 'Terms of Service', url: 'https://legal.example.com/terms' },
  ],
};

/** Answers GET /api/site-links with `links`, as an installation configured that way would. */
export async function serveSiteLinks(page: Page, links: unknown = CONFIGURED_LINKS) {
  await page.route('**/api/site-links', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(links) }));
}

/** External pages opened in new tabs answer with a blank page, so no test leaves the machine. */
export async function stubExternalPages(page: Page) {
  await page.context().route(/^https:\/\/[a-z]+\.example\.com\//, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>External</title>' }));
}
