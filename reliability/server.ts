import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../', import.meta.url));
const READY_TIMEOUT_MS = 60_000;

/** Which server to run: `npm run build`'s output (what users run), or the sources through tsx (tests, no build needed). */
export type ServerEntry = 'dist' | 'src';

/** The suite signs up many times from 127.0.0.1: the per-address limits would refuse it. */
const RELAXED_LIMITS = {
  SIGN_UP_RATE_LIMIT: '100000',
  SIGN_IN_RATE_LIMIT: '100000',
  SIGN_IN_FAILURES_BEFORE_DELAY: '100000',
  FEEDBACK_RATE_LIMIT: '100000',
};

export interface RunningServer {
  url: string;
  pid: number;
  output: () => string;
  exited: Promise<number | null>;
  /** SIGTERM (graceful) or SIGKILL; resolves once the process has ended. */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function command(entry: ServerEntry): string[] {
  if (entry === 'src') return ['--import', 'tsx', path.join(ROOT, 'src/server/server.ts')];
  // RELIABILITY_SERVER_JS: another build of the server, e.g. `tsc -p tsconfig.server.json --outDir …`.
  const built = process.env.RELIABILITY_SERVER_JS ?? path.join(ROOT, 'dist/node/server/server.js');
  if (!fs.existsSync(built)) throw new Error(`${built} is missing: run \`npm run build\` first`);
  return [built];
}

/**
 * Starts one server process on a free port of 127.0.0.1 (its database chosen by `env`: SQLITE_PATH or
 * DATABASE_URL). Resolves once it logs that it is ready; rejects with its output if it ends first.
 */
export async function startServer(entry: ServerEntry, env: Record<string, string>, port?: number): Promise<RunningServer> {
  const listenPort = port ?? (await freePort());
  const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'eventry-reliability-outbox-'));
  const child = spawn(process.execPath, command(entry), {
    cwd: ROOT,
    env: { ...process.env, ...RELAXED_LIMITS, HOST: '127.0.0.1', PORT: String(listenPort), LOG_LEVEL: 'warn', MAIL_OUTBOX: outbox, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output = (output + chunk).slice(-200_000)));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output = (output + chunk).slice(-200_000)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  void exited.then(() => fs.rmSync(outbox, { recursive: true, force: true }));
  const server: RunningServer = {
    url: `http://127.0.0.1:${listenPort}`,
    pid: child.pid!,
    output: () => output,
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!(await answers(server.url))) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server ended (exit code ${child.exitCode}) before it was ready:\n${output}`);
    if (Date.now() > deadline) {
      await server.stop('SIGKILL');
      throw new Error(`the server was not ready within ${READY_TIMEOUT_MS / 1000} s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return server;
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}
