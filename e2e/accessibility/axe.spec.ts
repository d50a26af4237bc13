import type { Page } from '@playwright/test';
import { axeViolations, expectNoViolationsInBothSchemes, expectScheme, SCHEMES, type AxeScope } from '../support/axe.ts';
import { expect as baseExpect, signUpViaApi, test } from '../support/fixtures.ts';
import { serveSiteLinks } from '../support/site-links.ts';
import { day } from '../tasks/task-fixtures.ts';

/**
 * Every screen, light and dark, checked against WCAG 2.x A and AA and axe's best practices (see
 * support/axe.ts), so that no finding is left, "moderate" ones included: every piece of content inside
 * a landmark, one main landmark and a level-one heading per page, the loading screens too.
 */
const EVERYTHING: AxeScope = { bestPractice: true };

const scanBothThemes = (page: Page, screen: string, only?: string) => expectNoViolationsInBothSchemes(page, screen, only, EVERYTHING);

// A test walks through several screens, with two scans each: slow on a busy machine.
test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

/** A page without the app's theme switch takes the scheme when it loads: it is opened once per theme. */
async function scanPageInBothThemes(page: Page, screen: string, open: () => Promise<void>, scope: AxeScope = EVERYTHING) {
  for (const scheme of SCHEMES) {
    await page.emulateMedia({ colorScheme: scheme });
    // A new document, not a move within the page (a change of hash would not reload it).
    await page.goto('about:blank');
    await open();
    await expectScheme(page, scheme);
    expect(await axeViolations(page, undefined, scope), `${screen} (${scheme})`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

async function loadSampleData(page: Page) {
  const response = await page.request.post('/api/sample-data', { data: { today: day(0) } });
  expect(response.status(), await response.text()).toBe(201);
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test('the landing, sign-in, sign-up, forgot-password and reset-password screens', async ({ page }) => {
  const screens: [string, string, string | RegExp][] = [
    ['landing', '/', /./],
    ['sign-in', '/auth', 'Welcome back'],
    ['sign-up', '/auth?mode=signup', 'Create your account'],
    ['forgot password', '/auth?mode=forgot-password', 'Reset your password'],
    ['reset password', '/reset-password#reset-password?token=not-a-real-token&email=riley%40example.com', 'Set a new password'],
  ];
  for (const [screen, path, title] of screens) {
    await scanPageInBothThemes(page, screen, async () => {
      await page.goto(path);
      await expect(heading(page)).toHaveText(title);
    });
  }
  await scanPageInBothThemes(page, 'sign-in with errors', async () => {
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
  });
});

test('the loading screens: before any script has run, and while the session is asked for', async ({ page }) => {
  await signUpViaApi(page);
  // Axe checks it is inside the page's main landmark, and the page's only level-one heading.
  const loading = page.getByRole('heading', { level: 1, name: 'Loading Eventry...' });
  // The screen index.html paints stays while the app's scripts do not come.
  await page.route(/\/assets\/[^?]*\.js(\?|$)/, (route) => route.abort());
  await scanPageInBothThemes(
    page,
    'loading screen before the scripts',
    async () => {
      await page.goto('/app/dashboard', { waitUntil: 'commit' });
      await expect(loading).toBeVisible();
      await expect(page.getByRole('status')).toHaveText('Loading Eventry...');
    },
  );
  await page.unrouteAll();

  // The app's own loading screen, while the signed-in user is not known yet.
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/auth/me', async (route) => {
    await answered;
    await route.continue().catch(() => undefined);
  });
  await scanPageInBothThemes(
    page,
    'loading screen of the app',
    async () => {
      await page.goto('/app/dashboard');
      await expect(loading).toBeVisible();
      // Drawn by React this time, not the one index.html paints.
      await expect.poll(() => page.evaluate(() => Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__reactContainer')))).toBe(true);
    },
  );
  answer();
  await expect(loading).toBeHidden();
});

test('the dashboard, empty and with data; the account menu, bonuses and shortcut help', async ({ page }) => {
  await signUpViaApi(page);
  await serveSiteLinks(page);
  await page.goto('/app/dashboard');
  await expect(page.getByRole('button', { name: 'Load sample data' })).toBeVisible();
  await scanBothThemes(page, 'empty dashboard');

  await page.getByRole('button', { name: 'Load sample data' }).click();
  await expect(page.getByText(/^Sample data loaded/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Due soonest' }).getByRole('listitem')).toHaveCount(5);
  await scanBothThemes(page, 'dashboard with data');

  await page.getByRole('button', { name: /Account menu/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
  await scanBothThemes(page, 'account menu', '[role="menu"]');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Bonuses' }).click();
  await expect(page.getByRole('dialog').or(page.getByRole('menu')).first()).toBeVisible();
  await scanBothThemes(page, 'bonuses panel');
  await page.keyboard.press('Escape');

  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  await scanBothThemes(page, 'keyboard shortcuts');
});

test('the events page and its dialogs', async ({ page }) => {
  await signUpViaApi(page);
  await loadSampleData(page);
  await page.goto('/app/events');
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  await scanBothThemes(page, 'events');

  await page.getByRole('button', { name: 'Create New Event' }).first().click();
  const create = page.getByRole('dialog', { name: 'Create New Event' });
  await create.getByRole('button', { name: 'Create Event' }).click();
  await expect(create.getByText(/is required/).first()).toBeVisible();
  await scanBothThemes(page, 'create event form with errors');
  await page.keyboard.press('Escape');
  await expect(create).toBeHidden();

  await cards.first().getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Event' })).toBeVisible();
  await scanBothThemes(page, 'edit event form');
  await page.keyboard.press('Escape');

  await cards.first().getByRole('button', { name: 'View Details' }).click();
  const details = page.getByRole('dialog');
  await expect(details.getByRole('button', { name: 'Delete Event' })).toBeVisible();
  await scanBothThemes(page, 'event details');

  await details.getByRole('button', { name: 'Delete Event' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete Event' })).toBeVisible();
  await scanBothThemes(page, 'delete event confirmation');
});

test('the tasks page and its dialogs', async ({ page }) => {
  await signUpViaApi(page);
  await loadSampleData(page);
  await page.goto('/app/tasks');
  const firstRow = page.getByRole('row').filter({ has: page.getByRole('rowheader') }).first();
  await expect(firstRow).toBeVisible();
  await scanBothThemes(page, 'tasks');

  await page.getByRole('button', { name: 'Create Task' }).click();
  const create = page.getByRole('dialog', { name: 'Create New Task' });
  await create.getByRole('button', { name: 'Create Task' }).click();
  await expect(create.getByText(/is required/).first()).toBeVisible();
  await scanBothThemes(page, 'create task form with errors');
  await page.keyboard.press('Escape');
  await expect(create).toBeHidden();

  await page.getByRole('button', { name: 'Bulk Create' }).click();
  await expect(page.getByRole('dialog', { name: 'Bulk Create Tasks' })).toBeVisible();
  await scanBothThemes(page, 'bulk create');
  await page.keyboard.press('Escape');

  // A status change, so that the task's history has an entry.
  const toDo = page.getByRole('button', { name: /^Status of .*: To Do$/ }).first();
  const title = /^Status of (.*): To Do$/.exec((await toDo.getAttribute('aria-label')) ?? '')![1]!;
  const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: `Status of ${title}: `, exact: false }) });
  await toDo.click();
  // The status menu leaves the page as it is (not modal): axe checks it is inside a landmark too.
  await expect(page.getByRole('menuitemradio', { name: 'In Progress' })).toBeVisible();
  await scanBothThemes(page, 'task status menu');
  await page.getByRole('menuitemradio', { name: 'In Progress' }).click();
  await expect(row.getByRole('button', { name: `Status of ${title}: In Progress` })).toBeEnabled();
  await row.getByRole('button', { name: `Task actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Edit Task' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Task' });
  await expect(edit.getByRole('region', { name: /Status history/ }).getByRole('listitem').first()).toContainText('To Do → In Progress');
  await scanBothThemes(page, 'task details and history');
  await page.keyboard.press('Escape');

  await firstRow.getByRole('button', { name: /^Task actions for / }).click();
  await page.getByRole('menuitem', { name: 'Delete Task' }).click();
  await expect(page.getByRole('dialog', { name: /Delete/ })).toBeVisible();
  await scanBothThemes(page, 'delete task confirmation');
});

test('the team page as a table and as cards, and the analytics views', async ({ page }) => {
  await signUpViaApi(page);
  await loadSampleData(page);
  const events = (await (await page.request.get('/api/events')).json()).items as { id: number }[];
  for (const view of ['table', 'cards']) {
    await page.goto(`/app/team?event=${events[0]!.id}&view=${view}`);
    await expect(page.getByRole('button', { name: view === 'table' ? 'Table' : 'Cards' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Loading', { exact: false })).toHaveCount(0);
    await scanBothThemes(page, `team ${view}`);
  }

  for (const view of ['Overview', 'Leaderboard', 'Workload', 'Trends']) {
    await page.goto(`/app/analytics?view=${view.toLowerCase()}`);
    await expect(page.getByRole('tab', { name: view })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await expect(page.getByRole('tabpanel').getByText('Loading', { exact: false })).toHaveCount(0);
    await scanBothThemes(page, `analytics ${view}`);
  }
});

test('the community and feedback pages, and the error screen', async ({ page }) => {
  await signUpViaApi(page);
  await serveSiteLinks(page);
  await page.goto('/app/community');
  await expect(page.getByRole('link', { name: /Open Email Campaign Generator/ })).toBeVisible();
  await scanBothThemes(page, 'community');
  // Without a feedback form configured, the page offers its own form.
  await page.unrouteAll();

  await page.goto('/app/feedback');
  await page.getByRole('button', { name: 'Send Feedback' }).click();
  await expect(page.getByText('Please enter your feedback')).toBeVisible();
  await scanBothThemes(page, 'feedback with an error');

  await page.route('**/api/auth/me', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"message":"boom"}}' }));
  await scanPageInBothThemes(page, 'error screen', async () => {
    await page.goto('/app/dashboard');
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible({ timeout: 15_000 });
  });
});
