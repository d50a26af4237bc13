import type { Locator } from '@playwright/test';
import { expect as baseExpect, test } from '../support/fixtures.ts';
import {
  createMemberWithEmail,
  createUpcomingEvent,
  currentWorkspaceId,
  latestMailTo,
  memberOf,
  memberWithTaskDue,
  openEventDetails,
  setSchedule,
  unsubscribeLinks,
} from './reminder-fixtures.ts';
import { createTask, day } from '../tasks/task-fixtures.ts';

/**
 * Issue 30: an event's reminder e-mails, on its details on the Events page: off, weekly or daily at
 * 08:00 in the workspace's time zone, when the next ones go, and "Send reminders now".
 */

// Some scenarios use two browsers, or wait for the mail sent in the background.
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

// The browser's own zone is not the workspace's: the panel must speak of the workspace's.
test.use({ timezoneId: 'America/New_York' });

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The next 08:00 of `schedule` (every day, or Mondays) in a zone `offsetHours` from UTC with no
 * daylight saving (UTC, Asia/Tokyo), as the panel words it: "today at 08:00", "tomorrow at 08:00",
 * "Mon, Nov 30 at 08:00".
 */
function expectedNext(schedule: 'weekly' | 'daily', offsetHours: number, now = Date.now()): string {
  // The zone's wall clock, read with the UTC getters.
  const local = new Date(now + offsetHours * 3_600_000);
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  for (let days = 0; days <= 7; days++) {
    const send = new Date(midnight + days * 86_400_000 + 8 * 3_600_000);
    if (send.getTime() <= local.getTime() || (schedule === 'weekly' && send.getUTCDay() !== 1)) continue;
    if (days === 0) return 'today at 08:00';
    if (days === 1) return 'tomorrow at 08:00';
    const year = send.getUTCFullYear() === local.getUTCFullYear() ? '' : `, ${send.getUTCFullYear()}`;
    return `${WEEKDAYS[send.getUTCDay()]}, ${MONTHS[send.getUTCMonth()]} ${send.getUTCDate()}${year} at 08:00`;
  }
  throw new Error('no send day within a week');
}

const remindersOf = (dialog: Locator) => dialog.getByRole('region', { name: 'Reminders' });

