import argon2 from 'argon2';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { App } from '../../src/server/app.ts';
import { deleteExpiredThrottles } from '../../src/server/auth/throttle-repository.ts';
import { createTestApp, uniqueEmail, VALID_PASSWORD, type TestApp } from './support/test-app.ts';

const TOO_MANY = 'Too many requests (429). Please wait a moment and try again.';
const INVALID = 'Invalid email or password. Please check your credentials and try again.';

/** A clock the test moves on by hand, so waits are checked without waiting. */
function manualClock() {
  let now = Date.parse('2030-01-01T09:00:00Z');
  return { now: () => now, advanceSeconds: (seconds: number) => (now += seconds * 1000) };
}

const signUpFrom = (app: App, ip: string, email = uniqueEmail()) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    remoteAddress: ip,
    payload: { name: 'Throttle Test', email, password: VALID_PASSWORD },
  });

const signInFrom = (app: App, ip: string, email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/sign-in', remoteAddress: ip, payload: { email, password } });

const statuses = (responses: { statusCode: number }[]) => responses.map((response) => response.statusCode);

function expectTooMany(response: Awaited<ReturnType<typeof signInFrom>>, retryAfterSeconds: number) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ error: { message: TOO_MANY } });
  expect(response.headers['retry-after']).toBe(String(retryAfterSeconds));
  expect(response.cookies).toHaveLength(0);
}

let t: TestApp | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await t?.close();
  t = undefined;
});

describe('sign-up', () => {
  it('is limited per client address, for an hour, and stores nothing when refused', async () => {
    const clock = manualClock();
    t = await createTestApp({ config: { signUpRateLimit: 3 }, clock: clock.now });

    for (let i = 0; i < 3; i += 1) expect((await signUpFrom(t.app, '198.51.100.7')).statusCode).toBe(201);
    const refusedEmail = uniqueEmail('refused');
    const refused = await signUpFrom(t.app, '198.51.100.7', refusedEmail);
    expectTooMany(refused, 3600);
    const stored = await t.app.db.selectFrom('users').select('id').where('email', '=', refusedEmail).executeTakeFirst();
    expect(stored).toBeUndefined();

    expect((await signUpFrom(t.app, '198.51.100.8')).statusCode).toBe(201);

    clock.advanceSeconds(3599);
    expectTooMany(await signUpFrom(t.app, '198.51.100.7'), 1);
    clock.advanceSeconds(1);
    expect((await signUpFrom(t.app, '198.51.100.7')).statusCode).toBe(201);
  });

  it('counts the addresses of one IPv6 /64 network as one client', async () => {
    t = await createTestApp({ config: { signUpRateLimit: 2 } });
    expect((await signUpFrom(t.app, '2001:db8:5:6::1')).statusCode).toBe(201);
    expect((await signUpFrom(t.app, '2001:db8:5:6::2')).statusCode).toBe(201);
    expect((await signUpFrom(t.app, '2001:db8:5:6:ffff::3')).statusCode).toBe(429);
    expect((await signUpFrom(t.app, '2001:db8:5:7::1')).statusCode).toBe(201);
  });
});

describe('the sweep', () => {
  it('forgets counters whose time has passed and keeps the others', async () => {
    const clock = manualClock();
    t = await createTestApp({ clock: clock.now });
    const email = uniqueEmail('swept');
    expect((await signUpFrom(t.app, '198.51.100.9')).statusCode).toBe(201);
    expect((await signInFrom(t.app, '198.51.100.9', email, 'Guess1234')).statusCode).toBe(401);
    const keys = async () => (await t!.app.db.selectFrom('auth_throttle').select('key').orderBy('key').execute()).map((row) => row.key);
    expect(await keys()).toEqual([`signin:email:${email}`, 'signin:ip:198.51.100.9', 'signup:ip:198.51.100.9']);

    await deleteExpiredThrottles(t.app.db, clock.now() + 60_000);
    expect(await keys()).toEqual([`signin:email:${email}`, 'signup:ip:198.51.100.9']);
    await deleteExpiredThrottles(t.app.db, clock.now() + 15 * 60_000);
    expect(await keys()).toEqual(['signup:ip:198.51.100.9']);
    await deleteExpiredThrottles(t.app.db, clock.now() + 60 * 60_000);
    expect(await keys()).toEqual([]);
  });
});

