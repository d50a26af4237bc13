import type { Page, Route } from '@playwright/test';
import { expect, pageHeading, signUpViaApi, test } from '../support/fixtures.ts';

/** Console messages from the router about what it renders while a page's code loads. */
function watchHydrateWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('HydrateFallback')) warnings.push(message.text());
  });
  return warnings;
}

/**
 * Holds back the page chunk whose file starts with `name` (e.g. 'tasks-page') until `release` is
 * called, as a slow connection would.
 */
async function holdChunk(page: Page, name: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested!: () => void;
  const wasRequested = new Promise<void>((resolve) => (requested = resolve));
  await page.route(`**/assets/${name}-*.js`, async (route: Route) => {
    requested();
    await released;
    await route.continue();
  });
  return { release, wasRequested };
}

const SIGNED_IN_PAGES: [path: string, heading: string | RegExp][] = [
  ['/app/dashboard', /^Good (morning|afternoon|evening), Riley!$/],
  ['/app/events', 'Events'],
  ['/app/tasks', 'Tasks Dashboard'],
  ['/app/team', 'Team Management'],
  ['/app/analytics', 'Analytics Dashboard'],
  ['/app/community', 'Community'],
  ['/app/feedback', 'Beta Feedback'],
  ['/feedback', 'Beta Feedback'],
];

for (const [path, heading] of SIGNED_IN_PAGES) {
  test(`opening ${path} by its address shows the loading screen, then the page, with no router warning`, async ({ page, account: _account }) => {
    const warnings = watchHydrateWarnings(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(page.url()).toMatch(new RegExp(`${path}$`));
    expect(warnings).toEqual([]);
  });
}

for (const path of ['/auth', '/reset-password']) {
  test(`opening ${path} by its address when signed out shows the page with no router warning`, async ({ page }) => {
    const warnings = watchHydrateWarnings(page);
    await page.goto(path);
    await expect(pageHeading(page)).toBeVisible();
    expect(warnings).toEqual([]);
  });
}

test('while a deep-linked page’s code is on its way, the loading screen shows', async ({ page, account: _account }) => {
  const warnings = watchHydrateWarnings(page);
  const chunk = await holdChunk(page, 'analytics-page');
  await page.goto('/app/analytics');
  await chunk.wasRequested;
  await expect(page.getByRole('status').filter({ hasText: 'Loading Eventry...' })).toBeVisible();
  chunk.release();
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics Dashboard' })).toBeVisible();
  expect(warnings).toEqual([]);
});

test('a deep link to the tasks page asks for its list while the page’s code is still loading, and only once', async ({ page }) => {
  await signUpViaApi(page);
  const { user } = (await (await page.request.get('/api/auth/me')).json()) as { user: { id: number } };
  // The reader chose to hide completed tasks last time: the early request asks for the list the page shows.
  await page.addInitScript((key) => localStorage.setItem(key, 'true'), `eventry.tasks.hide-completed.${user.id}`);
  const listRequests: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/tasks') listRequests.push(url);
  });
  const chunk = await holdChunk(page, 'tasks-page');

  const early = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/tasks');
  await page.goto('/app/tasks?status=todo&size=50');
  await chunk.wasRequested;
  await early;
  chunk.release();
  await expect(page.getByRole('heading', { level: 1, name: 'Tasks Dashboard' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The page found the list the route had asked for: no second request.
  expect(listRequests.map((url) => url.search)).toEqual([expect.stringContaining('status=todo')]);
  expect(listRequests[0]!.searchParams.get('limit')).toBe('50');

  await page.goto('/app/tasks?sort=title');
  await expect(page.getByRole('heading', { level: 1, name: 'Tasks Dashboard' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(listRequests).toHaveLength(2);
  expect(listRequests[1]!.searchParams.get('hideCompleted')).toBe('true');
});

test('a deep link to the dashboard asks who is signed in once, and for its figures while the page’s code is still loading', async ({ page, account: _account }) => {
  const sessionRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/auth/me') sessionRequests.push(request.url());
  });
  const chunk = await holdChunk(page, 'dashboard-page');
  const figures = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/dashboard');
  await page.goto('/app/dashboard');
  await chunk.wasRequested;
  await figures;
  chunk.release();
  await expect(page.getByRole('heading', { level: 1, name: /^Good (morning|afternoon|evening), Riley!$/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The page's preload of the session (index.html) is the request the app reads: it is not asked twice.
  expect(sessionRequests).toHaveLength(1);
});

test('a signed-out deep link asks for no page data and goes to sign in', async ({ page }) => {
  const dataRequests: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') && !pathname.startsWith('/api/auth/')) dataRequests.push(pathname);
  });
  await page.goto('/app/tasks');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(pageHeading(page)).toBeVisible();
  expect(dataRequests.filter((path) => path === '/api/tasks' || path === '/api/dashboard')).toEqual([]);
});
