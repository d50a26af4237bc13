import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Download, Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { axeScan } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { createEvent, createMember, createTask, day, suffix, taskRow, type CreatedTask } from '../tasks/task-fixtures.ts';

const CSV_COLUMNS = ['ID', 'Title', 'Description', 'Due Date', 'Event', 'Assignee', 'User ID', 'Status', 'Priority', 'Created At', 'Countdown'];

const exportButton = (page: Page) => page.getByRole('button', { name: 'Export', exact: true });
const menuItem = (page: Page, name: string) => page.getByRole('menu').getByRole('menuitem', { name });
const memberCard = (page: Page, name: string) => page.getByRole('article', { name });

/** Runs `action` and returns the file the browser downloads because of it. */
async function downloadOf(page: Page, action: () => Promise<void>): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), action()]);
  return download;
}

async function csvRows(download: Download): Promise<Record<string, string>[]> {
  const text = readFileSync(await download.path(), 'utf8');
  const [header, ...rows] = parse(text, { bom: true }) as string[][];
  expect(header).toEqual(CSV_COLUMNS);
  return rows.map((row) => Object.fromEntries(CSV_COLUMNS.map((column, index) => [column, row[index]!])));
}

async function pdfText(download: Download): Promise<string> {
  return execFileSync('pdftotext', [await download.path(), '-'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

async function pdfPages(download: Download): Promise<number> {
  const info = execFileSync('pdfinfo', [await download.path()], { encoding: 'utf8' });
  return Number(/^Pages:\s+(\d+)$/m.exec(info)![1]);
}

/** The titles of the task table's rows, top to bottom (a row's header also holds the description). */
async function shownTitles(page: Page, titles: string[]): Promise<string[]> {
  const headers = await page.getByRole('rowheader').allTextContents();
  return headers.map((header) => titles.find((title) => header.startsWith(title)) ?? header);
}

/** Watches for the PDF maker being fetched: the script of its worker, which holds the PDF library. */
function watchPdfChunk(page: Page) {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (/pdf\.worker[^/]*\.js/.test(request.url())) requests.push(request.url());
  });
  return requests;
}

/** Watches for the report's font files being fetched, by file name: NotoSans_400Regular, NotoSansSC_400Regular… */
function watchFonts(page: Page) {
  const fonts: string[] = [];
  page.on('request', (request) => {
    const name = /\/(Noto[A-Za-z]+_\d+[A-Za-z]+)-[\w-]+\.ttf$/.exec(new URL(request.url()).pathname)?.[1];
    if (name) fonts.push(name);
  });
  return fonts;
}

/** The fonts a PDF names, as `pdffonts` lists them: name (without the subset's prefix) and whether it is embedded. */
async function pdfFonts(download: Download): Promise<{ name: string; embedded: boolean }[]> {
  const lines = execFileSync('pdffonts', [await download.path()], { encoding: 'utf8' }).split('\n').slice(2).filter(Boolean);
  return lines.map((line) => {
    const [name, ...rest] = line.trim().split(/\s+/);
    // name, type (one or two words), encoding, emb, sub, uni, object, generation
    return { name: name!.replace(/^[A-Z]{6}\+/, ''), embedded: rest.at(-5) === 'yes' };
  });
}

/** `count` undated To Do tasks of medium priority, all assigned to one member, made in one request (an import). */
async function seedTasks(request: APIRequestContext, count: number, { eventId, assigneeId }: { eventId: number; assigneeId: number }) {
  const titles = Array.from({ length: count }, (_, index) => `Seeded task ${String(index + 1).padStart(4, '0')}`);
  const tasks = titles.map((title, index) => ({ row: index + 1, title, status: 'todo', priority: 'medium', assigneeId }));
  const response = await request.post(`/api/events/${eventId}/imports/tasks`, { data: { format: 'csv', fileName: 'seeded-tasks.csv', tasks } });
  expect(response.status(), await response.text()).toBe(201);
  return titles;
}

test('the tasks page exports the filtered tasks as CSV and worksheet, and one member’s as a PDF, from one menu', async ({
  page,
  account: _account,
}) => {
  const festival = await createEvent(page.request, `River Festival ${suffix()}`);
  const launch = await createEvent(page.request, `Product Launch ${suffix()}`);
  const jordan = await createMember(page.request, festival.id, 'Jordan Lee');
  const boats = await createTask(page.request, {
    eventId: festival.id,
    title: 'Book the river boats',
    description: 'Two boats, ten seats each',
    assigneeId: jordan.id,
    dueDate: day(2),
    priority: 'high',
  });
  await createTask(page.request, { eventId: festival.id, title: 'Order the lanterns', description: 'Paper, in "festival" colours', dueDate: day(3) });
  await createTask(page.request, { eventId: festival.id, title: 'Hire the stewards', assigneeId: jordan.id, status: 'inprogress', dueDate: day(5) });
  await createTask(page.request, { eventId: launch.id, title: 'Print the launch posters' });
  const pdfChunk = watchPdfChunk(page);

  await page.goto(`/app/tasks?event=${festival.id}`);
  await expect(page.getByText('Showing 3 tasks for selected event (4 total tasks in system)')).toBeVisible();
  const titles = ['Book the river boats', 'Order the lanterns', 'Hire the stewards'];
  expect(await shownTitles(page, titles)).toEqual(titles);

  // The menu works from the keyboard. Without a member chosen, the PDF is not offered, and says why.
  await exportButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await expect(menuItem(page, 'Export PDF')).toBeDisabled();
  await expect(menuItem(page, 'Export PDF')).toHaveAccessibleDescription('Choose an event and a member first');
  // The event's run sheet is offered: the first choice that can be made.
  await expect(menuItem(page, 'Run sheet by date (PDF)')).toBeFocused();
  await expect(menuItem(page, 'Run sheet by person (PDF)')).toBeEnabled();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(menuItem(page, 'Download CSV')).toBeFocused();
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    expect((await axeScan(page).include('[role="menu"]').analyze()).violations, `menu ${scheme}`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });

  const csv = await downloadOf(page, () => page.keyboard.press('Enter'));
  expect(csv.suggestedFilename()).toBe(`tasks_export_${day(0)}.csv`);
  await expect(exportButton(page)).toBeFocused();
  const rows = await csvRows(csv);
  // The CSV holds the tasks the table shows, in the same order, and nothing of the other event.
  expect(rows.map((row) => row.Title)).toEqual(titles);
  expect(rows[0]).toMatchObject({
    ID: String(boats.id),
    Description: 'Two boats, ten seats each',
    'Due Date': day(2),
    Event: festival.name,
    Assignee: 'Jordan Lee',
    'User ID': jordan.code,
    Status: 'To Do',
    Priority: 'High',
  });
  expect(rows[1]).toMatchObject({ Description: 'Paper, in "festival" colours', Assignee: 'Unassigned', 'User ID': '' });
  expect(rows[2]).toMatchObject({ Status: 'In Progress', Priority: 'Medium' });

  await page.keyboard.press('Enter');
  await expect(menuItem(page, 'Run sheet by date (PDF)')).toBeFocused();
  await page.keyboard.press('End');
  await expect(menuItem(page, 'Download worksheet')).toBeFocused();
  const worksheet = await downloadOf(page, () => page.keyboard.press('Enter'));
  expect(worksheet.suggestedFilename()).toBe(`tasks_worksheet_${day(0)}.txt`);
  const sheet = readFileSync(await worksheet.path(), 'utf8');
  expect(sheet).toContain(festival.name);
  expect(sheet).toMatch(/By status \(3 tasks\)/);
  expect(sheet).toMatch(/To Do\s+2\n/);
  expect(sheet).toMatch(/In Progress\s+1\n/);
  expect(sheet).toMatch(/High\s+1\n/);
  for (const title of titles) expect(sheet).toContain(title);
  expect(sheet).not.toContain('Print the launch posters');

  // With a member chosen the PDF is offered; the PDF maker is fetched only now.
  await page.goto(`/app/tasks?event=${festival.id}&member=${jordan.id}`);
  await expect(page.getByText('Showing 2 tasks for selected event (4 total tasks in system)')).toBeVisible();
  await exportButton(page).click();
  expect(pdfChunk).toEqual([]);
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  const pdf = await downloadOf(page, () => menuItem(page, 'Export PDF').click());
  expect(pdf.suggestedFilename()).toBe(`tasks_export_${day(0)}.pdf`);
  expect(pdfChunk).toHaveLength(1);
  // Drawn in a Web Worker started from that script, off the page's own thread.
  expect(workers.filter((url) => /pdf\.worker[^/]*\.js/.test(url))).toHaveLength(1);
  await expect(page.getByText('Export Successful!', { exact: true })).toBeVisible();
  await expect(page.getByText(`tasks_export_${day(0)}.pdf: 2 tasks on 1 page.`, { exact: true })).toBeVisible();

  const text = await pdfText(pdf);
  expect(text).toContain('Tasks Report');
  expect(text).toContain(festival.name);
  expect(text).toContain(`Jordan Lee (${jordan.code})`);
  expect(text).toContain('Book the river boats');
  expect(text).toContain('Hire the stewards');
  expect(text).not.toContain('Order the lanterns');
  expect(text).toContain('Page 1 of 1');
  expect(await pdfPages(pdf)).toBe(1);
  // The banner goes by itself.
  await expect(page.getByText('Export Successful!', { exact: true })).toBeHidden({ timeout: 10_000 });
});

