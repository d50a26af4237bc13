import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app.ts';
import type { Config } from '../../src/server/config.ts';
import type { TrustProxy } from '../../src/server/http/client-address.ts';
import { createTestApp, signUp, uniqueEmail, VALID_PASSWORD, type TestApp } from './support/test-app.ts';

/**
 * TRUST_PROXY decides who the client is, and so what every per-address limit counts. Each limit is set to
 * 2 here: the third request from one client is refused, however it writes X-Forwarded-For.
 */

type Headers = Record<string, string>;

interface Limit {
  name: string;
  config: Partial<Config>;
  /** Sets up whatever the requests need; answers a function making one request. */
  prepare: (app: App) => Promise<(remoteAddress: string, headers: Headers) => Promise<number>>;
}

const LIMITS: Limit[] = [
  {
    name: 'sign-up',
    config: { signUpRateLimit: 2 },
    prepare: async (app) => async (remoteAddress, headers) =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/auth/sign-up',
          remoteAddress,
          headers,
          payload: { name: 'Limit Check', email: uniqueEmail('limit'), password: VALID_PASSWORD },
        })
      ).statusCode,
  },
  {
    name: 'sign-in',
    config: { signInRateLimit: 2 },
    prepare: async (app) => {
      const { email, password } = await signUp(app);
      return async (remoteAddress, headers) =>
        (await app.inject({ method: 'POST', url: '/api/auth/sign-in', remoteAddress, headers, payload: { email, password } })).statusCode;
    },
  },
  {
    name: 'password reset',
    config: { passwordResetRateLimit: 2 },
    prepare: async (app) => {
      const { email } = await signUp(app);
      return async (remoteAddress, headers) =>
        (await app.inject({ method: 'POST', url: '/api/auth/forgot-password', remoteAddress, headers, payload: { email } })).statusCode;
    },
  },
  {
    name: 'feedback',
    config: { feedbackRateLimit: 2 },
    prepare: async (app) => async (remoteAddress, headers) =>
      (await app.inject({ method: 'POST', url: '/api/feedback', remoteAddress, headers, payload: { rating: 5, message: 'Nice.' } })).statusCode,
  },
];

const ALL_LIMITS = LIMITS.reduce<Partial<Config>>((config, limit) => ({ ...config, ...limit.config }), {});

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function appTrusting(trustProxy: TrustProxy) {
  t = await createTestApp({ config: { ...ALL_LIMITS, trustProxy } });
  return t.app;
}

const admitted = (status: number) => status >= 200 && status < 300;
const PROXY = '10.0.0.1';

describe.each(LIMITS)('the $name limit', ({ prepare }) => {
  it('behind one trusted hop, counts the address the proxy saw, whatever the client wrote left of it', async () => {
    const send = await prepare(await appTrusting({ hops: 1 }));
    const statuses = [];
    for (let i = 1; i <= 3; i += 1) {
      statuses.push(await send(PROXY, { 'x-forwarded-for': `192.0.2.${i}, 198.51.100.7` }));
    }
    expect(statuses.slice(0, 2).every(admitted), String(statuses)).toBe(true);
    expect(statuses[2]).toBe(429);
    // Another client behind the same proxy has a count of its own.
    expect(admitted(await send(PROXY, { 'x-forwarded-for': '192.0.2.1, 198.51.100.8' }))).toBe(true);
  });

  it('with no proxy trusted, ignores X-Forwarded-For entirely', async () => {
    const send = await prepare(await appTrusting(false));
    const statuses = [];
    for (let i = 1; i <= 3; i += 1) statuses.push(await send('198.51.100.20', { 'x-forwarded-for': `192.0.2.${i}` }));
    expect(statuses.slice(0, 2).every(admitted), String(statuses)).toBe(true);
    expect(statuses[2]).toBe(429);
    // The same header from another connection is another client.
    expect(admitted(await send('198.51.100.21', { 'x-forwarded-for': '192.0.2.3' }))).toBe(true);
  });

  it('trusting proxy addresses, ignores the header of a peer that is not one, and reads through a chain of them', async () => {
    const send = await prepare(await appTrusting({ addresses: ['10.0.0.0/8'] }));
    const direct = [];
    for (let i = 1; i <= 3; i += 1) direct.push(await send('203.0.113.9', { 'x-forwarded-for': `192.0.2.${i}` }));
    expect(direct.slice(0, 2).every(admitted), String(direct)).toBe(true);
    expect(direct[2]).toBe(429);

    const chained = [];
    for (let i = 1; i <= 3; i += 1) chained.push(await send(PROXY, { 'x-forwarded-for': `192.0.2.${i}, 198.51.100.30, 10.0.0.2` }));
    expect(chained.slice(0, 2).every(admitted), String(chained)).toBe(true);
    expect(chained[2]).toBe(429);
  });
});

