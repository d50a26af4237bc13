import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../src/domain/auth.ts';
import { createTestApp, signUp, type TestApp } from './support/test-app.ts';

const VALID = { rating: 4, message: 'The bulk create saved my afternoon.' };

const storedFeedback = (app: TestApp['app']) =>
  app.db.selectFrom('feedback').select(['rating', 'message', 'email', 'user_id']).orderBy('id').execute();

describe('POST /api/feedback', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each<[string, Record<string, unknown>, string, string]>([
    ['no rating', { message: 'Hi' }, 'rating', 'Please choose a rating from 1 to 5'],
    ['a rating as text', { ...VALID, rating: '5' }, 'rating', 'Please choose a rating from 1 to 5'],
    ['a rating of 0', { ...VALID, rating: 0 }, 'rating', 'Rating must be a whole number from 1 to 5'],
    ['a rating of 6', { ...VALID, rating: 6 }, 'rating', 'Rating must be a whole number from 1 to 5'],
    ['a rating of 2.5', { ...VALID, rating: 2.5 }, 'rating', 'Rating must be a whole number from 1 to 5'],
    ['no message', { rating: 3 }, 'message', 'Please enter your feedback'],
    ['a blank message', { ...VALID, message: '  \n ' }, 'message', 'Please enter your feedback'],
    ['a message of 4,001 characters', { ...VALID, message: 'x'.repeat(4001) }, 'message', 'Feedback must be at most 4,000 characters'],
    ['a NUL in the message', { ...VALID, message: 'Great\u0000app' }, 'message', 'Feedback cannot contain control characters'],
    ['an escape in the message', { ...VALID, message: 'Great\u001Bapp' }, 'message', 'Feedback cannot contain control characters'],
    ['an email that is not one', { ...VALID, email: 'ann.example.com' }, 'email', 'Please enter a valid email address'],
    ['a control character in the email', { ...VALID, email: 'ann@exa\u0007mple.com' }, 'email', 'Email cannot contain control characters'],
    ['an email of 255 characters', { ...VALID, email: `${'a'.repeat(243)}@example.com` }, 'email', 'Email must be at most 254 characters'],
  ])('refuses %s with a 400 naming the field, and stores nothing', async (_label, payload, field, message) => {
    const response = await t.call('POST', '/api/feedback', undefined, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ [field]: message });
    expect(response.json().error.message).toBe(message);
    expect(await storedFeedback(t.app)).toEqual([]);
  });

  it('stores feedback sent signed out, without an account, and answers 201', async () => {
    const response = await t.call('POST', '/api/feedback', undefined, { rating: 5, message: '  Lovely!\n\tThanks.  ', email: ' Ann@Example.com ' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      feedback: { id: expect.any(Number), rating: 5, message: 'Lovely!\n\tThanks.', email: 'ann@example.com', createdAt: expect.any(String) },
      message: 'Thank you for your feedback!',
    });
    expect(Date.parse(response.json().feedback.createdAt)).not.toBeNaN();
    const stored = await storedFeedback(t.app);
    expect(stored.at(-1)).toEqual({ rating: 5, message: 'Lovely!\n\tThanks.', email: 'ann@example.com', user_id: null });
  });

  it('stores feedback sent signed in with the account, and an empty email as none', async () => {
    const { cookie, user } = await signUp(t.app);
    const response = await t.call('POST', '/api/feedback', cookie, { rating: 1, message: 'x'.repeat(4000), email: '' });
    expect(response.statusCode).toBe(201);
    expect(response.json().feedback.email).toBeNull();
    expect((await storedFeedback(t.app)).at(-1)).toEqual({ rating: 1, message: 'x'.repeat(4000), email: null, user_id: user.id });
  });

  it('refuses a cross-origin request before it stores anything', async () => {
    const before = await storedFeedback(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { host: 'localhost:3000', origin: 'https://evil.example' },
      payload: VALID,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(AUTH_MESSAGES.crossOrigin);
    expect(await storedFeedback(t.app)).toEqual(before);
  });

  it('is in the OpenAPI document with its statuses', async () => {
    const operation = (await t.call('GET', '/api/docs/json')).json().paths['/api/feedback'].post;
    expect(Object.keys(operation.responses).sort()).toEqual(['201', '400', '403', '429']);
    expect(operation.security).toBeUndefined();
  });
});

describe('the feedback rate limit', () => {
  const HOUR_MS = 60 * 60 * 1000;
  let now = Date.UTC(2030, 5, 15, 9, 0, 0);
  const clock = () => now;
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { feedbackRateLimit: 2 }, clock, onDisk: true });
  });
  afterAll(() => t.close());

  const send = (app: TestApp['app'], remoteAddress: string, message: string) =>
    app.inject({ method: 'POST', url: '/api/feedback', remoteAddress, payload: { rating: 3, message } });

  it('refuses the next message from an address with 429 and Retry-After, across instances, until the hour is over', async () => {
    const other = await t.startAnotherInstance({ config: { feedbackRateLimit: 2 }, clock });
    expect((await send(t.app, '203.0.113.7', 'first')).statusCode).toBe(201);
    expect((await send(other, '203.0.113.7', 'second, through another instance')).statusCode).toBe(201);

    now += 10 * 60 * 1000;
    const refused = await send(t.app, '203.0.113.7', 'third');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: { message: 'Too much feedback from your address for now. Please wait a while and try again.' } });
    expect(refused.headers['retry-after']).toBe(String(50 * 60));
    expect((await send(other, '203.0.113.7', 'fourth')).statusCode).toBe(429);
    expect((await storedFeedback(t.app)).map((row) => row.message)).toEqual(['first', 'second, through another instance']);

    // Another address is counted on its own.
    expect((await send(t.app, '198.51.100.20', 'from next door')).statusCode).toBe(201);

    now += HOUR_MS;
    expect((await send(t.app, '203.0.113.7', 'an hour later')).statusCode).toBe(201);
  });

  it('counts an IPv6 client by its /64 network', async () => {
    expect((await send(t.app, '2001:db8:1:2::1', 'one')).statusCode).toBe(201);
    expect((await send(t.app, '2001:db8:1:2::2', 'two')).statusCode).toBe(201);
    expect((await send(t.app, '2001:db8:1:2:ffff::3', 'three')).statusCode).toBe(429);
    expect((await send(t.app, '2001:db8:1:3::1', 'another network')).statusCode).toBe(201);
  });

  it('counts only valid feedback: refused input does not use up the limit', async () => {
    for (let i = 0; i < 3; i += 1) {
      const response = await t.app.inject({ method: 'POST', url: '/api/feedback', remoteAddress: '192.0.2.44', payload: { rating: 9, message: 'x' } });
      expect(response.statusCode).toBe(400);
    }
    expect((await send(t.app, '192.0.2.44', 'valid at last')).statusCode).toBe(201);
  });
});
