import type { Page } from '@playwright/test';
import { axeScan } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { CONFIGURED_LINKS, serveSiteLinks, stubExternalPages } from '../support/site-links.ts';

const panel = (page: Page) => page.getByRole('dialog', { name: 'Bonus Features' });

async function openBonuses(page: Page) {
  await page.getByRole('button', { name: 'Bonuses' }).click();
  await expect(panel(page)).toBeVisible();
}

test('the Bonuses menu lists the four tools and launches each in a new tab, Co-Worker Space as the workspace’s People page', async ({ page, account: _account }) => {
  await serveSiteLinks(page);
  await stubExternalPages(page);
  await page.goto('/app/dashboard');
  await openBonuses(page);

  const menu = panel(page);
  await expect(menu).toContainText('Additional tools and resources to supercharge your events');
  await expect(menu).toContainText('complimentary and are not part of the original purchase');
  await expect(menu).toContainText('added or removed at any time without notice');
  const cards = menu.getByRole('list', { name: 'Bonus tools' }).getByRole('listitem');
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText(['Fun & Direct', 'Event Tools Gallery', 'Co-Worker Space', 'EventGenie']);

  // Two columns: the first two cards side by side, the third below the first.
  const box = async (index: number) => (await cards.nth(index).boundingBox())!;
  const first = await box(0);
  const second = await box(1);
  const third = await box(2);
  expect(second.y).toBeCloseTo(first.y, 0);
  expect(second.x).toBeGreaterThan(first.x);
  expect(third.x).toBeCloseTo(first.x, 0);
  expect(third.y).toBeGreaterThan(first.y);

  for (const tool of CONFIGURED_LINKS.bonusTools.filter((candidate) => candidate.url.startsWith('https://'))) {
    const launch = menu.getByRole('link', { name: `Launch Tool: ${tool.name} (opens in a new tab)` });
    await expect(launch).toHaveAttribute('href', tool.url);
    await expect(launch).toHaveAttribute('target', '_blank');
    await expect(launch).toHaveAttribute('rel', 'noopener noreferrer');
  }
  // A page of the app (here Co-Worker Space, kept at the People page) opens on this tab's workspace.
  const coWorkerSpace = menu.getByRole('link', { name: 'Launch Tool: Co-Worker Space (opens in a new tab)' });
  await expect(coWorkerSpace).toHaveAttribute('href', /^\/app\/people\?workspace=\d+$/);
  await expect(coWorkerSpace).toHaveAttribute('target', '_blank');
  await expect(coWorkerSpace).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(cards.getByText('Soon', { exact: true })).toHaveCount(0);

  await expect(menu).toContainText('All tools open in new tabs');
  await expect(menu).toContainText('4 tools available');

  // Choosing a card opens the tool in a new tab and closes the menu.
  const [tab] = await Promise.all([page.waitForEvent('popup'), menu.getByRole('link', { name: /Launch Tool: EventGenie/ }).click()]);
  await expect(tab).toHaveURL(CONFIGURED_LINKS.bonusTools[3]!.url!);
  expect(await tab.evaluate(() => window.opener)).toBeNull();
  await expect(panel(page)).toBeHidden();
});

test('without configured addresses every tool opens its page in Eventry, none marked Soon', async ({ page, account: _account }) => {
  await page.goto('/app/dashboard');
  await openBonuses(page);
  await expect(panel(page).getByText('Soon', { exact: true })).toHaveCount(0);
  const links = panel(page).getByRole('link');
  await expect(links).toHaveText(['Launch Tool', 'Launch Tool', 'Launch Tool', 'Launch Tool']);
  await expect(links.nth(0)).toHaveAttribute('href', '/fun');
  await expect(links.nth(1)).toHaveAttribute('href', /^\/app\/tools\/gallery\?workspace=\d+$/);
  await expect(links.nth(2)).toHaveAttribute('href', /^\/app\/people\?workspace=\d+$/);
  await expect(links.nth(3)).toHaveAttribute('href', /^\/app\/tools\/event-genie\?workspace=\d+$/);
  await expect(panel(page)).toContainText('4 tools available');
});

test('a tool the installation turned off is greyed out with Soon and cannot be launched', async ({ page, account: _account }) => {
  await serveSiteLinks(page, { ...CONFIGURED_LINKS, bonusTools: CONFIGURED_LINKS.bonusTools.map((tool) => (tool.id === 'funAndDirect' ? { ...tool, url: null } : tool)) });
  await page.goto('/app/dashboard');
  await openBonuses(page);
  const card = panel(page).getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Fun & Direct' }) });
  await expect(card.getByText('Soon', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Launch Tool: Fun & Direct (not available yet)' })).toBeDisabled();
  await expect(card.getByRole('link')).toHaveCount(0);
  await expect(panel(page)).toContainText('3 tools available');
});

test('Co-Worker Space opens the People page of the workspace in a new tab', async ({ page, account }) => {
  await page.goto('/app/dashboard');
  await openBonuses(page);
  const [tab] = await Promise.all([page.waitForEvent('popup'), panel(page).getByRole('link', { name: /Launch Tool: Co-Worker Space/ }).click()]);
  await expect(tab).toHaveURL(/\/app\/people\?workspace=\d+$/);
  await expect(tab.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
  await expect(tab.getByText(`Who plans in “${account.name}'s workspace”`)).toBeVisible();
  expect(await tab.evaluate(() => window.opener)).toBeNull();
  await expect(panel(page)).toBeHidden();
});

test('the Bonuses menu closes on a click outside and on Escape, giving the focus back to its button', async ({ page, account: _account }) => {
  await serveSiteLinks(page);
  await page.goto('/app/dashboard');
  await openBonuses(page);
  await page.getByRole('heading', { level: 1 }).click();
  await expect(panel(page)).toBeHidden();

  const button = page.getByRole('button', { name: 'Bonuses' });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(panel(page)).toBeVisible();
  // The focus moves into the panel: Tab reaches its tools one after another.
  await page.keyboard.press('Tab');
  await expect(panel(page).getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(panel(page).getByRole('link').nth(1)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
  await expect(button).toBeFocused();
});

test('the Bonuses menu is 480 px wide, at most 85% of the screen high and scrolls inside; full width on a phone', async ({ page, account: _account }) => {
  await serveSiteLinks(page);
  await page.setViewportSize({ width: 1280, height: 560 });
  await page.goto('/app/dashboard');
  await openBonuses(page);
  const box = (await panel(page).boundingBox())!;
  expect(box.width).toBe(480);
  expect(box.height).toBeLessThanOrEqual(560 * 0.85);
  expect(await panel(page).evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 390, height: 844 });
  await openBonuses(page);
  const phone = (await panel(page).boundingBox())!;
  expect(phone.width).toBeGreaterThanOrEqual(370);
  expect(phone.x).toBeGreaterThanOrEqual(0);
  expect(phone.x + phone.width).toBeLessThanOrEqual(390);
});

test('the open Bonuses menu has no accessibility violations, light or dark', async ({ page, account: _account }) => {
  // Several full axe scans (each theme, each state) take longer than one test's usual budget on 2 cores.
  test.slow();
  await serveSiteLinks(page);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/app/dashboard');
    await openBonuses(page);
    await expect(panel(page).getByRole('listitem')).toHaveCount(4);
    expect((await axeScan(page).analyze()).violations, scheme).toEqual([]);
  }
});
