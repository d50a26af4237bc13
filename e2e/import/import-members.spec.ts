import { expect, pageHeading, test } from '../support/fixtures.ts';
import { createEvent, suffix } from '../tasks/task-fixtures.ts';
import { viewerOf } from '../workspaces/workspace-fixtures.ts';
import { chooseFile, importButton, memberNames, planSummary } from './import-support.ts';

const MEMBERS_CSV = ['Name,E-mail,Company,Role', 'Ada Lovelace,ada@example.com,Analytical Engines,Engineer', 'Grace Hopper,grace@example.com,US Navy,Admiral', ',nobody@example.com,,'].join('\n');

test('a team imported from a CSV: the rows checked, the members added, and the import undone', async ({ page, account: _account }) => {
  const event = await createEvent(page.request, `Gala ${suffix()}`);
  await page.goto(`/app/team?event=${event.id}`);
  await page.getByRole('link', { name: 'Import members' }).click();
  await expect(pageHeading(page)).toHaveText('Import team members');
  await expect(page).toHaveURL(new RegExp(`/app/import\\?kind=members&event=${event.id}$`));
  await expect(page.getByLabel('Event')).toHaveValue(event.name);

  await chooseFile(page, 'team.csv', MEMBERS_CSV);
  await expect(page.getByText('CSV spreadsheet · 3 rows')).toBeVisible();
  await expect(page.getByText('Comma (,)')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Name', exact: true })).toHaveValue('0');
  await expect(page.getByRole('combobox', { name: 'Company', exact: true })).toHaveValue('2');
  await expect(planSummary(page)).toHaveText('2 team members will be added, 1 row skipped');
  // The row without a name is listed with its problem, and alone among the rows with problems.
  await page.getByLabel(/Only rows with problems/).check();
  const preview = page.getByRole('table', { name: /Preview of the import/ });
  await expect(preview.getByRole('rowheader')).toHaveText(['3']);
  await expect(preview).toContainText('Row skipped');

  await importButton(page).click();
  await expect(page.getByRole('heading', { name: `Imported 2 team members into ${event.name}` })).toBeVisible();
  expect(await memberNames(page, event.id)).toEqual(['Ada Lovelace', 'Grace Hopper']);
  await expect(page.getByRole('link', { name: 'Open the team' })).toHaveAttribute('href', `/app/team?event=${event.id}`);

  await page.getByRole('button', { name: 'Undo import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Undo this import?' });
  await expect(dialog).toContainText('The 2 team members of this import will be removed');
  await dialog.getByRole('button', { name: 'Undo import' }).click();
  await expect(page.getByText('Import undone: 2 team members removed.')).toBeVisible();
  expect(await memberNames(page, event.id)).toEqual([]);
});

test('a file over 20 MB is refused at once, and the screen takes another', async ({ page, account: _account }) => {
  const event = await createEvent(page.request, `Gala ${suffix()}`);
  await page.goto(`/app/import?kind=members&event=${event.id}`);
  await chooseFile(page, 'huge.csv', Buffer.alloc(21 * 1024 * 1024, 'a'));
  await expect(page.getByRole('alert')).toContainText('The file is 21.0 MB; files up to 20 MB can be imported. Split it and import the parts.');
  await expect(page.getByRole('heading', { name: '2. Match the columns' })).toBeHidden();

  await chooseFile(page, 'team.csv', MEMBERS_CSV);
  await expect(planSummary(page)).toHaveText('2 team members will be added, 1 row skipped');
  await expect(page.getByRole('alert')).toBeHidden();
});

test('a viewer sees no way to import, and the screen tells them so', async ({ page, browser, account: _account }) => {
  test.setTimeout(120_000);
  const event = await createEvent(page.request, `Gala ${suffix()}`);
  const workspaceId = (await (await page.request.get('/api/workspaces')).json()).currentId as number;
  const viewer = await viewerOf(page, browser, workspaceId);

  // The owner has the entry points…
  await page.goto(`/app/tasks?event=${event.id}`);
  await expect(page.getByRole('link', { name: 'Import tasks' })).toHaveAttribute('href', `/app/import?kind=tasks&event=${event.id}`);
  // …the viewer none, and the screen opened by its address imports nothing.
  await viewer.page.goto(`/app/tasks?event=${event.id}`);
  await expect(viewer.page.getByRole('button', { name: 'Export' })).toBeVisible();
  await expect(viewer.page.getByRole('link', { name: 'Import tasks' })).toHaveCount(0);
  await viewer.page.goto(`/app/team?event=${event.id}`);
  await expect(pageHeading(viewer.page)).toBeVisible();
  await expect(viewer.page.getByRole('link', { name: 'Import members' })).toHaveCount(0);
  await viewer.page.goto(`/app/import?kind=tasks&event=${event.id}`);
  await expect(viewer.page.getByText('Viewers cannot import')).toBeVisible();
  await expect(viewer.page.getByLabel('Choose a file to import')).toHaveCount(0);
  await viewer.context.close();
});
