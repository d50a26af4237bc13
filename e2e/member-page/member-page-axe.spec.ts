import { axeViolations, expectScheme, SCHEMES } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { deeMarshWithTasks, memberContext, memberPageLink, statusOf } from './member-page-fixtures.ts';

// The member's page, light and dark, on a phone (390 px) and a desktop (1440 px): WCAG 2.x A and AA and
// axe's best practices, with a saved change, a failed one and the completed tasks open; then the page
// of a link that no longer works. Screenshots of each go to the test's output folder.

test.describe.configure({ timeout: 120_000 });

for (const width of [390, 1440]) {
  test(`the member's page at ${width} px, light and dark, has nothing for axe to find`, async ({ page, browser, account: _account }, testInfo) => {
    for (const scheme of SCHEMES) {
      // Fresh tasks for each scheme: the changes below start from the same statuses.
      const { member } = await deeMarshWithTasks(page.request);
      const url = await memberPageLink(page.request, member.id);
      const { context, page: memberPage } = await memberContext(browser, { width, colorScheme: scheme });
      try {
        await memberPage.goto(url);
        await expect(memberPage.getByRole('heading', { level: 1 })).toHaveText('Dee Marsh');
        await expectScheme(memberPage, scheme);
        // A change saved, one that failed, and the completed tasks shown.
        await statusOf(memberPage, 'Order the bags').getByRole('button', { name: 'In Progress' }).click();
        await expect(memberPage.getByRole('article', { name: 'Order the bags' }).getByRole('status')).toHaveText(/^Saved/);
        await memberPage.route('**/api/member-pages/**/tasks/**', (route) => route.abort('internetdisconnected'));
        await statusOf(memberPage, 'Bring the gloves').getByRole('button', { name: 'Completed' }).click();
        await expect(memberPage.getByRole('article', { name: 'Bring the gloves' }).getByRole('alert')).toContainText('Not saved');
        await memberPage.getByRole('button', { name: 'Completed (1)' }).click();
        expect(await axeViolations(memberPage, undefined, { bestPractice: true }), `member page, ${width} px, ${scheme}`).toEqual([]);
        await memberPage.screenshot({ path: testInfo.outputPath(`member-page-${width}-${scheme}.png`), fullPage: true });
      } finally {
        await context.close();
      }
    }
  });
}

test('the page of a link that no longer works, light and dark, has nothing for axe to find', async ({ browser }, testInfo) => {
  for (const scheme of SCHEMES) {
    const { context, page } = await memberContext(browser, { colorScheme: scheme });
    try {
      await page.goto('/m/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link doesn’t work any more');
      await expectScheme(page, scheme);
      expect(await axeViolations(page, undefined, { bestPractice: true }), `link gone, ${scheme}`).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`member-page-gone-390-${scheme}.png`) });
    } finally {
      await context.close();
    }
  }
});

test('the organiser’s Member’s page dialog reads well at 1440 px in light and at 390 px in dark', async ({ page, context, account: _account }, testInfo) => {
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { event } = await deeMarshWithTasks(page.request, 'dee@example.com');
  for (const [width, scheme] of [
    [1440, 'light'],
    [390, 'dark'],
  ] as const) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(`/app/team?event=${event.id}&view=table`);
    const row = page.getByRole('table', { name: 'Team members' }).getByRole('row').filter({ hasText: 'Dee Marsh' });
    await expect(page.getByRole('button', { name: 'E-mail every member their link' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`team-page-${width}-${scheme}.png`) });
    await row.getByRole('button', { name: 'Member actions for Dee Marsh' }).click();
    await page.getByRole('menuitem', { name: 'Member’s page' }).click();
    const dialog = page.getByRole('dialog', { name: 'Member’s page for Dee Marsh' });
    await expect(dialog.getByRole('button', { name: 'E-mail the link to Dee Marsh' })).toBeEnabled();
    await dialog.getByRole('button', { name: 'Copy a new link' }).click();
    if (width === 390) {
      // The link made at 1440 px is on: a new one replaces it, after a confirmation.
      const confirm = page.getByRole('dialog', { name: 'Make a new link?' });
      await expect(confirm).toContainText('Dee Marsh’s current link stops working at once');
      expect(await axeViolations(page, '[role="dialog"]'), `new link confirmation, ${width} px, ${scheme}`).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`member-page-dialog-confirm-${width}-${scheme}.png`) });
      await confirm.getByRole('button', { name: 'Make and copy new link' }).click();
      await expect(confirm).toBeHidden();
    }
    await expect(dialog.getByRole('status').filter({ hasText: 'New link copied.' })).toBeVisible();
    await expectScheme(page, scheme);
    expect(await axeViolations(page, '[role="dialog"]'), `member page dialog, ${width} px, ${scheme}`).toEqual([]);
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    await page.screenshot({ path: testInfo.outputPath(`member-page-dialog-${width}-${scheme}.png`) });
    await dialog.getByRole('button', { name: 'Done' }).click();
  }
});
