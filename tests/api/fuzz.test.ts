import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createEvent, createMember, createTask } from './support/fixtures.ts';
import { loggerOptions } from '../../src/server/app.ts';
import { createTestApp, signUp, VALID_PASSWORD, type Method } from './support/test-app.ts';
import { apiOperations, strictErrorShape, type JsonSchema, type OpenApiOperation } from './support/openapi.ts';
import { tableColumns } from './support/database-snapshot.ts';

/**
 * Property-based fuzzing of every write endpoint and every query string of the OpenAPI document:
 * malformed JSON, wrong types, huge strings, RTL and zero-width text, nulls, extra fields, boundary
 * and impossible dates, negative and huge numbers. Whatever arrives, the answer is never a 5xx; a
 * refused request answers the one error shape and stores nothing.
 *
 * FUZZ_CASES sets how many requests each dialect's run sends in all (spread over the routes);
 * FUZZ_SEED replays a run that fast-check reported.
 */
const TOTAL_CASES = Number(process.env.FUZZ_CASES ?? 300);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

type Kind = 'event' | 'member' | 'task';
/** Percent-encoding of any string, lone surrogates included (as a browser sends them: U+FFFD). */
const encode = (value: string) => encodeURIComponent(value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));

const KIND_OF_PATH: Record<string, Kind> = { '/api/events': 'event', '/api/team-members': 'member', '/api/tasks': 'task' };

// ---------------------------------------------------------------------------------------------
// The app, its routes, and the fuzzing user's records

// The production log level, its lines dropped: the fuzzed values land in many fields at once, which the
// suite's debug-log secret watch would take for leaked passwords.
const t = await createTestApp({ logger: loggerOptions('info', { write: () => {} }) });
afterAll(() => t.close());

const operations = await apiOperations<OpenApiOperation>(t.app);
const queryParameters = (operation: OpenApiOperation) => (operation.parameters ?? []).filter((p) => p.in === 'query');
const bodyProperties = (operation: OpenApiOperation) => operation.requestBody?.content?.['application/json']?.schema?.properties ?? {};
const writes = operations.filter(({ method }) => method !== 'GET');
const queried = operations.filter(({ method, operation }) => method === 'GET' && queryParameters(operation).length > 0);
const runsPerRoute = Math.max(5, Math.ceil(TOTAL_CASES / (writes.length + queried.length)));

const { cookie } = await signUp(t.app, { name: 'Fuzzing Organiser' });
/** Deletes aim at this user, who owns nothing: a fuzzed id that happens to parse never removes the records the other cases need. */
const { cookie: emptyCookie } = await signUp(t.app, { name: 'Empty Organiser' });
const event = await createEvent(t.app, cookie);
const member = await createMember(t.app, cookie, event.id);
const task = await createTask(t.app, cookie, { title: 'Book venue', eventId: event.id, assigneeId: member.id });
const own: Record<Kind, number> = { event: event.id, member: member.id, task: task.id };
/** A member's own page, whose token fills {token} and whose task {taskId}; a member of its own, so no fuzzed request replaces its link. */
const pageMember = await createMember(t.app, cookie, event.id, { name: 'Page Member' });
const pageTask = await createTask(t.app, cookie, { title: 'Print badges', eventId: event.id, assigneeId: pageMember.id });
const pageLink = await t.call('POST', `/api/team-members/${pageMember.id}/member-link`, cookie);
const memberPageToken = (pageLink.json().url as string).split('/m/')[1]!;

// ---------------------------------------------------------------------------------------------
// What the fuzzer sends

const SPOOFING_TEXT = [
  '\u202Egnp.exe',
  'Ann\u200BLee',
  '\u2066Ann\u2069',
  '\uFEFFBOM',
  'שלום עולם',
  'مرحبا بالعالم',
  '\u200F\u200E\u061C',
  'e\u0301'.repeat(300),
  '👨‍👩‍👧 family',
  '\uD800',
  '\uDFFFx',
  '\u0000',
  '\u001B[31mred',
  '\u2028line\u2029para',
];
const INJECTION_TEXT = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' OR 1=1 --",
  '%00',
  '\\',
  '${7*7}',
  '__proto__',
  '=HYPERLINK("http://x")',
  '   ',
  '',
];
const DATE_TEXT = [
  '2028-02-29',
  '2030-02-29',
  '2030-02-30',
  '2030-04-31',
  '2030-13-01',
  '2030-00-10',
  '0000-01-01',
  '0001-01-01',
  '1969-12-31',
  '9999-12-31',
  '10000-01-01',
  '+275760-09-13',
  '-2030-06-01',
  '2030-6-1',
  '2030-06-01T00:00:00Z',
  '2030/06/01',
  ' 2030-06-01',
];
const NUMBER_TEXT = ['0', '-1', '1.5', '1e3', '0x10', 'NaN', 'Infinity', '-0', ' 1', '2147483648', '99999999999999999999999', '1e309'];
const NUMBERS = [0, -0, -1, 1.5, 2 ** 31 - 1, 2 ** 31, 2 ** 53, -(2 ** 53), 1e308, -1e308, Number.MIN_VALUE];
const HUGE_TEXT = ['x'.repeat(10_001), 'é'.repeat(200_000), `${'\u202E'.repeat(500)}${'a'.repeat(500)}`, 'line\n'.repeat(5_000)];

