import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { outboxDir } from '../support/reset-links.ts';
import { expect } from '../support/fixtures.ts';
import { createMember, createTask, day, suffix, type CreatedEvent, type CreatedMember } from '../tasks/task-fixtures.ts';

/** The address of a member's page: the public origin, /m/ and a 43-character token. */
export const MEMBER_PAGE_URL = /^http:\/\/[^/]+\/m\/[A-Za-z0-9_-]{43}$/;

export interface MemberWithTasks {
  event: CreatedEvent;
  member: CreatedMember;
  other: CreatedMember;
}

/**
 * An event three weeks away with Dee Marsh on its team and a task in each of her page's groups (and
 * one of another member's, which her page must not show).
 */
export async function deeMarshWithTasks(request: APIRequestContext, email?: string): Promise<MemberWithTasks> {
  const created = await request.post('/api/events', {
    data: { name: `River Clean-up ${suffix()}`, description: 'A morning by the river.', startDate: day(20), endDate: day(21) },
  });
  expect(created.status(), await created.text()).toBe(201);
  const event: CreatedEvent = (await created.json()).event;
  const member = email ? await createMemberWithEmail(request, event.id, 'Dee Marsh', email) : await createMember(request, event.id, 'Dee Marsh');
  const other = await createMember(request, event.id, 'Kai Morgan');
  const assigneeId = member.id;
  await createTask(request, { eventId: event.id, title: 'Bring the gloves', description: 'Forty pairs, large sizes too.', dueDate: day(3), priority: 'high', assigneeId });
  await createTask(request, { eventId: event.id, title: 'Book the skip', dueDate: day(-2), assigneeId });
  await createTask(request, { eventId: event.id, title: 'Thank the volunteers', dueAnchor: 'end', dueOffsetDays: 1, priority: 'low', assigneeId });
  await createTask(request, { eventId: event.id, title: 'Order the bags', assigneeId });
  await createTask(request, { eventId: event.id, title: 'Print the map', status: 'completed', dueDate: day(-5), assigneeId });
  await createTask(request, { eventId: event.id, title: 'Hire the van', dueDate: day(2), assigneeId: other.id });
  return { event, member, other };
}

async function createMemberWithEmail(request: APIRequestContext, eventId: number, name: string, email: string): Promise<CreatedMember> {
  const response = await request.post('/api/team-members', { data: { eventId, name, email } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).member;
}

/** A new link to the member's page, through the API. */
export async function memberPageLink(request: APIRequestContext, memberId: number): Promise<string> {
  const response = await request.post(`/api/team-members/${memberId}/member-link`);
  expect(response.status(), await response.text()).toBe(201);
  const { url } = await response.json();
  expect(url).toMatch(MEMBER_PAGE_URL);
  return url;
}

/** A browser context of the member's own: no session, a phone's width unless told otherwise. */
export async function memberContext(browser: Browser, options: { width?: number; colorScheme?: 'light' | 'dark' } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const width = options.width ?? 390;
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 844 : 900 },
    colorScheme: options.colorScheme ?? 'light',
    hasTouch: width < 600,
  });
  return { context, page: await context.newPage() };
}

/** The status buttons of a task on the member's page. */
export const statusOf = (page: Page, title: string) => page.getByRole('group', { name: `Status of ${title}` });

/** The links to members' pages in the outbox's e-mails to `email`, oldest first. */
export async function memberPageLinksMailedTo(email: string): Promise<string[]> {
  const files = fs.existsSync(outboxDir) ? fs.readdirSync(outboxDir).filter((name) => name.endsWith('.eml')).sort() : [];
  const mails = await Promise.all(files.map((name) => simpleParser(fs.readFileSync(path.join(outboxDir, name)))));
  const mine = mails.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.value[0]?.address === email);
  return mine.flatMap((mail) => /https?:\/\/[^\s/]+\/m\/[A-Za-z0-9_-]{43}/.exec(mail.text ?? '')?.[0] ?? []);
}

/** Waits for the `count`th e-mail with a member page link to `email`, and answers its link. */
export async function memberPageLinkMailed(email: string, count: number): Promise<string> {
  let links: string[] = [];
  await expect.poll(async () => (links = await memberPageLinksMailedTo(email)).length).toBe(count);
  return links.at(-1)!;
}
