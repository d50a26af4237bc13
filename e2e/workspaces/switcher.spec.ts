import type { APIRequestContext, Page } from '@playwright/test';
import { expect as baseExpect, pageHeading, test } from '../support/fixtures.ts';
import { suffix } from '../tasks/task-fixtures.ts';
import { createWorkspace, switcherButton, toast } from './workspace-fixtures.ts';

/**
 * Issue 29: the header's switcher moves the tab between the account's workspaces; the address names
 * the workspace, and each tab keeps its own, so two tabs show two workspaces.
 */

// Scenarios with two or three browsers, on a machine that may be busy: waits, not speed targets.
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

async function createEventIn(request: APIRequestContext, workspaceId: number, name: string) {
  const response = await request.post('/api/events', {
    data: { name, description: 'An event for the workspace tests.', startDate: '2030-05-01' },
    headers: { 'x-workspace-id': String(workspaceId) },
  });
  expect(response.status(), await response.text()).toBe(201);
}

async function expectEvents(page: Page, shown: string, hidden: string) {
  await expect(page.getByRole('heading', { level: 2, name: shown })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: hidden })).toHaveCount(0);
}

test('the switcher moves between two workspaces from the keyboard, and two tabs show two workspaces', async ({ page, account }) => {
  const own = `${account.name}'s workspace`;
  const personalId = (await (await page.request.get('/api/workspaces')).json()).currentId as number;
  const harbour = await createWorkspace(page.request, `Harbour Events ${suffix()}`);
  const ownEvent = `Garden Party ${suffix()}`;
  const harbourEvent = `Harbour Regatta ${suffix()}`;
  await createEventIn(page.request, personalId, ownEvent);
  await createEventIn(page.request, harbour.id, harbourEvent);

  await page.goto('/app/events');
  await expectEvents(page, ownEvent, harbourEvent);
  const button = switcherButton(page, own);
  await expect(button).toHaveAccessibleName(`Workspace: ${own}`);

  // A menu: opened with Enter, its workspaces with their roles, moved through with the arrow keys.
  await button.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  const items = menu.getByRole('menuitemradio');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toHaveAccessibleName(`${own}, Owner, your own`);
  await expect(items.nth(1)).toHaveAccessibleName(`${harbour.name}, Owner`);
  await expect(menu.getByRole('menuitemradio', { name: own })).toHaveAttribute('aria-checked', 'true');
  await expect(menu.getByRole('menuitemradio').first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitemradio', { name: harbour.name })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(`/app/dashboard?workspace=${harbour.id}`);
  await expect(switcherButton(page, harbour.name)).toBeFocused();
  await page.goto('/app/events');
  await expectEvents(page, harbourEvent, ownEvent);

  // A second tab opens the other workspace by its address; the first keeps its own, reloaded or not.
  const second = await page.context().newPage();
  await second.goto(`/app/events?workspace=${personalId}`);
  await expectEvents(second, ownEvent, harbourEvent);
  await expect(switcherButton(second, own)).toBeVisible();
  await page.reload();
  await expectEvents(page, harbourEvent, ownEvent);
  await expect(switcherButton(page, harbour.name)).toBeVisible();
  await second.goto('/app/tasks');
  await second.goto('/app/events');
  await expectEvents(second, ownEvent, harbourEvent);
  // The account's choice is the one made last (the second tab's): a new tab starts there.
  const third = await page.context().newPage();
  await third.goto('/app/events');
  await expectEvents(third, ownEvent, harbourEvent);
});

test('New workspace… names one (the name is required), opens it and lands on its dashboard', async ({ page, account }) => {
  await page.goto('/app/dashboard');
  await switcherButton(page, `${account.name}'s workspace`).click();
  await page.getByRole('menuitem', { name: 'New workspace…' }).click();
  const dialog = page.getByRole('dialog', { name: 'New workspace' });
  await expect(dialog.getByRole('textbox', { name: 'Workspace name' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Create workspace' }).click();
  await expect(dialog.getByText('Workspace name is required')).toBeVisible();
  const name = `Riverside Fair ${suffix()}`;
  await dialog.getByRole('textbox', { name: 'Workspace name' }).fill(`  ${name}  `);
  await dialog.getByRole('button', { name: 'Create workspace' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, `Workspace “${name}” created`)).toBeVisible();
  await expect(page).toHaveURL(/\/app\/dashboard\?workspace=\d+$/);
  await expect(switcherButton(page, name)).toHaveAccessibleName(`Workspace: ${name}`);
  await expect(pageHeading(page)).toHaveText(/, Riley!$/);
  // A new workspace starts empty, ready for sample data or a first event.
  await expect(page.getByRole('button', { name: 'Load sample data' })).toBeVisible();

  await switcherButton(page, name).click();
  await page.getByRole('menuitem', { name: 'People' }).click();
  await expect(page).toHaveURL('/app/people');
  await expect(page.getByText(`Who plans in “${name}”`)).toBeVisible();
});

test('on a 390 px phone the switcher shows a long name cut short and its menu fits the screen', async ({ page, account: _account }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const long = await createWorkspace(page.request, 'The International Association of Harbour Festival Organisers');
  await page.goto(`/app/dashboard?workspace=${long.id}`);
  const button = switcherButton(page, long.name);
  await expect(button).toBeVisible();
  const box = (await button.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await button.click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const menuBox = (await menu.boundingBox())!;
  expect(menuBox.x).toBeGreaterThanOrEqual(0);
  expect(menuBox.x + menuBox.width).toBeLessThanOrEqual(390);
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  // The phone's navigation menu leads to People too.
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  await page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'People' }).click();
  await expect(pageHeading(page)).toHaveText('People');
});