test('a member with 2,000 tasks exports them from the card as a PDF of many pages, showing progress, and as CSV', async ({
  page,
  account: _account,
}) => {
  // A PDF of 2,000 tasks, built and read back, and a CSV of them.
  test.setTimeout(180_000);
  const event = await createEvent(page.request, `Harbour Expo ${suffix()}`);
  const casey = await createMember(page.request, event.id, 'Casey Brooks');
  await createMember(page.request, event.id, 'Drew Patel');
  const titles = await seedTasks(page.request, 2000, { eventId: event.id, assigneeId: casey.id });

  await page.goto(`/app/team?event=${event.id}&view=cards`);
  const card = memberCard(page, 'Casey Brooks');
  const trigger = card.getByRole('button', { name: 'Export Tasks' });

  // A member without tasks has nothing to export: the button says so and opens nothing.
  const drewButton = memberCard(page, 'Drew Patel').getByRole('button', { name: 'Export Tasks' });
  await expect(drewButton).toBeDisabled();
  // In view first: the page scrolling to a focused button closes its hint, and so does a scroll while the
  // page settles; focused again, it shows again.
  await drewButton.scrollIntoViewIfNeeded();
  await expect(async () => {
    await drewButton.blur();
    await drewButton.focus();
    await expect(page.getByRole('tooltip')).toHaveText('No tasks to export', { timeout: 2_000 });
  }).toPass();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeHidden();

  // The second page of tasks waits until the progress has been seen.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/tasks\?.*offset=500(&|$)/, async (route) => {
    await released;
    await route.continue();
  });
  await trigger.click();
  const pdfDownload = page.waitForEvent('download', { timeout: 60_000 });
  await menuItem(page, 'Export PDF').click();
  const busy = card.getByRole('button', { name: 'Preparing 500 of 2,000…' });
  await expect(busy).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'Preparing 500 of 2,000…' })).toBeAttached();
  // Busy, it opens no second export.
  await expect(busy).toBeDisabled();
  await busy.click({ force: true });
  await expect(page.getByRole('menu')).toBeHidden();
  release();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toBe(`tasks_export_${day(0)}.pdf`);
  await expect(trigger).toBeVisible();
  await expect(trigger).not.toHaveAttribute('aria-busy');

  const pages = await pdfPages(pdf);
  expect(pages).toBeGreaterThan(1);
  const text = await pdfText(pdf);
  expect(text).toContain(`Casey Brooks (${casey.code})`);
  expect(text).toContain(event.name);
  expect(text).toContain('Page 1 of ' + pages);
  expect(text).toContain(`Page ${pages} of ${pages}`);
  expect(text).not.toContain(`Page ${pages + 1} of`);
  const missing = titles.filter((title) => !text.includes(title));
  expect(missing).toEqual([]);
  await expect(page.getByText(`tasks_export_${day(0)}.pdf: 2,000 tasks on ${pages} pages.`, { exact: true })).toBeVisible();

  await trigger.click();
  const csv = await downloadOf(page, () => menuItem(page, 'Download CSV').click());
  expect(csv.suggestedFilename()).toBe(`tasks_export_${day(0)}.csv`);
  const rows = await csvRows(csv);
  expect(rows).toHaveLength(2000);
  expect(new Set(rows.map((row) => row.Title))).toEqual(new Set(titles));
  expect(new Set(rows.map((row) => row['User ID']))).toEqual(new Set([casey.code]));
});

