import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createMember, createTask } from './support/fixtures.ts';
import { createTestApp, signUp, uniqueEmail, VALID_PASSWORD, type Method, type TestApp } from './support/test-app.ts';
import { apiOperations } from './support/openapi.ts';

/**
 * Control characters in text: refused with a 400 that names the field, before anything reaches the
 * database, so both databases answer alike (PostgreSQL cannot store a NUL at all). And list offsets
 * past the cap: refused before the database walks the rows.
 */

let t: TestApp;
let cookie: string;
let eventId: number;
let memberId: number;
let taskId: number;
let templateId: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await signUp(t.app));
  eventId = (await createEvent(t.app, cookie)).id;
  memberId = (await createMember(t.app, cookie, eventId)).id;
  taskId = (await createTask(t.app, cookie, { title: 'Book venue', eventId })).id;
  templateId = (await t.call('POST', '/api/templates', cookie, { name: 'Gala plan', tasks: [{ title: 'Book venue' }] })).json().template.id;
});
afterAll(() => t.close());

const CONTROL_CHARACTERS = [
  ['NUL', '\u0000'],
  ['ESC', '\u001B'],
  // Invisible characters that disguise text: a right-to-left override and a zero-width space.
  ['RLO', '\u202E'],
  ['ZWSP', '\u200B'],
] as const;

interface TextField {
  method: Method;
  /** As the OpenAPI document names the route. */
  path: string;
  field: string;
  message: string;
  /** The request, with `value` in the field and valid values everywhere else. */
  request: (value: string) => { url: string; payload: Record<string, unknown>; signedIn?: boolean };
  /** A valid value of the field to put the control character in the middle of. */
  sample: string;
}

const event = (fields: Record<string, unknown>) => ({ name: 'Tech Conference', description: 'Annual conference', startDate: '2030-06-01', ...fields });

