import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { axeScan } from '../support/axe.ts';
import { expect, PASSWORD, signUpViaApi, test, uniqueEmail } from '../support/fixtures.ts';
import { dataDir, requestResetLink as requestLink, resetLinkFor } from '../support/reset-links.ts';

const NEW_PASSWORD = 'Brand-New-Pass9';

async function requestResetLink(page: Page, email: string) {
  return requestLink(page.request, email);
}

async function expectNoAxeViolations(page: Page) {
  const results = await axeScan(page).analyze();
  expect(results.violations).toEqual([]);
}

test('a forgotten password is reset from the e-mailed link; the old password stops working and other browsers are signed out', async ({
  page,
  browser,
}) => {
  // The whole journey, with three sign-ins, a reload and two accessibility scans.
  test.slow();
  // Signed in elsewhere: another browser with its own session.
  const elsewhere = await browser.newPage();
  const account = await signUpViaApi(elsewhere);
  await elsewhere.goto('/app/dashboard');
  await expect(elsewhere.getByRole('heading', { level: 1 })).toContainText('Riley');

  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  const sent = page.getByRole('status').filter({ hasText: 'Password reset instructions have been sent to your email address.' });
  await expect(sent).toBeVisible();
  await expect(sent).toContainText('check your spam');
  await expectNoAxeViolations(page);

  const link = await resetLinkFor(account.email);
  expect(new URL(link).origin).toBe(new URL(page.url()).origin);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  await expect(page.getByText(`Choose a new password for ${account.email}.`)).toBeVisible();
  // The token is out of the address bar, and a reload still finds it.
  await expect(page).toHaveURL(/\/reset-password$/);
  await page.reload();
  await expect(page.getByText(`Choose a new password for ${account.email}.`)).toBeVisible();

  await page.getByLabel('New password', { exact: true }).fill('newpass');
  await page.getByLabel('Confirm new password').fill('newpass');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password must contain both uppercase and lowercase letters')).toBeVisible();

  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await expect(page.getByText('Password strength: Strong')).toBeVisible();
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await expect(page.getByText('Passwords match')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password has been reset successfully')).toBeVisible();

  // Back to sign-in, the email filled in.
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(account.email);
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();

  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password. Please check your credentials and try again.');
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);

  // The other browser is signed out on its next request.
  await elsewhere.goto('/app/events');
  await expect(elsewhere).toHaveURL(/\/auth$/);
  await elsewhere.close();

  // The link was used up: opening it again says so at once, instead of the form.
  await page.goto(link);
  const refused = page.getByRole('alert');
  await expect(refused).toContainText('Invalid or expired reset token');
  await expect(refused).toContainText('This password reset link is invalid or has expired.');
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Request a new link' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a link used up after the screen opened is refused when the new password is sent', async ({ page, browser }) => {
  const other = await browser.newPage();
  const account = await signUpViaApi(other);
  await other.close();
  const link = await requestResetLink(page, account.email);
  await page.goto(link);
  await expect(page.getByText(`Choose a new password for ${account.email}.`)).toBeVisible();

  // Used in another tab meanwhile.
  const token = new URLSearchParams(new URL(link).hash.split('?')[1]).get('token');
  const used = await page.request.post('/api/auth/reset-password', { data: { token, email: account.email, password: NEW_PASSWORD } });
  expect(used.status()).toBe(200);

  await page.getByLabel('New password', { exact: true }).fill('Another-Pass7');
  await page.getByLabel('Confirm new password').fill('Another-Pass7');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid or expired reset token');
});

test('a link without a token shows the invalid-link panel and leads to a new request', async ({ page }) => {
  await page.goto('/reset-password#reset-password?email=someone%40example.com');
  await expect(page.getByText('Invalid reset link. Please request a new password reset.')).toBeVisible();
  await expect(page.getByText('This password reset link is invalid or has expired.')).toBeVisible();
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Request a new link' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('someone@example.com');
});

test('an expired link says so and offers a new one', async ({ page, browser }) => {
  const other = await browser.newPage();
  const account = await signUpViaApi(other);
  await other.close();
  const link = await requestResetLink(page, account.email);

  // The link was sent more than 60 minutes ago.
  const db = new Database(path.join(dataDir, 'eventry.db'));
  try {
    db.prepare(
      `update password_resets set created_at = ?, expires_at = ? where user_id = (select id from users where email = ?)`,
    ).run(new Date(Date.now() - 61 * 60_000).toISOString(), new Date(Date.now() - 60_000).toISOString(), account.email);
  } finally {
    db.close();
  }

  // Said as the link opens, before any password is typed.
  await page.goto(link);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Reset token has expired. Please request a new one.');
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Request a new link' }).click();
  await expect(page.getByLabel('Email')).toHaveValue(account.email);

  const signIn = await page.request.post('/api/auth/sign-in', { data: { email: account.email, password: PASSWORD } });
  expect(signIn.status()).toBe(200);
});

test('an unknown email is said beside the field', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email').fill(uniqueEmail('nobody'));
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('No account found with this email address')).toHaveCount(1);
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
});

test('signing out forgets the reset link this tab was holding', async ({ page, account }) => {
  await page.goto(await requestResetLink(page, account.email));
  await expect(page.getByText(`Choose a new password for ${account.email}.`)).toBeVisible();

  await page.goto('/app/dashboard');
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/reset-password');
  await expect(page.getByText('Invalid reset link. Please request a new password reset.')).toBeVisible();
});
