import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../src/domain/auth.ts';
import {
  EVENT_LINK_EMAILS_PER_EVENT_PER_HOUR,
  MEMBER_LINK_EMAILS_PER_MEMBER_PER_HOUR,
  MEMBER_LINK_MESSAGES,
  MEMBER_PAGE_REQUESTS_PER_ADDRESS_PER_MINUTE,
  MEMBER_PAGE_REQUESTS_PER_LINK_PER_MINUTE,
} from '../../src/domain/member-page.ts';
import { todayIn } from '../../src/domain/today.ts';
import { WORKSPACE_MESSAGES } from '../../src/domain/workspaces.ts';
import { loggerOptions } from '../../src/server/app.ts';
import { createEvent, createMember, createTask } from './support/fixtures.ts';
import { createTestApp, requestHeaders, signUp, type TestApp } from './support/test-app.ts';
import { addToWorkspace } from './support/workspaces.ts';

/** The clock of the app: moved on a few minutes before each test, so every test starts with fresh rate-limit windows. */
let now = Date.parse('2030-06-01T10:00:00Z');
const clock = () => now;

const TOKEN_IN_LINK = /\/m\/([A-Za-z0-9_-]{43})$/;
const pagePath = (token: string) => `/api/member-pages/${token}`;
const taskPath = (token: string, taskId: number) => `${pagePath(token)}/tasks/${taskId}`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());
beforeEach(() => {
  now += 5 * 60_000;
});

/** An organiser with an event, Dee Marsh (with an e-mail address) and Sam Ortiz on it, and tasks of each and of nobody. */
async function organiserWithTeam(name = 'Olive Organiser') {
  const owner = await signUp(t.app, { name });
  const event = await createEvent(t.app, owner.cookie, { name: 'Harbour Gala', description: 'Secret plans of the workspace', startDate: '2030-06-20' });
  const dee = await createMember(t.app, owner.cookie, event.id, { name: 'Dee Marsh', email: 'dee@example.com', company: 'Hidden Company' });
  const sam = await createMember(t.app, owner.cookie, event.id, { name: 'Sam Ortiz' });
  const deeTasks = [
    await createTask(t.app, owner.cookie, { title: 'Book the band', description: 'Jazz trio', eventId: event.id, assigneeId: dee.id, dueDate: '2030-06-03', priority: 'high' }),
    await createTask(t.app, owner.cookie, { title: 'Print badges', eventId: event.id, assigneeId: dee.id, dueAnchor: 'start', dueOffsetDays: -2 }),
    await createTask(t.app, owner.cookie, { title: 'Thank the sponsors', eventId: event.id, assigneeId: dee.id }),
  ];
  const samTask = await createTask(t.app, owner.cookie, { title: 'Sams private errand', eventId: event.id, assigneeId: sam.id });
  const nobodysTask = await createTask(t.app, owner.cookie, { title: 'Unassigned chores', eventId: event.id });
  return { owner, event, dee, sam, deeTasks, samTask, nobodysTask };
}
type Team = Awaited<ReturnType<typeof organiserWithTeam>>;

/** A new link for the member, as the organiser makes it: its URL and the token in it. */
async function makeLink(owner: { cookie: string }, memberId: number) {
  const response = await t.call('POST', `/api/team-members/${memberId}/member-link`, owner.cookie);
  expect(response.statusCode, response.body).toBe(201);
  const { url, createdAt } = response.json() as { url: string; createdAt: string };
  const token = TOKEN_IN_LINK.exec(url)?.[1];
  if (!token) throw new Error(`no token in ${url}`);
  return { url, createdAt, token };
}

const openPage = (token: string) => t.app.inject({ method: 'GET', url: pagePath(token) });
const changeStatus = (token: string, taskId: number, status: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'PATCH', url: taskPath(token, taskId), headers, payload: { status } });

async function expectGone(token: string, taskId: number) {
  for (const response of [await openPage(token), await changeStatus(token, taskId, 'completed')]) {
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json()).toEqual({ error: { message: MEMBER_LINK_MESSAGES.pageNotFound } });
  }
}

