import path from 'node:path';
import { z } from 'zod';
import type { SiteLinks } from '../domain/site-links.ts';
import { parseTrustProxy, TrustProxyError, type TrustProxy } from './http/client-address.ts';
import { listeningOrigin } from './http/public-origin.ts';
import { readSiteLinks } from './site-links/site-links-config.ts';
import { emailAddressSchema } from '../domain/email.ts';

const configSchema = z.object({
  PORT: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  SQLITE_PATH: z.string().min(1).default('./data/eventry.db'),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(1).default(5_000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(0).default(30_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, context) => {
      try {
        return parseTrustProxy(value);
      } catch (error) {
        if (!(error instanceof TrustProxyError)) throw error;
        context.addIssue({ code: 'custom', message: error.message });
        return z.NEVER;
      }
    }),
  PUBLIC_URL: z.url({ error: 'must be an absolute URL such as https://events.example.com' }).optional(),
  SIGN_IN_RATE_LIMIT: z.coerce.number({ error: 'must be a number' }).int().min(1).default(10),
  SIGN_UP_RATE_LIMIT: z.coerce.number({ error: 'must be a number' }).int().min(1).default(10),
  SIGN_IN_FAILURES_BEFORE_DELAY: z.coerce.number({ error: 'must be a number' }).int().min(1).default(5),
  SIGN_IN_MAX_DELAY_SECONDS: z.coerce.number({ error: 'must be a number' }).int().min(1).max(900).default(60),
  PASSWORD_HASH_CONCURRENCY: z.coerce.number({ error: 'must be a number' }).int().min(1).default(2),
  ANSWER_CACHE_MB: z.coerce.number({ error: 'must be a number' }).min(0).max(1024).default(16),
  FEED_RENDER_CONCURRENCY: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(1).max(64).default(2),
  FEEDBACK_RATE_LIMIT: z.coerce.number({ error: 'must be a number' }).int().min(1).default(10),
  SMTP_URL: z.string().regex(/^smtps?:\/\/[^/]/, 'must be an smtp:// or smtps:// URL such as smtps://user:pass@mail.example.com:465').optional(),
  MAIL_FROM: z
    .string()
    .regex(/^(?:[^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, 'must be an address such as Eventry <events@example.com>')
    .optional(),
  MAIL_OUTBOX: z.string().min(1).optional(),
  FEEDBACK_EMAIL: emailAddressSchema({ invalid: 'must be an e-mail address such as feedback@example.com' }).optional(),
  PASSWORD_RESET_RATE_LIMIT: z.coerce.number({ error: 'must be a number' }).int().min(1).default(10),
  PASSWORD_RESET_EMAIL_RATE_LIMIT: z.coerce.number({ error: 'must be a number' }).int().min(1).default(5),
  REMINDERS_ENABLED: z.enum(['true', 'false'], { error: 'must be true or false' }).default('true'),
  REMINDER_TICK_SECONDS: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(5).max(3600).default(60),
  LLM_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL such as http://127.0.0.1:11434/v1' })
    .optional(),
  LLM_MODEL: z.string().trim().min(1).max(200).optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_TIMEOUT_MS: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(100).max(120_000).default(8_000),
});

/** Variables whose values may hold a password: a configuration error names them but does not repeat them. */
const SECRET_VARIABLES = new Set(['DATABASE_URL', 'SMTP_URL', 'LLM_API_KEY']);

export interface Config {
  port: number;
  host: string;
  database: { dialect: 'sqlite'; path: string } | { dialect: 'postgres'; url: string };
  /** PostgreSQL only: how long a new connection and a single statement may take. */
  databaseTimeouts: { connectMs: number; statementMs: number };
  logLevel: string;
  /** Which proxies' X-Forwarded-* headers count (TRUST_PROXY); see http/client-address.ts. */
  trustProxy: TrustProxy;
  /** PUBLIC_URL: where users reach the app; when set, only this origin may make state-changing requests. */
  publicUrl?: URL;
  /**
   * The start of every absolute URL the server hands out (reset links, feed addresses): PUBLIC_URL (its
   * path included), or else the address the server listens on. Never taken from a request: see
   * http/public-origin.ts.
   */
  publicOrigin: URL;
  /** Sign-in attempts allowed per client address per minute, whatever the email. */
  signInRateLimit: number;
  /** Sign-up attempts allowed per client address per hour. */
  signUpRateLimit: number;
  /** Failed sign-ins for one email, from any address, before each further attempt has to wait. */
  signInFailuresBeforeDelay: number;
  /** That wait doubles with each failure from one second up to this. */
  signInMaxDelaySeconds: number;
  /** Password hashes and checks computed at once; more wait their turn. */
  passwordHashConcurrency: number;
  /** Memory for list answers kept until the owner's data changes; 0 turns the cache off. */
  answerCacheBytes: number;
  /**
   * Calendar feed documents built at once (FEED_RENDER_CONCURRENCY), how many more fetches may wait for
   * one (four per slot) and for how long; the rest answer 503 with Retry-After.
   */
  feedRenders: { concurrency: number; queue: number; waitMs: number };
  /** Feedback messages accepted per client address per hour. */
  feedbackRateLimit: number;
  /** Bonuses and community tools, feedback form and policy pages (SITE_LINKS_FILE and the *_URL variables). */
  siteLinks: SiteLinks;
  /** E-mail (password reset links): sent by SMTP when `smtpUrl` is set, otherwise written as .eml files to `outboxDir`. */
  mail: { smtpUrl?: string; from: string; outboxDir: string };
  /** FEEDBACK_EMAIL: where each feedback message is also e-mailed, when SMTP is configured; stored only otherwise. */
  feedbackEmail?: string;
  /** Password reset e-mails requested per client address per hour. */
  passwordResetRateLimit: number;
  /** Password reset e-mails requested per email address per hour. */
  passwordResetEmailRateLimit: number;
  /**
   * Reminder e-mails: whether this instance runs the job that plans and sends them (REMINDERS_ENABLED;
   * any number of instances may, a lease in the database lets one work at a time), and how often it
   * looks for work (REMINDER_TICK_SECONDS).
   */
  reminders: { enabled: boolean; tickMs: number };
  /**
   * EventGenie's language model (LLM_BASE_URL, LLM_MODEL, LLM_API_KEY, LLM_TIMEOUT_MS): an OpenAI-compatible
   * chat completions endpoint asked for a theme's wording; none when LLM_BASE_URL is unset (curated sets only).
   */
  llm?: { baseUrl: string; model: string; apiKey?: string; timeoutMs: number };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      const got = SECRET_VARIABLES.has(name) ? 'a value not shown here' : JSON.stringify(present[name]);
      return `${name} ${issue.message} (got ${got})`;
    });
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const values = parsed.data;
  const siteLinks = readSiteLinks(present);
  if (siteLinks.problems.length > 0) throw new ConfigError(`Invalid configuration: ${siteLinks.problems.join('; ')}`);
  if (values.SMTP_URL && !values.MAIL_FROM) {
    throw new ConfigError('Invalid configuration: MAIL_FROM is required with SMTP_URL (the sender address, such as Eventry <events@example.com>)');
  }
  if (values.LLM_BASE_URL && !values.LLM_MODEL) {
    throw new ConfigError('Invalid configuration: LLM_MODEL is required with LLM_BASE_URL (the model to ask, such as llama3.2)');
  }
  const publicUrl = values.PUBLIC_URL ? new URL(values.PUBLIC_URL) : undefined;
  let publicOrigin: URL;
  try {
    publicOrigin = publicUrl ?? listeningOrigin(values.HOST, values.PORT);
  } catch {
    throw new ConfigError(`Invalid configuration: HOST must be an IP address or a host name (got ${JSON.stringify(values.HOST)})`);
  }
  return {
    port: values.PORT,
    host: values.HOST,
    database: values.DATABASE_URL
      ? { dialect: 'postgres', url: values.DATABASE_URL }
      : { dialect: 'sqlite', path: values.SQLITE_PATH },
    databaseTimeouts: { connectMs: values.DATABASE_CONNECT_TIMEOUT_MS, statementMs: values.DATABASE_STATEMENT_TIMEOUT_MS },
    logLevel: values.LOG_LEVEL,
    trustProxy: values.TRUST_PROXY,
    publicUrl,
    publicOrigin,
    signInRateLimit: values.SIGN_IN_RATE_LIMIT,
    signUpRateLimit: values.SIGN_UP_RATE_LIMIT,
    signInFailuresBeforeDelay: values.SIGN_IN_FAILURES_BEFORE_DELAY,
    signInMaxDelaySeconds: values.SIGN_IN_MAX_DELAY_SECONDS,
    passwordHashConcurrency: values.PASSWORD_HASH_CONCURRENCY,
    answerCacheBytes: Math.round(values.ANSWER_CACHE_MB * 1024 * 1024),
    feedRenders: { concurrency: values.FEED_RENDER_CONCURRENCY, queue: 4 * values.FEED_RENDER_CONCURRENCY, waitMs: 5_000 },
    feedbackRateLimit: values.FEEDBACK_RATE_LIMIT,
    siteLinks: siteLinks.links,
    mail: {
      smtpUrl: values.SMTP_URL,
      from: values.MAIL_FROM ?? `Eventry <no-reply@${publicUrl?.hostname ?? 'localhost'}>`,
      outboxDir: path.resolve(values.MAIL_OUTBOX ?? defaultOutbox(values.DATABASE_URL ? undefined : values.SQLITE_PATH)),
    },
    feedbackEmail: values.FEEDBACK_EMAIL,
    passwordResetRateLimit: values.PASSWORD_RESET_RATE_LIMIT,
    passwordResetEmailRateLimit: values.PASSWORD_RESET_EMAIL_RATE_LIMIT,
    reminders: { enabled: values.REMINDERS_ENABLED === 'true', tickMs: values.REMINDER_TICK_SECONDS * 1000 },
    llm: values.LLM_BASE_URL
      ? { baseUrl: values.LLM_BASE_URL, model: values.LLM_MODEL!, apiKey: values.LLM_API_KEY, timeoutMs: values.LLM_TIMEOUT_MS }
      : undefined,
  };
}

/** outbox/ beside the SQLite database file; ./data/outbox on PostgreSQL or an in-memory database. */
function defaultOutbox(sqlitePath: string | undefined): string {
  if (!sqlitePath || sqlitePath === ':memory:') return './data/outbox';
  return path.join(path.dirname(sqlitePath), 'outbox');
}