test('a PDF shows accented Latin, Greek, Cyrillic, Chinese, Korean and emoji as typed, fetching the Chinese, Korean and emoji fonts only when needed', async ({
  page,
  account: _account,
}) => {
  const event = await createEvent(page.request, `Summit ${suffix()}`);
  const ana = await createMember(page.request, event.id, 'Ana Lima');
  const li = await createMember(page.request, event.id, 'Li Wei');
  const european = ['Café Zoë', 'Σύσκεψη', 'Встреча', 'Dvořák – “Łódź”'];
  for (const title of european) await createTask(page.request, { eventId: event.id, title, assigneeId: ana.id, description: `${title} notes` });
  const asian = ['会议', '🎉', 'Cake 🎂 for 王 team', '회의실 예약하기'];
  for (const title of asian) await createTask(page.request, { eventId: event.id, title, assigneeId: li.id });
  const fonts = watchFonts(page);

  // Latin, Greek and Cyrillic: Noto Sans alone, and the fallback fonts are not fetched.
  await page.goto(`/app/tasks?event=${event.id}&member=${ana.id}`);
  await expect(taskRow(page, 'Café Zoë')).toBeVisible();
  await exportButton(page).click();
  const latin = await downloadOf(page, () => menuItem(page, 'Export PDF').click());
  await expect(page.getByText(`tasks_export_${day(0)}.pdf: 4 tasks on 1 page.`, { exact: true })).toBeVisible();
  const latinText = await pdfText(latin);
  for (const title of european) {
    expect(latinText).toContain(title);
    expect(latinText).toContain(`${title} notes`);
  }
  expect(latinText).not.toContain('?');
  expect(fonts.sort()).toEqual(['NotoSans_400Regular', 'NotoSans_700Bold']);
  const latinFonts = await pdfFonts(latin);
  expect(latinFonts).toContainEqual({ name: 'NotoSans-Regular', embedded: true });
  expect(latinFonts).toContainEqual({ name: 'NotoSans-Bold', embedded: true });
  expect(latinFonts.map((font) => font.name)).not.toContain('NotoSansSC-Regular');

  // Chinese, Korean and emoji: each drawn in a font that has it, the fonts fetched for this report.
  fonts.length = 0;
  await page.goto(`/app/tasks?event=${event.id}&member=${li.id}`);
  await expect(taskRow(page, '会议')).toBeVisible();
  await exportButton(page).click();
  const mixed = await downloadOf(page, () => menuItem(page, 'Export PDF').click());
  await expect(page.getByText(`tasks_export_${day(0)}.pdf: 4 tasks on 1 page.`, { exact: true })).toBeVisible();
  const mixedText = await pdfText(mixed);
  for (const title of asian) expect(mixedText).toContain(title);
  expect(mixedText).toContain('Li Wei');
  expect(mixedText).not.toContain('?');
  expect(fonts.sort()).toEqual(['NotoEmoji_400Regular', 'NotoSansKR_400Regular', 'NotoSansSC_400Regular', 'NotoSans_400Regular', 'NotoSans_700Bold']);
  const mixedFonts = await pdfFonts(mixed);
  for (const name of ['NotoSans-Regular', 'NotoSans-Bold', 'NotoSansSC-Regular', 'NotoSansKR-Regular', 'NotoEmoji-Regular']) expect(mixedFonts).toContainEqual({ name, embedded: true });
});

