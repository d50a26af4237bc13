import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { axeViolations, expectScheme, SCHEMES } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { day, shownDate, suffix } from '../tasks/task-fixtures.ts';

// Issue 28: the wedding template (T-360 … T+30) on an event about six months away puts 9 of its 36
// tasks before today. The dialog says so and asks: fit them before the event, keep them, or leave them out.

/** 190 days on: the wedding's T-360, T-340, T-300, T-280, T-270, two T-240, T-210 and T-200 are before today. */
const SIX_MONTHS = 190;
const WEDDING_TASKS = 36;
const PAST_DUE = 9;

/** The options' accessible names. */
const FIT = 'Fit them between today and the event';
const KEEP = 'Create them as they are';
const SKIP = 'Leave them out';

async function openWedding(page: Page, startDate: string): Promise<Locator> {
  await page.goto('/app/templates');
  await page.getByRole('button', { name: 'Use template Wedding' }).click();
  const dialog = page.getByRole('dialog', { name: 'New event from Wedding' });
  await dialog.getByLabel('Event name').fill(`Sam and Alex ${suffix()}`);
  await dialog.getByLabel('Start date').fill(startDate);
  return dialog;
}

const choice = (dialog: Locator) => dialog.getByRole('radiogroup', { name: `${PAST_DUE} of ${WEDDING_TASKS} tasks would be due before today` });
const preview = (dialog: Locator) => dialog.getByRole('region', { name: /to create$/ });

async function createAndReadTasks(page: Page, dialog: Locator, created: number) {
  await dialog.getByRole('button', { name: 'Create event' }).click();
  await expect(page).toHaveURL(/\/app\/tasks\?event=\d+/);
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText(`Event created with ${created} tasks`, { exact: true })).toBeVisible();
  const eventId = Number(new URL(page.url()).searchParams.get('event'));
  return tasksOfEvent(page.request, eventId);
}

async function tasksOfEvent(request: APIRequestContext, eventId: number) {
  const response = await request.get(`/api/tasks?eventId=${eventId}&limit=100&sort=dueDate`);
  expect(response.status()).toBe(200);
  return (await response.json()).items as { title: string; dueDate: string; dueAnchor: string; dueOffsetDays: number }[];
}

async function overdue(request: APIRequestContext): Promise<number> {
  const response = await request.get(`/api/dashboard?today=${day(0)}`);
  expect(response.status()).toBe(200);
  return (await response.json()).tasks.overdue;
}

test('fit, the first choice, spreads the 9 past-due tasks from today on: none is past due', async ({ page, account: _account }) => {
  test.slow();
  const dialog = await openWedding(page, day(SIX_MONTHS));
  await expect(choice(dialog)).toBeVisible();
  await expect(choice(dialog).getByRole('radio', { name: FIT })).toBeChecked();
  await expect(preview(dialog).getByRole('heading')).toHaveText(`${WEDDING_TASKS} tasks to create`);
  // The earliest task is now due today, T-190, and nothing in the list is marked past due.
  const first = preview(dialog).getByRole('listitem').first();
  await expect(first).toContainText('Set the budget');
  await expect(first).toContainText(`${shownDate(day(0))} · T-${SIX_MONTHS}`);
  await expect(preview(dialog).getByText('Past due', { exact: true })).toHaveCount(0);

  const tasks = await createAndReadTasks(page, dialog, WEDDING_TASKS);
  expect(tasks).toHaveLength(WEDDING_TASKS);
  expect(tasks.filter((task) => task.dueDate < day(0))).toEqual([]);
  expect(tasks[0]).toMatchObject({ title: 'Set the budget', dueDate: day(0), dueAnchor: 'start', dueOffsetDays: -SIX_MONTHS });
  // The florist (T-180) was not past due and keeps its day.
  expect(tasks.find((task) => task.title === 'Book the florist')).toMatchObject({ dueDate: day(SIX_MONTHS - 180), dueOffsetDays: -180 });
  expect(await overdue(page.request)).toBe(0);
});