test('an organiser turns on weekly reminders for an event and sees when the next ones go, in the workspace time zone', async ({ page, account: _account }) => {
  const zone = await page.request.patch('/api/workspace', { data: { timeZone: 'Asia/Tokyo' } });
  expect(zone.status(), await zone.text()).toBe(200);
  const event = await createUpcomingEvent(page.request);

  let dialog = await openEventDetails(page, event.name);
  let reminders = remindersOf(dialog);
  const choices = () => reminders.getByRole('radiogroup', { name: 'Reminder e-mails' });
  await expect(choices().getByRole('radio', { name: /^Off/ })).toBeChecked();
  await expect(reminders).toContainText('Sent at 08:00 (Asia/Tokyo)');
  await expect(reminders).not.toContainText('Next:');

  await choices().getByRole('radio', { name: /^Weekly digest \(Mondays\)/ }).check();
  await expect(reminders).toContainText(`Next: ${expectedNext('weekly', 9)}.`);

  // Saved: the details opened afresh show it.
  await page.reload();
  dialog = await openEventDetails(page, event.name);
  reminders = remindersOf(dialog);
  await expect(choices().getByRole('radio', { name: /^Weekly digest/ })).toBeChecked();
  await expect(reminders).toContainText(`Next: ${expectedNext('weekly', 9)}.`);

  // By keyboard: the arrow keys move between the choices, each saved as it is chosen.
  await choices().getByRole('radio', { name: /^Weekly digest/ }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(choices().getByRole('radio', { name: /^Daily digest/ })).toBeChecked();
  await expect(reminders).toContainText(`Next: ${expectedNext('daily', 9)}.`);
  const saved = await page.request.get(`/api/events/${event.id}/reminders`);
  expect(await saved.json()).toMatchObject({ schedule: 'daily', timeZone: 'Asia/Tokyo' });

  await choices().getByRole('radio', { name: /^Off/ }).check();
  await expect(reminders).not.toContainText('Next:');
  await expect.poll(async () => (await (await page.request.get(`/api/events/${event.id}/reminders`)).json()).schedule).toBe('off');
});

test('a viewer sees the reminders of an event but cannot change them or send them', async ({ page, browser, account: _account }) => {
  const event = await createUpcomingEvent(page.request);
  await setSchedule(page.request, event.id, 'daily');
  const viewer = await memberOf(page, browser, await currentWorkspaceId(page.request), 'viewer', 'Vera Viewer');

  const dialog = await openEventDetails(viewer.page, event.name);
  const reminders = remindersOf(dialog);
  await expect(reminders).toContainText('Reminder e-mails: Daily digest');
  await expect(reminders).toContainText('Sent at 08:00 (UTC)');
  await expect(reminders).toContainText(`Next: ${expectedNext('daily', 0)}.`);
  await expect(reminders).toContainText("Only the workspace's owner or an editor can change them.");
  await expect(reminders.getByRole('radio')).toHaveCount(0);
  await expect(reminders.getByRole('button', { name: 'Send reminders now' })).toHaveCount(0);

  // The server refuses what the page does not offer.
  const refused = await viewer.page.request.put(`/api/events/${event.id}/reminders`, { data: { schedule: 'off' } });
  expect(refused.status()).toBe(403);
  await viewer.context.close();
});

test('Send reminders now says who gets one, e-mails them, and gives the reason when sent too often', async ({ page, account: _account }) => {
  const event = await createUpcomingEvent(page.request);
  const members = [
    await memberWithTaskDue(page.request, event.id, 'Dee Marsh'),
    await memberWithTaskDue(page.request, event.id, 'Omar Reyes'),
    await memberWithTaskDue(page.request, event.id, 'Lena Park'),
  ];
  // No address, and an address but nothing due this week: neither gets one.
  const noAddress = await createMemberWithEmail(page.request, event.id, 'Sam Noaddress');
  await createTask(page.request, { eventId: event.id, title: 'Print the map', dueDate: day(1), assigneeId: noAddress.id });
  const later = await createMemberWithEmail(page.request, event.id, 'Lou Later', `lou.${Date.now()}@example.com`);
  await createTask(page.request, { eventId: event.id, title: 'Sweep the quay', dueDate: day(20), assigneeId: later.id });

  const dialog = await openEventDetails(page, event.name);
  const reminders = remindersOf(dialog);
  await reminders.getByRole('button', { name: 'Send reminders now' }).click();
  const confirm = page.getByRole('dialog', { name: 'Send reminders now?' });
  await expect(confirm).toContainText(`Each member of “${event.name}” with an e-mail address and open tasks that are overdue or due within 7 days gets one e-mail now`);
  await confirm.getByRole('button', { name: 'Send reminders' }).click();
  await expect(confirm).toBeHidden();
  await expect(reminders.getByRole('status').filter({ hasText: 'Reminders sent to 3 members' })).toBeVisible();

  // Each of them gets one e-mail listing their task, with a way to unsubscribe.
  for (const member of members) {
    const mail = await latestMailTo(member.email);
    expect(mail.subject).toBe(`1 task for ${event.name}`);
    expect(mail.text).toContain(`Hang the lanterns (${member.name})`);
    expect(unsubscribeLinks(mail).oneClick).toMatch(/\/api\/unsubscribe\/[A-Za-z0-9_-]{43}$/);
  }

  // Three sends an hour: after two more, the fourth is refused, and the server's reason is shown.
  for (let send = 0; send < 2; send++) {
    const response = await page.request.post(`/api/events/${event.id}/reminders/send`, { data: {} });
    expect(response.status(), await response.text()).toBe(200);
  }
  await reminders.getByRole('button', { name: 'Send reminders now' }).click();
  await confirm.getByRole('button', { name: 'Send reminders' }).click();
  await expect(confirm.getByRole('alert')).toHaveText(
    /^Could not send the reminders: Reminders for this event were sent 3 times in the last hour\. Please try again in \d+ minutes?\.$/,
  );
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(reminders.getByRole('button', { name: 'Send reminders now' })).toBeFocused();
});