async function storedStatus(taskId: number) {
  return (await t.app.db.selectFrom('tasks').select('status').where('id', '=', taskId).executeTakeFirstOrThrow()).status;
}

describe("a member's page", () => {
  let team: Team;
  let token: string;
  beforeAll(async () => {
    team = await organiserWithTeam();
    ({ token } = await makeLink(team.owner, team.dee.id));
  });

  it("shows the member's own tasks, their name and event, today in the workspace's zone, and nothing else of the workspace", async () => {
    const response = await openPage(token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    const page = response.json();
    expect(page.member).toEqual({ name: 'Dee Marsh' });
    expect(page.event).toEqual({ name: 'Harbour Gala', startDate: '2030-06-20', endDate: '2030-06-20' });
    expect(page.timeZone).toBe('UTC');
    expect(page.today).toBe(todayIn('UTC', new Date(now)));
    expect(page.tasks.map((task: { id: number }) => task.id).sort()).toEqual(team.deeTasks.map((task) => task.id).sort());
    expect(page.tasks.find((task: { title: string }) => task.title === 'Print badges')).toEqual({
      id: team.deeTasks[1]!.id,
      title: 'Print badges',
      description: '',
      status: 'todo',
      priority: 'medium',
      dueDate: '2030-06-18',
      dueAnchor: 'start',
      dueOffsetDays: -2,
    });
    expect(page.tasks.find((task: { title: string }) => task.title === 'Book the band')).toMatchObject({ description: 'Jazz trio', priority: 'high', dueDate: '2030-06-03' });
    for (const hidden of ['Sam Ortiz', 'Sams private errand', 'Unassigned chores', 'Secret plans', 'Hidden Company', 'dee@example.com', 'Olive Organiser', team.owner.email]) {
      expect(response.body, hidden).not.toContain(hidden);
    }
    expect(Object.keys(page).sort()).toEqual(['event', 'member', 'tasks', 'timeZone', 'today']);
  });

  it("counts today in the workspace's time zone", async () => {
    now = Date.parse('2030-06-08T14:00:00Z') + (now % 60_000);
    await t.app.db.updateTable('workspaces').set({ time_zone: 'Pacific/Auckland' }).where('id', '=', team.owner.workspaceId).execute();
    try {
      const page = (await openPage(token)).json();
      expect(page).toMatchObject({ timeZone: 'Pacific/Auckland', today: '2030-06-09' });
    } finally {
      await t.app.db.updateTable('workspaces').set({ time_zone: 'UTC' }).where('id', '=', team.owner.workspaceId).execute();
    }
  });

  it("moves one of the member's tasks, records it as the member's, and the organiser's lists, dashboard and history show it", async () => {
    const task = team.deeTasks[0]!;
    const owner = team.owner.cookie;
    const today = todayIn('UTC', new Date(now));
    const listUrl = `/api/tasks?memberId=${team.dee.id}&today=${today}`;
    const dashboardUrl = `/api/dashboard?today=${today}`;
    // Task rows are stamped with the real time, whatever the app's clock: their period ends today.
    const analyticsUrl = `/api/analytics?period=7&today=${todayIn('UTC', new Date())}`;
    const deeStats = async () =>
      (await t.call('GET', analyticsUrl, owner)).json().members.find((member: { id: number }) => member.id === team.dee.id) as { tasksCompleted: number; points: number };
    // Read twice, so that the answers after the change would come from the answer cache if it missed the change.
    for (let read = 0; read < 2; read++) {
      expect((await t.call('GET', listUrl, owner)).json().items.find((item: { id: number }) => item.id === task.id).status).toBe('todo');
      expect((await t.call('GET', dashboardUrl, owner)).statusCode).toBe(200);
      expect((await deeStats()).tasksCompleted).toBe(0);
    }
    const statsBefore = await deeStats();
    const dashboardBefore = (await t.call('GET', dashboardUrl, owner)).json();
    expect(dashboardBefore.soonestTasks.map((item: { id: number }) => item.id)).toContain(task.id);

    const response = await changeStatus(token, task.id, 'completed');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      id: task.id,
      title: 'Book the band',
      description: 'Jazz trio',
      status: 'completed',
      priority: 'high',
      dueDate: '2030-06-03',
      dueAnchor: null,
      dueOffsetDays: null,
    });

    expect((await t.call('GET', listUrl, owner)).json().items.find((item: { id: number }) => item.id === task.id).status).toBe('completed');
    const dashboardAfter = (await t.call('GET', dashboardUrl, owner)).json();
    expect(dashboardAfter.tasks.open).toBe(dashboardBefore.tasks.open - 1);
    expect(dashboardAfter.soonestTasks.map((item: { id: number }) => item.id)).not.toContain(task.id);
    // Analytics counts the member's own completion as it counts the organiser's: 10 points instead of a to-do's 2.
    const statsAfter = await deeStats();
    expect(statsAfter.tasksCompleted).toBe(1);
    expect(statsAfter.points).toBe(statsBefore.points + 8);

    const history = (await t.call('GET', `/api/tasks/${task.id}/history`, owner)).json().items;
    expect(history[0]).toMatchObject({ oldStatus: 'todo', newStatus: 'completed', changedBy: 'Dee Marsh' });
    const logged = await t.app.db.selectFrom('task_status_log').selectAll().where('task_id', '=', task.id).executeTakeFirstOrThrow();
    expect(logged).toMatchObject({ changed_by: null, changed_by_member: team.dee.id, owner_id: team.owner.workspaceId });

    // The page shows it too; setting the same status again changes and logs nothing.
    expect((await openPage(token)).json().tasks.find((item: { id: number }) => item.id === task.id).status).toBe('completed');
    expect((await changeStatus(token, task.id, 'completed')).statusCode).toBe(200);
    expect(await t.app.db.selectFrom('task_status_log').select('id').where('task_id', '=', task.id).execute()).toHaveLength(1);
  });

  it("names the organiser in the history of the organiser's own changes", async () => {
    const task = team.deeTasks[2]!;
    expect((await t.call('PUT', `/api/tasks/${task.id}/status`, team.owner.cookie, { status: 'inprogress' })).statusCode).toBe(200);
    expect((await changeStatus(token, task.id, 'completed')).statusCode).toBe(200);
    const history = (await t.call('GET', `/api/tasks/${task.id}/history`, team.owner.cookie)).json().items;
    expect(history.map((item: { changedBy: string }) => item.changedBy)).toEqual(['Dee Marsh', 'Olive Organiser']);
  });

  it("answers 404 for another member's task, an unassigned one and another workspace's, and changes none of them", async () => {
    const elsewhere = await organiserWithTeam('Other Organiser');
    for (const taskId of [team.samTask.id, team.nobodysTask.id, elsewhere.deeTasks[0]!.id, 2_147_483_000]) {
      const response = await changeStatus(token, taskId, 'completed');
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toEqual({ error: { message: MEMBER_LINK_MESSAGES.taskNotFound } });
      if (taskId !== 2_147_483_000) expect(await storedStatus(taskId)).toBe('todo');
    }
  });

  it('accepts only the statuses a member may choose', async () => {
    const task = team.deeTasks[1]!;
    for (const status of ['overdue', 'done', '']) {
      const response = await changeStatus(token, task.id, status);
      expect(response.statusCode, status).toBe(400);
    }
    expect((await changeStatus(token, task.id, 'overdue')).json().error.message).toBe(MEMBER_LINK_MESSAGES.statusInvalid);
    expect(await storedStatus(task.id)).toBe('todo');
  });

  it('refuses a status change from another site', async () => {
    const task = team.deeTasks[1]!;
    for (const headers of [{ origin: 'https://evil.example' }, { referer: 'https://evil.example/trap' }, { 'sec-fetch-site': 'cross-site' }] as Record<string, string>[]) {
      const response = await changeStatus(token, task.id, 'completed', { host: 'localhost:3000', ...headers });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: { message: AUTH_MESSAGES.crossOrigin } });
    }
    expect(await storedStatus(task.id)).toBe('todo');
    expect((await changeStatus(token, task.id, 'inprogress', { host: 'localhost:3000', origin: 'http://localhost:3000' })).statusCode).toBe(200);
  });

  it('answers 404 alike for an unknown token, a malformed one and another spelling of the URL', async () => {
    const task = team.deeTasks[1]!;
    const unknown = 'A'.repeat(43);
    const escapedLetter = token.replace(/[A-Za-z]/, (letter) => `%${letter.charCodeAt(0).toString(16)}`);
    for (const url of [pagePath(unknown), pagePath('short'), `${pagePath(token)}/`, `/api/member-pages/${escapedLetter}`]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ error: { message: MEMBER_LINK_MESSAGES.pageNotFound } });
    }
    expect((await changeStatus(unknown, task.id, 'completed')).statusCode).toBe(404);
    // Nothing else of the workspace answers to the token.
    for (const url of [`${pagePath(token)}/tasks`, `${pagePath(token)}/tasks/${task.id}`, `${pagePath(token)}/members`]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    expect((await t.app.inject({ method: 'DELETE', url: taskPath(token, task.id) })).statusCode).toBe(404);
  });
});

