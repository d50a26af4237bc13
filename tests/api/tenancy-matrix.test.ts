import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../src/domain/auth.ts';
import { roleAllows, WORKSPACE_MESSAGES, type WorkspaceRole } from '../../src/domain/workspaces.ts';
import { createInvitation } from '../../src/server/workspaces/invitations-repository.ts';
import { snapshotRows } from './support/database-snapshot.ts';
import { createEvent, createMember, createTask } from './support/fixtures.ts';
import { apiOperations, strictErrorShape, type OpenApiOperation } from './support/openapi.ts';
import { createTestApp, requestHeaders, signUp, uniqueEmail, type Method } from './support/test-app.ts';
import { addToWorkspace, createWorkspace, invite } from './support/workspaces.ts';

/**
 * Tenancy and roles, for every route of the OpenAPI document.
 *
 * Outsiders: a second user, in their own workspace, who sends the first user's ids is answered exactly
 * as for an id that exists nowhere (404 for the record a route is about), learns nothing of the first
 * user's data, and changes none of it. A route that takes an id this file does not know fails the
 * test, so a new route cannot slip past it.
 *
 * Roles: four callers — the owner, an editor and a viewer of the first workspace, and the outsider —
 * over every signed-in route, by the access the route declares (`x-access`). A role too low for a
 * route answers 403 in the one error shape and changes nothing; a role high enough is served; the
 * outsider naming the first workspace gets 404 as for a workspace that does not exist, and learns
 * nothing. A signed-in route that declares no access, or one this file cannot classify or build a
 * request for, fails the test.
 */

type Kind = 'event' | 'member' | 'task' | 'template' | 'privateLink' | 'memberPageLink' | 'workspace' | 'person' | 'invitation' | 'import';
type Ids = Record<Kind, number>;
/**
 * A workspace's ids, the marker in its texts, (for POST /api/invitations/{token}/accept) a token the
 * caller may use, and the token of its member's page link.
 */
interface Own extends Ids {
  marker: string;
  token?: string;
  memberPageToken?: string;
}
/** How a route answers an id that is not the caller's: 404, a 400 on the field, or an empty list. */
type Refusal = 404 | 400 | 'empty';
type Access = WorkspaceRole | 'account';

interface IdInput {
  kind: Kind;
  refusal: Refusal;
}

interface RouteCase {
  /**
   * Who may call the route, as the product wants it: the role it needs in the workspace, or only an
   * account; none for a public route. The route's own declaration (`x-access`) must say the same.
   */
  access?: Access;
  /** Every input that carries an id, as "path id", "query eventId", "body assigneeId". */
  ids: Record<string, IdInput>;
  /** Inputs that name something every user shares (a built-in template's key, a credential), not a record of one workspace. */
  shared?: string[];
  /** A request that succeeds with the caller's own ids; each id input is then swapped in turn. */
  request?: (own: Own) => { path?: Record<string, string>; query?: Record<string, string | number>; body?: Record<string, unknown> };
  /** A read whose answer holds no text of the workspace's records (figures, ids, shared data), so not the marker. */
  noTexts?: true;
  /** Of a read, the part every member of the workspace must be answered alike (by default, all of it). */
  sameFor?: (response: LightMyRequestResponse) => string;
  /** What a valid request answers when not a success, by the caller's role: a refusal of the request itself, not of the caller. */
  answers?: (role: WorkspaceRole) => number | undefined;
}

const record = (kind: Kind): Record<string, IdInput> => ({ 'path id': { kind, refusal: 404 } });
const emptyFilter = (kind: Kind): IdInput => ({ kind, refusal: 'empty' });
let counter = 0;
/** Template names are unique in a workspace: each request names a new one. */
const unique = (text: string) => `${text} ${(counter += 1)}`;
const pick = (object: Record<string, unknown>, keys: string[]) => Object.fromEntries(keys.map((key) => [key, object[key]]));
const eventBody = () => ({ name: 'Intruding event', description: 'From a plan', startDate: '2031-01-01' });

