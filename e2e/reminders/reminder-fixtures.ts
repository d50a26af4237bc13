import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';
import { expect as baseExpect, uniqueEmail } from '../support/fixtures.ts';
import { outboxDir } from '../support/reset-links.ts';
import { createTask, day, suffix, type CreatedEvent } from '../tasks/task-fixtures.ts';
import { invitationLinkFor, signedInBrowser } from '../workspaces/workspace-fixtures.ts';

// Mail goes out in the background: waits, not speed targets.
const expect = baseExpect.configure({ timeout: 20_000 });

/** An upcoming event (a week from today, so reminders have send days left) of the signed-in account of `request`. */
export async function createUpcomingEvent(request: APIRequestContext, name = `Harbour Lights ${suffix()}`): Promise<CreatedEvent> {
  const response = await request.post('/api/events', {
    data: { name, description: 'Lanterns along the quay.', startDate: day(7), endDate: day(8) },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).event;
}

/** A team member of the event, with an e-mail address when `email` is given. */
export async function createMemberWithEmail(request: APIRequestContext, eventId: number, name: string, email?: string) {
  const response = await request.post('/api/team-members', { data: { eventId, name, ...(email ? { email } : {}) } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).member as { id: number; name: string };
}

/** A member with an address and a task due in two days: someone "Send reminders now" e-mails. */
export async function memberWithTaskDue(request: APIRequestContext, eventId: number, name: string) {
  const email = uniqueEmail(name.split(' ')[0]!.toLowerCase());
  const member = await createMemberWithEmail(request, eventId, name, email);
  await createTask(request, { eventId, title: `Hang the lanterns (${name})`, dueDate: day(2), assigneeId: member.id });
  return { ...member, email };
}

export async function setSchedule(request: APIRequestContext, eventId: number, schedule: 'off' | 'weekly' | 'daily') {
  const response = await request.put(`/api/events/${eventId}/reminders`, { data: { schedule } });
  expect(response.status(), await response.text()).toBe(200);
}

/** Opens the event's details on the Events page. */
export async function openEventDetails(page: Page, eventName: string) {
  await page.goto('/app/events');
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: eventName }) });
  await card.getByRole('button', { name: 'View Details' }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^${escapeRegExp(eventName)}`) });
  await expect(dialog).toBeVisible();
  return dialog;
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Someone with `role` in the workspace `workspaceId` of the account of `owner`, in a browser of their own, working in it. */
export async function memberOf(owner: Page, browser: Browser, workspaceId: number, role: 'editor' | 'viewer', name: string) {
  const email = uniqueEmail(role);
  const invited = await owner.request.post('/api/workspace/invitations', { data: { email, role } });
  expect(invited.status(), await invited.text()).toBe(201);
  const joined = await signedInBrowser(browser, name, email);
  const token = new URL(await invitationLinkFor(email)).pathname.split('/').at(-1)!;
  const accepted = await joined.page.request.post(`/api/invitations/${token}/accept`, { data: {} });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const chosen = await joined.page.request.put('/api/workspaces/choice', { data: { workspaceId } });
  expect(chosen.status(), await chosen.text()).toBe(200);
  return joined;
}

/** The id of the workspace the account of `request` works in. */
export async function currentWorkspaceId(request: APIRequestContext): Promise<number> {
  return (await (await request.get('/api/workspaces')).json()).currentId;
}

/** Every e-mail in the test outbox addressed to `email`, oldest first. */
export async function mailsTo(email: string): Promise<ParsedMail[]> {
  const files = fs.existsSync(outboxDir) ? fs.readdirSync(outboxDir).filter((name) => name.endsWith('.eml')).sort() : [];
  const mails = await Promise.all(files.map((name) => simpleParser(fs.readFileSync(path.join(outboxDir, name)))));
  return mails.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.value[0]?.address === email);
}

/** The latest e-mail to `email` once one has arrived. */
export async function latestMailTo(email: string): Promise<ParsedMail> {
  let mail: ParsedMail | undefined;
  await expect
    .poll(async () => {
      mail = (await mailsTo(email)).at(-1);
      return Boolean(mail);
    })
    .toBe(true);
  return mail!;
}

/** The unsubscribe links of a digest: the page in its text, and the one-click address of its List-Unsubscribe header. */
export function unsubscribeLinks(mail: ParsedMail) {
  const page = /https?:\/\/\S+\/unsubscribe\/[A-Za-z0-9_-]+/.exec(mail.text ?? '')?.[0];
  const header = mail.headerLines.find((line) => line.key === 'list-unsubscribe')?.line ?? '';
  const oneClick = /^[^<]*<([^>]*)>/.exec(header)?.[1];
  expect(page, 'the unsubscribe page link in the text').toBeTruthy();
  return { page: page!, oneClick, token: page!.split('/').at(-1)! };
}
