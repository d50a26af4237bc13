import { Writable } from 'node:stream';
import argon2 from 'argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../../src/server/app.ts';
import { failWrites } from './support/faults.ts';
import { createTestApp, sessionCookieFrom, signUp, uniqueEmail, VALID_PASSWORD, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (cookie?: string) => t.call('GET', '/api/auth/me', cookie);

/** `$argon2id$v=19$m=19456,p=1,t=2$salt$hash` → its type, version and cost parameters. */
function argon2Parameters(hash: string) {
  const [, type, version, params = ''] = hash.split('$');
  return { type, version, params: Object.fromEntries(params.split(',').map((pair) => [pair.split('=')[0], Number(pair.split('=')[1])])) };
}

describe('sign-up', () => {
  it('creates the account, starts a session and answers the user', async () => {
    const email = uniqueEmail('new');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { name: '  Ann Lee  ', email: `  ${email.toUpperCase()} `, password: VALID_PASSWORD },
    });
    expect(response.statusCode).toBe(201);
    const { user } = response.json();
    expect(user).toMatchObject({ name: 'Ann Lee', email });
    expect(user).not.toHaveProperty('passwordHash');
    expect(response.body).not.toContain(VALID_PASSWORD);

    const current = await me(sessionCookieFrom(response));
    expect(current.json().user).toMatchObject({ id: user.id, email });
  });

  it('leaves no account behind when its session cannot be stored, so the email can sign up again', async () => {
    const email = uniqueEmail('atomic');
    const payload = { name: 'Ann Lee', email, password: VALID_PASSWORD };
    const restore = await failWrites(t.app, 'sessions', 'insert');
    let failed;
    try {
      failed = await t.app.inject({ method: 'POST', url: '/api/auth/sign-up', payload });
    } finally {
      await restore();
    }
    expect(failed.statusCode).toBe(500);
    expect(failed.cookies).toHaveLength(0);
    const user = await t.app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    expect(user).toBeUndefined();

    const retried = await t.app.inject({ method: 'POST', url: '/api/auth/sign-up', payload });
    expect(retried.statusCode).toBe(201);
  });

  it('refuses an email that is already registered, in any case', async () => {
    const { email } = await signUp(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { name: 'Someone Else', email: email.toUpperCase(), password: VALID_PASSWORD },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('An account with this email already exists');
  });

  it.each([
    [{ name: '' }, 'name', 'Full name is required'],
    [{ name: 'A' }, 'name', 'Name must be at least 2 characters'],
    [{ name: 'Ann\u0000Lee' }, 'name', 'Name cannot contain control characters'],
    [{ email: '' }, 'email', 'Email is required'],
    [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    [{ password: 'Ab1' }, 'password', 'Password must be at least 6 characters'],
    [{ password: 'lowercase1' }, 'password', 'Password must contain both uppercase and lowercase letters'],
  ])('%j is refused with its message and stores nothing', async (override, field, message) => {
    const email = uniqueEmail('bad');
    const payload = { name: 'Valid Name', email, password: VALID_PASSWORD, ...override };
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/sign-up', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[field]).toBe(message);
    expect(response.json().error.message).toContain(message);
    expect(response.cookies).toHaveLength(0);
    const user = await t.app.db.selectFrom('users').select('id').where('email', '=', payload.email).executeTakeFirst();
    expect(user).toBeUndefined();
  });

  it('stores an argon2id hash at or above OWASP\'s minimum (19 MiB, 2 passes, 1 lane), never the password', async () => {
    const { email, password } = await signUp(t.app);
    const row = await t.app.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(password);
    const { type, version, params } = argon2Parameters(row.password_hash);
    expect(type).toBe('argon2id');
    expect(version).toBe('v=19');
    expect(params.m).toBeGreaterThanOrEqual(19_456);
    expect(params.t).toBeGreaterThanOrEqual(2);
    expect(params.p).toBeGreaterThanOrEqual(1);
  });
});

describe('session cookie', () => {
  it('is HTTP-only, SameSite=Lax, path /, about 30 days, and not Secure over plain HTTP', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { name: 'Cookie Check', email: uniqueEmail(), password: VALID_PASSWORD },
    });
    const cookie = response.cookies.find((c) => c.name === 'eventry_session')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.path).toBe('/');
    expect(cookie.secure).toBeFalsy();
    const days = ((cookie.expires as Date).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    expect(Buffer.from(cookie.value, 'base64url')).toHaveLength(32);
  });

  it('stores only a hash of the token', async () => {
    const { cookie, user } = await signUp(t.app);
    const token = cookie.split('=')[1]!;
    const rows = await t.app.db.selectFrom('sessions').selectAll().where('user_id', '=', user.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).not.toBe(token);
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('is Secure when the app is reached over HTTPS behind a trusted proxy', async () => {
    const proxied = await createTestApp({ config: { trustProxy: { hops: 1 } } });
    try {
      const response = await proxied.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        headers: { 'x-forwarded-proto': 'https' },
        payload: { name: 'Secure Check', email: uniqueEmail(), password: VALID_PASSWORD },
      });
      expect(response.cookies.find((c) => c.name === 'eventry_session')!.secure).toBe(true);
    } finally {
      await proxied.close();
    }
  });

  it('slides: a session older than a day is pushed back to 30 days and the cookie resent', async () => {
    const { cookie, user } = await signUp(t.app);
    const soon = new Date(Date.now() + 10 * 86_400_000).toISOString();
    await t.app.db.updateTable('sessions').set({ expires_at: soon }).where('user_id', '=', user.id).execute();
    const response = await me(cookie);
    expect(response.json().user.id).toBe(user.id);
    const renewed = response.cookies.find((c) => c.name === 'eventry_session');
    expect(renewed).toBeDefined();
    const row = await t.app.db.selectFrom('sessions').select('expires_at').where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(new Date(row.expires_at).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
  });

  it('an expired session counts as signed out', async () => {
    const { cookie, user } = await signUp(t.app);
    await t.app.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    expect((await me(cookie)).json().user).toBeNull();
  });
});