const TEXT_FIELDS: TextField[] = [
  ...(['name', 'email', 'password'] as const).map((field) => ({
    method: 'POST' as const,
    path: '/api/auth/sign-up',
    field,
    message: `${{ name: 'Name', email: 'Email', password: 'Password' }[field]} cannot contain control characters`,
    sample: { name: 'Ann Lee', email: `ann.${Date.now()}@example.com`, password: VALID_PASSWORD }[field],
    request: (value: string) => ({
      url: '/api/auth/sign-up',
      payload: { name: 'Ann Lee', email: uniqueEmail(), password: VALID_PASSWORD, [field]: value },
      signedIn: false,
    }),
  })),
  {
    method: 'POST',
    path: '/api/auth/sign-in',
    field: 'email',
    message: 'Email cannot contain control characters',
    sample: 'ann@example.com',
    request: (value) => ({ url: '/api/auth/sign-in', payload: { email: value, password: VALID_PASSWORD }, signedIn: false }),
  },
  {
    method: 'POST',
    path: '/api/auth/forgot-password',
    field: 'email',
    message: 'Email cannot contain control characters',
    sample: 'ann@example.com',
    request: (value) => ({ url: '/api/auth/forgot-password', payload: { email: value }, signedIn: false }),
  },
  ...(['email', 'password'] as const).map((field) => ({
    method: 'POST' as const,
    path: '/api/auth/reset-password',
    field,
    message: `${field === 'email' ? 'Email' : 'Password'} cannot contain control characters`,
    sample: field === 'email' ? 'ann@example.com' : VALID_PASSWORD,
    request: (value: string) => ({
      url: '/api/auth/reset-password',
      payload: { token: 'x'.repeat(43), email: 'ann@example.com', password: VALID_PASSWORD, [field]: value },
      signedIn: false,
    }),
  })),
  {
    method: 'POST',
    path: '/api/auth/reset-password/check',
    field: 'email',
    message: 'Email cannot contain control characters',
    sample: 'ann@example.com',
    request: (value) => ({ url: '/api/auth/reset-password/check', payload: { token: 'x'.repeat(43), email: value }, signedIn: false }),
  },
  ...(['name', 'description'] as const).flatMap((field) => {
    const message = `${field === 'name' ? 'Event name' : 'Event description'} cannot contain control characters`;
    const sample = field === 'name' ? 'Tech Conference' : 'Annual conference';
    return [
      { method: 'POST' as const, path: '/api/events', field, message, sample, request: (value: string) => ({ url: '/api/events', payload: event({ [field]: value }) }) },
      {
        method: 'PATCH' as const,
        path: '/api/events/{id}',
        field,
        message,
        sample,
        request: (value: string) => ({ url: `/api/events/${eventId}`, payload: event({ [field]: value }) }),
      },
    ];
  }),
  ...(['name', 'email', 'company', 'role'] as const).flatMap((field) => {
    const message = `${{ name: 'Name', email: 'Email', company: 'Company', role: 'Role' }[field]} cannot contain control characters`;
    const sample = { name: 'Jordan Smith', email: 'jordan@example.com', company: 'Acme', role: 'Stage manager' }[field];
    return [
      {
        method: 'POST' as const,
        path: '/api/team-members',
        field,
        message,
        sample,
        request: (value: string) => ({ url: '/api/team-members', payload: { name: 'Jordan Smith', eventId, [field]: value } }),
      },
      {
        method: 'PATCH' as const,
        path: '/api/team-members/{id}',
        field,
        message,
        sample,
        request: (value: string) => ({ url: `/api/team-members/${memberId}`, payload: { name: 'Jordan Smith', [field]: value } }),
      },
    ];
  }),
  ...(['title', 'description'] as const).flatMap((field) => {
    const message = `${field === 'title' ? 'Title' : 'Description'} cannot contain control characters`;
    const sample = field === 'title' ? 'Book venue' : 'Call three venues';
    return [
      {
        method: 'POST' as const,
        path: '/api/tasks',
        field,
        message,
        sample,
        request: (value: string) => ({ url: '/api/tasks', payload: { title: 'Book venue', eventId, [field]: value } }),
      },
      {
        method: 'PATCH' as const,
        path: '/api/tasks/{id}',
        field,
        message,
        sample,
        request: (value: string) => ({ url: `/api/tasks/${taskId}`, payload: { [field]: value } }),
      },
    ];
  }),
  {
    method: 'POST',
    path: '/api/templates',
    field: 'name',
    message: 'Template name cannot contain control characters',
    sample: 'Summer plan',
    request: (value) => ({ url: '/api/templates', payload: { name: value, tasks: [{ title: 'Book venue' }] } }),
  },
  {
    method: 'PATCH',
    path: '/api/templates/{id}',
    field: 'name',
    message: 'Template name cannot contain control characters',
    sample: 'Summer plan',
    request: (value) => ({ url: `/api/templates/${templateId}`, payload: { name: value } }),
  },
  ...(['name', 'description'] as const).flatMap((field) =>
    [
      { path: '/api/templates/{id}/events', url: () => `/api/templates/${templateId}/events` },
      { path: '/api/templates/built-in/{key}/events', url: () => '/api/templates/built-in/meetup/events' },
    ].map(({ path, url }) => ({
      method: 'POST' as const,
      path,
      field,
      message: `${field === 'name' ? 'Event name' : 'Event description'} cannot contain control characters`,
      sample: field === 'name' ? 'Tech Conference' : 'Annual conference',
      request: (value: string) => ({ url: url(), payload: event({ [field]: value }) }),
    })),
  ),
  {
    method: 'POST',
    path: '/api/tasks/bulk',
    field: 'text',
    message: 'Line 2 cannot contain control characters',
    sample: 'Hire band',
    request: (value) => ({ url: '/api/tasks/bulk', payload: { text: `Book venue\n${value}\nPrint badges`, eventId } }),
  },
  ...(['tasks', 'members'] as const).map((kind) => ({
    method: 'POST' as const,
    path: `/api/events/{id}/imports/${kind}`,
    field: 'fileName',
    message: 'File name cannot contain control characters',
    sample: 'plan.csv',
    request: (value: string) => ({
      url: `/api/events/${eventId}/imports/${kind}`,
      payload: {
        format: 'csv',
        fileName: value,
        ...(kind === 'tasks' ? { tasks: [{ row: 1, title: 'Book venue', status: 'todo', priority: 'medium' }] } : { members: [{ row: 1, name: 'Ann Lee' }] }),
      },
    }),
  })),
  {
    method: 'POST',
    path: '/api/event-genie/apply',
    field: 'tagline',
    message: 'Tagline cannot contain control characters',
    sample: 'Lights up, spirits high',
    request: (value) => ({ url: '/api/event-genie/apply', payload: { tagline: value, eventId, tasks: [{ title: 'Set up the room' }] } }),
  },
  ...(['subject', 'text'] as const).map((field) => ({
    method: 'POST' as const,
    path: '/api/events/{id}/team-mail',
    field,
    message: field === 'subject' ? 'Subject must be one line of text' : 'Message contains characters that cannot be sent',
    sample: field === 'subject' ? 'See you on Saturday' : 'Doors open at nine.',
    request: (value: string) => ({
      url: `/api/events/${eventId}/team-mail`,
      payload: { kind: 'announcement', subject: 'See you on Saturday', text: 'Doors open at nine.', [field]: value },
    }),
  })),
  ...(['message', 'email'] as const).map((field) => ({
    method: 'POST' as const,
    path: '/api/feedback',
    field,
    message: `${field === 'message' ? 'Feedback' : 'Email'} cannot contain control characters`,
    sample: field === 'message' ? 'Lovely app' : 'ann@example.com',
    request: (value: string) => ({ url: '/api/feedback', payload: { rating: 5, message: 'Lovely app', [field]: value }, signedIn: false }),
  })),
  ...(['POST /api/workspaces', 'PATCH /api/workspace'] as const).map((route) => {
    const [method, path] = route.split(' ') as ['POST' | 'PATCH', string];
    return {
      method,
      path,
      field: 'name',
      message: 'Workspace name cannot contain control characters',
      sample: 'Wedding crew',
      request: (value: string) => ({ url: path, payload: { name: value } }),
    };
  }),
  {
    method: 'POST',
    path: '/api/workspace/invitations',
    field: 'email',
    message: 'Email cannot contain control characters',
    sample: 'ann@example.com',
    request: (value) => ({ url: '/api/workspace/invitations', payload: { email: value, role: 'editor' } }),
  },
];

