import type { Page } from '@playwright/test';
import { axeScan } from '../support/axe.ts';
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
  await expect(page.getByRole('link', { name: 'create an event' })).toHaveAttribute('href', '/app/events?new=event');
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

test('120 tasks are shown 25 at a time, or 50 or 100 as chosen, kept in the address', async ({ page, account: _account }) => {
  const event = await createEvent(page.request, `Marathon ${suffix()}`);
  await bulkCreate(page.request, event.id, Array.from({ length: 120 }, (_, index) => `Checkpoint task ${String(index + 1).padStart(3, '0')}`));
  await page.goto('/app/tasks');

  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pagination).toContainText('Showing 1–25 of 120');
  await expect(page.getByRole('row')).toHaveCount(26);
  await expect(taskRow(page, 'Checkpoint task 001')).toBeVisible();
  await expect(pagination.getByRole('button', { name: 'Previous' })).toBeDisabled();

  await pagination.getByRole('button', { name: 'Next' }).click();
  await expect(pagination).toContainText('Showing 26–50 of 120');
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(taskRow(page, 'Checkpoint task 026')).toBeVisible();

  // A new page size starts again from the first page.
  await pagination.getByLabel('Rows per page').selectOption('50');
  await expect(pagination).toContainText('Showing 1–50 of 120');
  await expect(page).toHaveURL(/[?&]size=50(&|$)/);
  await expect(page).not.toHaveURL(/[?&]page=/);
  await expect(page.getByRole('row')).toHaveCount(51);
  await pagination.getByRole('button', { name: 'Next' }).click();
  await pagination.getByRole('button', { name: 'Next' }).click();
  await expect(pagination).toContainText('Showing 101–120 of 120');
  await expect(page.getByRole('row')).toHaveCount(21);
  await expect(pagination.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expect(page.getByText('Total 120', { exact: true })).toBeVisible();

  await page.reload();
  await expect(pagination).toContainText('Showing 101–120 of 120');
  await expect(pagination.getByLabel('Rows per page')).toHaveValue('50');
  await pagination.getByRole('button', { name: 'Previous' }).click();
  await expect(pagination).toContainText('Showing 51–100 of 120');

  await pagination.getByLabel('Rows per page').selectOption('100');
  await expect(pagination).toContainText('Showing 1–100 of 120');
  await expect(page.getByRole('row')).toHaveCount(101);
  await expect(pagination).toContainText('Page 1 of 2');
  await pagination.getByLabel('Rows per page').selectOption('25');
  await expect(pagination).toContainText('Showing 1–25 of 120');
  await expect(page).not.toHaveURL(/[?&]size=/);
});

/** The titles of the rows shown, top to bottom. */
const shownTitles = async (page: Page) => (await page.getByRole('rowheader').allInnerTexts()).map((text) => text.split('\n')[0]!.trim());

test('sorts by each column, the order kept in the address', async ({ page, account: _account }) => {
  const gala = await createEvent(page.request, `Zoo Gala ${suffix()}`);
  const fair = await createEvent(page.request, `Apple Fair ${suffix()}`);
  // Created in this order: Dahlias first, Cake last.
  await createTask(page.request, { eventId: gala.id, title: 'Order dahlias', priority: 'low', status: 'completed', dueDate: day(5) });
  await createTask(page.request, { eventId: fair.id, title: 'Book a band', priority: 'high', status: 'inprogress', dueDate: day(9) });
  await createTask(page.request, { eventId: gala.id, title: 'Print menus', priority: 'medium', status: 'overdue', dueDate: null });
  await createTask(page.request, { eventId: fair.id, title: 'Bake the cake', priority: 'high', status: 'todo', dueDate: day(2) });
  await page.goto('/app/tasks');

  const header = (name: string) => page.getByRole('columnheader', { name });
  const sortBy = (name: string) => header(name).getByRole('button', { name });
  // The spec's order: by due date, undated last.
  await expect(header('Due Date')).toHaveAttribute('aria-sort', 'ascending');
  expect(await shownTitles(page)).toEqual(['Bake the cake', 'Order dahlias', 'Book a band', 'Print menus']);

  const expectOrder = async (titles: string[]) => expect.poll(() => shownTitles(page)).toEqual(titles);

  await sortBy('Due Date').click();
  await expect(header('Due Date')).toHaveAttribute('aria-sort', 'descending');
  await expect(page).toHaveURL(/[?&]sort=dueDate&order=desc|[?&]order=desc.*sort=dueDate/);
  await expectOrder(['Print menus', 'Book a band', 'Order dahlias', 'Bake the cake']);

  // Priority starts with High (ties newest first, as the order runs), and turns around to Low first.
  await sortBy('Priority').click();
  await expect(header('Priority')).toHaveAttribute('aria-sort', 'descending');
  await expect(header('Due Date')).not.toHaveAttribute('aria-sort');
  await expectOrder(['Bake the cake', 'Book a band', 'Print menus', 'Order dahlias']);
  await sortBy('Priority').click();
  await expect(header('Priority')).toHaveAttribute('aria-sort', 'ascending');
  await expectOrder(['Order dahlias', 'Print menus', 'Book a band', 'Bake the cake']);

  // Status in workflow order: To Do, In Progress, Completed, Overdue.
  await sortBy('Status').click();
  await expect(header('Status')).toHaveAttribute('aria-sort', 'ascending');
  await expectOrder(['Bake the cake', 'Book a band', 'Order dahlias', 'Print menus']);

  await sortBy('Task').click();
  await expect(header('Task')).toHaveAttribute('aria-sort', 'ascending');
  await expectOrder(['Bake the cake', 'Book a band', 'Order dahlias', 'Print menus']);
  await sortBy('Task').click();
  await expectOrder(['Print menus', 'Order dahlias', 'Book a band', 'Bake the cake']);

  // By event name (Apple Fair before Zoo Gala), then by creation.
  await sortBy('Event').click();
  await expect(header('Event')).toHaveAttribute('aria-sort', 'ascending');
  await expectOrder(['Book a band', 'Bake the cake', 'Order dahlias', 'Print menus']);

  // Creation order has no column: the Sort by choice offers it, and every other order.
  await page.getByLabel('Sort by').selectOption({ label: 'Newest first' });
  await expect(page).toHaveURL(/[?&]sort=created(&|$)/);
  await expectOrder(['Bake the cake', 'Print menus', 'Book a band', 'Order dahlias']);
  await expect(page.locator('th[aria-sort]')).toHaveCount(0);
  await page.getByLabel('Sort by').selectOption({ label: 'Oldest first' });
  await expectOrder(['Order dahlias', 'Book a band', 'Print menus', 'Bake the cake']);

  await page.reload();
  await expect(page.getByLabel('Sort by')).toHaveValue('created:asc');
  await expectOrder(['Order dahlias', 'Book a band', 'Print menus', 'Bake the cake']);

  // Keyboard: a header is a button like any other.
  await sortBy('Priority').focus();
  await page.keyboard.press('Enter');
  await expect(header('Priority')).toHaveAttribute('aria-sort', 'descending');
  await page.goBack();
  await expect(page.getByLabel('Sort by')).toHaveValue('created:asc');
});