/** Every signed-in route, and every route that takes an id. */
const ROUTES: Record<string, RouteCase> = {
  'GET /api/events': { access: 'viewer', ids: {} },
  'POST /api/events': { access: 'editor', ids: {}, request: () => ({ body: eventBody() }) },
  'GET /api/events/{id}': { access: 'viewer', ids: record('event') },
  'PATCH /api/events/{id}': {
    access: 'editor',
    ids: record('event'),
    request: (own) => ({ body: { name: `Renamed ${own.marker}`, description: 'Changed', startDate: '2031-01-01' } }),
  },
  'DELETE /api/events/{id}': { access: 'editor', ids: record('event') },
  'GET /api/events/options': { access: 'viewer', ids: { 'query id': emptyFilter('event') } },

  'GET /api/team-members': { access: 'viewer', ids: { 'query eventId': emptyFilter('event') } },
  'GET /api/team-members/options': { access: 'viewer', ids: { 'query eventId': emptyFilter('event'), 'query id': emptyFilter('member') } },
  'POST /api/team-members': {
    access: 'editor',
    ids: { 'body eventId': { kind: 'event', refusal: 404 } },
    request: (own) => ({ body: { name: 'Intruder Person', eventId: own.event } }),
  },
  'GET /api/team-members/{id}': { access: 'viewer', ids: record('member') },
  'PATCH /api/team-members/{id}': { access: 'editor', ids: record('member'), request: () => ({ body: { name: 'Renamed Person', status: 'inactive' } }) },
  'DELETE /api/team-members/{id}': { access: 'editor', ids: record('member') },

  'GET /api/tasks': { access: 'viewer', ids: { 'query eventId': emptyFilter('event'), 'query memberId': emptyFilter('member') } },
  'POST /api/tasks': {
    access: 'editor',
    ids: { 'body eventId': { kind: 'event', refusal: 400 }, 'body assigneeId': { kind: 'member', refusal: 400 } },
    request: (own) => ({ body: { title: 'Intruding task', eventId: own.event, assigneeId: own.member } }),
  },
  'POST /api/tasks/bulk': {
    access: 'editor',
    ids: { 'body eventId': { kind: 'event', refusal: 400 } },
    request: (own) => ({ body: { text: 'One\nTwo', eventId: own.event } }),
  },
  // Nested ids (tasks[].assigneeId) are refused as tests/api/imports.test.ts shows.
  'POST /api/events/{id}/imports/tasks': {
    access: 'editor',
    ids: record('event'),
    request: (own) => ({ body: { format: 'csv', fileName: 'plan.csv', tasks: [{ row: 1, title: `Imported ${own.marker}`, status: 'todo', priority: 'medium', assigneeId: own.member }] } }),
  },
  'POST /api/events/{id}/imports/members': {
    access: 'editor',
    ids: record('event'),
    request: () => ({ body: { format: 'csv', fileName: 'team.csv', members: [{ row: 1, name: 'Imported Person' }] } }),
  },
  'POST /api/imports/{id}/undo': { access: 'editor', ids: record('import') },
  'GET /api/tasks/{id}': { access: 'viewer', ids: record('task') },
  'PATCH /api/tasks/{id}': {
    access: 'editor',
    ids: { ...record('task'), 'body eventId': { kind: 'event', refusal: 400 }, 'body assigneeId': { kind: 'member', refusal: 400 } },
    request: (own) => ({ body: { title: 'Renamed task', eventId: own.event, assigneeId: own.member, status: 'completed' } }),
  },
  'DELETE /api/tasks/{id}': { access: 'editor', ids: record('task') },
  'PUT /api/tasks/{id}/status': { access: 'editor', ids: record('task'), request: () => ({ body: { status: 'completed' } }) },
  'GET /api/tasks/{id}/history': { access: 'viewer', ids: record('task') },
  'GET /api/tasks/export': {
    access: 'viewer',
    ids: { 'query eventId': { kind: 'event', refusal: 404 }, 'query memberId': { kind: 'member', refusal: 404 } },
    request: (own) => ({ query: { format: 'csv', eventId: own.event, memberId: own.member } }),
  },
  'GET /api/analytics': { access: 'viewer', ids: { 'query eventId': { kind: 'event', refusal: 404 } }, request: (own) => ({ query: { eventId: own.event } }) },
  'GET /api/dashboard': { access: 'viewer', ids: {} },
  // Sample data fills only a workspace without events: the valid request is refused for what it asks, by any role.
  'POST /api/sample-data': { access: 'editor', ids: {}, request: () => ({ body: { today: '2031-01-01' } }), answers: () => 409 },

  'GET /api/templates': { access: 'viewer', ids: {} },
  'GET /api/templates/built-in': { access: 'viewer', ids: {}, noTexts: true },
  'POST /api/templates': {
    access: 'editor',
    ids: { 'body eventId': { kind: 'event', refusal: 400 } },
    request: (own) => ({ body: { name: unique('Intruding plan'), eventId: own.event } }),
  },
  'GET /api/templates/{id}': { access: 'viewer', ids: record('template') },
  'PATCH /api/templates/{id}': { access: 'editor', ids: record('template'), request: () => ({ body: { name: unique('Renamed plan'), tasks: [{ title: 'Replaced' }] } }) },
  'DELETE /api/templates/{id}': { access: 'editor', ids: record('template') },
  'POST /api/templates/{id}/events': { access: 'editor', ids: record('template'), request: () => ({ body: eventBody() }) },
  'POST /api/templates/built-in/{key}/events': { access: 'editor', ids: {}, shared: ['path key'], request: () => ({ path: { key: 'meetup' }, body: eventBody() }) },
  // A curated theme: the same seed answers every role alike.
  'POST /api/event-genie/themes': {
    access: 'viewer',
    ids: { 'body eventId': { kind: 'event', refusal: 404 } },
    request: (own) => ({ body: { eventId: own.event, mood: 'festive', seed: 7 } }),
  },
  'POST /api/event-genie/apply': {
    access: 'editor',
    ids: { 'body eventId': { kind: 'event', refusal: 404 } },
    request: (own) => ({ body: { eventId: own.event, tagline: 'A themed tagline', tasks: [{ title: 'Themed step', dueAnchor: 'start', dueOffsetDays: -1 }] } }),
  },

  'GET /api/events/{id}/calendar-feed': { access: 'viewer', ids: record('event'), noTexts: true },
  'POST /api/events/{id}/calendar-feed': { access: 'editor', ids: record('event') },
  'DELETE /api/events/{id}/calendar-feed': { access: 'editor', ids: record('event') },
  'GET /api/team-members/{id}/calendar-feed': { access: 'viewer', ids: record('member'), noTexts: true },
  'POST /api/team-members/{id}/calendar-feed': { access: 'editor', ids: record('member') },
  'DELETE /api/team-members/{id}/calendar-feed': { access: 'editor', ids: record('member') },
  // The token names no record of the caller's: it is the credential itself (tests/api/calendar-feeds.test.ts).
  'GET /api/calendar/{token}.ics': { ids: {}, shared: ['path token'] },
  'GET /api/team-members/{id}/member-link': { access: 'viewer', ids: record('member'), noTexts: true },
  'POST /api/team-members/{id}/member-link': { access: 'editor', ids: record('member') },
  'DELETE /api/team-members/{id}/member-link': { access: 'editor', ids: record('member') },
  'POST /api/team-members/{id}/member-link/email': { access: 'editor', ids: record('member') },
  'POST /api/events/{id}/member-links/email': { access: 'editor', ids: record('event') },
  // The token is the credential (tests/api/member-pages.test.ts); with the second workspace's own, the first's task is not found.
  'GET /api/member-pages/{token}': { ids: {}, shared: ['path token'] },
  'PATCH /api/member-pages/{token}/tasks/{taskId}': {
    ids: { 'path taskId': { kind: 'task', refusal: 404 } },
    shared: ['path token'],
    request: (own) => ({ path: { token: own.memberPageToken! }, body: { status: 'completed' } }),
  },
  'GET /api/events/{id}/reminders': { access: 'viewer', ids: record('event'), noTexts: true },
  'PUT /api/events/{id}/reminders': { access: 'editor', ids: record('event'), request: () => ({ body: { schedule: 'weekly' } }) },
  'POST /api/events/{id}/reminders/send': { access: 'editor', ids: record('event') },
  'POST /api/reminders/preview': { access: 'editor', ids: {} },
  'GET /api/events/{id}/team-mail/recipients': { access: 'viewer', ids: record('event') },
  'POST /api/events/{id}/team-mail': {
    access: 'editor',
    ids: record('event'),
    request: (own) => ({ body: { kind: 'announcement', subject: `News of ${own.marker}`, text: `Hello ${own.marker}` } }),
  },
  // Each organiser's own setting; viewers get no digest.
  'GET /api/workspace/digest': { access: 'editor', ids: {}, noTexts: true },
  'PUT /api/workspace/digest': { access: 'editor', ids: {}, request: () => ({ body: { enabled: true } }) },
  // The token is the credential (tests/api/reminders-delivery.test.ts), as an invitation's is.
  'GET /api/unsubscribe/{token}': { ids: {}, shared: ['path token'] },
  'POST /api/unsubscribe/{token}': { ids: {}, shared: ['path token'] },
  'GET /api/private-links': { access: 'viewer', ids: {} },
  'DELETE /api/private-links': { access: 'editor', ids: {} },
  // A calendar feed as the workspace's list of private links names it (GET /api/private-links).
  'DELETE /api/private-links/calendar-feeds/{id}': { access: 'editor', ids: record('privateLink') },
  // A member's page link as the workspace's list of private links names it.
  'DELETE /api/private-links/member-pages/{id}': { access: 'editor', ids: record('memberPageLink') },

  'GET /api/workspaces': { access: 'account', ids: {} },
  'POST /api/workspaces': { access: 'account', ids: {}, request: (own) => ({ body: { name: `Another ${own.marker}` } }) },
  'PUT /api/workspaces/choice': { access: 'account', ids: { 'body workspaceId': { kind: 'workspace', refusal: 404 } }, request: (own) => ({ body: { workspaceId: own.workspace } }) },
  // The caller's role in it differs, and whether it is the caller's own.
  'GET /api/workspace': { access: 'viewer', ids: {}, sameFor: (response) => JSON.stringify(pick(response.json().workspace, ['id', 'name'])) },
  'PATCH /api/workspace': { access: 'owner', ids: {}, request: (own) => ({ body: { name: `Workspace ${own.marker}` } }) },
  // Every workspace of this file is its owner's own, which goes only with the account.
  'DELETE /api/workspace': { access: 'owner', ids: {}, answers: () => 400 },
  // Only the owner sees the invitations waiting.
  'GET /api/workspace/people': { access: 'viewer', ids: {}, sameFor: (response) => JSON.stringify(response.json().members) },
  'PATCH /api/workspace/people/{userId}': { access: 'owner', ids: { 'path userId': { kind: 'person', refusal: 404 } }, request: () => ({ body: { role: 'editor' } }) },
  'DELETE /api/workspace/people/{userId}': { access: 'owner', ids: { 'path userId': { kind: 'person', refusal: 404 } } },
  // Its owner cannot leave a workspace.
  'POST /api/workspace/leave': { access: 'viewer', ids: {}, answers: (role) => (role === 'owner' ? 400 : undefined) },
  'POST /api/workspace/invitations': { access: 'owner', ids: {}, request: () => ({ body: { email: uniqueEmail('invited'), role: 'viewer' } }) },
  'DELETE /api/workspace/invitations/{id}': { access: 'owner', ids: record('invitation') },
  // The token is the credential (tests/api/invitations.test.ts); accepting needs one sent to the caller's own address.
  'GET /api/invitations/{token}': { ids: {}, shared: ['path token'] },
  'POST /api/invitations/{token}/accept': { access: 'account', ids: {}, shared: ['path token'], request: (own) => ({ path: { token: own.token! } }) },
};

