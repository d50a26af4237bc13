import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../../src/server/app.ts';
import { createEvent } from './support/fixtures.ts';
import { createTestApp, signUp, type TestApp } from './support/test-app.ts';

const SCRIPT = `${'console.log("the app, long enough to be worth compressing");\n'.repeat(60)}`;
const STYLES = `${'.card { display: flex; padding: 1rem; }\n'.repeat(60)}`;
const ICON = `<svg xmlns="http://www.w3.org/2000/svg">${'<circle cx="8" cy="8" r="4"/>'.repeat(40)}</svg>`;
const INDEX = `<!doctype html><title>Eventry</title>${'<meta name="x" content="padding the page">'.repeat(30)}<div id="root"></div>`;

/**
 * A stand-in for the built client: an index page, hashed assets with the source map a build could
 * leave beside them, one policy page, the build manifest, and the compressed copies the build step writes.
 */
function writeWebDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eventry-web-'));
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dir, 'favicon.svg'), ICON);
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'assets', 'main-abc123.js'), 'console.log("app")');
  fs.writeFileSync(path.join(dir, 'assets', 'app-def456.js'), SCRIPT);
  fs.writeFileSync(path.join(dir, 'assets', 'app-def456.js.map'), JSON.stringify({ version: 3, sources: ['src/web/main.tsx'], mappings: '' }));
  fs.writeFileSync(path.join(dir, 'assets', 'index-789abc.css'), STYLES);
  fs.mkdirSync(path.join(dir, 'policies'));
  fs.writeFileSync(path.join(dir, 'policies', 'privacy.html'), '<h1>Privacy</h1>');
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), '{"main.tsx":{"file":"assets/app-def456.js"}}');
  execFileSync(process.execPath, ['scripts/precompress.mjs', dir], { stdio: 'ignore' });
  return dir;
}

function decoded(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(response.rawPayload).toString();
  return response.body;
}

function varyTokens(response: LightMyRequestResponse): string[] {
  return String(response.headers.vary ?? '').toLowerCase().split(',').map((token) => token.trim());
}

describe('the built web client', () => {
  let t: TestApp;
  let webDir: string;

  beforeAll(async () => {
    webDir = writeWebDir();
    t = await createTestApp({ webDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it.each(['/', '/auth', '/app/tasks', '/app/team?event=3&view=table', '/no/such/page'])('answers %s with the app', async (url) => {
    const response = await t.call('GET', url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets to be cached for a year, and the policy pages', async () => {
    const asset = await t.call('GET', '/assets/main-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("app")');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const policy = await t.call('GET', '/policies/privacy.html');
    expect(policy.statusCode).toBe(200);
    expect(policy.body).toContain('Privacy');
  });

  it.each(['/assets/gone-999.js', '/policies/none.html', '/favicon.ico'])('answers a missing file %s with 404, not the app', async (url) => {
    const response = await t.call('GET', url);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<div id="root">');
  });

  it('answers unknown API paths with the JSON error, not the app', async () => {
    for (const url of ['/api/nothing-here', '/api']) {
      const response = await t.call('GET', url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: { message: expect.stringContaining('No such endpoint') } });
    }
  });

  it('does not answer writes to a page with the app', async () => {
    const response = await t.call('POST', '/app/tasks', undefined, {});
    expect(response.statusCode).toBe(404);
  });

  const get = (url: string, acceptEncoding?: string, cookie?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }), ...(cookie ? { cookie } : {}) },
    });

  it.each([
    ['/assets/app-def456.js', SCRIPT, 'javascript', 'public, max-age=31536000, immutable'],
    ['/assets/index-789abc.css', STYLES, 'text/css', 'public, max-age=31536000, immutable'],
    ['/favicon.svg', ICON, 'image/svg+xml', 'no-cache'],
    ['/', INDEX, 'text/html', 'no-cache'],
    ['/app/tasks', INDEX, 'text/html', 'no-cache'],
  ])('sends %s compressed in the encoding the browser accepts', async (url, content, type, cacheControl) => {
    for (const [acceptEncoding, expected] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
      [undefined, undefined],
    ] as const) {
      const response = await get(url, acceptEncoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding'], `Accept-Encoding: ${acceptEncoding}`).toBe(expected);
      expect(varyTokens(response)).toContain('accept-encoding');
      expect(response.headers['content-type']).toContain(type);
      expect(response.headers['cache-control']).toBe(cacheControl);
      expect(decoded(response)).toBe(content);
      if (expected) expect(response.rawPayload.length).toBeLessThan(Buffer.byteLength(content) / 2);
    }
  });

  it('does not serve source maps or the build manifest', async () => {
    expect(fs.existsSync(path.join(webDir, 'assets', 'app-def456.js.map'))).toBe(true);
    for (const url of ['/assets/app-def456.js.map', '/assets/APP-DEF456.JS.MAP', '/.vite/manifest.json']) {
      for (const acceptEncoding of [undefined, 'br, gzip']) {
        const response = await get(url, acceptEncoding);
        expect(response.statusCode, url).toBe(404);
        expect(response.body).not.toContain('mappings');
        expect(response.body).not.toContain('<div id="root">');
      }
    }
  });

  it('compresses a large JSON list from the API, and leaves a small answer as it is', async () => {
    const { cookie } = await signUp(t.app);
    const event = await createEvent(t.app, cookie, { name: 'Spring Gala' });
    const text = Array.from({ length: 60 }, (_, i) => `Confirm the caterer's menu for table ${i + 1}`).join('\n');
    expect((await t.call('POST', '/api/tasks/bulk', cookie, { eventId: event.id, text, today: '2030-01-01' })).statusCode).toBe(201);

    const url = `/api/tasks?eventId=${event.id}&limit=100&today=2030-01-01`;
    const plain = await get(url, undefined, cookie);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().items).toHaveLength(60);
    for (const [acceptEncoding, expected] of [['br, gzip', 'br'], ['gzip', 'gzip']] as const) {
      const response = await get(url, acceptEncoding, cookie);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(expected);
      expect(response.headers['content-type']).toContain('application/json');
      expect(varyTokens(response)).toContain('accept-encoding');
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(JSON.parse(decoded(response))).toEqual(plain.json());
    }

    const small = await get('/api/health', 'br, gzip');
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(varyTokens(small)).toContain('accept-encoding');
    expect(small.json()).toBeTruthy();
  });
});

