import type { Locator, Page } from '@playwright/test';
import { axeViolations, expectScheme, SCHEMES } from '../support/axe.ts';
import { expect as baseExpect, test } from '../support/fixtures.ts';
import { createMember, createTask, day, suffix, untilArrowKeysMoveIt } from './task-fixtures.ts';

const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1440, height: 900 };
// The tasks page's code loads on first use, which on a busy machine takes a while.
const expect = baseExpect.configure({ timeout: 15_000 });
const SHOTS = process.env.BOARD_SHOTS;

interface Plan {
  eventId: number;
  eventName: string;
  ids: Record<string, number>;
}

/** An event three weeks ahead with work in every status; one task due relative to it (T-14), one assigned. */
async function planEvent(page: Page, name = 'Harbour Festival'): Promise<Plan> {
  const eventName = `${name} ${suffix()}`;
  const response = await page.request.post('/api/events', {
    data: { name: eventName, description: 'Two days of music by the water.', startDate: day(21), endDate: day(22) },
  });
  expect(response.status(), await response.text()).toBe(201);
  const eventId: number = (await response.json()).event.id;
  const member = await createMember(page.request, eventId, 'Jordan Lee');
  const ids: Record<string, number> = {};
  for (const task of [
    { title: 'Book the caterer', dueAnchor: 'start' as const, dueOffsetDays: -14, assigneeId: member.id, priority: 'high' },
    { title: 'Print the badges', dueDate: day(9) },
    { title: 'Rent the chairs', dueDate: day(12), priority: 'low' },
    { title: 'Hire the sound crew', dueDate: day(6), status: 'inprogress' },
    { title: 'Choose the venue', dueDate: day(-5), status: 'completed' },
    { title: 'Pay the deposit', dueDate: day(-2), status: 'overdue' },
  ]) {
    ids[task.title] = (await createTask(page.request, { eventId, ...task })).id;
  }
  return { eventId, eventName, ids };
}

const board = (page: Page) => page.getByRole('region', { name: 'Board', exact: true });
const column = (page: Page, label: string) => board(page).getByRole('region', { name: new RegExp(`^${label},`) });
const card = (scope: Page | Locator, title: string) => scope.locator('li[data-task-id]').filter({ hasText: title });
const statusAnswer = (page: Page, id: number) => page.waitForResponse((response) => response.url().endsWith(`/api/tasks/${id}/status`) && response.request().method() === 'PUT');

async function history(page: Page, id: number) {
  const response = await page.request.get(`/api/tasks/${id}/history`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { items: { oldStatus: string | null; newStatus: string }[] }).items;
}

/** Drags with the mouse, in steps, as a person would: the board picks a card up after a few pixels. */
async function dragWithMouse(page: Page, from: Locator, to: Locator) {
  const start = (await from.boundingBox())!;
  const end = (await to.boundingBox())!;
  await page.mouse.move(start.x + start.width / 2, start.y + 12);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 + 10, start.y + 20, { steps: 4 });
  await page.mouse.move(end.x + end.width / 2, end.y + 60, { steps: 12 });
  await page.mouse.up();
}

