import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoViolationsInBothSchemes } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { createEvent, createTask, shownDate, suffix, taskRow } from '../tasks/task-fixtures.ts';

interface TemplateTask {
  title: string;
  dueAnchor: 'start' | 'end' | null;
  dueOffsetDays: number | null;
}

interface BuiltInTemplate {
  key: string;
  name: string;
  tasks: TemplateTask[];
}

/** The day `days` after `date`, both YYYY-MM-DD, worked out here independently of the app. */
function plusDays(date: string, days: number): string {
  const time = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
}

function dueFor(task: TemplateTask, startDate: string, endDate: string): string | null {
  if (task.dueAnchor === null || task.dueOffsetDays === null) return null;
  return plusDays(task.dueAnchor === 'start' ? startDate : endDate, task.dueOffsetDays);
}

async function builtIn(request: APIRequestContext, key: string): Promise<BuiltInTemplate> {
  const response = await request.get('/api/templates/built-in');
  expect(response.status()).toBe(200);
  const template = ((await response.json()).items as BuiltInTemplate[]).find((item) => item.key === key);
  expect(template, `built-in template ${key}`).toBeTruthy();
  return template!;
}

async function tasksOfEvent(request: APIRequestContext, eventId: number) {
  const response = await request.get(`/api/tasks?eventId=${eventId}&limit=100`);
  expect(response.status()).toBe(200);
  return (await response.json()).items as { title: string; dueDate: string | null; dueAnchor: string | null; dueOffsetDays: number | null }[];
}

/** A notification's title, in the toasts' region. */
const toast = (page: Page, title: string) => page.getByRole('region', { name: /Notifications/ }).getByText(title, { exact: true });

const eventIdFromUrl = (page: Page) => Number(new URL(page.url()).searchParams.get('event'));

test('creates an event from the built-in conference template with dates counted from its start', async ({ page, account: _account }) => {
  test.slow();
  const conference = await builtIn(page.request, 'conference');
  const start = '2031-06-10';
  const name = `DevDays ${suffix()}`;

  await page.goto('/app/events');
  await page.getByRole('link', { name: 'New event from template' }).click();
  await expect(page).toHaveURL(/\/app\/templates$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Templates' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Events' })).toHaveClass(/bg-brand-50/);

  const card = page.getByRole('article', { name: conference.name });
  await expect(card).toContainText(`${conference.tasks.length} tasks`);
  await card.getByRole('button', { name: /^Use template/ }).click();

  const dialog = page.getByRole('dialog', { name: `New event from ${conference.name}` });
  await expect(dialog).toContainText(`${conference.tasks.length} tasks to create`);
  await expect(dialog).toContainText('Choose a start date to see when they fall due.');
  await dialog.getByLabel('Event name').fill(name);
  await dialog.getByLabel('Start date').fill(start);

  // The earliest task leads the preview, with its day and label for this event.
  const planned = conference.tasks
    .map((task) => ({ task, due: dueFor(task, start, start) }))
    .filter((item): item is { task: TemplateTask; due: string } => item.due !== null)
    .sort((a, b) => (a.due < b.due ? -1 : a.due > b.due ? 1 : 0));
  const first = planned[0]!;
  const daysBefore = Math.round((Date.parse(`${start}T00:00:00Z`) - Date.parse(`${first.due}T00:00:00Z`)) / 86_400_000);
  const preview = dialog.getByRole('region', { name: /tasks to create/ });
  await expect(preview.getByRole('listitem').first()).toContainText(first.task.title);
  await expect(preview.getByRole('listitem').first()).toContainText(`${shownDate(first.due)} · T-${daysBefore}`);
  await expect(preview).toContainText(`and ${conference.tasks.length - 5} more`);

  await dialog.getByRole('button', { name: 'Create event' }).click();
  await expect(page).toHaveURL(/\/app\/tasks\?event=\d+/);
  await expect(toast(page, `Event created with ${conference.tasks.length} tasks`)).toBeVisible();

  const tasks = await tasksOfEvent(page.request, eventIdFromUrl(page));
  expect(tasks).toHaveLength(conference.tasks.length);
  for (const task of conference.tasks) {
    const made = tasks.find((candidate) => candidate.title === task.title);
    expect(made?.dueDate, task.title).toBe(dueFor(task, start, start));
  }
  // The tasks page lists the first task on its computed day.
  await page.goto(`/app/tasks?event=${eventIdFromUrl(page)}&q=${encodeURIComponent(first.task.title)}`);
  await expect(taskRow(page, first.task.title)).toContainText(shownDate(first.due));
});

