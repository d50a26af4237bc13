import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../src/domain/auth.ts';
import { importTasksInputSchema } from '../../src/domain/task-import/import-api.ts';
import { WORKSPACE_HEADER } from '../../src/domain/workspaces.ts';
import { issueResetToken } from '../../src/server/auth/password-resets-repository.ts';
import { SESSION_COOKIE } from '../../src/server/auth/session-cookie.ts';
import { createSession } from '../../src/server/auth/sessions-repository.ts';
import { importTasks } from '../../src/server/imports/imports-repository.ts';
import { hashToken, newLinkToken } from '../../src/server/private-links/link-token.ts';
import { createInvitation } from '../../src/server/workspaces/invitations-repository.ts';
import { createEvent, createMember, createTask } from './support/fixtures.ts';
import { createTestApp, signUp, uniqueEmail, VALID_PASSWORD, type Method, type TestApp } from './support/test-app.ts';
import { apiOperations } from './support/openapi.ts';
import { addToWorkspace, createWorkspace } from './support/workspaces.ts';

/** Every request below reaches the server as http://localhost:3000, unless it says otherwise. */
const HOST = 'localhost:3000';
const OWN_ORIGIN = `http://${HOST}`;
const FOREIGN_ORIGIN = 'https://evil.example';
const PUBLIC_URL = new URL('https://events.example.com');

type Headers = Record<string, string>;

// The routes under test come from the OpenAPI document, so a new state-changing route is covered too.
const t = await createTestApp();
afterAll(() => t.close());

const STATE_CHANGING: Method[] = ['POST', 'PUT', 'PATCH', 'DELETE'];
const routes = (await apiOperations(t.app))
  .filter(({ method }) => STATE_CHANGING.includes(method))
  .map(({ method, path }) => ({ method, path, name: `${method} ${path}` }));

/**
 * The accounts the fixtures act as, signed up once per app: hashing their passwords is most of what a
 * sign-up costs, and each accepted request below would otherwise sign up four accounts. What a request
 * may change of an account itself, `seed` puts back (asSignedUp); everything else a test works on, it
 * makes afresh, so that no test's writes reach another's.
 */
async function signUpAccounts(app: TestApp['app']) {
  const owner = await signUp(app);
  // Sample data only fills an account that has no events yet: only POST /api/sample-data writes to it.
  const emptyAccount = await signUp(app);
  const colleague = await signUp(app);
  const invitee = await signUp(app);
  const ids = [owner, emptyAccount, colleague, invitee].map((account) => account.user.id);
  const users = await app.db.selectFrom('users').selectAll().where('id', 'in', ids).execute();
  // Their own workspaces, where one test turns the owner's digest off.
  const memberships = await app.db.selectFrom('workspace_members').selectAll().where('user_id', 'in', ids).execute();
  return { owner, emptyAccount, colleague, invitee, signedUp: { users, memberships } };
}
type Accounts = Awaited<ReturnType<typeof signUpAccounts>>;

/**
 * The account as it was signed up (its password, chosen workspace and digest as they were, no reset
 * link waiting), with a session of its own for one test: one test signs out, another resets the password.
 */
async function asSignedUp(app: TestApp['app'], account: Accounts['owner'], { users, memberships }: Accounts['signedUp']) {
  const { id, ...user } = users.find((row) => row.id === account.user.id)!;
  await app.db.updateTable('users').set(user).where('id', '=', id).execute();
  for (const membership of memberships.filter((row) => row.user_id === id)) {
    await app.db.updateTable('workspace_members').set(membership).where('workspace_id', '=', membership.workspace_id).where('user_id', '=', id).execute();
  }
  await app.db.deleteFrom('password_resets').where('user_id', '=', id).execute();
  const { token } = await createSession(app.db, id);
  return { ...account, cookie: `${SESSION_COOKIE}=${token}` };
}

