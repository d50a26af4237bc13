import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../src/domain/auth.ts';
import { loggerOptions } from '../../src/server/app.ts';
import type { Config } from '../../src/server/config.ts';
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
      delivery: 'saved',
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

/** An SMTP server on a free port that keeps what it receives; `hold` keeps each message waiting until `release`. */
async function smtpServer({ hold = false } = {}) {
  const received: { to: string[]; raw: Buffer }[] = [];
  const waiting: (() => void)[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const accept = () => {
          received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks) });
          callback();
        };
        if (hold) waiting.push(accept);
        else accept();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Resolves once a message is held, waiting to be accepted. */
    held: () => expect.poll(() => waiting.length, { timeout: 5_000 }).toBeGreaterThan(0),
    release: () => waiting.splice(0).forEach((accept) => accept()),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('feedback e-mailed to FEEDBACK_EMAIL', () => {
  const FROM = 'Eventry <no-reply@example.com>';
  const cleanUp: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const step of cleanUp.splice(0).reverse()) await step();
  });

  /** A test app with these settings, its e-mail outbox a folder of its own; `lines` collects its log. */
  async function appWith(settings: { feedbackEmail?: string; smtpUrl?: string; publicUrl?: URL }, lines?: string[]) {
    const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eventry-outbox-'));
    const { feedbackEmail, smtpUrl, publicUrl } = settings;
    const config: Partial<Config> = { feedbackEmail, mail: { smtpUrl, from: FROM, outboxDir }, ...(publicUrl ? { publicUrl } : {}) };
    const t = await createTestApp({ config, ...(lines ? { logger: loggerOptions('debug', { write: (line: string) => void lines.push(line) }) } : {}) });
    cleanUp.push(() => fs.rmSync(outboxDir, { recursive: true, force: true }));
    cleanUp.push(() => t.close());
    return { t, outboxDir };
  }

  it('sends each message to the address, replying to the sender, and says so in the answer', async () => {
    const smtp = await smtpServer();
    cleanUp.push(smtp.close);
    const { t } = await appWith({ feedbackEmail: 'team@example.com', smtpUrl: smtp.url, publicUrl: new URL('https://events.example.com/') });
    const { cookie, user } = await signUp(t.app, { name: 'Ann Organiser' });
    const response = await t.call('POST', '/api/feedback', cookie, { rating: 4, message: 'The timeline is lovely.\nMore colours?', email: 'ann@example.com' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ message: 'Thank you for your feedback!', delivery: 'emailed' });
    const id = response.json().feedback.id as number;
    expect((await storedFeedback(t.app)).at(-1)).toEqual({ rating: 4, message: 'The timeline is lovely.\nMore colours?', email: 'ann@example.com', user_id: user.id });

    await expect.poll(() => smtp.received.length, { timeout: 5_000 }).toBe(1);
    expect(smtp.received[0]!.to).toEqual(['team@example.com']);
    const mail = await simpleParser(smtp.received[0]!.raw);
    expect(mail.subject).toBe(`Eventry feedback ${id}: 4 of 5`);
    expect(mail.replyTo?.text).toBe('ann@example.com');
    expect(mail.text).toContain('New feedback on Eventry at https://events.example.com/');
    expect(mail.text).toContain('Rating: 4 of 5');
    expect(mail.text).toContain(`From: Ann Organiser <${user.email}> (signed in, account ${user.id})`);
    expect(mail.text).toContain('The timeline is lovely.\nMore colours?');

    // Signed out, without an address: no one to reply to.
    expect((await t.call('POST', '/api/feedback', undefined, { rating: 2, message: 'Too many clicks.' })).json().delivery).toBe('emailed');
    await expect.poll(() => smtp.received.length, { timeout: 5_000 }).toBe(2);
    const second = await simpleParser(smtp.received[1]!.raw);
    expect(second.replyTo).toBeUndefined();
    expect(second.text).toContain('From: someone who was not signed in');
    expect(second.text).toContain('Reply to: no address given');
  });

  it('answers before the SMTP server has taken the message', async () => {
    const smtp = await smtpServer({ hold: true });
    cleanUp.push(smtp.close);
    cleanUp.push(smtp.release);
    const { t } = await appWith({ feedbackEmail: 'team@example.com', smtpUrl: smtp.url });
    const response = await t.call('POST', '/api/feedback', undefined, { rating: 5, message: 'Quick!' });
    expect(response.statusCode).toBe(201);
    await smtp.held();
    expect(smtp.received).toHaveLength(0);
    smtp.release();
    await expect.poll(() => smtp.received.length, { timeout: 5_000 }).toBe(1);
  });

  it('keeps the feedback and logs the failure when the e-mail cannot be sent', async () => {
    const lines: string[] = [];
    const { t } = await appWith({ feedbackEmail: 'team@example.com', smtpUrl: `smtp://127.0.0.1:${await closedPort()}` }, lines);
    const response = await t.call('POST', '/api/feedback', undefined, { rating: 3, message: 'Kept anyway' });
    expect(response.statusCode).toBe(201);
    expect(response.json().delivery).toBe('emailed');
    expect((await storedFeedback(t.app)).map((row) => row.message)).toEqual(['Kept anyway']);
    const failure = () => lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'feedback e-mail could not be sent; the feedback is stored');
    await expect.poll(failure, { timeout: 10_000 }).toMatchObject({ level: 50, feedbackId: response.json().feedback.id, mailError: { message: expect.stringContaining('ECONNREFUSED') } });
  });

  it('without SMTP_URL stores the feedback only, writes no e-mail, says so, and warns at start-up', async () => {
    const lines: string[] = [];
    const { t, outboxDir } = await appWith({ feedbackEmail: 'team@example.com' }, lines);
    const response = await t.call('POST', '/api/feedback', undefined, { rating: 3, message: 'Stored only' });
    expect(response.statusCode).toBe(201);
    expect(response.json().delivery).toBe('saved');
    expect((await storedFeedback(t.app)).map((row) => row.message)).toEqual(['Stored only']);
    expect(fs.readdirSync(outboxDir)).toEqual([]);
    expect(lines.map((line) => JSON.parse(line)).find((entry) => entry.level === 40)?.msg).toBe(
      'FEEDBACK_EMAIL is set but SMTP_URL is not: feedback is stored in the database only, not e-mailed',
    );
  });

  it('with SMTP but no FEEDBACK_EMAIL stores the feedback only', async () => {
    const smtp = await smtpServer();
    cleanUp.push(smtp.close);
    const { t } = await appWith({ smtpUrl: smtp.url });
    const response = await t.call('POST', '/api/feedback', undefined, { rating: 3, message: 'Nobody to mail' });
    expect(response.json().delivery).toBe('saved');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received).toHaveLength(0);
  });
});