test('the table row offers the member’s export too', async ({ page, account: _account }) => {
  const event = await createEvent(page.request, `Design Week ${suffix()}`);
  const rowan = await createMember(page.request, event.id, 'Rowan Ellis');
  const tasks: CreatedTask[] = [
    await createTask(page.request, { eventId: event.id, title: 'Brief the hosts', assigneeId: rowan.id, dueDate: day(1) }),
    await createTask(page.request, { eventId: event.id, title: 'Check the stage', assigneeId: rowan.id, dueDate: day(2), status: 'completed' }),
  ];
  await createTask(page.request, { eventId: event.id, title: 'Nobody’s task' });

  await page.goto(`/app/team?event=${event.id}&view=table`);
  const row = page.getByRole('table', { name: 'Team members' }).getByRole('row').filter({ hasText: 'Rowan Ellis' });
  await row.getByRole('button', { name: 'Export tasks for Rowan Ellis' }).click();
  const worksheet = await downloadOf(page, () => menuItem(page, 'Download worksheet').click());
  expect(worksheet.suggestedFilename()).toBe(`tasks_worksheet_${day(0)}.txt`);
  const sheet = readFileSync(await worksheet.path(), 'utf8');
  expect(sheet).toContain(`Rowan Ellis (${rowan.code})`);
  for (const task of tasks) expect(sheet).toContain(task.title);
  expect(sheet).not.toContain('Nobody’s task');
});