test('saves an event as a template, edits, renames, uses and deletes it', async ({ page, account: _account }) => {
  test.slow();
  const event = await createEvent(page.request, `Harbour Fair ${suffix()}`);
  await createTask(page.request, { eventId: event.id, title: 'Book the stalls', dueDate: '2030-04-01', priority: 'high' });
  await createTask(page.request, { eventId: event.id, title: 'Print the map', dueDate: '2030-04-28' });

  await page.goto('/app/events');
  await page.getByRole('button', { name: `Event actions for ${event.name}` }).click();
  await page.getByRole('menuitem', { name: 'Save as template' }).click();
  const save = page.getByRole('dialog', { name: 'Save as template' });
  await expect(save.getByLabel('Template name')).toHaveValue(`${event.name} plan`);
  await save.getByRole('button', { name: 'Save template' }).click();
  await expect(save).toBeHidden();
  await expect(toast(page, 'Template saved')).toBeVisible();

  await page.getByRole('link', { name: 'New event from template' }).click();
  const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `${event.name} plan` }) });
  await expect(row).toContainText('2 tasks');

  // Edit: the list is checked row by row before it is saved.
  await row.getByRole('button', { name: /^Edit template/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit template' });
  await expect(edit.getByLabel('Title of task 1')).toHaveValue('Book the stalls');
  await expect(edit.getByLabel('Days of task 1')).toHaveValue('30');
  await expect(edit.getByLabel('When task 1 is due')).toHaveValue('before-start');
  await edit.getByRole('button', { name: 'Add task' }).click();
  await expect(edit.getByLabel('Title of task 3')).toBeFocused();
  await edit.getByLabel('Days of task 3').fill('two');
  await edit.getByRole('button', { name: 'Save template' }).click();
  await expect(edit.getByText('Title is required')).toBeVisible();
  await expect(edit.getByText('Offset must be a whole number of days')).toBeVisible();
  await edit.getByLabel('Title of task 3').fill('Thank the stallholders');
  await edit.getByLabel('Days of task 3').fill('2');
  await edit.getByLabel('When task 3 is due').selectOption('after-end');
  await edit.getByRole('button', { name: /^Remove task 2/ }).click();
  await edit.getByRole('button', { name: 'Save template' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('2 tasks');

  // Rename.
  await row.getByRole('button', { name: /^More actions for/ }).click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename template' });
  const newName = `Fair plan ${suffix()}`;
  await rename.getByLabel('Template name').fill(newName);
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(rename).toBeHidden();
  const renamed = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: newName }) });
  await expect(renamed).toBeVisible();

  // Use it: the new event gets the edited tasks, due as far from its dates as planned.
  await renamed.getByRole('button', { name: /^Use template/ }).click();
  const use = page.getByRole('dialog', { name: `New event from ${newName}` });
  await use.getByLabel('Event name').fill(`Winter Fair ${suffix()}`);
  await use.getByLabel('Description').fill('The same fair, in winter.');
  await use.getByLabel('Start date').fill('2031-12-01');
  await use.getByLabel('End date').fill('2031-12-02');
  await expect(use.getByRole('listitem').nth(1)).toContainText('Dec 4, 2031 · T+2');
  await use.getByRole('button', { name: 'Create event' }).click();
  await expect(page).toHaveURL(/\/app\/tasks\?event=\d+/);
  await expect(toast(page, 'Event created with 2 tasks')).toBeVisible();
  const made = await tasksOfEvent(page.request, eventIdFromUrl(page));
  expect(made.map((task) => [task.title, task.dueDate]).sort()).toEqual([
    ['Book the stalls', '2031-11-01'],
    ['Thank the stallholders', '2031-12-04'],
  ]);

  // Delete, after a confirmation.
  await page.goto('/app/templates');
  await renamed.getByRole('button', { name: /^More actions for/ }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete template' });
  await expect(confirm).toContainText(`"${newName}" and its 2 tasks will be deleted.`);
  await confirm.getByRole('button', { name: 'Delete template' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('heading', { name: 'No templates of your own yet' })).toBeVisible();
  await expect(page.getByText("Save an event's tasks as a template from the event's menu")).toBeVisible();
});