/** Calendar dates: their own format already refuses anything else, control characters included. */
const DATE_FIELDS = new Set(['today', 'startDate', 'endDate', 'dueDate']);
/**
 * Only compared with a stored hash, never stored: a password chosen before the rule still signs in, and a reset
 * token with a control character simply matches none ('Invalid or expired reset token').
 */
const UNCHECKED_FIELDS = new Set([
  'POST /api/auth/sign-in password',
  'POST /api/auth/reset-password token',
  'POST /api/auth/reset-password/check token',
]);

/** Everything the database holds, as counts, plus the records the PATCH cases aim at. */
async function databaseState() {
  const counts: Record<string, number> = {};
  const tables = ['users', 'sessions', 'events', 'team_members', 'tasks', 'task_status_log', 'feedback', 'password_resets', 'workspaces', 'workspace_invitations', 'imports'] as const;
  for (const table of tables) {
    const row = await t.app.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    counts[table] = Number(row.count);
  }
  const records = await Promise.all(
    [`/api/events/${eventId}`, `/api/team-members/${memberId}`, `/api/tasks/${taskId}`, '/api/workspace'].map(async (url) => (await t.call('GET', url, cookie)).json()),
  );
  return { counts, records };
}

interface OpenApiParameter {
  name: string;
  in: string;
  schema?: { type?: string; enum?: unknown[]; pattern?: string };
}
interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: { 'application/json'?: { schema?: { properties?: Record<string, { type?: string; enum?: unknown[]; pattern?: string }> } } } };
}

const operations = () => apiOperations<OpenApiOperation>(t.app);

const isFreeText = (schema: { type?: string; enum?: unknown[]; pattern?: string } | undefined) =>
  schema?.type === 'string' && !schema.enum && !schema.pattern;

