import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('defaults to the embedded SQLite database on port 3000', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ dialect: 'sqlite', path: './data/eventry.db' });
    expect(config.signInRateLimit).toBe(10);
  });

  it('switches to PostgreSQL when DATABASE_URL is set', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@localhost/db' }).database).toEqual({
      dialect: 'postgres',
      url: 'postgres://u@localhost/db',
    });
  });

  it('bounds PostgreSQL connections and statements, 5 and 30 seconds unless told otherwise', () => {
    expect(loadConfig({}).databaseTimeouts).toEqual({ connectMs: 5_000, statementMs: 30_000 });
    expect(loadConfig({ DATABASE_CONNECT_TIMEOUT_MS: '2000', DATABASE_STATEMENT_TIMEOUT_MS: '0' }).databaseTimeouts).toEqual({
      connectMs: 2_000,
      statementMs: 0,
    });
    expect(() => loadConfig({ DATABASE_CONNECT_TIMEOUT_MS: '0' })).toThrow(/DATABASE_CONNECT_TIMEOUT_MS/);
    expect(() => loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: 'soon' })).toThrow(/DATABASE_STATEMENT_TIMEOUT_MS must be a number/);
  });

  it('keeps 16 MB of list answers unless told otherwise; 0 turns the cache off', () => {
    expect(loadConfig({}).answerCacheBytes).toBe(16 * 1024 * 1024);
    expect(loadConfig({ ANSWER_CACHE_MB: '0' }).answerCacheBytes).toBe(0);
    expect(loadConfig({ ANSWER_CACHE_MB: '2.5' }).answerCacheBytes).toBe(2.5 * 1024 * 1024);
    expect(() => loadConfig({ ANSWER_CACHE_MB: '-1' })).toThrow(/ANSWER_CACHE_MB/);
  });

  it('builds two calendar feeds at once unless told otherwise, with four waiting per slot for up to 5 s', () => {
    expect(loadConfig({}).feedRenders).toEqual({ concurrency: 2, queue: 8, waitMs: 5_000 });
    expect(loadConfig({ FEED_RENDER_CONCURRENCY: '3' }).feedRenders).toEqual({ concurrency: 3, queue: 12, waitMs: 5_000 });
    expect(() => loadConfig({ FEED_RENDER_CONCURRENCY: '0' })).toThrow(/FEED_RENDER_CONCURRENCY/);
    expect(() => loadConfig({ FEED_RENDER_CONCURRENCY: '1.5' })).toThrow(/FEED_RENDER_CONCURRENCY/);
  });

  it('accepts 10 feedback messages per client address per hour unless told otherwise', () => {
    expect(loadConfig({}).feedbackRateLimit).toBe(10);
    expect(loadConfig({ FEEDBACK_RATE_LIMIT: '3' }).feedbackRateLimit).toBe(3);
    expect(() => loadConfig({ FEEDBACK_RATE_LIMIT: '0' })).toThrow(/FEEDBACK_RATE_LIMIT/);
  });

  it('e-mails feedback to FEEDBACK_EMAIL when it is set, one address', () => {
    expect(loadConfig({}).feedbackEmail).toBeUndefined();
    expect(loadConfig({ FEEDBACK_EMAIL: 'team@example.com' }).feedbackEmail).toBe('team@example.com');
    expect(() => loadConfig({ FEEDBACK_EMAIL: 'the team' })).toThrow(/FEEDBACK_EMAIL must be an e-mail address such as feedback@example.com \(got "the team"\)/);
    expect(() => loadConfig({ FEEDBACK_EMAIL: 'a@example.com, b@example.com' })).toThrow(/FEEDBACK_EMAIL/);
  });

  it('names the bad variable and the value it got', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT must be a number \(got "abc"\)/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must be a postgres/);
    expect(() => loadConfig({ TRUST_PROXY: 'maybe' })).toThrow(/TRUST_PROXY must be the number of proxies .*"maybe" is neither \(got "maybe"\)/);
  });

  it('writes e-mail to outbox/ beside the SQLite database, or ./data/outbox on PostgreSQL, unless SMTP is set', () => {
    expect(loadConfig({}).mail).toEqual({ smtpUrl: undefined, from: 'Eventry <no-reply@localhost>', outboxDir: path.resolve('data/outbox') });
    expect(loadConfig({ SQLITE_PATH: '/srv/eventry/app.db' }).mail.outboxDir).toBe('/srv/eventry/outbox');
    expect(loadConfig({ DATABASE_URL: 'postgres://u@localhost/db', SQLITE_PATH: '/srv/x.db' }).mail.outboxDir).toBe(path.resolve('data/outbox'));
    expect(loadConfig({ MAIL_OUTBOX: '/var/mail/eventry' }).mail.outboxDir).toBe('/var/mail/eventry');
    expect(loadConfig({ PUBLIC_URL: 'https://events.example.com' }).mail.from).toBe('Eventry <no-reply@events.example.com>');

    const smtp = loadConfig({ SMTP_URL: 'smtps://user:pass@mail.example.com:465', MAIL_FROM: 'Eventry <events@example.com>' }).mail;
    expect(smtp).toMatchObject({ smtpUrl: 'smtps://user:pass@mail.example.com:465', from: 'Eventry <events@example.com>' });
    expect(loadConfig({ SMTP_URL: 'smtp://mail.example.com:587', MAIL_FROM: 'events@example.com' }).mail.smtpUrl).toBe('smtp://mail.example.com:587');
  });

  it('refuses SMTP_URL without MAIL_FROM, and a bad SMTP_URL without repeating its password', () => {
    expect(() => loadConfig({ SMTP_URL: 'smtps://user:pass@mail.example.com' })).toThrow(/MAIL_FROM is required with SMTP_URL/);
    const badUrl = () => loadConfig({ SMTP_URL: 'https://user:hunter22@mail.example.com', MAIL_FROM: 'a@example.com' });
    expect(badUrl).toThrow(/SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(badUrl).not.toThrow(/hunter22/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://root:hunter22@db' })).not.toThrow(/hunter22/);
    expect(() => loadConfig({ MAIL_FROM: 'not an address' })).toThrow(/MAIL_FROM must be an address/);
  });

  it('allows 10 password reset e-mails an hour per client address and 5 per email unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({ passwordResetRateLimit: 10, passwordResetEmailRateLimit: 5 });
    expect(loadConfig({ PASSWORD_RESET_RATE_LIMIT: '3', PASSWORD_RESET_EMAIL_RATE_LIMIT: '1' })).toMatchObject({
      passwordResetRateLimit: 3,
      passwordResetEmailRateLimit: 1,
    });
    expect(() => loadConfig({ PASSWORD_RESET_EMAIL_RATE_LIMIT: '0' })).toThrow(/PASSWORD_RESET_EMAIL_RATE_LIMIT/);
  });

  it('runs the reminder job every 60 seconds unless told otherwise or turned off', () => {
    expect(loadConfig({}).reminders).toEqual({ enabled: true, tickMs: 60_000 });
    expect(loadConfig({ REMINDERS_ENABLED: 'false', REMINDER_TICK_SECONDS: '15' }).reminders).toEqual({ enabled: false, tickMs: 15_000 });
    expect(() => loadConfig({ REMINDERS_ENABLED: 'no' })).toThrow(/REMINDERS_ENABLED must be true or false/);
    expect(() => loadConfig({ REMINDER_TICK_SECONDS: '1' })).toThrow(/REMINDER_TICK_SECONDS/);
  });

  it('asks no language model unless LLM_BASE_URL is set, with LLM_MODEL, waiting 8 seconds unless told otherwise', () => {
    expect(loadConfig({}).llm).toBeUndefined();
    expect(loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1', LLM_MODEL: 'llama3.2' }).llm).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      model: 'llama3.2',
      apiKey: undefined,
      timeoutMs: 8_000,
    });
    expect(loadConfig({ LLM_BASE_URL: 'https://llm.example.com/v1', LLM_MODEL: 'm', LLM_API_KEY: 'k', LLM_TIMEOUT_MS: '2500' }).llm).toMatchObject({
      apiKey: 'k',
      timeoutMs: 2_500,
    });
    expect(() => loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1' })).toThrow(/LLM_MODEL is required with LLM_BASE_URL/);
    expect(() => loadConfig({ LLM_BASE_URL: 'ftp://llm.example.com', LLM_MODEL: 'm' })).toThrow(/LLM_BASE_URL must be an http:\/\/ or https:\/\/ URL/);
    expect(() => loadConfig({ LLM_BASE_URL: 'not a url', LLM_MODEL: 'm' })).toThrow(/LLM_BASE_URL/);
    // The key is a secret: a bad value is not repeated.
    expect(() => loadConfig({ LLM_BASE_URL: 'http://h/v1', LLM_MODEL: 'm', LLM_TIMEOUT_MS: 'soon' })).toThrow(/LLM_TIMEOUT_MS must be a number/);
  });

  it('trusts no proxy unless TRUST_PROXY gives a hop count or proxy addresses, and refuses true', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toEqual({ hops: 1 });
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1,10.0.0.0/8' }).trustProxy).toEqual({ addresses: ['127.0.0.1', '10.0.0.0/8'] });
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /^Invalid configuration: TRUST_PROXY must be the number of proxies in front of Eventry \(such as 1\) or a comma-separated list .*"true" would trust every X-Forwarded-For hop.* \(got "true"\)$/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/40' })).toThrow(/TRUST_PROXY .*"10\.0\.0\.0\/40" is neither \(got "10\.0\.0\.0\/40"\)/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).database.dialect).toBe('sqlite');
  });
});
