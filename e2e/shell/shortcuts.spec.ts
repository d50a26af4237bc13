import type { Page } from '@playwright/test';
import { expect as baseExpect, pageHeading, test } from '../support/fixtures.ts';
import { createEvent } from '../tasks/task-fixtures.ts';

// Pages load slowly on a busy machine; nothing here is about speed.
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const heading = pageHeading;
const createDialog = (page: Page) => page.getByRole('dialog', { name: 'Create New Task' });
const bulkDialog = (page: Page) => page.getByRole('dialog', { name: 'Bulk Create Tasks' });
const helpDialog = (page: Page) => page.getByRole('dialog', { name: 'Keyboard shortcuts' });

test('g then a letter goes to Dashboard, Events, Tasks, Team and Analytics', async ({ page, account: _account }) => {
  await page.goto('/app/dashboard');
  await expect(heading(page)).toBeVisible();
  for (const [key, path, title] of [
    ['e', '/app/events', 'Events'],
    ['t', '/app/tasks', 'Tasks Dashboard'],
    ['m', '/app/team', /Team/],
    ['a', '/app/analytics', /Analytics/],
    ['d', '/app/dashboard', /Good (morning|afternoon|evening)/],
  ] as const) {
    await page.keyboard.press('g');
    await page.keyboard.press(key);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(heading(page)).toHaveText(title);
  }
});

test('c opens the create form from another page, and c and b open the forms on the tasks page, keeping its filters', async ({ page, account: _account }) => {
  await createEvent(page.request, 'Harbour Festival');
  await page.goto('/app/dashboard');
  await expect(heading(page)).toBeVisible();
  await page.keyboard.press('c');
  await expect(createDialog(page)).toBeVisible();
  await expect(page).toHaveURL(/\/app\/tasks$/);
  await page.keyboard.press('Escape');
  await expect(createDialog(page)).toBeHidden();
  await page.keyboard.press('c');
  await expect(createDialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(createDialog(page)).toBeHidden();

  await page.getByRole('searchbox', { name: 'Search tasks' }).fill('stage');
  await expect(page).toHaveURL(/\?q=stage$/);
  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await page.keyboard.press('b');
  await expect(bulkDialog(page)).toBeVisible();
  // The filters stay, and the request leaves the address, so a reload does not open the form again.
  await expect(page).toHaveURL(/\/app\/tasks\?q=stage$/);
  await page.keyboard.press('Escape');
  await expect(bulkDialog(page)).toBeHidden();
});

test('c on the Events page opens Create New Event there', async ({ page, account: _account }) => {
  await page.goto('/app/events');
  await expect(heading(page)).toHaveText('Events');
  await page.keyboard.press('c');
  const eventDialog = page.getByRole('dialog', { name: 'Create New Event' });
  await expect(eventDialog).toBeVisible();
  await expect(createDialog(page)).toHaveCount(0);
  // The request leaves the address, so a reload does not open the form again.
  await expect(page).toHaveURL(/\/app\/events$/);
  await page.keyboard.press('Escape');
  await expect(eventDialog).toBeHidden();
});

test('b opens the bulk-create form from another page', async ({ page, account: _account }) => {
  await page.goto('/app/dashboard');
  await expect(heading(page)).toBeVisible();
  await page.keyboard.press('b');
  await expect(bulkDialog(page)).toBeVisible();
  await expect(page).toHaveURL(/\/app\/tasks$/);
});

test('/ focuses the search box of the page', async ({ page, account: _account }) => {
  for (const [path, name] of [
    ['/app/tasks', 'Search tasks'],
    ['/app/events', 'Search events'],
  ] as const) {
    await page.goto(path);
    const search = page.getByRole('searchbox', { name });
    await expect(search).toBeVisible();
    await expect(search).not.toBeFocused();
    await page.keyboard.press('/');
    await expect(search).toBeFocused();
    await expect(search).toHaveValue('');
  }
});

test('no shortcut fires while typing in a field, or with Ctrl, Meta or Alt held, or in a dialog', async ({ page, account: _account }) => {
  await page.goto('/app/tasks');
  const search = page.getByRole('searchbox', { name: 'Search tasks' });
  await search.click();
  await page.keyboard.type('cbg');
  await page.keyboard.press('/');
  await page.keyboard.press('?');
  await expect(search).toHaveValue('cbg/?');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await search.fill('');
  await page.locator('body').click({ position: { x: 5, y: 300 } });
  for (const chord of ['Control+c', 'Meta+b', 'Alt+c']) await page.keyboard.press(chord);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/app\/tasks$/);

  await page.getByRole('button', { name: 'Create Task' }).click();
  const title = createDialog(page).getByLabel('Title');
  await title.fill('');
  await title.pressSequentially('cb');
  await expect(title).toHaveValue('cb');
  await page.keyboard.press('Tab');
  // Focus is in the dialog, outside a field: still no other form, nor a move away.
  await page.keyboard.press('b');
  await page.keyboard.press('g');
  await page.keyboard.press('d');
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(createDialog(page)).toBeVisible();
  await expect(page).toHaveURL(/\/app\/tasks$/);
});

test('? opens the list of shortcuts, Esc closes it, and the account menu opens it too', async ({ page, account: _account }) => {
  await page.goto('/app/dashboard');
  await expect(heading(page)).toBeVisible();
  await page.keyboard.press('?');
  const help = helpDialog(page);
  await expect(help).toBeVisible();
  for (const text of ['Create a task (an event on the Events page)', 'Bulk create tasks', 'Search this page', 'Go to Dashboard', 'Go to Events', 'Go to Tasks', 'Go to Team', 'Go to Analytics', 'Close a dialog or menu']) {
    await expect(help.getByRole('term').filter({ hasText: text })).toHaveCount(1);
  }
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();

  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Keyboard shortcuts' }).click();
  await expect(help).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
  await expect(page.getByRole('menu')).toHaveCount(0);
});