test('Hide completed is remembered for the user after a reload, and a Completed status filter shows them', async ({ page, account: _account }) => {
  const event = await createEvent(page.request, `Harbour Day ${suffix()}`);
  await createTask(page.request, { eventId: event.id, title: 'Hire the boats', status: 'completed', dueDate: day(1) });
  await createTask(page.request, { eventId: event.id, title: 'Paint the pier', status: 'todo', dueDate: day(2) });
  await page.goto('/app/tasks');

  const hide = page.getByRole('switch', { name: 'Hide completed' });
  await expect(hide).not.toBeChecked();
  await expect(taskRow(page, 'Hire the boats')).toBeVisible();
  await hide.click();
  await expect(hide).toBeChecked();
  await expect(taskRow(page, 'Hire the boats')).toHaveCount(0);
  await expect(taskRow(page, 'Paint the pier')).toBeVisible();
  await expect(page.getByText('Showing 1 matching tasks (2 total tasks in system)')).toBeVisible();
  // Not an address parameter: remembered in this browser.
  await expect(page).not.toHaveURL(/hide/i);

  await page.reload();
  await expect(hide).toBeChecked();
  await expect(taskRow(page, 'Paint the pier')).toBeVisible();
  await expect(taskRow(page, 'Hire the boats')).toHaveCount(0);

  // Asking for the completed tasks shows them: the switch waits meanwhile.
  await page.getByLabel('Filter by Status').selectOption({ label: 'Completed' });
  await expect(taskRow(page, 'Hire the boats')).toBeVisible();
  await expect(hide).toBeDisabled();
  await expect(hide).not.toBeChecked();
  await expect(page.getByText('Off while a status is chosen')).toBeVisible();
  await page.getByLabel('Filter by Status').selectOption({ label: 'Filter by Status' });
  await expect(hide).toBeChecked();
  await expect(taskRow(page, 'Hire the boats')).toHaveCount(0);

  // Everything left hidden: one notice says so and offers the way back.
  await page.request.put(`/api/tasks/${(await (await page.request.get('/api/tasks?q=Paint')).json()).items[0].id}/status`, { data: { status: 'completed' } });
  await page.reload();
  await expect(page.getByText('No tasks found for the selected filters')).toHaveCount(1);
  await page.getByRole('button', { name: 'Show completed' }).click();
  await expect(hide).not.toBeChecked();
  await expect(taskRow(page, 'Paint the pier')).toBeVisible();
  await page.reload();
  await expect(hide).not.toBeChecked();
});

test('filters that match nothing say so once', async ({ page, account: _account }) => {
  const event = await createEvent(page.request, `Garden Party ${suffix()}`);
  await createTask(page.request, { eventId: event.id, title: 'Mow the lawn' });
  await page.goto('/app/tasks');
  await expect(taskRow(page, 'Mow the lawn')).toBeVisible();

  await search(page).fill('fireworks');
  await expect(page.getByText('No tasks found for the selected filters')).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'No Tasks Found' })).toHaveCount(1);
  await expect(page.getByText(/^Showing /)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Clear filters' })).toHaveCount(2); // the bar's and the notice's
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
    await expect(page.getByRole('row').nth(1).getByRole('button', { name: /^Primary assignee for / })).toBeEnabled();
    expect((await axeScan(page).analyze()).violations, `tasks ${scheme}`).toEqual([]);
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
    expect((await axeScan(page).analyze()).violations, `bulk ${scheme}`).toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Create Task' }).click();
    const create = page.getByRole('dialog', { name: 'Create New Task' });
    await create.getByRole('button', { name: 'Create Task' }).click();
    await expect(create.getByText('Title is required')).toBeVisible();
    expect((await axeScan(page).analyze()).violations, `create ${scheme}`).toEqual([]);
    await page.keyboard.press('Escape');
  }
});
