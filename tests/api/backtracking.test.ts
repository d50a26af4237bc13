import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../../src/server/app.ts';
import { createEvent, createMember, createTask } from './support/fixtures.ts';
import { createTestApp, signUp, VALID_PASSWORD, type Method } from './support/test-app.ts';
import { apiOperations, strictErrorShape, type JsonSchema, type OpenApiOperation } from './support/openapi.ts';

/**
 * Regular-expression denial of service (issue 27), across the whole API. Every string field of every
 * write endpoint's body (those of a list's items too) and every query string parameter in the OpenAPI
 * document receives text built to make a backtracking pattern run for minutes: "a@" and a run of dots
 * (the e-mail pattern that blocked the server for 6 s with 60 KB), runs of spaces, white space or line
 * breaks, dashes, digits or letters before a character that refuses them, percent signs… signed in and
 * signed out. Each answer must arrive within ANSWER_WITHIN_MS and be a 4xx in the one error shape: no
 * value that long is valid anywhere, and none may cost more than a few scans of it.
 *
 * A body field gets up to what the 2 MB body limit holds. A query string parameter gets up to 128 KB: it
 * travels in the request head, which Node refuses past 16 KB before the app sees it (checked last), so
 * this is 8 times more than can arrive, and enough for the old e-mail pattern to take about 10 s.
 *
 * The sizes climb and the first slow answer fails the test: a quadratic pattern shows at a size that
 * costs it seconds, instead of blocking the event loop (and with it every timer that could end the
 * test) for the minutes its 2 MB case would take.
 */
const ANSWER_WITHIN_MS = 5_000;
const BODY_LIMIT = 2 * 1024 * 1024;
/** Node's limit on a request head (request line and headers): `http.maxHeaderSize`, 16 KB; the server keeps it. */
const REQUEST_HEAD_LIMIT = 16 * 1024;
/** The sizes a body field gets, in characters; then as many as the body limit holds. */
const BODY_SIZES = [32 * 1024, 256 * 1024];
/** The sizes a query string parameter gets, in characters (before percent-encoding). */
const QUERY_SIZES = [16 * 1024, 128 * 1024];

/** Text that makes some pattern backtrack or rescan, about `n` characters long. Trimmed, each stays as long. */
const ATTACKS: Record<string, (n: number) => string> = {
  '"a@", dots, "@"': (n) => `a@${'.'.repeat(n)}@`,
  '"a@" and ".@" again and again': (n) => `a@${'.@'.repeat(n / 2)}`,
  'spaces between two letters': (n) => `a${' '.repeat(n)}!`,
  'white space of every kind between two letters': (n) => `a${' \t\u00A0\u2028\u3000'.repeat(n / 5)}!`,
  'short lines': (n) => `${'a\n'.repeat(n / 2)}!`,
  'words and spaces, then a bang': (n) => `${'a '.repeat(n / 2)}!`,
  'dashes, then a bang': (n) => `${'-'.repeat(n)}!`,
  'letters, then a bang': (n) => `${'a'.repeat(n)}!`,
  'digits, then a letter': (n) => `${'1'.repeat(n)}x`,
  'a date, again and again': (n) => `${'2030-06-'.repeat(n / 8)}x`,
  'percent signs': (n) => '%'.repeat(n),
  'angle brackets': (n) => '<'.repeat(n),
};


// ---------------------------------------------------------------------------------------------
// The app, its routes, and a signed-in user's records

// The production log level, its lines dropped: each request still goes through the request log's
// URL redaction, as in production, without the suite's debug-log secret watch.
const t = await createTestApp({ logger: loggerOptions('info', { write: () => {} }) });
afterAll(() => t.close());

const operations = await apiOperations<OpenApiOperation>(t.app);
const queryParameters = (operation: OpenApiOperation) => (operation.parameters ?? []).filter((p) => p.in === 'query');
const bodySchema = (operation: OpenApiOperation) => operation.requestBody?.content?.['application/json']?.schema;

