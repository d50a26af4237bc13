import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createMember, createTask } from './support/fixtures.ts';
import { createTestApp, signUp, type Method, type TestApp } from './support/test-app.ts';
import { apiOperations } from './support/openapi.ts';

/**
 * Tenancy, for every route of the OpenAPI document: a second user who sends the first user's ids is
 * answered exactly as for an id that exists nowhere (404 for the record a route is about), learns
 * nothing of the first user's data, and changes none of it. A route that takes an id this file does
 * not know fails the test, so a new route cannot slip past it.
 */

type Kind = 'event' | 'member' | 'task' | 'template' | 'privateLink';
type Ids = Record<Kind, number>;
/** How a route answers an id that is not the caller's: 404, a 400 on the field, or an empty list. */
type Refusal = 404 | 400 | 'empty';

interface IdInput {
  kind: Kind;
  refusal: Refusal;
}

interface RouteCase {
  /** Every input that carries an id, as "path id", "query eventId", "body assigneeId". */
  ids: Record<string, IdInput>;
  /** Inputs that name something every user shares (a built-in template's key), not a record of one user. */
  shared?: string[];
  /** A request that would succeed with the caller's own ids; each id input is then swapped in turn. */
  request?: (own: Ids) => { query?: Record<string, string | number>; body?: Record<string, unknown> };
}

const record = (kind: Kind): Record<string, IdInput> => ({ 'path id': { kind, refusal: 404 } });
const emptyFilter = (kind: Kind): IdInput => ({ kind, refusal: 'empty' });

const ROUTES: Record<string, RouteCase> = {
  'GET /api/events/{id}': { ids: record('event') },
  'PATCH /api/events/{id}': {
    ids: record('event'),
    request: () => ({ body: { name: 'Renamed', description: 'Changed', startDate: '2031-01-01' } }),
  },
  'DELETE /api/events/{id}': { ids: record('event') },
  'GET /api/events/options': { ids: { 'query id': emptyFilter('event') } },

  'GET /api/team-members': { ids: { 'query eventId': emptyFilter('event') } },
  'GET /api/team-members/options': { ids: { 'query eventId': emptyFilter('event'), 'query id': emptyFilter('member') } },
  'POST /api/team-members': {
    ids: { 'body eventId': { kind: 'event', refusal: 404 } },
    request: (own) => ({ body: { name: 'Intruder Person', eventId: own.event } }),
  },
  'GET /api/team-members/{id}': { ids: record('member') },
  'PATCH /api/team-members/{id}': { ids: record('member'), request: () => ({ body: { name: 'Renamed Person', status: 'inactive' } }) },
  'DELETE /api/team-members/{id}': { ids: record('member') },

  'GET /api/tasks': { ids: { 'query eventId': emptyFilter('event'), 'query memberId': emptyFilter('member') } },
  'POST /api/tasks': {
    ids: { 'body eventId': { kind: 'event', refusal: 400 }, 'body assigneeId': { kind: 'member', refusal: 400 } },
    request: (own) => ({ body: { title: 'Intruding task', eventId: own.event, assigneeId: own.member } }),
  },
  'POST /api/tasks/bulk': {
    ids: { 'body eventId': { kind: 'event', refusal: 400 } },
    request: (own) => ({ body: { text: 'One\nTwo', eventId: own.event } }),
  },
  'GET /api/tasks/{id}': { ids: record('task') },
  'PATCH /api/tasks/{id}': {
    ids: { ...record('task'), 'body eventId': { kind: 'event', refusal: 400 }, 'body assigneeId': { kind: 'member', refusal: 400 } },
    request: (own) => ({ body: { title: 'Renamed task', eventId: own.event, assigneeId: own.member, status: 'completed' } }),
  },
  'DELETE /api/tasks/{id}': { ids: record('task') },
  'PUT /api/tasks/{id}/status': { ids: record('task'), request: () => ({ body: { status: 'completed' } }) },
  'GET /api/tasks/{id}/history': { ids: record('task') },
  'GET /api/tasks/export': {
    ids: { 'query eventId': { kind: 'event', refusal: 404 }, 'query memberId': { kind: 'member', refusal: 404 } },
    request: (own) => ({ query: { format: 'csv', eventId: own.event, memberId: own.member } }),
  },
  'GET /api/analytics': { ids: { 'query eventId': { kind: 'event', refusal: 404 } }, request: (own) => ({ query: { eventId: own.event } }) },

  'POST /api/templates': {
    ids: { 'body eventId': { kind: 'event', refusal: 400 } },
    request: (own) => ({ body: { name: 'Intruding plan', eventId: own.event } }),
  },
  'GET /api/templates/{id}': { ids: record('template') },
  'PATCH /api/templates/{id}': { ids: record('template'), request: () => ({ body: { name: 'Renamed plan', tasks: [{ title: 'Replaced' }] } }) },
  'DELETE /api/templates/{id}': { ids: record('template') },
  'POST /api/templates/{id}/events': {
    ids: record('template'),
    request: () => ({ body: { name: 'Intruding event', description: 'From a plan', startDate: '2031-01-01' } }),
  },
  'POST /api/templates/built-in/{key}/events': { ids: {}, shared: ['path key'] },

  'GET /api/events/{id}/calendar-feed': { ids: record('event') },
  'POST /api/events/{id}/calendar-feed': { ids: record('event') },
  'DELETE /api/events/{id}/calendar-feed': { ids: record('event') },
  'GET /api/team-members/{id}/calendar-feed': { ids: record('member') },
  'POST /api/team-members/{id}/calendar-feed': { ids: record('member') },
  'DELETE /api/team-members/{id}/calendar-feed': { ids: record('member') },
  // The token names no record of the caller's: it is the credential itself (tests/api/calendar-feeds.test.ts).
  'GET /api/calendar/{token}.ics': { ids: {}, shared: ['path token'] },
  // A calendar feed as the account's list of private links names it (GET /api/private-links).
  'DELETE /api/private-links/calendar-feeds/{id}': { ids: record('privateLink') },
};

