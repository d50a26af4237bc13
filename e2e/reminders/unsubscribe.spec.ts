import { expect as baseExpect, test } from '../support/fixtures.ts';
import { createUpcomingEvent, latestMailTo, memberWithTaskDue, setSchedule, unsubscribeLinks } from './reminder-fixtures.ts';

/**
 * Issue 30: every digest's unsubscribe link opens a page that needs no account: it says what it stops,
 * stops it with one button, and says so when opened again.
 */

test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

test("an organiser stops their digest from the link in a preview, without signing in", async ({ page, browser, account }) => {
  const event = await createUpcomingEvent(page.request);
  await setSchedule(page.request, event.id, 'weekly');
  await memberWithTaskDue(page.request, event.id, 'Dee Marsh');
  const workspace = (await (await page.request.get('/api/workspace')).json()).workspace;
  const sent = await page.request.post('/api/reminders/preview', { data: {} });
  expect(sent.status(), await sent.text()).toBe(200);
  const links = unsubscribeLinks(await latestMailTo(account.email));
  // Mail programs post to the API; people open the page; both carry the same token.
  expect(links.oneClick).toBe(`${new URL(links.page).origin}/api/unsubscribe/${links.token}`);

  const visitor = await browser.newContext();
  const v = await visitor.newPage();
  await v.goto(links.page);
  const heading = v.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(`Stop your organiser digest for “${workspace.name}”?`);
  await expect(v.getByText(`Hello ${account.name}.`)).toBeVisible();
  await v.getByRole('button', { name: 'Stop my digest' }).click();
  await expect(heading).toHaveText('Organiser digest stopped');
  await expect(heading).toBeFocused();
  await expect(v.getByText(`You will get no more organiser digests for “${workspace.name}”.`)).toBeVisible();
  expect((await (await page.request.get('/api/workspace/digest')).json()).enabled).toBe(false);

  // Opened again: already done.
  await v.reload();
  await expect(heading).toHaveText('Already unsubscribed');
  await expect(v.getByRole('button', { name: 'Stop my digest' })).toHaveCount(0);

  // The organiser's People page shows their digest off.
  await page.goto('/app/people');
  await expect(page.getByRole('switch', { name: 'E-mail me the organiser digest' })).not.toBeChecked();
  await visitor.close();
});

test('a team member stops the reminders of an event from their e-mail, by keyboard, and gets none after that', async ({ page, browser, account: _account }) => {
  const event = await createUpcomingEvent(page.request);
  const member = await memberWithTaskDue(page.request, event.id, 'Dee Marsh');
  const sent = await page.request.post(`/api/events/${event.id}/reminders/send`, { data: {} });
  expect(await sent.json()).toEqual({ planned: 1 });
  const links = unsubscribeLinks(await latestMailTo(member.email));

  const visitor = await browser.newContext();
  const v = await visitor.newPage();
  await v.goto(links.page);
  const heading = v.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(`Stop e-mails about “${event.name}”?`);
  await expect(v.getByText('Hello Dee Marsh.')).toBeVisible();
  // The page's links, then its button: Tab reaches it, Enter presses it.
  const stop = v.getByRole('button', { name: 'Stop these e-mails' });
  for (let presses = 0; presses < 5; presses++) {
    if (await stop.evaluate((button) => button === document.activeElement)) break;
    await v.keyboard.press('Tab');
  }
  await expect(stop).toBeFocused();
  await v.keyboard.press('Enter');
  await expect(heading).toHaveText('E-mails stopped');
  await expect(heading).toBeFocused();

  // Nobody left to remind.
  const again = await page.request.post(`/api/events/${event.id}/reminders/send`, { data: {} });
  expect(await again.json()).toEqual({ planned: 0 });
  await visitor.close();
});

test('an unknown unsubscribe link says it does not work', async ({ browser }) => {
  const visitor = await browser.newContext();
  const v = await visitor.newPage();
  await v.goto(`/unsubscribe/${'A'.repeat(43)}`);
  await expect(v.getByRole('heading', { level: 1 })).toHaveText('This unsubscribe link does not work');
  await expect(v.getByText('The link may be incomplete: open the whole link from the e-mail.')).toBeVisible();
  await expect(v.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
  await visitor.close();
});