const { cookie } = await signUp(t.app, { name: 'Backtracking Organiser' });
const event = await createEvent(t.app, cookie);
const member = await createMember(t.app, cookie, event.id);
const task = await createTask(t.app, cookie, { title: 'Book venue', eventId: event.id, assigneeId: member.id });
const builtInKey = ((await t.call('GET', '/api/templates/built-in', cookie)).json() as { items?: { key: string }[] }).items?.[0]?.key ?? 'meetup';
const ownId: Record<string, number> = { events: event.id, 'team-members': member.id, tasks: task.id };

/** The route's path for the signed-in user's own records (another id where the user has none). */
function urlOf(path: string): string {
  const resource = path.split('/')[2]!;
  return path
    .replace('{id}', String(ownId[resource] ?? 1))
    .replace('{key}', builtInKey)
    .replace('{token}', 'A'.repeat(43));
}

const typesOf = (schema: JsonSchema) => [schema.type, ...(schema.anyOf ?? []).map((option) => option.type)].flat().filter(Boolean);
const enumOf = (schema: JsonSchema) => schema.enum ?? schema.anyOf?.find((option) => option.enum)?.enum;

/** A value the field accepts: the body's other fields pass their own checks, the attacked one is refused. */
function validValue(field: string, schema: JsonSchema): unknown {
  const options = enumOf(schema);
  if (options) return options[0];
  if (field === 'eventId') return event.id;
  if (field === 'memberId' || field === 'assigneeId') return member.id;
  if (/Date$|^today$/.test(field)) return '2030-06-01';
  if (field === 'email') return 'backtracking@example.com';
  if (field === 'password') return VALID_PASSWORD;
  if (field === 'token') return 'A'.repeat(43);
  if (field === 'code') return 'TC-12345678';
  if (field === 'rating') return 5;
  const types = typesOf(schema);
  if (types.includes('array') && schema.items) return [validBody(schema.items)];
  if (types.includes('integer') || types.includes('number')) return schema.minimum ?? 1;
  if (types.includes('boolean')) return true;
  return 'Valid value';
}

function validBody(schema: JsonSchema): Record<string, unknown> {
  return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([field, property]) => [field, validValue(field, property)]));
}

/**
 * Every place in a body where a string goes, as a path of keys (an array's first item included):
 * the value at each path gets the attack, the rest of the body stays valid.
 */
function stringFields(schema: JsonSchema, prefix: (string | number)[] = []): (string | number)[][] {
  return Object.entries(schema.properties ?? {}).flatMap(([field, property]) => {
    const types = typesOf(property);
    if (types.includes('array') && property.items?.properties) return stringFields(property.items, [...prefix, field, 0]);
    return types.includes('string') || types.length === 0 ? [[...prefix, field]] : [];
  });
}

function withValueAt(body: Record<string, unknown>, path: (string | number)[], value: string): unknown {
  const copy = structuredClone(body);
  let node: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1)!] = value;
  return copy;
}

// ---------------------------------------------------------------------------------------------
// What is sent, and what must hold

type Session = 'signed in' | 'signed out';

interface Target {
  method: Method;
  /** Where the attack goes, as a failure shows it. */
  name: string;
  /** The request for an attack value: its URL and JSON body. */
  request: (value: string) => { url: string; payload?: string };
  body: boolean;
  sessions: Session[];
}

/** Each attack's values, built once: one per size, the body's largest as much as fits the body limit next to the other fields. */
const attacks = Object.entries(ATTACKS).map(([name, build]) => {
  // JSON writes a tab or a line break in two bytes and U+2028 in six: the largest value is sized by what the body holds.
  const sample = build(6_000);
  const bytesPerCharacter = Buffer.byteLength(JSON.stringify(sample)) / sample.length;
  const largest = build(Math.floor((BODY_LIMIT - 4 * 1024) / bytesPerCharacter));
  return { name, body: [...BODY_SIZES.map(build), largest], query: QUERY_SIZES.map(build) };
});

async function send(method: Method, url: string, payload: string | undefined, sessionCookie: string | undefined) {
  const headers: Record<string, string> = {};
  if (sessionCookie) headers.cookie = sessionCookie;
  if (payload !== undefined) headers['content-type'] = 'application/json';
  const started = performance.now();
  const response: LightMyRequestResponse = await t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  return { response, elapsed: performance.now() - started };
}

