import { request as playwrightRequest, type Page } from '@playwright/test';
import { axeViolations, expectNoViolationsInBothSchemes, expectScheme, SCHEMES } from '../support/axe.ts';
import { addDays, todayIn } from '../../src/domain/dates.ts';
import { expect, test } from '../support/fixtures.ts';

/**
 * The calendar feed panel of an event's details and of a team member: a link that a calendar app,
 * with no session, subscribes to; a new link or turning the feed off makes the old one answer 404.
 */

const FEED_URL = /^http:\/\/[^/]+\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/;

async function createEventWithTask(page: Page, name: string, taskTitle: string) {
  const event = await page.request.post(`/api/events?today=${todayIn()}`, {
    data: { name, description: `About ${name}`, startDate: addDays(todayIn(), 40), endDate: addDays(todayIn(), 41) },
  });
  expect(event.status(), await event.text()).toBe(201);
  const { id } = (await event.json()).event as { id: number };
  const task = await page.request.post('/api/tasks', { data: { eventId: id, title: taskTitle, dueDate: addDays(todayIn(), 30) } });
  expect(task.status(), await task.text()).toBe(201);
  return id;
}

/** What a calendar app gets from the URL: no cookie, no browser. */
async function fetchAsCalendarApp(url: string) {
  const client = await playwrightRequest.newContext();
  try {
    const response = await client.get(url);
    return { status: response.status(), type: response.headers()['content-type'] ?? '', body: await response.text() };
  } finally {
    await client.dispose();
  }
}

async function openDetails(page: Page, name: string) {
  await page.goto('/app/events');
  await page.getByRole('article', { name }).getByRole('button', { name: 'View Details' }).click();
  const details = page.getByRole('dialog', { name: new RegExp(`^${name}, `) });
  await expect(details).toBeVisible();
  return details;
}

