import { expect, pageHeading, test } from '../support/fixtures.ts';
import { createEvent, createMember, suffix } from '../tasks/task-fixtures.ts';
import { importButton, planSummary, taskTitles } from './import-support.ts';

/** A spreadsheet saved by Excel in Europe: semicolons, day/month dates, a row without a title. */
const PLAN_CSV = [
  'Task;Notes;State;Due;Owner',
  'Book the venue;Call three places;Doing;03/04/2030;Ada Lovelace',
  'Send invitations;;Waiting;15/04/2030;Grace Hopper',
  ';A row without a title;Done;;',
  'Order catering;;Done;;',
].join('\r\n');

const preview = (page: import('@playwright/test').Page) => page.getByRole('table', { name: /Preview of the import/ });
const previewRow = (page: import('@playwright/test').Page, row: number) =>
  preview(page).getByRole('row').filter({ has: page.getByRole('rowheader', { name: String(row), exact: true }) });

test('the whole import by keyboard: the file chosen, a status value and the date order changed, imported and undone', async ({ page, account: _account }) => {
  const event = await createEvent(page.request, `Gala ${suffix()}`);
  await createMember(page.request, event.id, 'Ada Lovelace');
  await page.goto(`/app/tasks?event=${event.id}`);
  await page.getByRole('link', { name: 'Import tasks' }).focus();
  await page.keyboard.press('Enter');
  await expect(pageHeading(page)).toHaveText('Import tasks');
  await expect(page.getByLabel('Event')).toHaveValue(event.name);

  // The file input is reached by Tab and opened with Space.
  const input = page.getByLabel('Choose a file to import');
  await input.focus();
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Space');
  await (await chooser).setFiles({ name: 'plan.csv', mimeType: 'text/csv', buffer: Buffer.from(PLAN_CSV, 'utf8') });

  await expect(page.getByText('CSV spreadsheet · 4 rows')).toBeVisible();
  await expect(page.getByText('Semicolon (;)')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Title', exact: true })).toHaveValue('0');
  await expect(page.getByRole('combobox', { name: 'Status', exact: true })).toHaveValue('2');
  await expect(planSummary(page)).toHaveText('3 tasks will be created, 1 row skipped, 1 new team member');
  // Days first, as 15/04 shows; the rows as they will be created, a new member marked new.
  await expect(page.getByRole('radio', { name: /Day\/month\/year/ })).toBeChecked();
  await expect(previewRow(page, 1)).toContainText('Apr 3, 2030');
  await expect(previewRow(page, 1)).toContainText('In Progress');
  await expect(previewRow(page, 2)).toContainText('Grace Hopper');
  await expect(previewRow(page, 2)).toContainText('new');
  await expect(preview(page).getByRole('row', { name: 'Problems of row 2' })).toContainText('Unknown status "Waiting": imported as To Do');
  await expect(preview(page).getByRole('row', { name: 'Problems of row 3' })).toContainText('No title: the row is skipped');

  // "Waiting" becomes In Progress, by keyboard.
  const waiting = page.getByLabel('Status for “Waiting”');
  await waiting.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(waiting).toHaveValue('inprogress');
  await expect(previewRow(page, 2)).toContainText('In Progress');
  await expect(preview(page).getByRole('row', { name: 'Problems of row 2' })).toHaveCount(0);

  // Months first, the 15th month does not exist: the task keeps no due date, and says why.
  await page.getByRole('radio', { name: /Day\/month\/year/ }).focus();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('radio', { name: /Month\/day\/year/ })).toBeChecked();
  await expect(previewRow(page, 1)).toContainText('Mar 4, 2030');
  await expect(preview(page).getByRole('row', { name: 'Problems of row 2' })).toContainText('Due date');
  await page.keyboard.press('ArrowDown');
  await expect(previewRow(page, 1)).toContainText('Apr 3, 2030');

  // The title column by keyboard: Notes holds no titles for most rows, so they are skipped; then back.
  const title = page.getByRole('combobox', { name: 'Title', exact: true });
  await title.focus();
  await page.keyboard.press('ArrowDown');
  await expect(title).toHaveValue('1');
  await expect(planSummary(page)).toHaveText(/^2 tasks will be created, 2 rows skipped/);
  await page.keyboard.press('ArrowUp');
  await expect(title).toHaveValue('0');
  await expect(planSummary(page)).toHaveText('3 tasks will be created, 1 row skipped, 1 new team member');

  await importButton(page).focus();
  await expect(importButton(page)).toHaveText('Import 3 tasks');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: `Imported 3 tasks into ${event.name}` })).toBeVisible();
  await expect(page.getByText('1 new team member added to the team.')).toBeVisible();
  expect(await taskTitles(page, event.id)).toEqual(['Book the venue', 'Order catering', 'Send invitations']);

  // The tasks, as the task list shows the import's batch (in a second tab, the result stays here).
  const href = await page.getByRole('link', { name: 'Open the tasks' }).getAttribute('href');
  expect(href).toMatch(new RegExp(`^/app/tasks\\?event=${event.id}&batch=\\d+$`));
  const list = await page.context().newPage();
  await list.goto(href!);
  await expect(list.getByRole('rowheader', { name: /^Send invitations/ })).toBeVisible();
  await expect(list.getByRole('rowheader', { name: /^Book the venue/ })).toBeVisible();

  await page.getByRole('button', { name: 'Undo import' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Undo this import?' });
  await expect(dialog).toContainText('The 3 tasks and 1 new team member of this import will be removed');
  await dialog.getByRole('button', { name: 'Undo import' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Import undone: 3 tasks and 1 team member removed.')).toBeVisible();
  expect(await taskTitles(page, event.id)).toEqual([]);
  await list.reload();
  await expect(list.getByRole('rowheader', { name: /^Send invitations/ })).toHaveCount(0);
});

test('a refused or failed import says why and keeps the file and the mapping for another try', async ({ page, account: _account }) => {
  const event = await createEvent(page.request, `Gala ${suffix()}`);
  await page.goto(`/app/import?kind=tasks&event=${event.id}`);
  await page.getByLabel('Choose a file to import').setInputFiles({ name: 'plan.csv', mimeType: 'text/csv', buffer: Buffer.from(PLAN_CSV, 'utf8') });
  await page.getByLabel('Status for “Waiting”').selectOption('inprogress');
  await expect(planSummary(page)).toHaveText('3 tasks will be created, 1 row skipped, 2 new team members');

  const answers = [
    { status: 400, body: { error: { message: 'Row 2: the assignee is not a member of this event' } }, shown: 'Row 2: the assignee is not a member of this event' },
    { status: 503, body: { error: { message: 'Service unavailable' } }, shown: 'Server error (503). The service is temporarily unavailable. Please try again later.' },
    // A proxy's refusal, without the app's explanation.
    { status: 413, body: null, shown: 'The import is too large: up to 50,000 rows and 40 MB at a time.' },
  ];
  for (const answer of answers) {
    await page.route('**/api/events/*/imports/tasks', (route) =>
      answer.body ? route.fulfill({ status: answer.status, json: answer.body }) : route.fulfill({ status: answer.status, contentType: 'text/html', body: '<html>Request Entity Too Large</html>' }),
    );
    await importButton(page).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Nothing was imported' });
    await expect(alert).toContainText(answer.shown);
    await expect(alert).toContainText('Your file and choices are kept');
    await page.unroute('**/api/events/*/imports/tasks');
  }
  // Nothing was lost: the choice made is still there, and the import goes through.
  await expect(page.getByLabel('Status for “Waiting”')).toHaveValue('inprogress');
  await importButton(page).click();
  await expect(page.getByRole('heading', { name: `Imported 3 tasks into ${event.name}` })).toBeVisible();
  const tasks = (await (await page.request.get(`/api/tasks?eventId=${event.id}&limit=100`)).json()).items as { title: string; status: string }[];
  expect(tasks.find((task) => task.title === 'Send invitations')?.status).toBe('inprogress');
});