describe('the client key', () => {
  it('folds forwarded IPv6 addresses to their /64, so varying the rest of the address does not help', async () => {
    const app = await appTrusting({ hops: 1 });
    const send = await LIMITS[3]!.prepare(app);
    expect(admitted(await send(PROXY, { 'x-forwarded-for': '2001:db8:1:2::1' }))).toBe(true);
    expect(admitted(await send(PROXY, { 'x-forwarded-for': '2001:db8:1:2:ffff::9' }))).toBe(true);
    expect(await send(PROXY, { 'x-forwarded-for': '2001:db8:1:2:aaaa:bbbb:cccc:dddd' })).toBe(429);
    expect(admitted(await send(PROXY, { 'x-forwarded-for': '2001:db8:1:3::1' }))).toBe(true);
  });
});

describe('what a trusted proxy forwards besides the address', () => {
  const signUpVia = (app: App, remoteAddress: string, headers: Headers) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      remoteAddress,
      headers,
      payload: { name: 'Scheme Check', email: uniqueEmail('scheme'), password: VALID_PASSWORD },
    });
  const secure = (response: Awaited<ReturnType<typeof signUpVia>>) =>
    response.cookies.find((cookie) => cookie.name === 'eventry_session')?.secure ?? false;

  it('takes the scheme and request id from a trusted proxy only', async () => {
    const app = await appTrusting({ addresses: ['10.0.0.0/8'] });
    const forwarded = { 'x-forwarded-proto': 'https', 'x-request-id': 'proxy-id-1' };
    const viaProxy = await signUpVia(app, PROXY, forwarded);
    expect(viaProxy.statusCode).toBe(201);
    expect(secure(viaProxy)).toBe(true);
    expect(viaProxy.headers['x-request-id']).toBe('proxy-id-1');

    const direct = await signUpVia(app, '203.0.113.9', forwarded);
    expect(direct.statusCode).toBe(201);
    expect(secure(direct)).toBe(false);
    expect(direct.headers['x-request-id']).not.toBe('proxy-id-1');
  });

  it('refuses a cross-origin write whose scheme only an untrusted peer vouches for', async () => {
    const app = await appTrusting({ addresses: ['10.0.0.0/8'] });
    const headers = { host: 'events.example.com', origin: 'https://events.example.com', 'x-forwarded-proto': 'https' };
    expect((await signUpVia(app, PROXY, headers)).statusCode).toBe(201);
    expect((await signUpVia(app, '203.0.113.9', headers)).statusCode).toBe(403);
  });

  it('with no proxy trusted, ignores X-Forwarded-Proto and the forwarded request id', async () => {
    const app = await appTrusting(false);
    const response = await signUpVia(app, PROXY, { 'x-forwarded-proto': 'https', 'x-request-id': 'proxy-id-2' });
    expect(secure(response)).toBe(false);
    expect(response.headers['x-request-id']).not.toBe('proxy-id-2');
  });
});