describe('control characters in text', () => {
  it('every free-text field of every request body is in this table', async () => {
    const covered = new Set(TEXT_FIELDS.map(({ method, path, field }) => `${method} ${path} ${field}`));
    const documented = (await operations()).flatMap(({ method, path, operation }) =>
      Object.entries(operation.requestBody?.content?.['application/json']?.schema?.properties ?? {})
        .filter(([field, schema]) => isFreeText(schema) && !DATE_FIELDS.has(field))
        .map(([field]) => `${method} ${path} ${field}`),
    );
    expect(documented.length).toBeGreaterThan(10);
    expect(documented.filter((field) => !covered.has(field) && !UNCHECKED_FIELDS.has(field))).toEqual([]);
  });

  describe.each(CONTROL_CHARACTERS)('%s', (_name, control) => {
    it.each(TEXT_FIELDS.map((field) => [`${field.method} ${field.path}`, field.field, field] as const))(
      '%s refuses it in %s with a 400 naming the field, and stores nothing',
      async (_route, field, { method, message, request, sample }) => {
        const middle = Math.ceil(sample.length / 2);
        const { url, payload, signedIn = true } = request(`${sample.slice(0, middle)}${control}${sample.slice(middle)}`);
        const before = await databaseState();
        const response = await t.call(method, url, signedIn ? cookie : undefined, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json().error.fields[field]).toBe(message);
        expect(response.cookies).toHaveLength(0);
        expect(await databaseState()).toEqual(before);
      },
    );

    it('every list refuses it in its search with a 400 naming the search', async () => {
      const searchable = (await operations()).filter(
        ({ method, path, operation }) =>
          method === 'GET' && !path.includes('{') && operation.parameters?.some((parameter) => parameter.in === 'query' && parameter.name === 'q'),
      );
      expect(searchable.map(({ path }) => path)).toEqual(expect.arrayContaining(['/api/events', '/api/tasks', '/api/team-members']));
      for (const { path } of searchable) {
        const response = await t.call('GET', `${path}?q=${encodeURIComponent(`gala${control}night`)}`, cookie);
        expect(response.statusCode, path).toBe(400);
        expect(response.json().error.fields, path).toEqual({ q: 'Search cannot contain control characters' });
      }
    });

    it('every date field refuses it too', async () => {
      const cases = [
        { method: 'POST' as const, url: '/api/events', payload: event({ startDate: `2030-06-01${control}` }), field: 'startDate' },
        { method: 'PATCH' as const, url: `/api/events/${eventId}`, payload: event({ endDate: `2030-06-02${control}` }), field: 'endDate' },
        { method: 'POST' as const, url: '/api/tasks', payload: { title: 'Book venue', eventId, dueDate: `2030-06-01${control}` }, field: 'dueDate' },
        { method: 'PATCH' as const, url: `/api/tasks/${taskId}`, payload: { dueDate: `2030-06-01${control}` }, field: 'dueDate' },
        { method: 'POST' as const, url: '/api/tasks/bulk', payload: { text: 'Book venue', eventId, today: `2030-06-01${control}` }, field: 'today' },
      ];
      for (const { method, url, payload, field } of cases) {
        const response = await t.call(method, url, cookie, payload);
        expect(response.statusCode, `${method} ${url} ${field}`).toBe(400);
        expect(response.json().error.fields[field], `${method} ${url} ${field}`).toBeTypeOf('string');
      }
    });
  });

  it('keeps tabs and line breaks in multi-line text, alike on both databases', async () => {
    const description = 'Agenda:\r\n\t- talks\n\t- dinner';
    const created = await t.call('POST', '/api/tasks', cookie, { title: 'Plan the day', eventId, description });
    expect(created.statusCode).toBe(201);
    expect((await t.call('GET', `/api/tasks/${created.json().task.id}`, cookie)).json().task.description).toBe(description);
    const edited = await t.call('PATCH', `/api/events/${eventId}`, cookie, event({ description }));
    expect(edited.statusCode).toBe(200);
    expect(edited.json().event.description).toBe(description);
  });

  it('signs in with a password holding a control character as a wrong password, not a failure', async () => {
    const { email } = await signUp(t.app);
    const response = await t.call('POST', '/api/auth/sign-in', undefined, { email, password: `${VALID_PASSWORD}\u0000` });
    expect(response.statusCode).toBe(401);
  });
});

describe('offset cap', () => {
  it('every list refuses an offset past 10,000 with a 400 that says what to do, and serves 10,000 itself', async () => {
    const lists = (await operations()).filter(
      ({ method, path, operation }) =>
        method === 'GET' && !path.includes('{') && operation.parameters?.some((parameter) => parameter.in === 'query' && parameter.name === 'offset'),
    );
    expect(lists.map(({ path }) => path)).toEqual(expect.arrayContaining(['/api/events', '/api/tasks', '/api/team-members']));
    for (const { path } of lists) {
      const refused = await t.call('GET', `${path}?offset=10001`, cookie);
      expect(refused.statusCode, path).toBe(400);
      expect(refused.json().error.fields, path).toEqual({
        offset: 'Offset must be at most 10,000: narrow the search or filters to reach later rows',
      });
      const huge = await t.call('GET', `${path}?offset=1000000000000`, cookie);
      expect(huge.statusCode, path).toBe(400);
      const last = await t.call('GET', `${path}?offset=10000`, cookie);
      expect(last.statusCode, path).toBe(200);
      expect(last.json().items, path).toEqual([]);
    }
  });
});
