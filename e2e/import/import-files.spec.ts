import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { IMPORT_MESSAGES } from '../../src/domain/task-import/import-api.ts';
import { expect, pageHeading, test } from '../support/fixtures.ts';
import { createEvent, suffix } from '../tasks/task-fixtures.ts';
import { fileInput, importButton, planSummary, taskTitles } from './import-support.ts';

const FIXTURES = fileURLToPath(new URL('../../src/domain/task-import/fixtures/', import.meta.url));

const preview = (page: Page) => page.getByRole('table', { name: /Preview of the import/ });
const previewRow = (page: Page, row: number) => preview(page).getByRole('row').filter({ has: page.getByRole('rowheader', { name: String(row), exact: true }) });
const problemsOf = (page: Page, row: number) => preview(page).getByRole('row', { name: `Problems of row ${row}` });

test('a Trello board: its lists mapped to statuses, one fixed, its members added, its tasks in the list', async ({ page, account: _account }) => {
  const event = await createEvent(page.request, `Gala ${suffix()}`);
  // From the event's actions on the events page.
  await page.goto('/app/events');
  await page.getByRole('button', { name: `Event actions for ${event.name}` }).click();
  await page.getByRole('menuitem', { name: 'Import tasks' }).click();
  await expect(pageHeading(page)).toHaveText('Import tasks');
  await expect(page).toHaveURL(new RegExp(`/app/import\\?kind=tasks&event=${event.id}$`));

  await fileInput(page).setInputFiles(path.join(FIXTURES, 'trello-board.json'));
  await expect(page.getByText('Trello board (JSON) · 9 cards')).toBeVisible();
  await expect(page.getByText('UTF-8', { exact: true })).toBeVisible();
  await expect(page.getByText('Delimiter', { exact: true })).toHaveCount(0);
  await expect(planSummary(page)).toHaveText('8 tasks will be created, 1 row skipped, 3 new team members');

  // Each list of the board, and the status it becomes; "Ideas" names none, so its cards are To Do with a problem.
  await expect(page.getByRole('combobox', { name: 'Status for “Doing”' })).toHaveValue('inprogress');
  await expect(page.getByRole('combobox', { name: 'Status for “Ideas”' })).toHaveValue('');
  await expect(problemsOf(page, 1)).toContainText('Unknown status "Ideas": imported as To Do');
  await expect(problemsOf(page, 1)).toContainText('Default used');
  await expect(previewRow(page, 3)).toContainText('Book the venue');
  await expect(previewRow(page, 3)).toContainText('Feb 10, 2027');
  await expect(previewRow(page, 3)).toContainText('Priya Raman');
  await expect(previewRow(page, 3).getByText('new', { exact: true })).toBeVisible();
  await expect(previewRow(page, 5)).toContainText('Not imported');
  await expect(problemsOf(page, 5)).toContainText('Archived in Trello: the row is skipped');

  // The user decides ideas are still to do: no problem left on those rows.
  await page.getByRole('combobox', { name: 'Status for “Ideas”' }).selectOption('todo');
  await expect(problemsOf(page, 1)).toHaveCount(0);
  await page.getByLabel(/Only rows with problems/).check();
  await expect(preview(page).getByRole('rowheader')).toHaveText(['5']);
  await page.getByLabel(/Only rows with problems/).uncheck();

  // Nobody of the board is in the team yet: leaving their tasks unassigned adds nobody.
  await page.getByRole('radio', { name: 'Leave the tasks unassigned' }).check();
  await expect(planSummary(page)).toHaveText('8 tasks will be created, 1 row skipped, 0 new team members');
  await expect(previewRow(page, 3)).toContainText('Unassigned');
  await page.getByRole('radio', { name: 'Add them to the team' }).check();
  await expect(planSummary(page)).toHaveText('8 tasks will be created, 1 row skipped, 3 new team members');

  // The server's answer is held until the bar has been seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/events/*/imports/tasks', async (route) => {
    await held;
    await route.continue();
  });
  await importButton(page).click();
  const progress = page.getByRole('progressbar', { name: 'Import progress' });
  await expect(progress).toHaveAttribute('aria-valuenow', /^\d+$/);
  await expect(page.getByRole('status').filter({ hasText: /^(Sending|Saving) 8 tasks…$/ })).toBeVisible();
  await expect(importButton(page)).toBeDisabled();
  release();
  await expect(page.getByRole('heading', { name: `Imported 8 tasks into ${event.name}` })).toBeVisible();
  await expect(page.getByText('3 new team members added to the team.')).toBeVisible();

  await page.getByRole('link', { name: 'Open the tasks' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/tasks\\?event=${event.id}&batch=\\d+`));
  for (const title of ['Book the venue', 'Photo booth?', 'Draft the run of show']) await expect(page.getByRole('rowheader', { name: new RegExp(`^${title.replace('?', '\\?')}`) })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: /^Old venue shortlist/ })).toHaveCount(0);
  const photoBooth = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^Photo booth\?/ }) });
  await expect(photoBooth).toContainText('To Do');
});

test('an Excel CSV (semicolons, BOM, day/month dates): a problem fixed, imported, and an undo refused once a task was changed', async ({ page, account: _account }) => {
  const event = await createEvent(page.request, `Gala ${suffix()}`);
  await page.goto(`/app/import?kind=tasks&event=${event.id}`);
  await fileInput(page).setInputFiles(path.join(FIXTURES, 'excel-semicolon.csv'));
  await expect(page.getByText('CSV spreadsheet · 5 rows')).toBeVisible();
  await expect(page.getByText('UTF-8 (with byte order mark)')).toBeVisible();
  await expect(page.getByText('Semicolon (;)')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Day\/month\/year/ })).toBeChecked();
  await expect(planSummary(page)).toHaveText('5 tasks will be created, 0 rows skipped, 2 new team members');
  await expect(previewRow(page, 1)).toContainText('Dec 31, 2026');
  await expect(previewRow(page, 3)).toContainText('=1+1');
  await expect(problemsOf(page, 4)).toContainText('Due date "next Friday" is not a date Eventry can read (use YYYY-MM-DD): imported without a due date');
  await expect(problemsOf(page, 5)).toContainText('Unknown status "Blocked": imported as To Do');

  // "Blocked" is late work here: Overdue.
  await page.getByRole('combobox', { name: 'Status for “Blocked”' }).selectOption('overdue');
  await expect(problemsOf(page, 5)).toHaveCount(0);
  await expect(previewRow(page, 5)).toContainText('Overdue');
  // The notes are not wanted: the description column is not imported.
  await page.getByRole('combobox', { name: 'Description', exact: true }).selectOption('Not imported');

  await importButton(page).click();
  await expect(page.getByRole('heading', { name: `Imported 5 tasks into ${event.name}` })).toBeVisible();
  expect(await taskTitles(page, event.id)).toEqual(['=1+1', 'Book the hall', 'Check the "wheelchair" ramp', 'Hire the sound system', 'Reserve parking']);
  const tasks = (await (await page.request.get(`/api/tasks?eventId=${event.id}&limit=100`)).json()).items as { id: number; title: string; status: string; description: string }[];
  expect(tasks.find((task) => task.title === 'Reserve parking')?.status).toBe('overdue');
  expect(tasks.every((task) => task.description === '')).toBe(true);

  // Someone completes a task meanwhile: the undo removes nothing, and says why.
  const parking = tasks.find((task) => task.title === 'Reserve parking')!;
  const changed = await page.request.put(`/api/tasks/${parking.id}/status`, { data: { status: 'completed' } });
  expect(changed.status(), await changed.text()).toBe(200);
  await page.getByRole('button', { name: 'Undo import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Undo this import?' });
  await dialog.getByRole('button', { name: 'Undo import' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(IMPORT_MESSAGES.undoChanged(1));
  expect(await taskTitles(page, event.id)).toHaveLength(5);
});

test('a Windows-1252 CSV and an Asana export are recognised, their text read right', async ({ page, account: _account }) => {
  const event = await createEvent(page.request, `Gala ${suffix()}`);
  await page.goto(`/app/import?kind=tasks&event=${event.id}`);
  await fileInput(page).setInputFiles(path.join(FIXTURES, 'windows-1252.csv'));
  await expect(page.getByText('CSV spreadsheet · 2 rows')).toBeVisible();
  await expect(page.getByText('Windows-1252 (Western European)')).toBeVisible();
  await expect(previewRow(page, 1)).toContainText('Café crème for the speakers');

  await fileInput(page).setInputFiles(path.join(FIXTURES, 'asana-project.csv'));
  await expect(page.getByText('Asana project (CSV) · 6 rows')).toBeVisible();
  await expect(planSummary(page)).toHaveText('6 tasks will be created, 0 rows skipped, 3 new team members');
  await expect(previewRow(page, 1)).toContainText('Confirm speakers');
});
