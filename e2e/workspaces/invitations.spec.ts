import type { Page } from '@playwright/test';
import { expect as baseExpect, pageHeading, PASSWORD, test, uniqueEmail } from '../support/fixtures.ts';
import { createEvent, createTask, suffix } from '../tasks/task-fixtures.ts';
import { acceptInvitation, invitationLinkFor, signedInBrowser, switcherButton, toast } from './workspace-fixtures.ts';

/**
 * Issue 29: the owner invites co-organisers by e-mail from the People page; each accepts in a browser
 * of their own and works in the owner's workspace with the role given; the owner sees their work.
 */

// Scenarios with two or three browsers, on a machine that may be busy: waits, not speed targets.
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

async function invite(page: Page, email: string, role: 'Editor' | 'Viewer') {
  await page.getByRole('button', { name: 'Invite people' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite people' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('combobox', { name: 'Role' }).selectOption({ label: role });
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, `Invitation sent to ${email}`)).toBeVisible();
}

const invitationRow = (page: Page, email: string) => page.getByRole('region', { name: 'Invitations waiting' }).getByRole('listitem').filter({ hasText: email });

test('the owner invites an editor and a viewer; the editor completes a task that the owner then sees completed by them', async ({ page, browser, account }) => {
  const workspaceName = `${account.name}'s workspace`;
  const event = await createEvent(page.request, `Harbour Regatta ${suffix()}`);
  const task = await createTask(page.request, { eventId: event.id, title: 'Book the committee boat' });
  const editorEmail = uniqueEmail('editor');
  const viewerEmail = uniqueEmail('viewer');

  await page.goto('/app/people');
  await expect(pageHeading(page)).toHaveText('People');
  await invite(page, editorEmail, 'Editor');
  await invite(page, viewerEmail, 'Viewer');
  await expect(invitationRow(page, editorEmail)).toContainText('Editor');
  await expect(invitationRow(page, editorEmail)).toContainText(`Invited by ${account.name}`);
  await expect(invitationRow(page, editorEmail)).toContainText('Expires in 7 days');
  await expect(invitationRow(page, viewerEmail)).toContainText('Viewer');

  // The editor already has an account: signed in, they open the link and accept.
  const editor = await signedInBrowser(browser, 'Ada Editor', editorEmail);
  await acceptInvitation(editor.page, await invitationLinkFor(editorEmail), workspaceName);
  await expect(switcherButton(editor.page, workspaceName)).toHaveAccessibleName(`Workspace: ${workspaceName}, Editor`);
  await expect(pageHeading(editor.page)).toHaveText(/, Ada!$/);

  await editor.page.goto(`/app/tasks?event=${event.id}`);
  await editor.page.getByRole('button', { name: `Status of ${task.title}: To Do` }).click();
  await editor.page.getByRole('menuitemradio', { name: 'Completed' }).click();
  await expect(editor.page.getByRole('button', { name: `Status of ${task.title}: Completed` })).toBeEnabled();

  // The owner sees it completed, and by whom.
  await page.goto(`/app/tasks?event=${event.id}`);
  await expect(page.getByRole('button', { name: `Status of ${task.title}: Completed` })).toBeVisible();
  await page.getByRole('button', { name: `Task actions for ${task.title}` }).click();
  await page.getByRole('menuitem', { name: 'Edit Task' }).click();
  const history = page.getByRole('region', { name: /Status history/ });
  await expect(history.getByRole('listitem').first()).toContainText('To Do → Completed by Ada Editor');
  await page.keyboard.press('Escape');

  // The viewer has no account yet: the link leads to sign-up with the invited address filled in, and back.
  const viewerContext = await browser.newContext();
  const viewerPage = await viewerContext.newPage();
  await viewerPage.goto(await invitationLinkFor(viewerEmail));
  await expect(viewerPage.getByRole('heading', { level: 1, name: `Join “${workspaceName}”` })).toBeVisible();
  await expect(viewerPage.getByText(`invited ${viewerEmail} to plan in “${workspaceName}” as a Viewer`)).toBeVisible();
  await viewerPage.getByRole('button', { name: 'Create an account' }).click();
  await expect(viewerPage.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await expect(viewerPage.getByRole('textbox', { name: 'Email' })).toHaveValue(viewerEmail);
  await viewerPage.getByRole('textbox', { name: 'Full name' }).fill('Vera Viewer');
  await viewerPage.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await viewerPage.getByLabel('Confirm password').fill(PASSWORD);
  await viewerPage.getByRole('button', { name: 'Create Account' }).click();
  await expect(viewerPage.getByRole('button', { name: 'Accept invitation' })).toBeVisible();
  await viewerPage.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(toast(viewerPage, `You joined ${workspaceName}`)).toBeVisible();
  await expect(switcherButton(viewerPage, workspaceName)).toHaveAccessibleName(`Workspace: ${workspaceName}, Viewer`);
  // The greeting is the viewer's own name, not the workspace owner's.
  await expect(pageHeading(viewerPage)).toHaveText(/, Vera!$/);

  // Both are members now, with the roles given, and no invitation waits.
  await page.goto('/app/people');
  await expect(page.getByRole('combobox', { name: 'Role of Ada Editor' })).toHaveValue('editor');
  await expect(page.getByRole('combobox', { name: 'Role of Vera Viewer' })).toHaveValue('viewer');
  await expect(page.getByText('No invitations are waiting.')).toBeVisible();

  // A used link says so.
  await viewerPage.goto(await invitationLinkFor(viewerEmail));
  await expect(viewerPage.getByRole('heading', { level: 1, name: 'Invitation already used' })).toBeVisible();

  await editor.context.close();
  await viewerContext.close();
});

test('someone signed in with another address is told so and can sign out; an unknown link says it does not work', async ({ page, browser, account: _account }) => {
  const invited = uniqueEmail('invited');
  const response = await page.request.post('/api/workspace/invitations', { data: { email: invited, role: 'editor' } });
  expect(response.status(), await response.text()).toBe(201);
  const link = await invitationLinkFor(invited);

  const other = await signedInBrowser(browser, 'Olga Other');
  await other.page.goto(link);
  await expect(other.page.getByText('This invitation is for another address')).toBeVisible();
  await expect(other.page.getByText(`You are signed in as ${other.account.email}.`)).toBeVisible();
  await other.page.getByRole('button', { name: 'Sign out' }).click();
  await expect(other.page.getByRole('button', { name: 'Sign in to accept' })).toBeVisible();
  await other.page.getByRole('button', { name: 'Sign in to accept' }).click();
  await expect(other.page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  await expect(other.page.getByRole('textbox', { name: 'Email' })).toHaveValue(invited);

  await other.page.goto('/invitations/not-a-real-token');
  await expect(other.page.getByRole('heading', { level: 1, name: 'This invitation link does not work' })).toBeVisible();
  await other.context.close();
});

test('the owner changes a role, removes a member and cancels an invitation; the removed member is moved to their own workspace', async ({ page, browser, account }) => {
  const workspaceName = `${account.name}'s workspace`;
  const memberEmail = uniqueEmail('member');
  const waitingEmail = uniqueEmail('waiting');
  for (const [email, role] of [[memberEmail, 'editor'], [waitingEmail, 'viewer']] as const) {
    const response = await page.request.post('/api/workspace/invitations', { data: { email, role } });
    expect(response.status(), await response.text()).toBe(201);
  }
  const member = await signedInBrowser(browser, 'Max Member', memberEmail);
  await acceptInvitation(member.page, await invitationLinkFor(memberEmail), workspaceName);

  await page.goto('/app/people');
  const role = page.getByRole('combobox', { name: 'Role of Max Member' });
  await role.selectOption('viewer');
  await expect(toast(page, 'Max Member is now a Viewer')).toBeVisible();
  await expect(role).toHaveValue('viewer');

  await page.getByRole('button', { name: `Cancel invitation to ${waitingEmail}` }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel this invitation?' });
  await cancel.getByRole('button', { name: 'Cancel invitation' }).click();
  await expect(cancel).toBeHidden();
  await expect(page.getByText('No invitations are waiting.')).toBeVisible();

  await page.getByRole('button', { name: 'Remove Max Member' }).click();
  const remove = page.getByRole('dialog', { name: 'Remove Max Member?' });
  await expect(remove).toContainText(`loses access to “${workspaceName}”`);
  await remove.getByRole('button', { name: 'Remove' }).click();
  await expect(remove).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Role of Max Member' })).toBeHidden();

  // The removed member's tab was in the workspace: its next request finds it gone, and the tab shows their own.
  await member.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Events' }).click();
  await expect(member.page.getByText(`You no longer have access to “${workspaceName}”`)).toBeVisible();
  await expect(member.page.getByText("You are now in “Max Member's workspace”.", { exact: false })).toBeVisible();
  await expect(switcherButton(member.page, "Max Member's workspace")).toBeVisible();
  // Reloaded, the tab stays in the member's own workspace.
  await member.page.reload();
  await expect(pageHeading(member.page)).toHaveText('Events');
  await expect(switcherButton(member.page, "Max Member's workspace")).toBeVisible();
  await member.context.close();
});

test('a member leaves a workspace; the owner deletes another, named in the confirmation', async ({ page, browser, account }) => {
  const memberEmail = uniqueEmail('leaver');
  await page.request.post('/api/workspace/invitations', { data: { email: memberEmail, role: 'editor' } });
  const member = await signedInBrowser(browser, 'Lee Leaver', memberEmail);
  await acceptInvitation(member.page, await invitationLinkFor(memberEmail), `${account.name}'s workspace`);
  await member.page.goto('/app/people');
  await expect(member.page.getByRole('button', { name: 'Invite people' })).toHaveCount(0);
  await member.page.getByRole('button', { name: 'Leave workspace' }).click();
  await member.page.getByRole('dialog', { name: `Leave “${account.name}'s workspace”?` }).getByRole('button', { name: 'Leave workspace' }).click();
  await expect(member.page).toHaveURL(/\/app\/dashboard\?workspace=\d+/);
  await expect(switcherButton(member.page, "Lee Leaver's workspace")).toBeVisible();
  await member.context.close();

  // Your own workspace cannot be deleted; another one can.
  await page.goto('/app/people');
  await expect(page.getByText('This is your own workspace: it goes with your account and cannot be deleted.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete workspace' })).toHaveCount(0);
  const created = await page.request.post('/api/workspaces', { data: { name: 'Spring Fair' } });
  const { workspace } = await created.json();
  await page.goto(`/app/people?workspace=${workspace.id}`);
  await page.getByRole('button', { name: 'Delete workspace' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete “Spring Fair”?' });
  await expect(confirm).toContainText('all its events with their tasks, team members and calendar feeds, its templates');
  await confirm.getByRole('button', { name: 'Delete workspace' }).click();
  await expect(toast(page, 'Workspace “Spring Fair” deleted')).toBeVisible();
  await expect(switcherButton(page, `${account.name}'s workspace`)).toBeVisible();
  await switcherButton(page).click();
  await expect(page.getByRole('menuitemradio')).toHaveCount(1);
});
