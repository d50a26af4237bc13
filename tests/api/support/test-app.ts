import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyServerOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type App } from '../../../src/server/app.ts';
import { loadConfig, type Config } from '../../../src/server/config.ts';
import { createPostgresDatabase, createSqliteDatabase, type DatabaseHandle } from '../../../src/server/db/database.ts';
import { migrateToLatest } from '../../../src/server/db/migrate.ts';

export const dialect = process.env.TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite';

async function createTestDatabase(): Promise<{ handle: DatabaseHandle; schema?: string; dispose: () => Promise<void> }> {
  if (dialect === 'sqlite') return { handle: createSqliteDatabase(':memory:'), dispose: async () => {} };

  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL API tests');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  return {
    schema,
    handle: createPostgresDatabase({ url, searchPath: schema, maxConnections: 20 }),
    dispose: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    },
  };
}

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface TestApp {
  app: App;
  /** One API request as the user whose session `cookie` carries; signed out without one. */
  call: (method: Method, url: string, cookie?: string, payload?: object) => Promise<LightMyRequestResponse>;
  close: () => Promise<void>;
}

/** A fresh app on a fresh, migrated database of the dialect this project runs (TEST_DIALECT). */
export async function createTestApp(
  options: { config?: Partial<Config>; logger?: FastifyServerOptions['logger']; webDir?: string } = {},
): Promise<TestApp> {
  const { handle, schema, dispose } = await createTestDatabase();
  await migrateToLatest(handle.db, schema);
  const config = { ...loadConfig({}), ...options.config };
  const app = await buildApp({ config, database: handle, logger: options.logger ?? false, webDir: options.webDir });
  await app.ready();
  return {
    app,
    call: (method, url, cookie, payload) =>
      app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) }),
    close: async () => {
      await app.close();
      await dispose();
    },
  };
}

let userCounter = 0;

export function uniqueEmail(label = 'user') {
  userCounter += 1;
  return `${label}.${userCounter}.${randomBytes(3).toString('hex')}@example.com`;
}

export const VALID_PASSWORD = 'Secret12';

export function sessionCookieFrom(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'eventry_session');
  if (!cookie) throw new Error(`no session cookie in response ${response.statusCode}: ${response.body}`);
  return `eventry_session=${cookie.value}`;
}

/** Signs a new user up and returns the cookie header that carries their session. */
export async function signUp(app: App, overrides: { name?: string; email?: string; password?: string } = {}) {
  const body = { name: 'Test Organiser', email: uniqueEmail(), password: VALID_PASSWORD, ...overrides };
  const response = await app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: body });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return { cookie: sessionCookieFrom(response), user: response.json().user as { id: number; name: string; email: string }, ...body };
}
