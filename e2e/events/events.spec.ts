import type { Page } from '@playwright/test';
import { addDays, todayIn } from '../../src/domain/dates.ts';
import { axeScan } from '../support/axe.ts';
import { expect, PASSWORD, test } from '../support/fixtures.ts';

/** A calendar day `offset` days from today on this machine's calendar, which the browser shares. */
const day = (offset: number) => addDays(todayIn(), offset);

interface EventInput {
  name: string;
  description?: string;
  startDate: string;
  endDate?: string;
}

async function createEventViaApi(page: Page, input: EventInput) {
  const response = await page.request.post(`/api/events?today=${todayIn()}`, {
    data: { description: `About ${input.name}`, ...input },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).event as { id: number; name: string };
}

async function loadSampleDataViaApi(page: Page) {
  const response = await page.request.post('/api/sample-data', { data: { today: todayIn() } });
  expect(response.status(), await response.text()).toBe(201);
}

const card = (page: Page, name: string) => page.getByRole('article', { name });

test('an event created in the modal shows a success message, closes and appears in the list', async ({ page, account: _account }) => {
  await page.goto('/app/events');
  await page.getByRole('button', { name: 'Create New Event' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create New Event' });
  await dialog.getByLabel('Event name').fill('Harbour Festival');
  await dialog.getByLabel('Description').fill('Boats, food stalls and live music on the quay.');
  await dialog.getByLabel('Start date').fill('2031-07-04');
  await dialog.getByLabel('End date').fill('2031-07-06');
  await dialog.getByRole('button', { name: 'Create Event' }).click();

  await expect(dialog.getByText('Event created successfully!')).toBeVisible();
  await expect(dialog.getByLabel('Event name')).toHaveValue('');
  await expect(dialog).toBeHidden();

  const created = card(page, 'Harbour Festival');
  await expect(created).toContainText('Jul 4, 2031 - Jul 6, 2031');
  await expect(created).toContainText('Starts on Jul 4, 2031');
  await expect(created.getByText('Upcoming', { exact: true })).toBeVisible();
  await expect(created).toContainText(/ID: \d+/);
  await expect(page.getByText('1 event', { exact: true })).toBeVisible();
});

test('the create dialog cannot be closed while it saves, and a server failure keeps what was typed', async ({ page, account: _account }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === '/api/events',
    async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      await held;
      return route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"message":"Something went wrong on our side."}}' });
    },
  );
  await page.goto('/app/events');
  await page.getByRole('button', { name: 'Create New Event' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create New Event' });
  await dialog.getByLabel('Event name').fill('Poetry Slam');
  await dialog.getByLabel('Description').fill('Open mic night.');
  await dialog.getByLabel('Start date').fill('2031-02-02');
  await dialog.getByRole('button', { name: 'Create Event' }).click();

  await expect(dialog.getByRole('button', { name: 'Creating...' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();

  release();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Server error occurred. The API may be temporarily unavailable. Please try again in a few moments.',
  );
  await expect(dialog.getByLabel('Event name')).toHaveValue('Poetry Slam');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('more than 50 events are shown 50 at a time with Load more', async ({ page, account: _account }) => {
  const names = Array.from({ length: 52 }, (_, index) => `Workshop ${String(index + 1).padStart(2, '0')}`);
  for (let start = 0; start < names.length; start += 13) {
    await Promise.all(names.slice(start, start + 13).map((name, offset) => createEventViaApi(page, { name, startDate: day(10 + start + offset) })));
  }
  await page.goto('/app/events');
  await expect(page.getByText('Showing 50 of 52 events')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(50);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(page.getByRole('article')).toHaveCount(52);
  await expect(page.getByText('52 events', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
});

test('search finds events on the server and the chips filter by status', async ({ page, account: _account }) => {
  await createEventViaApi(page, { name: 'Winter Market', startDate: day(-40), endDate: day(-38) });
  await createEventViaApi(page, { name: 'Spring Hackathon', startDate: day(20), endDate: day(21) });
  await createEventViaApi(page, { name: 'Summer Picnic', description: 'Games in the park for the whole office', startDate: day(60) });

  await page.goto('/app/events');
  await expect(page.getByText('3 events', { exact: true })).toBeVisible();

  const search = page.getByPlaceholder('Search events...');
  await search.fill('hackathon');
  await expect(card(page, 'Spring Hackathon')).toBeVisible();
  await expect(card(page, 'Winter Market')).toBeHidden();
  await expect(card(page, 'Summer Picnic')).toBeHidden();
  await expect(page).toHaveURL(/q=hackathon/);

  // The description counts too.
  await search.fill('PARK');
  await expect(card(page, 'Summer Picnic')).toBeVisible();
  await expect(card(page, 'Spring Hackathon')).toBeHidden();

  await search.fill('no such event anywhere');
  await expect(page.getByRole('heading', { name: 'No Events Found' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load sample data' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page.getByRole('article')).toHaveCount(3);

  const filters = page.getByRole('group', { name: 'Filter events by status' });
  await expect(filters.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

  await filters.getByRole('button', { name: 'Past' }).click();
  await expect(filters.getByRole('button', { name: 'Past' })).toHaveAttribute('aria-pressed', 'true');
  await expect(filters.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
  await expect(card(page, 'Winter Market')).toBeVisible();
  await expect(card(page, 'Winter Market')).toContainText('Completed');
  await expect(page.getByRole('article')).toHaveCount(1);

  await filters.getByRole('button', { name: 'Upcoming' }).click();
  await expect(card(page, 'Spring Hackathon')).toBeVisible();
  await expect(card(page, 'Summer Picnic')).toBeVisible();
  await expect(card(page, 'Winter Market')).toBeHidden();
  await expect(page.getByRole('article')).toHaveCount(2);

  // The filter survives a reload.
  await page.reload();
  await expect(filters.getByRole('button', { name: 'Upcoming' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('article')).toHaveCount(2);
});

test('the details show dates, duration, creator and id, and lead to editing', async ({ page, account }) => {
  const event = await createEventViaApi(page, { name: 'Design Sprint', description: 'Five teams, one week.', startDate: '2031-03-10', endDate: '2031-03-12' });

  await page.goto('/app/events');
  await card(page, 'Design Sprint').getByRole('button', { name: 'View Details' }).click();
  // Named as it reads: the event first, then what kind of event it is.
  const details = page.getByRole('dialog', { name: 'Design Sprint, upcoming event', exact: true });
  await expect(details).toContainText('Upcoming Event');
  await expect(details).toContainText('Start Date: Mar 10, 2031');
  await expect(details).toContainText('End Date: Mar 12, 2031');
  await expect(details).toContainText('Duration: 2 days');
  await expect(details).toContainText(`Created By: ${account.name}`);
  await expect(details).toContainText('Five teams, one week.');
  await expect(details).toContainText(`Event ID: ${event.id}`);
  await expect(details).toContainText(/Created: \w{3} \d{1,2}, \d{4}/);

  await details.getByRole('button', { name: 'Edit Event' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Event' });
  await expect(edit.getByLabel('Event name')).toHaveValue('Design Sprint');
  await edit.getByLabel('Event name').fill('Design Sprint Week');
  await edit.getByLabel('End date').fill('');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.getByText('Event updated successfully!')).toBeVisible();
  await expect(edit).toBeHidden();

  const edited = card(page, 'Design Sprint Week');
  await expect(edited).toBeVisible();
  // An empty end date means a one-day event.
  await expect(edited).toContainText('Mar 10, 2031');
  await expect(edited).not.toContainText(' - ');
  await edited.getByRole('button', { name: 'View Details' }).click();
  await expect(page.getByRole('dialog')).not.toContainText('Duration');
});

test('editing from the card changes the name on the card', async ({ page, account: _account }) => {
  await createEventViaApi(page, { name: 'Board Retreat', startDate: day(5) });
  await page.goto('/app/events');
  await card(page, 'Board Retreat').getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Event' });
  await edit.getByLabel('Event name').fill('Leadership Retreat');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(card(page, 'Leadership Retreat')).toBeVisible();
  await expect(card(page, 'Board Retreat')).toHaveCount(0);
});

test('moving the start moves the end with it: a one-day event stays one day, a longer one keeps its length', async ({ page, account: _account }) => {
  const oneDay = await createEventViaApi(page, { name: 'Harbour Picnic', startDate: '2031-05-10' });
  const threeDays = await createEventViaApi(page, { name: 'Film Festival', startDate: '2031-09-01', endDate: '2031-09-04' });
  const datesOf = async (id: number) => {
    const response = await page.request.get(`/api/events/${id}`);
    const { startDate, endDate } = (await response.json()).event as { startDate: string; endDate: string };
    return [startDate, endDate];
  };
  await page.goto('/app/events');

  await card(page, 'Harbour Picnic').getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Event' });
  await expect(edit.getByLabel('End date')).toHaveValue('2031-05-10');
  await edit.getByLabel('Start date').fill('2031-05-17');
  await expect(edit.getByLabel('End date')).toHaveValue('2031-05-17');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.getByText('Event updated successfully!')).toBeVisible();
  await expect(edit).toBeHidden();
  expect(await datesOf(oneDay.id)).toEqual(['2031-05-17', '2031-05-17']);
  await expect(card(page, 'Harbour Picnic')).toContainText('May 17, 2031');
  await expect(card(page, 'Harbour Picnic')).not.toContainText(' - ');

  await card(page, 'Film Festival').getByRole('button', { name: 'Edit' }).click();
  await edit.getByLabel('Start date').fill('2031-08-30');
  await expect(edit.getByLabel('End date')).toHaveValue('2031-09-02');
  // The end can still be set on its own afterwards.
  await edit.getByLabel('End date').fill('2031-09-05');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  expect(await datesOf(threeDays.id)).toEqual(['2031-08-30', '2031-09-05']);
});

test('deleting an event names what goes with it, then removes it', async ({ page, account: _account }) => {
  const event = await createEventViaApi(page, { name: 'Robotics Fair', startDate: day(12) });
  await createEventViaApi(page, { name: 'Chess Evening', startDate: day(14) });
  const member = await page.request.post('/api/team-members', { data: { name: 'Jordan Smith', eventId: event.id } });
  expect(member.status(), await member.text()).toBe(201);
  for (const title of ['Book the hall', 'Print badges']) {
    const task = await page.request.post('/api/tasks', { data: { title, eventId: event.id } });
    expect(task.status(), await task.text()).toBe(201);
  }

  await page.goto('/app/events');
  await card(page, 'Robotics Fair').getByRole('button', { name: 'View Details' }).click();
  await page.getByRole('dialog', { name: /Robotics Fair/ }).getByRole('button', { name: 'Delete Event' }).click();

  const confirm = page.getByRole('dialog', { name: 'Delete Event' });
  await expect(confirm).toContainText('Delete "Robotics Fair"? This also deletes its 2 tasks and 1 team member. This cannot be undone.');
  // Cancelling goes back to the details and deletes nothing.
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog', { name: /Robotics Fair/ })).toBeVisible();
  await page.getByRole('dialog', { name: /Robotics Fair/ }).getByRole('button', { name: 'Delete Event' }).click();

  await confirm.getByRole('button', { name: 'Delete Event' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('"Robotics Fair" was deleted.', { exact: true })).toBeVisible();
  await expect(card(page, 'Robotics Fair')).toHaveCount(0);
  await expect(card(page, 'Chess Evening')).toBeVisible();
  await expect(page.getByText('1 event', { exact: true })).toBeVisible();

  const gone = await page.request.get(`/api/events/${event.id}`);
  expect(gone.status()).toBe(404);
});

test('after a delete the page does not ask for the deleted event again', async ({ page, account: _account }) => {
  const event = await createEventViaApi(page, { name: 'Lantern Walk', startDate: day(9) });
  await createEventViaApi(page, { name: 'Quiz Night', startDate: day(10) });
  await page.goto('/app/events');
  await card(page, 'Lantern Walk').getByRole('button', { name: 'View Details' }).click();
  await page.getByRole('dialog', { name: /Lantern Walk/ }).getByRole('button', { name: 'Delete Event' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Event' });
  await expect(confirm).toContainText('Delete "Lantern Walk"?');

  // From the moment of the delete on: every request for the event, and every console error.
  const eventPath = `/api/events/${event.id}`;
  const requested: string[] = [];
  const consoleErrors: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === eventPath) requested.push(request.method());
  });
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });

  await confirm.getByRole('button', { name: 'Delete Event' }).click();
  await expect(page.getByText('"Lantern Walk" was deleted.', { exact: true })).toBeVisible();
  await expect(card(page, 'Lantern Walk')).toHaveCount(0);
  await expect(page.getByText('1 event', { exact: true })).toBeVisible();
  // The refresh that follows a delete is over once the list shows it; switching filters loads again.
  const filters = page.getByRole('group', { name: 'Filter events by status' });
  await filters.getByRole('button', { name: 'Upcoming' }).click();
  await expect(card(page, 'Quiz Night')).toBeVisible();
  await filters.getByRole('button', { name: 'All' }).click();
  await expect(card(page, 'Quiz Night')).toBeVisible();

  expect(requested).toEqual(['DELETE']);
  expect(consoleErrors).toEqual([]);
});

test("the details lead to the event's own tasks and team", async ({ page, account: _account }) => {
  const event = await createEventViaApi(page, { name: 'Kite Festival', startDate: day(20) });
  const other = await createEventViaApi(page, { name: 'Lantern Walk', startDate: day(30) });
  for (const [title, eventId] of [['Order kites', event.id], ['Buy lanterns', other.id]] as const) {
    const task = await page.request.post('/api/tasks', { data: { title, eventId } });
    expect(task.status(), await task.text()).toBe(201);
  }
  for (const [name, eventId] of [['Kit Flyer', event.id], ['Lamp Lighter', other.id]] as const) {
    const member = await page.request.post('/api/team-members', { data: { name, eventId } });
    expect(member.status(), await member.text()).toBe(201);
  }

  await page.goto('/app/events');
  await card(page, 'Kite Festival').getByRole('button', { name: 'View Details' }).click();
  let details = page.getByRole('dialog', { name: /Kite Festival/ });
  await expect(details.getByRole('link', { name: 'View Tasks' })).toHaveAttribute('href', `/app/tasks?event=${event.id}`);
  await details.getByRole('link', { name: 'View Tasks' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/tasks\\?event=${event.id}$`));
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Order kites').first()).toBeVisible();
  await expect(page.getByText('Buy lanterns')).toHaveCount(0);

  await page.goto('/app/events');
  await card(page, 'Kite Festival').getByRole('button', { name: 'View Details' }).click();
  details = page.getByRole('dialog', { name: /Kite Festival/ });
  await details.getByRole('link', { name: 'View Team' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/team\\?event=${event.id}`));
  await expect(page.getByText('Kit Flyer').first()).toBeVisible();
  await expect(page.getByText('Lamp Lighter')).toHaveCount(0);
});

test('the details and the delete warning count what the event has now, not what the list last saw', async ({ page, account: _account }) => {
  const event = await createEventViaApi(page, { name: 'Kite Festival', startDate: day(20) });
  await page.goto('/app/events');
  await expect(card(page, 'Kite Festival')).toBeVisible();

  // Work added elsewhere (another tab, a colleague) after the list was loaded.
  const task = await page.request.post('/api/tasks', { data: { title: 'Order kites', eventId: event.id } });
  expect(task.status(), await task.text()).toBe(201);

  await card(page, 'Kite Festival').getByRole('button', { name: 'View Details' }).click();
  const details = page.getByRole('dialog', { name: /Kite Festival/ });
  await expect(details).toContainText('Tasks: 1');
  await details.getByRole('button', { name: 'Delete Event' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete Event' })).toContainText(
    'Delete "Kite Festival"? This also deletes its 1 task. This cannot be undone.',
  );
});

test('a failed delete is shown in the confirmation', async ({ page, account: _account }) => {
  await createEventViaApi(page, { name: 'Pottery Class', startDate: day(3) });
  await page.route(
    (url) => url.pathname.startsWith('/api/events/'),
    (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({ status: 404, contentType: 'application/json', body: '{"error":{"message":"Event not found"}}' })
        : route.continue(),
  );
  await page.goto('/app/events');
  await card(page, 'Pottery Class').getByRole('button', { name: 'View Details' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete Event' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Event' });
  await expect(confirm).toContainText('Delete "Pottery Class"? This cannot be undone.');
  await confirm.getByRole('button', { name: 'Delete Event' }).click();
  await expect(confirm.getByRole('alert')).toHaveText('Event not found');
  await expect(confirm).toBeVisible();
});

test('an empty submit shows each field’s message, and editing a field clears its message', async ({ page, account: _account }) => {
  await page.goto('/app/events');
  await page.getByRole('button', { name: 'Create New Event' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create New Event' });
  await dialog.getByRole('button', { name: 'Create Event' }).click();

  await expect(dialog.getByText('Event name is required')).toBeVisible();
  await expect(dialog.getByText('Event description is required')).toBeVisible();
  await expect(dialog.getByText('Start date is required')).toBeVisible();
  await expect(dialog.getByLabel('Event name')).toHaveAttribute('aria-invalid', 'true');

  await dialog.getByLabel('Event name').fill('Quiz Night');
  await expect(dialog.getByText('Event name is required')).toBeHidden();
  await expect(dialog.getByLabel('Event name')).not.toHaveAttribute('aria-invalid');
  await expect(dialog.getByText('Event description is required')).toBeVisible();

  // Blank text is not a description.
  await dialog.getByLabel('Description').fill('   ');
  await dialog.getByLabel('Start date').fill('2031-05-10');
  await dialog.getByLabel('End date').fill('2031-05-08');
  await dialog.getByRole('button', { name: 'Create Event' }).click();
  await expect(dialog.getByText('Event description is required')).toBeVisible();
  await expect(dialog.getByText('End date cannot be before the start date')).toBeVisible();
  await expect(dialog.getByText('Start date is required')).toBeHidden();

  await dialog.getByLabel('End date').fill('2031-05-11');
  await expect(dialog.getByText('End date cannot be before the start date')).toBeHidden();
});

test('the end date cannot be picked before the start date', async ({ page, account: _account }) => {
  await page.goto('/app/events');
  await page.getByRole('button', { name: 'Create New Event' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create New Event' });
  const end = dialog.getByLabel('End date');
  await expect(end).not.toHaveAttribute('min');
  await dialog.getByLabel('Start date').fill('2031-09-15');
  await expect(end).toHaveAttribute('min', '2031-09-15');
  await dialog.getByLabel('Start date').fill('2031-10-01');
  await expect(end).toHaveAttribute('min', '2031-10-01');
});

test('a new account sees the empty state and can load the five sample events', async ({ page, account: _account }) => {
  await page.goto('/app/events');
  await expect(page.getByRole('heading', { name: 'No Events Found' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create New Event' })).toHaveCount(2);

  await page.getByRole('button', { name: 'Load sample data' }).click();
  await expect(page.getByText(/^Sample data loaded: 5 events, \d+ team members, \d+ tasks$/)).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(5);
  await expect(page.getByText('5 events', { exact: true })).toBeVisible();

  const expected = [
    ['Music Summit', 'Past', 'Completed'],
    ['Startup Gala', 'Active', 'Currently active'],
    ['Tech Conference', 'Upcoming', 'Starts on'],
    ['Product Launch', 'Upcoming', 'Starts on'],
    ['Charity Run', 'Upcoming', 'Starts on'],
  ] as const;
  for (const [name, badge, line] of expected) {
    const sample = card(page, name);
    await expect(sample.getByText(badge, { exact: true })).toBeVisible();
    await expect(sample).toContainText(line);
  }
  // Every card has a picture, and not all the same one.
  const images = await page.getByRole('article').locator('img').evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).src));
  expect(new Set(images).size).toBeGreaterThan(1);
  for (const src of images) expect((await page.request.get(src)).status()).toBe(200);
});

test('the dashboard offers sample data and a way to create the first event', async ({ page, account: _account }) => {
  await page.goto('/app/dashboard');
  const welcome = page.getByRole('region', { name: 'Start with sample data' });
  await expect(welcome).toBeVisible();
  await welcome.getByRole('link', { name: 'Create Event' }).click();
  await expect(page).toHaveURL(/\/app\/events$/);
  await expect(page.getByRole('dialog', { name: 'Create New Event' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/app/dashboard');
  await welcome.getByRole('button', { name: 'Load sample data' }).click();
  await expect(page.getByText(/^Sample data loaded: 5 events/)).toBeVisible();
  await expect(welcome).toBeHidden();

  // A second load is refused: the account has events now.
  const again = await page.request.post('/api/sample-data', { data: { today: todayIn() } });
  expect(again.status()).toBe(409);
});

test('a failed load shows the error with Try Again, which recovers', async ({ page, account: _account }) => {
  await createEventViaApi(page, { name: 'Book Club', startDate: day(9) });
  let failing = true;
  await page.route(
    (url) => url.pathname === '/api/events',
    (route) =>
      failing
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"message":"Something went wrong on our side."}}' })
        : route.continue(),
  );
  await page.goto('/app/events');
  await expect(page.getByRole('heading', { name: 'Error Loading Events' })).toBeVisible({ timeout: 15_000 });
  await expect(
    page.getByText('Failed to load events: Server error (500). The service is temporarily unavailable. Please try again later.'),
  ).toBeVisible();
  await expect(page.getByRole('alert').getByRole('button', { name: 'Create New Event' })).toBeVisible();

  failing = false;
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(card(page, 'Book Club')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Error Loading Events' })).toBeHidden();
});

test('a session that ends while in use sends the user to sign in, then back to the events', async ({ page, account }) => {
  await createEventViaApi(page, { name: 'Gallery Opening', startDate: day(-2), endDate: day(-1) });
  await page.goto('/app/events');
  await expect(card(page, 'Gallery Opening')).toBeVisible();

  const signOut = await page.request.post('/api/auth/sign-out');
  expect(signOut.ok()).toBe(true);
  await page.getByRole('group', { name: 'Filter events by status' }).getByRole('button', { name: 'Past' }).click();

  await expect(page).toHaveURL(/\/auth$/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/app\/events\?status=past$/);
  await expect(card(page, 'Gallery Opening')).toBeVisible();
});

test('the events page and its dialogs have no accessibility violations, light or dark', async ({ page, account: _account }) => {
  test.slow();
  await loadSampleDataViaApi(page);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/app/events');
    await expect(page.getByRole('article')).toHaveCount(5);
    expect((await axeScan(page).analyze()).violations, `events ${scheme}`).toEqual([]);

    await card(page, 'Tech Conference').getByRole('button', { name: 'View Details' }).click();
    await expect(page.getByRole('dialog')).toContainText('Duration');
    expect((await axeScan(page).analyze()).violations, `details ${scheme}`).toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Create New Event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Event' });
    await dialog.getByRole('button', { name: 'Create Event' }).click();
    await expect(dialog.getByText('Event name is required')).toBeVisible();
    expect((await axeScan(page).analyze()).violations, `create ${scheme}`).toEqual([]);
    await page.keyboard.press('Escape');
  }
});