/** An id no record has. */
const UNKNOWN_ID = 2_147_483_000;
/** In every text of the first workspace's records, people and invitations: no answer to the outsider may contain it. */
const MARKER = 'Qx7Owned';
const ID_NAME = /^id$|Id$/;
const ACCESSES: Access[] = ['viewer', 'editor', 'owner', 'account'];

interface Operation {
  method: Method;
  path: string;
  name: string;
  idInputs: string[];
  queryNames: string[];
  signedIn: boolean;
  access: string | undefined;
}

// The routes under test come from the OpenAPI document, so that a new route is covered too.
const t = await createTestApp();
afterAll(() => t.close());
const operations: Operation[] = (await apiOperations<OpenApiOperation>(t.app)).map(({ method, path, operation }) => {
  const parameters = operation.parameters ?? [];
  const bodyFields = Object.keys(operation.requestBody?.content?.['application/json']?.schema?.properties ?? {});
  const idInputs = [
    ...parameters.filter((p) => p.in === 'path' || (p.in === 'query' && ID_NAME.test(p.name))).map((p) => `${p.in} ${p.name}`),
    ...bodyFields.filter((field) => ID_NAME.test(field)).map((field) => `body ${field}`),
  ];
  return {
    method,
    path,
    name: `${method} ${path}`,
    idInputs,
    queryNames: parameters.filter((p) => p.in === 'query').map((p) => p.name),
    signedIn: (operation.security?.length ?? 0) > 0,
    access: operation['x-access'],
  };
});
const signedInOperations = operations.filter((operation) => operation.signedIn);

