import { expect, test, uniqueEmail, PASSWORD, signUpViaApi } from '../support/fixtures.ts';
import { requestResetLink, resetLinkQuery } from '../support/reset-links.ts';

test('a visitor signs up and lands on the dashboard', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Start Free Trial' }).first().click();
  await expect(page).toHaveURL(/\/auth\?mode=signup$/);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();

  await page.getByLabel('Full name').fill('Dana Fields');
  await page.getByLabel('Email').fill(uniqueEmail('signup'));
  // The rule is said before anything is typed, and the field is described by it.
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
    'At least 6 characters, with both uppercase and lowercase letters.',
  );
  await page.getByLabel('Password', { exact: true }).fill('abc');
  await expect(page.getByText('Password strength: Weak')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('abcdef');
  await expect(page.getByText('Password strength: Fair')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await expect(page.getByText('Password strength: Good')).toBeVisible();
  await page.getByLabel('Confirm password').fill('Secret1');
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await expect(page.getByText('Passwords match')).toBeVisible();
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page.getByText('Preparing your dashboard...')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Good (morning|afternoon|evening), Dana!/);

  // The splash belongs to signing in: a reload goes straight to the dashboard.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.body?.textContent?.includes('Preparing your dashboard...')) sessionStorage.setItem('saw-splash', 'yes');
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Good (morning|afternoon|evening), Dana!/);
  expect(await page.evaluate(() => sessionStorage.getItem('saw-splash'))).toBeNull();
});

test('sign-up shows each field message beside its field and clears it on edit', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByRole('button', { name: 'Create Account' }).click();

  const name = page.getByLabel('Full name');
  await expect(page.getByText('Full name is required')).toBeVisible();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await expect(page.getByText('Please confirm your password')).toBeVisible();
  await expect(name).toHaveAttribute('aria-invalid', 'true');

  await name.fill('A');
  await expect(page.getByText('Full name is required')).toBeHidden();
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('lowercase');
  await page.getByLabel('Confirm password').fill('different');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password must contain both uppercase and lowercase letters')).toBeVisible();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
});

test('Start Free Trial opens the sign-up form, which fits the screen; Schedule Demo and Sign In open sign-in', async ({ page }) => {
  // Five page loads.
  test.slow();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await page.getByRole('link', { name: 'Start Free Trial' }).first().click();
  await expect(page).toHaveURL(/\/auth\?mode=signup$/);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  // The whole card and the way to sign in instead, without scrolling, also once the strength meter shows.
  await page.getByLabel('Password', { exact: true }).fill('Secret1');
  await page.getByLabel('Confirm password').fill('Secret');
  await expect(page.getByText('Password strength: Good')).toBeVisible();
  await expect(page.getByText('Already have an account?')).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeInViewport({ ratio: 1 });

  // The address names the form: a reload keeps it, and switching forms changes it.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/auth\?mode=signup$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);

  for (const name of ['Schedule Demo', 'Sign In']) {
    await page.goto('/');
    await page.getByRole('link', { name, exact: true }).first().click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  }
});

test('a password mismatch is said once: live while typing, or as the field message after submitting', async ({ page }) => {
  await page.goto('/auth?mode=signup');
  const mismatch = page.getByText(/Passwords (don't|do not) match/);
  await page.getByLabel('Full name').fill('Morgan Reyes');
  await page.getByLabel('Email').fill(uniqueEmail('mismatch'));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(`${PASSWORD}x`);
  await expect(mismatch).toHaveText(["Passwords don't match"]);

  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(mismatch).toHaveText(['Passwords do not match']);
  await expect(page.getByLabel('Confirm password')).toHaveAttribute('aria-invalid', 'true');

  // Editing the field clears its message; the live indicator takes over again.
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await expect(mismatch).toHaveCount(0);
  await expect(page.getByText('Passwords match')).toBeVisible();
  await expect(page.getByLabel('Confirm password')).toHaveAccessibleDescription('Passwords match');
});

test('signing up with a registered email says so', async ({ page, browser }) => {
  const other = await browser.newPage();
  const { email } = await signUpViaApi(other);
  await other.close();

  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByLabel('Full name').fill('Copy Cat');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  // Said once, beside the email field.
  await expect(page.getByText('An account with this email already exists')).toHaveCount(1);
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/auth\?mode=signup$/);
});

test('a wrong password gives the sign-in error, the right one signs in', async ({ page, browser }) => {
  const other = await browser.newPage();
  const account = await signUpViaApi(other);
  await other.close();

  await page.goto('/auth');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill('Wrong123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password. Please check your credentials and try again.');

  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
});

test('a signed-out visitor to /app/tasks signs in and comes back to /app/tasks', async ({ page, browser }) => {
  const other = await browser.newPage();
  const account = await signUpViaApi(other);
  await other.close();

  await page.goto('/app/tasks');
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/app\/tasks$/);
  await expect(page.getByRole('heading', { name: 'Tasks Dashboard' })).toBeVisible();
});

test('forgot password and reset screens validate their fields', async ({ page, request }) => {
  // An account, made without signing this page in, and two working reset links of it.
  const email = uniqueEmail('reset');
  const signUp = await request.post('/api/auth/sign-up', { data: { name: 'Riley Organiser', email, password: PASSWORD } });
  expect(signUp.status(), await signUp.text()).toBe(201);
  const first = resetLinkQuery(await requestResetLink(request, email));
  const second = resetLinkQuery(await requestResetLink(request, email));

  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await page.getByRole('button', { name: 'Back to sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();

  await page.goto('/reset-password');
  await expect(page.getByText('Invalid reset link. Please request a new password reset.')).toBeVisible();

  await page.goto(`/auth#reset-password?${first}`);
  await expect(page.getByText(`Choose a new password for ${email}.`)).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await expect(page.getByText('Please confirm your password')).toBeVisible();

  // A link in the form the spec's emails use: a hash route on the home page.
  await page.goto(`/#reset-password?${second}`);
  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  await expect(page.getByText(`Choose a new password for ${email}.`)).toBeVisible();

  // A link no server issued is refused as it opens.
  await page.goto('/#reset-password?token=xyz&email=b%40example.com');
  await expect(page.getByRole('alert')).toContainText('Invalid or expired reset token');
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
});