/**
 * One test's fixture, of the accounts signed up once: a signed-in owner with a new event, team member
 * and task, whose ids fill the routes' path parameters; a new second workspace of the owner's with a
 * colleague in it and invitations waiting (made straight in the database: a fixture per test would go
 * past the invitations' hourly limit).
 */
async function seed(app: TestApp['app'], accounts: Accounts) {
  const [owner, emptyAccount, colleague, invitee] = await Promise.all([
    asSignedUp(app, accounts.owner, accounts.signedUp),
    asSignedUp(app, accounts.emptyAccount, accounts.signedUp),
    asSignedUp(app, accounts.colleague, accounts.signedUp),
    asSignedUp(app, accounts.invitee, accounts.signedUp),
  ]);
  const event = await createEvent(app, owner.cookie);
  const member = await createMember(app, owner.cookie, event.id, { email: uniqueEmail('member') });
  const task = await createTask(app, owner.cookie, { title: 'Book venue', eventId: event.id });
  // The member's own page, with a task of theirs to move, and a link to replace, e-mail and turn off.
  const memberTask = await createTask(app, owner.cookie, { title: 'Print badges', eventId: event.id, assigneeId: member.id });
  const memberLink = await app.inject({ method: 'POST', url: `/api/team-members/${member.id}/member-link`, headers: { cookie: owner.cookie } });
  if (memberLink.statusCode !== 201) throw new Error(`creating a member's link failed: ${memberLink.statusCode} ${memberLink.body}`);
  const memberPage = { token: (memberLink.json().url as string).split('/m/')[1]!, taskId: memberTask.id, linkId: 0 };
  // Calendar feeds to replace and to turn off.
  for (const feed of [`/api/events/${event.id}/calendar-feed`, `/api/team-members/${member.id}/calendar-feed`]) {
    const created = await app.inject({ method: 'POST', url: feed, headers: { cookie: owner.cookie } });
    if (created.statusCode !== 201) throw new Error(`creating a calendar feed failed: ${created.statusCode} ${created.body}`);
  }
  // Template names are unique in a workspace, and each test's owner works in the same one.
  const template = await app.inject({ method: 'POST', url: '/api/templates', headers: { cookie: owner.cookie }, payload: { name: `Gala plan ${event.id}`, tasks: [{ title: 'Book venue' }] } });
  if (template.statusCode !== 201) throw new Error(`creating a template failed: ${template.statusCode} ${template.body}`);
  // An import to undo, made straight in the database: the owner's imports through the API would go past their hourly limit.
  const { format, fileName, tasks } = importTasksInputSchema.parse({ format: 'csv', fileName: 'plan.csv', tasks: [{ row: 1, title: 'Imported task', status: 'todo', priority: 'medium' }] });
  const imported = await importTasks(app.db, owner.workspaceId, event.id, { format, fileName, tasks, newMembers: [], createdBy: owner.user.id, today: '2030-01-15' });
  // A private link (this event's calendar feed, as the account's list names it) to end.
  const links = await app.inject({ method: 'GET', url: '/api/private-links', headers: { cookie: owner.cookie } });
  const listed = links.json().items as { id: number; kind: string; covers: { type: string; id: number } }[];
  const eventLink = listed.find((link) => link.kind === 'calendarFeed' && link.covers.type === 'event' && link.covers.id === event.id)!;
  memberPage.linkId = listed.find((link) => link.kind === 'memberPage' && link.covers.id === member.id)!.id;
  const ids: Record<string, number> = {
    events: event.id,
    'team-members': member.id,
    tasks: task.id,
    templates: template.json().template.id,
    'private-links': eventLink.id,
    imports: imported.importId,
  };
  const { token: resetToken } = (await issueResetToken(app.db, owner.user.id, new Date(), 1))!;

  const shared = await createWorkspace(app, owner, 'Shared planning');
  await addToWorkspace(app, shared, colleague.user.id, 'editor');
  const invite = async (email: string) => {
    const created = await createInvitation(app.db, { workspaceId: shared, email, role: 'viewer', invitedBy: owner.user.id }, new Date());
    if ('refused' in created) throw new Error(`inviting ${email} was refused: ${created.refused}`);
    return created;
  };
  const waiting = await invite(uniqueEmail('waiting'));
  const { token: invitationToken } = await invite(invitee.email);
  // A reminder digest the member was sent, whose unsubscribe link stops the next ones.
  const unsubscribeToken = newLinkToken();
  const at = new Date().toISOString();
  await app.db
    .insertInto('reminder_deliveries')
    .values({ owner_id: owner.workspaceId, kind: 'member', member_id: member.id, local_date: '2030-06-03', cause: 'manual', status: 'sent', next_attempt_at: at, created_at: at, sent_at: at, unsubscribe_token_hash: hashToken(unsubscribeToken) })
    .execute();
  return { app, owner, event, ids, emptyAccount, resetToken, shared, colleague, invitationId: waiting.invitation.id, invitee, invitationToken, memberPage, unsubscribeToken };
}
type Fixture = Awaited<ReturnType<typeof seed>>;
interface RouteRequest {
  cookie: string;
  payload?: object;
  /** The workspace the request names (X-Workspace-Id). */
  workspaceId?: number;
}

