import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { readResetLink } from '../../src/domain/password-reset.ts';
import { loggerOptions, type App } from '../../src/server/app.ts';
import type { Config } from '../../src/server/config.ts';
import { createTestApp, signUp, type TestApp } from './support/test-app.ts';

const MESSAGES = {
  sent: 'Password reset instructions have been sent to your email',
  done: 'Password has been reset successfully',
  noAccount: 'No account found with this email address',
  invalid: 'Invalid or expired reset token',
  expired: 'Reset token has expired. Please request a new one.',
  wrongEmail: 'Invalid reset token for this email address',
  sendFailed: 'We could not send the e-mail. Please try again later.',
};
const NEW_PASSWORD = 'Fresh-Start9';
const FROM = 'Eventry <no-reply@example.com>';

/** A clock the test moves on by hand. */
function manualClock() {
  let now = Date.parse('2030-01-01T09:00:00Z');
  return { now: () => now, advanceMinutes: (minutes: number) => (now += minutes * 60_000) };
}

const tempDirs: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eventry-outbox-'));
  tempDirs.push(dir);
  return dir;
}

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A test app whose mail goes to an outbox folder of its own. */
async function appWithOutbox(options: { config?: Partial<Config>; clock?: () => number; onDisk?: boolean } = {}) {
  const outboxDir = tempDir();
  const app = await createTestApp({
    onDisk: options.onDisk,
    clock: options.clock,
    config: { mail: { from: FROM, outboxDir }, ...options.config },
  });
  return { t: app, outboxDir };
}

const forgot = (app: App, email: string, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url: '/api/auth/forgot-password', remoteAddress, payload: { email } });

const reset = (app: App, body: { token?: string; email?: string; password?: string }) =>
  app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { password: NEW_PASSWORD, ...body } });

const signIn = (app: App, email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password } });

async function outboxMessages(outboxDir: string): Promise<ParsedMail[]> {
  if (!fs.existsSync(outboxDir)) return [];
  const files = fs.readdirSync(outboxDir).filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(files.map((name) => simpleParser(fs.readFileSync(path.join(outboxDir, name)))));
}

function linkIn(mail: ParsedMail): string {
  const link = /https?:\/\/\S+\/reset-password#reset-password\?\S+/.exec(mail.text ?? '')?.[0];
  if (!link) throw new Error(`no reset link in:\n${mail.text}`);
  return link;
}

/** Token and email of the latest reset link e-mailed to `email`. */
async function latestLink(outboxDir: string, email: string) {
  const mails = (await outboxMessages(outboxDir)).filter((mail) => mail.to && 'text' in mail.to && mail.to.text === email);
  const mail = mails.at(-1);
  if (!mail) throw new Error(`no e-mail to ${email}`);
  const link = linkIn(mail);
  const url = new URL(link);
  const { token, email: linkEmail } = readResetLink(url);
  return { mail, link, url, token: token!, email: linkEmail! };
}

