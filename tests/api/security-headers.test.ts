import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from './support/test-app.ts';

/**
 * The browser-side protections, on every answer the server gives: pages (the landing page, the app and
 * its fallback for client routes), static files, JSON successes, and every kind of error, the router's
 * own included.
 */

const EXPECTED_HEADERS = {
  'content-security-policy': [
    "default-src 'self'",
    "script-src 'self'",
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join(';'),
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'x-permitted-cross-domain-policies': 'none',
};

function writeWebDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eventry-web-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Eventry</title><div id="root"></div>');
  fs.writeFileSync(path.join(dir, 'landing.html'), '<!doctype html><title>Eventry</title><main>Plan events</main>');
  fs.writeFileSync(path.join(dir, 'theme-init.js'), 'document.documentElement.dataset.theme = "light";');
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log("app")');
  fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.css'), 'body { margin: 0 }');
  return dir;
}

let t: TestApp;
let webDir: string;
let cookie: string;

beforeAll(async () => {
  webDir = writeWebDir();
  t = await createTestApp({
    webDir,
    routes: (app) => {
      app.get('/api/test/throws', async () => {
        throw new Error('a bug');
      });
    },
  });
  ({ cookie } = await signUp(t.app));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const json = (payload: unknown): Partial<InjectOptions> => ({ headers: { 'content-type': 'application/json' }, payload: JSON.stringify(payload) });

const CASES: [string, number, () => InjectOptions][] = [
  ['the landing page', 200, () => ({ method: 'GET', url: '/' })],
  ['the landing page, HEAD', 200, () => ({ method: 'HEAD', url: '/' })],
  ['the app at a client route (the fallback)', 200, () => ({ method: 'GET', url: '/app/tasks?view=table' })],
  ['a hashed script', 200, () => ({ method: 'GET', url: '/assets/app-abc123.js' })],
  ['a style sheet, compressed', 200, () => ({ method: 'GET', url: '/assets/app-abc123.css', headers: { 'accept-encoding': 'br, gzip' } })],
  ['a plain static file', 200, () => ({ method: 'GET', url: '/theme-init.js' })],
  ['a missing static file', 404, () => ({ method: 'GET', url: '/assets/gone-999.js' })],
  ['a JSON success', 200, () => ({ method: 'GET', url: '/api/events', headers: { cookie } })],
  ['the OpenAPI document', 200, () => ({ method: 'GET', url: '/api/docs/json' })],
  ['an unknown API path (404)', 404, () => ({ method: 'GET', url: '/api/nothing-here' })],
  ['a record that is not there (404)', 404, () => ({ method: 'GET', url: '/api/events/999999', headers: { cookie } })],
  ['a signed-out call (401)', 401, () => ({ method: 'GET', url: '/api/events' })],
  ['a cross-site write (403)', 403, () => ({ method: 'POST', url: '/api/events', headers: { cookie, origin: 'https://evil.example' } })],
  ['invalid input (400)', 400, () => ({ method: 'POST', url: '/api/events', ...json({ name: '' }), headers: { cookie, 'content-type': 'application/json' } })],
  ['malformed JSON (400)', 400, () => ({ method: 'POST', url: '/api/auth/sign-in', headers: { 'content-type': 'application/json' }, payload: '{"email":' })],
  ['an unsupported media type (415)', 415, () => ({ method: 'POST', url: '/api/auth/sign-in', headers: { 'content-type': 'application/xml' }, payload: '<x/>' })],
  ['a body over the limit (413)', 413, () => ({ method: 'POST', url: '/api/auth/sign-in', ...json({ email: 'x'.repeat(3 * 1024 * 1024) }) })],
  ['a malformed %-escape in the path (400, from the router)', 400, () => ({ method: 'GET', url: '/api/events/%zz' })],
  // Past the router's length for a path parameter, the static files' catch-all answers it.
  ['an over-long path segment (404)', 404, () => ({ method: 'GET', url: `/api/events/${'x'.repeat(1_000)}` })],
  ['a failure of ours (500)', 500, () => ({ method: 'GET', url: '/api/test/throws' })],
];

describe('security headers', () => {
  it.each(CASES)('are on %s', async (_what, status, request) => {
    const response = await t.app.inject(request());
    expect(response.statusCode).toBe(status);
    for (const [name, value] of Object.entries(EXPECTED_HEADERS)) expect(response.headers[name], name).toBe(value);
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('are on the 414 the router answers an over-long path segment with, where no web client is served', async () => {
    const apiOnly = await createTestApp();
    try {
      const response = await apiOnly.app.inject({ method: 'GET', url: `/api/events/${'x'.repeat(1_000)}` });
      expect(response.statusCode).toBe(414);
      expect(response.json()).toEqual({ error: { message: 'The address is too long' } });
      for (const [name, value] of Object.entries(EXPECTED_HEADERS)) expect(response.headers[name], name).toBe(value);
    } finally {
      await apiOnly.close();
    }
  });

  it.each(CASES.filter(([, status]) => status >= 400))('answer %s in the one JSON error shape', async (_what, _status, request) => {
    const response = await t.app.inject(request());
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ error: expect.objectContaining({ message: expect.any(String) }) });
  });
});
