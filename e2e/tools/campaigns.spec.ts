import type { Page } from '@playwright/test';
import { expectNoViolationsInBothSchemes } from '../support/axe.ts';
import { expect as baseExpect, pageHeading, test, uniqueEmail } from '../support/fixtures.ts';
import { createMemberWithEmail, latestMailTo, unsubscribeLinks } from '../reminders/reminder-fixtures.ts';
import { day, suffix } from '../tasks/task-fixtures.ts';
import { toast } from '../workspaces/workspace-fixtures.ts';

/**
 * Issue 32, the Email Campaign Generator: a campaign written from an event's template, edited,
 * previewed, confirmed with who receives it, and sent to the team through the outbox; axe-clean in
 * light and dark on a phone and a wide screen.
 */

// Mail goes out in the background (the reminder job's tick): waits, not speed targets.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

async function eventWithTeam(page: Page) {
  const name = `Lantern Walk ${suffix()}`;
  const response = await page.request.post('/api/events', {
    data: { name, description: 'A walk along the river.\nVenue: Old Harbour Pier', startDate: day(12), endDate: day(12) },
  });
  expect(response.status(), await response.text()).toBe(201);
  const event = (await response.json()).event as { id: number; name: string };
  const email = uniqueEmail('rosa');
  await createMemberWithEmail(page.request, event.id, 'Rosa Diaz', email);
  await createMemberWithEmail(page.request, event.id, 'Noel Quinn');
  return { event, email };
}

test('composes a campaign from the event, edits it and sends it to the team through the outbox', async ({ page, context, account: _account }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { event, email } = await eventWithTeam(page);
  await page.goto('/app/community/campaigns');
  await expect(pageHeading(page)).toHaveText('Email Campaign Generator');
  await expect(page.getByRole('heading', { name: 'Choose an event' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Event' }).click();
  await page.getByRole('option', { name: event.name }).click();
  await expect(page).toHaveURL(new RegExp(`event=${event.id}`));

  // Twelve days away: a reminder, filled from the event.
  await expect(page.getByRole('radio', { name: /Reminder/ })).toBeChecked();
  const subject = page.getByRole('textbox', { name: 'Subject' });
  const message = page.getByRole('textbox', { name: 'Message' });
  await expect(subject).toHaveValue(`Reminder: ${event.name} is in 12 days`);
  await expect(message).toHaveValue(/is in 12 days, .*, at Old Harbour Pier\./);

  // The announcement instead, then edited.
  await page.getByRole('radio', { name: /Announcement/ }).check();
  await expect(subject).toHaveValue(new RegExp(`^Save the date: ${event.name}`));
  await subject.fill(`Join us: ${event.name}`);
  await message.fill('Hello team,\n\nWe walk at dusk <bring a lantern>.\n\n- Meet at the pier\n- Wear warm clothes\n\nSee you!');

  // The preview follows: text, then HTML in a sandboxed frame.
  const preview = page.getByRole('tabpanel');
  await expect(preview).toContainText('We walk at dusk <bring a lantern>.');
  await page.getByRole('tab', { name: 'HTML' }).click();
  const frame = page.frameLocator('iframe[title="The e-mail as HTML"]');
  await expect(frame.getByRole('listitem')).toHaveText(['Meet at the pier', 'Wear warm clothes']);
  await expect(frame.getByText('We walk at dusk <bring a lantern>.')).toBeVisible();

  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`Subject: Join us: ${event.name}\n\nHello team,`);

  // The confirmation says who receives it and who does not.
  await page.getByRole('button', { name: 'Send to the team…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send to the team' });
  const receiving = dialog.getByRole('region', { name: 'Will receive it (1)' });
  await expect(receiving).toContainText('Rosa Diaz');
  await expect(receiving).toContainText(email);
  await expect(dialog.getByRole('region', { name: 'No e-mail address (1)' })).toContainText('Noel Quinn');
  await dialog.getByRole('button', { name: 'Send to 1 team member' }).click();
  await expect(dialog).toBeHidden();
  // The toast, not the copy the notifications region keeps for screen readers.
  await expect(toast(page, 'On its way to 1 team member.')).toBeVisible();

  // The job sends it: in the outbox, with the text, the HTML and the member's unsubscribe link.
  const mail = await latestMailTo(email);
  expect(mail.subject).toBe(`Join us: ${event.name}`);
  expect(mail.text).toContain('We walk at dusk <bring a lantern>.\n\n- Meet at the pier\n- Wear warm clothes');
  expect(mail.html).toContain('We walk at dusk &lt;bring a lantern&gt;.');
  const { page: unsubscribePage } = unsubscribeLinks(mail);
  expect(mail.text).toContain(unsubscribePage);
});

test('is axe-clean in light and dark, on a phone and a wide screen, with its confirmation', async ({ page, account: _account }) => {
  const { event } = await eventWithTeam(page);
  for (const size of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    await page.setViewportSize(size);
    await page.goto('/app/community/campaigns');
    await expect(pageHeading(page)).toHaveText('Email Campaign Generator');
    await expectNoViolationsInBothSchemes(page, `campaign page, no event, ${size.width} px`, undefined, { bestPractice: true });
    await page.goto(`/app/community/campaigns?event=${event.id}`);
    await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue(/in 12 days/);
    await expectNoViolationsInBothSchemes(page, `campaign page, ${size.width} px`, undefined, { bestPractice: true });
    // The HTML preview is the e-mail itself in a sandboxed frame (no scripts, so axe cannot enter it): named for screen
    // readers. The e-mail's HTML is scanned as sent, in reminders-axe.spec.ts.
    await page.getByRole('tab', { name: 'HTML' }).click();
    await expect(page.getByTitle('The e-mail as HTML')).toBeVisible();
    await page.getByRole('tab', { name: 'Text' }).click();
    await page.getByRole('button', { name: 'Send to the team…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send to the team' });
    await expect(dialog.getByRole('button', { name: 'Send to 1 team member' })).toBeEnabled();
    await expectNoViolationsInBothSchemes(page, `send to the team, ${size.width} px`, '[role="dialog"]', { bestPractice: true });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  }
});
