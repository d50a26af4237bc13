import { expect as baseExpect, test } from '../support/fixtures.ts';
import { createEvent, suffix } from '../tasks/task-fixtures.ts';
import { fileInput, importButton, planSummary } from './import-support.ts';

// 50,000 rows read, planned, sent and stored: waits, not speed targets, on a busy machine.
test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 90_000 });

const ROWS = 50_000;

test('50,000 rows are read and planned off the page, which keeps answering, and are imported in one go', async ({ page, account: _account }) => {
  const event = await createEvent(page.request, `Gala ${suffix()}`);
  await page.goto(`/app/import?kind=tasks&event=${event.id}`);
  await expect(fileInput(page)).toBeEnabled();
  // The file is made in the page (handing 2.5 MB over from the test would itself hold the page), then
  // chosen; from then on, every long task of the page's own thread is noted.
  await page.evaluate((rows) => {
    const lines = ['Title,Status,Due date,Priority'];
    for (let row = 1; row <= rows; row += 1) lines.push(`Task number ${row},${row % 3 === 0 ? 'Done' : 'To Do'},2030-04-${String((row % 28) + 1).padStart(2, '0')},${row % 2 ? 'High' : 'Low'}`);
    (window as unknown as { bigFile: File }).bigFile = new File([lines.join('\n')], 'big.csv', { type: 'text/csv' });
  }, ROWS);
  await page.evaluate(() => {
    const transfer = new DataTransfer();
    transfer.items.add((window as unknown as { bigFile: File }).bigFile);
    const seen: number[] = [];
    (window as unknown as { longTasks: number[] }).longTasks = seen;
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => seen.push(entry.duration))).observe({ type: 'longtask' });
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    input.files = transfer.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await expect(planSummary(page)).toHaveText('50,000 tasks will be created, 0 rows skipped, 0 new team members');
  await expect(page.getByText('Showing the first 50 of 50,000 rows')).toBeVisible();
  // Reading and planning 50,000 rows on the page's thread would hold it for seconds; here the page only shows the result.
  const longest = await page.evaluate(() => Math.max(0, ...(window as unknown as { longTasks: number[] }).longTasks));
  expect(longest).toBeLessThan(500);

  // A change of the mapping is planned again in the worker.
  await page.getByRole('combobox', { name: 'Priority', exact: true }).selectOption('Not imported');
  await expect(page.getByRole('table', { name: /Preview of the import/ }).getByRole('row').nth(1)).toContainText('Medium');

  await importButton(page).click();
  await expect(page.getByRole('heading', { name: `Imported 50,000 tasks into ${event.name}` })).toBeVisible();
  const list = await (await page.request.get(`/api/tasks?eventId=${event.id}&limit=1`)).json();
  expect(list.total).toBe(ROWS);
});