test('a refused export says why', async ({ page, account: _account }) => {
  const event = await createEvent(page.request, `Night Market ${suffix()}`);
  const sam = await createMember(page.request, event.id, 'Sam Patel');
  await createTask(page.request, { eventId: event.id, title: 'Rent the stalls', assigneeId: sam.id });
  await page.goto(`/app/tasks?event=${event.id}&member=${sam.id}`);
  await expect(taskRow(page, 'Rent the stalls')).toBeVisible();

  // The event goes (in another tab, say) while the page still shows its tasks.
  expect((await page.request.delete(`/api/events/${event.id}`)).status()).toBe(204);

  const toasts = page.getByRole('region', { name: /Notifications/ });
  await exportButton(page).click();
  await menuItem(page, 'Download CSV').click();
  await expect(toasts.getByText('Failed to download tasks: Event not found', { exact: true })).toBeVisible();
  await exportButton(page).click();
  await menuItem(page, 'Download worksheet').click();
  await expect(toasts.getByText('Failed to export worksheets: Event not found', { exact: true })).toBeVisible();
  await exportButton(page).click();
  await menuItem(page, 'Export PDF').click();
  await expect(toasts.getByText('Export Failed', { exact: true })).toBeVisible();
  await expect(toasts.getByText('No tasks to export', { exact: true })).toBeVisible();
  await expect(toasts.getByText('Export Failed', { exact: true })).toBeHidden({ timeout: 12_000 });
});

