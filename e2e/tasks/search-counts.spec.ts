import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { bulkCreate, createEvent, createTask, suffix } from './task-fixtures.ts';

/** More tasks match "lantern" than a search counts as it is typed (SEARCH_COUNT_LIMIT, 1,000). */
const LANTERNS = 1050;
/** Of them, these also match "rigging": few enough to count, each status and assignee. */
const RIGGING = 30;

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search tasks' });
const pagination = (page: Page) => page.getByRole('navigation', { name: 'Pagination' });
const footerCount = (page: Page, label: string) => page.getByText(new RegExp(`^${label} [\\d,]+\\+?$`));
const statusFilter = (page: Page) => page.getByRole('combobox', { name: 'Filter by Status' });

test('a broad search says "1,000+" and how to count every match; a narrower one gives the exact count and the breakdown', async ({
  page,
  account: _account,
}) => {
  test.slow();
  const event = await createEvent(page.request, `Lantern Walk ${suffix()}`);
  const titles = Array.from({ length: LANTERNS - RIGGING }, (_, index) => `Hang lantern ${index + 1}`);
  titles.push(...Array.from({ length: RIGGING - 1 }, (_, index) => `Check lantern rigging ${index + 1}`));
  await bulkCreate(page.request, event.id, titles);
  await createTask(page.request, { eventId: event.id, title: 'Check lantern rigging on the bridge', status: 'completed' });

  await page.goto('/app/tasks');
  await expect(page.getByText(`Showing all ${LANTERNS.toLocaleString('en-US')} tasks in system`)).toBeVisible();
  await expect(page.getByText('Total 1,050', { exact: true })).toBeVisible();

  await searchBox(page).fill('lantern');
  await expect(page.getByText('Showing 1,000+ matching tasks (1,050 total tasks in system)')).toBeVisible();
  await expect(page.getByText('Total 1,000+', { exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Tasks, 1,000+ tasks' })).toBeVisible();
  // The counts by status and assignee were not counted: left out, not shown as partial figures.
  await expect(footerCount(page, 'Completed')).toHaveCount(0);
  await expect(footerCount(page, 'Unassigned')).toHaveCount(0);
  await expect(statusFilter(page).locator('option', { hasText: /^Open/ })).toHaveText('Open');
  await expect(pagination(page)).toContainText('Showing 1–25 of 1,000+');
  await expect(pagination(page)).toContainText('Page 1 of 40+');
  await expect(pagination(page)).toContainText('More than 1,000 tasks match: narrow the search to count every match.');
  // The export takes every match; its menu says as much as the list knows.
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(page.getByRole('menu')).toContainText('Export 1,000+ tasks');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);

  // The pages of the first 1,000 matches can be reached; the last says how to see the rest.
  await pagination(page).getByRole('button', { name: 'Next' }).click();
  await expect(pagination(page)).toContainText('Showing 26–50 of 1,000+');

  // A status the broad search's matches seldom have is counted exactly; the breakdown is still left out.
  await statusFilter(page).selectOption({ label: 'Completed' });
  await expect(page.getByText('Total 1', { exact: true })).toBeVisible();
  await expect(pagination(page)).toContainText('Showing 1–1 of 1');
  await expect(pagination(page)).not.toContainText('narrow the search');
  await expect(footerCount(page, 'Completed')).toHaveCount(0);

  await page.goto('/app/tasks?q=lantern&page=40');
  await expect(pagination(page)).toContainText('Showing 976–1,000 of 1,000+');
  await expect(pagination(page)).toContainText('Page 40 of 40+');
  await expect(pagination(page).getByRole('button', { name: 'Next' })).toBeDisabled();
  await expect(pagination(page)).toContainText('Only the first 1,000 matches can be paged through: narrow the search to see the rest and count every match.');

  await searchBox(page).fill('lantern rigging');
  await expect(page.getByText('Showing 30 matching tasks (1,050 total tasks in system)')).toBeVisible();
  await expect(page.getByText('Total 30', { exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Tasks, 30 tasks' })).toBeVisible();
  await expect(page.getByText('Completed 1', { exact: true })).toBeVisible();
  await expect(page.getByText('To Do 29', { exact: true })).toBeVisible();
  await expect(page.getByText('Unassigned 30', { exact: true })).toBeVisible();
  await expect(statusFilter(page).locator('option', { hasText: /^Open/ })).toHaveText('Open (29)');
  await expect(pagination(page)).toContainText('Showing 1–25 of 30');
  await expect(pagination(page)).toContainText('Page 1 of 2');
  await expect(pagination(page)).not.toContainText('narrow the search');

  // The board shows every match, so it counts them all; back in the table, the search is counted as it is typed again.
  await searchBox(page).fill('lantern');
  await expect(page.getByText('Total 1,000+', { exact: true })).toBeVisible();
  await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Board' }).click();
  await expect(page.getByText('Showing 1,050 matching tasks (1,050 total tasks in system)')).toBeVisible();
  await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Table' }).click();
  await expect(page.getByText('Showing 1,000+ matching tasks (1,050 total tasks in system)')).toBeVisible();
  await expect(page.getByText('Total 1,000+', { exact: true })).toBeVisible();
});
