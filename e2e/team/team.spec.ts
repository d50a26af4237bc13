import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { axeScan } from '../support/axe.ts';
import { expect, signUpViaApi, test } from '../support/fixtures.ts';
import { choose, optionsOf } from '../tasks/task-fixtures.ts';

interface CreatedEvent {
  id: number;
  name: string;
}

interface CreatedMember {
  id: number;
  code: string;
  name: string;
}

const suffix = () => randomBytes(2).toString('hex');

async function createEvent(request: APIRequestContext, name: string): Promise<CreatedEvent> {
  const response = await request.post('/api/events', {
    data: { name, description: 'An event for the team tests.', startDate: '2030-05-01', endDate: '2030-05-02' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).event;
}

async function createMember(
  request: APIRequestContext,
  eventId: number,
  fields: { name: string; email?: string; company?: string; role?: string },
): Promise<CreatedMember> {
  const response = await request.post('/api/team-members', { data: { eventId, ...fields } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).member;
}

async function createTask(request: APIRequestContext, eventId: number, assigneeId: number, status: string) {
  const response = await request.post('/api/tasks', { data: { title: `Task ${suffix()}`, eventId, assigneeId, status } });
  expect(response.status(), await response.text()).toBe(201);
}

const eventSelect = (page: Page) => page.getByLabel('Select Event to View Members');
const memberCard = (page: Page, name: string) => page.getByRole('article', { name });
const addForm = (page: Page) => page.getByRole('form', { name: 'Add Team Member' });

async function expectNoAxeViolations(page: Page, label: string) {
  const results = await axeScan(page).analyze();
  expect(results.violations, label).toEqual([]);
}

test('before an event is chosen the page asks for one, and an event without members offers to add some', async ({ page, account: _account }) => {
  const event = await createEvent(page.request, `Harbour Festival ${suffix()}`);
  await page.goto('/app/team');
  await expect(page.getByRole('heading', { name: 'Team Management' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Select an Event to View Team Members' })).toBeVisible();
  await expect(page.getByText('Total 0 members in system')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh (0)' })).toBeVisible();

  await choose(eventSelect(page), event.name);
  await expect(page).toHaveURL(new RegExp(`[?&]event=${event.id}(&|$)`));
  await expect(page.getByRole('heading', { name: 'No Team Members Found for This Event' })).toBeVisible();

  await page.getByRole('button', { name: 'Add Team Members' }).click();
  const form = addForm(page);
  await expect(form.getByLabel('Event')).toHaveValue(event.name);
  await expect(form.getByLabel('User ID')).toHaveValue(/^HF-\d{8}$/);
  await expect(form.getByLabel('Name')).toBeFocused();

  // The chosen event survives a reload.
  await page.reload();
  await expect(eventSelect(page)).toHaveValue(event.name);
  await expect(page.getByRole('heading', { name: 'No Team Members Found for This Event' })).toBeVisible();
});

test('the Team page reopens on the last event chosen, per account; a deleted one quietly gives the prompt', async ({ page, account: _account }) => {
  const first = await createEvent(page.request, `Harbour Lights ${suffix()}`);
  const second = await createEvent(page.request, `Night Market ${suffix()}`);
  // Many page loads, and a second account.
  test.slow();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });

  await page.goto('/app/team');
  await expect(page.getByRole('heading', { name: 'Select an Event to View Team Members' })).toBeVisible();
  await choose(eventSelect(page), second.name);
  await expect(page.getByRole('heading', { name: 'No Team Members Found for This Event' })).toBeVisible();

  // Back through an address that names no event (the Team tab, a bookmark), and after a reload.
  await page.goto('/app/dashboard');
  await page.goto('/app/team');
  await expect(eventSelect(page)).toHaveValue(second.name);
  await expect(page.getByRole('heading', { name: 'No Team Members Found for This Event' })).toBeVisible();
  await page.reload();
  await expect(eventSelect(page)).toHaveValue(second.name);

  // Choosing no event is remembered too.
  await choose(eventSelect(page), 'Choose an event…');
  await page.goto('/app/team');
  await expect(page.getByRole('heading', { name: 'Select an Event to View Team Members' })).toBeVisible();

  // The remembered event is deleted elsewhere: the prompt, without an error.
  await choose(eventSelect(page), first.name);
  await expect(page).toHaveURL(new RegExp(`[?&]event=${first.id}(&|$)`));
  const deleted = await page.request.delete(`/api/events/${first.id}`);
  expect(deleted.status()).toBe(204);
  await page.goto('/app/team');
  await expect(page.getByRole('heading', { name: 'Select an Event to View Team Members' })).toBeVisible();
  await expect(eventSelect(page)).toHaveValue('');
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);

  // Another account in the same browser has its own memory.
  await page.goto('/app/team');
  await choose(eventSelect(page), second.name);
  await signUpViaApi(page);
  await page.goto('/app/team');
  await expect(page.getByRole('heading', { name: 'Select an Event to View Team Members' })).toBeVisible();
});

test('at 390 px the table scrolls sideways and keeps every row’s actions in reach', async ({ page, account: _account }) => {
  const event = await createEvent(page.request, `Street Food Fair ${suffix()}`);
  const member = await createMember(page.request, event.id, { name: 'Kai Morgan', email: 'kai.morgan@example.com' });
  await createTask(page.request, event.id, member.id, 'todo');
  await createMember(page.request, event.id, { name: 'Lee Adams' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/app/team?event=${event.id}&view=table`);

  const table = page.getByRole('table', { name: 'Team members' });
  const kaiRow = table.getByRole('row').filter({ hasText: 'Kai Morgan' });
  await expect(kaiRow).toContainText(member.code);
  const exportButton = kaiRow.getByRole('button', { name: 'Export tasks for Kai Morgan' });
  const menuButton = kaiRow.getByRole('button', { name: 'Member actions for Kai Morgan' });
  await expect(exportButton).toBeInViewport({ ratio: 1 });
  await expect(menuButton).toBeInViewport({ ratio: 1 });
  // The page itself does not scroll sideways: only the table does.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await menuButton.click();
  await page.getByRole('menuitem', { name: 'Edit Member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Team Member' });
  await expect(dialog.getByLabel('User ID')).toHaveValue(member.code);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await table.getByRole('button', { name: 'Member actions for Lee Adams' }).click();
  await page.getByRole('menuitem', { name: 'Remove Member' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove Team Member' });
  await confirm.getByRole('button', { name: 'Remove Member' }).click();
  await expect(table.getByRole('row').filter({ hasText: 'Lee Adams' })).toHaveCount(0);
  await expect(page.getByText('Total members: 1')).toBeVisible();
});

test('adding a member: validation, the generated user ID, the success message and the new card', async ({ page, account: _account }) => {
  const event = await createEvent(page.request, `Tech Conference ${suffix()}`);
  const other = await createEvent(page.request, `Product Launch ${suffix()}`);
  await page.goto('/app/team');

  const toggle = page.getByRole('button', { name: 'Add Member', exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const form = addForm(page);
  await expect(form.getByLabel('User ID')).toHaveValue('');

  await form.getByRole('button', { name: 'Save Member' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByText('Please select an event')).toBeVisible();

  // Each error clears as soon as its field changes.
  await choose(form.getByLabel('Event'), other.name);
  await expect(form.getByText('Please select an event')).toBeHidden();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByLabel('User ID')).toHaveValue(/^PL-\d{8}$/);
  await form.getByLabel('Name').fill('J');
  await expect(form.getByText('Name is required')).toBeHidden();

  await form.getByRole('button', { name: 'Save Member' }).click();
  await expect(form.getByText('Name must be at least 2 characters')).toBeVisible();
  await form.getByLabel('Name').fill('Jordan Lee');
  await form.getByLabel('Email').fill('jordan@');
  await form.getByRole('button', { name: 'Save Member' }).click();
  await expect(form.getByText('Invalid email format')).toBeVisible();
  await form.getByLabel('Email').fill('jordan@example.com');
  await expect(form.getByText('Invalid email format')).toBeHidden();

  // Changing the event makes a new user ID with the new event's prefix.
  await choose(form.getByLabel('Event'), event.name);
  const code = await form.getByLabel('User ID').inputValue();
  expect(code).toMatch(/^TC-\d{8}$/);
  await expect(form.getByLabel('User ID')).toHaveAttribute('readonly', '');

  await form.getByRole('button', { name: 'Save Member' }).click();
  await expect(form.getByRole('button', { name: 'Member Added!' })).toBeDisabled();
  await expect(form.getByText(`Successfully added Jordan Lee to ${event.name}`)).toBeVisible();

  // The page shows the member's event, and the card carries the user ID the form showed.
  await expect(page).toHaveURL(new RegExp(`[?&]event=${event.id}(&|$)`));
  const card = memberCard(page, 'Jordan Lee');
  await expect(card).toContainText(code);
  await expect(card).toContainText('Active');
  await expect(card).toContainText(event.name);
  await expect(card).toContainText('#1');
  await expect(card.getByRole('link', { name: 'jordan@example.com' })).toHaveAttribute('href', 'mailto:jordan@example.com');
  await expect(card.getByRole('button', { name: 'Export Tasks' })).toBeDisabled();
  await expect(page.getByText('Showing 1 members for selected event (1 total members in system)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh (1)' })).toBeVisible();

  // Two seconds later the form is ready for the next member of the same event.
  await expect(form.getByLabel('Name')).toHaveValue('', { timeout: 5_000 });
  await expect(form.getByText(/Successfully added/)).toBeHidden();
  await expect(form.getByRole('button', { name: 'Save Member' })).toBeEnabled();
  await expect(form.getByLabel('User ID')).toHaveValue(/^TC-\d{8}$/);
  await expect(form.getByLabel('User ID')).not.toHaveValue(code);
});

test('an event renamed while the form is open gets a fresh user ID with its new prefix', async ({ page, account: _account }) => {
  const event = await createEvent(page.request, `Harbour Festival ${suffix()}`);
  await page.goto(`/app/team?event=${event.id}`);
  await page.getByRole('button', { name: 'Add Member', exact: true }).click();
  const form = addForm(page);
  await expect(form.getByLabel('User ID')).toHaveValue(/^HF-\d{8}$/);
  await form.getByLabel('Name').fill('Sam Okoro');

  const renamed = `Winter Market ${suffix()}`;
  const response = await page.request.patch(`/api/events/${event.id}`, {
    data: { name: renamed, description: 'An event for the team tests.', startDate: '2030-05-01', endDate: '2030-05-02' },
  });
  expect(response.status()).toBe(200);

  await form.getByRole('button', { name: 'Save Member' }).click();
  await expect(form.getByRole('alert')).toHaveText("User ID must start with the event's prefix WM-");
  await expect(form.getByLabel('User ID')).toHaveValue(/^WM-\d{8}$/);
  await expect(form.getByLabel('Name')).toHaveValue('Sam Okoro');
  await form.getByRole('button', { name: 'Save Member' }).click();
  await expect(form.getByText(`Successfully added Sam Okoro to ${renamed}`)).toBeVisible();
});

test('Add Member pressed before the page has read the event of its address takes that event when it arrives', async ({ page, account: _account }) => {
  const event = await createEvent(page.request, `Harbour Fair ${suffix()}`);
  // The page's own request for the event of its address waits until the form is open.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === '/api/events/options' && url.searchParams.get('id') === String(event.id),
    async (route) => {
      await held;
      await route.fallback();
    },
  );
  await page.goto(`/app/team?event=${event.id}`);
  await page.getByRole('button', { name: 'Add Member', exact: true }).click();
  const form = addForm(page);
  await expect(form.getByLabel('User ID')).toHaveValue('');
  release();
  await expect(form.getByLabel('Event')).toHaveValue(event.name);
  await expect(form.getByLabel('User ID')).toHaveValue(/^HF-\d{8}$/);
});

test('the server’s message is shown when adding fails', async ({ page, account: _account }) => {
  const event = await createEvent(page.request, `Summer Gala ${suffix()}`);
  await page.route(
    (url) => url.pathname === '/api/team-members',
    (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 409, json: { error: { message: 'Could not generate a unique user ID for this member. Please try again.' } } })
        : route.fallback(),
  );
  await page.goto(`/app/team?event=${event.id}`);
  await page.getByRole('button', { name: 'Add Member', exact: true }).click();
  const form = addForm(page);
  await form.getByLabel('Name').fill('Robin Hart');
  await form.getByRole('button', { name: 'Save Member' }).click();
  await expect(form.getByRole('alert')).toHaveText('Could not generate a unique user ID for this member. Please try again.');
  await expect(form.getByLabel('Name')).toHaveValue('Robin Hart');
  await expect(form.getByRole('button', { name: 'Save Member' })).toBeEnabled();
});

test('table view with its totals; editing and removing a member', async ({ page, account: _account }) => {
  const event = await createEvent(page.request, `Startup Gala ${suffix()}`);
  const casey = await createMember(page.request, event.id, { name: 'Casey Brooks', email: 'casey@example.com' });
  const drew = await createMember(page.request, event.id, { name: 'Drew Patel' });
  const patch = await page.request.patch(`/api/team-members/${drew.id}`, { data: { name: 'Drew Patel', status: 'inactive' } });
  expect(patch.status()).toBe(200);
  await createTask(page.request, event.id, casey.id, 'completed');
  await createTask(page.request, event.id, casey.id, 'todo');

  await page.goto(`/app/team?event=${event.id}`);
  await page.getByRole('button', { name: 'Table' }).click();
  await expect(page.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Cards' })).toHaveAttribute('aria-pressed', 'false');
  await expect(page).toHaveURL(/[?&]view=table/);

  const table = page.getByRole('table', { name: 'Team members' });
  const caseyRow = table.getByRole('row').filter({ hasText: 'Casey Brooks' });
  await expect(caseyRow).toContainText(casey.code);
  await expect(caseyRow).toContainText(event.name);
  await expect(caseyRow).toContainText('2');
  await expect(caseyRow).toContainText('1 completed');
  await expect(table.getByRole('row').filter({ hasText: 'Drew Patel' })).toContainText('Inactive');
  // Only a member with tasks has something to export.
  await expect(caseyRow.getByRole('button', { name: 'Export tasks for Casey Brooks' })).toBeEnabled();
  await expect(table.getByRole('button', { name: 'Export tasks for Drew Patel' })).toBeDisabled();
  await expect(table.getByRole('columnheader', { name: 'Assigned Event' })).toBeVisible();
  await expect(page.getByText('Total members: 2')).toBeVisible();
  await expect(page.getByText('Active: 1')).toBeVisible();
  // One event's members: the footer names it rather than counting "Events: 1".
  await expect(page.getByText(`Event: ${event.name}`, { exact: true })).toBeVisible();

  // The view is kept on reload.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');

  // Edit: the user ID and the event cannot change; the email can.
  await table.getByRole('button', { name: 'Edit Casey Brooks' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Team Member' });
  await expect(dialog.getByLabel('User ID')).toHaveValue(casey.code);
  await expect(dialog.getByLabel('User ID')).toHaveAttribute('readonly', '');
  await expect(dialog.getByLabel('Assigned Event')).toHaveValue(event.name);
  await dialog.getByLabel('Name').fill('');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await dialog.getByLabel('Name').fill('Casey Brooks');
  await expect(dialog.getByText('Name is required')).toBeHidden();
  await dialog.getByLabel('Email').fill('casey.brooks@example.org');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(caseyRow).toContainText('casey.brooks@example.org');

  // Remove: the confirmation names the member and what happens to their tasks.
  await table.getByRole('button', { name: 'Remove Casey Brooks' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove Team Member' });
  await expect(confirm).toContainText('Are you sure you want to remove Casey Brooks from the team?');
  await expect(confirm).toContainText('Their 2 assigned tasks will become unassigned.');
  await confirm.getByRole('button', { name: 'Remove Member' }).click();
  await expect(confirm).toBeHidden();
  await expect(table.getByRole('row').filter({ hasText: 'Casey Brooks' })).toHaveCount(0);
  await expect(page.getByText('Total members: 1')).toBeVisible();
  await expect(page.getByText('Active: 0')).toBeVisible();
});

test('the card menu edits and removes a member', async ({ page, account: _account }) => {
  const event = await createEvent(page.request, `Music Show ${suffix()}`);
  await createMember(page.request, event.id, { name: 'Avery Quinn', email: 'avery@example.com' });
  await page.goto(`/app/team?event=${event.id}&view=cards`);

  const card = memberCard(page, 'Avery Quinn');
  await card.getByRole('button', { name: 'Member actions for Avery Quinn' }).click();
  await page.getByRole('menuitem', { name: 'Edit Member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Team Member' });
  await dialog.getByLabel('Email').fill('avery.quinn@example.net');
  await dialog.getByLabel('Status').selectOption('pending');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByRole('link', { name: 'avery.quinn@example.net' })).toHaveAttribute('href', 'mailto:avery.quinn@example.net');
  await expect(card).toContainText('Pending');

  await card.getByRole('button', { name: 'Edit Details' }).click();
  await expect(dialog.getByLabel('Email')).toHaveValue('avery.quinn@example.net');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await card.getByRole('button', { name: 'Member actions for Avery Quinn' }).click();
  await page.getByRole('menuitem', { name: 'Remove Member' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove Team Member' });
  await expect(confirm).toContainText('Are you sure you want to remove Avery Quinn from the team?');
  await expect(confirm).not.toContainText('unassigned');
  await confirm.getByRole('button', { name: 'Remove Member' }).click();
  await expect(page.getByRole('heading', { name: 'No Team Members Found for This Event' })).toBeVisible();
});

test('search looks at company and role as well as name', async ({ page, account: _account }) => {
  const event = await createEvent(page.request, `City Marathon ${suffix()}`);
  await createMember(page.request, event.id, { name: 'Blake Moreno', company: 'Northwind Traders' });
  await createMember(page.request, event.id, { name: 'Emery Walsh', role: 'Stage Manager' });
  await createMember(page.request, event.id, { name: 'Finley Ortiz' });
  await page.goto(`/app/team?event=${event.id}`);
  await expect(page.getByRole('article')).toHaveCount(3);

  const search = page.getByLabel('Search members');
  await search.fill('northwind');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(memberCard(page, 'Blake Moreno')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh (1)' })).toBeVisible();

  await search.fill('STAGE man');
  await expect(memberCard(page, 'Emery Walsh')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);

  await search.fill('no such person');
  await expect(page.getByRole('heading', { name: 'No Team Members Found for This Event' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear Search' }).click();
  await expect(page.getByRole('article')).toHaveCount(3);
});

test('a failing load shows the error panel and counts every attempt', async ({ page, account: _account }) => {
  const event = await createEvent(page.request, `Art Fair ${suffix()}`);
  await createMember(page.request, event.id, { name: 'Harper Cole' });
  let failing = true;
  await page.route(
    (url) => url.pathname === '/api/team-members',
    (route) =>
      failing && route.request().method() === 'GET'
        ? route.fulfill({ status: 500, json: { error: { message: 'Internal server error' } } })
        : route.fallback(),
  );

  await page.goto(`/app/team?event=${event.id}`);
  const panel = page.getByRole('alert').filter({ hasText: 'Error Loading Team Data' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Force Retry (1)' })).toBeVisible();
  await panel.getByRole('button', { name: 'Force Retry (1)' }).click();
  await expect(panel.getByRole('button', { name: 'Force Retry (2)' })).toBeVisible();
  await panel.getByRole('button', { name: 'Try Again' }).click();
  await expect(panel.getByRole('button', { name: 'Force Retry (3)' })).toBeVisible();

  failing = false;
  await panel.getByRole('button', { name: 'Try Again' }).click();
  await expect(memberCard(page, 'Harper Cole')).toBeVisible();
  await expect(panel).toBeHidden();
});

test('events that fail to load show the error panel, not an empty "no events" state', async ({ page, account: _account }) => {
  const event = await createEvent(page.request, `Book Fair ${suffix()}`);
  let failing = true;
  await page.route(
    (url) => url.pathname === '/api/events/options',
    (route) =>
      failing && route.request().method() === 'GET'
        ? route.fulfill({ status: 500, body: '' })
        : route.fallback(),
  );

  await page.goto('/app/team');
  const panel = page.getByRole('alert').filter({ hasText: 'Error Loading Team Data' });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('Failed to load events: Server error (500).');
  await expect(page.getByRole('link', { name: 'Create an Event' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Select an Event to View Team Members' })).toBeHidden();
  await panel.getByRole('button', { name: 'Force Retry (1)' }).click();
  await expect(panel.getByRole('button', { name: 'Force Retry (2)' })).toBeVisible();

  failing = false;
  await panel.getByRole('button', { name: 'Try Again' }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Select an Event to View Team Members' })).toBeVisible();
  await eventSelect(page).click();
  await expect(optionsOf(page)).toHaveText(['Choose an event…', event.name]);
});

test('a failed refresh keeps the members on screen and says so', async ({ page, account: _account }) => {
  const event = await createEvent(page.request, `Food Market ${suffix()}`);
  await createMember(page.request, event.id, { name: 'Quinn Harper' });
  await page.goto(`/app/team?event=${event.id}`);
  await expect(memberCard(page, 'Quinn Harper')).toBeVisible();

  let failing = true;
  await page.route(
    (url) => url.pathname === '/api/team-members',
    (route) =>
      failing && route.request().method() === 'GET'
        ? route.fulfill({ status: 500, body: '' })
        : route.fallback(),
  );
  await page.getByRole('button', { name: 'Refresh (1)' }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'Could not refresh the team members' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Server error (500).');
  await expect(memberCard(page, 'Quinn Harper')).toBeVisible();
  await expect(page.getByText('Error Loading Team Data')).toBeHidden();

  failing = false;
  await notice.getByRole('button', { name: 'Try Again' }).click();
  await expect(notice).toBeHidden();
  await expect(memberCard(page, 'Quinn Harper')).toBeVisible();
});

test('a long team loads page by page', async ({ page, account: _account }) => {
  const event = await createEvent(page.request, `Big Expo ${suffix()}`);
  for (let i = 1; i <= 52; i += 1) {
    await createMember(page.request, event.id, { name: `Member ${String(i).padStart(2, '0')}` });
  }
  await page.goto(`/app/team?event=${event.id}`);
  await expect(page.getByRole('article')).toHaveCount(50);
  await expect(page.getByText('Showing 50 of 52')).toBeVisible();
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(page.getByRole('article')).toHaveCount(52);
  await expect(memberCard(page, 'Member 52')).toContainText('#52');
  await expect(page.getByRole('button', { name: 'Load more' })).toBeHidden();
});

test('cards, table and the add form have no accessibility violations, light or dark', async ({ page, account: _account }) => {
  // Several full axe scans (each theme, each state) take longer than one test's usual budget on 2 cores.
  test.slow();
  const event = await createEvent(page.request, `Design Week ${suffix()}`);
  const member = await createMember(page.request, event.id, { name: 'Rowan Ellis', email: 'rowan@example.com', role: 'Host' });
  await createTask(page.request, event.id, member.id, 'inprogress');
  await createMember(page.request, event.id, { name: 'Sasha Novak' });

  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(`/app/team?event=${event.id}&view=cards`);
    await expect(memberCard(page, 'Rowan Ellis')).toBeVisible();
    await expectNoAxeViolations(page, `cards ${scheme}`);

    await page.goto(`/app/team?event=${event.id}&view=table`);
    await expect(page.getByRole('table', { name: 'Team members' })).toBeVisible();
    await expectNoAxeViolations(page, `table ${scheme}`);

    await page.getByRole('button', { name: 'Add Member', exact: true }).click();
    await addForm(page).getByRole('button', { name: 'Save Member' }).click();
    await expect(addForm(page).getByText('Name is required')).toBeVisible();
    await expectNoAxeViolations(page, `add form ${scheme}`);
  }
});