const signUpRequest = (email = uniqueEmail('xsite')): RouteRequest => ({
  cookie: '',
  payload: { name: 'Test Organiser', email, password: VALID_PASSWORD },
});

/**
 * A request each route accepts from its own origin and that changes data, so a refusal below is the
 * guard's doing, and an unchanged database proves the request did nothing.
 */
const validRequests: Record<string, (f: Fixture) => RouteRequest> = {
  'POST /api/auth/sign-up': () => signUpRequest(),
  'POST /api/auth/sign-in': (f) => ({ cookie: '', payload: { email: f.owner.email, password: f.owner.password } }),
  'POST /api/auth/sign-out': (f) => ({ cookie: f.owner.cookie }),
  'POST /api/auth/forgot-password': (f) => ({ cookie: '', payload: { email: f.owner.email } }),
  'POST /api/auth/reset-password/check': (f) => ({ cookie: '', payload: { token: f.resetToken, email: f.owner.email } }),
  'POST /api/auth/reset-password': (f) => ({ cookie: '', payload: { token: f.resetToken, email: f.owner.email, password: 'Another-Pass9' } }),
  'POST /api/events': (f) => ({ cookie: f.owner.cookie, payload: { name: 'Planted Event', description: 'x', startDate: '2030-07-01' } }),
  'PATCH /api/events/{id}': (f) => ({ cookie: f.owner.cookie, payload: { name: 'Renamed', description: 'x', startDate: '2030-07-02' } }),
  'DELETE /api/events/{id}': (f) => ({ cookie: f.owner.cookie }),
  'POST /api/team-members': (f) => ({ cookie: f.owner.cookie, payload: { name: 'Planted Member', eventId: f.event.id } }),
  'PATCH /api/team-members/{id}': (f) => ({ cookie: f.owner.cookie, payload: { name: 'Renamed Member' } }),
  'DELETE /api/team-members/{id}': (f) => ({ cookie: f.owner.cookie }),
  'POST /api/tasks': (f) => ({ cookie: f.owner.cookie, payload: { title: 'Planted task', eventId: f.event.id } }),
  'POST /api/tasks/bulk': (f) => ({ cookie: f.owner.cookie, payload: { text: 'Planted one\nPlanted two', eventId: f.event.id } }),
  'PATCH /api/tasks/{id}': (f) => ({ cookie: f.owner.cookie, payload: { title: 'Renamed task' } }),
  'PUT /api/tasks/{id}/status': (f) => ({ cookie: f.owner.cookie, payload: { status: 'completed' } }),
  'DELETE /api/tasks/{id}': (f) => ({ cookie: f.owner.cookie }),
  'POST /api/sample-data': (f) => ({ cookie: f.emptyAccount.cookie, payload: { today: '2030-01-15' } }),
  'POST /api/feedback': () => ({ cookie: '', payload: { rating: 5, message: 'Planted feedback' } }),
  'POST /api/templates': (f) => ({ cookie: f.owner.cookie, payload: { name: 'Planted plan', tasks: [{ title: 'Planted step' }] } }),
  'PATCH /api/templates/{id}': (f) => ({ cookie: f.owner.cookie, payload: { name: 'Renamed plan' } }),
  'DELETE /api/templates/{id}': (f) => ({ cookie: f.owner.cookie }),
  'POST /api/templates/{id}/events': (f) => ({ cookie: f.owner.cookie, payload: { name: 'Planted Event', description: 'x', startDate: '2030-07-01' } }),
  'POST /api/templates/built-in/{key}/events': (f) => ({ cookie: f.owner.cookie, payload: { name: 'Planted Event', description: 'x', startDate: '2030-07-01' } }),
  // Composing changes nothing; the guard refuses it all the same, as every POST.
  'POST /api/event-genie/themes': (f) => ({ cookie: f.owner.cookie, payload: { eventId: f.event.id, mood: 'calm', seed: 1 } }),
  'POST /api/event-genie/apply': (f) => ({ cookie: f.owner.cookie, payload: { eventId: f.event.id, tagline: 'Planted tagline', tasks: [{ title: 'Planted step' }] } }),
  'POST /api/events/{id}/calendar-feed': (f) => ({ cookie: f.owner.cookie }),
  'DELETE /api/events/{id}/calendar-feed': (f) => ({ cookie: f.owner.cookie }),
  'POST /api/team-members/{id}/calendar-feed': (f) => ({ cookie: f.owner.cookie }),
  'DELETE /api/team-members/{id}/calendar-feed': (f) => ({ cookie: f.owner.cookie }),
  'POST /api/team-members/{id}/member-link': (f) => ({ cookie: f.owner.cookie }),
  'DELETE /api/team-members/{id}/member-link': (f) => ({ cookie: f.owner.cookie }),
  'POST /api/team-members/{id}/member-link/email': (f) => ({ cookie: f.owner.cookie }),
  'POST /api/events/{id}/member-links/email': (f) => ({ cookie: f.owner.cookie }),
  // No session: the token in the path is the credential, and the guard protects the change all the same.
  'PATCH /api/member-pages/{token}/tasks/{taskId}': () => ({ cookie: '', payload: { status: 'completed' } }),
  'DELETE /api/private-links': (f) => ({ cookie: f.owner.cookie }),
  'DELETE /api/private-links/calendar-feeds/{id}': (f) => ({ cookie: f.owner.cookie }),
  'DELETE /api/private-links/member-pages/{id}': (f) => ({ cookie: f.owner.cookie }),
  'POST /api/workspaces': (f) => ({ cookie: f.owner.cookie, payload: { name: 'Planted workspace' } }),
  'PUT /api/workspaces/choice': (f) => ({ cookie: f.owner.cookie, payload: { workspaceId: f.shared } }),
  'PATCH /api/workspace': (f) => ({ cookie: f.owner.cookie, workspaceId: f.shared, payload: { name: 'Renamed workspace' } }),
  'DELETE /api/workspace': (f) => ({ cookie: f.owner.cookie, workspaceId: f.shared }),
  'PATCH /api/workspace/people/{userId}': (f) => ({ cookie: f.owner.cookie, workspaceId: f.shared, payload: { role: 'viewer' } }),
  'DELETE /api/workspace/people/{userId}': (f) => ({ cookie: f.owner.cookie, workspaceId: f.shared }),
  'POST /api/workspace/leave': (f) => ({ cookie: f.colleague.cookie, workspaceId: f.shared }),
  'POST /api/workspace/invitations': (f) => ({ cookie: f.owner.cookie, workspaceId: f.shared, payload: { email: uniqueEmail('invited'), role: 'editor' } }),
  'DELETE /api/workspace/invitations/{id}': (f) => ({ cookie: f.owner.cookie, workspaceId: f.shared }),
  'POST /api/invitations/{token}/accept': (f) => ({ cookie: f.invitee.cookie }),
  'PUT /api/events/{id}/reminders': (f) => ({ cookie: f.owner.cookie, payload: { schedule: 'daily' } }),
  'POST /api/events/{id}/reminders/send': (f) => ({ cookie: f.owner.cookie }),
  'POST /api/reminders/preview': (f) => ({ cookie: f.owner.cookie }),
  'POST /api/events/{id}/team-mail': (f) => ({ cookie: f.owner.cookie, payload: { kind: 'reminder', subject: 'Planted news', text: 'Planted text' } }),
  'PUT /api/workspace/digest': (f) => ({ cookie: f.owner.cookie, payload: { enabled: false } }),
  // No session: the token is the credential. A mail program's one-click POST, which sends no Origin, passes as any non-browser client does.
  'POST /api/unsubscribe/{token}': () => ({ cookie: '', payload: {} }),
  'POST /api/events/{id}/imports/tasks': (f) => ({ cookie: f.owner.cookie, payload: { format: 'csv', fileName: 'plan.csv', tasks: [{ row: 1, title: 'Planted task', status: 'todo', priority: 'medium' }] } }),
  'POST /api/events/{id}/imports/members': (f) => ({ cookie: f.owner.cookie, payload: { format: 'csv', fileName: 'team.csv', members: [{ row: 1, name: 'Planted Member' }] } }),
  'POST /api/imports/{id}/undo': (f) => ({ cookie: f.owner.cookie }),
};