describe('forgot password', () => {
  it('e-mails a link to the reset page with a fresh token and the email, valid for 60 minutes', async () => {
    const clock = manualClock();
    let outboxDir: string;
    ({ t, outboxDir } = await appWithOutbox({ clock: clock.now }));
    const { email, name } = await signUp(t.app, { name: 'Robin Reset' });

    const response = await forgot(t.app, email.toUpperCase());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: MESSAGES.sent });

    const messages = await outboxMessages(outboxDir);
    expect(messages).toHaveLength(1);
    const { mail, link, url, token, email: linkEmail } = await latestLink(outboxDir, email);
    expect(mail.from?.value).toEqual([{ name: 'Eventry', address: 'no-reply@example.com' }]);
    expect(mail.subject).toBe('Reset your Eventry password');
    // The configured public origin (no PUBLIC_URL: where the server listens), with token and email in the hash.
    expect(url.origin).toBe('http://localhost:3000');
    expect(url.pathname).toBe('/reset-password');
    expect(url.hash.startsWith('#reset-password?token=')).toBe(true);
    expect(linkEmail).toBe(email);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);

    for (const part of [mail.text!, mail.html as string]) {
      expect(part).toContain('Eventry');
      expect(part).toContain(name);
      expect(part).toContain('60 minutes');
      expect(part).toContain('1 January 2030 at 10:00 UTC');
      expect(part).toContain('If you did not ask for this, ignore this e-mail');
    }
    expect(mail.html).toContain(`href="${link.replaceAll('&', '&amp;')}"`);
  });

  it('points the link at PUBLIC_URL when it is set', async () => {
    let outboxDir: string;
    ({ t, outboxDir } = await appWithOutbox({ config: { publicUrl: new URL('https://events.example.com/') } }));
    const { email } = await signUp(t.app);
    expect((await forgot(t.app, email)).statusCode).toBe(200);
    const { link } = await latestLink(outboxDir, email);
    expect(link).toMatch(/^https:\/\/events\.example\.com\/reset-password#reset-password\?token=[\w-]{43}&email=/);
  });

  it('says when no account has the email, and sends nothing', async () => {
    let outboxDir: string;
    ({ t, outboxDir } = await appWithOutbox());
    const response = await forgot(t.app, 'nobody@example.com');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { message: MESSAGES.noAccount, fields: { email: MESSAGES.noAccount } } });
    expect(await outboxMessages(outboxDir)).toHaveLength(0);

    const invalid = await forgot(t.app, 'not-an-email');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.fields.email).toBe('Please enter a valid email address');
  });

  it('stores only a hash of the token', async () => {
    let outboxDir: string;
    ({ t, outboxDir } = await appWithOutbox());
    const { email, user } = await signUp(t.app);
    await forgot(t.app, email);
    const { token } = await latestLink(outboxDir, email);

    const rows = await t.app.db.selectFrom('password_resets').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.user_id).toBe(user.id);
    expect(rows[0]!.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    for (const table of ['password_resets', 'auth_throttle', 'users', 'sessions'] as const) {
      const all = await t.app.db.selectFrom(table).selectAll().execute();
      expect(JSON.stringify(all)).not.toContain(token);
    }
  });
});

