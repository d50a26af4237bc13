import type { Page } from '@playwright/test';
import { axeViolations, expectScheme, SCHEMES } from '../support/axe.ts';
import { expect as baseExpect, test } from '../support/fixtures.ts';
import { createMember, createTask, day, shownDate, suffix } from './task-fixtures.ts';

const PHONE = { width: 390, height: 844 };
// The tasks page's code loads on first use, which on a busy machine takes a while.
const expect = baseExpect.configure({ timeout: 15_000 });

interface Plan {
  eventId: number;
  eventName: string;
}

/**
 * A two-day event ten days from today, with work before, on and after it: one task past due, one
 * completed in the past (not past due), one without a date. Three are due relative to the event
 * (and so carry a countdown chip), the others on fixed dates.
 */
async function planEvent(page: Page): Promise<Plan> {
  const eventName = `Harbour Festival ${suffix()}`;
  const response = await page.request.post('/api/events', {
    data: { name: eventName, description: 'Two days of music by the water.', startDate: day(10), endDate: day(11) },
  });
  expect(response.status(), await response.text()).toBe(201);
  const eventId: number = (await response.json()).event.id;
  const member = await createMember(page.request, eventId, 'Jordan Lee');
  const tasks = [
    { title: 'Write the report', dueDate: day(25) },
    { title: 'Thank the sponsors', dueAnchor: 'end' as const, dueOffsetDays: 1 },
    { title: 'Open the gates', dueAnchor: 'start' as const, dueOffsetDays: 0, assigneeId: member.id },
    { title: 'Print the programme', dueDate: day(-2), status: 'completed' },
    { title: 'Book the stage', dueAnchor: 'start' as const, dueOffsetDays: -13 },
    { title: 'Send reminders', dueDate: day(5) },
    { title: 'Order wristbands', dueDate: day(3) },
    { title: 'Find a photographer', dueDate: null },
  ];
  for (const task of tasks) await createTask(page.request, { eventId, ...task });
  return { eventId, eventName };
}

const week = (page: Page, label: string) => page.getByRole('region', { name: new RegExp(`^${label}\\s*,`) });
const taskTitles = async (page: Page, label: string | RegExp) =>
  (typeof label === 'string' ? week(page, label) : page.getByRole('region', { name: label })).getByRole('button', { name: /^(?!Status of|Task actions for)/ }).allTextContents();

