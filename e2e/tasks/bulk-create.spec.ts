import type { Page } from '@playwright/test';
import { expectNoViolationsInBothSchemes } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { choose, createEvent, createTask, day, escapeRegExp, optionsOf, shownDate, suffix, taskCount, taskRow } from './task-fixtures.ts';

const PRESET_FIRST = 'Confirm conference venue and sign the contract';
const PRESET_ELEVENTH = 'Reserve hotel room blocks for speakers and attendees';
const PRESET_LAST = 'Send the post-event survey and thank-you emails';

const bulkDialog = (page: Page) => page.getByRole('dialog', { name: 'Bulk Create Tasks' });
const tasksBox = (page: Page) => bulkDialog(page).getByLabel('Tasks (one per line)');

async function openBulk(page: Page) {
  await page.getByRole('button', { name: 'Bulk Create' }).click();
  await expect(bulkDialog(page)).toBeVisible();
}

test('bulk create from the conference preset: pre-filled once, the conference chosen, tasks dated and prioritised', async ({ page, account: _account }) => {
  const other = await createEvent(page.request, `Art Fair ${suffix()}`);
  const conference = await createEvent(page.request, `Developer Conference ${suffix()}`);
  await page.goto('/app/tasks');

  await openBulk(page);
  const dialog = bulkDialog(page);
  await expect(tasksBox(page)).toHaveAttribute('rows', '15');
  const text = await tasksBox(page).inputValue();
  expect(text.split('\n')).toHaveLength(25);
  expect(text.startsWith(`${PRESET_FIRST}\n`)).toBe(true);
  expect(text.endsWith(PRESET_LAST)).toBe(true);
  await expect(dialog.getByLabel('Event')).toHaveValue(conference.name);
  await dialog.getByLabel('Event').click();
  await expect(optionsOf(page)).toHaveText([other.name, conference.name]);
  // Escape closes the list, not the dialog.
  await page.keyboard.press('Escape');
  await expect(dialog.getByLabel('Event')).toHaveAttribute('aria-expanded', 'false');
  await expect(dialog.getByLabel('Event')).toHaveValue(conference.name);

  // The preview shows what will be created.
  const preview = dialog.getByRole('region', { name: 'Preview' });
  await expect(preview).toContainText('25 tasks will be created');
  await expect(preview).toContainText('10 high · 15 medium · 0 low');
  await expect(preview.getByRole('listitem').first()).toContainText(PRESET_FIRST.slice(0, 20));
  await expect(preview.getByRole('listitem').first()).toContainText(`Due ${shownDate(day(1))}`);

  await dialog.getByRole('button', { name: 'Create Tasks' }).click();
  await expect(dialog.getByText(`Successfully created 25 of 25 tasks for "${conference.name}"!`)).toBeVisible();
  const progress = dialog.getByRole('progressbar', { name: 'Bulk creation progress' });
  await expect(progress).toHaveAttribute('aria-valuenow', '100');
  await expect(dialog.getByRole('link', { name: 'Show the 25 new tasks' })).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 5_000 });

  // The page keeps a banner with a Refresh Page link, and the list shows the new tasks.
  await expect(page.getByText('Bulk creation completed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh Page' })).toBeVisible();
  await expect(page.getByText('Showing all 25 tasks in system')).toBeVisible();
  const first = taskRow(page, PRESET_FIRST);
  await expect(first).toContainText(`Bulk created task for ${conference.name}`);
  await expect(first).toContainText(shownDate(day(1)));
  await expect(first.getByRole('cell', { name: 'High', exact: true })).toBeVisible();
  const eleventh = taskRow(page, PRESET_ELEVENTH);
  await expect(eleventh).toContainText(shownDate(day(11)));
  await expect(eleventh.getByRole('cell', { name: 'Medium', exact: true })).toBeVisible();
  await expect(taskRow(page, 'Arrange catering for breakfasts, lunches and coffee breaks').getByRole('cell', { name: 'High', exact: true })).toBeVisible();

  // The form was reset, and it is not filled again.
  await openBulk(page);
  await expect(tasksBox(page)).toHaveValue('');
  await expect(bulkDialog(page).getByLabel('Event')).toHaveValue('');
});

