import type { APIRequestContext, Page } from '@playwright/test';
import { formatCalendarDay } from '../../src/domain/english-format.ts';
import { expectNoViolationsInBothSchemes } from '../support/axe.ts';
import { expect, pageHeading, test, uniqueEmail } from '../support/fixtures.ts';
import { createMemberWithEmail, latestMailTo } from '../reminders/reminder-fixtures.ts';
import { choose, createEvent, createTask, day, suffix } from '../tasks/task-fixtures.ts';

async function setStatus(request: APIRequestContext, taskId: number, status: string) {
  const response = await request.put(`/api/tasks/${taskId}/status`, { data: { status } });
  expect(response.status(), await response.text()).toBe(200);
}

/** An event with a task in each section of the agenda, and some that are in none. */
async function eventWithTasks(request: APIRequestContext) {
  const event = await createEvent(request, `Harvest Fair ${suffix()}`);
  const email = uniqueEmail('ada');
  const ada = await createMemberWithEmail(request, event.id, 'Ada Byron', email);
  await createTask(request, { eventId: event.id, title: 'Book the stalls', dueDate: day(-3), assigneeId: ada.id });
  await createTask(request, { eventId: event.id, title: 'Print the posters', dueDate: day(2), assigneeId: ada.id });
  await createTask(request, { eventId: event.id, title: 'Find a sound system', dueDate: day(3) });
  await createTask(request, { eventId: event.id, title: 'Thank the volunteers', dueDate: day(20) });
  const done = await createTask(request, { eventId: event.id, title: 'Choose the date', dueDate: day(-1), assigneeId: ada.id });
  await setStatus(request, done.id, 'completed');
  return { event, email };
}

const agenda = (page: Page) => page.getByRole('region', { name: 'Agenda' });

test('builds an agenda from the event’s tasks, copies it as Markdown and prints it alone', async ({ page, context, account: _account }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { event } = await eventWithTasks(page.request);
  await page.goto('/app/community/agenda');
  await expect(pageHeading(page)).toHaveText('Meeting Agenda Generator');
  await expect(page.getByRole('heading', { name: 'Choose an event' })).toBeVisible();

  // The dates start at today, a week before and a week later.
  await expect(page.getByLabel('Meeting date')).toHaveValue(day(0));
  await expect(page.getByLabel('Last meeting')).toHaveValue(day(-7));
  await expect(page.getByLabel('Next meeting')).toHaveValue(day(7));

  await choose(page.getByRole('combobox', { name: 'Event' }), event.name);
  await expect(page).toHaveURL(new RegExp(`event=${event.id}`));

  const sheet = agenda(page);
  await expect(sheet.getByRole('heading', { level: 2 })).toHaveText(`Meeting agenda: ${event.name}, ${formatCalendarDay(day(0), 'weekday-date')}`);
  await expect(sheet.getByRole('list', { name: 'Overdue' }).getByRole('listitem')).toHaveText([/Book the stalls \(Ada Byron, due/]);
  await expect(sheet.getByRole('list', { name: 'Due for Ada Byron' }).getByRole('listitem')).toHaveText([/Print the posters/]);
  await expect(sheet.getByRole('list', { name: 'Due for Unassigned' }).getByRole('listitem')).toHaveText([/Find a sound system/]);
  await expect(sheet.getByRole('list', { name: /^Completed since the last meeting/ }).getByRole('listitem')).toHaveText([/Choose the date \(Ada Byron, completed/]);
  await expect(sheet).not.toContainText('Thank the volunteers');

  // A question written in goes into the agenda.
  await page.getByRole('textbox', { name: 'Question 1' }).fill('Who brings the gazebo?');
  await expect(sheet.getByRole('heading', { name: 'Open questions' })).toBeVisible();
  await expect(sheet).toContainText('Who brings the gazebo?');

  await page.getByRole('button', { name: 'Copy as Markdown' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  const markdown = await page.evaluate(() => navigator.clipboard.readText());
  expect(markdown).toContain(`# Meeting agenda: ${event.name}`);
  expect(markdown).toContain('## Overdue (1)\n\n- [ ] Book the stalls (Ada Byron, due');
  expect(markdown).toContain('### Ada Byron (1 task)\n\n- [ ] Print the posters (due');
  expect(markdown).toContain('### Unassigned (1 task)\n\n- [ ] Find a sound system (due');
  expect(markdown).toContain('- [x] Choose the date (Ada Byron, completed');
  expect(markdown).toContain('## Open questions\n\n1. Who brings the gazebo?\n2. \n3. \n');
  expect(markdown).not.toContain('Thank the volunteers');

  // A later next meeting brings the later task in.
  await page.getByLabel('Next meeting').fill(day(30));
  await expect(sheet.getByRole('list', { name: 'Due for Unassigned' }).getByRole('listitem')).toHaveText([/Find a sound system/, /Thank the volunteers/]);
  // A next meeting before this one is refused, with a message.
  await page.getByLabel('Next meeting').fill(day(-1));
  await expect(page.getByText('Next meeting must be after the meeting date')).toBeVisible();
  await expect(page.getByLabel('Next meeting')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Next meeting').fill(day(7));

  // Printed, the page shows the agenda alone.
  await page.emulateMedia({ media: 'print' });
  await expect(sheet.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(pageHeading(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Event' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await expect(pageHeading(page)).toBeVisible();
});

test('sends the agenda to the event’s team after showing who receives it', async ({ page, account: _account }) => {
  const { event, email } = await eventWithTasks(page.request);
  await page.goto(`/app/community/agenda?event=${event.id}`);
  await expect(agenda(page).getByRole('list', { name: 'Overdue' })).toBeVisible();
  await page.getByRole('button', { name: 'Send to the team' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send to the team' });
  await expect(dialog.getByText(email)).toBeVisible();
  await dialog.getByRole('button', { name: 'Send to 1 team member' }).click();
  await expect(dialog).toBeHidden();
  const mail = await latestMailTo(email);
  expect(mail.subject).toBe(`Meeting agenda: ${event.name}, ${formatCalendarDay(day(0), 'weekday-date')}`);
  expect(mail.text).toContain('Book the stalls (Ada Byron, due');
  expect(mail.text).toContain('Choose the date (Ada Byron, completed');
});

test('the agenda page has no accessibility violations, light or dark, on a phone and a desktop', async ({ page, account: _account }) => {
  test.slow();
  const { event } = await eventWithTasks(page.request);
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/app/community/agenda');
    await expect(page.getByRole('heading', { name: 'Choose an event' })).toBeVisible();
    await expectNoViolationsInBothSchemes(page, `agenda page, no event, ${width} px`);
    await page.goto(`/app/community/agenda?event=${event.id}`);
    await expect(agenda(page).getByRole('list', { name: 'Overdue' })).toBeVisible();
    await expectNoViolationsInBothSchemes(page, `agenda of an event, ${width} px`);
  }
});