interface Caller {
  label: string;
  cookie: string;
  userId: number;
  email: string;
  /** The workspace the caller's requests name, and the caller's role there. */
  workspaceId: number;
  role: WorkspaceRole;
}

/** A workspace with its owner, its records' ids and the marker in their texts. */
interface Workspace {
  owner: Caller;
  ids: Ids;
  marker: string;
  memberPageToken: string;
}

let first: Workspace;
let second: Workspace;
let editor: Caller;
let viewer: Caller;
/** Owns the workspaces the callers are invited to when they accept an invitation. */
let host: Awaited<ReturnType<typeof signUp>>;

/**
 * An owner's own workspace with an event, a member, an assigned task and its status log, a template,
 * calendar feeds, a viewer in it and an invitation waiting: `marker` in every text and name.
 */
async function populate(marker: string): Promise<Workspace> {
  const account = await signUp(t.app, { name: `Organiser ${marker}` });
  const { cookie, workspaceId } = account;
  const event = await createEvent(t.app, cookie, { name: `Gala ${marker}`, description: `About ${marker}` }, workspaceId);
  const member = await createMember(t.app, cookie, event.id, { name: `Member ${marker}`, email: `${marker.toLowerCase()}@example.com`, role: marker }, workspaceId);
  const task = await createTask(t.app, cookie, { title: `Task ${marker}`, description: marker, eventId: event.id, assigneeId: member.id, dueDate: '2030-05-01' }, workspaceId);
  const status = await t.call('PUT', `/api/tasks/${task.id}/status`, cookie, { status: 'inprogress' }, workspaceId);
  expect(status.statusCode).toBe(200);
  const template = await t.call('POST', '/api/templates', cookie, { name: `Plan ${marker}`, tasks: [{ title: `Step ${marker}`, description: marker }] }, workspaceId);
  expect(template.statusCode).toBe(201);
  for (const feed of [`/api/events/${event.id}/calendar-feed`, `/api/team-members/${member.id}/calendar-feed`]) {
    expect((await t.call('POST', feed, cookie, undefined, workspaceId)).statusCode).toBe(201);
  }
  const links = (await t.call('GET', '/api/private-links', cookie, undefined, workspaceId)).json().items as { id: number }[];
  expect(links).toHaveLength(2);
  // The member's own page, opened once (its last use is then recorded for the hour).
  const memberLink = await t.call('POST', `/api/team-members/${member.id}/member-link`, cookie, undefined, workspaceId);
  expect(memberLink.statusCode).toBe(201);
  const memberPageToken = (memberLink.json().url as string).split('/m/')[1]!;
  expect((await t.app.inject({ method: 'GET', url: `/api/member-pages/${memberPageToken}` })).statusCode).toBe(200);
  const memberPageLink = await memberPageLinkOf(cookie, workspaceId, member.id);
  const person = await invite(t, account, workspaceId, await signUp(t.app, { name: `Person ${marker}` }), 'viewer');
  const invited = await t.call('POST', '/api/workspace/invitations', cookie, { email: `invitee.${marker.toLowerCase()}@example.com`, role: 'editor' }, workspaceId);
  expect(invited.statusCode, invited.body).toBe(201);
  const imported = await importOf(cookie, workspaceId, event.id, marker);
  return {
    owner: { label: 'owner', cookie, userId: account.user.id, email: account.email, workspaceId, role: 'owner' },
    marker,
    memberPageToken,
    ids: {
      event: event.id,
      member: member.id,
      task: task.id,
      template: template.json().template.id,
      privateLink: links[0]!.id,
      memberPageLink,
      workspace: workspaceId,
      person: person.user.id,
      invitation: invited.json().invitation.id,
      import: imported,
    },
  };
}

