import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const START_TIMEOUT_MS = 60_000;

/** The suite signs up and in many times from 127.0.0.1; a test of these limits sets them lower. */
const RELAXED_LIMITS = {
  SIGN_UP_RATE_LIMIT: '100000',
  SIGN_IN_RATE_LIMIT: '100000',
  SIGN_IN_FAILURES_BEFORE_DELAY: '100000',
  PASSWORD_RESET_RATE_LIMIT: '100000',
  PASSWORD_RESET_EMAIL_RATE_LIMIT: '100000',
  FEEDBACK_RATE_LIMIT: '100000',
};

export interface LogLine {
  msg?: string;
  req?: { method?: string; url?: string };
  [field: string]: unknown;
}

export interface ServerProcess {
  url: string;
  pid: number;
  /** The JSON log lines written so far. */
  logs: () => LogLine[];
  /** Resolves once a log line has `msg` containing `text` (and, if given, `matches` it, told the line's index too). */
  waitForLog: (text: string, matches?: (line: LogLine, index: number) => boolean) => Promise<void>;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** Sends the signal (SIGTERM by default) and waits for the process to end. */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Starts `node src/server/server.ts` (through tsx) as a process of its own on a free port of 127.0.0.1,
 * the way a user starts an instance, and resolves once it says it is ready. `env` picks its database
 * (SQLITE_PATH or DATABASE_URL) and limits. Ready means migrated and listening.
 */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'eventry-outbox-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...RELAXED_LIMITS, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'info', MAIL_OUTBOX: outbox, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let errors = '';
  const waiters = new Set<() => void>();
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
    for (const check of waiters) check();
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (errors += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  void exited.then(() => fs.rmSync(outbox, { recursive: true, force: true }));

  const logs = () =>
    output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as LogLine);
  const waitForLog = (text: string, matches: (line: LogLine, index: number) => boolean = () => true) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!logs().some((line, index) => line.msg?.includes(text) && matches(line, index))) return;
        waiters.delete(check);
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no "${text}" in the server's log within ${START_TIMEOUT_MS} ms:\n${output}\n${errors}`));
      }, START_TIMEOUT_MS);
      waiters.add(check);
      void exited.then((code) => {
        if (!waiters.has(check)) return;
        waiters.delete(check);
        clearTimeout(timer);
        reject(new Error(`the server ended (exit code ${code}) before logging "${text}":\n${output}\n${errors}`));
      });
      check();
    });

  const server: ServerProcess = {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    logs,
    waitForLog,
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  try {
    await waitForLog('Eventry is ready');
  } catch (error) {
    await server.stop('SIGKILL');
    throw error;
  }
  return server;
}

/**
 * An empty schema of the PostgreSQL test database (TEST_DATABASE_URL) and the DATABASE_URL that makes
 * a server use it; `drop` removes it and all it holds.
 */
export async function createEmptyPostgresSchema(): Promise<{ databaseUrl: string; schema: string; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL API tests');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create schema ${schema}`);
  const databaseUrl = new URL(url);
  databaseUrl.searchParams.set('options', `-c search_path=${schema}`);
  return { databaseUrl: databaseUrl.href, schema, drop: async () => void (await admin(`drop schema ${schema} cascade`)) };
}

export interface RequestInProgress {
  /** Sends the rest of the body; resolves with the response. */
  finish: () => Promise<{ status: number; body: string }>;
}

/**
 * Starts a JSON request and sends only the first half of its body, so that the server holds it in
 * progress until `finish` sends the rest: a slow upload, such as a large bulk create on a poor connection.
 * `sent` resolves once the first half is on its way; a server at LOG_LEVEL=debug logs 'incoming request'
 * once it has read the headers.
 */
export function startSlowRequest(url: string, method: string, cookie: string, payload: object): RequestInProgress & { sent: Promise<void> } {
  const body = Buffer.from(JSON.stringify(payload));
  const half = Math.floor(body.length / 2);
  const request = http.request(url, {
    method,
    headers: { 'content-type': 'application/json', 'content-length': String(body.length), cookie },
  });
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('error', reject);
    request.on('response', (incoming) => {
      let text = '';
      incoming.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body: text }));
    });
  });
  // Handled when `finish` is never called (a test that failed earlier), so it is not reported as unhandled.
  response.catch(() => {});
  const sent = new Promise<void>((resolve) => request.write(body.subarray(0, half), () => resolve()));
  return {
    sent,
    finish: async () => {
      request.end(body.subarray(half));
      return response;
    },
  };
}

export interface ServerAnswer {
  status: number;
  /** The parsed body, as loosely typed as light-my-request's `json()`. */
  json: ReturnType<typeof JSON.parse>;
  /** The session cookie the answer set, as a Cookie header. */
  sessionCookie?: string;
}

/** One JSON request over HTTP to a server process. */
export async function callServer(server: ServerProcess, method: string, url: string, cookie?: string, payload?: object): Promise<ServerAnswer> {
  const response = await fetch(`${server.url}${url}`, {
    method,
    headers: { ...(cookie ? { cookie } : {}), ...(payload ? { 'content-type': 'application/json' } : {}) },
    body: payload ? JSON.stringify(payload) : undefined,
  });
  const text = await response.text();
  const session = response.headers.getSetCookie().find((line) => line.startsWith('eventry_session='));
  return { status: response.status, json: text ? JSON.parse(text) : undefined, sessionCookie: session?.split(';')[0] };
}