/** An id no record has. */
const UNKNOWN_ID = 2_147_483_000;
/** In every text of the first user's records (and their email): no answer to the second user may contain it. */
const MARKER = 'Qx7Owned';
const ID_NAME = /^id$|Id$/;

interface OpenApiOperation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

let t: TestApp;
let first: { cookie: string; userId: number; ids: Ids };
let second: { cookie: string; userId: number; ids: Ids };
let operations: { method: Method; path: string; idInputs: string[]; queryNames: string[] }[];

/** A user with an event, a member, an assigned task and its status log, a template and calendar feeds, `marker` in every text. */
async function populate(marker: string) {
  const { cookie, user } = await signUp(t.app, { name: `Organiser ${marker}` });
  const event = await createEvent(t.app, cookie, { name: `Gala ${marker}`, description: `About ${marker}` });
  const member = await createMember(t.app, cookie, event.id, { name: `Member ${marker}`, email: `${marker.toLowerCase()}@example.com`, role: marker });
  const task = await createTask(t.app, cookie, { title: `Task ${marker}`, description: marker, eventId: event.id, assigneeId: member.id, dueDate: '2030-05-01' });
  const status = await t.call('PUT', `/api/tasks/${task.id}/status`, cookie, { status: 'inprogress' });
  expect(status.statusCode).toBe(200);
  const template = await t.call('POST', '/api/templates', cookie, { name: `Plan ${marker}`, tasks: [{ title: `Step ${marker}`, description: marker }] });
  expect(template.statusCode).toBe(201);
  for (const feed of [`/api/events/${event.id}/calendar-feed`, `/api/team-members/${member.id}/calendar-feed`]) {
    expect((await t.call('POST', feed, cookie)).statusCode).toBe(201);
  }
  const links = (await t.call('GET', '/api/private-links', cookie)).json().items as { id: number }[];
  expect(links).toHaveLength(2);
  return {
    cookie,
    userId: user.id,
    ids: { event: event.id, member: member.id, task: task.id, template: template.json().template.id, privateLink: links[0]!.id },
  };
}

/** Every row that belongs to the user, from every table with an owner or user column, found by introspection. */
async function rowsOf(userId: number, { withSessions = true } = {}) {
  const tables = await t.app.db.introspection.getTables();
  const snapshot: Record<string, unknown[]> = {};
  for (const table of tables) {
    if (snapshot[table.name] || (!withSessions && table.name === 'sessions')) continue;
    const column = table.columns.find((c) => c.name === 'owner_id' || c.name === 'user_id')?.name ?? (table.name === 'users' ? 'id' : undefined);
    if (!column) continue;
    snapshot[table.name] = await t.app.db
      .selectFrom(table.name as 'users')
      .selectAll()
      .where(column as 'id', '=', userId)
      .execute()
      .then((rows) => rows.map((row) => JSON.stringify(row)).sort());
  }
  return snapshot;
}

