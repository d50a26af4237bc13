import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { axeViolations, expectScheme } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { suffix } from '../tasks/task-fixtures.ts';

// A team member's calendar feed, from the member's menu on the Team page (cards and table): the
// dialog says what the link shows, and once made shows the link, a confirmation and Copy link.

const FEED_URL = /^http:\/\/[^/]+\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/;

async function addMember(request: APIRequestContext, eventId: number, name: string, email?: string): Promise<number> {
  const member = await request.post('/api/team-members', { data: { eventId, name, ...(email ? { email } : {}) } });
  expect(member.status(), await member.text()).toBe(201);
  return (await member.json()).member.id;
}

async function memberWithTask(request: APIRequestContext, name: string, email?: string) {
  const event = await request.post('/api/events', {
    data: { name: `River Clean-up ${suffix()}`, description: 'A morning by the river.', startDate: '2030-05-01', endDate: '2030-05-01' },
  });
  expect(event.status()).toBe(201);
  const eventId: number = (await event.json()).event.id;
  const memberId = await addMember(request, eventId, name, email);
  const task = await request.post('/api/tasks', { data: { eventId, title: 'Bring the gloves', assigneeId: memberId, dueDate: '2030-04-28' } });
  expect(task.status()).toBe(201);
  return { eventId, memberId };
}

async function openFeedFromMenu(page: Page, scope: ReturnType<Page['locator']>, name: string) {
  await scope.getByRole('button', { name: `Member actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Calendar feed' }).click();
  const dialog = page.getByRole('dialog', { name: `Calendar feed for ${name}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a member’s card menu leads to their feed: made, confirmed, copied, and it lists their tasks', async ({ page, context, account: _account }) => {
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { eventId } = await memberWithTask(page.request, 'Noor Haddad', 'noor@example.com');
  await page.goto(`/app/team?event=${eventId}&view=cards`);

  const dialog = await openFeedFromMenu(page, page.getByRole('article', { name: 'Noor Haddad' }), 'Noor Haddad');
  const panel = dialog.getByRole('region', { name: 'Calendar feed' });
  await expect(panel).toContainText('the tasks assigned to Noor Haddad that have due dates');
  await expect(panel).toContainText('Anyone who has the link can see them.');
  await panel.getByRole('button', { name: 'Create feed link' }).click();

  // The confirmation: the link, what to do with it, and Copy link, which takes the focus.
  const link = panel.getByRole('textbox', { name: 'Feed link' });
  await expect(link).toHaveValue(FEED_URL);
  await expect(panel.getByRole('button', { name: 'Copy link' })).toBeFocused();
  await expect(panel.getByRole('status')).toHaveText('Feed link created. Copy it and subscribe to it in a calendar app.');
  const url = await link.inputValue();
  await panel.getByRole('button', { name: 'Copy link' }).click();
  await expect(panel.getByRole('status')).toHaveText('Link copied. Paste it into your calendar app to subscribe.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  // The member has an email: a mail with the link is one click away.
  const mail = dialog.getByRole('link', { name: 'Email the link' });
  const href = (await mail.getAttribute('href'))!;
  expect(href.startsWith('mailto:noor%40example.com?')).toBe(true);
  expect(new URLSearchParams(href.slice(href.indexOf('?') + 1)).get('body')).toContain(url);

  // What a calendar app gets, without a session.
  const client = await playwrightRequest.newContext();
  try {
    const feed = await client.get(url);
    expect(feed.status()).toBe(200);
    expect(await feed.text()).toContain('SUMMARY:Bring the gloves');
  } finally {
    await client.dispose();
  }

  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  // The same link the next time.
  const again = await openFeedFromMenu(page, page.getByRole('article', { name: 'Noor Haddad' }), 'Noor Haddad');
  await expect(again.getByRole('textbox', { name: 'Feed link' })).toHaveValue(url);
});

test('the table’s row menu has it too, at any width, and it reads well wide in light and at 390 px in dark', async ({ page, account: _account }, testInfo) => {
  test.slow();
  const { eventId } = await memberWithTask(page.request, 'Kai Morgan');
  await addMember(page.request, eventId, 'Lee Adams');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/app/team?event=${eventId}&view=table`);
  const rowOf = (name: string) => page.getByRole('table', { name: 'Team members' }).getByRole('row').filter({ hasText: name });
  const row = rowOf('Kai Morgan');

  const dialog = await openFeedFromMenu(page, row, 'Kai Morgan');
  // No email: no mail shortcut.
  await expect(dialog.getByRole('link', { name: 'Email the link' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Create feed link' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Feed link' })).toHaveValue(FEED_URL);
  await expect(dialog.getByRole('status')).toHaveText('Feed link created. Copy it and subscribe to it in a calendar app.');
  await expectScheme(page, 'light');
  expect(await axeViolations(page, '[role="dialog"]'), 'feed dialog, light').toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('member-feed-1440-light.png') });
  await dialog.getByRole('button', { name: 'Done' }).click();

  // Reopened: the same link.
  const reopened = await openFeedFromMenu(page, row, 'Kai Morgan');
  const kaiUrl = await reopened.getByRole('textbox', { name: 'Feed link' }).inputValue();
  expect(kaiUrl).toMatch(FEED_URL);
  await reopened.getByRole('button', { name: 'Done' }).click();

  // On a phone, in dark: another member's row menu, another link, the same confirmation.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  const narrow = await openFeedFromMenu(page, rowOf('Lee Adams'), 'Lee Adams');
  await narrow.getByRole('button', { name: 'Create feed link' }).click();
  const link = narrow.getByRole('textbox', { name: 'Feed link' });
  await expect(link).toHaveValue(FEED_URL);
  await expect(link).not.toHaveValue(kaiUrl);
  await expect(narrow.getByRole('status')).toHaveText('Feed link created. Copy it and subscribe to it in a calendar app.');
  await expect(narrow.getByRole('button', { name: 'Copy link' })).toBeInViewport();
  await expectScheme(page, 'dark');
  expect(await axeViolations(page, '[role="dialog"]'), 'feed dialog, dark').toEqual([]);
  const box = (await narrow.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath('member-feed-390-dark.png') });
});