const hostileText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(...SPOOFING_TEXT, ...INJECTION_TEXT),
  fc.constantFrom(...DATE_TEXT, ...NUMBER_TEXT),
  fc.constantFrom(...HUGE_TEXT),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileText },
  { weight: 2, arbitrary: fc.oneof(fc.constantFrom(...NUMBERS), fc.integer(), fc.double()) },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false) },
  { weight: 1, arbitrary: fc.oneof(fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }), fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 })) },
);
const extraFields = fc.dictionary(
  fc.oneof(fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'ownerId', 'owner_id', 'userId', 'createdAt', 'isAdmin'), fc.string({ maxLength: 10 })),
  hostileValue,
  { maxKeys: 3 },
);

function enumOf(schema: JsonSchema): unknown[] | undefined {
  return schema.enum ?? schema.anyOf?.find((option) => option.enum)?.enum;
}

/** A value the field accepts, so that the other fields' checks run too. */
function validValue(field: string, schema: JsonSchema): unknown {
  const options = enumOf(schema);
  if (options) return options[0];
  if (field === 'eventId') return own.event;
  if (field === 'memberId' || field === 'assigneeId') return own.member;
  if (field === 'id') return own.event;
  if (/Date$|^today$/.test(field)) return '2030-06-01';
  if (field === 'email') return 'fuzz@example.com';
  if (field === 'password') return VALID_PASSWORD;
  if (field === 'text') return 'Book venue\nHire band';
  if (field === 'rating') return 5;
  // An import's rows (POST /api/events/{id}/imports/…): one valid row, so the other fields' checks run.
  if (field === 'tasks') return [{ row: 1, title: 'Fuzz task', status: 'todo', priority: 'medium' }];
  if (field === 'members') return [{ row: 1, name: 'Fuzz Person' }];
  if (field === 'limit') return 10;
  if (field === 'offset') return 0;
  const types = [schema.type, ...(schema.anyOf ?? []).map((option) => option.type)].flat();
  if (types.includes('integer') || types.includes('number')) return schema.minimum ?? 1;
  if (types.includes('boolean')) return true;
  return 'Fuzz value';
}

/** Each documented field: absent, valid, or hostile; then a few fields nobody documented. */
function fieldsArbitrary(properties: Record<string, JsonSchema>): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.fromEntries(
    Object.entries(properties).map(([field, schema]) => [
      field,
      fc.option(fc.oneof({ weight: 3, arbitrary: fc.constant(validValue(field, schema)) }, { weight: 2, arbitrary: hostileValue }), {
        nil: undefined,
        freq: 6,
      }),
    ]),
  );
  return fc
    .tuple(fc.record(fields), fc.option(extraFields, { freq: 3 }))
    .map(([documented, extra]) => Object.fromEntries(Object.entries({ ...documented, ...extra }).filter(([, value]) => value !== undefined)));
}

interface Payload {
  contentType?: string;
  payload?: string;
}

const MALFORMED_JSON = ['{', '{"name":', '{"name":"x",}', "{'name':'x'}", '{"a":NaN}', '{"a":1e999}', '{"__proto__":{"isAdmin":true}}', '{"constructor":{"prototype":{"x":1}}}', '\u0000', '[', ']]', '{"a":"\\ud800"}', `${'['.repeat(5_000)}${']'.repeat(5_000)}`];
const OTHER_CONTENT_TYPES = ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'application/json; charset=utf-16', 'application/json; charset=latin1', 'application/jsonx', 'json'];
const TOO_LARGE = JSON.stringify({ name: 'x'.repeat(3 * 1024 * 1024) });

