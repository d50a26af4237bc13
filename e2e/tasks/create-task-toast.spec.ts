import type { Page } from '@playwright/test';
import { axeViolations, expectScheme } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { bulkCreate, choose, createEvent, suffix, taskRow } from './task-fixtures.ts';

// After Create Task a toast names the new task and offers View task (the task in its event's list,
// marked) and Create another (the form again, with the same event chosen).

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });
const NOTIFICATIONS = '[role="region"][aria-label^="Notifications"]';
const createdToast = (page: Page) => toasts(page).locator('li').filter({ hasText: 'Task created' });

async function createTask(page: Page, title: string, eventName: string, dueDate?: string) {
  await page.getByRole('button', { name: 'Create Task' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Task' });
  await dialog.getByLabel('Title').fill(title);
  await choose(dialog.getByLabel('Event'), eventName);
  if (dueDate) await dialog.getByLabel('Due date').fill(dueDate);
  await dialog.getByRole('button', { name: 'Create Task' }).click();
  // The spec's flow stays: the message in the dialog, which closes itself.
  await expect(dialog.getByText('Task created successfully!')).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 5_000 });
}

test('View task shows the new task in its event’s list, marked, even when the list had it on a later page', async ({ page, account: _account }) => {
  test.slow();
  const event = await createEvent(page.request, `Harbour Summit ${suffix()}`);
  // A page and more of tasks due before the new one: by due date, the list would show it on page 2.
  await bulkCreate(page.request, event.id, Array.from({ length: 30 }, (_, i) => `Earlier task ${i + 1}`));
  await page.goto('/app/tasks');
  await expect(page.getByText('Showing all 30 tasks in system')).toBeVisible();

  await createTask(page, 'Book the lighthouse', event.name, '2031-01-15');
  const toast = createdToast(page);
  await expect(toast).toContainText(`“Book the lighthouse” was added to ${event.name}.`);
  await expect(taskRow(page, 'Book the lighthouse')).toHaveCount(0);

  await toast.getByRole('button', { name: 'View task' }).click();
  await expect(toast).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/app/tasks\\?event=${event.id}&sort=created$`));
  const row = taskRow(page, 'Book the lighthouse');
  await expect(row).toBeVisible();
  await expect(row).toHaveAttribute('aria-current', 'true');
  await expect(row).toBeFocused();
  await expect(row).toContainText('Just added');
  await expect(row).toBeInViewport();
  // Newest first: the new task leads the list.
  await expect(page.getByRole('rowheader').first()).toHaveText(/^Book the lighthouse/);
  // Any other row is as it was.
  await expect(taskRow(page, 'Earlier task 30')).not.toHaveAttribute('aria-current', 'true');
});

test('Create another opens the form again with the same event chosen, over the list as it was', async ({ page, account: _account }) => {
  test.slow();
  const event = await createEvent(page.request, `Sponsor Night ${suffix()}`);
  const other = await createEvent(page.request, `Street Fair ${suffix()}`);
  await page.goto('/app/tasks');

  await createTask(page, 'Order the banners', other.name);
  await createdToast(page).getByRole('button', { name: 'Create another' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Task' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Title')).toHaveValue('');
  await expect(dialog.getByLabel('Event')).toHaveValue(other.name);
  // The list behind it keeps its filters: none.
  await expect(page).toHaveURL(/\/app\/tasks$/);

  await dialog.getByLabel('Title').fill('Hire the stewards');
  await dialog.getByRole('button', { name: 'Create Task' }).click();
  await expect(dialog).toBeHidden({ timeout: 5_000 });
  await expect(createdToast(page).last()).toContainText(`“Hire the stewards” was added to ${other.name}.`);
  const tasks = await (await page.request.get(`/api/tasks?eventId=${other.id}`)).json();
  expect(tasks.items.map((task: { title: string }) => task.title).sort()).toEqual(['Hire the stewards', 'Order the banners']);
  expect((await (await page.request.get(`/api/tasks?eventId=${event.id}`)).json()).total).toBe(0);
});

test('the toast passes axe and reads well wide in light and at 390 px in dark', async ({ page, account: _account }, testInfo) => {
  test.slow();
  const event = await createEvent(page.request, `Lantern Walk ${suffix()}`);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/app/tasks');
  await createTask(page, 'Print the route maps for the volunteers', event.name);
  const toast = createdToast(page);
  await expect(toast).toBeVisible();
  // Held open while the pointer is on it, as a reader deciding would.
  await toast.hover();
  await expectScheme(page, 'light');
  expect(await axeViolations(page, NOTIFICATIONS), 'toast, light').toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('task-created-toast-1440-light.png') });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await createTask(page, 'Thank the lantern makers', event.name);
  const second = createdToast(page).filter({ hasText: 'Thank the lantern makers' });
  await expect(second).toBeVisible();
  await second.hover();
  await expectScheme(page, 'dark');
  expect(await axeViolations(page, NOTIFICATIONS), 'toast, dark').toEqual([]);
  const box = (await second.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath('task-created-toast-390-dark.png') });
});