describe('reset password', () => {
  it('sets the new password once: the old one stops working and the token cannot be used again', async () => {
    let outboxDir: string;
    ({ t, outboxDir } = await appWithOutbox());
    const { email, password } = await signUp(t.app);
    await forgot(t.app, email);
    const { token } = await latestLink(outboxDir, email);

    const response = await reset(t.app, { token, email });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: MESSAGES.done, email });

    expect((await signIn(t.app, email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await signIn(t.app, email, password)).statusCode).toBe(401);

    const again = await reset(t.app, { token, email, password: 'Another-One7' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(MESSAGES.invalid);
    expect((await signIn(t.app, email, NEW_PASSWORD)).statusCode).toBe(200);
    expect(await t.app.db.selectFrom('password_resets').selectAll().execute()).toHaveLength(0);
  });

  it('refuses a token older than 60 minutes, and removes it', async () => {
    const clock = manualClock();
    let outboxDir: string;
    ({ t, outboxDir } = await appWithOutbox({ clock: clock.now }));
    const { email, password } = await signUp(t.app);

    await forgot(t.app, email);
    const first = await latestLink(outboxDir, email);
    clock.advanceMinutes(60);
    const expired = await reset(t.app, { token: first.token, email });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.message).toBe(MESSAGES.expired);
    expect((await signIn(t.app, email, password)).statusCode).toBe(200);
    expect(await t.app.db.selectFrom('password_resets').selectAll().execute()).toHaveLength(0);
    expect((await reset(t.app, { token: first.token, email })).json().error.message).toBe(MESSAGES.invalid);

    // A link used within its hour works.
    await forgot(t.app, email);
    const second = await latestLink(outboxDir, email);
    clock.advanceMinutes(59);
    expect((await reset(t.app, { token: second.token, email })).statusCode).toBe(200);
  });

  it('refuses the token with another email, and it still works with its own', async () => {
    let outboxDir: string;
    ({ t, outboxDir } = await appWithOutbox());
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    await forgot(t.app, owner.email);
    const { token } = await latestLink(outboxDir, owner.email);

    const refused = await reset(t.app, { token, email: other.email });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(MESSAGES.wrongEmail);
    expect((await signIn(t.app, other.email, other.password)).statusCode).toBe(200);

    expect((await reset(t.app, { token, email: owner.email })).statusCode).toBe(200);
  });

  it('refuses an unknown or missing token with the spec message', async () => {
    ({ t } = await appWithOutbox());
    const { email } = await signUp(t.app);
    const unknown = await reset(t.app, { token: 'x'.repeat(43), email });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe(MESSAGES.invalid);

    const missing = await reset(t.app, { email });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.token).toBe(MESSAGES.invalid);

    const weak = await reset(t.app, { token: 'x'.repeat(43), email, password: 'lowercase1' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fields.password).toBe('Password must contain both uppercase and lowercase letters');
  });

  it('keeps the links sent before working when a new one is sent, until one of them is used', async () => {
    let outboxDir: string;
    ({ t, outboxDir } = await appWithOutbox());
    const { email } = await signUp(t.app);
    await forgot(t.app, email);
    const older = await latestLink(outboxDir, email);
    await forgot(t.app, email);
    const newer = await latestLink(outboxDir, email);
    expect(newer.token).not.toBe(older.token);

    expect((await reset(t.app, { token: older.token, email })).statusCode).toBe(200);
    const refused = await reset(t.app, { token: newer.token, email, password: 'Another-One7' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(MESSAGES.invalid);
    expect((await signIn(t.app, email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('ends every session of the account, and no one else\'s', async () => {
    let outboxDir: string;
    ({ t, outboxDir } = await appWithOutbox());
    const account = await signUp(t.app);
    const secondBrowser = (await signIn(t.app, account.email, account.password)).cookies.find((c) => c.name === 'eventry_session')!;
    const bystander = await signUp(t.app);

    await forgot(t.app, account.email);
    const { token } = await latestLink(outboxDir, account.email);
    expect((await reset(t.app, { token, email: account.email })).statusCode).toBe(200);

    for (const cookie of [account.cookie, `eventry_session=${secondBrowser.value}`]) {
      expect((await t.call('GET', '/api/auth/me', cookie)).json()).toEqual({ user: null });
      expect((await t.call('GET', '/api/events', cookie)).statusCode).toBe(401);
    }
    expect((await t.call('GET', '/api/auth/me', bystander.cookie)).json().user.email).toBe(bystander.email);
  });
});

describe('rate limits', () => {
  it('limits requests per client address, for an hour, without sending', async () => {
    const clock = manualClock();
    let outboxDir: string;
    ({ t, outboxDir } = await appWithOutbox({ clock: clock.now, config: { passwordResetRateLimit: 2 } }));
    const accounts = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];

    expect((await forgot(t.app, accounts[0]!.email, '198.51.100.20')).statusCode).toBe(200);
    expect((await forgot(t.app, 'unknown@example.com', '198.51.100.20')).statusCode).toBe(404);
    const refused = await forgot(t.app, accounts[1]!.email, '198.51.100.20');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: { message: 'Too many password reset requests. Please try again in 60 minutes.' } });
    expect(refused.headers['retry-after']).toBe('3600');
    expect(await outboxMessages(outboxDir)).toHaveLength(1);

    expect((await forgot(t.app, accounts[2]!.email, '198.51.100.21')).statusCode).toBe(200);
    clock.advanceMinutes(60);
    expect((await forgot(t.app, accounts[1]!.email, '198.51.100.20')).statusCode).toBe(200);
  });

  it('sends no more mail once an account holds as many working links as allowed, counted across app instances', async () => {
    let outboxDir: string;
    ({ t, outboxDir } = await appWithOutbox({ onDisk: true, config: { passwordResetEmailRateLimit: 2 } }));
    const other = await t.startAnotherInstance({
      config: { passwordResetEmailRateLimit: 2, mail: { from: FROM, outboxDir } },
    });
    const { email } = await signUp(t.app);

    expect((await forgot(t.app, email, '198.51.100.30')).statusCode).toBe(200);
    expect((await forgot(other, email, '198.51.100.31')).statusCode).toBe(200);
    // Past the quota: the answer a sent e-mail gets, but no e-mail and no new token.
    const third = await forgot(t.app, email, '198.51.100.32');
    expect(third.statusCode).toBe(200);
    expect(third.json()).toEqual({ message: MESSAGES.sent });
    expect(await outboxMessages(outboxDir)).toHaveLength(2);
    expect(await t.app.db.selectFrom('password_resets').selectAll().execute()).toHaveLength(2);
    // An unknown email answers as it always does: the quota tells nothing new about who has an account.
    expect((await forgot(other, 'nobody@example.com', '198.51.100.33')).statusCode).toBe(404);
  });

  it("leaves the owner a working link after anyone's flood of requests for their email, and lets them ask again once the links expire", async () => {
    const clock = manualClock();
    let outboxDir: string;
    ({ t, outboxDir } = await appWithOutbox({ clock: clock.now, config: { passwordResetEmailRateLimit: 3 } }));
    const victim = await signUp(t.app);

    // An attacker asks for the victim's resets from ten addresses, spread over 50 minutes.
    for (let i = 0; i < 10; i += 1) {
      const flood = await forgot(t.app, victim.email, `203.0.113.${i + 1}`);
      expect(flood.statusCode, `request ${i + 1}`).toBe(200);
      expect(flood.json()).toEqual({ message: MESSAGES.sent });
      clock.advanceMinutes(5);
    }
    const flooded = await outboxMessages(outboxDir);
    expect(flooded).toHaveLength(3);
    expect(flooded.every((mail) => mail.to && 'text' in mail.to && mail.to.text === victim.email)).toBe(true);

    // The victim asks too: the same answer as always, not a refusal, and every link in the mailbox still works.
    const own = await forgot(t.app, victim.email, '198.51.100.99');
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ message: MESSAGES.sent });
    expect(await outboxMessages(outboxDir)).toHaveLength(3);
    const links = flooded.map((mail) => readResetLink(new URL(linkIn(mail))).token!);
    const stored = (await t.app.db.selectFrom('password_resets').select('token_hash').execute()).map((row) => row.token_hash);
    expect(stored.sort()).toEqual(links.map((token) => createHash('sha256').update(token).digest('hex')).sort());
    // Even the oldest, 50 minutes old, which the later requests did not cancel.
    expect((await reset(t.app, { token: links[0]!, email: victim.email })).statusCode).toBe(200);
    expect((await signIn(t.app, victim.email, NEW_PASSWORD)).statusCode).toBe(200);

    // A reset uses every link up, so asking sends mail again, up to the quota; once those expire, again.
    for (let i = 0; i < 4; i += 1) expect((await forgot(t.app, victim.email, `203.0.113.${60 + i}`)).statusCode).toBe(200);
    expect(await outboxMessages(outboxDir)).toHaveLength(6);
    clock.advanceMinutes(60);
    expect((await forgot(t.app, victim.email, '198.51.100.99')).statusCode).toBe(200);
    expect(await outboxMessages(outboxDir)).toHaveLength(7);
    const fresh = await latestLink(outboxDir, victim.email);
    expect((await reset(t.app, { token: fresh.token, email: victim.email, password: 'Another-One7' })).statusCode).toBe(200);
  });

  it('issues no more links than allowed to requests arriving together', async () => {
    let outboxDir: string;
    ({ t, outboxDir } = await appWithOutbox({ config: { passwordResetEmailRateLimit: 2 } }));
    const { email } = await signUp(t.app);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => forgot(t!.app, email, `203.0.113.${i + 1}`)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    expect(await t.app.db.selectFrom('password_resets').selectAll().execute()).toHaveLength(2);
    expect(await outboxMessages(outboxDir)).toHaveLength(2);
  });

  it('counts a mail that could not be sent against no quota: the next request sends it', async () => {
    let outboxDir: string;
    ({ t, outboxDir } = await appWithOutbox({ onDisk: true, config: { passwordResetEmailRateLimit: 1 } }));
    const failing = await t.startAnotherInstance({
      config: { passwordResetEmailRateLimit: 1, mail: { smtpUrl: `smtp://127.0.0.1:${await closedPort()}`, from: FROM, outboxDir: tempDir() } },
    });
    const { email } = await signUp(t.app);
    expect((await forgot(failing, email)).statusCode).toBe(503);
    expect((await forgot(failing, email)).statusCode).toBe(503);
    expect((await forgot(t.app, email)).statusCode).toBe(200);
    const { token } = await latestLink(outboxDir, email);
    expect((await reset(t.app, { token, email })).statusCode).toBe(200);
  });
});

/** A port on 127.0.0.1 that nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('sending by SMTP', () => {
  it('delivers the message to the SMTP server of SMTP_URL, whose link resets the password', async () => {
    const received: { from: string | undefined; to: string[]; user: string | undefined; raw: Buffer }[] = [];
    const smtp = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === 'mailer' && auth.password === 's3cret') callback(null, { user: auth.username });
        else callback(new Error('Invalid username or password'));
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            user: session.user as string | undefined,
            raw: Buffer.concat(chunks),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as net.AddressInfo;
    try {
      t = await createTestApp({
        config: { mail: { smtpUrl: `smtp://mailer:s3cret@127.0.0.1:${port}`, from: FROM, outboxDir: tempDir() } },
      });
      const { email } = await signUp(t.app);
      const response = await forgot(t.app, email);
      expect(response.statusCode, response.body).toBe(200);

      expect(received).toHaveLength(1);
      expect(received[0]!.user).toBe('mailer');
      expect(received[0]!.from).toBe('no-reply@example.com');
      expect(received[0]!.to).toEqual([email]);
      const mail = await simpleParser(received[0]!.raw);
      expect(mail.subject).toBe('Reset your Eventry password');
      expect(mail.html).toContain('Choose a new password');
      const { token, email: linkEmail } = readResetLink(new URL(linkIn(mail)));
      expect(linkEmail).toBe(email);

      expect((await reset(t.app, { token: token!, email: linkEmail! })).statusCode).toBe(200);
      expect((await signIn(t.app, email, NEW_PASSWORD)).statusCode).toBe(200);
    } finally {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });

  it('answers 503 when the SMTP server cannot be reached, and leaves the link sent before as the one that works', async () => {
    let outboxDir: string;
    ({ t, outboxDir } = await appWithOutbox({ onDisk: true }));
    const failing = await t.startAnotherInstance({
      config: { mail: { smtpUrl: `smtp://127.0.0.1:${await closedPort()}`, from: FROM, outboxDir: tempDir() } },
    });
    const { email } = await signUp(t.app);
    await forgot(t.app, email);
    const earlier = await latestLink(outboxDir, email);

    const response = await forgot(failing, email);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error: { message: MESSAGES.sendFailed } });
    // Only the token of the link that was sent is stored: the new one was taken back.
    const rows = await t.app.db.selectFrom('password_resets').select('token_hash').execute();
    expect(rows).toEqual([{ token_hash: createHash('sha256').update(earlier.token).digest('hex') }]);
    expect((await reset(t.app, { token: earlier.token, email })).statusCode).toBe(200);
  });

  it('logs the failure without the link', async () => {
    const lines: string[] = [];
    t = await createTestApp({
      logger: loggerOptions('debug', { write: (line: string) => void lines.push(line) }),
      config: { mail: { smtpUrl: `smtp://127.0.0.1:${await closedPort()}`, from: FROM, outboxDir: tempDir() } },
    });
    const { email } = await signUp(t.app);
    expect((await forgot(t.app, email)).statusCode).toBe(503);
    const failure = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'password reset e-mail could not be sent');
    expect(failure).toMatchObject({ level: 50, transport: 'smtp', mailError: { message: expect.stringContaining('ECONNREFUSED') } });
    expect(lines.join('')).not.toMatch(/token=/);
    expect(await t.app.db.selectFrom('password_resets').selectAll().execute()).toHaveLength(0);
  });
});

it('logs the e-mail and the reset by user id, never the token', async () => {
  const lines: string[] = [];
  const outboxDir = tempDir();
  t = await createTestApp({
    logger: loggerOptions('debug', { write: (line: string) => void lines.push(line) }),
    config: { mail: { from: FROM, outboxDir } },
  });
  const { email, user } = await signUp(t.app);
  await forgot(t.app, email);
  const { token } = await latestLink(outboxDir, email);
  expect((await reset(t.app, { token, email })).statusCode).toBe(200);

  const entries = lines.map((line) => JSON.parse(line) as { msg: string; userId?: number; path?: string });
  expect(entries.find((entry) => entry.msg.startsWith('e-mail written to the outbox'))?.path).toMatch(new RegExp(`^${outboxDir}/.+\\.eml$`));
  expect(entries.find((entry) => entry.msg === 'password reset e-mail sent')?.userId).toBe(user.id);
  expect(entries.find((entry) => entry.msg.startsWith('password reset: new password set'))?.userId).toBe(user.id);
  expect(lines.join('')).not.toContain(token);
  expect(lines.join('')).not.toContain(NEW_PASSWORD);
});

describe('the outbox', () => {
  it('answers 503 when the message cannot be written, and keeps no token', async () => {
    const blocked = path.join(tempDir(), 'not-a-folder');
    fs.writeFileSync(blocked, 'a file where the outbox folder should be');
    t = await createTestApp({ config: { mail: { from: FROM, outboxDir: blocked } } });
    const { email } = await signUp(t.app);
    const response = await forgot(t.app, email);
    expect(response.statusCode).toBe(503);
    expect(response.json().error.message).toBe(MESSAGES.sendFailed);
    expect(await t.app.db.selectFrom('password_resets').selectAll().execute()).toHaveLength(0);
  });

  it('is readable by the server\'s own user only', async () => {
    let outboxDir: string;
    ({ t, outboxDir } = await appWithOutbox());
    const { email } = await signUp(t.app);
    await forgot(t.app, email);
    const [file] = fs.readdirSync(outboxDir);
    expect(fs.statSync(path.join(outboxDir, file!)).mode & 0o077).toBe(0);
  });
});

describe('checking a reset link on opening it', () => {
  const check = (app: App, body: { token?: string; email?: string }, remoteAddress = '127.0.0.1') =>
    app.inject({ method: 'POST', url: '/api/auth/reset-password/check', remoteAddress, payload: body });

  it('says a working link is valid and uses nothing up: the reset still works after', async () => {
    let outboxDir: string;
    ({ t, outboxDir } = await appWithOutbox());
    const { email } = await signUp(t.app);
    await forgot(t.app, email);
    const { token } = await latestLink(outboxDir, email);

    for (let i = 0; i < 2; i++) {
      const checked = await check(t.app, { token, email });
      expect(checked.statusCode).toBe(200);
      expect(checked.json()).toEqual({ valid: true });
    }
    expect(await t.app.db.selectFrom('password_resets').selectAll().execute()).toHaveLength(1);
    expect((await reset(t.app, { token, email })).statusCode).toBe(200);
  });

  it('answers a used link as the reset would, whatever the email', async () => {
    let outboxDir: string;
    ({ t, outboxDir } = await appWithOutbox());
    const { email } = await signUp(t.app);
    await forgot(t.app, email);
    const { token } = await latestLink(outboxDir, email);
    expect((await reset(t.app, { token, email })).statusCode).toBe(200);

    for (const asked of [email, 'nobody@example.com']) {
      const checked = await check(t.app, { token, email: asked });
      expect(checked.statusCode).toBe(400);
      expect(checked.json()).toEqual({ error: { message: MESSAGES.invalid } });
    }
  });

  it('answers an expired link as the reset would, and leaves it for the reset to remove', async () => {
    const clock = manualClock();
    let outboxDir: string;
    ({ t, outboxDir } = await appWithOutbox({ clock: clock.now }));
    const { email } = await signUp(t.app);
    await forgot(t.app, email);
    const { token } = await latestLink(outboxDir, email);

    clock.advanceMinutes(59);
    expect((await check(t.app, { token, email })).statusCode).toBe(200);
    clock.advanceMinutes(1);
    const checked = await check(t.app, { token, email });
    expect(checked.statusCode).toBe(400);
    expect(checked.json().error.message).toBe(MESSAGES.expired);
    expect(await t.app.db.selectFrom('password_resets').selectAll().execute()).toHaveLength(1);
    expect((await reset(t.app, { token, email })).json().error.message).toBe(MESSAGES.expired);
  });

  it('answers an unknown token, and a link with another email, as the reset would', async () => {
    let outboxDir: string;
    ({ t, outboxDir } = await appWithOutbox());
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    await forgot(t.app, owner.email);
    const { token } = await latestLink(outboxDir, owner.email);

    for (const asked of [owner.email, 'nobody@example.com']) {
      const unknown = await check(t.app, { token: 'x'.repeat(43), email: asked });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual({ error: { message: MESSAGES.invalid } });
    }
    const wrongEmail = await check(t.app, { token, email: other.email });
    expect(wrongEmail.statusCode).toBe(400);
    expect(wrongEmail.json().error.message).toBe(MESSAGES.wrongEmail);
    expect((await reset(t.app, { token, email: other.email })).json().error.message).toBe(MESSAGES.wrongEmail);
    expect((await check(t.app, { token, email: owner.email })).statusCode).toBe(200);
    const missing = await check(t.app, { token: '', email: owner.email });
    expect(missing.statusCode).toBe(400);
  });

  it('limits checks per client address, for an hour, apart from forgot-password requests', async () => {
    const clock = manualClock();
    ({ t } = await appWithOutbox({ clock: clock.now, config: { passwordResetRateLimit: 2 } }));
    const { email } = await signUp(t.app);
    const body = { token: 'x'.repeat(43), email };

    expect((await check(t.app, body, '198.51.100.30')).statusCode).toBe(400);
    expect((await check(t.app, body, '198.51.100.30')).statusCode).toBe(400);
    const refused = await check(t.app, body, '198.51.100.30');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: { message: 'Too many password reset requests. Please try again in 60 minutes.' } });
    expect(refused.headers['retry-after']).toBe('3600');
    expect((await forgot(t.app, email, '198.51.100.30')).statusCode).toBe(200);
    expect((await check(t.app, body, '198.51.100.31')).statusCode).toBe(400);
    clock.advanceMinutes(60);
    expect((await check(t.app, body, '198.51.100.30')).statusCode).toBe(400);
  });

  it('never logs the token', async () => {
    const lines: string[] = [];
    const outboxDir = tempDir();
    t = await createTestApp({
      logger: loggerOptions('debug', { write: (line: string) => void lines.push(line) }),
      config: { mail: { from: FROM, outboxDir } },
    });
    const { email } = await signUp(t.app);
    await forgot(t.app, email);
    const { token } = await latestLink(outboxDir, email);
    expect((await check(t.app, { token, email })).statusCode).toBe(200);
    expect((await check(t.app, { token: `${token}-not-it`, email })).statusCode).toBe(400);
    expect(lines.some((line) => line.includes('/api/auth/reset-password/check'))).toBe(true);
    expect(lines.join('')).not.toContain(token);
  });
});