test('an event feed: create the link, subscribe without a session, turn it off', async ({ page, context, account: _account }) => {
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await createEventWithTask(page, 'Lighthouse Gala', 'Order the flowers');

  const details = await openDetails(page, 'Lighthouse Gala');
  const panel = details.getByRole('region', { name: 'Calendar feed' });
  await expect(panel).toContainText('Subscribe in Google Calendar, Apple Calendar or Thunderbird');
  const create = panel.getByRole('button', { name: 'Create feed link' });
  await create.focus();
  await page.keyboard.press('Enter');

  const link = panel.getByRole('textbox', { name: 'Feed link' });
  await expect(link).toHaveValue(FEED_URL);
  await expect(link).toHaveAttribute('readonly', '');
  const url = await link.inputValue();

  await panel.getByRole('button', { name: 'Copy link' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  const feed = await fetchAsCalendarApp(url);
  expect(feed.status).toBe(200);
  expect(feed.type).toBe('text/calendar; charset=utf-8');
  expect(feed.body).toContain('BEGIN:VCALENDAR');
  expect(feed.body).toContain('SUMMARY:Order the flowers');
  expect(feed.body).toContain('SUMMARY:Lighthouse Gala');

  // Opening the details again shows the same link.
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  const reopened = await openDetails(page, 'Lighthouse Gala');
  await expect(reopened.getByRole('textbox', { name: 'Feed link' })).toHaveValue(url);

  // A new link: asked first, and the old one stops working.
  await reopened.getByRole('button', { name: 'New link' }).click();
  const confirmNew = page.getByRole('dialog', { name: 'Make a new feed link?' });
  await expect(confirmNew).toContainText('The current link stops working at once');
  await confirmNew.getByRole('button', { name: 'Make new link' }).click();
  await expect(confirmNew).toBeHidden();
  const renewed = reopened.getByRole('textbox', { name: 'Feed link' });
  await expect(renewed).not.toHaveValue(url);
  const newUrl = await renewed.inputValue();
  expect((await fetchAsCalendarApp(url)).status).toBe(404);
  expect((await fetchAsCalendarApp(newUrl)).status).toBe(200);

  // Turning it off, cancelled first, then confirmed.
  await reopened.getByRole('button', { name: 'Turn off feed' }).click();
  const confirmOff = page.getByRole('dialog', { name: 'Turn off the calendar feed?' });
  await confirmOff.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirmOff).toBeHidden();
  expect((await fetchAsCalendarApp(newUrl)).status).toBe(200);
  await reopened.getByRole('button', { name: 'Turn off feed' }).click();
  await confirmOff.getByRole('button', { name: 'Turn off feed' }).click();
  await expect(confirmOff).toBeHidden();
  await expect(reopened.getByRole('button', { name: 'Create feed link' })).toBeVisible();
  const off = await fetchAsCalendarApp(newUrl);
  expect(off.status).toBe(404);
  expect(JSON.parse(off.body)).toEqual({ error: { message: 'Calendar feed not found' } });
});

test("a team member's feed lists their tasks", async ({ page, account: _account }) => {
  test.slow();
  const eventId = await createEventWithTask(page, 'River Clean-up', 'Unassigned task');
  const member = await page.request.post('/api/team-members', { data: { eventId, name: 'Noor Haddad' } });
  expect(member.status()).toBe(201);
  const memberId = (await member.json()).member.id as number;
  const task = await page.request.post('/api/tasks', { data: { eventId, title: 'Bring the gloves', assigneeId: memberId, dueDate: addDays(todayIn(), 20) } });
  expect(task.status()).toBe(201);

  await page.goto(`/app/team?event=${eventId}&view=cards`);
  await page.getByRole('article', { name: 'Noor Haddad' }).getByRole('button', { name: 'Edit Details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Team Member' });
  const panel = dialog.getByRole('region', { name: 'Calendar feed' });
  await panel.getByRole('button', { name: 'Create feed link' }).click();
  const url = await panel.getByRole('textbox', { name: 'Feed link' }).inputValue();
  expect(url).toMatch(FEED_URL);
  const feed = await fetchAsCalendarApp(url);
  expect(feed.status).toBe(200);
  expect(feed.body).toContain('SUMMARY:Bring the gloves');
  expect(feed.body).not.toContain('Unassigned task');
});

test('the panel passes axe in light and dark, and reads well wide and at 390 px', async ({ page, account: _account }, testInfo) => {
  test.slow();
  await createEventWithTask(page, 'Axe Night', 'Check the contrast');
  const details = await openDetails(page, 'Axe Night');
  const panel = details.getByRole('region', { name: 'Calendar feed' });
  await expect(panel.getByRole('button', { name: 'Create feed link' })).toBeVisible();
  await expectNoViolationsInBothSchemes(page, 'panel without a link', '[role="dialog"]');

  await panel.getByRole('button', { name: 'Create feed link' }).click();
  await expect(panel.getByRole('textbox', { name: 'Feed link' })).toHaveValue(FEED_URL);
  for (const scheme of SCHEMES) {
    await page.emulateMedia({ colorScheme: scheme });
    await expectScheme(page, scheme);
    expect(await axeViolations(page, '[role="dialog"]'), `panel with a link (${scheme})`).toEqual([]);
    await panel.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: testInfo.outputPath(`calendar-feed-wide-${scheme}.png`) });
  }

  await page.setViewportSize({ width: 390, height: 844 });
  for (const scheme of SCHEMES) {
    await page.emulateMedia({ colorScheme: scheme });
    await panel.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    // Nothing sticks out sideways at phone width.
    const box = await panel.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: testInfo.outputPath(`calendar-feed-390-${scheme}.png`) });
  }
  await page.emulateMedia({ colorScheme: 'light' });

  await panel.getByRole('button', { name: 'Turn off feed' }).click();
  await expect(page.getByRole('dialog', { name: 'Turn off the calendar feed?' })).toBeVisible();
  expect(await axeViolations(page, '[role="dialog"]'), 'turn-off confirmation').toEqual([]);
});
