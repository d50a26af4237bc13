import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../../src/server/config.ts';
import { createEvent, createMember } from './support/fixtures.ts';
import { startServer } from './support/server-process.ts';
import { createTestApp, dialect, signUp, type TestApp } from './support/test-app.ts';

/**
 * Every absolute URL the server hands out (reset links, calendar feed addresses) starts with the one
 * configured public origin: PUBLIC_URL, or the address the server listens on. A forged Host (with a
 * matching Origin, which the same-origin guard lets through), X-Forwarded-Host or X-Forwarded-Proto
 * never reaches a mail, a feed URL or any answer.
 */

const EVIL = 'evil.example';
const FORGED: Record<string, string> = {
  host: EVIL,
  origin: `https://${EVIL}`,
  'x-forwarded-host': EVIL,
  'x-forwarded-proto': 'https',
};

const tempDirs: string[] = [];
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

async function appWithOutbox(config: Partial<Config> = {}) {
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eventry-outbox-'));
  tempDirs.push(outboxDir);
  // A trusted proxy too: even the headers it may forward never pick a link's origin.
  t = await createTestApp({ config: { trustProxy: { hops: 1 }, mail: { from: 'Eventry <no-reply@example.com>', outboxDir }, ...config } });
  return { app: t.app, outboxDir };
}

/** Every e-mail in the outbox, whole: headers, text and HTML. */
async function mails(outboxDir: string) {
  const files = fs.readdirSync(outboxDir).filter((name) => name.endsWith('.eml'));
  return Promise.all(
    files.map(async (name) => {
      const raw = fs.readFileSync(path.join(outboxDir, name), 'utf8');
      const parsed = await simpleParser(raw);
      return { raw, text: parsed.text ?? '', html: typeof parsed.html === 'string' ? parsed.html : '' };
    }),
  );
}

function expectNoForgedOrigin(response: LightMyRequestResponse, what: string) {
  expect(response.body, what).not.toContain(EVIL);
  expect(JSON.stringify(response.headers), what).not.toContain(EVIL);
}

describe('password reset links', () => {
  it('ignore a forged Host: the mail links to where the server listens', async () => {
    const { app, outboxDir } = await appWithOutbox();
    const { email } = await signUp(app);
    const response = await app.inject({ method: 'POST', url: '/api/auth/forgot-password', headers: FORGED, payload: { email } });
    // The guard let it through (its Origin matches its Host): the link is what must not follow them.
    expect(response.statusCode, response.body).toBe(200);
    expectNoForgedOrigin(response, 'forgot-password answer');

    const [mail, ...others] = await mails(outboxDir);
    expect(others).toHaveLength(0);
    for (const part of [mail!.raw, mail!.text, mail!.html]) expect(part).not.toContain(EVIL);
    const link = /https?:\/\/\S+\/reset-password#\S+/.exec(mail!.text)![0];
    expect(new URL(link).origin).toBe('http://localhost:3000');
  });

  it('use PUBLIC_URL, path included, when it is set', async () => {
    const publicUrl = new URL('https://events.example.com/eventry/');
    const { app, outboxDir } = await appWithOutbox({ publicUrl, publicOrigin: publicUrl });
    const { email } = await signUp(app);
    const forged = { ...FORGED, origin: 'https://events.example.com' };
    const response = await app.inject({ method: 'POST', url: '/api/auth/forgot-password', headers: forged, payload: { email } });
    expect(response.statusCode, response.body).toBe(200);
    const [mail] = await mails(outboxDir);
    expect(mail!.raw).not.toContain(EVIL);
    expect(mail!.text).toMatch(/https:\/\/events\.example\.com\/eventry\/reset-password#reset-password\?token=[\w-]{43}&email=/);
  });

  it('follow the address the server listens on when it is not localhost', async () => {
    const { publicOrigin } = loadConfig({ HOST: '192.0.2.10', PORT: '8080' });
    const { app, outboxDir } = await appWithOutbox({ publicOrigin });
    const { email } = await signUp(app);
    await app.inject({ method: 'POST', url: '/api/auth/forgot-password', headers: FORGED, payload: { email } });
    const [mail] = await mails(outboxDir);
    expect(mail!.text).toContain('http://192.0.2.10:8080/reset-password#reset-password?token=');
    expect(mail!.raw).not.toContain(EVIL);
  });
});

describe('calendar feed URLs', () => {
  it('ignore a forged Host when a feed is made and when it is read', async () => {
    const { app } = await appWithOutbox();
    const { cookie } = await signUp(app);
    const event = await createEvent(app, cookie);
    const member = await createMember(app, cookie, event.id);
    for (const target of [`/api/events/${event.id}/calendar-feed`, `/api/team-members/${member.id}/calendar-feed`]) {
      const made = await app.inject({ method: 'POST', url: target, headers: { ...FORGED, cookie } });
      expect(made.statusCode, made.body).toBe(201);
      expectNoForgedOrigin(made, `POST ${target}`);
      expect(made.json().feed.url).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/[\w-]{43}\.ics$/);

      const read = await app.inject({ method: 'GET', url: target, headers: { ...FORGED, cookie } });
      expect(read.statusCode).toBe(200);
      expectNoForgedOrigin(read, `GET ${target}`);
      expect(read.json().feed.url).toBe(made.json().feed.url);
    }
  });

  it('use PUBLIC_URL when it is set', async () => {
    const publicUrl = new URL('https://events.example.com/');
    const { app } = await appWithOutbox({ publicUrl, publicOrigin: publicUrl });
    const { cookie } = await signUp(app);
    const event = await createEvent(app, cookie);
    const made = await app.inject({
      method: 'POST',
      url: `/api/events/${event.id}/calendar-feed`,
      headers: { ...FORGED, origin: 'https://events.example.com', cookie },
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().feed.url).toMatch(/^https:\/\/events\.example\.com\/api\/calendar\/[\w-]{43}\.ics$/);
  });
});

// The warning is decided by config alone (publicUrlWarning, unit-tested in src/server/http/public-origin.test.ts);
// this checks once that a started server logs it. It does not depend on the database: SQLite only.
describe.runIf(dialect === 'sqlite')('the start-up warning', () => {
  // Two servers start from scratch: a busy machine takes a while.
  it('names PUBLIC_URL when a server that sends real mail starts without it, and is silent otherwise', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eventry-warning-'));
    tempDirs.push(dir);
    const smtp = { SMTP_URL: 'smtp://127.0.0.1:9', MAIL_FROM: 'events@example.com', PUBLIC_URL: '' };
    const warned = await startServer({ SQLITE_PATH: path.join(dir, 'a.db'), ...smtp });
    const quiet = await startServer({ SQLITE_PATH: path.join(dir, 'b.db'), PUBLIC_URL: '', SMTP_URL: '' });
    try {
      const warnings = (lines: ReturnType<typeof warned.logs>) => lines.filter((line) => line.level === 40).map((line) => line.msg ?? '');
      expect(warnings(warned.logs()).filter((msg) => msg.startsWith('PUBLIC_URL is not set while e-mail is sent by SMTP (SMTP_URL)'))).toHaveLength(1);
      expect(warnings(quiet.logs()).filter((msg) => msg.includes('PUBLIC_URL'))).toEqual([]);
    } finally {
      await Promise.all([warned.stop(), quiet.stop()]);
    }
  }, 60_000);
});