describe('sign-in', () => {
  it('signs in with the right password, whatever the email case', async () => {
    const { email, password, user } = await signUp(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: ` ${email.toUpperCase()}`, password },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.id).toBe(user.id);
    expect((await me(sessionCookieFrom(response))).json().user.id).toBe(user.id);
  });

  it.each([
    ['a wrong password', (email: string) => ({ email, password: 'Wrong123' })],
    ['an unknown email', () => ({ email: uniqueEmail('nobody'), password: VALID_PASSWORD })],
  ])('refuses %s with one message that reveals nothing', async (_label, payloadFor) => {
    const { email } = await signUp(t.app);
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: payloadFor(email) });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe('Invalid email or password. Please check your credentials and try again.');
    expect(response.cookies).toHaveLength(0);
  });

  it('refuses an email with a NUL character', async () => {
    const response = await t.call('POST', '/api/auth/sign-in', undefined, { email: 'ann\u0000@example.com', password: VALID_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ email: 'Email cannot contain control characters' });
  });

  it('validates its input', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email: 'x', password: '' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password is required',
    });
  });

  // The limits on sign-in and sign-up are tested in auth-throttling.test.ts.
});

describe('a password hash made with weaker parameters', () => {
  const storedHash = async (id: number) =>
    (await t.app.db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirstOrThrow()).password_hash;
  const signIn = (email: string, password: string) => t.call('POST', '/api/auth/sign-in', undefined, { email, password });

  it.each([
    ['argon2id with 4 MiB and 1 pass', { type: argon2.argon2id, memoryCost: 4096, timeCost: 1, parallelism: 1 } as const],
    ['argon2i', { type: argon2.argon2i, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const],
  ])('(%s) is replaced at the next sign-in, and the password still works', async (_label, weak) => {
    const { user, email, password } = await signUp(t.app);
    const weakHash = await argon2.hash(password, weak);
    await t.app.db.updateTable('users').set({ password_hash: weakHash }).where('id', '=', user.id).execute();

    expect((await signIn(email, 'Wrong-Pass1')).statusCode).toBe(401);
    expect(await storedHash(user.id)).toBe(weakHash);

    expect((await signIn(email, password)).statusCode).toBe(200);
    const upgraded = await storedHash(user.id);
    expect(argon2Parameters(upgraded)).toEqual({ type: 'argon2id', version: 'v=19', params: { m: 19_456, t: 2, p: 1 } });
    expect((await signIn(email, password)).statusCode).toBe(200);
    expect(await storedHash(user.id)).toBe(upgraded);
  });
});

describe('sign-out and current user', () => {
  it('answers null when nobody is signed in', async () => {
    const response = await me();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: null });
  });

  it('ends the session on the server, so the old cookie no longer works', async () => {
    const { cookie } = await signUp(t.app);
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie } });
    expect(response.statusCode).toBe(204);
    const cleared = response.cookies.find((c) => c.name === 'eventry_session')!;
    expect(cleared.value).toBe('');
    expect((await me(cookie)).json().user).toBeNull();
  });
});

describe('cross-origin requests', () => {
  it('refuses a state-changing request from another origin', async () => {
    const { cookie } = await signUp(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, origin: 'https://evil.example', host: 'localhost:3000' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe('Cross-origin request refused.');
    expect((await me(cookie)).json().user).not.toBeNull();
  });

  it('refuses a cross-site request that sends no Origin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'sec-fetch-site': 'cross-site' },
      payload: { email: uniqueEmail(), password: VALID_PASSWORD },
    });
    expect(response.statusCode).toBe(403);
  });

  it('accepts the same origin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      headers: { origin: 'http://localhost:3000', host: 'localhost:3000' },
      payload: { name: 'Same Origin', email: uniqueEmail(), password: VALID_PASSWORD },
    });
    expect(response.statusCode).toBe(201);
  });
});

describe('logs', () => {
  it('never contain passwords or session tokens', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logged = await createTestApp({ logger: loggerOptions('trace', stream) });
    try {
      const { cookie, email, password } = await signUp(logged.app);
      await logged.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password } });
      await logged.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password: 'Wrong-Pass1' } });
      await logged.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
      const output = lines.join('');
      expect(output.length).toBeGreaterThan(0);
      expect(output).not.toContain(password);
      expect(output).not.toContain('Wrong-Pass1');
      expect(output).not.toContain(cookie.split('=')[1]);
    } finally {
      await logged.close();
    }
  });
});