/** The route's path with its parameters replaced by the id of the seeded row of that resource. */
function concretePath(path: string, f: Fixture) {
  const resource = path.split('/')[2]!;
  if (resource === 'unsubscribe') return path.replace('{token}', f.unsubscribeToken);
  if (path.startsWith('/api/private-links/member-pages/')) return path.replace('{id}', String(f.memberPage.linkId));
  if (resource === 'member-pages') return path.replace('{token}', f.memberPage.token).replace('{taskId}', String(f.memberPage.taskId));
  const id = path.startsWith('/api/workspace/invitations/') ? f.invitationId : f.ids[resource];
  return path
    .replace('{key}', 'meetup')
    .replace('{userId}', String(f.colleague.user.id))
    .replace('{token}', f.invitationToken)
    .replace(/\{[^{}]+\}/g, String(id ?? 1));
}

function send(app: TestApp['app'], method: Method, url: string, request: RouteRequest, headers: Headers) {
  return app.inject({
    method,
    url,
    headers: {
      host: HOST,
      ...(request.cookie ? { cookie: request.cookie } : {}),
      ...(request.workspaceId ? { [WORKSPACE_HEADER]: String(request.workspaceId) } : {}),
      ...headers,
    },
    ...(request.payload ? { payload: request.payload } : {}),
  });
}