test('cards move to another column with the mouse, the keyboard and the Move to menu; the moves are kept and in the history', async ({ page, account: _account }) => {
  test.slow();
  const { eventId, ids } = await planEvent(page);
  await page.setViewportSize(WIDE);
  await page.goto(`/app/tasks?event=${eventId}`);
  await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Board' }).click();
  await expect(page).toHaveURL(/[?&]view=board(&|$)/);

  // A column for each status with its count; a card shows its title, assignee, countdown and priority.
  await expect(column(page, 'To Do')).toHaveAccessibleName('To Do, 3 tasks');
  await expect(column(page, 'In Progress')).toHaveAccessibleName('In Progress, 1 task');
  await expect(column(page, 'Completed')).toHaveAccessibleName('Completed, 1 task');
  await expect(column(page, 'Overdue')).toHaveAccessibleName('Overdue, 1 task');
  const caterer = card(column(page, 'To Do'), 'Book the caterer');
  await expect(caterer).toContainText('Jordan Lee');
  await expect(caterer).toContainText('T-14');
  await expect(caterer).toContainText('High');

  // The mouse: To Do → Completed.
  const mouseMove = statusAnswer(page, ids['Book the caterer']!);
  await dragWithMouse(page, caterer, column(page, 'Completed'));
  await expect(card(column(page, 'Completed'), 'Book the caterer')).toBeVisible();
  expect((await mouseMove).status()).toBe(200);

  // The keyboard: pick up with Space, two columns right, drop with Space; what happens is read out.
  const keyboardMove = statusAnswer(page, ids['Print the badges']!);
  await page.getByRole('button', { name: 'Drag Print the badges' }).focus();
  await page.keyboard.press('Space');
  const live = page.locator('[id^="DndLiveRegion"]');
  await expect(live).toContainText('Picked up “Print the badges” in To Do.');
  await untilArrowKeysMoveIt(page);
  await page.keyboard.press('ArrowRight');
  await expect(live).toContainText('is over In Progress');
  await page.keyboard.press('ArrowRight');
  await expect(live).toContainText('“Print the badges” is over Completed. Drop it to move it there.');
  await page.keyboard.press('Space');
  await expect(live).toContainText('Moved “Print the badges” from To Do to Completed.');
  await expect(card(column(page, 'Completed'), 'Print the badges')).toBeVisible();
  expect((await keyboardMove).status()).toBe(200);

  // The Move to menu.
  const menuMove = statusAnswer(page, ids['Rent the chairs']!);
  await page.getByRole('button', { name: 'Move Rent the chairs to' }).click();
  await page.getByRole('menuitem', { name: 'In Progress' }).click();
  await expect(card(column(page, 'In Progress'), 'Rent the chairs')).toBeVisible();
  expect((await menuMove).status()).toBe(200);
  await expect(column(page, 'Completed')).toHaveAccessibleName('Completed, 3 tasks');
  await expect(column(page, 'To Do')).toHaveAccessibleName('To Do, 0 tasks');

  // Kept: the view is in the address, and the cards where they were dropped.
  await page.reload();
  await expect(page).toHaveURL(/[?&]view=board(&|$)/);
  await expect(card(column(page, 'Completed'), 'Book the caterer')).toBeVisible();
  await expect(card(column(page, 'Completed'), 'Print the badges')).toBeVisible();
  await expect(card(column(page, 'In Progress'), 'Rent the chairs')).toBeVisible();

  // Each move is in the task's history, as any status change is.
  expect((await history(page, ids['Book the caterer']!))[0]).toMatchObject({ oldStatus: 'todo', newStatus: 'completed' });
  expect((await history(page, ids['Print the badges']!))[0]).toMatchObject({ oldStatus: 'todo', newStatus: 'completed' });
  expect((await history(page, ids['Rent the chairs']!))[0]).toMatchObject({ oldStatus: 'todo', newStatus: 'inprogress' });
});

test('a move the server refuses goes back, and says why', async ({ page, account: _account }) => {
  const { eventId, ids } = await planEvent(page);
  await page.setViewportSize(WIDE);
  await page.goto(`/app/tasks?event=${eventId}&view=board`);
  await expect(card(column(page, 'To Do'), 'Print the badges')).toBeVisible();

  await page.route('**/api/tasks/*/status', (route) =>
    route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ error: { message: 'The task was changed meanwhile.' } }) }),
  );
  await dragWithMouse(page, card(column(page, 'To Do'), 'Print the badges'), column(page, 'Completed'));
  const toast = page.getByRole('region', { name: /Notifications/ }).locator('li').filter({ hasText: 'Could not move “Print the badges” to Completed' });
  await expect(toast).toContainText('The task was changed meanwhile. It is back in To Do.');
  await expect(card(column(page, 'To Do'), 'Print the badges')).toBeVisible();
  await expect(card(column(page, 'Completed'), 'Print the badges')).toHaveCount(0);

  // A server error goes back the same way.
  await page.unroute('**/api/tasks/*/status');
  await page.route('**/api/tasks/*/status', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
  await page.getByRole('button', { name: 'Move Rent the chairs to' }).click();
  await page.getByRole('menuitem', { name: 'Overdue' }).click();
  await expect(page.getByRole('region', { name: /Notifications/ }).locator('li').filter({ hasText: 'Could not move “Rent the chairs” to Overdue' })).toBeVisible();
  await expect(card(column(page, 'To Do'), 'Rent the chairs')).toBeVisible();
  await page.unroute('**/api/tasks/*/status');

  // Nothing was changed: no status change in the history.
  expect(await history(page, ids['Print the badges']!)).toEqual([]);
  expect(await history(page, ids['Rent the chairs']!)).toEqual([]);
});

