import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

/** A stand-in for the built client: an index page, one hashed asset and one policy page. */
function writeWebDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eventry-web-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Eventry</title><div id="root"></div>');
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'assets', 'main-abc123.js'), 'console.log("app")');
  fs.mkdirSync(path.join(dir, 'policies'));
  fs.writeFileSync(path.join(dir, 'policies', 'privacy.html'), '<h1>Privacy</h1>');
  return dir;
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
});