function bodyArbitrary(properties: Record<string, JsonSchema>): fc.Arbitrary<Payload> {
  const json = (value: unknown): Payload => ({ contentType: 'application/json', payload: JSON.stringify(value) });
  return fc.oneof(
    { weight: 12, arbitrary: fieldsArbitrary(properties).map(json) },
    { weight: 1, arbitrary: fc.constantFrom(...MALFORMED_JSON).map((payload) => ({ contentType: 'application/json', payload })) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 50 }).map((payload) => ({ contentType: 'application/json', payload })) },
    { weight: 1, arbitrary: fc.oneof(fc.jsonValue({ maxDepth: 1 }), fc.array(fieldsArbitrary(properties), { maxLength: 2 })).map(json) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...OTHER_CONTENT_TYPES), fieldsArbitrary(properties)).map(([contentType, body]) => ({ contentType, payload: JSON.stringify(body) })) },
    { weight: 1, arbitrary: fc.constant<Payload>({}) },
    { weight: 1, arbitrary: fc.constant<Payload>({ contentType: 'application/json', payload: TOO_LARGE }) },
  );
}

/** Raw pieces of a query string that no encoder would produce. */
const RAW_QUERY = ['%', '%zz', '%E0%A4%A', '%00', '%FF%FE', '&&&', '=', '==1', 'limit[]=1', 'limit[a]=1', '__proto__=1', 'constructor[prototype][x]=1', 'q=%E2%80%AE', '?'];

function queryArbitrary(parameters: { name: string; schema?: JsonSchema }[]): fc.Arbitrary<string> {
  const text = (value: unknown) => (typeof value === 'object' && value !== null && !Array.isArray(value) ? JSON.stringify(value) : String(value));
  const pair = (name: string, value: unknown) =>
    (Array.isArray(value) && value.length > 0 ? value : [value]).map((one) => `${encode(name)}=${encode(text(one))}`);
  const documented = fc.record(Object.fromEntries(parameters.map(({ name, schema = {} }) => [name, fc.option(fc.oneof({ weight: 3, arbitrary: fc.constant(validValue(name, schema)) }, { weight: 2, arbitrary: hostileValue }), { nil: undefined, freq: 3 })])));
  return fc
    .tuple(documented, fc.option(extraFields, { freq: 4 }), fc.option(fc.constantFrom(...RAW_QUERY), { freq: 4 }))
    .map(([values, extra, raw]) =>
      [
        ...Object.entries({ ...values, ...extra })
          .filter(([, value]) => value !== undefined)
          .flatMap(([name, value]) => pair(name, value)),
        ...(raw ? [raw] : []),
      ].join('&'),
    );
}

const HOSTILE_IDS = ['0', '-1', '1.5', '1e3', 'abc', '%00', '2147483648', '99999999999999999999', '%20', '0x1', 'NaN', '%E2%80%AE1', encode('<script>')];

function pathIdArbitrary(method: Method, path: string): fc.Arbitrary<string> {
  const kind = Object.entries(KIND_OF_PATH).find(([prefix]) => path.startsWith(`${prefix}/`))?.[1];
  const hostile = fc.oneof(fc.constantFrom(...HOSTILE_IDS), fc.integer().map(String), hostileText.map(encode));
  const valid = path.startsWith('/api/member-pages/') ? pageTask.id : kind && own[kind];
  if (method === 'DELETE' || !valid) return hostile;
  return fc.oneof({ weight: 3, arbitrary: fc.constant(String(valid)) }, { weight: 1, arbitrary: hostile });
}

/** The route's path with its parameters: `id` for {id} and {taskId}, the member page's token for {token}. */
const concretePath = (path: string, id: string) => path.replace('{token}', memberPageToken).replace(/\{(id|taskId)\}/, id);

// ---------------------------------------------------------------------------------------------
// What must hold

/** The tables of stored records (not the counters derived from them): every user's and every workspace's, with their own ids, and who is in which workspace. */
const RECORD_KEYS = ['owner_id', 'user_id', 'workspace_id'];
// The test's own schema only: a look at every schema would meet other tests' schemas as they are dropped.
const tableNames = [...(await tableColumns(t.app.db))]
  .filter(
    ([name, columns]) =>
      name === 'workspace_members' ||
      (name !== 'sessions' && columns.includes('id') && (name === 'users' || name === 'workspaces' || columns.some((column) => RECORD_KEYS.includes(column)))),
  )
  .map(([name]) => name);