describe("the organiser's control of a link", () => {
  it('tells whether a link works and when it was last used, to the hour', async () => {
    const team = await organiserWithTeam();
    const statusUrl = `/api/team-members/${team.dee.id}/member-link`;
    expect((await t.call('GET', statusUrl, team.owner.cookie)).json()).toEqual({ active: false, createdAt: null, lastUsedAt: null });
    const link = await makeLink(team.owner, team.dee.id);
    expect(link.url).toMatch(/^http:\/\/localhost:\d+\/m\/[A-Za-z0-9_-]{43}$/);
    expect((await t.call('GET', statusUrl, team.owner.cookie)).json()).toEqual({ active: true, createdAt: link.createdAt, lastUsedAt: null });
    // Only the hash is kept.
    const stored = await t.app.db.selectFrom('member_links').selectAll().where('member_id', '=', team.dee.id).executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(link.token);
    expect(JSON.stringify(stored)).not.toContain(link.token);

    const openedAt = new Date(now).toISOString();
    await openPage(link.token);
    now += 10 * 60_000;
    await openPage(link.token);
    expect((await t.call('GET', statusUrl, team.owner.cookie)).json().lastUsedAt).toBe(openedAt);
    now += 60 * 60_000;
    await openPage(link.token);
    expect((await t.call('GET', statusUrl, team.owner.cookie)).json().lastUsedAt).toBe(new Date(now).toISOString());
  });

  it('replaces a link: the old one answers 404 from then on, the new one works', async () => {
    const team = await organiserWithTeam();
    const first = await makeLink(team.owner, team.dee.id);
    expect((await openPage(first.token)).statusCode).toBe(200);
    const second = await makeLink(team.owner, team.dee.id);
    expect(second.token).not.toBe(first.token);
    await expectGone(first.token, team.deeTasks[0]!.id);
    expect((await openPage(second.token)).statusCode).toBe(200);
    expect(await t.app.db.selectFrom('member_links').select('id').where('member_id', '=', team.dee.id).execute()).toHaveLength(1);
  });

  it('turns a link off: it answers 404, and turning off a member without a link answers 404', async () => {
    const team = await organiserWithTeam();
    const link = await makeLink(team.owner, team.dee.id);
    const linkUrl = `/api/team-members/${team.dee.id}/member-link`;
    expect((await t.call('DELETE', linkUrl, team.owner.cookie)).statusCode).toBe(204);
    await expectGone(link.token, team.deeTasks[0]!.id);
    const again = await t.call('DELETE', linkUrl, team.owner.cookie);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: { message: MEMBER_LINK_MESSAGES.linkNotFound } });
    expect((await t.call('GET', linkUrl, team.owner.cookie)).json().active).toBe(false);
  });

  it('ends the link with its member, and with its event', async () => {
    const team = await organiserWithTeam();
    const dee = await makeLink(team.owner, team.dee.id);
    const sam = await makeLink(team.owner, team.sam.id);
    expect((await t.call('DELETE', `/api/team-members/${team.dee.id}`, team.owner.cookie)).statusCode).toBe(204);
    await expectGone(dee.token, team.deeTasks[0]!.id);
    expect((await openPage(sam.token)).statusCode).toBe(200);
    expect((await t.call('DELETE', `/api/events/${team.event.id}`, team.owner.cookie)).statusCode).toBe(204);
    await expectGone(sam.token, team.samTask.id);
    expect(await t.app.db.selectFrom('member_links').select('id').where('owner_id', '=', team.owner.workspaceId).execute()).toEqual([]);
  });

  it("lets a viewer see whether a link works but not make, e-mail or end one; an outsider's request is as for no member", async () => {
    const team = await organiserWithTeam();
    const link = await makeLink(team.owner, team.dee.id);
    const viewer = await signUp(t.app, { name: 'Vera Viewer' });
    await addToWorkspace(t.app, team.owner.workspaceId, viewer.user.id, 'viewer');
    const as = (account: { cookie: string }, method: 'GET' | 'POST' | 'DELETE', url: string, workspaceId = team.owner.workspaceId) =>
      t.app.inject({ method, url, headers: requestHeaders(account.cookie, workspaceId) });
    const base = `/api/team-members/${team.dee.id}/member-link`;

    expect((await as(viewer, 'GET', base)).statusCode).toBe(200);
    for (const [method, url] of [['POST', base], ['DELETE', base], ['POST', `${base}/email`], ['POST', `/api/events/${team.event.id}/member-links/email`]] as const) {
      const response = await as(viewer, method, url);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toEqual({ error: { message: WORKSPACE_MESSAGES.forbidden } });
    }
    expect((await openPage(link.token)).statusCode).toBe(200);

    const outsider = await signUp(t.app, { name: 'Otto Outsider' });
    for (const [method, url] of [['GET', base], ['POST', base], ['DELETE', base], ['POST', `${base}/email`]] as const) {
      const response = await as(outsider, method, url, outsider.workspaceId);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual({ error: { message: 'Team member not found' } });
    }
    const eventMail = await as(outsider, 'POST', `/api/events/${team.event.id}/member-links/email`, outsider.workspaceId);
    expect(eventMail.statusCode).toBe(404);
    expect((await openPage(link.token)).statusCode).toBe(200);
  });
});

