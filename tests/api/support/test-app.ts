import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { FastifyServerOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type App, type AppOptions } from '../../../src/server/app.ts';
import { loadConfig, type Config } from '../../../src/server/config.ts';
import { createPostgresDatabase, createSqliteDatabase, type DatabaseHandle } from '../../../src/server/db/database.ts';
import { migrateToLatest } from '../../../src/server/db/migrate.ts';
import type { Database } from '../../../src/server/db/schema.ts';
import { WORKSPACE_HEADER } from '../../../src/domain/workspaces.ts';
import { LogSecretWatch } from './log-secrets.ts';
import { adminQuery } from './postgres-admin.ts';

export const dialect = process.env.TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite';

interface TestDatabase {
  handle: DatabaseHandle;
  schema?: string;
  /** Another connection to the same database, as a second app instance would open. */
  connectAgain: () => DatabaseHandle;
  dispose: () => Promise<void>;
}

async function createTestDatabase(onDisk = false): Promise<TestDatabase> {
  if (dialect === 'sqlite' && !onDisk) {
    return {
      handle: createSqliteDatabase(':memory:'),
      connectAgain: () => {
        throw new Error('an in-memory database has one connection: create the test app with onDisk: true');
      },
      dispose: async () => {},
    };
  }
  if (dialect === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eventry-test-'));
    const file = path.join(dir, 'test.db');
    return {
      handle: createSqliteDatabase(file),
      connectAgain: () => createSqliteDatabase(file),
      dispose: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }

  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL API tests');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create schema ${schema}`);
  return {
    schema,
    handle: createPostgresDatabase({ url, searchPath: schema, maxConnections: 20 }),
    connectAgain: () => createPostgresDatabase({ url, searchPath: schema, maxConnections: 5 }),
    dispose: () => adminQuery(`drop schema ${schema} cascade`),
  };
}

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** The first id the test databases give a workspace: far from any account id a test makes. */
export const FIRST_WORKSPACE_ID = 100_000;

/**
 * On a fresh database the first account would get workspace 1, the second workspace 2, and so on:
 * a route that scoped its rows by the account's id instead of the workspace's would then pass every
 * test. Workspace ids start far from account ids, so such a route finds nothing and fails.
 */
async function separateWorkspaceIdsFromAccountIds(db: Kysely<Database>): Promise<void> {
  if (dialect === 'postgres') {
    await sql`select setval(pg_get_serial_sequence('workspaces', 'id'), ${FIRST_WORKSPACE_ID}, false)`.execute(db);
    return;
  }
  const next = FIRST_WORKSPACE_ID - 1;
  const updated = await sql`update sqlite_sequence set seq = max(seq, ${next}) where name = 'workspaces'`.execute(db);
  if (!updated.numAffectedRows) await sql`insert into sqlite_sequence (name, seq) values ('workspaces', ${next})`.execute(db);
}

export interface TestApp {
  app: App;
  /**
   * One API request as the user whose session `cookie` carries; signed out without one. `workspaceId`
   * names the workspace it works in (the x-workspace-id header); without it, the account's last choice.
   */
  call: (method: Method, url: string, cookie?: string, payload?: object, workspaceId?: number) => Promise<LightMyRequestResponse>;
  /** Where the app writes the e-mail it sends (.eml files), unless the test's configuration sends it by SMTP. */
  outboxDir: string;
  /** A second app over the same database, as another instance of the server would be; closed with this one. */
  startAnotherInstance: (options?: { config?: Partial<Config>; clock?: () => number; exportLimits?: AppOptions['exportLimits'] }) => Promise<App>;
  close: () => Promise<void>;
}

/** The suite signs many users up from one address; a test of these limits sets them lower. */
const RELAXED_AUTH_LIMITS = {
  SIGN_UP_RATE_LIMIT: '100000',
  SIGN_IN_RATE_LIMIT: '100000',
  SIGN_IN_FAILURES_BEFORE_DELAY: '100000',
  PASSWORD_RESET_RATE_LIMIT: '100000',
  PASSWORD_RESET_EMAIL_RATE_LIMIT: '100000',
};

/**
 * The suite's configuration; e-mail (password reset links) goes to an outbox folder of the test app's own.
 * A `publicUrl` override is also the public origin links are built from, as PUBLIC_URL is (config.ts).
 */
function testConfig(outboxDir: string, overrides: Partial<Config> = {}): Config {
  const config = loadConfig(RELAXED_AUTH_LIMITS);
  const publicOrigin = overrides.publicOrigin ?? overrides.publicUrl ?? config.publicOrigin;
  return { ...config, mail: { ...config.mail, outboxDir }, ...overrides, publicOrigin };
}

export interface TestAppOptions {
  config?: Partial<Config>;
  logger?: FastifyServerOptions['logger'];
  webDir?: string;
  clock?: () => number;
  onDisk?: boolean;
  routes?: (app: App) => void | Promise<void>;
  exportLimits?: AppOptions['exportLimits'];
}

/**
 * A fresh app on a fresh, migrated database of the dialect this project runs (TEST_DIALECT).
 * `onDisk` keeps a SQLite database in a file, so that another instance can open it too.
 * `routes` registers extra routes (at the root) before the app is ready.
 * Without a `logger`, the app logs at debug level into memory, and `close()` fails when a password,
 * cookie or session token the test sent or received shows in that log.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { handle, schema, connectAgain, dispose } = await createTestDatabase(options.onDisk);
  await migrateToLatest(handle.db, schema);
  await separateWorkspaceIdsFromAccountIds(handle.db);
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eventry-outbox-'));
  const config = testConfig(outboxDir, options.config);
  const secrets = options.logger === undefined ? new LogSecretWatch() : undefined;
  const logger = options.logger ?? secrets?.logger;
  const app = await buildApp({ config, database: handle, logger, webDir: options.webDir, clock: options.clock, exportLimits: options.exportLimits });
  await options.routes?.(app);
  await app.ready();
  secrets?.watch(app);
  const others: App[] = [];
  return {
    app,
    outboxDir: config.mail.outboxDir,
    call: (method, url, cookie, payload, workspaceId) =>
      app.inject({ method, url, headers: requestHeaders(cookie, workspaceId), ...(payload ? { payload } : {}) }),
    startAnotherInstance: async (more = {}) => {
      const other = await buildApp({
        config: testConfig(outboxDir, more.config),
        database: connectAgain(),
        logger: secrets?.logger ?? false,
        clock: more.clock,
        exportLimits: more.exportLimits,
      });
      others.push(other);
      await other.ready();
      secrets?.watch(other);
      return other;
    },
    close: async () => {
      await Promise.all(others.map((other) => other.close()));
      await app.close();
      await dispose();
      fs.rmSync(outboxDir, { recursive: true, force: true });
      secrets?.assertNoSecretLogged();
    },
  };
}

/** The headers of a request as the session `cookie` carries, in workspace `workspaceId` when given. */
export function requestHeaders(cookie?: string, workspaceId?: number): Record<string, string> {
  return { ...(cookie ? { cookie } : {}), ...(workspaceId !== undefined ? { [WORKSPACE_HEADER]: String(workspaceId) } : {}) };
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

/**
 * Signs a new user up and returns the cookie header that carries their session, the account, and
 * `workspaceId`: the account's own workspace, the `owner_id` of every record the user makes there.
 */
export async function signUp(app: App, overrides: { name?: string; email?: string; password?: string } = {}) {
  const body = { name: 'Test Organiser', email: uniqueEmail(), password: VALID_PASSWORD, ...overrides };
  const response = await app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: body });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  const user = response.json().user as { id: number; name: string; email: string };
  const workspace = await app.db.selectFrom('workspaces').select('id').where('personal_user_id', '=', user.id).executeTakeFirstOrThrow();
  return { cookie: sessionCookieFrom(response), user, workspaceId: workspace.id, ...body };
}