/** An import of one task into the event, to undo: its id. */
async function importOf(cookie: string, workspaceId: number, eventId: number, marker: string): Promise<number> {
  const payload = { format: 'csv', fileName: `${marker}.csv`, tasks: [{ row: 1, title: `Imported ${marker}`, description: marker, status: 'todo', priority: 'medium' }] };
  const imported = await t.call('POST', `/api/events/${eventId}/imports/tasks`, cookie, payload, workspaceId);
  expect(imported.statusCode, imported.body).toBe(201);
  return imported.json().importId;
}

/** The id of a member's page link, as the workspace's list of private links names it. */
async function memberPageLinkOf(cookie: string, workspaceId: number, memberId: number): Promise<number> {
  const links = (await t.call('GET', '/api/private-links?limit=100', cookie, undefined, workspaceId)).json().items as { id: number; kind: string; covers: { id: number } }[];
  return links.find((link) => link.kind === 'memberPage' && link.covers.id === memberId)!.id;
}

/** A co-organiser of `workspace`, by invitation, named with its marker. */
async function coOrganiser(workspace: Workspace, role: 'editor' | 'viewer'): Promise<Caller> {
  const account = await signUp(t.app, { name: `${role === 'editor' ? 'Editor' : 'Viewer'} ${workspace.marker}` });
  await invite(t, workspace.owner, workspace.owner.workspaceId, account, role);
  return { label: role, cookie: account.cookie, userId: account.user.id, email: account.email, workspaceId: workspace.owner.workspaceId, role };
}

/**
 * Every row of the caller's, from every table with an owner, workspace or user column, found by
 * introspection: by workspace where rows have an owner (owner_id is the workspace's id) or a
 * workspace, by account where they have only a user; and the account's and the workspace's own rows.
 */
async function rowsOf(caller: Caller, { withSessions = true } = {}) {
  return snapshotRows(t.app.db, {
    where: (table, columns) => {
      if (!withSessions && table === 'sessions') return undefined;
      const scope = ['owner_id', 'workspace_id'].find((name) => columns.includes(name));
      if (scope) return [scope, caller.workspaceId];
      if (columns.includes('user_id')) return ['user_id', caller.userId];
      if (table === 'users') return ['id', caller.userId];
      if (table === 'workspaces') return ['id', caller.workspaceId];
      return undefined;
    },
  });
}

/** Every row of every table: a refused request changes nothing anywhere. */
const everyRow = () => snapshotRows(t.app.db);

function send(method: Method, url: string, caller: { cookie: string }, body?: Record<string, unknown>, workspaceId?: number) {
  return t.app.inject({ method, url, headers: requestHeaders(caller.cookie, workspaceId), ...(body ? { payload: body } : {}) });
}

/** The request of `routeCase` for `path` with the caller's own ids, `input` (if any) set to `value`. */
function buildRequest(path: string, input: string | undefined, value: number, routeCase: RouteCase, own: Own) {
  const { path: params = {}, query = {}, body } = routeCase.request?.(own) ?? {};
  let url = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const key = `path ${name}`;
    if (input === key) return String(value);
    const idInput = routeCase.ids[key];
    if (idInput) return String(own[idInput.kind]);
    if (params[name] === undefined) throw new Error(`${path}: give {${name}} a value in ROUTES`);
    return encodeURIComponent(params[name]);
  });
  const [place, name] = input?.split(' ') ?? [];
  const finalQuery: Record<string, string | number> = { ...query };
  const finalBody = body ? { ...body } : undefined;
  if (place === 'query') finalQuery[name!] = value;
  if (place === 'body') finalBody![name!] = value;
  const search = new URLSearchParams(Object.entries(finalQuery).map(([key, v]) => [key, String(v)])).toString();
  if (search) url += `?${search}`;
  return { url, body: finalBody };
}

