import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../../src/server/app.ts';
import { createTestApp, sessionCookieFrom, signUp, type TestApp } from './support/test-app.ts';

/**
 * At debug level the log shows each request's headers and body and each answer's headers, so its
 * redaction is what keeps cookies, session tokens and passwords out of it. (Every other API test
 * file runs its app at debug level too, and fails on closing when a secret it sent or received
 * shows in that log: see support/log-secrets.ts.)
 */

interface LogLine {
  level: number;
  msg: string;
  headers?: Record<string, unknown>;
  body?: Record<string, unknown>;
  responseHeaders?: Record<string, unknown>;
}

async function loggedApp(level: string) {
  const raw: string[] = [];
  const app = await createTestApp({ logger: loggerOptions(level, { write: (line: string) => void raw.push(line) }) });
  return { t: app, raw, lines: () => raw.map((line) => JSON.parse(line) as LogLine) };
}

describe('the debug log', () => {
  let logged: Awaited<ReturnType<typeof loggedApp>>;
  let t: TestApp;
  beforeAll(async () => {
    logged = await loggedApp('debug');
    t = logged.t;
  });
  afterAll(() => t.close());

  it('shows headers and bodies, with cookies, session tokens and passwords censored', async () => {
    const password = 'Correct-Horse-42';
    const { cookie, email } = await signUp(t.app, { password });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'user-agent': 'log-test/1.0' },
      payload: { email, password },
    });
    const newCookie = sessionCookieFrom(signIn);
    await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: newCookie, authorization: 'Bearer abc.def.ghi' } });

    const lines = logged.lines();
    const bodies = lines.filter((line) => line.msg === 'request body').map((line) => line.body);
    expect(bodies).toContainEqual({ email, password: '[redacted]' });

    const headers = lines.filter((line) => line.msg === 'request headers').map((line) => line.headers);
    expect(headers).toContainEqual(expect.objectContaining({ 'user-agent': 'log-test/1.0' }));
    expect(headers).toContainEqual(expect.objectContaining({ cookie: '[redacted]', authorization: '[redacted]' }));

    const answers = lines.filter((line) => line.msg === 'response headers').map((line) => line.responseHeaders);
    expect(answers).toContainEqual(expect.objectContaining({ 'set-cookie': '[redacted]' }));

    const output = logged.raw.join('');
    for (const secret of [password, cookie.split('=')[1]!, newCookie.split('=')[1]!, 'abc.def.ghi']) expect(output).not.toContain(secret);
    expect(output).not.toMatch(/eventry_session=[^;\s"\\]/);
  });
});

describe('the info log', () => {
  it('holds neither headers nor bodies', async () => {
    const { t, lines } = await loggedApp('info');
    try {
      await signUp(t.app);
      const messages = new Set(lines().map((line) => line.msg));
      expect(messages).toContain('request completed');
      expect(messages).not.toContain('incoming request');
      expect(messages).not.toContain('request headers');
      expect(messages).not.toContain('request body');
      expect(lines().some((line) => line.headers || line.body || line.responseHeaders)).toBe(false);
    } finally {
      await t.close();
    }
  });
});