/** Every row the API can write, to prove a refused request changed nothing. */
async function snapshot(app: TestApp['app']) {
  // auth_throttle: a check of a reset link writes nothing else, only the hit its rate limit counts.
  const tables = [
    'users',
    'sessions',
    'events',
    'team_members',
    'tasks',
    'task_status_log',
    'feedback',
    'password_resets',
    'calendar_feeds',
    'member_links',
    'reminder_deliveries',
    'team_mail_messages',
    'team_mail_deliveries',
    'unsubscribe_links',
    'task_templates',
    'imports',
    'auth_throttle',
    'workspaces',
    'workspace_members',
    'workspace_invitations',
  ] as const;
  const rows = await Promise.all(tables.map((table) => app.db.selectFrom(table).selectAll().execute()));
  return Object.fromEntries(tables.map((table, i) => [table, rows[i]!.map((row) => JSON.stringify(row)).sort()]));
}

function expectRefused(response: LightMyRequestResponse, label: string) {
  expect({ status: response.statusCode, message: response.json().error?.message }, label).toEqual({
    status: 403,
    message: AUTH_MESSAGES.crossOrigin,
  });
}

/** The router may not know the spelling (404, before any handler), or the guard refuses it (403). */
function expectNotServed(response: LightMyRequestResponse, label: string) {
  if (response.statusCode === 404) expect(response.json().error.message, label).toMatch(/^No such endpoint: /);
  else expectRefused(response, label);
}

