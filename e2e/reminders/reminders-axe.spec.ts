import type { Page } from '@playwright/test';
import { axeViolations, expectNoViolationsInBothSchemes, expectScheme, SCHEMES, type AxeScope } from '../support/axe.ts';
import { expect as baseExpect, test } from '../support/fixtures.ts';
import { createUpcomingEvent, latestMailTo, memberWithTaskDue, openEventDetails, setSchedule, unsubscribeLinks } from './reminder-fixtures.ts';

/**
 * Issue 30: the reminder screens — an event's reminders and their confirmation, the People page's
 * time zone and digest with the time zone dialog, and the unsubscribe page — checked against WCAG 2.x
 * A and AA and axe's best practices, light and dark, on a 390 px phone and a 1440 px screen.
 */
const EVERYTHING: AxeScope = { bestPractice: true };
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
] as const;

test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

/** A page outside the app takes the scheme when it loads: it is opened once per theme. */
async function scanPageInBothThemes(page: Page, screen: string, open: () => Promise<void>) {
  for (const scheme of SCHEMES) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('about:blank');
    await open();
    await expectScheme(page, scheme);
    expect(await axeViolations(page, undefined, EVERYTHING), `${screen} (${scheme})`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test("an event's reminders and their confirmation", async ({ page, account: _account }) => {
  const event = await createUpcomingEvent(page.request);
  await setSchedule(page.request, event.id, 'weekly');

  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    const dialog = await openEventDetails(page, event.name);
    const reminders = dialog.getByRole('region', { name: 'Reminders' });
    await expect(reminders).toContainText('Next:');
    await expectNoViolationsInBothSchemes(page, `event reminders at ${size.width} px`, '[role="dialog"]', EVERYTHING);

    await reminders.getByRole('button', { name: 'Send reminders now' }).click();
    const confirm = page.getByRole('dialog', { name: 'Send reminders now?' });
    await expect(confirm).toBeVisible();
    await expectNoViolationsInBothSchemes(page, `send reminders confirmation at ${size.width} px`, '[role="dialog"]', EVERYTHING);
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
});

test("the People page's time zone and digest, and the time zone dialog", async ({ page, account: _account }) => {
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.goto('/app/people');
    await expect(page.getByRole('switch', { name: 'E-mail me the organiser digest' })).toBeVisible();
    await expectNoViolationsInBothSchemes(page, `people page reminders at ${size.width} px`, undefined, EVERYTHING);

    await page.getByRole('button', { name: 'Change time zone' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change time zone' });
    await dialog.getByRole('combobox', { name: 'Time zone' }).fill('europe');
    await expect(page.getByRole('option', { name: /^Europe\/London/ })).toBeVisible();
    await expectNoViolationsInBothSchemes(page, `time zone dialog at ${size.width} px`, '[role="dialog"]', EVERYTHING);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
});

test('the unsubscribe page: the question, the answer, and an unknown link', async ({ page, browser, account: _account }) => {
  const event = await createUpcomingEvent(page.request);
  const links = [];
  for (const name of ['Dee Marsh', 'Omar Reyes']) {
    const member = await memberWithTaskDue(page.request, event.id, name);
    const sent = await page.request.post(`/api/events/${event.id}/reminders/send`, { data: {} });
    expect(sent.status(), await sent.text()).toBe(200);
    links.push(unsubscribeLinks(await latestMailTo(member.email)).page);
  }
  const [asking, stopping] = links as [string, string];

  const visitor = await browser.newContext();
  const v = await visitor.newPage();
  // One link is stopped here at once, so the other still asks at every width and theme.
  await v.goto(stopping);
  await v.getByRole('button', { name: 'Stop these e-mails' }).click();
  await expect(v.getByRole('heading', { level: 1 })).toHaveText('E-mails stopped');

  for (const size of WIDTHS) {
    await v.setViewportSize(size);
    await scanPageInBothThemes(v, `unsubscribe question at ${size.width} px`, async () => {
      await v.goto(asking);
      await expect(v.getByRole('button', { name: 'Stop these e-mails' })).toBeVisible();
    });
    await scanPageInBothThemes(v, `unsubscribed already at ${size.width} px`, async () => {
      await v.goto(stopping);
      await expect(v.getByRole('heading', { level: 1 })).toHaveText('Already unsubscribed');
    });
    await scanPageInBothThemes(v, `unknown unsubscribe link at ${size.width} px`, async () => {
      await v.goto(`/unsubscribe/${'A'.repeat(43)}`);
      await expect(v.getByRole('heading', { level: 1 })).toHaveText('This unsubscribe link does not work');
    });
  }
  await visitor.close();
});

test('the e-mails themselves: a reminder digest and an e-mail to the team, as a mail program shows their HTML', async ({ page, browser, account: _account }) => {
  const event = await createUpcomingEvent(page.request);
  const member = await memberWithTaskDue(page.request, event.id, 'Dee Marsh');
  const sent = await page.request.post(`/api/events/${event.id}/reminders/send`, { data: {} });
  expect(sent.status(), await sent.text()).toBe(200);
  const digest = await latestMailTo(member.email);
  const campaign = await page.request.post(`/api/events/${event.id}/team-mail`, {
    data: { kind: 'announcement', subject: 'Save the date', text: 'Hello team,\n\nWe meet at the quay.\n\n- Bring a lantern\n- Wear warm clothes\n\nSee you!' },
  });
  expect(campaign.status(), await campaign.text()).toBe(202);
  let announcement = digest;
  await expect.poll(async () => (announcement = await latestMailTo(member.email)).subject).toBe('Save the date');

  // A mail program shows the HTML part as it is, without the app's styles or scripts, inside its own page:
  // WCAG A and AA, not the best practices of a whole page (one main landmark, a level-one heading).
  const reader = await browser.newPage();
  try {
    for (const [name, mail] of [
      ['reminder digest', digest],
      ['team e-mail', announcement],
    ] as const) {
      expect(mail.html, name).toBeTruthy();
      await reader.setContent(mail.html as string);
      expect(await axeViolations(reader), name).toEqual([]);
    }
  } finally {
    await reader.close();
  }
});