test('a duplicate name is shown on the form; dialogs open with Enter, close with Escape and give focus back', async ({ page, account: _account }) => {
  const event = await createEvent(page.request, `Book Club ${suffix()}`);
  await createTask(page.request, { eventId: event.id, title: 'Choose the book', dueDate: '2030-04-20' });
  const existing = await page.request.post('/api/templates', { data: { name: 'Club night', eventId: event.id } });
  expect(existing.status(), await existing.text()).toBe(201);

  await page.goto('/app/events');
  const trigger = page.getByRole('button', { name: `Event actions for ${event.name}` });
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Save as template' })).toBeFocused();
  await page.keyboard.press('Enter');
  const save = page.getByRole('dialog', { name: 'Save as template' });
  await expect(save).toBeVisible();
  const nameField = save.getByLabel('Template name');
  await nameField.fill('CLUB NIGHT');
  await nameField.press('Enter');
  await expect(save.getByText('You already have a template with this name')).toBeVisible();
  await expect(nameField).toBeFocused();
  await expect(nameField).toHaveAttribute('aria-invalid', 'true');
  await page.keyboard.press('Escape');
  await expect(save).toBeHidden();
  await expect(trigger).toBeFocused();

  await page.goto('/app/templates');
  const use = page.getByRole('button', { name: 'Use template Club night' });
  await use.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'New event from Club night' });
  await expect(dialog).toContainText('1 task to create');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(use).toBeFocused();

  const more = page.getByRole('button', { name: 'More actions for Club night' });
  await more.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeFocused();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Delete template' });
  await expect(confirm).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(more).toBeFocused();
});


test('the templates screen and its dialogs pass axe, light and dark', async ({ page, account: _account }) => {
  // Eight scans: as long as the other axe walks (e2e/accessibility/axe.spec.ts).
  test.setTimeout(240_000);
  const event = await createEvent(page.request, `Gala ${suffix()}`);
  await createTask(page.request, { eventId: event.id, title: 'Hire the hall', dueDate: '2030-04-01' });

  await page.goto('/app/templates');
  await expect(page.getByRole('heading', { name: 'No templates of your own yet' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Use template/ }).first()).toBeVisible();
  await expectNoViolationsInBothSchemes(page, 'templates, none of your own');

  await page.goto('/app/events');
  await page.getByRole('button', { name: `Event actions for ${event.name}` }).click();
  await page.getByRole('menuitem', { name: 'Save as template' }).click();
  const save = page.getByRole('dialog', { name: 'Save as template' });
  await save.getByLabel('Template name').fill('');
  await save.getByRole('button', { name: 'Save template' }).click();
  await expect(save.getByText('Template name is required')).toBeVisible();
  await expectNoViolationsInBothSchemes(page, 'save as template, with an error');
  await save.getByLabel('Template name').fill('Gala plan');
  await save.getByRole('button', { name: 'Save template' }).click();
  await expect(save).toBeHidden();

  await page.goto('/app/templates');
  await expect(page.getByRole('heading', { name: 'Gala plan' })).toBeVisible();
  await expectNoViolationsInBothSchemes(page, 'templates');

  await page.getByRole('button', { name: 'Use template Gala plan' }).click();
  const use = page.getByRole('dialog', { name: 'New event from Gala plan' });
  await use.getByLabel('Start date').fill('2031-03-31');
  await expect(use).toContainText('Mar 1, 2031 · T-30');
  await expectNoViolationsInBothSchemes(page, 'use template');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Edit template Gala plan' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit template' });
  await edit.getByLabel('Title of task 1').fill('');
  await edit.getByRole('button', { name: 'Save template' }).click();
  await expect(edit.getByText('Title is required')).toBeVisible();
  await expectNoViolationsInBothSchemes(page, 'edit template, with an error');
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the templates screen fits the width', async ({ page, account: _account }) => {
    await page.goto('/app/templates');
    await expect(page.getByRole('button', { name: /^Use template/ }).first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
