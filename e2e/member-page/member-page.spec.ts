import type { Page } from '@playwright/test';
import { expect, test, uniqueEmail } from '../support/fixtures.ts';
import { taskRow } from '../tasks/task-fixtures.ts';
import { deeMarshWithTasks, MEMBER_PAGE_URL, memberContext, memberPageLink, memberPageLinkMailed, statusOf } from './member-page-fixtures.ts';

// A team member's own page (/m/<token>): the organiser copies the link from the member's menu; the
// member, with no account and no session, opens it on a phone and moves a task along; the organiser
// sees the change, by whom, everywhere; a link turned off stops working.

function dashboardFigure(page: Page, label: string) {
  return page.getByRole('list', { name: 'Figures' }).getByRole('link', { name: new RegExp(`^${label}`) }).getByTestId('figure-value');
}

async function openMemberPageDialog(page: Page, name: string) {
  await page.getByRole('article', { name }).getByRole('button', { name: `Member actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Member’s page' }).click();
  const dialog = page.getByRole('dialog', { name: `Member’s page for ${name}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('the organiser copies Dee Marsh’s link; on a phone without a session she completes a task; the list, the dashboard and the history show it; turned off, the link stops working', async ({ page, context, browser, account: _account }) => {
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { event } = await deeMarshWithTasks(page.request);

  await page.goto('/app/dashboard');
  await expect(dashboardFigure(page, 'Due this week')).toHaveText('2');

  // The organiser: the member's menu, the dialog, Copy a new link.
  await page.goto(`/app/team?event=${event.id}&view=cards`);
  const dialog = await openMemberPageDialog(page, 'Dee Marsh');
  await expect(dialog.getByRole('heading', { name: 'Link off' })).toBeVisible();
  await expect(dialog).toContainText('No link: nobody can open this page.');
  // No address: the e-mail button says why it cannot be used.
  await expect(dialog.getByRole('button', { name: 'E-mail the link to Dee Marsh' })).toBeDisabled();
  await expect(dialog).toContainText('Dee Marsh has no e-mail address');
  await dialog.getByRole('button', { name: 'Copy a new link' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'New link copied.' })).toBeVisible();
  const url = await page.evaluate(() => navigator.clipboard.readText());
  expect(url).toMatch(MEMBER_PAGE_URL);
  await expect(dialog.getByRole('textbox', { name: 'New link' })).toHaveValue(url);
  await expect(dialog.getByRole('heading', { name: 'Link on' })).toBeVisible();
  await expect(dialog).toContainText('Made today · not opened yet');
  await dialog.getByRole('button', { name: 'Done' }).click();

  // The member: another browser, no session, a phone.
  const member = await memberContext(browser);
  try {
    const phone = member.page;
    await phone.goto(url);
    await expect(phone.getByRole('heading', { level: 1 })).toHaveText('Dee Marsh');
    await expect(phone.getByRole('main')).toContainText(event.name);
    await expect(phone.getByRole('main')).toContainText('20 days to go');
    // Her tasks by when they are due, nobody else's.
    await expect(phone.getByRole('heading', { level: 2 })).toHaveText(['Overdue (1)', 'This week (1)', 'Later (1)', 'No date (1)', 'Completed (1)']);
    await expect(phone.getByText('Hire the van')).toHaveCount(0);
    const gloves = phone.getByRole('article', { name: 'Bring the gloves' });
    await expect(gloves).toContainText('High priority');
    await expect(gloves).toContainText('Forty pairs, large sizes too.');
    await expect(phone.getByRole('article', { name: 'Thank the volunteers' })).toContainText('T+1');

    const status = statusOf(phone, 'Bring the gloves');
    await expect(status.getByRole('button', { name: 'To Do' })).toHaveAttribute('aria-pressed', 'true');
    await status.getByRole('button', { name: 'Completed' }).tap();
    await expect(status.getByRole('button', { name: 'Completed' })).toHaveAttribute('aria-pressed', 'true');
    await expect(status.getByRole('button', { name: 'To Do' })).toHaveAttribute('aria-pressed', 'false');
    await expect(gloves.getByRole('status')).toHaveText('Saved: Bring the gloves is Completed');

    // The organiser's list, its history, and the dashboard.
    await page.goto(`/app/tasks?event=${event.id}`);
    const row = taskRow(page, 'Bring the gloves');
    await expect(row.getByRole('button', { name: 'Status of Bring the gloves: Completed' })).toBeVisible();
    await row.getByRole('button', { name: 'Task actions for Bring the gloves' }).click();
    await page.getByRole('menuitem', { name: 'Edit Task' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Task' });
    await expect(edit.getByRole('region', { name: /Status history/ })).toContainText(/To Do → Completed by Dee Marsh · (just now|\d+ seconds? ago)/);
    await edit.getByRole('button', { name: 'Close' }).click();

    await page.goto('/app/dashboard');
    await expect(dashboardFigure(page, 'Due this week')).toHaveText('1');
    await expect(page.getByRole('region', { name: 'Due soonest' })).not.toContainText('Bring the gloves');

    // Opened: the dialog says so. Turned off: the page says the link no longer works.
    await page.goto(`/app/team?event=${event.id}&view=cards`);
    const again = await openMemberPageDialog(page, 'Dee Marsh');
    await expect(again).toContainText('Made today · last opened today');
    await again.getByRole('button', { name: 'Turn off' }).click();
    const confirm = page.getByRole('dialog', { name: 'Turn off the link?' });
    await confirm.getByRole('button', { name: 'Turn off link' }).click();
    await expect(confirm).toBeHidden();
    await expect(again.getByRole('heading', { name: 'Link off' })).toBeVisible();

    await phone.reload();
    await expect(phone.getByRole('heading', { level: 1 })).toHaveText('This link doesn’t work any more');
    await expect(phone.getByRole('main')).toContainText('Ask your organiser for a new one.');
  } finally {
    await member.context.close();
  }
});

test('a change that cannot be saved goes back, says why, and works by keyboard', async ({ page, browser, account: _account }) => {
  const { member } = await deeMarshWithTasks(page.request);
  const url = await memberPageLink(page.request, member.id);
  const { context, page: phone } = await memberContext(browser);
  try {
    await phone.goto(url);
    const status = statusOf(phone, 'Book the skip');
    const card = phone.getByRole('article', { name: 'Book the skip' });

    // Offline: the tap shows at once, then goes back with the reason.
    await phone.route('**/api/member-pages/**/tasks/**', (route) => route.abort('internetdisconnected'));
    await status.getByRole('button', { name: 'In Progress' }).click();
    await expect(card.getByRole('alert')).toHaveText('Not saved: you seem to be offline. It is still To Do. Try again when you are connected.');
    await expect(status.getByRole('button', { name: 'To Do' })).toHaveAttribute('aria-pressed', 'true');
    await expect(status.getByRole('button', { name: 'In Progress' })).toHaveAttribute('aria-pressed', 'false');

    // Back online, by keyboard: Tab to In Progress, Enter.
    await phone.unrouteAll();
    await status.getByRole('button', { name: 'To Do' }).focus();
    await phone.keyboard.press('Tab');
    await expect(status.getByRole('button', { name: 'In Progress' })).toBeFocused();
    await phone.keyboard.press('Enter');
    await expect(card.getByRole('status')).toHaveText('Saved: Book the skip is In Progress');
    await expect(card.getByRole('alert')).toHaveCount(0);
    await expect(status.getByRole('button', { name: 'In Progress' })).toBeFocused();

    // The completed tasks are folded; the disclosure opens them.
    const completed = phone.getByRole('button', { name: 'Completed (1)' });
    await expect(completed).toHaveAttribute('aria-expanded', 'false');
    await expect(phone.getByRole('article', { name: 'Print the map' })).toBeHidden();
    await completed.focus();
    await phone.keyboard.press('Enter');
    await expect(completed).toHaveAttribute('aria-expanded', 'true');
    await expect(phone.getByRole('article', { name: 'Print the map' })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('an address that names no link, and a link replaced by a new one, both say the link does not work', async ({ page, browser, account: _account }) => {
  const { member } = await deeMarshWithTasks(page.request);
  const first = await memberPageLink(page.request, member.id);
  const second = await memberPageLink(page.request, member.id);
  const { context, page: phone } = await memberContext(browser);
  try {
    for (const url of [first, new URL('/m/not-a-link', first).href]) {
      await phone.goto(url);
      await expect(phone.getByRole('heading', { level: 1 })).toHaveText('This link doesn’t work any more');
    }
    await phone.goto(second);
    await expect(phone.getByRole('heading', { level: 1 })).toHaveText('Dee Marsh');
  } finally {
    await context.close();
  }
});

test('the link e-mailed to one member from their menu, then to every member of the event, opens their page', async ({ page, browser, account: _account }, testInfo) => {
  test.slow();
  const email = uniqueEmail('dee');
  const { event } = await deeMarshWithTasks(page.request, email);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/app/team?event=${event.id}&view=cards`);

  // One member: no link yet, so no confirmation.
  const dialog = await openMemberPageDialog(page, 'Dee Marsh');
  await dialog.getByRole('button', { name: 'E-mail the link to Dee Marsh' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: `A new link was e-mailed to ${email}.` })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Link on' })).toBeVisible();
  const first = await memberPageLinkMailed(email, 1);
  expect(first).toMatch(MEMBER_PAGE_URL);
  await dialog.getByRole('button', { name: 'Done' }).click();

  // Every member: the confirmation counts who gets one; the answer says what was sent.
  await page.getByRole('button', { name: 'E-mail every member their link' }).click();
  const confirm = page.getByRole('dialog', { name: 'E-mail every member their link?' });
  await expect(confirm).toContainText(`${event.name}: 1 member gets a new link by e-mail; 1 member has no e-mail address and is left out.`);
  await page.screenshot({ path: testInfo.outputPath('email-every-member-1440-light.png') });
  await confirm.getByRole('button', { name: 'E-mail the links' }).click();
  await expect(confirm).toBeHidden();
  const toast = page.getByRole('region', { name: /Notifications/ }).locator('li').filter({ hasText: 'Links sent' });
  await expect(toast).toContainText('Sent 1 new link. 1 member without an e-mail address was left out.');
  const second = await memberPageLinkMailed(email, 2);
  expect(second).not.toBe(first);

  // The newest link opens her page; the one before no longer does.
  const { context, page: phone } = await memberContext(browser);
  try {
    await phone.goto(second);
    await expect(phone.getByRole('heading', { level: 1 })).toHaveText('Dee Marsh');
    await phone.goto(first);
    await expect(phone.getByRole('heading', { level: 1 })).toHaveText('This link doesn’t work any more');
  } finally {
    await context.close();
  }
});

test('an Escape pressed as “Turn off the link?” opens, before it holds the focus, closes only the question', async ({ page, account: _account }) => {
  const { event, member } = await deeMarshWithTasks(page.request);
  await memberPageLink(page.request, member.id);
  await page.goto(`/app/team?event=${event.id}&view=cards`);
  const dialog = await openMemberPageDialog(page, 'Dee Marsh');
  const turnOff = dialog.getByRole('button', { name: 'Turn off' });
  await expect(turnOff).toBeEnabled();

  // Turn off, then Escape in the same moment: the key reaches the page before the question has the focus.
  const asked = await turnOff.evaluate(async (button) => {
    (button as HTMLButtonElement).click();
    // The question is on the page once React has rendered the click, a few microtasks on.
    const shown = () => document.querySelectorAll('[role="dialog"]').length === 2;
    for (let turn = 0; turn < 20 && !shown(); turn += 1) await Promise.resolve();
    const question = shown();
    (document.activeElement ?? document.body).dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', code: 'Escape', bubbles: true, cancelable: true }));
    return question;
  });
  expect(asked).toBe(true);
  const question = page.getByRole('dialog', { name: 'Turn off the link?' });
  await expect(question).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Link on' })).toBeVisible();

  // Once the question holds the focus, Escape is its own too; a second Escape closes the dialog.
  await turnOff.click();
  await expect(question).toBeVisible();
  await expect.poll(() => question.evaluate((open) => open.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