describe('a built client with a landing page of its own', () => {
  const LANDING = `<!doctype html><title>Eventry</title>${'<meta name="x" content="the landing page">'.repeat(30)}<div id="root" data-page="landing"></div>`;
  let t: TestApp;
  let webDir: string;

  beforeAll(async () => {
    webDir = writeWebDir();
    fs.writeFileSync(path.join(webDir, 'landing.html'), LANDING);
    execFileSync(process.execPath, ['scripts/precompress.mjs', webDir], { stdio: 'ignore' });
    t = await createTestApp({ webDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('answers / with the landing page, compressed, and every other page with the app', async () => {
    const landing = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(landing.statusCode).toBe(200);
    expect(landing.headers['content-type']).toContain('text/html');
    expect(landing.headers['content-encoding']).toBe('br');
    expect(landing.headers['cache-control']).toBe('no-cache');
    expect(decoded(landing)).toBe(LANDING);
    for (const url of ['/auth', '/app/dashboard', '/no/such/page']) {
      const response = await t.call('GET', url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(INDEX);
    }
  });
});

describe('a built client with a member task page of its own', () => {
  const MEMBER = `<!doctype html><title>Your tasks</title>${'<meta name="x" content="a member page">'.repeat(30)}<div id="root" data-page="member"></div>`;
  const TOKEN = 'k3Jv9Qx_2mB-7pLzW4cT8nYd0aFhR6sUeGiVoXqN1yE';
  const lines: string[] = [];
  let t: TestApp;
  let webDir: string;

  beforeAll(async () => {
    webDir = writeWebDir();
    fs.writeFileSync(path.join(webDir, 'member.html'), MEMBER);
    execFileSync(process.execPath, ['scripts/precompress.mjs', webDir], { stdio: 'ignore' });
    t = await createTestApp({ webDir, logger: loggerOptions('debug', { write: (line: string) => void lines.push(line) }) });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('answers /m/<token> with the member page, never cached, under the same content security policy', async () => {
    const page = await t.app.inject({ method: 'GET', url: `/m/${TOKEN}`, headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(decoded(page)).toBe(MEMBER);
    for (const url of ['/app/dashboard', '/invitations/abc', '/member']) {
      const response = await t.call('GET', url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(INDEX);
    }
  });

  it('keeps the token out of the log', async () => {
    lines.length = 0;
    expect((await t.call('GET', `/m/${TOKEN}`)).statusCode).toBe(200);
    const log = lines.join('');
    expect(log).toContain('/m/[redacted]');
    expect(log).not.toContain(TOKEN);
  });
});
