import { randomBytes } from 'node:crypto';
import { test as base, expect, type Page } from '@playwright/test';

export const PASSWORD = 'Secret12';

export function uniqueEmail(label = 'e2e') {
  return `${label}.${Date.now()}.${randomBytes(3).toString('hex')}@example.com`;
}

export interface Account {
  name: string;
  email: string;
  password: string;
}

/** Creates an account through the API; the page's browser context is then signed in as it. */
export async function signUpViaApi(page: Page, overrides: Partial<Account> = {}): Promise<Account> {
  const account = { name: 'Riley Organiser', email: uniqueEmail(), password: PASSWORD, ...overrides };
  const response = await page.request.post('/api/auth/sign-up', { data: account });
  expect(response.status(), await response.text()).toBe(201);
  return account;
}

export const test = base.extend<{ account: Account }>({
  /** A fresh signed-in account for the test. */
  account: async ({ page }, use) => {
    await use(await signUpViaApi(page));
  },
});

export { expect };

/** The page's own level-one heading, not the loading screen's ("Loading Eventry..."), which shows while the app starts. */
export const pageHeading = (page: Page) => page.getByRole('heading', { level: 1 }).filter({ hasNotText: /^Loading\b/ });
