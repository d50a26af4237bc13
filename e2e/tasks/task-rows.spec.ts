import type { Page } from '@playwright/test';
import { axeScan } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { createEvent, createMember, createTask, day, optionsOf, suffix, taskRow } from './task-fixtures.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

async function loadSampleData(page: Page) {
  const response = await page.request.post('/api/sample-data', { data: { today: day(0) } });
  expect(response.status(), await response.text()).toBe(201);
}

const assigneeOf = (page: Page, title: string) => page.getByRole('button', { name: new RegExp(`^Primary assignee for ${title}: `) });
const assigneeIdOf = async (page: Page, id: number) => (await (await page.request.get(`/api/tasks/${id}`)).json()).task.assigneeId;

test('on a phone the first task shows on the first screen, and the filters fold behind a Filters button with their count', async ({
  page,
  account: _account,
}) => {
  await loadSampleData(page);
  await page.setViewportSize(PHONE);
  await page.goto('/app/tasks');

  const cards = page.locator('tbody tr');
  await expect(cards.first()).toBeVisible();
  const first = (await cards.first().boundingBox())!;
  expect(first.y + first.height).toBeLessThanOrEqual(PHONE.height);
  // A card is the title, one line of badges and one of assignee and event.
  expect(first.height).toBeLessThan(170);

  // Only the search and the Filters button are on the page; the pickers wait in the dialog.
  await expect(page.getByRole('combobox', { name: 'Filter by Event' })).toBeHidden();
  const filtersButton = page.getByRole('button', { name: 'Filters', exact: true });
  await filtersButton.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Filters' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Filter by Status').selectOption({ label: 'Completed' });
  await expect(page).toHaveURL(/[?&]status=completed(&|$)/);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Filters 1 active' })).toBeFocused();
  await expect(page.getByRole('button', { name: /^Status of .*: / })).not.toHaveCount(0);
  for (const status of await page.getByRole('button', { name: /^Status of .*: / }).all()) {
    await expect(status).toHaveAccessibleName(/: Completed$/);
  }

  // The event too, found by typing; Escape closes the dialog, and Clear filters empties them all.
  await page.getByRole('button', { name: 'Filters 1 active' }).click();
  const eventFilter = dialog.getByRole('combobox', { name: 'Filter by Event' });
  await eventFilter.click();
  await eventFilter.fill('Music');
  await dialog.getByRole('option', { name: 'Music Summit' }).click();
  await expect(page).toHaveURL(/[?&]event=\d+/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Filters 2 active' })).toBeVisible();
  await expect(taskRow(page, 'Confirm headline artists')).toBeVisible();
  await page.getByRole('button', { name: 'Filters 2 active' }).click();
  await dialog.getByRole('button', { name: 'Clear filters' }).click();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeVisible();
  await expect(page).not.toHaveURL(/status=|event=/);
});

test('the assignee of a row is text until used, and changes by keyboard or by typing a name', async ({ page, account: _account }) => {
  const event = await createEvent(page.request, `Tech Conference ${suffix()}`);
  const priya = await createMember(page.request, event.id, 'Priya Raman');
  const tom = await createMember(page.request, event.id, 'Tom Gallagher');
  const task = await createTask(page.request, { eventId: event.id, title: 'Print the badges', dueDate: day(3) });
  await page.setViewportSize(DESKTOP);
  await page.goto('/app/tasks');

  // Shown as text: no box, its name says what it shows.
  const assignee = assigneeOf(page, 'Print the badges');
  await expect(assignee).toHaveText('Unassigned');
  await expect(assignee).toHaveAccessibleName('Primary assignee for Print the badges: Unassigned');
  await expect(taskRow(page, 'Print the badges').getByRole('combobox')).toHaveCount(0);

  // The keyboard alone: Enter opens the search with the list, the arrows pick, Enter chooses.
  await assignee.focus();
  await page.keyboard.press('Enter');
  const popover = page.getByRole('dialog', { name: 'Choose the primary assignee for Print the badges' });
  const search = popover.getByRole('combobox', { name: 'Search team members' });
  await expect(search).toBeFocused();
  await expect(optionsOf(page)).toHaveText(['Unassigned', `Priya Raman (${priya.code})`, `Tom Gallagher (${tom.code})`]);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(popover).toBeHidden();
  await expect(assignee).toHaveAccessibleName(`Primary assignee for Print the badges: Priya Raman (${priya.code})`);
  await expect(assignee).toContainText('Priya Raman');
  await expect(assignee).toBeFocused();
  await expect.poll(() => assigneeIdOf(page, task.id)).toBe(priya.id);
  // While the change is saved the trigger is busy and stays shut; a user waits for it, as here.
  await expect(assignee).not.toHaveAttribute('aria-busy');

  // Typing a name asks the server; Enter takes the first match.
  await page.keyboard.press('Enter');
  await expect(search).toBeFocused();
  await page.keyboard.type('gall');
  await expect(optionsOf(page)).toHaveText([`Tom Gallagher (${tom.code})`]);
  // As a reader waits for "Searching…" to end: Enter takes the first match of the finished search.
  await expect(page.getByRole('listbox')).not.toHaveAttribute('aria-busy');
  await page.keyboard.press('Enter');
  await expect(assignee).toHaveAccessibleName(`Primary assignee for Print the badges: Tom Gallagher (${tom.code})`);
  await expect.poll(() => assigneeIdOf(page, task.id)).toBe(tom.id);
  await expect(assignee).toBeFocused();
  await expect(assignee).not.toHaveAttribute('aria-busy');

  // Escape closes without a change and gives the focus back.
  await page.keyboard.press('Space');
  await expect(popover).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();
  await expect(assignee).toBeFocused();

  // With the pointer: the list opens at once, and Unassigned is a choice.
  await assignee.click();
  await popover.getByRole('option', { name: 'Unassigned' }).click();
  await expect(assignee).toHaveText('Unassigned');
  await expect.poll(() => assigneeIdOf(page, task.id)).toBeNull();
  await page.reload();
  await expect(assigneeOf(page, 'Print the badges')).toHaveText('Unassigned');
});

test('the tasks page has no accessibility violations at 1440 and 390 wide, light and dark', async ({ page, account: _account }) => {
  test.setTimeout(180_000);
  await loadSampleData(page);
  for (const viewport of [DESKTOP, PHONE]) {
    for (const scheme of ['light', 'dark'] as const) {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/app/tasks');
      await expect(page.locator('tbody tr').first()).toBeVisible();
      const results = await axeScan(page).analyze();
      expect(results.violations, `${viewport.width} ${scheme}`).toEqual([]);
    }
  }
  // With an assignee search open, and with the phone's filters open.
  await page.emulateMedia({ colorScheme: 'light' });
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
  expect((await axeScan(page).analyze()).violations, 'filters dialog').toEqual([]);
  await page.keyboard.press('Escape');
  await page.setViewportSize(DESKTOP);
  await page.getByRole('button', { name: /^Primary assignee for / }).first().click();
  await expect(optionsOf(page).first()).toBeVisible();
  expect((await axeScan(page).analyze()).violations, 'assignee search').toEqual([]);
});
