import type { Page } from '@playwright/test';
import { axeScan } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { CONFIGURED_LINKS, serveSiteLinks } from '../support/site-links.ts';

/** Chooses a rating the way a pointer does: on its label. */
async function rate(page: Page, stars: number) {
  const radio = page.getByRole('radio', { name: new RegExp(`^${stars} of 5`) });
  await page.locator('label').filter({ has: radio }).click();
  await expect(radio).toBeChecked();
}

test('without an external form, a visitor sends feedback with the in-app form and is thanked', async ({ page }) => {
  await page.goto('/feedback');
  await expect(page.getByRole('heading', { level: 1, name: 'Beta Feedback' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Send Feedback' }).click();
  await expect(page.getByText('Please choose a rating from 1 to 5')).toBeVisible();
  await expect(page.getByText('Please enter your feedback')).toBeVisible();

  await rate(page, 4);
  await expect(page.getByText('Please choose a rating from 1 to 5')).toBeHidden();
  await page.getByLabel('Your feedback').fill('The bulk task creation saves me an hour per event.');
  await page.getByLabel('Email (optional)').fill('not-an-address');
  await page.getByRole('button', { name: 'Send Feedback' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();

  await page.getByLabel('Email (optional)').fill('Visitor@Example.com');
  const request = page.waitForRequest((candidate) => candidate.url().endsWith('/api/feedback') && candidate.method() === 'POST');
  await page.getByRole('button', { name: 'Send Feedback' }).click();
  expect((await request).postDataJSON()).toEqual({
    rating: 4,
    message: 'The bulk task creation saves me an hour per event.',
    email: 'visitor@example.com',
  });
  await expect(page.getByText('Thank you for your feedback!')).toBeVisible();
  // Where the message went, and where a reply would go.
  await expect(page.getByText('Your message was saved for the team that runs this Eventry. Any reply will go to visitor@example.com.', { exact: true })).toBeVisible();
});

test('a signed-in user sends feedback from the app, with the navigation', async ({ page, account: _account }) => {
  await page.goto('/app/feedback');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await rate(page, 5);
  await page.getByLabel('Your feedback').fill('Lovely.');
  await page.getByRole('button', { name: 'Send Feedback' }).click();
  await expect(page.getByText('Thank you for your feedback!')).toBeVisible();
  await expect(page.getByText('Your message was saved for the team that runs this Eventry.', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Send more feedback' }).click();
  await expect(page.getByLabel('Your feedback')).toHaveValue('');
});

test('when the installation e-mails feedback, the confirmation says it went to the administrators', async ({ page }) => {
  // The test server has no SMTP server: its answer is the one an installation with FEEDBACK_EMAIL gives.
  await page.route('**/api/feedback', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), delivery: 'emailed' } });
  });
  await page.goto('/feedback');
  await rate(page, 3);
  await page.getByLabel('Your feedback').fill('Please add a map view.');
  await page.getByRole('button', { name: 'Send Feedback' }).click();
  await expect(page.getByText('Thank you for your feedback!')).toBeVisible();
  await expect(page.getByText('Your message was saved and e-mailed to the administrators of this Eventry.', { exact: true })).toBeVisible();
});

test('with an external form configured, the page opens it in a new tab', async ({ page }) => {
  await serveSiteLinks(page);
  await page.goto('/feedback');
  const open = page.getByRole('link', { name: /Open Feedback Form/ });
  await expect(open).toHaveAttribute('href', CONFIGURED_LINKS.feedbackFormUrl);
  await expect(open).toHaveAttribute('target', '_blank');
  await expect(open).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(page.getByRole('button', { name: 'Send Feedback' })).toHaveCount(0);
});

test('the feedback page has no accessibility violations, light or dark, signed in or not', async ({ page }) => {
  // Several full axe scans (each theme, each state) take longer than one test's usual budget on 2 cores.
  test.slow();
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/feedback');
    await page.getByRole('button', { name: 'Send Feedback' }).click();
    await expect(page.getByText('Please enter your feedback')).toBeVisible();
    expect((await axeScan(page).analyze()).violations, `visitor ${scheme}`).toEqual([]);
  }
  const { signUpViaApi } = await import('../support/fixtures.ts');
  await signUpViaApi(page);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/app/feedback');
    await expect(page.getByRole('button', { name: 'Send Feedback' })).toBeVisible();
    expect((await axeScan(page).analyze()).violations, `signed in ${scheme}`).toEqual([]);
  }
});
