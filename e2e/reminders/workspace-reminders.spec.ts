import type { Page } from '@playwright/test';
import { expect as baseExpect, PASSWORD, test, uniqueEmail } from '../support/fixtures.ts';
import { toast } from '../workspaces/workspace-fixtures.ts';
import { createUpcomingEvent, currentWorkspaceId, latestMailTo, memberOf, openEventDetails } from './reminder-fixtures.ts';

/**
 * Issue 30: the workspace's time zone (taken from the browser at sign-up, changed by the owner on the
 * People page) and each organiser's own digest: on or off, and a preview sent to themselves.
 */

test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const reminderSection = (page: Page) => page.getByRole('region', { name: 'Reminder e-mails' });
const timeZoneRow = (page: Page) => reminderSection(page).getByRole('region', { name: 'Time zone' });
const digestRow = (page: Page) => reminderSection(page).getByRole('region', { name: 'My digest' });

async function savedTimeZone(page: Page): Promise<string> {
  const response = await page.request.get('/api/workspace');
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).workspace.timeZone;
}

test('the owner changes the workspace time zone, by pointer and by keyboard; it is saved, and reminders go by it', async ({ page, account: _account }) => {
  await page.goto('/app/people');
  await expect(timeZoneRow(page)).toContainText('UTC (UTC+00:00)');
  await expect(timeZoneRow(page)).toContainText('Reminder e-mails go at 08:00 in this time zone.');

  await timeZoneRow(page).getByRole('button', { name: 'Change time zone' }).click();
  let dialog = page.getByRole('dialog', { name: 'Change time zone' });
  let box = dialog.getByRole('combobox', { name: 'Time zone' });
  await expect(box).toBeFocused();
  await box.fill('tokyo');
  await page.getByRole('option', { name: /^Asia\/Tokyo/ }).click();
  await expect(box).toHaveValue('Asia/Tokyo');
  await dialog.getByRole('button', { name: 'Save time zone' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, 'Time zone changed to Asia/Tokyo')).toBeVisible();
  await expect(timeZoneRow(page)).toContainText('Asia/Tokyo (UTC+09:00)');
  expect(await savedTimeZone(page)).toBe('Asia/Tokyo');

  // By keyboard: type to search, Enter takes the first match, Enter again saves.
  await page.reload();
  await expect(timeZoneRow(page)).toContainText('Asia/Tokyo');
  await timeZoneRow(page).getByRole('button', { name: 'Change time zone' }).focus();
  await page.keyboard.press('Enter');
  dialog = page.getByRole('dialog', { name: 'Change time zone' });
  box = dialog.getByRole('combobox', { name: 'Time zone' });
  await expect(box).toBeFocused();
  await page.keyboard.type('new york');
  await expect(page.getByRole('option')).toHaveCount(1);
  await page.keyboard.press('Enter');
  await expect(box).toHaveValue('America/New York');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(timeZoneRow(page)).toContainText('America/New York');
  expect(await savedTimeZone(page)).toBe('America/New_York');

  // An event's reminders say the new zone.
  const event = await createUpcomingEvent(page.request);
  const details = await openEventDetails(page, event.name);
  await expect(details.getByRole('region', { name: 'Reminders' })).toContainText('Sent at 08:00 (America/New York)');
});

test('an editor sees the time zone, turns their digest off and on, and sends themselves a preview; a viewer sees the time zone only', async ({
  page,
  browser,
  account: _account,
}) => {
  const workspaceId = await currentWorkspaceId(page.request);
  const editor = await memberOf(page, browser, workspaceId, 'editor', 'Ada Editor');
  const e = editor.page;
  await e.goto('/app/people');
  await expect(timeZoneRow(e)).toContainText('UTC');
  await expect(timeZoneRow(e)).toContainText('Only the workspace’s owner can change it.');
  await expect(timeZoneRow(e).getByRole('button', { name: 'Change time zone' })).toHaveCount(0);

  const toggle = digestRow(e).getByRole('switch', { name: 'E-mail me the organiser digest' });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  await expect.poll(async () => (await (await e.request.get('/api/workspace/digest')).json()).enabled).toBe(false);
  await e.reload();
  await expect(toggle).not.toBeChecked();
  // By keyboard.
  await toggle.focus();
  await e.keyboard.press('Space');
  await expect(toggle).toBeChecked();
  await expect.poll(async () => (await (await e.request.get('/api/workspace/digest')).json()).enabled).toBe(true);

  await digestRow(e).getByRole('button', { name: 'Send me a preview' }).click();
  await expect(digestRow(e).getByRole('status').filter({ hasText: `Preview sent to ${editor.account.email}` })).toBeVisible();
  const preview = await latestMailTo(editor.account.email);
  expect(preview.subject).toMatch(/^Preview: Your digest for /);
  await editor.context.close();

  const viewer = await memberOf(page, browser, workspaceId, 'viewer', 'Vera Viewer');
  await viewer.page.goto('/app/people');
  await expect(timeZoneRow(viewer.page)).toContainText('UTC');
  await expect(timeZoneRow(viewer.page).getByRole('button', { name: 'Change time zone' })).toHaveCount(0);
  await expect(digestRow(viewer.page)).toHaveCount(0);
  await viewer.context.close();
});

test("sign-up gives the new workspace the browser's time zone as it is when the form is sent", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setTimezoneOverride', { timezoneId: 'America/Sao_Paulo' });
  await page.goto('/auth?mode=signup');
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('America/Sao_Paulo');
  await page.getByLabel('Full name').fill('Tomas Zona');
  await page.getByLabel('Email').fill(uniqueEmail('zone'));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  // The device moves to another zone after the form opened: the zone of the moment it is sent counts.
  await cdp.send('Emulation.setTimezoneOverride', { timezoneId: 'Asia/Tokyo' });
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  expect(await savedTimeZone(page)).toBe('Asia/Tokyo');
  await context.close();
});