test('an export the server cannot start now says why, in the server’s words', async ({ page, account: _account }) => {
  const event = await createEvent(page.request, `Book Fair ${suffix()}`);
  await createTask(page.request, { eventId: event.id, title: 'Print the programme' });
  // What the server answers while the account's previous export is still downloading (tasks/task-export-routes.ts).
  const message = 'Your previous export is still downloading. Wait for it to finish, then try again.';
  await page.route('**/api/tasks/export?*', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', headers: { 'retry-after': '10' }, body: JSON.stringify({ error: { message } }) }),
  );
  await page.goto(`/app/tasks?event=${event.id}`);
  await expect(taskRow(page, 'Print the programme')).toBeVisible();

  const toasts = page.getByRole('region', { name: /Notifications/ });
  await exportButton(page).click();
  await menuItem(page, 'Download CSV').click();
  await expect(toasts.getByText(`Failed to download tasks: ${message}`, { exact: true })).toBeVisible();
  await exportButton(page).click();
  await menuItem(page, 'Download worksheet').click();
  await expect(toasts.getByText(`Failed to export worksheets: ${message}`, { exact: true })).toBeVisible();
});

test('with nothing to export the tasks page’s Export button says so and opens nothing', async ({ page, account: _account }) => {
  await page.goto('/app/tasks');
  await expect(page.getByText('Welcome to Tasks Management')).toBeVisible();
  await expect(exportButton(page)).toBeDisabled();
  await exportButton(page).focus();
  await expect(page.getByRole('tooltip')).toHaveText('No tasks to export');
  await page.keyboard.press('Enter');
  await exportButton(page).click({ force: true });
  await expect(page.getByRole('menu')).toBeHidden();
});


