import type { Page } from '@playwright/test';
import { expect as baseExpect, pageHeading, test, uniqueEmail } from '../support/fixtures.ts';
import { createEvent, createMember, createTask, suffix } from '../tasks/task-fixtures.ts';
import { viewerOf } from './workspace-fixtures.ts';

/**
 * Issue 29: a viewer reads everything and changes nothing. The pages offer a viewer no create or edit
 * control (the server would refuse them), while the owner of the same workspace keeps every one.
 */

// Scenarios with two or three browsers, on a machine that may be busy: waits, not speed targets.
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

interface Shared {
  workspaceId: number;
  eventId: number;
  eventName: string;
  taskId: number;
  taskTitle: string;
  memberName: string;
}

/** The owner's workspace with an event, a member, a task and a template of its own. */
async function shareWorkspace(page: Page): Promise<Shared> {
  const eventName = `Harbour Regatta ${suffix()}`;
  const event = await createEvent(page.request, eventName);
  const member = await createMember(page.request, event.id, 'Marta Crew');
  const task = await createTask(page.request, { eventId: event.id, title: 'Book the committee boat', assigneeId: member.id });
  const template = await page.request.post('/api/templates', { data: { name: 'Regatta plan', eventId: event.id } });
  expect(template.status(), await template.text()).toBe(201);
  const list = await (await page.request.get('/api/workspaces')).json();
  return { workspaceId: list.currentId, eventId: event.id, eventName, taskId: task.id, taskTitle: task.title, memberName: member.name };
}

const noButton = (page: Page, name: string | RegExp) => expect(page.getByRole('button', { name, exact: typeof name === 'string' })).toHaveCount(0);

/** The keyboard shortcuts the page answers to, from their help (opened with ?): a viewer's leave out those that create. */
async function expectNoCreateShortcuts(page: Page) {
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('c');
  await page.keyboard.press('b');
  await page.keyboard.press('?');
  const help = page.getByRole('dialog');
  await expect(help).toHaveAccessibleName('Keyboard shortcuts');
  await expect(help).toContainText('Go to Tasks');
  await expect(help).not.toContainText('Create a task');
  await expect(help).not.toContainText('Bulk create');
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
}

