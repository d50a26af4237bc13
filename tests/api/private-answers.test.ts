import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createMember, createTask } from './support/fixtures.ts';
import { apiOperations } from './support/openapi.ts';
import { createTestApp, signUp, type TestApp } from './support/test-app.ts';

/**
 * What the API answers depends on the session: a shared cache put in front of the server by mistake
 * must never keep it and hand it to another account. Every answer says `private, no-store`, errors
 * included, except the two whose routes say otherwise on purpose.
 */

const PRIVATE = 'private, no-store';
/** Routes whose answers are meant to be kept: the same for everyone, or read by the one holder of a token. */
const OWN_CACHE_CONTROL: Record<string, RegExp> = {
  '/api/site-links': /^public, max-age=\d+$/,
  '/api/calendar/{token}.ics': /^private, max-age=\d+$/,
};

let t: TestApp;
let cookie: string;
let ids: Record<string, number>;
let getPaths: string[];

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await signUp(t.app));
  const event = await createEvent(t.app, cookie);
  const member = await createMember(t.app, cookie, event.id);
  const task = await createTask(t.app, cookie, { title: 'Book the venue', eventId: event.id });
  ids = { events: event.id, 'team-members': member.id, tasks: task.id };
  getPaths = (await apiOperations(t.app)).flatMap(({ method, path }) => (method === 'GET' ? [path] : []));
});
afterAll(() => t.close());

/** The path with each parameter filled in: the signed-in user's own record where there is one. */
function urlOf(path: string): string {
  const resource = path.split('/')[2]!;
  return path.replace(/\{[^{}]+\}/g, () => String(ids[resource] ?? 999_999));
}

describe('API answers', () => {
  it('of every GET route are private and not to be stored, unless the route keeps its own', async () => {
    expect(getPaths.length).toBeGreaterThan(15);
    const seen = await Promise.all(
      getPaths.map(async (path) => {
        const response = await t.app.inject({ method: 'GET', url: urlOf(path), headers: { cookie } });
        return { path, status: response.statusCode, cacheControl: String(response.headers['cache-control']) };
      }),
    );
    expect(seen.filter(({ status }) => status === 200).length).toBeGreaterThan(12);
    for (const { path, status, cacheControl } of seen) {
      const own = OWN_CACHE_CONTROL[path];
      if (own && status === 200) expect(cacheControl, path).toMatch(own);
      else expect(cacheControl, `${path} (${status})`).toBe(PRIVATE);
    }
  });

  it('served from the answer cache are private too', async () => {
    for (let i = 0; i < 2; i++) {
      const response = await t.app.inject({ method: 'GET', url: '/api/tasks?limit=50', headers: { cookie } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe(PRIVATE);
    }
  });

  it.each([
    ['a sign-in, which sets the session cookie', 'POST', '/api/auth/sign-in', { email: 'nobody@example.com', password: 'wrong-password-1' }, undefined],
    ['a write', 'POST', '/api/events', { name: 'Gala', description: 'Night', startDate: '2031-01-01' }, 'session'],
    ['a signed-out read (401)', 'GET', '/api/events', undefined, undefined],
    ['a cross-site write (403)', 'POST', '/api/events', {}, 'cross-site'],
    ['invalid input (400)', 'POST', '/api/events', { name: '' }, 'session'],
    ['an unknown API path (404)', 'GET', '/api/nothing-here', undefined, undefined],
  ] as const)('to %s are private and not to be stored', async (_what, method, url, payload, as) => {
    const headers: Record<string, string> = {};
    if (as) headers.cookie = cookie;
    if (as === 'cross-site') headers.origin = 'https://evil.example';
    const response = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    expect(response.headers['cache-control']).toBe(PRIVATE);
  });
});
