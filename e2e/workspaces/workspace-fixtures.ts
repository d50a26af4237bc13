import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { expect as baseExpect, PASSWORD, uniqueEmail, type Account } from '../support/fixtures.ts';
import { outboxDir } from '../support/reset-links.ts';

// Used in scenarios with several browsers, on a machine that may be busy: waits, not speed targets.
const expect = baseExpect.configure({ timeout: 20_000 });

export interface CreatedWorkspace {
  id: number;
  name: string;
  role: 'owner' | 'editor' | 'viewer';
  personal: boolean;
}

/** A toast saying `text` (the notifications region also holds a copy for screen readers, outside its list). */
export const toast = (page: Page, text: string) => page.getByRole('region', { name: /Notifications/ }).locator('li').filter({ hasText: text });

/** The switcher's button: "Workspace: <name>" (", Editor" or ", Viewer" when not the owner). */
export const switcherButton = (page: Page, name?: string) =>
  page.getByRole('button', { name: name ? new RegExp(`^Workspace: ${escapeRegExp(name)}\\b`) : /^Workspace:/ });

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A new workspace owned by the signed-in account of `request`. */
export async function createWorkspace(request: APIRequestContext, name: string): Promise<CreatedWorkspace> {
  const response = await request.post('/api/workspaces', { data: { name } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).workspace;
}

/** Invites `email` to workspace `workspaceId` (the caller owns it) through the API. */
export async function inviteViaApi(request: APIRequestContext, workspaceId: number, email: string, role: 'editor' | 'viewer') {
  const response = await request.post('/api/workspace/invitations', { data: { email, role }, headers: { 'x-workspace-id': String(workspaceId) } });
  expect(response.status(), await response.text()).toBe(201);
}

/** The invitation link of the latest e-mail in the test outbox addressed to `email`. */
export async function invitationLinkFor(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const files = fs.existsSync(outboxDir) ? fs.readdirSync(outboxDir).filter((name) => name.endsWith('.eml')).sort() : [];
      const mails = await Promise.all(files.map((name) => simpleParser(fs.readFileSync(path.join(outboxDir, name)))));
      const mine = mails.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.value[0]?.address === email);
      link = /https?:\/\/\S+\/invitations\/[^\s"<>]+/.exec(mine.at(-1)?.text ?? '')?.[0];
      return link;
    })
    .toBeTruthy();
  return link!;
}

/** A second browser (its own cookies and storage), signed in as a new account. */
export async function signedInBrowser(browser: Browser, name: string, email = uniqueEmail(name.split(' ')[0]!.toLowerCase())) {
  const context: BrowserContext = await browser.newContext();
  const page = await context.newPage();
  const account: Account = { name, email, password: PASSWORD };
  const response = await page.request.post('/api/auth/sign-up', { data: account });
  expect(response.status(), await response.text()).toBe(201);
  return { context, page, account };
}

/** Opens an invitation link and accepts it, landing on the workspace's dashboard. */
export async function acceptInvitation(page: Page, link: string, workspaceName: string) {
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: `Join “${workspaceName}”` })).toBeVisible();
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard\?workspace=\d+/);
  await expect(toast(page, `You joined ${workspaceName}`)).toBeVisible();
}

/** A viewer of the owner's workspace `workspaceId` (the caller of `page`), in a browser of their own, whose choice is that workspace. */
export async function viewerOf(page: Page, browser: Browser, workspaceId: number) {
  const email = uniqueEmail('viewer');
  const invited = await page.request.post('/api/workspace/invitations', { data: { email, role: 'viewer' } });
  expect(invited.status(), await invited.text()).toBe(201);
  const viewer = await signedInBrowser(browser, 'Vera Viewer', email);
  const token = new URL(await invitationLinkFor(email)).pathname.split('/').at(-1)!;
  const accepted = await viewer.page.request.post(`/api/invitations/${token}/accept`, { data: {} });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const chosen = await viewer.page.request.put('/api/workspaces/choice', { data: { workspaceId } });
  expect(chosen.status(), await chosen.text()).toBe(200);
  return viewer;
}