function send(method: Method, url: string, cookie: string, body?: Record<string, unknown>) {
  return t.app.inject({ method, url, headers: { cookie }, ...(body ? { payload: body } : {}) });
}

function buildRequest(path: string, input: string | undefined, value: number, routeCase: RouteCase, own: Ids) {
  const { query = {}, body } = routeCase.request?.(own) ?? {};
  const pathIdKind = routeCase.ids['path id']?.kind;
  let url = pathIdKind ? path.replace('{id}', String(input === 'path id' ? value : own[pathIdKind])) : path;
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

beforeAll(async () => {
  t = await createTestApp();
  first = await populate(MARKER);
  second = await populate('Bravo');
  operations = (await apiOperations<OpenApiOperation>(t.app)).map(({ method, path, operation }) => {
    const parameters = operation.parameters ?? [];
    const bodyFields = Object.keys(operation.requestBody?.content?.['application/json']?.schema?.properties ?? {});
    const idInputs = [
      ...parameters.filter((p) => p.in === 'path' || (p.in === 'query' && ID_NAME.test(p.name))).map((p) => `${p.in} ${p.name}`),
      ...bodyFields.filter((field) => ID_NAME.test(field)).map((field) => `body ${field}`),
    ];
    return { method, path, idInputs, queryNames: parameters.filter((p) => p.in === 'query').map((p) => p.name) };
  });
});
afterAll(() => t.close());

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
    const before = await rowsOf(first.userId);
    const checked: string[] = [];
    for (const { method, path } of operations) {
      const route = `${method} ${path}`;
      const routeCase = ROUTES[route];
      if (!routeCase) continue;
      for (const [input, { kind, refusal }] of Object.entries(routeCase.ids)) {
        const what = `${route} with the first user's ${kind} as ${input}`;
        const unknownRequest = buildRequest(path, input, UNKNOWN_ID, routeCase, second.ids);
        const foreignRequest = buildRequest(path, input, first.ids[kind], routeCase, second.ids);
        const secondBefore = await rowsOf(second.userId, { withSessions: false });
        const unknown = await send(method, unknownRequest.url, second.cookie, unknownRequest.body);
        const foreign = await send(method, foreignRequest.url, second.cookie, foreignRequest.body);

        if (refusal === 'empty') {
          expect(foreign.statusCode, what).toBe(200);
          expect(foreign.json().items, what).toEqual([]);
        } else {
          expect(foreign.statusCode, `${what}: ${foreign.body}`).toBe(refusal);
        }
        expect(visible(foreign, first.ids[kind]), what).toEqual(visible(unknown, UNKNOWN_ID));
        expect(foreign.body, what).not.toContain(MARKER);
        expect(await rowsOf(first.userId), `${what} changed the first user's data`).toEqual(before);
        expect(await rowsOf(second.userId, { withSessions: false }), `${what} was refused but changed the second user's data`).toEqual(secondBefore);
        checked.push(what);
      }
    }
    expect(checked.length).toBeGreaterThanOrEqual(Object.values(ROUTES).reduce((n, routeCase) => n + Object.keys(routeCase.ids).length, 0));
  });

  it("shows the second user none of the first user's data on any route read without an id, nor in a search for it", async () => {
    const before = await rowsOf(first.userId);
    const reads = operations.filter(({ method, idInputs }) => method === 'GET' && idInputs.filter((input) => input.startsWith('path')).length === 0);
    expect(reads.length).toBeGreaterThan(8);
    for (const { path, queryNames } of reads) {
      const queries = [{} as Record<string, string>, ...(queryNames.includes('q') ? [{ q: MARKER }] : [])].map((query) =>
        path === '/api/tasks/export' ? { format: 'csv', ...query } : query,
      );
      for (const query of queries) {
        const search = new URLSearchParams(query).toString();
        const url = search ? `${path}?${search}` : path;
        const response = await send('GET', url, second.cookie);
        expect(response.statusCode, url).toBeLessThan(300);
        expect(response.body.toLowerCase(), url).not.toContain(MARKER.toLowerCase());
      }
    }
    expect(await rowsOf(first.userId)).toEqual(before);
  });
});
