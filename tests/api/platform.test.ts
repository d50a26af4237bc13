import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createMember, createTask } from './support/fixtures.ts';
import { createTestApp, dialect, signUp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('platform', () => {
  it('reports health with database reachability', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up', dialect, search: 'trigram' });
  });

  it('serves the OpenAPI document, including the auth routes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/auth/sign-up', '/api/auth/sign-in', '/api/auth/sign-out', '/api/auth/me', '/api/health']),
    );
  });

  it.each(['/api/events', '/api/team-members', '/api/tasks'])('answers %s with and without a trailing slash', async (url) => {
    const { cookie } = await signUp(t.app);
    const event = await createEvent(t.app, cookie);
    await createMember(t.app, cookie, event.id);
    await createTask(t.app, cookie, { title: 'Book venue', eventId: event.id });
    const plain = await t.call('GET', url, cookie);
    const slashed = await t.call('GET', `${url}/`, cookie);
    expect(plain.statusCode).toBe(200);
    expect(plain.json()).toMatchObject({ total: 1 });
    expect(slashed.statusCode).toBe(200);
    expect(slashed.json()).toEqual(plain.json());
  });

  it('sends security headers with a real Content-Security-Policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers unknown API paths with the JSON error shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { message: 'No such endpoint: GET /api/nothing-here' } });
  });

  it('answers malformed JSON with a 400 in the same shape', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(typeof response.json().error.message).toBe('string');
  });
});

interface Operation {
  tags?: string[];
  summary?: string;
  security?: unknown[];
  responses: Record<string, { content?: { 'application/json'?: { schema?: { $ref?: string } } } }>;
}

describe('OpenAPI document', () => {
  let paths: Record<string, Record<string, Operation>>;
  beforeAll(async () => {
    paths = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
  });

  const operations = () =>
    Object.entries(paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ path, method, operation })));

  it('lists the routes of every resource, collections without a trailing slash', () => {
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/api/events',
        '/api/events/{id}',
        '/api/team-members',
        '/api/team-members/{id}',
        '/api/tasks',
        '/api/tasks/bulk',
        '/api/tasks/{id}',
        '/api/tasks/{id}/status',
        '/api/tasks/{id}/history',
        '/api/sample-data',
      ]),
    );
    expect(Object.keys(paths).filter((path) => path.endsWith('/'))).toEqual([]);
  });

  it('gives every operation tags and a summary', () => {
    for (const { path, method, operation } of operations()) {
      expect(operation.tags?.length, `${method} ${path}`).toBeGreaterThan(0);
      expect(operation.summary, `${method} ${path}`).toEqual(expect.any(String));
    }
  });

  it('documents the error answers of every route in the ErrorResponse shape', () => {
    const guarded = /^\/api\/(events|team-members|tasks|sample-data)(\/|$)/;
    for (const { path, method, operation } of operations()) {
      const statuses = Object.keys(operation.responses);
      const expected: string[] = [];
      if (guarded.test(path)) expected.push('400', '401');
      if (method !== 'get') expected.push('403');
      if (path.includes('{id}')) expected.push('404');
      expect(statuses, `${method} ${path}`).toEqual(expect.arrayContaining(expected));
      if (guarded.test(path)) expect(operation.security, `${method} ${path}`).toEqual([{ session: [] }]);
      for (const status of statuses.filter((code) => code.startsWith('4'))) {
        expect(operation.responses[status]!.content?.['application/json']?.schema?.$ref, `${method} ${path} ${status}`).toBe(
          '#/components/schemas/ErrorResponse',
        );
      }
    }
  });

  it('documents the statuses only some routes answer', () => {
    expect(Object.keys(paths['/api/team-members']!.post!.responses).sort()).toEqual(['201', '400', '401', '403', '404', '409']);
    expect(Object.keys(paths['/api/sample-data']!.post!.responses).sort()).toEqual(['201', '400', '401', '403', '409']);
    expect(Object.keys(paths['/api/tasks/bulk']!.post!.responses).sort()).toEqual(['201', '400', '401', '403', '500']);
    expect(Object.keys(paths['/api/auth/sign-up']!.post!.responses).sort()).toEqual(['201', '400', '403', '409', '429']);
    expect(Object.keys(paths['/api/auth/sign-in']!.post!.responses).sort()).toEqual(['200', '400', '401', '403', '429']);
    expect(Object.keys(paths['/api/auth/forgot-password']!.post!.responses).sort()).toEqual(['200', '400', '403', '404', '429', '503']);
    expect(Object.keys(paths['/api/auth/reset-password']!.post!.responses).sort()).toEqual(['200', '400', '403']);
  });
});