test('the preset is not filled again once the list was edited, and the form says what is missing', async ({ page, account: _account }) => {
  // A long walk through the form: two dialogs, every validation message and a create.
  test.slow();
  const event = await createEvent(page.request, `Street Party ${suffix()}`);
  await page.goto('/app/tasks');
  await openBulk(page);
  const dialog = bulkDialog(page);
  // No event mentions a conference: none is chosen.
  await expect(dialog.getByLabel('Event')).toHaveValue('');
  await dialog.getByRole('button', { name: 'Create Tasks' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please select an event');

  await tasksBox(page).fill('Hang the bunting\nBook the band');
  await expect(dialog.getByRole('alert')).toBeHidden();
  await page.keyboard.press('Escape');
  await openBulk(page);
  await expect(tasksBox(page)).toHaveValue('Hang the bunting\nBook the band');

  // Clearing asks first.
  await dialog.getByRole('button', { name: 'Clear', exact: true }).click();
  const confirmClear = page.getByRole('dialog', { name: 'Clear the list?' });
  await expect(confirmClear).toContainText('Are you sure you want to clear all tasks? This action cannot be undone.');
  await confirmClear.getByRole('button', { name: 'Cancel' }).click();
  await expect(tasksBox(page)).toHaveValue('Hang the bunting\nBook the band');
  await dialog.getByRole('button', { name: 'Clear', exact: true }).click();
  await confirmClear.getByRole('button', { name: 'Clear List' }).click();
  await expect(tasksBox(page)).toHaveValue('');

  await choose(dialog.getByLabel('Event'), event.name);
  await dialog.getByRole('button', { name: 'Create Tasks' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter tasks');
  await tasksBox(page).fill('   \n\n  ');
  await dialog.getByRole('button', { name: 'Create Tasks' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter at least one task');

  // Loading the preset over text asks first; over an empty list it does not.
  await tasksBox(page).fill('Hire the bouncy castle');
  await dialog.getByRole('button', { name: 'Load Conference Preset' }).click();
  const confirmPreset = page.getByRole('dialog', { name: 'Load Conference Preset' });
  await expect(confirmPreset).toContainText('This will replace your current tasks. Continue?');
  await confirmPreset.getByRole('button', { name: 'Replace Tasks' }).click();
  await expect(tasksBox(page)).toHaveValue(new RegExp(`^${PRESET_FIRST}\\n`));
  await expect(dialog.getByLabel('Event')).toHaveValue(event.name);

  await dialog.getByRole('button', { name: 'Clear', exact: true }).click();
  await confirmClear.getByRole('button', { name: 'Clear List' }).click();
  await dialog.getByRole('button', { name: 'Load Conference Preset' }).click();
  await expect(confirmPreset).toBeHidden();
  await expect(tasksBox(page)).toHaveValue(new RegExp(`^${PRESET_FIRST}\\n`));

  // A short list of my own.
  await tasksBox(page).fill('Hang the bunting\n\n  Book the band  \n');
  await expect(dialog.getByRole('region', { name: 'Preview' })).toContainText('2 tasks will be created');
  await dialog.getByRole('button', { name: 'Create Tasks' }).click();
  await expect(dialog.getByText(`Successfully created 2 of 2 tasks for "${event.name}"!`)).toBeVisible();
  await expect(taskRow(page, 'Book the band')).toContainText(shownDate(day(2)));
});

test('a failed bulk creation says why, on the modal and on the page', async ({ page, account: _account }) => {
  const event = await createEvent(page.request, `Winter Conference ${suffix()}`);
  await page.route('**/api/tasks/bulk', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: { message: 'No tasks were created successfully' } }) }),
  );
  await page.goto('/app/tasks');
  await openBulk(page);
  // The only event is chosen once the event options arrive, as a person would see before pressing Create.
  await expect(bulkDialog(page).getByLabel('Event')).toHaveValue(event.name);
  await bulkDialog(page).getByRole('button', { name: 'Create Tasks' }).click();
  await expect(bulkDialog(page).getByRole('alert')).toHaveText('Failed to create tasks: No tasks were created successfully');
  await page.keyboard.press('Escape');
  await expect(page.getByText('Bulk creation failed')).toBeVisible();
  await expect(page.getByText('Failed to create tasks: No tasks were created successfully')).toBeVisible();
});

test('the connection check passes all four checks with real creates in the chosen event, and deletes its test tasks', async ({ page, account: _account }) => {
  const event = await createEvent(page.request, `Open Day ${suffix()}`);
  await createTask(page.request, { eventId: event.id, title: 'Open the doors' });
  const before = await taskCount(page.request);
  await page.goto('/app/tasks');
  await expect(page.getByText('Showing all 1 tasks in system')).toBeVisible();
  await openBulk(page);
  const dialog = bulkDialog(page);
  await choose(dialog.getByLabel('Event'), event.name);

  const toggle = dialog.getByRole('button', { name: 'Connection check' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await dialog.getByRole('button', { name: 'Run Connection Check' }).click();
  await expect(dialog.getByText('All 4 checks passed')).toBeVisible({ timeout: 10_000 });

  const checks = dialog.getByRole('list', { name: 'Connection checks' }).getByRole('listitem');
  await expect(checks).toHaveCount(4);
  await expect(checks.nth(0)).toContainText(`Task count: Passed${before} task in the system`);
  await expect(checks.nth(1)).toContainText('API reachable: Passed');
  await expect(checks.nth(2)).toContainText(new RegExp(`Single create: PassedCreated "Connection check task" \\(#\\d+\\) in ${escapeRegExp(event.name)}`));
  await expect(checks.nth(3)).toContainText(/Bulk create \(2 tasks\): PassedCreated 2 tasks \(#\d+, #\d+\) in one request/);
  for (const index of [0, 1, 2, 3]) await expect(checks.nth(index)).toContainText(/\d ms$/);
  await expect(dialog.getByText(/^Clean-up: Deleted the 3 test tasks it created \(#\d+, #\d+, #\d+\)/)).toBeVisible();

  expect(await taskCount(page.request)).toBe(before);
  await page.keyboard.press('Escape');
  await expect(page.getByText('Showing all 1 tasks in system')).toBeVisible();
  await expect(taskRow(page, 'Connection check task')).toHaveCount(0);
});

test('without a chosen event the connection check asks for one, and creates nothing', async ({ page, account: _account }) => {
  await createEvent(page.request, `Street Fair ${suffix()}`);
  await page.goto('/app/tasks');
  await openBulk(page);
  const dialog = bulkDialog(page);
  await expect(dialog.getByLabel('Event')).toHaveValue('');
  await dialog.getByRole('button', { name: 'Connection check' }).click();
  await dialog.getByRole('button', { name: 'Run Connection Check' }).click();
  await expect(dialog.getByText('2 of 4 checks failed')).toBeVisible({ timeout: 10_000 });
  const checks = dialog.getByRole('list', { name: 'Connection checks' }).getByRole('listitem');
  await expect(checks.nth(2)).toContainText('Single create: FailedChoose an event above first');
  await expect(checks.nth(3)).toContainText('Bulk create (2 tasks): FailedChoose an event above first');
  await expect(dialog.getByText('Clean-up: Nothing to clean up: no test task was created')).toBeVisible();
  expect(await taskCount(page.request)).toBe(0);
});

test('after a bulk create of 1,200 pasted lines, one click shows exactly the new tasks, also after a reload', async ({ page, context, account: _account }) => {
  test.slow();
  const event = await createEvent(page.request, `City Marathon ${suffix()}`);
  await createTask(page.request, { eventId: event.id, title: 'Made before the batch', dueDate: day(1) });
  await page.goto('/app/tasks');
  await expect(page.getByText('Showing all 1 tasks in system')).toBeVisible();

  await openBulk(page);
  const dialog = bulkDialog(page);
  await choose(dialog.getByLabel('Event'), event.name);
  await tasksBox(page).fill('');
  const lines = Array.from({ length: 1200 }, (_, index) => `Water station ${index + 1}`).join('\n');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((text) => navigator.clipboard.writeText(text), lines);
  await tasksBox(page).focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(dialog.getByText('1,200 tasks will be created')).toBeVisible();
  await dialog.getByRole('button', { name: 'Create Tasks' }).click();
  await expect(dialog.getByText(`Successfully created 1200 of 1200 tasks for "${event.name}"!`)).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Show the 1,200 new tasks' })).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 5_000 });

  // The new tasks would otherwise sit among the others, 48 pages of them.
  await page.getByRole('link', { name: 'Show the 1,200 new tasks' }).click();
  await expect(page).toHaveURL(/[?&]batch=\d+(&|$)/);
  const shown = page.getByText('Showing the 1,200 tasks of one bulk create (1,201 total tasks in system)');
  await expect(shown).toBeVisible();
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pagination).toContainText('Showing 1–25 of 1,200');
  await expect(taskRow(page, 'Water station 25')).toBeVisible();
  await expect(taskRow(page, 'Made before the batch')).toHaveCount(0);
  await expect(page.getByText('Total 1,200', { exact: true })).toBeVisible();

  await page.reload();
  await expect(shown).toBeVisible();
  await expect(pagination).toContainText('Showing 1–25 of 1,200');

  await page.getByRole('button', { name: 'Show all tasks' }).click();
  await expect(page.getByText('Showing all 1,201 tasks in system')).toBeVisible();
  await expect(page).not.toHaveURL(/batch=/);
  await expect(taskRow(page, 'Made before the batch')).toBeVisible();
});

test('from a list filtered to one event, Bulk Create opens on that event with an empty box; a list stays with the event it was written for', async ({ page, account: _account }) => {
  const conference = await createEvent(page.request, `Developer Conference ${suffix()}`);
  const fair = await createEvent(page.request, `Art Fair ${suffix()}`);
  await page.goto(`/app/tasks?event=${fair.id}`);
  await openBulk(page);
  const dialog = bulkDialog(page);
  // Not the conference event, and not the preset: the event of the list, and an empty box.
  await expect(dialog.getByLabel('Event')).toHaveValue(fair.name);
  await expect(tasksBox(page)).toHaveValue('');
  await expect(dialog.getByRole('region', { name: 'Preview' })).toContainText('No tasks yet: type one per line.');

  // The preset is one click away, and goes into the chosen event.
  await dialog.getByRole('button', { name: 'Load Conference Preset' }).click();
  await expect(page.getByRole('dialog', { name: 'Load Conference Preset' })).toBeHidden();
  await expect(tasksBox(page)).toHaveValue(new RegExp(`^${PRESET_FIRST}\\n`));
  await expect(dialog.getByLabel('Event')).toHaveValue(fair.name);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // From the conference's list (the same page load: the list is kept in memory) the fair's list is not offered.
  const eventFilter = page.getByRole('combobox', { name: 'Filter by Event' });
  await choose(eventFilter, conference.name);
  await expect(page).toHaveURL(new RegExp(`[?&]event=${conference.id}(&|$)`));
  await openBulk(page);
  await expect(dialog.getByLabel('Event')).toHaveValue(conference.name);
  await expect(tasksBox(page)).toHaveValue('');
  await page.keyboard.press('Escape');

  // Back on the fair's list, its list is waiting.
  await choose(eventFilter, fair.name);
  await openBulk(page);
  await expect(dialog.getByLabel('Event')).toHaveValue(fair.name);
  await expect(tasksBox(page)).toHaveValue(new RegExp(`^${PRESET_FIRST}\\n`));
});

test('a line that looks like a due offset is flagged in the preview, can be fixed in one click, and is created as typed if not', async ({ page, account: _account }) => {
  const event = await createEvent(page.request, `Street Party ${suffix()}`);
  await page.goto(`/app/tasks?event=${event.id}`);
  await openBulk(page);
  const dialog = bulkDialog(page);
  await expect(dialog.getByLabel('Event')).toHaveValue(event.name);
  const preview = dialog.getByRole('region', { name: 'Preview' });

  await tasksBox(page).fill('Book the caterer\nT-shirt order\nt-2 Book the venue\nT+3 Thank the sponsors');
  await expect(preview).toContainText('4 tasks will be created');
  await expect(preview).toContainText('This line looks like a due offset. As typed, the whole line becomes the task’s title:');
  await expect(preview.getByText('Line 3: “t-2” looks like a due offset; write “T-2 Book the venue” to date it from the event')).toBeVisible();
  // "T-shirt order" is a title; T+3 is an offset.
  await expect(preview.getByText(/^Line [124]:/)).toHaveCount(0);
  await expect(preview.getByRole('listitem').filter({ hasText: /^t-2 Book the venue/ })).toContainText('Not read as a due offset');
  await expectNoViolationsInBothSchemes(page, 'bulk preview with a warning', '[role="dialog"]');

  await dialog.getByRole('button', { name: 'Fix this line' }).click();
  await expect(tasksBox(page)).toHaveValue('Book the caterer\nT-shirt order\nT-2 Book the venue\nT+3 Thank the sponsors');
  await expect(preview.getByText(/looks like a due offset/)).toHaveCount(0);
  await expect(preview.getByRole('listitem').filter({ hasText: 'Book the venue' })).toContainText(`Due ${shownDate('2030-04-29')} · T-2`);

  // A warning, not an error: left as it is, the line is created with its text as the title.
  await tasksBox(page).fill('T-5days Order the badges');
  await expect(preview.getByText('Line 1: “T-5days” looks like a due offset; write “T-5 Order the badges” to date it from the event')).toBeVisible();
  await dialog.getByRole('button', { name: 'Create Tasks' }).click();
  await expect(dialog.getByText(`Successfully created 1 of 1 tasks for "${event.name}"!`)).toBeVisible();
  await expect(taskRow(page, 'T-5days Order the badges')).toContainText(shownDate(day(1)));
});

test('Clear asks first, in a small question that Escape cancels and Enter confirms', async ({ page, account: _account }) => {
  const event = await createEvent(page.request, `Book Fair ${suffix()}`);
  await page.goto(`/app/tasks?event=${event.id}`);
  await openBulk(page);
  const dialog = bulkDialog(page);
  await tasksBox(page).fill('Hang the bunting\nBook the band');

  await dialog.getByRole('button', { name: 'Clear', exact: true }).click();
  const confirmClear = page.getByRole('dialog', { name: 'Clear the list?' });
  await expect(confirmClear).toContainText('Are you sure you want to clear all tasks? This action cannot be undone.');
  await expect(confirmClear).toContainText('tasks already created stay as they are');
  // Escape is the question's: it holds the focus, and the form behind it takes no pointer.
  await expect(confirmClear.getByRole('button', { name: 'Clear List' })).toBeFocused();
  await expect(page.getByRole('dialog', { name: 'Bulk Create Tasks', includeHidden: true })).toHaveCSS('pointer-events', 'none');
  await page.keyboard.press('Escape');
  await expect(confirmClear).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(tasksBox(page)).toHaveValue('Hang the bunting\nBook the band');

  await dialog.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(confirmClear.getByRole('button', { name: 'Clear List' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(confirmClear).toBeHidden();
  await expect(tasksBox(page)).toHaveValue('');
  await expect(tasksBox(page)).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'Clear', exact: true })).toBeDisabled();
});

test('an Escape pressed as the Clear question opens, before it holds the focus, closes only the question', async ({ page, account: _account }) => {
  const event = await createEvent(page.request, `Craft Market ${suffix()}`);
  await page.goto(`/app/tasks?event=${event.id}`);
  await openBulk(page);
  const dialog = bulkDialog(page);
  await tasksBox(page).fill('Hang the bunting\nBook the band');

  // Clear, then Escape at once, in the same moment: as on a busy page, where the key comes before the question
  // has taken the focus and the keyboard (a press sent after the click only sometimes lands in that moment).
  const asked = await dialog.getByRole('button', { name: 'Clear', exact: true }).evaluate(async (clear) => {
    (clear as HTMLButtonElement).click();
    // The question is on the page once React has rendered the click, a few microtasks on.
    const shown = () => [...document.querySelectorAll('[role="dialog"]')].some((open) => open.textContent?.includes('Clear the list?'));
    for (let turn = 0; turn < 20 && !shown(); turn += 1) await Promise.resolve();
    const question = shown();
    const target = document.activeElement ?? document.body;
    target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', code: 'Escape', bubbles: true, cancelable: true }));
    return question;
  });
  expect(asked).toBe(true);
  const confirmClear = page.getByRole('dialog', { name: 'Clear the list?' });
  await expect(confirmClear).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(tasksBox(page)).toHaveValue('Hang the bunting\nBook the band');

  // The same with the keyboard, the key pressed as soon as the click is done.
  await dialog.getByRole('button', { name: 'Clear', exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(confirmClear).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(tasksBox(page)).toHaveValue('Hang the bunting\nBook the band');
});

test('one success message, after the progress bar has reached its end, with a link to exactly the new tasks', async ({ page, account: _account }) => {
  const event = await createEvent(page.request, `Harvest Festival ${suffix()}`);
  await createTask(page.request, { eventId: event.id, title: 'Made before the batch', dueDate: day(1) });
  await page.goto(`/app/tasks?event=${event.id}`);
  await openBulk(page);
  const dialog = bulkDialog(page);
  await expect(dialog.getByLabel('Event')).toHaveValue(event.name);
  await tasksBox(page).fill('Rent the tractors\nPrint the posters\nHire the band');

  // What the bar showed at the moment the message appeared: its value and how much of it was filled.
  await page.evaluate(() => {
    const seen = window as unknown as { barWhenMessage?: { value: string | null; filled: number } };
    const observer = new MutationObserver(() => {
      const dialogs = [...document.querySelectorAll('[role="dialog"]')];
      const message = dialogs.some((element) => element.textContent?.includes('Successfully created'));
      const bar = document.querySelector('[role="dialog"] [role="progressbar"]');
      if (!message || !bar || seen.barWhenMessage) return;
      const fill = bar.firstElementChild!.getBoundingClientRect().width / bar.getBoundingClientRect().width;
      seen.barWhenMessage = { value: bar.getAttribute('aria-valuenow'), filled: Math.round(fill * 100) };
      observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await dialog.getByRole('button', { name: 'Create Tasks' }).click();
  const message = `Successfully created 3 of 3 tasks for "${event.name}"!`;
  await expect(dialog.getByText(message)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { barWhenMessage?: unknown }).barWhenMessage)).toEqual({ value: '100', filled: 100 });
  // Said once: the page's banner waits until the dialog is gone.
  await expect(page.getByText(message)).toHaveCount(1);
  await expect(page.getByText('Bulk creation completed')).toHaveCount(0);

  const link = dialog.getByRole('link', { name: 'Show the 3 new tasks' });
  await expect(link).toHaveAttribute('href', /^\/app\/tasks\?batch=\d+$/);
  await link.click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/app\/tasks\?batch=\d+$/);
  await expect(page.getByText('Showing the 3 tasks of one bulk create (4 total tasks in system)')).toBeVisible();
  await expect(taskRow(page, 'Hire the band')).toBeVisible();
  await expect(taskRow(page, 'Made before the batch')).toHaveCount(0);
  await expect(page.getByText(message)).toHaveCount(0);
});