async function attack(target: Target) {
  for (const { name, body, query } of attacks) {
    for (const value of target.body ? body : query) {
      const { url, payload } = target.request(value);
      if (payload !== undefined) expect(Buffer.byteLength(payload), `${name} does not fit the body limit`).toBeLessThanOrEqual(BODY_LIMIT);
      for (const session of target.sessions) {
        const { response, elapsed } = await send(target.method, url, payload, session === 'signed in' ? cookie : undefined);
        const what = `${target.name} ← ${name} (${value.length} characters), ${session} → ${response.statusCode} in ${Math.round(elapsed)} ms: ${response.body.slice(0, 200)}`;
        expect(elapsed, what).toBeLessThan(ANSWER_WITHIN_MS);
        expect(response.statusCode, what).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, what).toBeLessThan(500);
        expect(response.headers['content-type'], what).toContain('application/json');
        expect(strictErrorShape.safeParse(response.json()).error?.issues ?? [], what).toEqual([]);
      }
    }
  }
}

const bodyTargets: Target[] = operations
  .filter(({ method, operation }) => method !== 'GET' && bodySchema(operation)?.properties)
  .flatMap(({ method, path, operation }) => {
    const schema = bodySchema(operation)!;
    const base = validBody(schema);
    return stringFields(schema).map((field) => ({
      method,
      name: `${method} ${path} body ${field.join('.')}`,
      request: (value: string) => ({ url: urlOf(path), payload: JSON.stringify(withValueAt(base, field, value)) }),
      body: true,
      sessions: ['signed in', 'signed out'],
    }));
  });

/**
 * Signed out, a route that needs a session answers 401 before it checks its query: its first parameter
 * shows that routing, parsing and logging a long query string are quick; the others are sent signed in.
 */
const queryTargets: Target[] = operations.flatMap(({ method, path, operation }) => {
  const schema = bodySchema(operation);
  const payload = schema?.properties ? JSON.stringify(validBody(schema)) : undefined;
  const needsSession = (operation.security ?? []).length > 0;
  return queryParameters(operation).map(({ name }, index) => ({
    method,
    name: `${method} ${path} query ${name}`,
    request: (value: string) => ({ url: `${urlOf(path)}?${encodeURIComponent(name)}=${encodeURIComponent(value)}`, payload }),
    body: false,
    sessions: !needsSession || index === 0 ? ['signed in', 'signed out'] : ['signed in'],
  }));
});

// ---------------------------------------------------------------------------------------------

/** Generous for one target's requests on a slow, shared CI machine; far short of one catastrophic match. */
const perTarget = 60_000;

describe(`text built to backtrack, answered within ${ANSWER_WITHIN_MS} ms with a 4xx`, () => {
  it('covers every string field of every write endpoint and every query string parameter', () => {
    expect(bodyTargets.length).toBeGreaterThan(40);
    expect(queryTargets.length).toBeGreaterThan(25);
    const names = [...bodyTargets, ...queryTargets].map(({ name }) => name);
    for (const target of ['POST /api/auth/forgot-password body email', 'POST /api/team-members body email', 'POST /api/feedback body email', 'POST /api/templates body tasks.0.title', 'GET /api/tasks query q']) {
      expect(names).toContain(target);
    }
  });

  it.each(bodyTargets.map((target) => [target.name, target] as const))('%s', (_name, target) => attack(target), perTarget);

  it.each(queryTargets.map((target) => [target.name, target] as const))('%s', (_name, target) => attack(target), perTarget);

  it(`never sees a query string longer than a request head may be (${REQUEST_HEAD_LIMIT / 1024} KB): Node answers 431 first`, async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const path = `/api/tasks?q=${'a'.repeat(REQUEST_HEAD_LIMIT)}`;
      http.get({ host: '127.0.0.1', port, path, headers: { cookie } }, (response) => resolve(response.resume().statusCode)).on('error', reject);
    });
    expect(status).toBe(431);
  });
});
