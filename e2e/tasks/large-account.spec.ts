import type { APIRequestContext, Page } from '@playwright/test';
import { axeScan } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { choose, createTask, optionsOf, taskRow, type CreatedEvent, type CreatedMember } from './task-fixtures.ts';

const EVENTS = 600;
const MEMBERS = 120;
/** Requests sent at once while seeding. */
const BATCH = 20;

const pad = (n: number) => String(n).padStart(3, '0');

async function inBatches<T>(count: number, make: (index: number) => Promise<T>): Promise<T[]> {
  const made: T[] = [];
  for (let start = 0; start < count; start += BATCH) {
    made.push(...(await Promise.all(Array.from({ length: Math.min(BATCH, count - start) }, (_, offset) => make(start + offset)))));
  }
  return made;
}

/**
 * An organiser with 600 events ("Expo 001" … "Expo 600": the picker's first page shows 50 of them),
 * the last of which has 120 crew members and Zara Quintero, who sorts after all of them.
 */
async function seedLargeAccount(request: APIRequestContext) {
  const events = await inBatches(EVENTS, async (index) => {
    const response = await request.post('/api/events', {
      data: { name: `Expo ${pad(index + 1)}`, description: 'One of many.', startDate: '2030-05-01', endDate: '2030-05-02' },
    });
    expect(response.status()).toBe(201);
    return (await response.json()).event as CreatedEvent;
  });
  const last = events.at(-1)!;
  // The crew in one request, as the import screen sends a file of them.
  const members = Array.from({ length: MEMBERS }, (_, index) => ({ row: index + 1, name: `Crew ${pad(index + 1)}` }));
  const crew = await request.post(`/api/events/${last.id}/imports/members`, { data: { format: 'csv', fileName: 'crew.csv', members } });
  expect(crew.status(), await crew.text()).toBe(201);
  expect((await crew.json()).membersCreated).toBe(MEMBERS);
  const response = await request.post('/api/team-members', { data: { eventId: last.id, name: 'Zara Quintero' } });
  expect(response.status()).toBe(201);
  const zara = (await response.json()).member as CreatedMember;
  await createTask(request, { eventId: last.id, title: 'Hang the banners', assigneeId: zara.id });
  await createTask(request, { eventId: events[0]!.id, title: 'Book the hall' });
  return { last, zara };
}

const eventFilter = (page: Page) => page.getByRole('combobox', { name: 'Filter by Event' });
const memberFilter = (page: Page) => page.getByRole('combobox', { name: 'Filter by Member' });
/** The line under an open list that says how much of it is shown. */
const listStatus = (page: Page) => page.getByRole('status').filter({ hasText: 'type to narrow the list' });