const encodeLetter = (letter: string) => `%${letter.charCodeAt(0).toString(16).toUpperCase()}`;
const encodeLetters = (segment: string) => segment.replace(/[a-z]/gi, encodeLetter);
const encodeFirstLetter = (segment: string) => segment.replace(/[a-z]/i, encodeLetter);

/** Other spellings of an /api URL: `decoded` ones name the same route once the router has decoded them. */
function spellings(url: string): { label: string; url: string; decoded: boolean }[] {
  const [, , second, ...rest] = url.split('/');
  return [
    { label: 'plain', url, decoded: true },
    { label: 'percent-encoded /api', url: url.replace(/^\/api\//, '/%61pi/'), decoded: true },
    { label: 'percent-encoded second segment', url: ['', 'api', encodeFirstLetter(second!), ...rest].join('/'), decoded: true },
    { label: 'every letter percent-encoded', url: url.split('/').map(encodeLetters).join('/'), decoded: true },
    { label: 'trailing slash', url: `${url}/`, decoded: true },
    { label: 'query string', url: `${url}?via=link`, decoded: true },
    { label: 'doubled leading slash', url: `/${url}`, decoded: false },
    { label: 'doubled slash after /api', url: url.replace(/^\/api\//, '/api//'), decoded: false },
    { label: 'upper-case /API/', url: url.replace(/^\/api\//, '/API/'), decoded: false },
    { label: 'encoded slash', url: url.replace(/^\/api\//, '/api%2F'), decoded: false },
  ];
}

/** Without PUBLIC_URL the allowed origin is the request's own: same scheme, host and port. */
const refusedWithoutPublicUrl: [string, Headers][] = [
  ['another site', { origin: FOREIGN_ORIGIN }],
  ['Origin: null', { origin: 'null' }],
  ['a trailing dot in the host', { origin: 'http://localhost.:3000' }],
  ['another port', { origin: 'http://localhost:3001' }],
  ['another scheme', { origin: 'https://localhost:3000' }],
  ['another scheme claimed by X-Forwarded-Proto without TRUST_PROXY', { origin: 'https://localhost:3000', 'x-forwarded-proto': 'https' }],
  ['a sibling host', { origin: 'http://evil.localhost:3000' }],
  ['a malformed Origin', { origin: 'localhost:3000' }],
  ['an Origin with a path', { origin: `${OWN_ORIGIN}/app` }],
  ['no Origin and a foreign Referer', { referer: `${FOREIGN_ORIGIN}/trap.html` }],
  ['no Origin and a Referer from another port', { referer: 'http://localhost:3001/app/tasks' }],
  ['no Origin and a malformed Referer', { referer: 'not a url' }],
  ['no Origin, no Referer, a cross-site fetch', { 'sec-fetch-site': 'cross-site' }],
];

/** With PUBLIC_URL set, only its origin is allowed, even when the request's own Host says otherwise. */
const refusedWithPublicUrl: [string, Headers][] = [
  ["the request's own Host", { origin: OWN_ORIGIN }],
  ["the request's own Host, also in the Host header", { origin: 'http://events.internal:8080', host: 'events.internal:8080' }],
  ['another site', { origin: FOREIGN_ORIGIN }],
  ['Origin: null', { origin: 'null' }],
  ['another scheme', { origin: 'http://events.example.com' }],
  ['another port', { origin: 'https://events.example.com:8443' }],
  ['a trailing dot in the host', { origin: 'https://events.example.com.' }],
  ['no Origin and a Referer of the own Host', { referer: `${OWN_ORIGIN}/app` }],
  ['no Origin and a foreign Referer', { referer: `${FOREIGN_ORIGIN}/trap.html` }],
];

function requestFor(name: string, f: Fixture) {
  const build = validRequests[name];
  if (!build) throw new Error(`add a request that ${name} accepts to validRequests`);
  return build(f);
}

describe('state-changing routes in the OpenAPI document', () => {
  it('are found, for auth and every resource', () => {
    expect(routes.map((route) => route.name)).toEqual(
      expect.arrayContaining(['POST /api/auth/sign-up', 'DELETE /api/events/{id}', 'PUT /api/tasks/{id}/status']),
    );
    expect(routes.map((route) => route.name).sort()).toEqual(Object.keys(validRequests).sort());
  });
});

describe('without PUBLIC_URL', () => {
  let accounts: Promise<Accounts> | undefined;
  const fixture = async () => seed(t.app, await (accounts ??= signUpAccounts(t.app)));
  // Refused requests change nothing (each test checks it), so one seeded fixture serves them all.
  let refusedOnly: Promise<Fixture> | undefined;

  it.each(routes)('$name refuses a foreign Origin in every spelling of its URL, and changes nothing', async ({ method, path, name }) => {
    const f = await (refusedOnly ??= fixture());
    const url = concretePath(path, f);
    const before = await snapshot(t.app);
    for (const spelling of spellings(url)) {
      const response = await send(t.app, method, spelling.url, requestFor(name, f), { origin: FOREIGN_ORIGIN });
      const label = `${spelling.label}: ${method} ${spelling.url}`;
      if (spelling.decoded) expectRefused(response, label);
      else expectNotServed(response, label);
    }
    expect(await snapshot(t.app)).toEqual(before);
  });

  it.each(routes)('$name refuses other origins and foreign Referers, and accepts its own origin', async ({ method, path, name }) => {
    const f = await fixture();
    const url = concretePath(path, f);
    const before = await snapshot(t.app);
    for (const [label, headers] of refusedWithoutPublicUrl) {
      expectRefused(await send(t.app, method, url, requestFor(name, f), headers), label);
    }
    expect(await snapshot(t.app)).toEqual(before);

    const accepted = await send(t.app, method, url, requestFor(name, f), { origin: OWN_ORIGIN });
    expect(accepted.statusCode, accepted.body).toBeGreaterThanOrEqual(200);
    expect(accepted.statusCode, accepted.body).toBeLessThan(300);
    // The same request did change data once allowed: the unchanged snapshot above is the guard's doing.
    expect(await snapshot(t.app)).not.toEqual(before);
  });

  it('creates no user from a cross-origin sign-up, whatever the spelling or origin', async () => {
    const emails: string[] = [];
    const attempts = [
      ...spellings('/api/auth/sign-up').map(({ url }) => ({ url, headers: { origin: FOREIGN_ORIGIN } })),
      ...refusedWithoutPublicUrl.map(([, headers]) => ({ url: '/api/auth/sign-up', headers })),
    ];
    for (const { url, headers } of attempts) {
      const email = uniqueEmail('xsite');
      emails.push(email);
      const response = await send(t.app, 'POST', url, signUpRequest(email), headers);
      expect(response.statusCode, `${url} ${JSON.stringify(headers)}`).toBeGreaterThanOrEqual(400);
    }
    const created = await t.app.db.selectFrom('users').select('email').where('email', 'in', emails).execute();
    expect(created).toEqual([]);
  });

  it.each<[string, Headers]>([
    ['its own origin', { origin: OWN_ORIGIN }],
    ['its own origin, the default port left out', { origin: 'http://localhost', host: 'localhost:80' }],
    ['no Origin and no Referer (an API client)', {}],
    ['no Origin and a Referer of its own origin', { referer: `${OWN_ORIGIN}/auth?next=/app` }],
    ['no Origin and a same-origin fetch', { 'sec-fetch-site': 'same-origin' }],
  ])('accepts a sign-up from %s', async (_label, headers) => {
    const email = uniqueEmail('same');
    const response = await send(t.app, 'POST', '/api/auth/sign-up', signUpRequest(email), headers);
    expect(response.statusCode, response.body).toBe(201);
    expect(await t.app.db.selectFrom('users').select('email').where('email', '=', email).execute()).toHaveLength(1);
  });

  it('loads the session for every spelling of an /api URL', async () => {
    const { cookie, user } = await signUp(t.app);
    for (const url of ['/api/auth/me', '/%61pi/auth/me', '/api/%61uth/me']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(response.json(), url).toEqual({ user: expect.objectContaining({ id: user.id }) });
    }
  });

  it('keeps refusing a foreign Origin on an unknown /api path', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/nothing-here', headers: { host: HOST, origin: FOREIGN_ORIGIN } });
    expectRefused(response, 'POST /api/nothing-here');
    const sameOrigin = await t.app.inject({ method: 'POST', url: '/api/nothing-here', headers: { host: HOST, origin: OWN_ORIGIN } });
    expect(sameOrigin.statusCode).toBe(404);
    expect(sameOrigin.json()).toEqual({ error: { message: 'No such endpoint: POST /api/nothing-here' } });
  });
});

describe('behind a proxy (TRUST_PROXY)', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await createTestApp({ config: { trustProxy: { hops: 1 } } });
  });
  afterAll(() => proxied.close());

  const signUpVia = (headers: Headers) =>
    send(proxied.app, 'POST', '/api/auth/sign-up', signUpRequest(uniqueEmail('proxy')), headers);

  it('takes the scheme and host the proxy forwards', async () => {
    const forwarded = { host: 'localhost:3000', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'events.example.com' };
    expect((await signUpVia({ ...forwarded, origin: 'https://events.example.com' })).statusCode).toBe(201);
    expectRefused(await signUpVia({ ...forwarded, origin: 'http://events.example.com' }), 'scheme the proxy did not forward');
    expectRefused(await signUpVia({ ...forwarded, origin: OWN_ORIGIN }), 'host behind the proxy');
  });
});

describe('with PUBLIC_URL set', () => {
  let pub: TestApp;
  let accounts: Promise<Accounts> | undefined;
  beforeAll(async () => {
    pub = await createTestApp({ config: { publicUrl: PUBLIC_URL } });
  });
  afterAll(() => pub.close());

  it.each(routes)('$name accepts only the origin of PUBLIC_URL', async ({ method, path, name }) => {
    const f = await seed(pub.app, await (accounts ??= signUpAccounts(pub.app)));
    const url = concretePath(path, f);
    const before = await snapshot(pub.app);
    for (const [label, headers] of refusedWithPublicUrl) {
      expectRefused(await send(pub.app, method, url, requestFor(name, f), headers), label);
    }
    for (const spelling of spellings(url).filter(({ decoded }) => decoded)) {
      expectRefused(await send(pub.app, method, spelling.url, requestFor(name, f), { origin: OWN_ORIGIN }), spelling.label);
    }
    expect(await snapshot(pub.app)).toEqual(before);

    const accepted = await send(pub.app, method, url, requestFor(name, f), { origin: PUBLIC_URL.origin });
    expect(accepted.statusCode, accepted.body).toBeGreaterThanOrEqual(200);
    expect(accepted.statusCode, accepted.body).toBeLessThan(300);
    expect(await snapshot(pub.app)).not.toEqual(before);
  });

  it.each<[string, Headers]>([
    ['the origin of PUBLIC_URL', { origin: PUBLIC_URL.origin }],
    ['the origin of PUBLIC_URL, whatever the Host header', { origin: PUBLIC_URL.origin, host: 'events.internal:8080' }],
    ['no Origin and a Referer on PUBLIC_URL', { referer: `${PUBLIC_URL.origin}/app/tasks` }],
    ['no Origin and no Referer (an API client)', {}],
  ])('accepts a sign-up from %s', async (_label, headers) => {
    const response = await send(pub.app, 'POST', '/api/auth/sign-up', signUpRequest(uniqueEmail('pub')), headers);
    expect(response.statusCode, response.body).toBe(201);
  });
});
