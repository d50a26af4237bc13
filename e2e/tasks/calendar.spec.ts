import type { Locator, Page } from '@playwright/test';
import { axeViolations, expectScheme, SCHEMES } from '../support/axe.ts';
import { expect as baseExpect, test } from '../support/fixtures.ts';
import { createTask, suffix, untilArrowKeysMoveIt } from './task-fixtures.ts';

const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1440, height: 900 };
// The tasks page's code loads on first use, which on a busy machine takes a while.
const expect = baseExpect.configure({ timeout: 15_000 });

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Next month (after the browser's today), so that every day of the plan is ahead and none is past due. */
function nextMonth() {
  const first = new Date();
  first.setDate(1);
  first.setMonth(first.getMonth() + 1);
  const ym = `${first.getFullYear()}-${String(first.getMonth() + 1).padStart(2, '0')}`;
  return { name: `${MONTHS[first.getMonth()]} ${first.getFullYear()}`, day: (n: number) => `${ym}-${String(n).padStart(2, '0')}` };
}

interface Plan {
  eventId: number;
  eventName: string;
  month: ReturnType<typeof nextMonth>;
  ids: Record<string, number>;
}

/**
 * An event on the 15th to the 17th of next month, with a task due on a fixed day (the 8th), one due
 * 14 days before its start (the 1st, T-14) and one 2 days after its end (the 19th, T+2).
 */
async function planEvent(page: Page): Promise<Plan> {
  const month = nextMonth();
  const eventName = `Winter Gala ${suffix()}`;
  const response = await page.request.post('/api/events', {
    data: { name: eventName, description: 'Three evenings of music.', startDate: month.day(15), endDate: month.day(17) },
  });
  expect(response.status(), await response.text()).toBe(201);
  const eventId: number = (await response.json()).event.id;
  const ids: Record<string, number> = {};
  for (const task of [
    { title: 'Order flowers', dueDate: month.day(8), priority: 'high' },
    { title: 'Book the band', dueAnchor: 'start' as const, dueOffsetDays: -14 },
    { title: 'Thank the crew', dueAnchor: 'end' as const, dueOffsetDays: 2 },
  ]) {
    ids[task.title] = (await createTask(page.request, { eventId, ...task })).id;
  }
  return { eventId, eventName, month, ids };
}

const grid = (page: Page) => page.getByRole('grid');
const dayCell = (page: Page, date: string) => grid(page).locator(`[role="gridcell"][data-date="${date}"]`);
/** A task on the grid: named by its title, described by its countdown, priority and status. */
const chip = (page: Page, title: string) => grid(page).getByRole('button', { name: title, exact: true });

/** Opens the calendar of the event and goes to next month. */
async function openCalendar(page: Page, plan: Plan) {
  await page.goto(`/app/tasks?event=${plan.eventId}&view=calendar`);
  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(page.getByRole('heading', { name: plan.month.name })).toBeVisible();
}

/**
 * Drags with the mouse, in small steps as a hand does, from the middle of one element to the middle of
 * another; as a person does, it follows the target if the page scrolls while dragging near its edge.
 */
async function dragWithMouse(page: Page, from: Locator, to: Locator) {
  const start = (await from.boundingBox())!;
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 + 10, start.y + start.height / 2, { steps: 3 });
  for (let aim = 0; aim < 3; aim++) {
    const end = (await to.boundingBox())!;
    await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 12 });
  }
  await page.mouse.up();
}

async function taskOnServer(page: Page, id: number) {
  const response = await page.request.get(`/api/tasks/${id}`);
  expect(response.status()).toBe(200);
  const body = await response.json();
  return body.task ?? body;
}

