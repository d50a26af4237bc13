import { expect, test } from '../support/fixtures.ts';
import { createEvent, suffix } from '../tasks/task-fixtures.ts';
import { chooseFile, fileInput, importButton, planSummary, taskTitles } from './import-support.ts';

// Stopping what takes long: reading a large file, and sending an import before the server has it all.

/** A CSV of `rows` tasks with notes: about 400 KB for 3,000. */
function planOf(rows: number): string {
  const lines = ['Title,Status,Due date,Notes'];
  for (let row = 1; row <= rows; row += 1) lines.push(`Task number ${row},To Do,2030-04-${String((row % 28) + 1).padStart(2, '0')},${'A note that takes room. '.repeat(4)}`);
  return lines.join('\n');
}

test('a file being read can be stopped, and another one read after it', async ({ page, account: _account }) => {
  const event = await createEvent(page.request, `Gala ${suffix()}`);
  // The file reader (a worker) arrives late, as on a slow connection: the file is being read until it has.
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/import\.worker-[\w-]+\.js$/, async (route) => {
    await arrived;
    await route.continue();
  });
  await page.goto(`/app/import?kind=tasks&event=${event.id}`);
  await expect(fileInput(page)).toBeEnabled();
  await chooseFile(page, 'plan.csv', 'Title\nBook the band\nHang the bunting\nPrint the badges\n');
  await expect(page.getByRole('progressbar', { name: 'Reading the file' })).toBeVisible();
  await page.getByRole('button', { name: 'Stop reading' }).click();
  await expect(page.getByText('Reading stopped. Choose the file again, or another one.')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Reading the file' })).toBeHidden();
  // The reader arrives now: nothing of the stopped file comes.
  release();
  await page.waitForTimeout(1_500);
  await expect(page.getByRole('heading', { name: '2. Match the columns' })).toBeHidden();

  await chooseFile(page, 'small.csv', 'Title\nBook the band\nHang the bunting\n');
  await expect(planSummary(page)).toHaveText('2 tasks will be created, 0 rows skipped, 0 new team members');
  await expect(page.getByText('Reading stopped.')).toBeHidden();
});

test('an import being sent can be cancelled: nothing is imported, and the same file imports afterwards', async ({ page, account: _account }) => {
  const event = await createEvent(page.request, `Fair ${suffix()}`);
  await page.goto(`/app/import?kind=tasks&event=${event.id}`);
  await expect(fileInput(page)).toBeEnabled();
  await chooseFile(page, 'plan.csv', planOf(3_000));
  await expect(planSummary(page)).toHaveText('3,000 tasks will be created, 0 rows skipped, 0 new team members');

  // A slow upload (about 20 KB a second), so that it is still being sent when Cancel is pressed.
  const network = await page.context().newCDPSession(page);
  await network.send('Network.enable');
  await network.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 20 * 1024 });
  await importButton(page).click();
  const cancel = page.getByRole('button', { name: 'Cancel import' });
  await expect(page.getByRole('status').filter({ hasText: /^Sending 3,000 tasks/ })).toBeVisible();
  await cancel.click();
  await expect(page.getByText('Import cancelled')).toBeVisible();
  await expect(page.getByText('Nothing was imported. Your file and choices are kept.')).toBeVisible();
  await expect(cancel).toBeHidden();
  await expect(importButton(page)).toBeFocused();
  await network.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  expect(await taskTitles(page, event.id)).toEqual([]);

  await expect(planSummary(page)).toHaveText('3,000 tasks will be created, 0 rows skipped, 0 new team members');
  await importButton(page).click();
  await expect(page.getByRole('heading', { name: `Imported 3,000 tasks into ${event.name}` })).toBeVisible();
});
