import { axeScan } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

test('signing out ends the session and returns to the landing page', async ({ page, account }) => {
  await page.goto('/app/dashboard');
  await page.getByRole('button', { name: /Account menu/ }).click();
  await expect(page.getByRole('menu')).toContainText(account.email);
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Start Free Trial' }).first()).toBeVisible();

  const me = await page.request.get('/api/auth/me');
  expect((await me.json()).user).toBeNull();
  await page.goto('/app/dashboard');
  await expect(page).toHaveURL(/\/auth$/);
});

test('a sign-out the server did not take says so and keeps the user signed in', async ({ page, account: _account }) => {
  await page.route('**/api/auth/sign-out', (route) => route.abort('connectionrefused'));
  await page.goto('/app/dashboard');
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByText('Sign out failed', { exact: true })).toBeVisible();
  await expect(page.getByText('Network error. Please check your internet connection and try again.', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/app\/dashboard$/);

  await page.unroute('**/api/auth/sign-out');
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('signing out in one tab signs out the other tab', async ({ page, context, account: _account }) => {
  const second = await context.newPage();
  await second.goto('/app/events');
  await page.goto('/app/dashboard');
  await expect(second.getByRole('heading', { level: 1, name: 'Events', exact: true })).toBeVisible();

  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  // The tab signed out in goes to the landing page, the other tab to the sign-in page.
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(second).toHaveURL(/\/auth$/);
});

test('signing in in one tab signs in the other tab', async ({ page, context, browser }) => {
  const { signUpViaApi } = await import('../support/fixtures.ts');
  const other = await browser.newPage();
  const account = await signUpViaApi(other);
  await other.close();

  const second = await context.newPage();
  await second.goto('/auth');
  await page.goto('/auth');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(second).toHaveURL(/\/app\/dashboard$/);
});

test('the tabs are URL routes and unknown paths go where they should', async ({ page, account: _account }) => {
  await page.goto('/app/dashboard');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Team' }).click();
  await expect(page).toHaveURL(/\/app\/team$/);
  await expect(nav.getByRole('link', { name: 'Team' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: /Beta Feedback/ })).toContainText('Beta');

  await page.goto('/somewhere-else');
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await page.goto('/beta-feedback');
  await expect(page).toHaveURL(/\/app\/feedback$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/app\/dashboard$/);
});

test('a visitor on an unknown path goes to the landing page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/beta-feedback');
  await expect(page).toHaveURL(/\/feedback$/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
});

test('dark mode is remembered across a reload', async ({ page, account: _account }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/app/dashboard');
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(html).toHaveClass(/dark/);
  await page.reload();
  await expect(html).toHaveClass(/dark/);
  await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
});

test('without a saved choice the system colour scheme is used', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/dark/);
});

test('on a small screen a menu button opens the navigation', async ({ page, account: _account }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/app/dashboard');
  await expect(page.getByRole('button', { name: 'Bonuses' })).toBeVisible();
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Analytics' }).click();
  await expect(page).toHaveURL(/\/app\/analytics$/);
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('the footer shows the version and opens the four policies in new tabs', async ({ page, account: _account }) => {
  await page.goto('/app/dashboard');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('v1.0.0');
  for (const name of ['Acceptable Use', 'Privacy', 'Cookie', 'Terms of Service']) {
    const link = footer.getByRole('link', { name });
    await expect(link).toHaveAttribute('target', '_blank');
    const response = await page.request.get((await link.getAttribute('href'))!);
    expect(response.status()).toBe(200);
  }
  const [policy] = await Promise.all([page.waitForEvent('popup'), footer.getByRole('link', { name: 'Privacy' }).click()]);
  await expect(policy.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
});

test('the error screen offers Reset App, which clears local data and recovers', async ({ page, account: _account }) => {
  let broken = true;
  await page.route('**/api/auth/me', (route) =>
    broken ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"message":"boom"}}' }) : route.continue(),
  );
  await page.goto('/app/dashboard');
  await page.evaluate(() => localStorage.setItem('eventry.darkMode', 'true'));

  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Server error (500). The service is temporarily unavailable. Please try again later.')).toBeVisible();
  await expect(page.getByText('Common solutions')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();

  broken = false;
  await page.getByRole('button', { name: 'Reset App' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Good (morning|afternoon|evening)/);
  expect(await page.evaluate(() => localStorage.getItem('eventry.darkMode'))).toBeNull();
});

test('landing and sign-in have no accessibility violations', async ({ page }) => {
  for (const path of ['/', '/auth']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await axeScan(page).analyze();
    expect(results.violations, path).toEqual([]);
  }
});

test('the signed-in shell has no accessibility violations, light or dark', async ({ page, account: _account }) => {
  // Several full axe scans (each theme, each state) take longer than one test's usual budget on 2 cores.
  test.slow();
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/app/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await axeScan(page).analyze();
    expect(results.violations, `dashboard ${scheme}`).toEqual([]);
  }
});
