import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { bulkCreate, choose, createEvent, createMember, createTask, day, optionsOf, suffix, taskRow } from './task-fixtures.ts';

const eventFilter = (page: Page) => page.getByRole('combobox', { name: 'Filter by Event' });
const memberFilter = (page: Page) => page.getByRole('combobox', { name: 'Filter by Member' });
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search tasks' });
const exportButton = (page: Page) => page.getByRole('button', { name: 'Export', exact: true });
const exportPdf = (page: Page) => page.getByRole('menu').getByRole('menuitem', { name: 'Export PDF' });

test('a new account is welcomed, and nothing can be exported', async ({ page, account: _account }) => {
  await page.goto('/app/tasks');
  await expect(page.getByText('Welcome to Tasks Management')).toBeVisible();
  await expect(page.getByRole('link', { name: 'create an event' })).toHaveAttribute('href', '/app/events?create=1');
  await expect(page.getByRole('heading', { name: 'No Tasks Found' })).toBeVisible();
  await expect(page.getByText(/Showing all/)).toBeHidden();

  await expect(exportButton(page)).toBeDisabled();
  await exportButton(page).focus();
  await expect(page.getByRole('tooltip')).toHaveText('No tasks to export');
});

test('filters by event, member, status and search, with the banners, kept in the address', async ({ page, account: _account }) => {
  const festival = await createEvent(page.request, `River Festival ${suffix()}`);
  const launch = await createEvent(page.request, `Product Launch ${suffix()}`);
  const jordan = await createMember(page.request, festival.id, 'Jordan Lee');
  await createMember(page.request, launch.id, 'Sam Patel');
  await createTask(page.request, { eventId: festival.id, title: 'Book the river boats', assigneeId: jordan.id, dueDate: day(2) });
  await createTask(page.request, { eventId: festival.id, title: 'Order the lanterns', description: 'Paper, in festival colours', dueDate: day(3) });
  await createTask(page.request, { eventId: launch.id, title: 'Print the launch posters', status: 'inprogress', dueDate: day(4) });
  await page.goto('/app/tasks');

  await expect(page.getByText('Showing all 3 tasks in system')).toBeVisible();
  await eventFilter(page).click();
  await expect(optionsOf(page)).toHaveText(['Filter by Event', launch.name, festival.name]);
  await page.getByRole('option', { name: festival.name }).click();
  await expect(eventFilter(page)).toHaveValue(festival.name);
  await expect(page).toHaveURL(new RegExp(`[?&]event=${festival.id}(&|$)`));
  await expect(page.getByText('Showing 2 tasks for selected event (3 total tasks in system)')).toBeVisible();
  await expect(taskRow(page, 'Print the launch posters')).toHaveCount(0);
  // Only the chosen event's members are offered, as "Name (user ID)".
  await memberFilter(page).click();
  await expect(optionsOf(page)).toHaveText(['Filter by Member', 'Unassigned', `Jordan Lee (${jordan.code})`]);
  await page.keyboard.press('Escape');

  // The PDF export needs an event, a member and tasks.
  await exportButton(page).click();
  await expect(exportPdf(page)).toBeDisabled();
  await page.keyboard.press('Escape');
  await choose(memberFilter(page), `Jordan Lee (${jordan.code})`);
  await expect(page.getByText('Showing 1 tasks for selected event (3 total tasks in system)')).toBeVisible();
  await expect(taskRow(page, 'Book the river boats')).toBeVisible();
  await exportButton(page).click();
  await expect(exportPdf(page)).toBeEnabled();
  await page.keyboard.press('Escape');

  await choose(memberFilter(page), 'Unassigned');
  await expect(taskRow(page, 'Order the lanterns')).toBeVisible();
  await expect(taskRow(page, 'Book the river boats')).toHaveCount(0);

  // Search looks in titles and descriptions; a search that matches nothing says so.
  await choose(memberFilter(page), 'Filter by Member');
  await search(page).fill('COLOURS');
  await expect(page).toHaveURL(/[?&]q=COLOURS(&|$)/);
  await expect(page.getByText('Showing 1 tasks for selected event (3 total tasks in system)')).toBeVisible();
  await expect(taskRow(page, 'Order the lanterns')).toBeVisible();
  await search(page).fill('fireworks');
  await expect(page.getByText('No tasks found for the selected filters')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No Tasks Found' })).toBeVisible();

  // Reload keeps the filters; back returns to the previous ones.
  await page.reload();
  await expect(search(page)).toHaveValue('fireworks');
  await expect(eventFilter(page)).toHaveValue(festival.name);
  await expect(page.getByText('No tasks found for the selected filters')).toBeVisible();

  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(page.getByText('Showing all 3 tasks in system')).toBeVisible();
  await expect(search(page)).toHaveValue('');
  await page.getByLabel('Filter by Status').selectOption({ label: 'In Progress' });
  await expect(page.getByText('Showing 1 matching tasks (3 total tasks in system)')).toBeVisible();
  await expect(taskRow(page, 'Print the launch posters')).toBeVisible();
  await page.goBack();
  await expect(page.getByText('Showing all 3 tasks in system')).toBeVisible();
});

test('120 tasks are shown 50 at a time', async ({ page, account: _account }) => {
  const event = await createEvent(page.request, `Marathon ${suffix()}`);
  await bulkCreate(page.request, event.id, Array.from({ length: 120 }, (_, index) => `Checkpoint task ${String(index + 1).padStart(3, '0')}`));
  await page.goto('/app/tasks');

  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pagination).toContainText('Showing 1–50 of 120');
  await expect(page.getByRole('row')).toHaveCount(51);
  await expect(taskRow(page, 'Checkpoint task 001')).toBeVisible();
  await expect(pagination.getByRole('button', { name: 'Previous' })).toBeDisabled();

  await pagination.getByRole('button', { name: 'Next' }).click();
  await expect(pagination).toContainText('Showing 51–100 of 120');
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(taskRow(page, 'Checkpoint task 051')).toBeVisible();

  await pagination.getByRole('button', { name: 'Next' }).click();
  await expect(pagination).toContainText('Showing 101–120 of 120');
  await expect(page.getByRole('row')).toHaveCount(21);
  await expect(pagination.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expect(page.getByText('Total 120', { exact: true })).toBeVisible();

  await page.reload();
  await expect(pagination).toContainText('Showing 101–120 of 120');
  await pagination.getByRole('button', { name: 'Previous' }).click();
  await expect(pagination).toContainText('Showing 51–100 of 120');
});

test('a failed load shows the error panel, and Try Again recovers', async ({ page, account: _account }) => {
  const event = await createEvent(page.request, `Film Night ${suffix()}`);
  await createTask(page.request, { eventId: event.id, title: 'Pick the film' });
  let failing = true;
  await page.route('**/api/tasks?*', (route) =>
    failing ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":{"message":"Service unavailable"}}' }) : route.fallback(),
  );
  await page.goto('/app/tasks');
  await expect(page.getByRole('heading', { name: 'Error Loading Tasks' })).toBeVisible({ timeout: 15_000 });
  failing = false;
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(taskRow(page, 'Pick the film')).toBeVisible();
});

test('the tasks page has no accessibility violations, light or dark', async ({ page, account: _account }) => {
  test.slow();
  expect((await page.request.post('/api/sample-data', { data: { today: day(0) } })).status()).toBe(201);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/app/tasks');
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
    await expect(page.getByRole('row').nth(1).getByRole('combobox')).toBeEnabled();
    expect((await new AxeBuilder({ page }).analyze()).violations, `tasks ${scheme}`).toEqual([]);
  }
});

test('the bulk and create dialogs have no accessibility violations, light or dark', async ({ page, account: _account }) => {
  test.slow();
  const event = await createEvent(page.request, `Tech Conference ${suffix()}`);
  await createTask(page.request, { eventId: event.id, title: 'Book the venue', dueDate: day(-1) });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/app/tasks');
    await expect(taskRow(page, 'Book the venue')).toBeVisible();

    await page.getByRole('button', { name: 'Bulk Create' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bulk Create Tasks' });
    await expect(dialog.getByText('25 tasks will be created')).toBeVisible();
    await dialog.getByRole('button', { name: 'Connection check' }).click();
    expect((await new AxeBuilder({ page }).analyze()).violations, `bulk ${scheme}`).toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Create Task' }).click();
    const create = page.getByRole('dialog', { name: 'Create New Task' });
    await create.getByRole('button', { name: 'Create Task' }).click();
    await expect(create.getByText('Title is required')).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations, `create ${scheme}`).toEqual([]);
    await page.keyboard.press('Escape');
  }
});
