import { z } from 'zod';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

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
  TRUST_PROXY: booleanFromEnv.default(false),
  PUBLIC_URL: z.url({ error: 'must be an absolute URL such as https://events.example.com' }).optional(),
  SIGN_IN_RATE_LIMIT: z.coerce.number({ error: 'must be a number' }).int().min(1).default(10),
  SIGN_UP_RATE_LIMIT: z.coerce.number({ error: 'must be a number' }).int().min(1).default(10),
  SIGN_IN_FAILURES_BEFORE_DELAY: z.coerce.number({ error: 'must be a number' }).int().min(1).default(5),
  SIGN_IN_MAX_DELAY_SECONDS: z.coerce.number({ error: 'must be a number' }).int().min(1).max(900).default(60),
  PASSWORD_HASH_CONCURRENCY: z.coerce.number({ error: 'must be a number' }).int().min(1).default(2),
});

export interface Config {
  port: number;
  host: string;
  database: { dialect: 'sqlite'; path: string } | { dialect: 'postgres'; url: string };
  /** PostgreSQL only: how long a new connection and a single statement may take. */
  databaseTimeouts: { connectMs: number; statementMs: number };
  logLevel: string;
  trustProxy: boolean;
  /** Where users reach the app; when set, only this origin may make state-changing requests. */
  publicUrl?: URL;
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
      return `${name} ${issue.message} (got ${JSON.stringify(present[name])})`;
    });
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const values = parsed.data;
  return {
    port: values.PORT,
    host: values.HOST,
    database: values.DATABASE_URL
      ? { dialect: 'postgres', url: values.DATABASE_URL }
      : { dialect: 'sqlite', path: values.SQLITE_PATH },
    databaseTimeouts: { connectMs: values.DATABASE_CONNECT_TIMEOUT_MS, statementMs: values.DATABASE_STATEMENT_TIMEOUT_MS },
    logLevel: values.LOG_LEVEL,
    trustProxy: values.TRUST_PROXY,
    publicUrl: values.PUBLIC_URL ? new URL(values.PUBLIC_URL) : undefined,
    signInRateLimit: values.SIGN_IN_RATE_LIMIT,
    signUpRateLimit: values.SIGN_UP_RATE_LIMIT,
    signInFailuresBeforeDelay: values.SIGN_IN_FAILURES_BEFORE_DELAY,
    signInMaxDelaySeconds: values.SIGN_IN_MAX_DELAY_SECONDS,
    passwordHashConcurrency: values.PASSWORD_HASH_CONCURRENCY,
  };
}