describe('sign-in from one address', () => {
  it('stops password spraying: attempts across many emails count against the address', async () => {
    const clock = manualClock();
    t = await createTestApp({ config: { signInRateLimit: 4 }, clock: clock.now });
    const victim = uniqueEmail('victim');
    expect((await signUpFrom(t.app, '198.51.100.20', victim)).statusCode).toBe(201);

    for (let i = 0; i < 4; i += 1) {
      const response = await signInFrom(t.app, '203.0.113.66', uniqueEmail('sprayed'), 'Summer2030');
      expect(response.statusCode).toBe(401);
      expect(response.json().error.message).toBe(INVALID);
    }
    expectTooMany(await signInFrom(t.app, '203.0.113.66', victim, 'Summer2030'), 60);
    // Refused before the password is checked: even the right one gets no session from this address.
    expectTooMany(await signInFrom(t.app, '203.0.113.66', victim, VALID_PASSWORD), 60);

    expect((await signInFrom(t.app, '198.51.100.20', victim, VALID_PASSWORD)).statusCode).toBe(200);
    clock.advanceSeconds(60);
    expect((await signInFrom(t.app, '203.0.113.66', uniqueEmail('sprayed'), 'Summer2030')).statusCode).toBe(401);
  });
});

describe('sign-in to one email from many addresses', () => {
  it('makes each failure past the free ones wait twice as long, up to the cap, and lets the real user back in', async () => {
    const clock = manualClock();
    t = await createTestApp({ config: { signInFailuresBeforeDelay: 3, signInMaxDelaySeconds: 8 }, clock: clock.now });
    const email = uniqueEmail('target');
    expect((await signUpFrom(t.app, '198.51.100.30', email)).statusCode).toBe(201);
    let attacker = 0;
    const attack = () => signInFrom(t!.app, `203.0.113.${(attacker += 1)}`, email, 'Guess1234');

    expect(statuses([await attack(), await attack(), await attack()])).toEqual([401, 401, 401]);
    expectTooMany(await attack(), 1);
    clock.advanceSeconds(1);
    expect((await attack()).statusCode).toBe(401);
    expectTooMany(await attack(), 2);
    clock.advanceSeconds(2);
    expect((await attack()).statusCode).toBe(401);
    expectTooMany(await attack(), 4);
    clock.advanceSeconds(4);
    expect((await attack()).statusCode).toBe(401);
    expectTooMany(await attack(), 8);
    clock.advanceSeconds(8);
    expect((await attack()).statusCode).toBe(401);
    expectTooMany(await attack(), 8);

    // The real user is held up for seconds, not locked out, and the refusals did not lengthen the wait.
    expectTooMany(await signInFrom(t.app, '198.51.100.30', email, VALID_PASSWORD), 8);
    clock.advanceSeconds(8);
    expect((await signInFrom(t.app, '198.51.100.30', email, VALID_PASSWORD)).statusCode).toBe(200);

    // Success wipes the slate: the free failures are free again.
    expect(statuses([await attack(), await attack(), await attack()])).toEqual([401, 401, 401]);
    expectTooMany(await attack(), 1);
  });

  it('counts failures, not successful sign-ins', async () => {
    t = await createTestApp({ config: { signInFailuresBeforeDelay: 2 } });
    const email = uniqueEmail('regular');
    expect((await signUpFrom(t.app, '198.51.100.40', email)).statusCode).toBe(201);
    const results = [];
    for (let i = 0; i < 4; i += 1) results.push((await signInFrom(t.app, '198.51.100.40', email, VALID_PASSWORD)).statusCode);
    results.push((await signInFrom(t.app, '198.51.100.40', email, 'Typo12345')).statusCode);
    results.push((await signInFrom(t.app, '198.51.100.40', email, VALID_PASSWORD)).statusCode);
    expect(results).toEqual([200, 200, 200, 200, 401, 200]);
  });

  it('treats an unknown email like a known one, so the wait reveals no accounts', async () => {
    t = await createTestApp({ config: { signInFailuresBeforeDelay: 1 } });
    const known = uniqueEmail('known');
    expect((await signUpFrom(t.app, '198.51.100.50', known)).statusCode).toBe(201);
    for (const email of [known, uniqueEmail('unknown')]) {
      expect((await signInFrom(t.app, '203.0.113.50', email, 'Guess1234')).statusCode).toBe(401);
      expectTooMany(await signInFrom(t.app, '203.0.113.51', email, 'Guess1234'), 1);
    }
  });
});