test('an event’s tasks by week, the past due one marked, opened from the keyboard, kept across a reload and readable on a phone', async ({ page, account: _account }) => {
  test.slow();
  const { eventId, eventName } = await planEvent(page);

  // Without an event there is no timeline, and the page says why.
  await page.goto('/app/tasks');
  const switchGroup = page.getByRole('group', { name: 'View' });
  await expect(switchGroup.getByRole('button', { name: 'Timeline' })).toHaveAttribute('aria-disabled', 'true');
  await expect(switchGroup.getByRole('button', { name: 'Timeline' })).toHaveAccessibleDescription('Choose an event to see its timeline');

  await page.goto(`/app/tasks?event=${eventId}`);
  await expect(page.getByRole('row')).not.toHaveCount(0);
  await switchGroup.getByRole('button', { name: 'Timeline' }).click();
  await expect(page).toHaveURL(/[?&]view=timeline(&|$)/);
  await expect(switchGroup.getByRole('button', { name: 'Timeline' })).toHaveAttribute('aria-pressed', 'true');

  const timeline = page.getByRole('region', { name: `Timeline of ${eventName}` });
  await expect(timeline).toBeVisible();
  await expect(timeline.getByRole('heading', { level: 3 })).toHaveText([
    /^2 weeks before/,
    /^Week before/,
    /^Event/,
    /^Week after/,
    /^2 weeks after/,
    /^No due date$/,
  ]);
  // Each week names its days: the week before is the seven days up to the day before the event.
  await expect(week(page, 'Week before').getByRole('heading')).toContainText(shownDate(day(3)).replace(/, \d{4}$/, ''));

  expect(await taskTitles(page, '2 weeks before')).toEqual(['Book the stage', 'Print the programme']);
  expect(await taskTitles(page, 'Week before')).toEqual(['Order wristbands', 'Send reminders']);
  expect(await taskTitles(page, 'Event')).toEqual(['Open the gates']);
  expect(await taskTitles(page, 'Week after')).toEqual(['Thank the sponsors']);
  expect(await taskTitles(page, '2 weeks after')).toEqual(['Write the report']);
  expect(await taskTitles(page, /^No due date$/)).toEqual(['Find a photographer']);

  // Countdown labels, by the table's rule: only on tasks due relative to the event, read out in words.
  const item = (title: string) => timeline.getByRole('listitem').filter({ has: page.getByRole('button', { name: title, exact: true }) });
  await expect(item('Book the stage')).toContainText('T-13');
  await expect(item('Book the stage').getByText('13 days before the event')).toBeAttached();
  await expect(item('Open the gates')).toContainText('Event day');
  await expect(item('Thank the sponsors')).toContainText('T+1');
  for (const fixed of ['Send reminders', 'Write the report', 'Print the programme']) {
    await expect(item(fixed)).not.toContainText(/T[-+]\d|Event day/);
  }
  // The assignee, and today's place among the tasks.
  await expect(item('Open the gates')).toContainText('Jordan Lee');
  await expect(item('Find a photographer')).toContainText('No due date');
  const twoWeeksBefore = week(page, '2 weeks before').getByRole('listitem');
  await expect(twoWeeksBefore).toHaveText([/Book the stage/, /Print the programme/, /^Today/]);

  // Past due in words; a completed task is not.
  await expect(item('Book the stage')).toContainText('Past due');
  await expect(item('Print the programme')).not.toContainText('Past due');
  await expect(item('Order wristbands')).not.toContainText('Past due');
  await expect(week(page, '2 weeks before')).toContainText('1 past due');

  // From one task to the next with Tab (title, status, actions), and Enter opens the edit dialog.
  await page.getByRole('button', { name: 'Order wristbands', exact: true }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: /^Status of Order wristbands: / })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const sendReminders = page.getByRole('button', { name: 'Send reminders', exact: true });
  await expect(sendReminders).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Edit Task' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Title')).toHaveValue('Send reminders');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(sendReminders).toBeFocused();

  // The other filters still apply.
  await page.getByLabel('Filter by Status').selectOption({ label: 'Completed' });
  await expect(timeline.getByRole('heading', { level: 3 })).toHaveText([/^2 weeks before/, /^Event/]);
  expect(await taskTitles(page, '2 weeks before')).toEqual(['Print the programme']);
  await page.getByLabel('Filter by Status').selectOption({ label: 'Filter by Status' });
  await expect(timeline.getByRole('heading', { level: 3 })).toHaveCount(6);

  // The view is in the address: a reload keeps it.
  await page.reload();
  await expect(page).toHaveURL(/[?&]view=timeline(&|$)/);
  await expect(timeline.getByRole('heading', { level: 3 })).toHaveCount(6);

  // On a phone: one column, nothing wider than the screen.
  await page.setViewportSize(PHONE);
  await expect(item('Book the stage')).toBeVisible();
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
  const title = (await page.getByRole('button', { name: 'Book the stage', exact: true }).boundingBox())!;
  const status = (await page.getByRole('button', { name: /^Status of Book the stage: / }).boundingBox())!;
  expect(status.y).toBeGreaterThan(title.y);
});

test('an event without tasks says so, and the table comes back when the event is cleared', async ({ page, account: _account }) => {
  const response = await page.request.post('/api/events', {
    data: { name: `Quiet Meetup ${suffix()}`, description: 'Nothing planned yet.', startDate: day(20), endDate: day(20) },
  });
  expect(response.status()).toBe(201);
  const eventId: number = (await response.json()).event.id;
  // One task elsewhere, so the page is past its first-use welcome.
  const other = await page.request.post('/api/events', { data: { name: `Other ${suffix()}`, description: 'Somewhere else.', startDate: day(5), endDate: day(5) } });
  await createTask(page.request, { eventId: (await other.json()).event.id, title: 'Elsewhere', dueDate: day(1) });

  await page.goto(`/app/tasks?event=${eventId}&view=timeline`);
  await expect(page.getByRole('heading', { name: 'No tasks in this event yet' })).toBeVisible();

  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(page).not.toHaveURL(/view=/);
  await expect(page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('row').filter({ hasText: 'Elsewhere' })).toBeVisible();
});


test('the timeline passes axe in light and dark, wide and on a phone', async ({ page, account: _account }) => {
  test.slow();
  const { eventId, eventName } = await planEvent(page);
  await page.goto(`/app/tasks?event=${eventId}&view=timeline`);
  const timeline = page.getByRole('region', { name: `Timeline of ${eventName}` });
  await expect(timeline.getByRole('heading', { level: 3 })).toHaveCount(6);

  for (const viewport of [{ width: 1280, height: 900 }, PHONE]) {
    await page.setViewportSize(viewport);
    for (const scheme of SCHEMES) {
      await page.emulateMedia({ colorScheme: scheme });
      await expectScheme(page, scheme);
      expect(await axeViolations(page), `${viewport.width}px ${scheme}`).toEqual([]);
    }
  }
});
