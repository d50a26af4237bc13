/**
 * The server as users run it: the built `dist`, started with `node`, in a process of its own,
 * logging at the default level to a file. Stopped by its PID.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const SERVER_ENTRY = path.resolve(import.meta.dirname, '../dist/node/server/server.js');

export interface ServerProcess {
  pid: number;
  origin: string;
  logFile: string;
  stop(): Promise<void>;
}

/** A port nothing listens on right now, on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function tail(file: string, lines = 30): string {
  try {
    return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every server started and not yet stopped, so a failing run can still stop them. */
const running = new Set<ServerProcess>();

export async function stopAllServers(): Promise<void> {
  await Promise.all([...running].map((server) => server.stop()));
}

export async function startServer({ env, logFile }: { env: Record<string, string>; logFile: string }): Promise<ServerProcess> {
  if (!fs.existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run \`npm run build\` first`);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const log = fs.openSync(logFile, 'a');
  // Only what the server needs: no inherited DATABASE_URL or LOG_LEVEL from the shell can change what is measured.
  const child: ChildProcess = spawn(process.execPath, [SERVER_ENTRY], {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  if (child.pid === undefined) throw new Error('the server process did not start');
  const pid = child.pid;
  let exited = false;
  const exit = new Promise<void>((resolve) => child.once('exit', () => ((exited = true), resolve())));

  const server: ServerProcess = {
    pid,
    origin,
    logFile,
    async stop() {
      running.delete(server);
      if (exited) return;
      process.kill(pid, 'SIGTERM');
      const stopped = await Promise.race([exit.then(() => true), sleep(5_000).then(() => false)]);
      if (!stopped) {
        process.kill(pid, 'SIGKILL');
        await exit;
      }
    },
  };
  running.add(server);

  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (exited) break;
    try {
      const response = await fetch(`${origin}/api/health`);
      if (response.ok) return server;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  await server.stop();
  throw new Error(`the server did not become ready on ${origin}; last lines of ${logFile}:\n${tail(logFile)}`);
}

export interface MemoryFigures {
  /** Resident now (VmRSS) and its peak so far (VmHWM). */
  rssMb: number;
  peakRssMb: number;
  /** Where the resident memory is: private (JS heap, SQLite page cache, native allocations), file-backed (code, mapped files), shared memory. */
  anonMb: number;
  fileMb: number;
  shmemMb: number;
}

/** The server's memory from /proc/<pid>/status, in MB. */
export function memoryOf(pid: number): MemoryFigures {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) / 1024;
  return { rssMb: mb('VmRSS'), peakRssMb: mb('VmHWM'), anonMb: mb('RssAnon'), fileMb: mb('RssFile'), shmemMb: mb('RssShmem') };
}

/** Resets the peak (VmHWM) to the current RSS, so the next peak read is the peak since now. */
export function resetPeakMemory(pid: number): boolean {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}