describe("members' page links among the workspace's private links", () => {
  it('lists them with the member and event each shows, and ends one or all of them', async () => {
    const team = await organiserWithTeam();
    const dee = await makeLink(team.owner, team.dee.id);
    now += 1_000;
    const sam = await makeLink(team.owner, team.sam.id);
    now += 1_000;
    expect((await t.call('POST', `/api/events/${team.event.id}/calendar-feed`, team.owner.cookie)).statusCode).toBe(201);
    await openPage(dee.token);

    const list = (await t.call('GET', '/api/private-links', team.owner.cookie)).json();
    expect(list.total).toBe(3);
    expect(list.items.map((item: { kind: string; covers: { type: string; name: string } }) => [item.kind, item.covers.name])).toEqual([
      ['calendarFeed', 'Harbour Gala'],
      ['memberPage', 'Sam Ortiz'],
      ['memberPage', 'Dee Marsh'],
    ]);
    const deeLink = list.items[2];
    expect(deeLink).toEqual({
      kind: 'memberPage',
      id: expect.any(Number),
      covers: { type: 'member', id: team.dee.id, name: 'Dee Marsh', eventName: 'Harbour Gala' },
      createdAt: dee.createdAt,
      lastUsedAt: expect.any(String),
    });

    const outsider = await signUp(t.app);
    const foreign = await t.call('DELETE', `/api/private-links/member-pages/${deeLink.id}`, outsider.cookie);
    expect(foreign.statusCode).toBe(404);
    expect((await openPage(dee.token)).statusCode).toBe(200);

    expect((await t.call('DELETE', `/api/private-links/member-pages/${deeLink.id}`, team.owner.cookie)).statusCode).toBe(204);
    await expectGone(dee.token, team.deeTasks[0]!.id);
    expect((await t.call('DELETE', `/api/private-links/member-pages/${deeLink.id}`, team.owner.cookie)).statusCode).toBe(404);
    expect((await openPage(sam.token)).statusCode).toBe(200);

    const ended = await t.call('DELETE', '/api/private-links', team.owner.cookie);
    expect(ended.json()).toEqual({ ended: 2 });
    await expectGone(sam.token, team.samTask.id);
    expect((await t.call('GET', '/api/private-links', team.owner.cookie)).json().total).toBe(0);
  });
});