describe('concurrent attempts', () => {
  it('cannot slip past the limits by arriving together', async () => {
    const clock = manualClock();
    t = await createTestApp({ config: { signInRateLimit: 3, signInFailuresBeforeDelay: 2 }, clock: clock.now });
    const email = uniqueEmail('raced');
    expect((await signUpFrom(t.app, '198.51.100.60', email)).statusCode).toBe(201);

    const fromManyAddresses = await Promise.all(
      Array.from({ length: 8 }, (_, i) => signInFrom(t!.app, `203.0.113.${100 + i}`, email, 'Guess1234')),
    );
    expect(statuses(fromManyAddresses).sort()).toEqual([401, 401, 429, 429, 429, 429, 429, 429]);

    const fromOneAddress = await Promise.all(
      Array.from({ length: 8 }, () => signInFrom(t!.app, '203.0.113.200', uniqueEmail('sprayed'), 'Guess1234')),
    );
    expect(statuses(fromOneAddress).sort()).toEqual([401, 401, 401, 429, 429, 429, 429, 429]);
  });
});

describe('two app instances sharing one database', () => {
  it('share every limit', async () => {
    const clock = manualClock();
    const config = { signUpRateLimit: 2, signInRateLimit: 4, signInFailuresBeforeDelay: 2 };
    t = await createTestApp({ onDisk: true, config, clock: clock.now });
    const first = t.app;
    const second = await t.startAnotherInstance({ config, clock: clock.now });

    expect((await signUpFrom(first, '198.51.100.70')).statusCode).toBe(201);
    expect((await signUpFrom(second, '198.51.100.70')).statusCode).toBe(201);
    expect((await signUpFrom(first, '198.51.100.70')).statusCode).toBe(429);
    expect((await signUpFrom(second, '198.51.100.70')).statusCode).toBe(429);

    const spraying = [];
    for (const app of [first, second, first, second, first]) {
      spraying.push((await signInFrom(app, '203.0.113.70', uniqueEmail('sprayed'), 'Guess1234')).statusCode);
    }
    expect(spraying).toEqual([401, 401, 401, 401, 429]);

    const email = uniqueEmail('shared');
    expect((await signUpFrom(first, '198.51.100.71', email)).statusCode).toBe(201);
    expect((await signInFrom(first, '203.0.113.71', email, 'Guess1234')).statusCode).toBe(401);
    expect((await signInFrom(second, '203.0.113.72', email, 'Guess1234')).statusCode).toBe(401);
    expectTooMany(await signInFrom(first, '203.0.113.73', email, 'Guess1234'), 1);
    expectTooMany(await signInFrom(second, '198.51.100.71', email, VALID_PASSWORD), 1);
    clock.advanceSeconds(1);
    expect((await signInFrom(second, '198.51.100.71', email, VALID_PASSWORD)).statusCode).toBe(200);
  });


  it('do not refuse each other for clocks a moment apart', async () => {
    const clock = manualClock();
    const config = { signInFailuresBeforeDelay: 3 };
    t = await createTestApp({ onDisk: true, config, clock: clock.now });
    const behind = await t.startAnotherInstance({ config, clock: () => clock.now() - 5 });
    const email = uniqueEmail('skewed');
    expect((await signUpFrom(t.app, '198.51.100.75', email)).statusCode).toBe(201);

    expect((await signInFrom(t.app, '198.51.100.75', email, 'Typo12345')).statusCode).toBe(401);
    expect((await signInFrom(t.app, '198.51.100.75', email, 'Typo12346')).statusCode).toBe(401);
    expect((await signInFrom(behind, '198.51.100.75', email, VALID_PASSWORD)).statusCode).toBe(200);
  });
});

describe('password hashing', () => {
  it('computes at most PASSWORD_HASH_CONCURRENCY hashes at once; the rest queue and still succeed', async () => {
    t = await createTestApp({ config: { passwordHashConcurrency: 1 } });
    const email = uniqueEmail('queued');
    expect((await signUpFrom(t.app, '198.51.100.80', email)).statusCode).toBe(201);

    let running = 0;
    let mostAtOnce = 0;
    let calls = 0;
    const instrument = <F extends (...args: never[]) => Promise<unknown>>(original: F) =>
      (async (...args: Parameters<F>) => {
        calls += 1;
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        try {
          return await original(...args);
        } finally {
          running -= 1;
        }
      }) as F;
    const { hash, verify } = argon2;
    vi.spyOn(argon2, 'hash').mockImplementation(instrument(hash));
    vi.spyOn(argon2, 'verify').mockImplementation(instrument(verify));

    const responses = await Promise.all([
      ...Array.from({ length: 4 }, (_, i) => signUpFrom(t!.app, `198.51.100.${90 + i}`)),
      signInFrom(t.app, '198.51.100.80', email, VALID_PASSWORD),
      signInFrom(t.app, '198.51.100.81', email, 'Wrong1234'),
    ]);
    expect(statuses(responses)).toEqual([201, 201, 201, 201, 200, 401]);
    expect(calls).toBeGreaterThanOrEqual(6);
    expect(mostAtOnce).toBe(1);
  });
});
