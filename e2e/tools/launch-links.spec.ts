import type { Locator, Page } from '@playwright/test';
import { expectNoViolationsInBothSchemes } from '../support/axe.ts';
import { expect, pageHeading, test } from '../support/fixtures.ts';
import { DEFAULT_SITE_LINKS } from '../../src/domain/site-links-defaults.ts';
import { serveSiteLinks } from '../support/site-links.ts';

/**
 * An installation that configures nothing: every Bonuses tool and both community tools open their
 * page in Eventry, in a new tab that cannot reach back to this one.
 */

const panel = (page: Page) => page.getByRole('dialog', { name: 'Bonus Features' });

async function openBonuses(page: Page) {
  await page.getByRole('button', { name: 'Bonuses' }).click();
  await expect(panel(page)).toBeVisible();
}

/** Clicks `link`, checks it opens a new tab without an opener, and gives that tab. */
async function launch(page: Page, link: Locator) {
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  const [tab] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  expect(await tab.evaluate(() => window.opener)).toBeNull();
  return tab;
}

/** Each Bonuses tool: the path it opens at, and the heading of the page there. */
const BONUS_TOOLS = [
  { name: 'Fun & Direct', path: /\/fun$/, heading: 'Fun & Direct' },
  { name: 'Event Tools Gallery', path: /\/app\/tools\/gallery\?workspace=\d+$/, heading: 'Event Tools Gallery' },
  { name: 'Co-Worker Space', path: /\/app\/people\?workspace=\d+$/, heading: 'People' },
  { name: 'EventGenie', path: /\/app\/tools\/event-genie\?workspace=\d+$/, heading: 'EventGenie' },
];

const COMMUNITY_TOOLS = [
  { name: 'Email Campaign Generator', path: /\/app\/community\/campaigns\?workspace=\d+$/, heading: 'Email Campaign Generator' },
  { name: 'Meeting Agenda Generator', path: /\/app\/community\/agenda\?workspace=\d+$/, heading: 'Meeting Agenda Generator' },
];

for (const tool of BONUS_TOOLS) {
  test(`Launch Tool opens ${tool.name} at its page in a new tab without opener`, async ({ page, account: _account }) => {
    await page.goto('/app/dashboard');
    await openBonuses(page);
    await expect(panel(page)).toContainText('4 tools available');
    await expect(panel(page).getByText('Soon', { exact: true })).toHaveCount(0);
    const tab = await launch(page, panel(page).getByRole('link', { name: `Launch Tool: ${tool.name} (opens in a new tab)` }));
    await expect(tab).toHaveURL(tool.path);
    await expect(tab.getByRole('heading', { level: 1, name: tool.heading, exact: true })).toBeVisible();
    // Launching a tool closes the menu.
    await expect(panel(page)).toBeHidden();
  });
}

for (const tool of COMMUNITY_TOOLS) {
  test(`the community page opens ${tool.name} at its page in a new tab without opener`, async ({ page, account: _account }) => {
    await page.goto('/app/community');
    const tab = await launch(page, page.getByRole('link', { name: `Open ${tool.name} (opens in a new tab)` }));
    await expect(tab).toHaveURL(tool.path);
    await expect(tab.getByRole('heading', { level: 1, name: tool.heading, exact: true })).toBeVisible();
  });
}

test('the community page says what is written stays in the workspace, and warns only about a tool on another site', async ({ page, account: _account }) => {
  await page.goto('/app/community');
  const notice = page.getByRole('status').filter({ hasText: 'What you write stays in your workspace' });
  await expect(notice).toBeVisible();
  await expect(notice).not.toContainText('another site');

  // As with COMMUNITY_EMAIL_CAMPAIGN_URL=https://campaigns.example.com.
  const links = structuredClone(DEFAULT_SITE_LINKS);
  links.communityTools[0]!.url = 'https://campaigns.example.com';
  await serveSiteLinks(page, links);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Email Campaign Generator opens on another site' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open Email Campaign Generator (opens in a new tab)' })).toHaveAttribute('href', 'https://campaigns.example.com');
});

test('a tool the installation turned off is greyed out, marked Soon, and not counted', async ({ page, account: _account }) => {
  // As GET /api/site-links answers with BONUS_EVENTGENIE_URL=none and COMMUNITY_MEETING_AGENDA_URL=none.
  const links = structuredClone(DEFAULT_SITE_LINKS);
  links.bonusTools[3]!.url = null;
  links.communityTools[1]!.url = null;
  await serveSiteLinks(page, links);
  await page.goto('/app/dashboard');
  await openBonuses(page);
  const genie = panel(page).getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'EventGenie' }) });
  await expect(genie.getByText('Soon', { exact: true })).toBeVisible();
  await expect(genie.getByRole('button', { name: 'Launch Tool: EventGenie (not available yet)' })).toBeDisabled();
  await expect(panel(page).getByText('Soon', { exact: true })).toHaveCount(1);
  await expect(panel(page)).toContainText('3 tools available');

  await page.goto('/app/community');
  await expect(page.getByRole('button', { name: 'Not available yet' })).toHaveCount(1);
  await expect(page.getByText('Soon', { exact: true })).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Open Email Campaign Generator (opens in a new tab)' })).toBeVisible();
});

test('the Event Tools Gallery links each tool to where it lives, without accessibility violations', async ({ page, account: _account }) => {
  test.slow();
  await page.goto('/app/tools/gallery');
  await expect(pageHeading(page)).toHaveText('Event Tools Gallery');
  const tool = (name: string) => page.getByRole('article', { name, exact: true });
  await expect(tool('Templates').getByRole('link', { name: 'Browse templates' })).toHaveAttribute('href', '/app/templates');
  await expect(tool('Bulk create with T- lines').getByRole('link', { name: 'Open bulk create' })).toHaveAttribute('href', '/app/tasks?new=bulk');
  await expect(tool('Timeline').getByRole('link')).toHaveAttribute('href', '/app/tasks?view=timeline');
  await expect(tool('Board').getByRole('link')).toHaveAttribute('href', '/app/tasks?view=board');
  await expect(tool('Calendar').getByRole('link')).toHaveAttribute('href', '/app/tasks?view=calendar');
  await expect(tool('Calendar feeds').getByRole('link', { name: 'See private links' })).toHaveAttribute('href', '/app/private-links');
  await expect(tool('Member pages').getByRole('link')).toHaveAttribute('href', '/app/team');
  await expect(tool('Reminders').getByRole('link', { name: 'Open Events' })).toHaveAttribute('href', '/app/events');
  await expect(tool('Exports').getByRole('link')).toHaveAttribute('href', '/app/tasks');
  await expect(tool('Analytics').getByRole('link')).toHaveAttribute('href', '/app/analytics');

  // Bulk create opens its dialog on the Tasks page.
  await tool('Bulk create with T- lines').getByRole('link', { name: 'Open bulk create' }).click();
  await expect(page).toHaveURL(/\/app\/tasks/);
  await expect(page.getByRole('dialog', { name: /bulk/i })).toBeVisible();

  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/app/tools/gallery');
    await expect(tool('Analytics')).toBeVisible();
    await expectNoViolationsInBothSchemes(page, `tools gallery, ${width} px`);
  }
});