describe('limits', () => {
  it(`answers ${MEMBER_PAGE_REQUESTS_PER_LINK_PER_MINUTE} requests a minute per link, then 429 with Retry-After; other links keep working`, async () => {
    const team = await organiserWithTeam();
    const dee = await makeLink(team.owner, team.dee.id);
    const sam = await makeLink(team.owner, team.sam.id);
    for (let request = 0; request < MEMBER_PAGE_REQUESTS_PER_LINK_PER_MINUTE; request++) {
      const response = request % 2 === 0 ? await openPage(dee.token) : await changeStatus(dee.token, team.deeTasks[0]!.id, 'inprogress');
      expect(response.statusCode, `request ${request + 1}`).toBe(200);
    }
    for (const response of [await openPage(dee.token), await changeStatus(dee.token, team.deeTasks[0]!.id, 'completed')]) {
      expect(response.statusCode).toBe(429);
      expect(response.json()).toEqual({ error: { message: MEMBER_LINK_MESSAGES.tooManyRequests } });
      expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
    expect(await storedStatus(team.deeTasks[0]!.id)).toBe('inprogress');
    expect((await openPage(sam.token)).statusCode).toBe(200);
    now += 61_000;
    expect((await openPage(dee.token)).statusCode).toBe(200);
  });

  it(`answers ${MEMBER_PAGE_REQUESTS_PER_ADDRESS_PER_MINUTE} requests a minute per client address, whatever the link, unknown ones included`, async () => {
    const team = await organiserWithTeam();
    const dee = await makeLink(team.owner, team.dee.id);
    const from = (remoteAddress: string) => t.app.inject({ method: 'GET', url: pagePath(dee.token), remoteAddress });
    expect((await from('198.51.100.7')).statusCode).toBe(200);
    // The count so far is in the database (it holds across app instances): bring it to the limit there.
    const key = await t.app.db.selectFrom('auth_throttle').select('key').where('key', 'like', 'member-page:ip:198.51.100.7%').executeTakeFirstOrThrow();
    await t.app.db.updateTable('auth_throttle').set({ hits: MEMBER_PAGE_REQUESTS_PER_ADDRESS_PER_MINUTE }).where('key', '=', key.key).execute();
    const refused = await from('198.51.100.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    const unknown = await t.app.inject({ method: 'GET', url: pagePath('B'.repeat(43)), remoteAddress: '198.51.100.7' });
    expect(unknown.statusCode).toBe(429);
    expect((await from('198.51.100.8')).statusCode).toBe(200);
  });
});

describe('the log', () => {
  it("never shows a member's token, whatever the spelling of the URL", async () => {
    const lines: string[] = [];
    const logged = await createTestApp({ logger: loggerOptions('debug', { write: (line: string) => void lines.push(line) }) });
    try {
      const owner = await signUp(logged.app);
      const event = await createEvent(logged.app, owner.cookie);
      const member = await createMember(logged.app, owner.cookie, event.id, { name: 'Dee Marsh', email: 'dee@example.com' });
      const task = await createTask(logged.app, owner.cookie, { title: 'Book the band', eventId: event.id, assigneeId: member.id });
      const created = await logged.call('POST', `/api/team-members/${member.id}/member-link`, owner.cookie);
      const token = TOKEN_IN_LINK.exec(created.json().url)![1]!;
      // As the page asks, from its own address (which holds the token) as the Referer.
      const referer = `http://localhost:3000/m/${token}`;
      expect((await logged.app.inject({ method: 'GET', url: pagePath(token), headers: { referer } })).statusCode).toBe(200);
      const patched = await logged.app.inject({ method: 'PATCH', url: taskPath(token, task.id), headers: { referer, host: 'localhost:3000' }, payload: { status: 'completed' } });
      expect(patched.statusCode).toBe(200);
      await logged.app.inject({ method: 'GET', url: pagePath(token).replace('/api/', '/%61pi/') });
      await logged.app.inject({ method: 'GET', url: `${pagePath(token)}/` });
      await logged.app.inject({ method: 'GET', url: `${pagePath(token)}?x=${token}` });
      // The e-mailed link too.
      expect((await logged.call('POST', `/api/team-members/${member.id}/member-link/email`, owner.cookie)).statusCode).toBe(200);
      const log = lines.join('');
      expect(log).toContain('/api/member-pages/[redacted]');
      expect(log).not.toContain(token);
      for (const mail of await outbox(logged.outboxDir)) expect(log).not.toContain(tokenIn(mail));
    } finally {
      await logged.close();
    }
  });
});

// ---------------------------------------------------------------------------------------------
// E-mail

async function outbox(dir: string): Promise<ParsedMail[]> {
  if (!fs.existsSync(dir)) return [];
  const files = fs.readdirSync(dir).filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(files.map((name) => simpleParser(fs.readFileSync(path.join(dir, name)))));
}

const recipient = (mail: ParsedMail) => (mail.to && 'text' in mail.to ? mail.to.text : '');

function tokenIn(mail: ParsedMail): string {
  const link = /https?:\/\/\S+\/m\/[A-Za-z0-9_-]{43}/.exec(mail.text ?? '')?.[0];
  if (!link) throw new Error(`no member link in ${mail.text}`);
  expect(mail.html).toContain(`href="${link}"`);
  return TOKEN_IN_LINK.exec(link)![1]!;
}

describe("e-mailing a member's link", () => {
  afterEach(() => {
    for (const name of fs.existsSync(t.outboxDir) ? fs.readdirSync(t.outboxDir) : []) fs.rmSync(path.join(t.outboxDir, name));
  });

  it('sends a short e-mail with a new link, from the organiser, whose link opens the page; the link before stops working', async () => {
    const team = await organiserWithTeam('Olive Organiser');
    const before = await makeLink(team.owner, team.dee.id);
    const response = await t.call('POST', `/api/team-members/${team.dee.id}/member-link/email`, team.owner.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ sentTo: 'dee@example.com' });

    const mails = await outbox(t.outboxDir);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(recipient(mail)).toBe('dee@example.com');
    expect(mail.subject).toBe('Your tasks for Harbour Gala');
    expect(mail.text).toContain('Hello Dee Marsh,');
    expect(mail.text).toContain('Olive Organiser');
    expect(mail.html).toContain('Olive Organiser');
    const token = tokenIn(mail);
    const page = await openPage(token);
    expect(page.statusCode).toBe(200);
    expect(page.json().member.name).toBe('Dee Marsh');
    await expectGone(before.token, team.deeTasks[0]!.id);
  });

  it('refuses a member without an e-mail address, and sends nothing', async () => {
    const team = await organiserWithTeam();
    const response = await t.call('POST', `/api/team-members/${team.sam.id}/member-link/email`, team.owner.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { message: 'Sam Ortiz has no e-mail address' } });
    expect(await outbox(t.outboxDir)).toEqual([]);
    expect((await t.call('GET', `/api/team-members/${team.sam.id}/member-link`, team.owner.cookie)).json().active).toBe(false);
  });

  it('e-mails every member of an event who has an address a new link, and counts those without one', async () => {
    const team = await organiserWithTeam();
    await createMember(t.app, team.owner.cookie, team.event.id, { name: 'Ada Lane', email: 'ada@example.com' });
    const other = await createEvent(t.app, team.owner.cookie, { name: 'Other Event' });
    await createMember(t.app, team.owner.cookie, other.id, { name: 'Elsewhere Person', email: 'elsewhere@example.com' });
    const response = await t.call('POST', `/api/events/${team.event.id}/member-links/email`, team.owner.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ sent: 2, withoutEmail: 1, failed: 0 });
    const mails = await outbox(t.outboxDir);
    expect(mails.map(recipient).sort()).toEqual(['ada@example.com', 'dee@example.com']);
    for (const mail of mails) {
      const page = await openPage(tokenIn(mail));
      expect(page.statusCode).toBe(200);
      expect(`${page.json().member.name.split(' ')[0].toLowerCase()}@example.com`).toBe(recipient(mail));
    }
  });

  it(`e-mails one member's link ${MEMBER_LINK_EMAILS_PER_MEMBER_PER_HOUR} times an hour and an event's ${EVENT_LINK_EMAILS_PER_EVENT_PER_HOUR}, then 429 with Retry-After and nothing sent`, async () => {
    const team = await organiserWithTeam();
    const emailDee = () => t.call('POST', `/api/team-members/${team.dee.id}/member-link/email`, team.owner.cookie);
    const emailAll = () => t.call('POST', `/api/events/${team.event.id}/member-links/email`, team.owner.cookie);
    for (let i = 0; i < MEMBER_LINK_EMAILS_PER_MEMBER_PER_HOUR; i++) expect((await emailDee()).statusCode).toBe(200);
    for (let i = 0; i < EVENT_LINK_EMAILS_PER_EVENT_PER_HOUR; i++) expect((await emailAll()).statusCode).toBe(200);
    const sent = (await outbox(t.outboxDir)).length;
    expect(sent).toBe(MEMBER_LINK_EMAILS_PER_MEMBER_PER_HOUR + EVENT_LINK_EMAILS_PER_EVENT_PER_HOUR);

    const member = await emailDee();
    expect(member.statusCode).toBe(429);
    expect(Number(member.headers['retry-after'])).toBeGreaterThan(0);
    expect(member.json().error.message).toMatch(/^This member's link was e-mailed 5 times in the last hour\. Please try again in \d+ minutes?\.$/);
    const event = await emailAll();
    expect(event.statusCode).toBe(429);
    expect(event.json().error.message).toMatch(/^Links for this event were e-mailed 3 times in the last hour\./);
    expect(await outbox(t.outboxDir)).toHaveLength(sent);

    // Another member of the same workspace is not held back, and an hour later Dee's link can go again.
    const ada = await createMember(t.app, team.owner.cookie, team.event.id, { name: 'Ada Lane', email: 'ada@example.com' });
    expect((await t.call('POST', `/api/team-members/${ada.id}/member-link/email`, team.owner.cookie)).statusCode).toBe(200);
    now += 60 * 60_000;
    expect((await emailDee()).statusCode).toBe(200);
  });

  it('answers 503 when the mail cannot be sent, and the link sent before keeps working', async () => {
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const failing = await createTestApp({ config: { mail: { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Eventry <no-reply@example.com>', outboxDir: os.tmpdir() } } });
    try {
      const owner = await signUp(failing.app);
      const event = await createEvent(failing.app, owner.cookie);
      const member = await createMember(failing.app, owner.cookie, event.id, { name: 'Dee Marsh', email: 'dee@example.com' });
      const created = await failing.call('POST', `/api/team-members/${member.id}/member-link`, owner.cookie);
      const token = TOKEN_IN_LINK.exec(created.json().url)![1]!;
      const response = await failing.call('POST', `/api/team-members/${member.id}/member-link/email`, owner.cookie);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ error: { message: MEMBER_LINK_MESSAGES.sendFailed } });
      expect((await failing.app.inject({ method: 'GET', url: pagePath(token) })).statusCode).toBe(200);
      expect((await failing.call('GET', `/api/team-members/${member.id}/member-link`, owner.cookie)).json().createdAt).toBe(created.json().createdAt);

      const all = await failing.call('POST', `/api/events/${event.id}/member-links/email`, owner.cookie);
      expect(all.json()).toEqual({ sent: 0, withoutEmail: 0, failed: 1 });
      expect((await failing.app.inject({ method: 'GET', url: pagePath(token) })).statusCode).toBe(200);
      // A member who had no link still has none.
      const other = await createMember(failing.app, owner.cookie, event.id, { name: 'Ada Lane', email: 'ada@example.com' });
      expect((await failing.call('POST', `/api/team-members/${other.id}/member-link/email`, owner.cookie)).statusCode).toBe(503);
      expect((await failing.call('GET', `/api/team-members/${other.id}/member-link`, owner.cookie)).json().active).toBe(false);
    } finally {
      await failing.close();
    }
  });
});