/** What the client sees of an answer, with the id it sent written as "#" in messages. */
function visible(response: LightMyRequestResponse, id: number) {
  const type = String(response.headers['content-type'] ?? '');
  const body: unknown = type.includes('json') ? response.json() : response.body;
  const text = JSON.stringify(body);
  return { status: response.statusCode, body: response.statusCode >= 400 ? text.replace(new RegExp(`\\b${id}\\b`, 'g'), '#') : text };
}

const ownOf = (workspace: Workspace): Own => ({ ...workspace.ids, marker: workspace.marker, memberPageToken: workspace.memberPageToken });

beforeAll(async () => {
  first = await populate(MARKER);
  second = await populate('Bravo');
  editor = await coOrganiser(first, 'editor');
  viewer = await coOrganiser(first, 'viewer');
  host = await signUp(t.app, { name: 'Host Organiser' });
});

describe('tenancy matrix', () => {
  it('knows every route that takes an id, and every id it takes', () => {
    expect(operations.length).toBeGreaterThan(20);
    const unknown = operations.flatMap(({ method, path, idInputs }) => {
      const known = ROUTES[`${method} ${path}`];
      const missing = idInputs.filter((input) => !known?.ids[input] && !known?.shared?.includes(input));
      return missing.length === 0 ? [] : [`${method} ${path} takes ${missing.join(', ')}: add it to ROUTES in tests/api/tenancy-matrix.test.ts`];
    });
    expect(unknown, 'routes that take ids the tenancy matrix does not know').toEqual([]);
    const stale = Object.keys(ROUTES).filter((route) => !operations.some(({ method, path }) => `${method} ${path}` === route));
    expect(stale, 'routes in the matrix that the API no longer has').toEqual([]);
  });

  it("answers the second user's use of the first user's ids as for an id that exists nowhere, and changes nothing", async () => {
    const before = await rowsOf(first.owner);
    const checked: string[] = [];
    for (const { method, path } of operations) {
      const route = `${method} ${path}`;
      const routeCase = ROUTES[route];
      if (!routeCase) continue;
      for (const [input, { kind, refusal }] of Object.entries(routeCase.ids)) {
        const what = `${route} with the first user's ${kind} as ${input}`;
        const unknownRequest = buildRequest(path, input, UNKNOWN_ID, routeCase, ownOf(second));
        const foreignRequest = buildRequest(path, input, first.ids[kind], routeCase, ownOf(second));
        const secondBefore = await rowsOf(second.owner, { withSessions: false });
        const unknown = await send(method, unknownRequest.url, second.owner, unknownRequest.body);
        const foreign = await send(method, foreignRequest.url, second.owner, foreignRequest.body);

        if (refusal === 'empty') {
          expect(foreign.statusCode, what).toBe(200);
          expect(foreign.json().items, what).toEqual([]);
        } else {
          expect(foreign.statusCode, `${what}: ${foreign.body}`).toBe(refusal);
        }
        expect(visible(foreign, first.ids[kind]), what).toEqual(visible(unknown, UNKNOWN_ID));
        expect(foreign.body, what).not.toContain(MARKER);
        expect(await rowsOf(first.owner), `${what} changed the first user's data`).toEqual(before);
        expect(await rowsOf(second.owner, { withSessions: false }), `${what} was refused but changed the second user's data`).toEqual(secondBefore);
        checked.push(what);
      }
    }
    expect(checked.length).toBeGreaterThanOrEqual(Object.values(ROUTES).reduce((n, routeCase) => n + Object.keys(routeCase.ids).length, 0));
  });

  it("shows the second user none of the first user's data on any route read without an id, nor in a search for it", async () => {
    const before = await rowsOf(first.owner);
    const reads = operations.filter(({ method, idInputs }) => method === 'GET' && idInputs.filter((input) => input.startsWith('path')).length === 0);
    expect(reads.length).toBeGreaterThan(8);
    for (const { path, queryNames } of reads) {
      const queries = [{} as Record<string, string>, ...(queryNames.includes('q') ? [{ q: MARKER }] : [])].map((query) =>
        path === '/api/tasks/export' ? { format: 'csv', ...query } : query,
      );
      for (const query of queries) {
        const search = new URLSearchParams(query).toString();
        const url = search ? `${path}?${search}` : path;
        const response = await send('GET', url, second.owner);
        expect(response.statusCode, url).toBeLessThan(300);
        expect(response.body.toLowerCase(), url).not.toContain(MARKER.toLowerCase());
      }
    }
    expect(await rowsOf(first.owner)).toEqual(before);
  });
});

// ---------------------------------------------------------------------------------------------
// Roles

/** The access an operation declares, or why this file cannot classify it. */
function accessOf(operation: Operation): { access: Access } | { problem: string } {
  if (!operation.access) return { problem: `${operation.name} needs a session but declares no access (config.access)` };
  if (!ACCESSES.includes(operation.access as Access)) return { problem: `${operation.name} declares access '${operation.access}', which this file cannot classify` };
  const expected = ROUTES[operation.name]?.access;
  if (!expected) return { problem: `${operation.name}: add who may call it, and how, to ROUTES in tests/api/tenancy-matrix.test.ts` };
  if (operation.access !== expected) return { problem: `${operation.name} declares access '${operation.access}'; the role matrix says '${expected}'` };
  return { access: expected };
}