test('a viewer sees no create or edit controls on Events, Tasks, Team, Templates and the dashboard; the owner sees them all', async ({ page, browser, account: _account }) => {
  const shared = await shareWorkspace(page);
  const viewer = await viewerOf(page, browser, shared.workspaceId);
  const v = viewer.page;

  await v.goto(`/app/dashboard?workspace=${shared.workspaceId}`);
  await expect(pageHeading(v)).toHaveText(/, Vera!$/);
  await expect(v.getByText('You can see and export everything here, but not change it.')).toBeVisible();
  await expect(v.getByRole('link', { name: 'Manage Tasks' })).toBeVisible();
  await expect(v.getByRole('link', { name: 'Create Event' })).toHaveCount(0);

  // Events: the list and the details, nothing to create, edit, delete or save as a template.
  await v.goto('/app/events');
  await expect(v.getByRole('heading', { name: shared.eventName })).toBeVisible();
  await noButton(v, 'Create New Event');
  await expect(v.getByRole('link', { name: 'New event from template' })).toHaveCount(0);
  await noButton(v, 'Edit');
  await noButton(v, `Event actions for ${shared.eventName}`);
  // c creates an event, for those who may: here only ? answers.
  await expectNoCreateShortcuts(v);
  await v.getByRole('button', { name: 'View Details' }).click();
  const details = v.getByRole('dialog', { name: new RegExp(shared.eventName) });
  await expect(details.getByText('Created By:')).toBeVisible();
  await expect(details.getByRole('button', { name: 'Edit Event' })).toHaveCount(0);
  await expect(details.getByRole('button', { name: 'Delete Event' })).toHaveCount(0);
  await expect(details.getByRole('button', { name: 'Create feed link' })).toHaveCount(0);
  await expect(details.getByText('No feed link yet')).toBeVisible();
  await v.keyboard.press('Escape');
  await expect(v.getByRole('dialog')).toHaveCount(0);

  // Tasks: the rows as text; export stays (a viewer exports).
  await v.goto('/app/tasks');
  const row = v.getByRole('row').filter({ hasText: shared.taskTitle });
  await expect(row).toContainText('To Do');
  await expect(row).toContainText(shared.memberName);
  await noButton(v, 'Create Task');
  await noButton(v, 'Bulk Create');
  await noButton(v, /^Status of /);
  await noButton(v, /^Task actions for /);
  await noButton(v, /^Primary assignee for /);
  await expect(v.getByRole('button', { name: /^Export/ })).toBeVisible();
  await expectNoCreateShortcuts(v);
  // Nor does an address that asks for the create form open it.
  await v.goto('/app/tasks?new=task');
  await expect(pageHeading(v)).toHaveText('Tasks Dashboard');
  await expect(v).toHaveURL(/\/app\/tasks$/);
  await v.waitForLoadState('networkidle');
  await expect(v.getByRole('dialog')).toHaveCount(0);
  await v.goto(`/app/tasks?event=${shared.eventId}&view=timeline`);
  await expect(v.getByText(shared.taskTitle)).toBeVisible();
  await noButton(v, shared.taskTitle);

  // Team: the members, their pages' state and their calendar feeds to copy, no adding, editing or removing,
  // no member links made, sent or turned off.
  await v.goto(`/app/team?event=${shared.eventId}`);
  await expect(v.getByRole('heading', { name: shared.memberName })).toBeVisible();
  await noButton(v, 'Add Member');
  await noButton(v, 'Edit Details');
  await noButton(v, 'E-mail every member their link');
  await v.getByRole('button', { name: `Member actions for ${shared.memberName}` }).click();
  await expect(v.getByRole('menuitem')).toHaveText(['Member’s page', 'Calendar feed']);
  await v.getByRole('menuitem', { name: 'Member’s page' }).click();
  const memberPage = v.getByRole('dialog', { name: `Member’s page for ${shared.memberName}` });
  await expect(memberPage.getByRole('heading', { name: 'Link off' })).toBeVisible();
  await expect(memberPage).toContainText('Only the workspace\'s owner or an editor can make, send or turn off the link.');
  await expect(memberPage.getByRole('button', { name: 'Copy a new link' })).toHaveCount(0);
  await memberPage.getByRole('button', { name: 'Done' }).click();

  // Templates: to read.
  await v.goto('/app/templates');
  await expect(v.getByRole('heading', { name: 'Regatta plan' })).toBeVisible();
  await noButton(v, /^Use template /);
  await noButton(v, /^Edit template /);
  await noButton(v, /^More actions for /);

  // People: the list, and Leave; no managing.
  await v.goto('/app/people');
  await expect(v.getByRole('button', { name: 'Leave workspace' })).toBeVisible();
  await noButton(v, 'Invite people');
  await expect(v.getByRole('combobox', { name: /^Role of / })).toHaveCount(0);

  // The owner of the same workspace keeps every control.
  await page.goto('/app/events');
  await expect(page.getByRole('button', { name: 'Create New Event' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
  await page.goto('/app/tasks');
  await expect(page.getByRole('button', { name: 'Create Task' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Status of ${shared.taskTitle}: To Do` })).toBeVisible();
  await page.goto(`/app/team?event=${shared.eventId}`);
  await expect(page.getByRole('button', { name: 'Add Member' })).toBeVisible();
  await page.goto('/app/templates');
  await expect(page.getByRole('button', { name: 'Edit template Regatta plan' })).toBeVisible();

  // And nothing the viewer did changed anything.
  const tasks = await (await page.request.get('/api/tasks?limit=10')).json();
  expect(tasks.totalInSystem).toBe(1);
  const events = await (await page.request.get('/api/events')).json();
  expect(events.total).toBe(1);
  await viewer.context.close();
});

test("a viewer's writes are refused with 403, with the header naming the workspace or without it", async ({ page, browser, account: _account }) => {
  const shared = await shareWorkspace(page);
  const viewer = await viewerOf(page, browser, shared.workspaceId);
  const headers = { 'x-workspace-id': String(shared.workspaceId) };
  const attempts = [
    viewer.page.request.patch(`/api/tasks/${shared.taskId}`, { data: { title: 'Renamed by a viewer' }, headers }),
    viewer.page.request.put(`/api/tasks/${shared.taskId}/status`, { data: { status: 'completed' }, headers }),
    viewer.page.request.patch(`/api/events/${shared.eventId}`, { data: { name: 'Renamed by a viewer' } }),
    viewer.page.request.post('/api/events', { data: { name: 'New', description: 'x', startDate: '2030-01-01' }, headers }),
    viewer.page.request.post('/api/workspace/invitations', { data: { email: uniqueEmail('x'), role: 'editor' }, headers }),
  ];
  for (const response of await Promise.all(attempts)) {
    expect(response.status(), `${response.url()}: ${await response.text()}`).toBe(403);
    expect((await response.json()).error.message).toBe('Your role in this workspace does not allow this. Ask the workspace owner for access.');
  }
  const task = await (await page.request.get(`/api/tasks/${shared.taskId}`)).json();
  expect(task.task.title).toBe(shared.taskTitle);
  expect(task.task.status).toBe('todo');
  await viewer.context.close();
});