async function readStoredData() {
  const snapshot: Record<string, string[]> = {};
  for (const name of tableNames) {
    const rows = await t.app.db.selectFrom(name as 'users').selectAll().execute();
    snapshot[name] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return snapshot;
}

/** Every stored record of every user, as the last request left it: read again only after a request that succeeded. */
let storedData: Awaited<ReturnType<typeof readStoredData>> | undefined;

function describeRequest(method: Method, url: string, { contentType, payload }: Payload) {
  const shown = payload && payload.length > 300 ? `${payload.slice(0, 300)}… (${payload.length} characters)` : payload;
  return `${method} ${url.length > 300 ? `${url.slice(0, 300)}…` : url} [${contentType ?? 'no body'}] ${shown ?? ''}`;
}

async function checkRequest(method: Method, url: string, body: Payload, sessionCookie: string | undefined) {
  const before = (storedData ??= await readStoredData());
  const headers: Record<string, string> = {};
  if (sessionCookie) headers.cookie = sessionCookie;
  if (body.contentType) headers['content-type'] = body.contentType;
  const response: LightMyRequestResponse = await t.app.inject({ method, url, headers, ...(body.payload !== undefined ? { payload: body.payload } : {}) });
  const what = `${describeRequest(method, url, body)} → ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.statusCode, what).toBeLessThan(500);
  if (response.statusCode < 400) {
    storedData = undefined;
    return;
  }
  expect(response.headers['content-type'], what).toContain('application/json');
  expect(strictErrorShape.safeParse(response.json()).error?.issues ?? [], what).toEqual([]);
  expect(response.cookies, what).toEqual([]);
  expect((storedData = await readStoredData()), `${what} was refused but changed stored data`).toEqual(before);
}

/** Reports the first failing request, shortened, and how to replay the run; not fast-check's full dump of megabyte strings. */
function reporter<Values>(details: fc.RunDetails<Values>) {
  if (!details.failed) return;
  const cause = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
  throw new Error(`${cause.slice(0, 2_000)}\nReplay with FUZZ_SEED=${details.seed} (path ${details.counterexamplePath})`);
}

function fuzzOptions<Values>(): fc.Parameters<Values> {
  return { numRuns: runsPerRoute, ...(SEED === undefined ? {} : { seed: SEED }), endOnFailure: true, reporter: reporter<Values> };
}
const timeout = Math.max(30_000, runsPerRoute * 1_000);

// ---------------------------------------------------------------------------------------------

describe(`fuzzing (${runsPerRoute} requests per route; FUZZ_CASES=${TOTAL_CASES})`, () => {
  it('covers every write endpoint and every query string of the API', () => {
    expect(writes.length).toBeGreaterThan(10);
    expect(queried.length).toBeGreaterThan(5);
  });

  it.each(writes.map(({ method, path, operation }) => [`${method} ${path}`, method, path, operation] as const))(
    '%s answers any body, query and id with a 4xx in the one error shape or a success, never a 5xx',
    async (_route, method, path, operation) => {
      const signedOut = path.startsWith('/api/auth/');
      const sessionCookie = signedOut ? undefined : method === 'DELETE' ? emptyCookie : cookie;
      const query = queryArbitrary(queryParameters(operation));
      const hasBody = Boolean(operation.requestBody);
      const payload = hasBody ? bodyArbitrary(bodyProperties(operation)) : fc.oneof(fc.constant<Payload>({}), bodyArbitrary({}));
      await fc.assert(
        fc.asyncProperty(pathIdArbitrary(method, path), query, payload, async (id, search, body) => {
          const url = `${concretePath(path, id)}${search ? `?${search}` : ''}`;
          await checkRequest(method, url, body, sessionCookie);
        }),
        fuzzOptions(),
      );
    },
    timeout,
  );

  it.each(queried.map(({ path, operation }) => [path, path, operation] as const))(
    'GET %s answers any query string with a 4xx in the one error shape or a success, never a 5xx',
    async (_route, path, operation) => {
      await fc.assert(
        fc.asyncProperty(pathIdArbitrary('GET', path), queryArbitrary(queryParameters(operation)), async (id, search) => {
          await checkRequest('GET', `${concretePath(path, id)}?${search}`, {}, cookie);
        }),
        fuzzOptions(),
      );
    },
    timeout,
  );

  it('leaves every read answering after whatever the fuzzing stored', async () => {
    for (const { path } of operations.filter(({ method }) => method === 'GET')) {
      for (const kind of Object.keys(own) as Kind[]) {
        const url = path.replace('{id}', String(own[kind]));
        const response = await t.call('GET', path === '/api/tasks/export' ? `${url}?format=txt` : url, cookie);
        expect(response.statusCode, `${url} → ${response.body.slice(0, 200)}`).toBeLessThan(500);
      }
    }
  });
});