/** The PDF's text line by line as laid out on the page (a table row on one line). */
async function pdfLines(download: Download): Promise<string[]> {
  const text = execFileSync('pdftotext', ['-layout', await download.path(), '-'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return text.split('\n').map((line) => line.trim());
}

/** The lines under each heading, in order: `headings` in the order expected; a heading's lines run to the next one. */
function underHeadings(lines: string[], headings: string[]): Map<string, string[]> {
  const at = headings.map((heading) => lines.findIndex((line) => line.startsWith(heading)));
  expect(at.every((index) => index >= 0), `every heading in ${JSON.stringify(headings)}`).toBe(true);
  expect([...at].sort((a, b) => a - b), 'headings in order').toEqual(at);
  return new Map(headings.map((heading, index) => [heading, lines.slice(at[index]! + 1, at[index + 1] ?? lines.length)]));
}

async function createDatedEvent(request: APIRequestContext, name: string, startDate: string, endDate: string) {
  const response = await request.post('/api/events', { data: { name, description: 'A run sheet test.', startDate, endDate } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).event as { id: number; name: string };
}

test('the tasks page exports the event’s run sheet as a PDF, by date and by person, with every task of the event', async ({ page, account: _account }) => {
  // Monday 10 to Wednesday 12 June 2030.
  const event = await createDatedEvent(page.request, `River Festival ${suffix()}`, '2030-06-10', '2030-06-12');
  const other = await createEvent(page.request, `Product Launch ${suffix()}`);
  const jordan = await createMember(page.request, event.id, 'Jordan Lee');
  const avery = await createMember(page.request, event.id, 'Avery Stone');
  await createTask(page.request, { eventId: event.id, title: 'Book the river boats', assigneeId: jordan.id, dueDate: '2030-05-27', priority: 'high' });
  // Due 14 days before the start: May 27 too.
  const badges = await page.request.post('/api/tasks', {
    data: { eventId: event.id, title: 'Print the badges', assigneeId: avery.id, dueAnchor: 'start', dueOffsetDays: -14 },
  });
  expect(badges.status(), await badges.text()).toBe(201);
  await createTask(page.request, { eventId: event.id, title: 'Order the lanterns', description: 'Paper, in "festival" colours', dueDate: '2030-06-10' });
  await createTask(page.request, { eventId: event.id, title: 'Hire the stewards', assigneeId: avery.id, dueDate: '2030-06-11', status: 'inprogress' });
  await createTask(page.request, { eventId: event.id, title: 'Thank the volunteers', assigneeId: jordan.id, dueDate: '2030-06-14', status: 'completed' });
  await createTask(page.request, { eventId: event.id, title: 'Find sponsors', priority: 'low' });
  await createTask(page.request, { eventId: other.id, title: 'Print the launch posters', dueDate: '2030-06-10' });
  const slug = event.name.toLowerCase().replace(/ /g, '-');
  const filename = `run_sheet_${slug}_${day(0)}.pdf`;

  // Without an event chosen there is no run sheet to make, and the menu says why.
  await page.goto('/app/tasks');
  await expect(taskRow(page, 'Find sponsors')).toBeVisible();
  await exportButton(page).click();
  await expect(menuItem(page, 'Run sheet by date (PDF)')).toBeDisabled();
  await expect(menuItem(page, 'Run sheet by date (PDF)')).toHaveAccessibleDescription('Choose an event first');
  await expect(menuItem(page, 'Run sheet by person (PDF)')).toBeDisabled();
  await page.keyboard.press('Escape');

  await page.goto(`/app/tasks?event=${event.id}`);
  await expect(page.getByText('Showing 6 tasks for selected event (7 total tasks in system)')).toBeVisible();
  await exportButton(page).click();
  const byDate = await downloadOf(page, () => menuItem(page, 'Run sheet by date (PDF)').click());
  expect(byDate.suggestedFilename()).toBe(filename);
  await expect(page.getByText(`${filename}: 6 tasks on 1 page.`, { exact: true })).toBeVisible();
  const dateLines = await pdfLines(byDate);
  const dateText = dateLines.join('\n');
  expect(dateText).toContain(`Run Sheet: ${event.name}`);
  expect(dateText).toMatch(/Event dates:\s+Jun 10, 2030 – Jun 12, 2030/);
  expect(dateText).toMatch(/Grouped by:\s+Date/);
  expect(dateText).toMatch(/Tasks:\s+All tasks of the event/);
  expect(dateText).not.toContain('Print the launch posters');
  const days = underHeadings(dateLines, [
    'Mon, May 27, 2030 · T-14',
    'Mon, Jun 10, 2030 · Event day',
    'Tue, Jun 11, 2030 · Event day',
    'Fri, Jun 14, 2030 · T+2',
    'No date',
  ]);
  const rowOf = (lines: string[], title: string) => lines.find((line) => line.startsWith(title));
  // A day's tasks, high priority first, with whoever does them.
  const may27 = days.get('Mon, May 27, 2030 · T-14')!;
  expect(may27.findIndex((line) => line.startsWith('Book the river boats'))).toBeLessThan(may27.findIndex((line) => line.startsWith('Print the badges')));
  expect(rowOf(days.get('Mon, May 27, 2030 · T-14')!, 'Book the river boats')).toMatch(new RegExp(`Jordan Lee \\(${jordan.code}\\)\\s+To Do\\s+High`));
  expect(rowOf(days.get('Mon, Jun 10, 2030 · Event day')!, 'Order the lanterns')).toMatch(/Unassigned\s+To Do\s+Medium\s+Paper, in "festival" colours/);
  expect(rowOf(days.get('Tue, Jun 11, 2030 · Event day')!, 'Hire the stewards')).toMatch(/In Progress/);
  expect(rowOf(days.get('Fri, Jun 14, 2030 · T+2')!, 'Thank the volunteers')).toMatch(/Completed/);
  expect(rowOf(days.get('No date')!, 'Find sponsors')).toMatch(/Low/);
  expect(dateText).toContain('Page 1 of 1');

  await exportButton(page).click();
  const byPerson = await downloadOf(page, () => menuItem(page, 'Run sheet by person (PDF)').click());
  expect(byPerson.suggestedFilename()).toBe(filename);
  const personLines = await pdfLines(byPerson);
  expect(personLines.join('\n')).toMatch(/Grouped by:\s+Person/);
  const people = underHeadings(personLines, [`Avery Stone (${avery.code})`, `Jordan Lee (${jordan.code})`, 'Unassigned']);
  expect(rowOf(people.get(`Avery Stone (${avery.code})`)!, 'Print the badges')).toMatch(/May 27, 2030 · T-14/);
  expect(rowOf(people.get(`Avery Stone (${avery.code})`)!, 'Hire the stewards')).toMatch(/Jun 11, 2030 · Event day/);
  expect(rowOf(people.get(`Jordan Lee (${jordan.code})`)!, 'Book the river boats')).toMatch(/May 27, 2030 · T-14/);
  expect(rowOf(people.get(`Jordan Lee (${jordan.code})`)!, 'Thank the volunteers')).toMatch(/Jun 14, 2030 · T\+2/);
  expect(rowOf(people.get('Unassigned')!, 'Order the lanterns')).toMatch(/Jun 10, 2030 · Event day/);
  expect(rowOf(people.get('Unassigned')!, 'Find sponsors')).toMatch(/No due date/);

  // With a member chosen too, both PDFs are offered; the run sheet holds what the list shows, and says so.
  await page.goto(`/app/tasks?event=${event.id}&member=${jordan.id}`);
  await expect(page.getByText('Showing 2 tasks for selected event (7 total tasks in system)')).toBeVisible();
  await exportButton(page).click();
  await expect(menuItem(page, 'Export PDF')).toBeEnabled();
  const mine = await downloadOf(page, () => menuItem(page, 'Run sheet by person (PDF)').click());
  const mineText = (await pdfLines(mine)).join('\n');
  expect(mineText).toContain(`The tasks the list shows: member Jordan Lee (${jordan.code})`);
  expect(mineText).toContain('Book the river boats');
  expect(mineText).toContain('Thank the volunteers');
  expect(mineText).not.toContain('Hire the stewards');
  expect(mineText).not.toContain('Avery Stone');
});

test('a run sheet of many tasks holds every one of them over several pages, in both groupings', async ({ page, account: _account }) => {
  test.setTimeout(120_000);
  const event = await createDatedEvent(page.request, `Harbour Expo ${suffix()}`, '2030-06-10', '2030-06-11');
  const members = [await createMember(page.request, event.id, 'Casey Brooks'), await createMember(page.request, event.id, 'Drew Patel')];
  // 150 tasks over 40 days around the event, three in four assigned, one in ten undated.
  const titles = Array.from({ length: 150 }, (_, index) => `Seeded task ${String(index + 1).padStart(3, '0')}`);
  for (let start = 0; start < titles.length; start += 25) {
    await Promise.all(
      titles.slice(start, start + 25).map((title, offset) => {
        const index = start + offset;
        const due = index % 10 === 9 ? null : `2030-${index % 40 < 20 ? '05' : '06'}-${String((index % 20) + 1).padStart(2, '0')}`;
        return createTask(page.request, { eventId: event.id, title, dueDate: due, assigneeId: index % 4 === 3 ? null : members[index % 2]!.id });
      }),
    );
  }
  await page.goto(`/app/tasks?event=${event.id}`);
  await expect(page.getByText('Showing 150 tasks for selected event (150 total tasks in system)')).toBeVisible();
  for (const grouping of ['date', 'person']) {
    await exportButton(page).click();
    const pdf = await downloadOf(page, () => menuItem(page, `Run sheet by ${grouping} (PDF)`).click());
    const pages = await pdfPages(pdf);
    expect(pages, grouping).toBeGreaterThan(1);
    const text = await pdfText(pdf);
    expect(titles.filter((title) => !text.includes(title)), grouping).toEqual([]);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    // A person's tasks run on to the next page under their name again.
    if (grouping === 'person') expect(text).toMatch(/Casey Brooks \(.*\) \(continued\)/);
  }
});