test('the board follows the filters, and the view is remembered and kept in the address', async ({ page, account: _account }) => {
  test.slow();
  const first = await planEvent(page);
  const second = await planEvent(page, 'Book Fair');
  await page.setViewportSize(WIDE);
  await page.goto(`/app/tasks?event=${first.eventId}`);
  await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Board' }).click();
  await expect(column(page, 'To Do')).toHaveAccessibleName('To Do, 3 tasks');
  await expect(board(page).getByText(second.eventName)).toHaveCount(0);

  // The calendar shows the same tasks: switching to it and back asks the server for nothing.
  const listRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/tasks') listRequests.push(request.url());
  });
  await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Calendar' }).click();
  await expect(page.getByRole('grid')).toBeVisible();
  await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Board' }).click();
  await expect(column(page, 'To Do')).toHaveAccessibleName('To Do, 3 tasks');
  expect(listRequests).toEqual([]);

  // The search narrows the board.
  await page.getByRole('searchbox', { name: 'Search tasks' }).fill('badges');
  await expect(page).toHaveURL(/[?&]q=badges(&|$)/);
  await expect(column(page, 'To Do')).toHaveAccessibleName('To Do, 1 task');
  await expect(card(board(page), 'Rent the chairs')).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search tasks' }).fill('');
  await expect(page).not.toHaveURL(/[?&]q=/);

  // Hide completed empties the Completed column, and says so.
  await page.getByRole('switch', { name: /Hide completed/ }).click();
  await expect(column(page, 'Completed')).toContainText('Completed tasks are hidden');
  await expect(card(board(page), 'Choose the venue')).toHaveCount(0);
  await page.getByRole('switch', { name: /Hide completed/ }).click();
  await expect(card(column(page, 'Completed'), 'Choose the venue')).toBeVisible();

  // Without an event, both events' tasks, each card naming its event; the board stays.
  await page.goto('/app/tasks?view=board');
  await expect(column(page, 'To Do')).toHaveAccessibleName('To Do, 6 tasks');
  await expect(card(column(page, 'To Do'), 'Print the badges').first()).toContainText(/Harbour Festival|Book Fair/);

  // The choice is remembered: the Tasks page opens on the board, and says so in its address.
  await page.goto('/app/tasks');
  await expect(page).toHaveURL(/[?&]view=board(&|$)/);
  await expect(page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Board' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Table' }).click();
  await expect(page).not.toHaveURL(/view=/);
  await page.goto('/app/tasks');
  await expect(page.getByRole('row').first()).toBeVisible();
  await expect(page).not.toHaveURL(/view=/);
  await expect(page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
});

test('the board passes axe in light and dark, wide and on a phone, where its columns scroll sideways one at a time', async ({ page, account: _account }) => {
  test.slow();
  const { eventId } = await planEvent(page);
  await page.setViewportSize(WIDE);
  await page.goto(`/app/tasks?event=${eventId}&view=board`);
  await expect(card(column(page, 'To Do'), 'Book the caterer')).toBeVisible();

  for (const viewport of [WIDE, PHONE]) {
    await page.setViewportSize(viewport);
    for (const scheme of SCHEMES) {
      await page.emulateMedia({ colorScheme: scheme });
      await expectScheme(page, scheme);
      expect(await axeViolations(page), `${viewport.width}px ${scheme}`).toEqual([]);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/board-${viewport.width}-${scheme}.png`, fullPage: true });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });

  // On a phone: one column wide, the others beside it, the page itself no wider than the screen.
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
  const boardBox = (await board(page).boundingBox())!;
  const todo = (await column(page, 'To Do').boundingBox())!;
  const inProgress = (await column(page, 'In Progress').boundingBox())!;
  expect(Math.abs(todo.width - boardBox.width)).toBeLessThan(2);
  expect(inProgress.x).toBeGreaterThanOrEqual(todo.x + todo.width);
  await column(page, 'In Progress').scrollIntoViewIfNeeded();
  await expect(card(column(page, 'In Progress'), 'Hire the sound crew')).toBeInViewport();
});
