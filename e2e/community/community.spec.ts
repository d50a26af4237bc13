import { axeScan } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { CONFIGURED_LINKS, serveSiteLinks } from '../support/site-links.ts';

test('the community page offers the two shared tools in new tabs, with the notice about where what is written goes', async ({ page, account: _account }) => {
  await serveSiteLinks(page);
  await page.goto('/app/community');
  await expect(page.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'What you write stays in your workspace' })).toBeVisible();
  // Pointed at other sites by the installation: the notice says so.
  await expect(page.getByRole('status').filter({ hasText: 'Email Campaign Generator and Meeting Agenda Generator open on another site' })).toBeVisible();
  for (const tool of CONFIGURED_LINKS.communityTools) {
    await expect(page.getByRole('heading', { level: 2, name: tool.name })).toBeVisible();
    const link = page.getByRole('link', { name: `Open ${tool.name} (opens in a new tab)` });
    await expect(link).toHaveAttribute('href', tool.url);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
});

test('a community tool the installation turned off is shown as not available yet', async ({ page, account: _account }) => {
  await serveSiteLinks(page, { ...CONFIGURED_LINKS, communityTools: CONFIGURED_LINKS.communityTools.map((tool) => ({ ...tool, url: null })) });
  await page.goto('/app/community');
  await expect(page.getByText('Soon', { exact: true })).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Not available yet' })).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Not available yet' }).first()).toBeDisabled();
});

test('the community page has no accessibility violations, light or dark', async ({ page, account: _account }) => {
  // Several full axe scans (each theme, each state) take longer than one test's usual budget on 2 cores.
  test.slow();
  await serveSiteLinks(page);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/app/community');
    await expect(page.getByRole('link', { name: /Open Email Campaign Generator/ })).toBeVisible();
    expect((await axeScan(page).analyze()).violations, scheme).toEqual([]);
  }
});
