import type { Page } from '@playwright/test';
import { axeViolations, expectNoViolationsInBothSchemes, expectScheme, SCHEMES, type AxeScope } from '../support/axe.ts';
import { expect as baseExpect, pageHeading, test, uniqueEmail } from '../support/fixtures.ts';
import { acceptInvitation, createWorkspace, invitationLinkFor, signedInBrowser, switcherButton } from './workspace-fixtures.ts';

/**
 * Issue 29: the new screens — the People page, the open workspace switcher and the invitation page —
 * checked against WCAG 2.x A and AA and axe's best practices, light and dark, on a 390 px phone and a
 * 1440 px screen.
 */
const EVERYTHING: AxeScope = { bestPractice: true };
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
] as const;

// Several screens, two themes and two widths, each a full scan: slow on a busy machine.
test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

/** A page without the app's theme switch takes the scheme when it loads: it is opened once per theme. */
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

test('the People page and the open workspace switcher', async ({ page, browser, account }) => {
  // The owner's workspace with a member and an invitation waiting, and a second workspace to switch to.
  const memberEmail = uniqueEmail('member');
  await page.request.post('/api/workspace/invitations', { data: { email: memberEmail, role: 'editor' } });
  const member = await signedInBrowser(browser, 'Ada Editor', memberEmail);
  await acceptInvitation(member.page, await invitationLinkFor(memberEmail), `${account.name}'s workspace`);
  await page.request.post('/api/workspace/invitations', { data: { email: uniqueEmail('waiting'), role: 'viewer' } });
  await createWorkspace(page.request, 'Harbour Events');

  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.goto('/app/people');
    await expect(page.getByRole('combobox', { name: 'Role of Ada Editor' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Cancel invitation to / })).toBeVisible();
    await expectNoViolationsInBothSchemes(page, `people page at ${size.width} px`, undefined, EVERYTHING);

    await switcherButton(page).click();
    await expect(page.getByRole('menuitemradio')).toHaveCount(2);
    await expectNoViolationsInBothSchemes(page, `workspace switcher at ${size.width} px`, '[role="menu"]', EVERYTHING);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Invite people' }).click();
    await page.getByRole('dialog', { name: 'Invite people' }).getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expectNoViolationsInBothSchemes(page, `invite dialog with errors at ${size.width} px`, undefined, EVERYTHING);
    await page.keyboard.press('Escape');

    // As the editor sees it: the switcher names the role, the page offers Leave.
    await member.page.setViewportSize(size);
    await member.page.goto('/app/people');
    await expect(member.page.getByRole('button', { name: 'Leave workspace' })).toBeVisible();
    await expect(switcherButton(member.page)).toHaveAccessibleName(`Workspace: ${account.name}'s workspace, Editor`);
    await expectNoViolationsInBothSchemes(member.page, `people page of an editor at ${size.width} px`, undefined, EVERYTHING);
  }
  await member.context.close();
});

test('the invitation page: open, for another address, and unknown', async ({ page, browser, account: _account }) => {
  const invited = uniqueEmail('invited');
  await page.request.post('/api/workspace/invitations', { data: { email: invited, role: 'viewer' } });
  const link = await invitationLinkFor(invited);
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  const other = await signedInBrowser(browser, 'Olga Other');

  for (const size of WIDTHS) {
    await visitorPage.setViewportSize(size);
    await scanPageInBothThemes(visitorPage, `invitation for a visitor at ${size.width} px`, async () => {
      await visitorPage.goto(link);
      await expect(visitorPage.getByRole('button', { name: 'Sign in to accept' })).toBeVisible();
    });
    await scanPageInBothThemes(visitorPage, `unknown invitation at ${size.width} px`, async () => {
      await visitorPage.goto('/invitations/not-a-real-token');
      await expect(pageHeading(visitorPage)).toHaveText('This invitation link does not work');
    });
    await other.page.setViewportSize(size);
    await scanPageInBothThemes(other.page, `invitation for another address at ${size.width} px`, async () => {
      await other.page.goto(link);
      await expect(other.page.getByText('This invitation is for another address')).toBeVisible();
    });
  }
  await visitor.close();
  await other.context.close();
});