test('with 600 events the task filters find the last event and a member by typing, and the table never waits for them', async ({
  page,
  account: _account,
}) => {
  test.slow();
  const { last, zara } = await seedLargeAccount(page.request);

  // Hold every option request: the table, the search and the filters still render.
  let held = 0;
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/(events|team-members)\/options/, async (route) => {
    held += 1;
    await released;
    await route.continue();
  });
  await page.goto(`/app/tasks?event=${last.id}&member=${zara.id}`);
  await expect(taskRow(page, 'Hang the banners')).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search tasks' })).toBeEnabled();
  await expect(eventFilter(page)).toHaveAttribute('placeholder', 'Loading…');
  expect(held).toBeGreaterThan(0);
  release();
  // Released, the chosen event and member show by name, though neither is on a first page of options.
  await expect(eventFilter(page)).toHaveValue(last.name);
  await expect(memberFilter(page)).toHaveValue(`Zara Quintero (${zara.code})`);

  await page.goto('/app/tasks');
  await expect(taskRow(page, 'Book the hall')).toBeVisible();

  // Opened, the list shows the first 50 events A to Z and pages in more on the way down.
  await eventFilter(page).click();
  await expect(optionsOf(page)).toHaveCount(51);
  await expect(optionsOf(page).nth(1)).toHaveText('Expo 001');
  await expect(listStatus(page)).toHaveText('Showing 50 of 600: type to narrow the list');
  for (let press = 0; press < 5; press += 1) await page.keyboard.press('PageDown');
  await expect(listStatus(page)).toHaveText('Showing 100 of 600: type to narrow the list');
  expect((await axeScan(page).analyze()).violations, 'open event list').toEqual([]);

  // Typing asks the server; Enter takes the first match.
  await eventFilter(page).fill('expo 600');
  await expect(optionsOf(page)).toHaveText([last.name]);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]event=${last.id}(&|$)`));
  await expect(eventFilter(page)).toHaveValue(last.name);
  await expect(taskRow(page, 'Book the hall')).toHaveCount(0);

  // The member filter offers the chosen event's 121 members, 50 at a time: Zara is found by name.
  await memberFilter(page).click();
  await expect(listStatus(page)).toHaveText('Showing 50 of 121: type to narrow the list');
  await expect(page.getByRole('option', { name: /^Zara Quintero/ })).toHaveCount(0);
  await memberFilter(page).pressSequentially('quint');
  await expect(optionsOf(page)).toHaveText([`Zara Quintero (${zara.code})`]);
  expect((await axeScan(page).analyze()).violations, 'open member list').toEqual([]);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]member=${zara.id}(&|$)`));
  await expect(taskRow(page, 'Hang the banners')).toBeVisible();

  // The keyboard alone: arrows move through the options, Escape closes without choosing.
  const activeOption = page.getByRole('listbox').getByRole('option', { selected: true });
  await eventFilter(page).focus();
  await page.keyboard.press('ArrowDown');
  await expect(eventFilter(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(activeOption).toHaveText('Filter by Event');
  await page.keyboard.press('ArrowDown');
  await expect(activeOption).toHaveText('Expo 001');
  await expect(eventFilter(page)).toHaveAttribute('aria-activedescendant', (await activeOption.getAttribute('id'))!);
  await page.keyboard.press('Escape');
  await expect(eventFilter(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(eventFilter(page)).toHaveValue(last.name);
});

test('with 600 events the team page and the forms find the last event and a member by typing', async ({ page, account: _account }) => {
  test.slow();
  const { last, zara } = await seedLargeAccount(page.request);

  await page.goto('/app/team');
  const eventSelect = page.getByLabel('Select Event to View Members');
  await choose(eventSelect, last.name, { search: '600' });
  await expect(page).toHaveURL(new RegExp(`[?&]event=${last.id}(&|$)`));
  await expect(page.getByText('Showing 50 of 121')).toBeVisible();

  // The add form starts with the page's event and offers any other by search.
  await page.getByRole('button', { name: 'Add Member', exact: true }).click();
  const form = page.getByRole('form', { name: 'Add Team Member' });
  await expect(form.getByLabel('Event')).toHaveValue(last.name);
  await expect(form.getByLabel('User ID')).toHaveValue(/^E6-\d{8}$/);
  await choose(form.getByLabel('Event'), 'Expo 599', { search: 'expo 599' });
  await expect(form.getByLabel('User ID')).toHaveValue(/^E5-\d{8}$/);

  // The task form: the event and then its assignee, each found by typing.
  await page.goto('/app/tasks');
  await page.getByRole('button', { name: 'Create Task' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Task' });
  await dialog.getByLabel('Title').fill('Print the lanyards');
  await choose(dialog.getByLabel('Event'), last.name, { search: 'Expo 600' });
  await choose(dialog.getByLabel('Assignee'), `Zara Quintero (${zara.code})`, { search: 'zara' });
  await dialog.getByRole('button', { name: 'Create Task' }).click();
  await expect(dialog.getByText('Task created successfully!')).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 5_000 });
  await expect(taskRow(page, 'Print the lanyards').getByRole('button', { name: /^Primary assignee for Print the lanyards: / })).toHaveAccessibleName(
    `Primary assignee for Print the lanyards: Zara Quintero (${zara.code})`,
  );
});