test('keep, chosen with the keyboard, creates the 9 tasks past due as before', async ({ page, account: _account }) => {
  test.slow();
  const dialog = await openWedding(page, day(SIX_MONTHS));
  const fit = choice(dialog).getByRole('radio', { name: FIT });
  await fit.focus();
  await page.keyboard.press('ArrowDown');
  const keep = choice(dialog).getByRole('radio', { name: KEEP });
  await expect(keep).toBeChecked();
  await expect(keep).toBeFocused();
  // The list shows the days as they are: the budget 360 days before the day, marked past due.
  const first = preview(dialog).getByRole('listitem').first();
  await expect(first).toContainText(`${shownDate(day(SIX_MONTHS - 360))} · T-360`);
  await expect(first.getByText('Past due', { exact: true })).toBeVisible();
  await expect(preview(dialog).getByText('Past due', { exact: true })).toHaveCount(5);

  const tasks = await createAndReadTasks(page, dialog, WEDDING_TASKS);
  expect(tasks).toHaveLength(WEDDING_TASKS);
  expect(tasks.filter((task) => task.dueDate < day(0))).toHaveLength(PAST_DUE);
  expect(await overdue(page.request)).toBe(PAST_DUE);
});

test('leave them out creates the other 27 tasks, none past due', async ({ page, account: _account }) => {
  test.slow();
  const dialog = await openWedding(page, day(SIX_MONTHS));
  await choice(dialog).getByText(SKIP).click();
  await expect(choice(dialog).getByRole('radio', { name: SKIP })).toBeChecked();
  await expect(preview(dialog).getByRole('heading')).toHaveText(`${WEDDING_TASKS - PAST_DUE} tasks to create`);
  await expect(preview(dialog).getByRole('listitem').first()).toContainText('Book the florist');

  const tasks = await createAndReadTasks(page, dialog, WEDDING_TASKS - PAST_DUE);
  expect(tasks).toHaveLength(WEDDING_TASKS - PAST_DUE);
  expect(tasks.filter((task) => task.dueDate < day(0))).toEqual([]);
  expect(tasks.map((task) => task.title)).not.toContain('Set the budget');
  expect(await overdue(page.request)).toBe(0);
});

test('no choice when nothing falls before today; fit is not offered once the event has started', async ({ page, account: _account }) => {
  const dialog = await openWedding(page, day(400));
  await expect(preview(dialog).getByRole('heading')).toHaveText(`${WEDDING_TASKS} tasks to create`);
  await expect(dialog.getByRole('radiogroup')).toHaveCount(0);
  await expect(dialog.getByRole('radio')).toHaveCount(0);

  // Yesterday: every task up to the day is past due (31 of 36), and fitting before it cannot be done.
  await dialog.getByLabel('Start date').fill(day(-1));
  const group = dialog.getByRole('radiogroup', { name: `31 of ${WEDDING_TASKS} tasks would be due before today` });
  await expect(group.getByRole('radio', { name: FIT })).toBeDisabled();
  await expect(group.getByRole('radio', { name: KEEP })).toBeChecked();
  await expect(group).toContainText('Not possible: the event starts before today.');
});

test('the past-due choice passes axe and fits the screen, light and dark, wide and at 390 px', async ({ page, account: _account }, testInfo) => {
  test.slow();
  await page.setViewportSize({ width: 1440, height: 900 });
  const dialog = await openWedding(page, day(SIX_MONTHS));
  await expect(choice(dialog)).toBeVisible();
  // No option shown hovered where the pointer last clicked.
  await page.mouse.move(0, 0);
  for (const scheme of SCHEMES) {
    await page.emulateMedia({ colorScheme: scheme });
    await expectScheme(page, scheme);
    expect(await axeViolations(page, '[role="dialog"]'), `use template with past-due tasks (${scheme})`).toEqual([]);
    await choice(dialog).evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: testInfo.outputPath(`past-tasks-1440-${scheme}.png`) });
  }

  await page.setViewportSize({ width: 390, height: 844 });
  for (const scheme of SCHEMES) {
    await page.emulateMedia({ colorScheme: scheme });
    await expectScheme(page, scheme);
    await choice(dialog).evaluate((element) => element.scrollIntoView({ block: 'start' }));
    const box = await choice(dialog).boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: testInfo.outputPath(`past-tasks-390-${scheme}.png`) });
  }
  // Kept as they are: the list marks the past-due tasks, and a row still fits the width.
  await choice(dialog).getByRole('radio', { name: KEEP }).check();
  await page.mouse.move(0, 0);
  const first = preview(dialog).getByRole('listitem').first();
  await expect(first.getByText('Past due', { exact: true })).toBeVisible();
  for (const scheme of SCHEMES) {
    await page.emulateMedia({ colorScheme: scheme });
    await expectScheme(page, scheme);
    expect(await axeViolations(page, '[role="dialog"]'), `use template, past-due tasks kept (${scheme})`).toEqual([]);
    await first.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const box = await first.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: testInfo.outputPath(`past-tasks-390-keep-${scheme}.png`) });
  }
  await page.emulateMedia({ colorScheme: 'light' });
});