test('the calendar shows tasks on their days and the event as a band; moved tasks keep their new days after a reload', async ({ page, account: _account }) => {
  test.slow();
  const plan = await planEvent(page);
  const { day } = plan.month;
  await page.setViewportSize(WIDE);
  await openCalendar(page, plan);

  // Tasks on their due days, the relative ones with their countdown.
  const flowers = dayCell(page, day(8)).getByRole('button', { name: 'Order flowers', exact: true });
  await expect(flowers).toBeVisible();
  await expect(flowers).toHaveAccessibleDescription(/^high priority, To Do\b/);
  await expect(chip(page, 'Book the band')).toHaveAccessibleDescription(/^T-14, medium priority, To Do\b/);
  await expect(dayCell(page, day(1))).toContainText('Book the band');
  await expect(dayCell(page, day(1))).toContainText('T-14');
  await expect(dayCell(page, day(19))).toContainText('Thank the crew');
  await expect(dayCell(page, day(19))).toContainText('T+2');
  // The event's days, first to last, and no other.
  const eventDays = grid(page).getByRole('gridcell').filter({ hasText: 'event day' });
  await expect(eventDays).toHaveCount(3);
  expect(await eventDays.evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-date')))).toEqual([day(15), day(16), day(17)]);
  await expect(dayCell(page, day(15))).toContainText(plan.eventName);
  await page.screenshot({ path: test.info().outputPath('calendar-wide.png'), fullPage: true });

  // A fixed task dragged with the mouse from the 8th to the 10th.
  await dragWithMouse(page, chip(page, 'Order flowers'), dayCell(page, day(10)));
  await expect(dayCell(page, day(10))).toContainText('Order flowers');
  await expect(dayCell(page, day(8))).not.toContainText('Order flowers');
  await expect.poll(async () => (await taskOnServer(page, plan.ids['Order flowers']!)).dueDate).toBe(day(10));

  // A relative task moved with the keyboard from the 1st (T-14) four days on: the calendar asks.
  await chip(page, 'Book the band').focus();
  await page.keyboard.press('Space');
  const live = page.locator('[id^="DndLiveRegion"]');
  await expect(live).toContainText('Picked up Book the band');
  await untilArrowKeysMoveIt(page);
  // Each step is read out before the next key, as a person listening would wait for it.
  for (let step = 0; step < 4; step++) {
    const said = await live.textContent();
    await page.keyboard.press('ArrowRight');
    await expect(live).not.toHaveText(said ?? '');
    await expect(live).toContainText('Book the band is over');
  }
  await page.keyboard.press('Space');
  const dialog = page.getByRole('dialog', { name: 'Move a task planned from the event' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Fix it to / })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('calendar-relative-dialog.png') });
  await dialog.getByRole('button', { name: 'Change the offset (T-14 → T-10)' }).click();
  await expect(dialog).toBeHidden();
  await expect(dayCell(page, day(5))).toContainText('Book the band');
  await expect.poll(async () => {
    const task = await taskOnServer(page, plan.ids['Book the band']!);
    return [task.dueDate, task.dueAnchor, task.dueOffsetDays];
  }).toEqual([day(5), 'start', -10]);

  // Both kept after a reload.
  await page.reload();
  await expect(grid(page)).toBeVisible();
  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(dayCell(page, day(10))).toContainText('Order flowers');
  await expect(dayCell(page, day(5))).toContainText('Book the band');
  await expect(dayCell(page, day(5))).toContainText('T-10');
});

test('the days are reached with the arrow keys, Enter opens one, and "+N more" lists a full day', async ({ page, account: _account }) => {
  test.slow();
  const plan = await planEvent(page);
  const { day } = plan.month;
  for (const title of ['Hang the lights', 'Test the sound', 'Set the tables', 'Print the menus']) {
    await createTask(page.request, { eventId: plan.eventId, title, dueDate: day(16) });
  }
  await page.setViewportSize(WIDE);
  await openCalendar(page, plan);

  // The event's middle day holds four tasks: two show, and "+2 more".
  const full = dayCell(page, day(16));
  await expect(full.locator('[aria-roledescription="movable task"]')).toHaveCount(2);
  const more = full.getByRole('button', { name: /2 more tasks on this day/ });
  await more.click();
  const dayDialog = page.getByRole('dialog');
  await expect(dayDialog.getByRole('listitem')).toHaveCount(4);
  await page.keyboard.press('Escape');
  // A dialog gives the focus back a moment after it has gone: waited for, so that it cannot land after the next step.
  await expect(dayDialog).toBeHidden();
  await expect(more).toBeFocused();

  // From the 8th: right to the 9th, down a week to the 16th, Enter opens the day.
  await dayCell(page, day(8)).click({ position: { x: 60, y: 100 } });
  // A click on an empty part of a day starts a task due that day.
  const create = page.getByRole('dialog', { name: 'Create New Task' });
  await expect(create).toBeVisible();
  // Planned from the event instead, the day chosen on the calendar becomes its offset: the 8th is T-7.
  await create.getByRole('radio', { name: 'Relative date' }).check();
  await expect(create.getByRole('spinbutton', { name: 'days' })).toHaveValue('7');
  await expect(create.getByRole('combobox', { name: 'Before or after the event' })).toHaveValue('before-start');
  await page.keyboard.press('Escape');
  // Closed, the form gives the focus back to the day it was opened from; the keys are used once it has.
  await expect(create).toBeHidden();
  await expect(dayCell(page, day(8))).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(dayCell(page, day(9))).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(dayCell(page, day(16))).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog').getByRole('listitem')).toHaveCount(4);
});

test('the calendar passes axe in light and dark at 1440 px, and is an agenda by day on a phone', async ({ page, account: _account }) => {
  test.slow();
  const plan = await planEvent(page);
  for (const viewport of [WIDE, PHONE]) {
    await page.setViewportSize(viewport);
    await openCalendar(page, plan);
    if (viewport === PHONE) {
      await expect(grid(page)).toHaveCount(0);
      const agenda = page.getByRole('list', { name: `Tasks of ${plan.month.name} by day` });
      await expect(agenda.locator(':scope > li')).toHaveCount(6);
      await expect(agenda.locator(':scope > li').filter({ hasText: 'Event day' })).toHaveCount(3);
      const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
      expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    }
    for (const scheme of SCHEMES) {
      await page.emulateMedia({ colorScheme: scheme });
      await expectScheme(page, scheme);
      await page.screenshot({ path: test.info().outputPath(`calendar-${viewport.width}-${scheme}.png`), fullPage: true });
      expect(await axeViolations(page), `${viewport.width}px ${scheme}`).toEqual([]);
    }
    await page.emulateMedia({ colorScheme: 'light' });
  }
});
