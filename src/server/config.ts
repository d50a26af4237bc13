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
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFromEnv.default(false),
  PUBLIC_URL: z.url({ error: 'must be an absolute URL such as https://events.example.com' }).optional(),
  SIGN_IN_RATE_LIMIT: z.coerce.number({ error: 'must be a number' }).int().min(1).default(10),
});

export interface Config {
  port: number;
  host: string;
  database: { dialect: 'sqlite'; path: string } | { dialect: 'postgres'; url: string };
  logLevel: string;
  trustProxy: boolean;
  /** Where users reach the app; when set, only this origin may make state-changing requests. */
  publicUrl?: URL;
  /** Sign-in attempts allowed per client and email per minute. */
  signInRateLimit: number;
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
    logLevel: values.LOG_LEVEL,
    trustProxy: values.TRUST_PROXY,
    publicUrl: values.PUBLIC_URL ? new URL(values.PUBLIC_URL) : undefined,
    signInRateLimit: values.SIGN_IN_RATE_LIMIT,
  };
}
