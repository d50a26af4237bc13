import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { createEvent, createTask, day } from '../tasks/task-fixtures.ts';

/**
 * Each figure of the dashboard opens the list of exactly what it counts: the list's count is the
 * figure. The numbers are worked out by hand from the tasks and events made here.
 */

function figureLink(page: Page, label: string) {
  return page.getByRole('list', { name: 'Figures' }).getByRole('link', { name: new RegExp(`^${label}`) });
}

async function createDatedEvent(request: APIRequestContext, name: string, startDate: string, endDate: string) {
  const response = await request.post('/api/events', { data: { name, description: 'An event for the figure tests.', startDate, endDate } });
  expect(response.status(), await response.text()).toBe(201);
}

/** 8 tasks: 6 open, of which 2 past due (one by date, one in status Overdue without a date) and 2 due this week. */
async function createTasks(request: APIRequestContext) {
  const event = await createEvent(request, 'Harbour Festival');
  for (const [title, status, dueDate] of [
    ['Pay the deposit', 'completed', day(-3)], // completed and past its date: counted nowhere
    ['Book the stage', 'todo', day(-2)], // past due
    ['Chase the sponsors', 'overdue', null], // in status Overdue, no due date
    ['Order the wristbands', 'todo', day(0)], // due today
    ['Print the programme', 'inprogress', day(6)], // the week's last day
    ['Send the invitations', 'completed', day(2)], // completed this week: counted nowhere
    ['Thank the volunteers', 'todo', day(7)], // the day after the week
    ['Write the recap', 'todo', null], // no due date
  ] as const) {
    await createTask(request, { eventId: event.id, title, status, dueDate });
  }
}

for (const [label, due, count, choice] of [
  ['Overdue tasks', 'past', '2', 'Past due (2)'],
  ['Due this week', 'week', '2', 'Due this week (2)'],
  ['Open tasks', 'open', '6', 'Open (6)'],
] as const) {
  test(`the ${label} figure opens the tasks list filtered to exactly the ${count} tasks it counts`, async ({ page, account: _account }) => {
    await createTasks(page.request);
    await page.goto('/app/dashboard');
    const link = figureLink(page, label);
    await expect(link.getByTestId('figure-value')).toHaveText(count);

    await link.click();
    await expect(page).toHaveURL(new RegExp(`/app/tasks\\?due=${due}$`));
    await expect(page.getByText(`Showing ${count} matching tasks (8 total tasks in system)`)).toBeVisible();
    await expect(page.getByRole('table').getByRole('rowheader')).toHaveCount(Number(count));
    const status = page.getByRole('combobox', { name: 'Filter by Status' });
    await expect(status).toHaveValue(due);
    await expect(status.locator('option:checked')).toHaveText(choice);
    // The completed tasks are out, whatever the reader's Hide completed choice.
    await expect(page.getByRole('switch', { name: 'Hide completed' })).toBeChecked();
    await expect(page.getByRole('rowheader', { name: /^Pay the deposit/ })).toHaveCount(0);
  });
}

test('the status filter offers Past due with its count, and choosing it lists the past-due tasks with an event filter too', async ({ page, account: _account }) => {
  await createTasks(page.request);
  const other = await createEvent(page.request, 'Winter Gala');
  await createTask(page.request, { eventId: other.id, title: 'Book the ballroom', status: 'todo', dueDate: day(-5) });
  await page.goto('/app/tasks');
  const status = page.getByRole('combobox', { name: 'Filter by Status' });
  await expect(status.locator('option', { hasText: /^Past due/ })).toHaveText('Past due (3)');
  await status.selectOption({ label: 'Past due (3)' });
  await expect(page).toHaveURL(/due=past/);
  await expect(page.getByText('Showing 3 matching tasks (9 total tasks in system)')).toBeVisible();
  await expect(page.getByRole('table').getByRole('rowheader')).toHaveText([/^Book the ballroom/, /^Book the stage/, /^Chase the sponsors/]);

  // A status replaces the choice, and the choice a status: one select.
  await status.selectOption('overdue');
  await expect(page).not.toHaveURL(/due=/);
  await expect(page.getByRole('table').getByRole('rowheader')).toHaveText([/^Chase the sponsors/]);
  await expect(status.locator('option', { hasText: /^Past due/ })).toHaveText('Past due (3)');
});

test('the Active events figure opens the events list filtered to the events happening now', async ({ page, account: _account }) => {
  await createDatedEvent(page.request, 'Harbour Festival', day(-1), day(1));
  await createDatedEvent(page.request, 'Board Meeting', day(0), day(0));
  await createDatedEvent(page.request, 'Spring Expo', '2020-03-01', '2020-03-03');
  await createDatedEvent(page.request, 'Winter Gala', day(30), day(30));
  await page.goto('/app/dashboard');
  await expect(figureLink(page, 'Active events').getByTestId('figure-value')).toHaveText('2');

  // Reached from the figure before it by keyboard, with a visible focus ring, and opened with Enter.
  await figureLink(page, 'Upcoming events').focus();
  await page.keyboard.press('Tab');
  const active = figureLink(page, 'Active events');
  await expect(active).toBeFocused();
  expect(await active.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/app\/events\?status=active$/);
  const filters = page.getByRole('group', { name: 'Filter events by status' });
  await expect(filters.getByRole('button', { name: 'Active' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('2 events', { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Events' }).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('list', { name: 'Events' })).toContainText('Harbour Festival');
  await expect(page.getByRole('list', { name: 'Events' })).toContainText('Board Meeting');

  // All shows every event again; Active was the figure's, so its chip goes with it.
  await filters.getByRole('button', { name: 'All' }).click();
  await expect(page.getByRole('list', { name: 'Events' }).getByRole('listitem')).toHaveCount(4);
  await expect(filters.getByRole('button', { name: 'Active' })).toHaveCount(0);
});