const isRefusedRole = (access: Access, role: WorkspaceRole) => access !== 'account' && !roleAllows(role, access);

/**
 * Records of `workspace` made afresh for one request that may change or delete them: the records the
 * route's ids name, a person in the workspace, an invitation waiting, and an invitation to another
 * workspace sent to `caller`'s address.
 */
async function freshOwn(workspace: Workspace, routeCase: RouteCase, caller: Caller): Promise<Own> {
  const kinds = new Set(Object.values(routeCase.ids).map(({ kind }) => kind));
  const own: Own = ownOf(workspace);
  const { cookie, workspaceId, userId } = workspace.owner;
  const marker = workspace.marker;
  if (['event', 'member', 'task', 'privateLink', 'memberPageLink'].some((kind) => kinds.has(kind as Kind))) {
    own.event = (await createEvent(t.app, cookie, { name: `Fresh ${marker}` }, workspaceId)).id;
    own.member = (await createMember(t.app, cookie, own.event, { name: `Fresh ${marker}`, email: uniqueEmail('fresh') }, workspaceId)).id;
    own.task = (await createTask(t.app, cookie, { title: `Fresh ${marker}`, eventId: own.event, assigneeId: own.member }, workspaceId)).id;
    // A link to the member's own page, to turn off or replace.
    expect((await t.call('POST', `/api/team-members/${own.member}/member-link`, cookie, undefined, workspaceId)).statusCode).toBe(201);
  }
  if (kinds.has('import')) own.import = await importOf(cookie, workspaceId, own.event, marker);
  if (kinds.has('memberPageLink')) own.memberPageLink = await memberPageLinkOf(cookie, workspaceId, own.member);
  if (kinds.has('template')) {
    const template = await t.call('POST', '/api/templates', cookie, { name: unique(`Fresh ${marker}`), tasks: [{ title: 'Fresh step' }] }, workspaceId);
    own.template = template.json().template.id;
  }
  if (kinds.has('privateLink')) {
    expect((await t.call('POST', `/api/events/${own.event}/calendar-feed`, cookie, undefined, workspaceId)).statusCode).toBe(201);
    const links = (await t.call('GET', '/api/private-links?limit=100', cookie, undefined, workspaceId)).json().items as { id: number; covers: { type: string; id: number } }[];
    own.privateLink = links.find((link) => link.covers.type === 'event' && link.covers.id === own.event)!.id;
  }
  if (kinds.has('person')) {
    const now = new Date().toISOString();
    const person = await t.app.db
      .insertInto('users')
      .values({ email: uniqueEmail('person'), name: `Fresh ${marker}`, password_hash: 'not-a-hash', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await addToWorkspace(t.app, workspaceId, person.id, 'viewer');
    own.person = person.id;
  }
  if (kinds.has('invitation')) {
    const created = await createInvitation(t.app.db, { workspaceId, email: uniqueEmail('waiting'), role: 'viewer', invitedBy: userId }, new Date());
    if ('refused' in created) throw new Error(`inviting was refused: ${created.refused}`);
    own.invitation = created.invitation.id;
  }
  if (!routeCase.shared?.includes('path token')) return own;
  // An invitation for the caller's own address, to a workspace it is not in yet.
  const elsewhere = await createWorkspace(t.app, host, unique('Elsewhere'));
  const invitation = await createInvitation(t.app.db, { workspaceId: elsewhere, email: caller.email, role: 'viewer', invitedBy: host.user.id }, new Date());
  if ('refused' in invitation) throw new Error(`inviting was refused: ${invitation.refused}`);
  own.token = invitation.token;
  return own;
}

/** A valid request of `operation` by `caller` in `workspace`, on records made for it: served, as its role allows. */
async function expectServed(operation: Operation, routeCase: RouteCase, caller: Caller, workspace: Workspace) {
  const request = buildRequest(operation.path, undefined, 0, routeCase, await freshOwn(workspace, routeCase, caller));
  const response = await send(operation.method, request.url, caller, request.body, caller.workspaceId);
  const what = `${operation.name} by the ${caller.label}: ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect([401, 403, 404], what).not.toContain(response.statusCode);
  const expected = routeCase.answers?.(caller.role);
  if (expected === undefined) expect(response.statusCode, what).toBeLessThan(300);
  else expect(response.statusCode, what).toBe(expected);
  // A co-organiser who left is put back, for the routes after this one.
  if (operation.name === 'POST /api/workspace/leave' && caller.role !== 'owner') await addToWorkspace(t.app, caller.workspaceId, caller.userId, caller.role);
  return response;
}

describe('role matrix', () => {
  it('classifies every signed-in route by the access it declares', () => {
    expect(signedInOperations.length).toBeGreaterThan(40);
    const problems = signedInOperations.flatMap((operation) => {
      const classified = accessOf(operation);
      return 'problem' in classified ? [classified.problem] : [];
    });
    expect(problems).toEqual([]);
    const accesses = new Set(signedInOperations.map((operation) => operation.access));
    expect([...accesses].sort()).toEqual([...ACCESSES].sort());
    // Access is declared for the signed-in routes only: a public route states none, and the matrix expects none.
    expect(operations.filter((operation) => !operation.signedIn && (operation.access || ROUTES[operation.name]?.access)).map((operation) => operation.name)).toEqual([]);
    // Only reads are open to viewers, and leaving a workspace, and composing a theme (a read sent as POST: it changes no record).
    const viewerWrites = signedInOperations.filter((operation) => operation.method !== 'GET' && ROUTES[operation.name]?.access === 'viewer');
    expect(viewerWrites.map((operation) => operation.name).sort()).toEqual(['POST /api/event-genie/themes', 'POST /api/workspace/leave']);
  });

  it.each(signedInOperations.map((operation) => [operation.name, operation] as const))('%s: each caller as its role allows', async (_name, operation) => {
    const classified = accessOf(operation);
    if ('problem' in classified) throw new Error(classified.problem);
    const { access } = classified;
    const routeCase = ROUTES[operation.name]!;
    const { method } = operation;
    const firstRequest = () => buildRequest(operation.path, undefined, 0, routeCase, { ...ownOf(first), token: 'x'.repeat(43) });

    // Signed out: 401, whatever the request.
    const signedOut = firstRequest();
    const anonymous = await t.app.inject({ method, url: signedOut.url, ...(signedOut.body ? { payload: signedOut.body } : {}) });
    expect(anonymous.statusCode, `${operation.name} signed out`).toBe(401);
    expect(anonymous.json()).toEqual({ error: { message: AUTH_MESSAGES.authenticationRequired } });

    // A role too low: 403 in the one error shape, and not a row changed anywhere.
    for (const caller of [editor, viewer].filter((member) => isRefusedRole(access, member.role))) {
      const request = firstRequest();
      const before = await everyRow();
      const response = await send(method, request.url, caller, request.body, first.owner.workspaceId);
      const what = `${operation.name} by the ${caller.label}`;
      expect(response.statusCode, `${what}: ${response.body}`).toBe(403);
      expect(strictErrorShape.safeParse(response.json()).success, what).toBe(true);
      expect(response.json(), what).toEqual({ error: { message: WORKSPACE_MESSAGES.forbidden } });
      expect(await everyRow(), `${what} was refused but changed data`).toEqual(before);
    }

    // The outsider naming the first workspace: as for a workspace that does not exist, and nothing changes.
    if (access !== 'account') {
      const request = firstRequest();
      const before = await everyRow();
      const named = await send(method, request.url, second.owner, request.body, first.owner.workspaceId);
      const nowhere = await send(method, request.url, second.owner, request.body, UNKNOWN_ID);
      const what = `${operation.name} by the outsider naming the first workspace`;
      expect(named.statusCode, `${what}: ${named.body}`).toBe(404);
      expect(named.json(), what).toEqual({ error: { message: WORKSPACE_MESSAGES.notFound } });
      expect(visible(named, first.owner.workspaceId), what).toEqual(visible(nowhere, UNKNOWN_ID));
      expect(named.body, what).not.toContain(MARKER);
      expect(await everyRow(), `${what} changed data`).toEqual(before);
    } else {
      // A route about the account itself: the header changes nothing of what the outsider may do, nor shows the first workspace.
      const response = await expectServed(operation, routeCase, { ...second.owner, workspaceId: first.owner.workspaceId, label: 'outsider naming the first workspace' }, second);
      expect(response.body).not.toContain(MARKER);
      expect(response.body).not.toMatch(new RegExp(`\\b${first.owner.workspaceId}\\b`));
    }

    // Every caller whose role suffices, with its own workspace's ids, is served.
    for (const caller of [first.owner, editor, viewer].filter((member) => !isRefusedRole(access, member.role))) {
      await expectServed(operation, routeCase, caller, first);
    }
    const outsiderServed = await expectServed(operation, routeCase, { ...second.owner, label: 'outsider in its own workspace' }, second);
    expect(outsiderServed.body).not.toContain(MARKER);

    // Everyone in a workspace reads the same records: a read scoped by anything but the workspace shows.
    if (method === 'GET' && access !== 'account') {
      const request = firstRequest();
      const answers: { status: number; body: string }[] = [];
      const readers = [first.owner, editor, viewer].filter((member) => !isRefusedRole(access, member.role));
      for (const caller of readers) {
        const response = await send(method, request.url, caller, undefined, first.owner.workspaceId);
        answers.push({ status: response.statusCode, body: routeCase.sameFor?.(response) ?? response.body });
      }
      expect(answers[0]!.status, `${operation.name}: ${answers[0]!.body.slice(0, 300)}`).toBe(200);
      // The answer is the first workspace's: its texts show (a read scoped by the account would find nothing to show).
      if (!routeCase.noTexts) expect(answers[0]!.body, `${operation.name} read in the first workspace`).toContain(MARKER);
      readers.slice(1).forEach((caller, index) => expect(answers[index + 1], `${operation.name} read by the ${caller.label}`).toEqual(answers[0]));
    }
  });
});
