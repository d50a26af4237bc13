import fs from 'node:fs';
import { axeScan } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { CONFIGURED_LINKS, serveSiteLinks } from '../support/site-links.ts';

const PLAN_FEATURES = [
  'Unlimited events',
  'Advanced task management',
  'Unlimited team members',
  'Bulk task creation',
  'PDF exports and worksheets',
  'Advanced analytics and leaderboards',
  'Priority email support',
];

test('the landing page shows the hero, videos, features, pricing, vision, call to action and footer', async ({ page }) => {
  await serveSiteLinks(page);
  await page.goto('/');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plan every event with your whole team');
  // Start Free Trial opens the sign-up form; Schedule Demo the sign-in form.
  for (const [name, href] of [['Start Free Trial', '/auth?mode=signup'], ['Schedule Demo', '/auth']] as const) {
    const links = page.getByRole('link', { name, exact: true });
    await expect(links).toHaveCount(2); // the hero and the final call to action
    for (const link of await links.all()) await expect(link).toHaveAttribute('href', href);
  }

  const commercial = page.getByRole('figure').filter({ has: page.locator('video[aria-label="Eventry commercial"]') });
  const commercialVideo = commercial.locator('video');
  await expect(commercialVideo).toHaveAttribute('preload', 'none');
  await expect(commercialVideo).toHaveAttribute('poster', /\/media\/commercial-poster\.jpg$/);
  await expect(commercialVideo.locator('track[kind="captions"]')).toHaveAttribute('src', '/media/commercial.vtt');
  await expect(commercial.getByRole('button', { name: 'Play video: Eventry commercial' })).toBeVisible();

  const features = page.getByRole('region', { name: 'Everything your event needs, nothing it doesn\'t' });
  for (const name of ['Dashboard', 'Events', 'Tasks', 'Team', 'Analytics', 'Bonus Tools']) {
    await expect(features.getByRole('heading', { level: 3, name, exact: true })).toBeVisible();
  }
  await expect(features.getByRole('listitem')).toHaveCount(6);

  const overview = page.locator('video[aria-label="Eventry tools overview"]');
  await expect(overview).toHaveAttribute('poster', /\/media\/tools-overview-poster\.jpg$/);
  await expect(overview).toHaveAttribute('preload', 'none');
  await expect(overview.locator('track[kind="captions"]')).toHaveAttribute('src', '/media/tools-overview.vtt');
  for (const path of ['/media/commercial-poster.jpg', '/media/tools-overview-poster.jpg', '/media/commercial.vtt', '/media/tools-overview.vtt']) {
    expect((await page.request.get(path)).status(), path).toBe(200);
  }

  const pricing = page.getByRole('region', { name: 'One simple plan' });
  await expect(pricing.getByRole('heading', { name: 'Professional' })).toBeVisible();
  await expect(pricing).toContainText('$9.99 per month');
  await expect(pricing.getByText('Coming Soon', { exact: true }).first()).toBeVisible();
  await expect(pricing.getByRole('list', { name: 'Professional features' }).getByRole('listitem')).toHaveText(PLAN_FEATURES);
  await expect(pricing.getByRole('button', { name: 'Coming Soon' })).toBeDisabled();

  const vision = page.getByRole('region', { name: 'Our five-year goals' });
  await expect(vision.getByRole('listitem').filter({ hasText: '1,000' })).toContainText('events');
  await expect(vision.getByRole('listitem').filter({ hasText: '20,000' })).toContainText('attendees');

  await expect(page.getByRole('heading', { name: 'Ready to plan your next event?' })).toBeVisible();

  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('v1.0.0');
  const policies = footer.getByRole('navigation', { name: 'Policies' }).getByRole('link');
  await expect(policies).toHaveText(['Acceptable Use', 'Privacy', 'Cookie', 'Terms of Service']);
  for (const [index, policy] of CONFIGURED_LINKS.policies.entries()) {
    await expect(policies.nth(index)).toHaveAttribute('href', policy.url);
    await expect(policies.nth(index)).toHaveAttribute('target', '_blank');
    await expect(policies.nth(index)).toHaveAttribute('rel', 'noopener noreferrer');
  }
});

test('the footer links the policy pages shipped with the app when nothing else is configured', async ({ page }) => {
  await page.goto('/');
  const policies = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' });
  await expect(policies).toHaveAttribute('href', '/policies/privacy.html');
});

test('choosing the plan says it is coming soon and suggests the free trial, without an alert', async ({ page }) => {
  page.on('dialog', () => {
    throw new Error('no browser alert expected');
  });
  await page.goto('/');
  const pricing = page.getByRole('region', { name: 'One simple plan' });

  await pricing.getByRole('heading', { name: 'Professional' }).click();
  const dialog = page.getByRole('dialog', { name: 'Professional is coming soon' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('The Professional plan is coming soon. Start your free trial today');
  await expect(dialog.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/auth?mode=signup');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // By keyboard: the disabled button can still be reached, and says the same.
  const button = pricing.getByRole('button', { name: 'Coming Soon' });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Maybe later' }).click();
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

test('a commercial that cannot load gives way to the Commercial Preview with a Watch Commercial link', async ({ page }) => {
  await page.route('**/media/commercial.mp4', (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.goto('/');
  await page.getByRole('button', { name: 'Play video: Eventry commercial' }).click();
  await expect(page.getByText('Commercial Preview', { exact: true })).toBeVisible();
  const watch = page.getByRole('link', { name: /Watch Commercial/ });
  await expect(watch).toHaveAttribute('href', '/media/commercial.mp4');
  await expect(watch).toHaveAttribute('target', '_blank');
  await expect(watch).toHaveAttribute('rel', 'noopener noreferrer');
});

test('the videos load nothing until played, and the commercial plays from the app itself', async ({ page }) => {
  const media: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.mp4')) media.push(request.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.mouse.wheel(0, 4000);
  await page.waitForLoadState('networkidle');
  expect(media).toEqual([]);

  const response = page.waitForResponse((candidate) => candidate.url().endsWith('/media/commercial.mp4'));
  await page.getByRole('button', { name: 'Play video: Eventry commercial' }).click();
  expect((await response).status()).toBeLessThan(400);
  await expect(page.getByText('Commercial Preview', { exact: true })).toHaveCount(0);
});

test('the landing page downloads no chunk of the signed-in app', async ({ page }) => {
  const manifest = JSON.parse(fs.readFileSync('dist/web/.vite/manifest.json', 'utf8')) as Record<string, { file: string; isEntry?: boolean }>;
  const appFiles = ['index.html', 'app/shell/app-layout.tsx', 'features/dashboard/dashboard-page.tsx', 'features/auth/auth-page.tsx']
    .map((key) => manifest[key]?.file)
    .filter((file): file is string => Boolean(file));
  expect(appFiles.length).toBe(4);

  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  for (const file of appFiles) expect(scripts, file).not.toContain(`/${file}`);
});

test('the landing page fits a 390 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('the landing page has no accessibility violations, light or dark, nor with the coming-soon message open', async ({ page }) => {
  // Several full axe scans (each theme, each state) take longer than one test's usual budget on 2 cores.
  test.slow();
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect((await axeScan(page).analyze()).violations, scheme).toEqual([]);
  }
  await page.getByRole('region', { name: 'One simple plan' }).getByRole('heading', { name: 'Professional' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect((await axeScan(page).analyze()).violations).toEqual([]);
});
