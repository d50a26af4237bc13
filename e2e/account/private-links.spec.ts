import { request as playwrightRequest, type Page } from '@playwright/test';
import { axeViolations, expectScheme, SCHEMES } from '../support/axe.ts';
import { addDays, todayIn } from '../../src/domain/dates.ts';
import { expect, test } from '../support/fixtures.ts';

/**
 * The account's private links (user menu → Private links): every calendar feed of the account, listed
 * with what it shows; one turned off, or all ended at once after a lost device, and their URLs answer 404.
 */

/** An event with a dated task and a member, each with a calendar feed; their feed URLs. */
async function eventWithFeeds(page: Page, name: string, memberName: string) {
  const event = await page.request.post(`/api/events?today=${todayIn()}`, {
    data: { name, description: `About ${name}`, startDate: addDays(todayIn(), 40) },
  });
  expect(event.status(), await event.text()).toBe(201);
  const eventId = (await event.json()).event.id as number;
  const member = await page.request.post('/api/team-members', { data: { eventId, name: memberName } });
  expect(member.status(), await member.text()).toBe(201);
  const memberId = (await member.json()).member.id as number;
  const task = await page.request.post('/api/tasks', { data: { eventId, title: 'Hang the lanterns', assigneeId: memberId, dueDate: addDays(todayIn(), 30) } });
  expect(task.status()).toBe(201);
  const urls: string[] = [];
  for (const path of [`/api/events/${eventId}/calendar-feed`, `/api/team-members/${memberId}/calendar-feed`]) {
    const feed = await page.request.post(path);
    expect(feed.status(), await feed.text()).toBe(201);
    urls.push((await feed.json()).feed.url as string);
  }
  return { eventUrl: urls[0]!, memberUrl: urls[1]! };
}

/** What a calendar app gets from the URL: no cookie, no browser. */
async function statusAsCalendarApp(url: string) {
  const client = await playwrightRequest.newContext();
  try {
    return (await client.get(url)).status();
  } finally {
    await client.dispose();
  }
}

async function openFromMenu(page: Page) {
  await page.goto('/app/dashboard');
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Private links' }).click();
  await expect(page).toHaveURL(/\/app\/private-links$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Private links' })).toBeVisible();
}

test('after a lost device: end all links at once, and every feed URL answers 404', async ({ page, account: _account }) => {
  const first = await eventWithFeeds(page, 'Lantern Walk', 'Noor Haddad');
  const second = await eventWithFeeds(page, 'Harbour Gala', 'Sam Okafor');
  for (const url of [first.eventUrl, first.memberUrl, second.eventUrl, second.memberUrl]) expect(await statusAsCalendarApp(url)).toBe(200);

  await openFromMenu(page);
  const list = page.getByRole('list', { name: 'Private links' });
  await expect(list.getByRole('listitem')).toHaveCount(4);
  await expect(list.getByRole('listitem').filter({ hasText: 'Noor Haddad' })).toContainText('Team member calendar feed · Lantern Walk');
  // Newest first: the last feed made (Sam's) heads the list.
  await expect(list.getByRole('listitem').first()).toContainText('Sam Okafor');
  await expect(list.getByRole('listitem').filter({ hasText: 'Event calendar feed' }).filter({ hasText: 'Harbour Gala' })).toHaveCount(1);
  await expect(list.getByRole('listitem').filter({ hasText: 'Noor Haddad' })).toContainText('Last used today');

  // Cancelled first: nothing ends.
  await page.getByRole('button', { name: 'End all links' }).click();
  const confirm = page.getByRole('dialog', { name: 'End all private links?' });
  await expect(confirm).toContainText('All 4 links stop working at once');
  await expect(confirm).toContainText('Every calendar subscribed to a feed of your events or team members stops updating');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  expect(await statusAsCalendarApp(first.eventUrl)).toBe(200);

  await page.getByRole('button', { name: 'End all links' }).click();
  await confirm.getByRole('button', { name: 'End all links' }).click();
  await expect(confirm).toBeHidden();
  const outcome = page.getByRole('status').filter({ hasText: 'All private links ended: 4 links no longer work.' });
  await expect(outcome).toBeVisible();
  for (const url of [first.eventUrl, first.memberUrl, second.eventUrl, second.memberUrl]) expect(await statusAsCalendarApp(url)).toBe(404);
  await expect(outcome).toBeFocused();
  await expect(page.getByRole('heading', { name: 'No private links' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'End all links' })).toHaveCount(0);
});

test('one link turned off with the keyboard; the others keep working', async ({ page, account: _account }) => {
  const feeds = await eventWithFeeds(page, 'River Clean-up', 'Ada Byron');
  await page.goto('/app/private-links');
  const turnOff = page.getByRole('button', { name: 'Turn off the calendar feed of Ada Byron' });
  await turnOff.focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Turn off this calendar feed?' });
  await expect(confirm).toContainText('The calendar feed of Ada Byron stops working at once');
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(turnOff).toBeFocused();

  await page.keyboard.press('Enter');
  await confirm.getByRole('button', { name: 'Turn off' }).focus();
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'The calendar feed of Ada Byron was turned off' })).toBeFocused();
  await expect(page.getByRole('list', { name: 'Private links' }).getByRole('listitem')).toHaveCount(1);
  expect(await statusAsCalendarApp(feeds.memberUrl)).toBe(404);
  expect(await statusAsCalendarApp(feeds.eventUrl)).toBe(200);
});

test('loading, error and empty states', async ({ page, account: _account }) => {
  await page.route('**/api/private-links?*', (route) => route.fulfill({ status: 500, json: { error: { message: 'Something went wrong on our side. Please try again later.' } } }));
  await page.goto('/app/private-links');
  await expect(page.getByRole('alert')).toContainText('Failed to load your private links');
  await page.unroute('**/api/private-links?*');
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { name: 'No private links' })).toBeVisible();
  expect(await axeViolations(page, 'main')).toEqual([]);
});

test('the page passes axe in light and dark, wide and at 390 px', async ({ page, account: _account }, testInfo) => {
  test.slow();
  await eventWithFeeds(page, 'Spring Fair', 'Grace Hopper');
  await eventWithFeeds(page, 'Midsummer Night Market and Lantern Parade on the Old Harbour Quay', 'Maximilian Alexander Featherstonehaugh');
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto('/app/private-links');
    await expect(page.getByRole('list', { name: 'Private links' }).getByRole('listitem')).toHaveCount(4);
    for (const scheme of SCHEMES) {
      await page.emulateMedia({ colorScheme: scheme });
      await expectScheme(page, scheme);
      expect(await axeViolations(page), `${width} px, ${scheme}`).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `nothing sticks out sideways at ${width} px`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: testInfo.outputPath(`private-links-${width}-${scheme}.png`), fullPage: true });
    }
    await page.emulateMedia({ colorScheme: 'light' });
  }
  await page.getByRole('button', { name: 'End all links' }).click();
  await expect(page.getByRole('dialog', { name: 'End all private links?' })).toBeVisible();
  for (const scheme of SCHEMES) {
    await page.emulateMedia({ colorScheme: scheme });
    await expectScheme(page, scheme);
    expect(await axeViolations(page, '[role="dialog"]'), `confirmation (${scheme})`).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`private-links-confirm-390-${scheme}.png`) });
  }
});
